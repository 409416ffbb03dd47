import {
  getTaxYear,
  NYC_INCOME_BRACKETS,
  seniorDeduction,
  stateIncomeTax,
  stateTopRate,
  taxableIncomeAfterStandardDeduction,
  taxableSocialSecurity,
  type FilingStatus,
  type StateCode,
} from '../tax';
import type { ClientFacts } from '../types';

/**
 * Taxable income as the return figures it: Social Security only in the part IRC 86 taxes (at
 * most 85%), the standard deduction with its addition for each filer 65 or older, and the
 * 2025-2028 deduction for each of them.
 */
export function returnTaxableIncome(
  facts: ClientFacts,
  income: number,
  filingStatus: FilingStatus,
  taxYear: number,
): number {
  const benefits = (facts.incomeSources ?? [])
    .filter((s) => s.value.source === 'social-security')
    .reduce((t, s) => t + s.value.amount, 0);
  const other = Math.max(0, income - benefits);
  const gross = other + taxableSocialSecurity(benefits, other, filingStatus);
  const filers = facts.ages.slice(0, filingStatus === 'mfj' ? 2 : 1);
  const aged = filers.filter((a) => a.value >= 65).length;
  const extra = getTaxYear(taxYear).federal.income.agedStandardDeduction[filingStatus].value;
  return Math.max(
    0,
    taxableIncomeAfterStandardDeduction(gross, filingStatus, taxYear) -
      aged * extra -
      seniorDeduction(gross, aged, filingStatus, taxYear),
  );
}

/**
 * The state's rate on the client's last dollar: its brackets (and surtax, and New York City's
 * tax for a city resident) at the taxable income.
 * Where the income is unknown there is nothing to place in the brackets, and the top rate is
 * the upper bound.
 */
export function stateMarginalRate(
  state: StateCode,
  taxable: number | undefined,
  filingStatus: FilingStatus,
  taxYear: number,
  newYorkCity = false,
): number {
  if (taxable === undefined)
    return (
      stateTopRate(state, taxYear) +
      (newYorkCity ? (NYC_INCOME_BRACKETS.value[filingStatus].at(-1)?.rate ?? 0) : 0)
    );
  return stateIncomeTax({ state, taxableIncome: taxable, filingStatus, year: taxYear, newYorkCity })
    .marginalRate;
}
