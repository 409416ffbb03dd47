import { DEFAULT_TAX_YEAR, getTaxYear } from './tax-table';
import type { Bracket, FilingStatus } from './types';

function bracketsFor(filingStatus: FilingStatus, year: number): Bracket[] {
  return getTaxYear(year).federal.income.brackets[filingStatus].value;
}

/** Federal ordinary income tax on taxable income (after deductions), unrounded. */
export function federalIncomeTax(
  taxableIncome: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const brackets = bracketsFor(filingStatus, year);
  let tax = 0;
  brackets.forEach((bracket, i) => {
    const top = brackets[i + 1]?.over ?? Infinity;
    if (taxableIncome > bracket.over)
      tax += (Math.min(taxableIncome, top) - bracket.over) * bracket.rate;
  });
  return tax;
}

/**
 * Unrecaptured section 1250 gain (the depreciation taken on real property, realized on its
 * sale) stacked on `ordinaryIncome`: taxed at the ordinary rates, none above 25% (IRC 1(h)(1)(E)).
 */
export function unrecapturedGainTax(
  ordinaryIncome: number,
  unrecaptured: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const brackets = bracketsFor(filingStatus, year);
  const from = Math.max(0, ordinaryIncome);
  const to = from + Math.max(0, unrecaptured);
  let tax = 0;
  brackets.forEach((bracket, i) => {
    const top = brackets[i + 1]?.over ?? Infinity;
    const overlap = Math.min(to, top) - Math.max(from, bracket.over);
    if (overlap > 0) tax += overlap * Math.min(bracket.rate, UNRECAPTURED_1250_CAP);
  });
  return tax;
}

/** IRC 1(h)(1)(E): the top rate on unrecaptured section 1250 gain. */
export const UNRECAPTURED_1250_CAP = 0.25;

/** Federal ordinary marginal rate at a taxable income. */
export function marginalRate(
  taxableIncome: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const brackets = bracketsFor(filingStatus, year);
  const hit = brackets.filter((b) => taxableIncome > b.over).at(-1) ?? brackets[0];
  return hit?.rate ?? 0;
}

/** Taxable income from gross income with the standard deduction. */
export function taxableIncomeAfterStandardDeduction(
  grossIncome: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const deduction = getTaxYear(year).federal.income.standardDeduction[filingStatus].value;
  return Math.max(0, grossIncome - deduction);
}

/** Federal long-term capital gains rate (0, 15 or 20%) at a taxable income, NIIT excluded. */
export function capitalGainsRate(
  taxableIncome: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const income = getTaxYear(year).federal.income;
  if (taxableIncome <= income.ltcgZeroMax[filingStatus].value) return 0;
  if (taxableIncome <= income.ltcgFifteenMax[filingStatus].value) return 0.15;
  return 0.2;
}

/**
 * Federal tax on qualified dividends and long-term gains (IRC 1(h), the Qualified Dividends and
 * Capital Gain Tax Worksheet): they sit on top of the ordinary income, each dollar taxed at 0%,
 * 15% or 20% by the band of taxable income it falls in.
 */
export function preferentialIncomeTax(
  taxableIncome: number,
  preferentialIncome: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const income = getTaxYear(year).federal.income;
  const pref = Math.max(0, Math.min(preferentialIncome, taxableIncome));
  const ordinary = taxableIncome - pref;
  const within = (from: number, to: number) =>
    Math.max(0, Math.min(taxableIncome, to) - Math.max(ordinary, from));
  const zeroTop = income.ltcgZeroMax[filingStatus].value;
  const fifteenTop = income.ltcgFifteenMax[filingStatus].value;
  return 0.15 * within(zeroTop, fifteenTop) + 0.2 * within(fifteenTop, Infinity);
}

/** 3.8% net investment income tax rate when modified AGI is above the threshold, else 0. */
export function niitRate(
  magi: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const income = getTaxYear(year).federal.income;
  return magi > income.niitThreshold[filingStatus].value ? income.niitRate.value : 0;
}

/** SALT deduction cap after the OBBBA phase-down: cap - 30% x (MAGI - threshold), never below the floor. */
export function saltCap(magi: number, year: number = DEFAULT_TAX_YEAR): number {
  const income = getTaxYear(year).federal.income;
  const reduced =
    income.saltCap.value -
    income.saltPhaseDownRate.value * Math.max(0, magi - income.saltPhaseDownThreshold.value);
  return Math.max(income.saltFloor.value, reduced);
}

/** IRC 2001(c) tentative tax on a taxable amount. */
export function tentativeTax(amount: number, year: number = DEFAULT_TAX_YEAR): number {
  const rows = getTaxYear(year).federal.estate.rateSchedule.map((r) => r.value);
  const row = rows.filter((r) => amount > r.over).at(-1);
  return row ? row.baseTax + (amount - row.over) * row.rate : 0;
}

/**
 * Federal estate tax: tentative tax on (taxable estate + exclusion already used by lifetime
 * taxable gifts) less the applicable credit (tentative tax on the basic exclusion, times
 * `exclusionMultiple`, e.g. 2 with a ported DSUE of the same amount).
 */
export function estateTax(
  taxableEstate: number,
  exclusionUsed = 0,
  year: number = DEFAULT_TAX_YEAR,
  exclusionMultiple = 1,
): number {
  const exclusion = getTaxYear(year).federal.estate.basicExclusion.value * exclusionMultiple;
  const credit = tentativeTax(exclusion, year);
  return Math.max(0, tentativeTax(taxableEstate + exclusionUsed, year) - credit);
}
