import { stateEstateTaxAtDeath } from './state-death-tax';
import { DEFAULT_TAX_YEAR, getTaxYear } from './tax-table';
import type { StateCode, StateEstateTaxRule } from './types';

/** Narrows a string to a USPS code the table knows (50 states + DC). */
export function isStateCode(code: string): code is StateCode {
  return code in getTaxYear(DEFAULT_TAX_YEAR).stateIncomeTopRate;
}

function knownCode(code: string): StateCode {
  const upper = code.toUpperCase();
  if (!isStateCode(upper)) throw new RangeError(`Unknown state code '${code}'`);
  return upper;
}

/** Top marginal personal income tax rate of a state (0 for the nine without a broad income tax). */
export function stateTopRate(code: string, year: number = DEFAULT_TAX_YEAR): number {
  return getTaxYear(year).stateIncomeTopRate[knownCode(code)].value;
}

export function hasStateIncomeTax(code: string, year: number = DEFAULT_TAX_YEAR): boolean {
  return stateTopRate(code, year) > 0;
}

/** The state's estate tax rule, or undefined where it has none. */
export function stateEstateTaxRule(
  code: string,
  year: number = DEFAULT_TAX_YEAR,
): StateEstateTaxRule | undefined {
  return getTaxYear(year).stateEstateTax[knownCode(code)]?.value;
}

/**
 * State estate tax on an estate at a death in `year`, by the state's own method (see
 * state-death-tax.ts); deaths in a year other than 2026 are taxed under the 2026 law, and a
 * Washington death is taken at the year's end.
 */
export function stateEstateTax(
  code: string,
  estate: number,
  year: number = DEFAULT_TAX_YEAR,
): number {
  return stateEstateTaxAtDeath({
    state: knownCode(code),
    taxableEstate: estate,
    dateOfDeath: `${year}-12-31`,
  });
}
