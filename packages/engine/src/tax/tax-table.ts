import { FEDERAL_2025 } from './federal-2025';
import { FEDERAL_2026 } from './federal-2026';
import type { Sourced } from './sourced';
import {
  STATE_ESTATE_TAX_2025,
  STATE_ESTATE_TAX_2026,
  STATE_INCOME_TOP_RATE_2025,
  STATE_INCOME_TOP_RATE_2026,
} from './states';
import type { StateCode, StateEstateTaxRule, TaxYearParameters } from './types';

export interface TaxYear {
  federal: TaxYearParameters;
  stateIncomeTopRate: Record<StateCode, Sourced<number>>;
  stateEstateTax: Partial<Record<StateCode, Sourced<StateEstateTaxRule>>>;
}

export const DEFAULT_TAX_YEAR = 2026;

const TAX_YEARS: Record<number, TaxYear> = {
  2025: {
    federal: FEDERAL_2025,
    stateIncomeTopRate: STATE_INCOME_TOP_RATE_2025,
    stateEstateTax: STATE_ESTATE_TAX_2025,
  },
  2026: {
    federal: FEDERAL_2026,
    stateIncomeTopRate: STATE_INCOME_TOP_RATE_2026,
    stateEstateTax: STATE_ESTATE_TAX_2026,
  },
};

export const SUPPORTED_TAX_YEARS: readonly number[] = Object.keys(TAX_YEARS).map(Number);

/** The parameter table for a tax year; throws for a year the engine has no figures for. */
export function getTaxYear(year: number = DEFAULT_TAX_YEAR): TaxYear {
  const table = TAX_YEARS[year];
  if (!table) {
    throw new RangeError(
      `No tax parameters for ${year}; supported years: ${SUPPORTED_TAX_YEARS.join(', ')}`,
    );
  }
  return table;
}
