import {
  NYC_INCOME_BRACKETS,
  STATE_INCOME_BRACKETS_2025,
  STATE_INCOME_BRACKETS_2026,
  STATE_SURTAX_2025,
  STATE_SURTAX_2026,
  type StateBracketTable,
  type StateSurtax,
} from './state-income-brackets';
import type { Sourced } from './sourced';
import { DEFAULT_TAX_YEAR } from './tax-table';
import type { Bracket, FilingStatus, StateCode } from './types';

const BRACKETS: Record<number, StateBracketTable> = {
  2025: STATE_INCOME_BRACKETS_2025,
  2026: STATE_INCOME_BRACKETS_2026,
};
const SURTAX: Record<number, Partial<Record<StateCode, Sourced<StateSurtax>>>> = {
  2025: STATE_SURTAX_2025,
  2026: STATE_SURTAX_2026,
};

/** Tax on `income` through a marginal schedule. */
export function bracketTax(income: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  for (let i = 0; i < brackets.length; i++) {
    const b = brackets[i]!;
    const top = brackets[i + 1]?.over ?? Infinity;
    if (income > b.over) tax += (Math.min(income, top) - b.over) * b.rate;
  }
  return tax;
}

function rateAt(income: number, brackets: readonly Bracket[]): number {
  let rate = 0;
  for (const b of brackets) if (income > b.over || b.over === 0) rate = b.rate;
  return rate;
}

/** The state's schedule for a year, undefined where it has no broad income tax. */
export function stateIncomeSchedule(
  code: StateCode,
  year: number = DEFAULT_TAX_YEAR,
): Sourced<{ single: Bracket[]; mfj: Bracket[] }> | undefined {
  const table = BRACKETS[year];
  if (!table) throw new RangeError(`No state income tax brackets for ${year}`);
  return table[code];
}

// New York recaptures the benefit of its lower brackets once NY AGI passes $107,650
// (IT-201 instructions, tax computation worksheets): over each bracket's start, the whole
// taxable income moves to that bracket's flat rate, phased in over the next $50,000 of AGI;
// over $25M of AGI the whole income is taxed at the top rate.
const NY_RECAPTURE_FROM = 107_650;
const NY_RECAPTURE_PHASE_IN = 50_000;
const NY_FLAT_TOP_FROM = 25_000_000;

function newYorkTax(taxable: number, agi: number, brackets: readonly Bracket[]): number {
  const graduated = bracketTax(taxable, brackets);
  if (agi <= NY_RECAPTURE_FROM) return graduated;
  const top = brackets[brackets.length - 1]!;
  if (agi > NY_FLAT_TOP_FROM) return taxable * top.rate;
  let k = 0;
  for (let i = 0; i < brackets.length; i++) if (taxable > brackets[i]!.over) k = i;
  const rate = brackets[k]!.rate;
  const start = Math.max(brackets[k]!.over, NY_RECAPTURE_FROM);
  // The benefit of the brackets below k is already recaptured when AGI has passed the
  // previous bracket's phase-in; the worksheet then phases in the rest.
  const previous = k > 0 ? brackets[k - 1]! : undefined;
  const base =
    previous && agi > Math.max(previous.over, NY_RECAPTURE_FROM) + NY_RECAPTURE_PHASE_IN
      ? Math.max(graduated, taxable * previous.rate)
      : graduated;
  const share = Math.min(1, Math.max(0, (agi - start) / NY_RECAPTURE_PHASE_IN));
  return Math.max(graduated, base + share * (taxable * rate - base));
}

export interface StateIncomeTaxInput {
  state: StateCode;
  /** State taxable income (the engine uses federal taxable income where the state's own is unknown). */
  taxableIncome: number;
  filingStatus: FilingStatus;
  year?: number;
  /** Adjusted gross income, for New York's recapture; the taxable income when omitted. */
  agi?: number;
  /** A New York City resident also pays the city's income tax. */
  newYorkCity?: boolean;
}

export interface StateIncomeTaxResult {
  state: number;
  city: number;
  total: number;
  /** Marginal rate on the next dollar (state, surtax and city). */
  marginalRate: number;
}

/** State (and New York City) personal income tax, by the state's brackets for the filing status. */
export function stateIncomeTax(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const year = input.year ?? DEFAULT_TAX_YEAR;
  const taxable = Math.max(0, input.taxableIncome);
  const schedule = stateIncomeSchedule(input.state, year)?.value;
  if (!schedule) return { state: 0, city: 0, total: 0, marginalRate: 0 };
  const brackets = schedule[input.filingStatus];
  const surtax = SURTAX[year]?.[input.state]?.value;
  const surtaxDue = surtax ? Math.max(0, taxable - surtax.over) * surtax.rate : 0;
  const base =
    input.state === 'NY'
      ? newYorkTax(taxable, Math.max(taxable, input.agi ?? taxable), brackets)
      : bracketTax(taxable, brackets);
  const state = base + surtaxDue;
  const cityBrackets = NYC_INCOME_BRACKETS.value[input.filingStatus];
  const inCity = input.state === 'NY' && input.newYorkCity === true;
  const city = inCity ? bracketTax(taxable, cityBrackets) : 0;
  const marginalRate =
    rateAt(taxable, brackets) +
    (surtax && taxable > surtax.over ? surtax.rate : 0) +
    (inCity ? rateAt(taxable, cityBrackets) : 0);
  return { state, city, total: state + city, marginalRate };
}
