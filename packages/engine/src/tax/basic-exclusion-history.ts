import { sourced } from './sourced';
import type { Sourced } from './sourced';

/**
 * The federal basic exclusion amount by year of death before the years the tax tables hold,
 * from 2011, the first year a deceased spouse's unused exclusion could be ported (IRC
 * 2010(c)(4), added by the 2010 Tax Relief Act): a widow's DSUE is the late spouse's exclusion
 * in the year of death less what that estate used. Each year's figure is the IRS's inflation
 * adjustment of that year (Rev. Proc. 2011-52 for 2012 ... Rev. Proc. 2023-34 for 2024), as the
 * Instructions for Form 706 tabulate them.
 */
export const BASIC_EXCLUSION_BY_YEAR: Sourced<Readonly<Record<number, number>>> = sourced(
  {
    2011: 5_000_000,
    2012: 5_120_000,
    2013: 5_250_000,
    2014: 5_340_000,
    2015: 5_430_000,
    2016: 5_450_000,
    2017: 5_490_000,
    2018: 11_180_000,
    2019: 11_400_000,
    2020: 11_580_000,
    2021: 11_700_000,
    2022: 12_060_000,
    2023: 12_920_000,
    2024: 13_610_000,
  },
  'V-2',
  'https://www.irs.gov/instructions/i706 ; https://ezelderlaw.com/estate-and-gift-tax-exclusion-amounts/amp ; https://jacksonlawgroup.com/resources/estate-planning/estate-table',
  'IRS Instructions for Form 706, table of the basic exclusion amount by year of death (2011-2024), as quoted by both pages; 2025 and 2026 are in the tax tables.',
);

/** Deaths before 2011 left no exclusion to port. */
export const FIRST_PORTABILITY_YEAR = 2011;
