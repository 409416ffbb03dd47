import { QSBS, qsbsShare } from '../tax';
import type { StrategyContext } from './types';

/** How the IRC 1202 exclusion applies to the owner's shares, from the year they were issued. */
export interface QsbsTerms {
  /** Share of the eligible gain excluded (the lower bound where only the year is known). */
  share: number;
  /** Per-issuer dollar cap for the shares' issue date. */
  cap: number;
  /** What the facts leave open or the law adds, listed with the figure. */
  notes: string[];
}

const pct = (share: number): string => `${+(share * 100).toFixed(2)}%`;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const longDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
};

/**
 * The year the shares were issued: a founder's shares date from the founding or incorporation
 * (BusinessFact.foundedYear), the only issue date the facts carry.
 */
function issueYear(ctx: StrategyContext): number | undefined {
  return ctx.facts.business?.value.foundedYear;
}

/** The sale's year: a planned sale's stated year, never before the tax year. */
function saleYear(ctx: StrategyContext): number {
  const sale = ctx.facts.businessSale?.value;
  return sale?.status === 'planned' && sale.year !== undefined
    ? Math.max(ctx.taxYear, sale.year)
    : ctx.taxYear;
}

/** The law's share changes within the year (1993, 2009, 2010, 2025): the month decides it. */
export function qsbsYearIsSplit(year: number): boolean {
  return [QSBS.firstIssue, ...QSBS.preObbbaShares.value.map((t) => t.from), QSBS.obbbaFrom].some(
    (d) => d.startsWith(`${year}-`),
  );
}

/**
 * IRC 1202's exclusion for the owner's shares. With the issue year known: the share for the
 * acquisition date (50% before February 18, 2009, 75% to September 27, 2010, 100% after; OBBBA's
 * 50/75/100% at 3/4/5 years after July 4, 2025), the lower share where the law changed within
 * that year and the month is not stated, for the years held to the sale. Without it: 100% is
 * taken and named, with what older stock would get.
 */
export function qsbsTerms(ctx: StrategyContext): QsbsTerms {
  const year = issueYear(ctx);
  const preCap = QSBS.before.value.cap;
  const rule = `Stock acquired before February 18, 2009 excludes 50% and before September 28, 2010 75% of the gain (the rest taxed at 28% plus 3.8% NIIT, IRC 1(h)(4)); stock issued after July 4, 2025 excludes 50/75/100% at 3/4/5 years.`;
  if (year === undefined)
    return {
      share: 1,
      cap: preCap,
      notes: [
        `When the shares were issued is not stated: taken as after September 27, 2010 and held 5+ years (100% excluded, $10M cap). ${rule}`,
      ],
    };
  const sold = saleYear(ctx);
  const held = Math.max(0, sold - year);
  const first = qsbsShare(`${year}-01-01`, held);
  const last = qsbsShare(`${year}-12-31`, held);
  // The date within the year where the law's share changes, if any.
  const change = [QSBS.firstIssue, ...QSBS.preObbbaShares.value.map((t) => t.from), QSBS.obbbaFrom]
    .filter((d) => d.startsWith(`${year}-`))
    .at(0);
  const share = Math.min(first, last);
  const cap = `${year}-01-01` >= QSBS.obbbaFrom ? QSBS.after.value.cap : preCap;
  const notes = [
    `Shares issued in ${year} (the business's founding) and sold in ${sold}, about ${held} year${held === 1 ? '' : 's'} held: ${pct(share)} of the gain excluded under IRC 1202, cap ${cap === preCap ? '$10M' : '$15M'} per taxpayer.`,
  ];
  if (change && first !== last)
    notes.push(
      `The month of issue is not stated: shares acquired from ${longDate(change)} exclude ${pct(Math.max(first, last))}, earlier ones ${pct(Math.min(first, last))}; the lower share is counted.`,
    );
  if (share > 0 && share < 1)
    notes.push(
      `The ${pct(1 - share)} of the gain not excluded is taxed at 28% plus 3.8% NIIT (IRC 1(h)(4)); 7% of the excluded gain is an AMT preference for stock acquired before September 28, 2010 (IRC 57(a)(7)), not counted.`,
    );
  if (share === 0 && first === last)
    notes.push(
      `No exclusion at a sale in ${sold}: the shares are not yet held long enough (5 years for stock issued before July 5, 2025, 3 to 5 years after).`,
    );
  return { share, cap, notes };
}

/**
 * The formula inputs for the exclusion's saving: the share of the capped gain still taxed and
 * the rate on it (28% plus NIIT where a partial exclusion applies; with no exclusion, the
 * ordinary gains rate, so nothing is saved).
 */
export function qsbsRateInputs(ctx: StrategyContext): {
  qsbsIncludedShare: number;
  qsbsIncludedGainRate: number;
} {
  const { share } = qsbsTerms(ctx);
  const niit = ctx.table.federal.income.niitRate.value;
  return {
    qsbsIncludedShare: 1 - share,
    qsbsIncludedGainRate:
      share > 0 ? QSBS.includedGainRate.value + niit : (ctx.common.federalCapitalGainsRate ?? 0),
  };
}
