import type { Baseline, TenYearPoint } from '@strata/contracts';
import type { StrategyValue } from './value-strategy';

/** Amounts by calendar year. */
export type Flows = Map<number, number>;

export const addTo = (flows: Flows, year: number, amount: number) =>
  flows.set(year, (flows.get(year) ?? 0) + amount);

/**
 * Strategies whose income tax is saved on a sale or a distribution the baseline does not
 * project (the shares sold, the zone gain, the employer stock, the home, the assets stepped up
 * before arrival): it is counted against that event, not against the baseline's yearly tax.
 */
export const SAVES_ON_A_SALE = new Set([
  'QSBS_EXCLUSION',
  'QSBS_STACKING',
  'OPPORTUNITY_ZONE',
  'NUA',
  'SEC121_HOME_SALE_TIMING',
  'PRE_IMMIGRATION_PLANNING',
  // A sale's gain put off to a death that comes first is never taxed (mechanisms.ts).
  '1031_EXCHANGE',
  'DST',
  'UPREIT_721',
  'EXCHANGE_FUND',
  'HEDGE_COLLAR',
  'ESOP',
]);

/** Of those, the savings on a sale of the business, which the baseline projects where it can. */
export const SAVES_ON_THE_BUSINESS_SALE = new Set(['QSBS_EXCLUSION', 'QSBS_STACKING', 'ESOP']);

/**
 * Whether a strategy's income tax saving stands against a sale the baseline does not project
 * (`businessSaleYear`: the year the baseline sells the business, if it does).
 */
export const savesOnASaleNotProjected = (strategyId: string, businessSaleYear?: number) =>
  SAVES_ON_A_SALE.has(strategyId) &&
  !(businessSaleYear !== undefined && SAVES_ON_THE_BUSINESS_SALE.has(strategyId));

/** The year the baseline sells the business, where it projects the sale the notes plan. */
export const businessSaleIn = (baseline: Baseline | undefined): number | undefined =>
  baseline?.sales?.find((s) => s.what === 'business')?.year;

/** Adds the yearly amounts of a ten-year cumulative series (its year 1 is the tax year). */
export function addYearly(
  flows: Flows,
  tenYear: TenYearPoint[],
  series: 'cumulativeBenefit' | 'cumulativeCost',
  taxYear: number,
  share = 1,
): void {
  tenYear.forEach((p, i) =>
    addTo(flows, taxYear + i, (p[series] - (tenYear[i - 1]?.[series] ?? 0)) * share),
  );
}

/**
 * A strategy's income tax saved by year (nominal, `share` of it): its own schedule where it
 * has one, else its ten-year figures, else all in the first year. Its first year is the tax
 * year, or the year of the sale it saves on.
 */
export function incomeTaxFlows(
  value: StrategyValue,
  tenYear: TenYearPoint[],
  firstYear: number,
  share: number,
): Flows {
  const flows: Flows = new Map();
  if (value.mechanism === 'income-tax')
    addYearly(flows, tenYear, 'cumulativeBenefit', firstYear, share);
  else if (value.incomeTaxByYear)
    value.incomeTaxByYear.forEach((saved, t) => addTo(flows, firstYear + t, saved * share));
  else if (value.incomeTaxSaved !== 0) addTo(flows, firstYear, value.incomeTaxSaved * share);
  return flows;
}

/**
 * Only a tax the baseline pays can be saved. Each strategy is figured against its own
 * alternative (a larger income, a gain realized); in a year where together they save more than
 * the baseline's income tax (plus any tax a strategy adds, such as a Roth conversion's), each
 * saving is cut in proportion to fit. Returns what is counted of each, and what is not.
 */
export function withinBaselineTax(
  flows: Flows[],
  paid: (year: number) => number,
): { counted: Flows[]; beyond: Flows } {
  const years = new Set(flows.flatMap((f) => [...f.keys()]));
  const counted = flows.map(() => new Map<number, number>() as Flows);
  const beyond: Flows = new Map();
  for (const year of years) {
    const amounts = flows.map((f) => f.get(year) ?? 0);
    const saved = amounts.filter((a) => a > 0).reduce((t, a) => t + a, 0);
    const added = amounts.filter((a) => a < 0).reduce((t, a) => t - a, 0);
    const room = Math.max(0, paid(year)) + added;
    const fit = saved > room ? room / saved : 1;
    amounts.forEach((a, i) => {
      if (a !== 0) counted[i]!.set(year, a > 0 ? a * fit : a);
    });
    if (fit < 1) beyond.set(year, saved - room);
  }
  return { counted, beyond };
}

/** Present value at `rate` of amounts by year, a year after the tax year discounted once. */
export function presentValueOf(flows: Flows, taxYear: number, rate: number): number {
  let pv = 0;
  for (const [year, amount] of flows) pv += amount / (1 + rate) ** (year - taxYear + 1);
  return pv;
}

/** The baseline's income tax (federal and state) by year: what the plan's savings fit within. */
export function baselineIncomeTax(baseline: Baseline): Record<number, number> {
  return Object.fromEntries(
    baseline.years.map((y) => [y.year, y.incomeTax.federal + y.incomeTax.state]),
  );
}
