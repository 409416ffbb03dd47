import type { ClientFacts, Fact } from '../types';
import type { ClassifiedAmount } from './classify-amounts';
import type { IncomeSource } from './observation';

type IncomeSourceFact = NonNullable<ClientFacts['incomeSources']>[number];

/**
 * What kind of income a part of the notes' income is, by the words that name it ('SS ~80K',
 * 'pension 30K', 'throws off ~45K div/int', 'her consulting $300K'). The kind decides the tax:
 * Social Security is at most 85% taxable, dividends and interest come from the holdings that pay
 * them, pay carries payroll tax. Pay is the default: the remaining words name a job or a salary.
 */
const INCOME_KINDS: [RegExp, IncomeSource][] = [
  [/^(?:RMDs?|required minimum distributions?)/i, 'retirement-distributions'],
  [/^(?:SS|social security(?: benefits)?|survivor benefits?)$/i, 'social-security'],
  [/pension|retirement benefits?|monthly benefits?/i, 'pension'],
  [/tax-exempt interest/i, 'tax-exempt-interest'],
  [/interest\b(?!\/)/i, 'interest'],
  [/div|throws?|throwing|kicks?|kicking|generat|yield|produc/i, 'ordinary-dividends'],
  [/consult/i, 'self-employment'],
  [/draws?|distributions|business income|K-1|profit|pays? (?:him|her|them)/i, 'business'],
  [/rental|rents/i, 'rental'],
  [/(?:additional|other) income/i, 'other'],
  // Ordinary income, not pay: no payroll tax, nothing a disability policy insures.
  [/alimony|spousal support/i, 'other'],
];

/** A yearly payment read as a balance's kind: a pension, a portfolio's yield, vesting pay. */
const PAID_YEARLY: Partial<Record<NonNullable<ClassifiedAmount['kind']>, IncomeSource>> = {
  retirement: 'pension',
  investments: 'ordinary-dividends',
  concentrated: 'wages',
};

/**
 * The spouse's part, named earlier in the same clause: 'her salary', 'W teacher $64K', 'W 42
 * pediatrician ($260K)', 'wife's pension'; never the W of a W-2.
 */
const SPOUSE_BEFORE = /\b(?:her|she|W(?!-?2)|wife'?s?|spouse'?s?)\b[^,;.\n]{0,30}$/;

/** A figure followed by the form or word that makes it pay: '$350k W-2', '$240k salary'. */
const PAY_AFTER = /^\s*(?:W-?2|salary|wages)\b/i;

/** Parts within 5% of a stated total account for it (rounded figures in the notes). */
const ACCOUNTS_FOR = 0.05;

/**
 * The household's recurring income by source, from the parts the notes name. Where the notes
 * also state a total the parts do not account for, the mix is unknown and none is given: the
 * projection then taxes the stated total as it says.
 */
export function incomeSourcesFrom(
  text: string,
  parts: ClassifiedAmount[],
  paidYearly: ClassifiedAmount[],
  total: Fact<number> | undefined,
  annual: (a: ClassifiedAmount) => Fact<number>,
): IncomeSourceFact[] | undefined {
  const sources = [
    // 'draws $350k W-2': the form after the figure says it is pay.
    ...parts.map((a) => ({
      a,
      source: PAY_AFTER.test(text.slice(a.end, a.end + 12))
        ? ('wages' as const)
        : sourceOf(a.keyword ?? ''),
    })),
    ...paidYearly.flatMap((a) => {
      // An annuity's yearly payment is a pension's kind of income, not a portfolio's yield.
      const source = /annuit/i.test(a.keyword ?? '') ? 'pension' : a.kind && PAID_YEARLY[a.kind];
      return source ? [{ a, source }] : [];
    }),
  ].map(({ a, source }) => {
    const { value, source: quote } = annual(a);
    const before = text.slice(Math.max(0, a.start - 40), a.start);
    const person = SPOUSE_BEFORE.test(before) ? ('spouse' as const) : ('client' as const);
    return { value: { source, amount: value, recurring: true, person }, source: quote };
  });
  if (sources.length === 0) return undefined;
  const sum = sources.reduce((t, s) => t + s.value.amount, 0);
  if (total && Math.abs(sum - total.value) > ACCOUNTS_FOR * total.value) return undefined;
  return sources;
}

function sourceOf(keyword: string): IncomeSource {
  return INCOME_KINDS.find(([words]) => words.test(keyword))?.[1] ?? 'wages';
}
