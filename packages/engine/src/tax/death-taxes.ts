import { BASIC_EXCLUSION_BY_YEAR } from './basic-exclusion-history';
import { tentativeTax } from './federal';
import type { Sourced } from './sourced';
import { DEFAULT_TAX_YEAR, getTaxYear } from './tax-table';
import {
  inheritanceTax,
  stateEstateExemption,
  stateEstateTaxesBySitus,
  stateEstateTaxLaw,
  type HeirClass,
  type PropertyElsewhere,
} from './state-death-tax';
import type { StateCode } from './types';

/**
 * The federal basic exclusion for a year of death. OBBBA fixes $15M for 2026
 * and indexes it from 2027 (IRC 2010(c)(3)); for later years the caller's inflation assumption
 * stands in for the published figure, rounded down to a multiple of $10,000 as the statute
 * rounds. A past year's (a late spouse's) is the IRS's figure for it, from 2011 on.
 */
/** Where a year's basic exclusion is published: the IRS's past figures, else that year's table. */
export function basicExclusionSource(year: number): Sourced<unknown> {
  return year in BASIC_EXCLUSION_BY_YEAR.value
    ? BASIC_EXCLUSION_BY_YEAR
    : getTaxYear(Math.min(year, DEFAULT_TAX_YEAR)).federal.estate.basicExclusion;
}

export function basicExclusion(year: number, inflation: number): number {
  const past = BASIC_EXCLUSION_BY_YEAR.value[year];
  if (past !== undefined) return past;
  const known = getTaxYear(Math.min(year, DEFAULT_TAX_YEAR)).federal.estate.basicExclusion.value;
  if (year <= DEFAULT_TAX_YEAR) return known;
  const indexed = known * (1 + inflation) ** (year - DEFAULT_TAX_YEAR);
  return Math.floor(indexed / 10_000) * 10_000;
}

/**
 * The couple's two exemptions, in one place: a survivor's applicable exclusion is their own
 * basic exclusion plus the deceased spouse's unused exclusion (DSUE, IRC 2010(c)(4)), which
 * exists only if the executor elects portability on a timely Form 706. Nothing else in the
 * engine may double an exemption.
 */
export function deceasedSpouseUnusedExclusion(input: {
  /** The first decedent's basic exclusion in the year of death. */
  basicExclusion: number;
  /** What the first estate used: its taxable estate plus adjusted taxable gifts. */
  exclusionUsed: number;
  portabilityElected: boolean;
}): number {
  if (!input.portabilityElected) return 0;
  return Math.max(0, input.basicExclusion - input.exclusionUsed);
}

/**
 * The exclusion a household can shelter if both spouses die with today's law: one basic
 * exclusion each for a married couple (the survivor's own plus the full DSUE, portability
 * elected and nothing used at the first death), one for anyone else. Every figure that speaks
 * of 'the couple's exemption' comes from here.
 */
export function householdExclusion(basic: number, married: boolean): number {
  const dsue = married
    ? deceasedSpouseUnusedExclusion({
        basicExclusion: basic,
        exclusionUsed: 0,
        portabilityElected: true,
      })
    : 0;
  return basic + dsue;
}

export interface FederalEstateTaxInput {
  grossEstate: number;
  maritalDeduction?: number;
  charitableDeduction?: number;
  /** State estate and inheritance taxes paid, deductible under IRC 2058. */
  stateDeathTaxes?: number;
  /** Post-1976 taxable gifts, added back to the tax base (IRC 2001(b)). */
  adjustedTaxableGifts?: number;
  basicExclusion: number;
  dsue?: number;
}

export interface FederalEstateTaxResult {
  taxableEstate: number;
  tax: number;
  /** Exclusion used by this estate (taxable estate plus adjusted taxable gifts, up to the exclusion). */
  exclusionUsed: number;
}

/** Federal estate tax: tentative tax on the taxable estate plus gifts, less the applicable credit. */
export function federalEstateTax(input: FederalEstateTaxInput): FederalEstateTaxResult {
  const taxableEstate = Math.max(
    0,
    input.grossEstate -
      (input.maritalDeduction ?? 0) -
      (input.charitableDeduction ?? 0) -
      (input.stateDeathTaxes ?? 0),
  );
  const base = taxableEstate + (input.adjustedTaxableGifts ?? 0);
  const exclusion = input.basicExclusion + (input.dsue ?? 0);
  const tax = Math.max(0, tentativeTax(base) - tentativeTax(exclusion));
  return { taxableEstate, tax, exclusionUsed: Math.min(base, exclusion) };
}

export interface Bequest {
  heir: HeirClass;
  amount: number;
}

export interface DeathTaxInput {
  state: StateCode;
  /** YYYY-MM-DD (Washington's law changes on 2026-07-01). */
  dateOfDeath: string;
  grossEstate: number;
  /** Who receives the estate; a spouse's and a charity's shares are deducted federally. */
  bequests: Bequest[];
  basicExclusion: number;
  dsue?: number;
  adjustedTaxableGifts?: number;
  /** A late spouse's unused state exemption where the state is portable (Hawaii, Maryland). */
  portedStateExemption?: number;
  /** Real property in other states, by share of the gross estate: taxed where it sits. */
  propertyElsewhere?: PropertyElsewhere[];
  /**
   * The surviving spouse is not a US citizen and nothing passes through a QDOT: no marital
   * deduction (IRC 2056(d)(1)), federal or in the state estate taxes that follow it. The
   * state's inheritance tax still treats the spouse as a spouse.
   */
  maritalDeductionDenied?: boolean;
}

export interface DeathTaxResult {
  stateEstateTax: number;
  inheritanceTax: number;
  /** State estate plus inheritance taxes (Maryland's inheritance tax credited against its estate tax). */
  state: number;
  federal: number;
  federalTaxableEstate: number;
  exclusionUsed: number;
  /** The state exemption left unused, which a surviving spouse may port where the state allows. */
  unusedStateExemption: number;
}

/**
 * Every death tax at one death: the state's estate tax on the estate after the marital and
 * charitable deductions, the inheritance tax on each bequest by class of heir, and the federal
 * tax with the state taxes deducted (IRC 2058).
 */
export function deathTaxes(input: DeathTaxInput): DeathTaxResult {
  const marital = input.maritalDeductionDenied
    ? 0
    : input.bequests.filter((b) => b.heir === 'spouse').reduce((s, b) => s + b.amount, 0);
  const charitable = input.bequests
    .filter((b) => b.heir === 'charity')
    .reduce((s, b) => s + b.amount, 0);
  const stateTaxable = Math.max(0, input.grossEstate - marital - charitable);
  const bySitus = stateEstateTaxesBySitus({
    state: input.state,
    taxableEstate: stateTaxable,
    dateOfDeath: input.dateOfDeath,
    portedExemption: input.portedStateExemption,
    propertyElsewhere: input.propertyElsewhere,
  });
  const estateTax = bySitus.reduce((s, t) => s + t.tax, 0);
  const inheritance = input.bequests.reduce(
    (s, b) => s + inheritanceTax(input.state, b.heir, b.amount),
    0,
  );
  const credited = stateEstateTaxLaw(input.state, input.dateOfDeath)?.value.inheritanceTaxCredited;
  const state = credited ? Math.max(estateTax, inheritance) : estateTax + inheritance;
  const fed = federalEstateTax({
    grossEstate: input.grossEstate,
    maritalDeduction: marital,
    charitableDeduction: charitable,
    stateDeathTaxes: state,
    adjustedTaxableGifts: input.adjustedTaxableGifts,
    basicExclusion: input.basicExclusion,
    dsue: input.dsue,
  });
  const stateExemption = stateEstateExemption(input.state, input.dateOfDeath);
  return {
    stateEstateTax: estateTax,
    inheritanceTax: inheritance,
    state,
    federal: fed.tax,
    federalTaxableEstate: fed.taxableEstate,
    exclusionUsed: fed.exclusionUsed,
    unusedStateExemption: Number.isFinite(stateExemption)
      ? Math.max(0, stateExemption - stateTaxable)
      : 0,
  };
}
