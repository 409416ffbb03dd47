import { assumed, type Sourced, sourced } from './sourced';
import { stateTopRate } from './state';
import { DEFAULT_TAX_YEAR } from './tax-table';

/**
 * Elective pass-through entity taxes (PTET): the state tax a partnership or S corporation pays
 * on its owners' shares of income, deductible federally outside the individual SALT cap
 * (Notice 2020-75; OBBBA left it intact, tax-2026.md section 4). Each owner takes a state
 * credit for it, so the state tax is unchanged and the saving is federal.
 */

/** 'Over `over`, `rate` of the excess': a state's entity-level schedule. */
interface Bracket {
  over: number;
  rate: number;
}

/**
 * States whose entity-level tax has its own schedule. Each applies to the entity's whole
 * taxable income (the sum of the owners' shares), not to one owner's share.
 */
const SCHEDULES: Record<string, Sourced<Bracket[]>> = {
  NJ: sourced(
    [
      { over: 0, rate: 0.05675 },
      { over: 250_000, rate: 0.0652 },
      { over: 1_000_000, rate: 0.109 },
    ],
    'V-P',
    'https://casetext.com/statute/new-jersey-statutes/title-54a-new-jersey-gross-income-tax-act/chapter-54a12/section-54a12-3-election-to-pay-pass-through-business-alternative-income-tax ; https://www.mazars.us/Home/Insights/Alerts/New-Jersey-makes-revisions',
    'N.J.S. 54A:12-3, the Business Alternative Income Tax (BAIT): 10.9% over $1M from 2022 (P.L. 2021, c. 419).',
  ),
  NY: sourced(
    [
      { over: 0, rate: 0.0685 },
      { over: 2_000_000, rate: 0.0965 },
      { over: 5_000_000, rate: 0.103 },
      { over: 25_000_000, rate: 0.109 },
    ],
    'V-1',
    'https://cironefriedberg.com/?p=1416',
    'NY Tax Law article 24-A: graduated on the entity’s PTE taxable income.',
  ),
  CA: sourced(
    [{ over: 0, rate: 0.093 }],
    'V-P',
    'https://www.legalfina.com/en/laws/ca/rtc/2/10.4.1/~ ; https://lawserver.com/law/state/california/codes/california_revenue_taxation_code_19900',
    'Cal. Rev. & Tax. Code 19910: 9.3% of qualified net income for 2026 to 2030.',
  ),
};

/**
 * States with an elective pass-through entity tax (about 36, per tax-2026.md §4). The list is
 * from general knowledge of the 2025 statutes, NOT VERIFIED state by state: confirm the
 * state's election and deadline before acting.
 */
const PTET_STATES = new Set([
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NJ',
  'NM',
  'NY',
  'NC',
  'OH',
  'OK',
  'OR',
  'RI',
  'SC',
  'UT',
  'VA',
  'WV',
  'WI',
]);

export function hasPassThroughEntityTax(code: string): boolean {
  return PTET_STATES.has(code.toUpperCase());
}

export interface PassThroughEntityTax {
  tax: number;
  /** The rates used, with their source; an assumption where the state's schedule is not in the table. */
  rates: Sourced<Bracket[]>;
}

function onSchedule(income: number, brackets: Bracket[]): number {
  return brackets.reduce((tax, { over, rate }, i) => {
    const upTo = brackets[i + 1]?.over ?? Number.POSITIVE_INFINITY;
    return tax + Math.max(0, Math.min(income, upTo) - over) * rate;
  }, 0);
}

/**
 * The entity-level tax on an entity's taxable income. A state whose schedule is not in the
 * table is taken at its top personal rate, which most such taxes use: an assumption, named.
 */
export function passThroughEntityTax(
  code: string,
  entityIncome: number,
  year: number = DEFAULT_TAX_YEAR,
): PassThroughEntityTax {
  const state = code.toUpperCase();
  const rates =
    SCHEDULES[state] ??
    assumed(
      [{ over: 0, rate: stateTopRate(state, year) }],
      'NOT VERIFIED',
      'tax-2026.md section 4 (state top personal rates)',
      `${state}'s entity-level rate is not in the table: taken at its top personal rate.`,
    );
  return { tax: Math.round(onSchedule(Math.max(0, entityIncome), rates.value) * 100) / 100, rates };
}
