import type { ForeignAmount } from '../types';
import { NUMBER_WORD, wordsToNumber } from './number-words';

/** A dollar amount found in text, with where it sits. */
export interface AmountMention {
  value: number;
  start: number;
  end: number;
  /** The text of the amount as written. */
  raw: string;
  /** Written as a range ('$3-4M'): its ends; value is the midpoint. */
  range?: { low: number; high: number };
  /** 'year' or 'month' when followed by '/yr', 'a month', 'annually' ... */
  period?: 'year' | 'month';
  /** Written in pounds or euros: the amount as written and the stated rate it was converted at. */
  foreign?: ForeignAmount;
}

interface Candidate {
  value: number;
  start: number;
  end: number;
  hasCurrency: boolean;
  multiplier?: number;
  isWord: boolean;
  hasCommas: boolean;
  digits: string;
}

const UNIT_MULTIPLIERS: [RegExp, number][] = [
  [/^(?:k|thousand)$/i, 1e3],
  [/^(?:m|mm|mn|mil|mill|million|millions)$/i, 1e6],
  [/^(?:b|bn|bil|billion|billions)$/i, 1e9],
];

const NUMERIC =
  /(?:(\$|\busd)\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(\s+and\s+an?\s+half)?(?:(\s?)(thousand|millions?|billions?|mill?|mn|mm|bn|bil|k|m|b)(?![a-z0-9]))?(\s*(?:usd|dollars)\b)?/gi;

/**
 * Whether a one-letter scale belongs to its number: attached to it or after a currency sign
 * ('750k', '$ 4.5 M'), and a lower-case b only after a currency sign. Tax forms put line
 * labels and column letters there instead ('2b 24,310', '18,200 b Taxable interest').
 */
function letterScaleApplies(unit: string, spaced: boolean, hasCurrency: boolean): boolean {
  if (unit.length > 1) return true;
  if (unit === 'b') return hasCurrency;
  return hasCurrency || !spaced;
}

const WORDS = new RegExp(
  `(?<![\\w])((?:${NUMBER_WORD})(?:[\\s-]+(?:and[\\s-]+)?(?:${NUMBER_WORD}))*(?:\\s+and\\s+an?\\s+(?:half|quarter))?|half\\s+an?|an?\\s+half|an?\\s+quarter|an?)\\s+(thousand|million|billion)s?\\b`,
  'gi',
);

/**
 * Things counted, not paid: '2,500 sq ft', '1,000 shares', '400 of the 1,200 shares', '15%',
 * '2,000+ hrs' (a '+' after a count is 'or more').
 */
const NOT_MONEY_AFTER =
  /^\+?\s*(?:%|percent\b|pct\b|bps\b|basis points|hours?\b|hrs?\b|(?:(?:out )?of (?:the |all )?[\d,]+ )?(?:shares|units)\b|sq\.?\s?f|square|acres?\b|employees\b|people\b|miles\b|clients\b|patients\b|locations\b|stores\b|years?\b|months?\b)/i;

// On the amount's own line: 'Annual premium' on the next line says nothing of this one.
const YEAR_AFTER =
  /^[ \t]*(?:\/\s*(?:yr|year|y|annum)\b|per\s+(?:year|annum)\b|a\s+year\b|annually\b|p\.a\.|each\s+year\b|every\s+year\b|yearly\b|annual\b)/i;
const MONTH_AFTER =
  /^[ \t]*(?:\/\s*(?:mo|month)\b|per\s+month\b|a\s+month\b|monthly\b|each\s+month\b)/i;

function unitMultiplier(unit: string | undefined): number | undefined {
  if (!unit) return undefined;
  return UNIT_MULTIPLIERS.find(([pattern]) => pattern.test(unit))?.[1];
}

function numericCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(NUMERIC)) {
    const start = m.index;
    const previous = text[start - 1] ?? ' ';
    if (/[\w.,]/.test(previous)) continue;
    const digits = m[2] ?? '';

    let value = Number(digits.replace(/,/g, ''));
    if (m[3]) value += 0.5;
    const unit = m[5];
    const whole = unit === undefined || letterScaleApplies(unit, Boolean(m[4]), Boolean(m[1]));
    // A letter that is not its scale ends the number: what follows is another token.
    const end = whole
      ? start + m[0].length
      : start + m[0].indexOf(digits) + digits.length + (m[3]?.length ?? 0);
    found.push({
      value,
      start,
      end,
      hasCurrency: Boolean(m[1] || (whole && m[6])),
      multiplier: whole ? unitMultiplier(unit) : undefined,
      isWord: false,
      hasCommas: digits.includes(','),
      digits,
    });
  }
  return found;
}

function wordCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(WORDS)) {
    const base = wordsToNumber((m[1] ?? '').replace(/^(?:half\s+an?|an?\s+half)$/i, 'a half'));
    const multiplier = unitMultiplier(m[2]);
    if (base === undefined || multiplier === undefined) continue;
    found.push({
      value: base,
      start: m.index,
      end: m.index + m[0].length,
      hasCurrency: false,
      multiplier,
      isWord: true,
      hasCommas: false,
      digits: '',
    });
  }
  return found;
}

/** Words that introduce an identifier: 'Policy No. 1234567890', 'Account # 44718892'. */
const IDENTIFIER_BEFORE =
  /(?:\b(?:no|nos|number|num|acct|account|policy|contract|certificate|id|ein|tin|ssn|routing|aba|ref|reference|invoice|claim|case|member|loan|parcel|apn)\.?|#)\s*:?\s*$/i;

/**
 * Equity grants counted by the number of shares they cover: '40,000 ISOs', '9,000 NSOs', '500
 * options'. Without a currency sign the figure is how many, not what they are worth ('$150k
 * RSUs' is a value).
 */
const GRANTS_COUNTED_AFTER =
  /^\s*(?:(?:incentive |non-?qualified |employee )?stock options|options|ISOs?|NSOs?|NQSOs?|RSUs?|PSUs?|warrants)\b/i;

function isMoney(c: Candidate, before: string, after: string): boolean {
  if (NOT_MONEY_AFTER.test(after)) return false;
  if (!c.hasCurrency && GRANTS_COUNTED_AFTER.test(after)) return false;
  // 401k, 403b and 457b are plans, not amounts.
  if (!c.hasCurrency && /^(?:401|403|457)$/.test(c.digits) && c.multiplier) return false;
  if (c.hasCurrency || c.multiplier || c.isWord) return true;
  if (c.hasCommas) return c.value >= 1000;
  // A bare number without commas is money only when too long to be a year, age or zip code,
  // and not an identifier: named as one, zero-led ('021000021'), ten digits and more, or the
  // end of a hyphenated number ('EIN 59-1234567').
  const whole = c.digits.replace(/\..*$/, '');
  if (IDENTIFIER_BEFORE.test(before) || /\d-$/.test(before)) return false;
  if (whole.startsWith('0') || whole.length >= 10) return false;
  return whole.length >= 6;
}

// 'your monthly benefit $3,980', 'Monthly payment: $8,912': said before the amount, on its line.
const MONTH_BEFORE = /\bmonthly(?:[ \t]+[a-z]+){0,2}[ \t]*:?[ \t]*$/i;

function periodOf(before: string, after: string): AmountMention['period'] {
  if (YEAR_AFTER.test(after)) return 'year';
  if (MONTH_AFTER.test(after) || MONTH_BEFORE.test(before)) return 'month';
  return undefined;
}

/** Pounds and euros: the sign before an amount, or the code or word after it. */
const FOREIGN = [
  { sign: '£', code: 'GBP', word: 'pounds?' },
  { sign: '€', code: 'EUR', word: 'euros?' },
] as const;
type Foreign = (typeof FOREIGN)[number];

/** The sign a currency the notes use is written with ('GBP' is '£'); '' for any other. */
export function currencySign(code: string): string {
  return FOREIGN.find((f) => f.code === code)?.sign ?? '';
}

function foreignCurrency(before: string, after: string): Foreign | undefined {
  return FOREIGN.find(
    (f) =>
      before.endsWith(f.sign) || new RegExp(`^\\s*(?:${f.code}|${f.word})\\b`, 'i').test(after),
  );
}

/**
 * The dollars per unit of a foreign currency the text states ('use 1.27 $/£', '£1 = $1.27',
 * '1.08 USD/EUR'); undefined when it states none (the amount is then not read as dollars).
 */
function dollarsPer(text: string, f: Foreign): number | undefined {
  const unit = `(?:\\${f.sign}|${f.code}|${f.word.replace('s?', '')})`;
  const dollar = '(?:\\$|USD|dollars?)';
  const patterns = [
    new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${dollar}\\s*(?:\\/|per)\\s*${unit}`, 'i'),
    new RegExp(`${unit}\\s*1?\\s*=\\s*\\$?\\s*(\\d+(?:\\.\\d+)?)`, 'i'),
    new RegExp(`${unit}\\s*\\/\\s*USD\\s*(?:at\\s*)?(\\d+(?:\\.\\d+)?)`, 'i'),
  ];
  for (const pattern of patterns) {
    const rate = Number(pattern.exec(text)?.[1]);
    if (rate > 0.1 && rate < 10) return rate;
  }
  return undefined;
}

/**
 * A company whose name is written as a figure ('3M'), told by what stands next to it: 'Co',
 * 'Company', 'Corp' or 'Inc' after it ('3M Co', a statement's 'MMM  3M CO'), or its ticker in
 * brackets ('3M (MMM)'). Never with a currency sign or '~' before it: '$3M Co stock' is money.
 */
const COMPANY_FIGURE =
  /(?<![\w$~≈.,])(?<![$~≈]\s)(\d+(?:\.\d+)?[A-Za-z]{1,2})(?=\s+(?:Co|CO|Company|COMPANY|Corp|CORP|Corporation|CORPORATION|Inc|INC)\b|\s*\((?:(?:NYSE|NASDAQ|Nasdaq)\s*:\s*)?[A-Z]{1,5}\))/g;

/** The companies a text names by a figure ('3M'), as written. */
export function companyFigureNames(text: string): string[] {
  return [...new Set([...text.matchAll(COMPANY_FIGURE)].map((m) => m[1]!))];
}

/**
 * Every dollar amount in the text, in order; ranges become one mention at their midpoint. An
 * amount in pounds or euros is converted at the rate the text states, or left out without one.
 * A company named by a figure, in this text or in `companies` (named so by a document), is no
 * amount wherever it is written bare: 'Tom retired (3M)', '3M stock' beside '3M Co'.
 */
export function findAmounts(text: string, companies: readonly string[] = []): AmountMention[] {
  const names = new Set([...companyFigureNames(text), ...companies]);
  const isCompany = (m: AmountMention) =>
    names.has(m.raw) && !/[$~≈]\s?$/.test(text.slice(Math.max(0, m.start - 2), m.start));
  return dollarAmounts(text).flatMap((m) => {
    if (names.size > 0 && isCompany(m)) return [];
    const foreign = foreignCurrency(
      text.slice(Math.max(0, m.start - 1), m.start),
      text.slice(m.end, m.end + 8),
    );
    if (!foreign) return [m];
    const rate = dollarsPer(text, foreign);
    if (rate === undefined) return [];
    const value = Math.round(m.value * rate * 100) / 100;
    return [{ ...m, value, foreign: { currency: foreign.code, amount: m.value, rate } }];
  });
}

/**
 * Amounts written in pounds or euros, as written, whether or not the text states a rate to
 * convert them at (a reporting threshold or a penalty is figured in the currency of the gift).
 */
export function foreignAmounts(text: string): (AmountMention & { currency: string })[] {
  return dollarAmounts(text).flatMap((m) => {
    const foreign = foreignCurrency(
      text.slice(Math.max(0, m.start - 1), m.start),
      text.slice(m.end, m.end + 8),
    );
    return foreign ? [{ ...m, currency: foreign.code }] : [];
  });
}

function dollarAmounts(text: string): AmountMention[] {
  // Sorted by start, a candidate overlaps an earlier one exactly when it starts before the
  // furthest end so far: one pass keeps the leftmost-longest.
  let furthestEnd = -1;
  const candidates = [...numericCandidates(text), ...wordCandidates(text)]
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((c) => {
      const overlaps = c.start < furthestEnd;
      furthestEnd = Math.max(furthestEnd, c.end);
      return !overlaps;
    });

  const mentions: AmountMention[] = [];
  for (let i = 0; i < candidates.length; i += 1) {
    const first = candidates[i]!;
    const second = candidates[i + 1];
    if (second) {
      const gap = text.slice(first.end, second.start);
      const before = text.slice(Math.max(0, first.start - 12), first.start);
      const isDash = /^\s*(?:-|–|—|to)\s*$/i.test(gap) && !/\bfrom\s+$/i.test(before);
      const isBetween = /\bbetween\s+$/i.test(before) && /^\s*and\s*$/i.test(gap);
      if ((isDash || isBetween) && (second.multiplier || second.hasCurrency || first.hasCurrency)) {
        const low = first.value * (first.multiplier ?? second.multiplier ?? 1);
        const high = second.value * (second.multiplier ?? first.multiplier ?? 1);
        const after = text.slice(second.end, second.end + 30);
        const lineBefore = text.slice(Math.max(0, first.start - 30), first.start);
        if (low <= high && isMoney({ ...second, hasCurrency: true }, lineBefore, after)) {
          const start = isBetween
            ? first.start - (before.length - before.search(/between\s+$/i))
            : first.start;
          mentions.push({
            value: (low + high) / 2,
            start,
            end: second.end,
            raw: text.slice(start, second.end),
            range: { low, high },
            period: periodOf(lineBefore, after),
          });
          i += 1;
          continue;
        }
      }
    }
    const after = text.slice(first.end, first.end + 30);
    const before = text.slice(Math.max(0, first.start - 30), first.start);
    if (!isMoney(first, before, after)) continue;
    mentions.push({
      value: first.value * (first.multiplier ?? 1),
      start: first.start,
      end: first.end,
      raw: text.slice(first.start, first.end),
      period: periodOf(before, after),
    });
  }
  return mentions.map((m) => ({ ...m, value: Math.round(m.value * 100) / 100 }));
}

/** The single amount a string holds ('$4.5M', 'two and a half million'); undefined if none. */
export function parseAmount(text: string): number | undefined {
  return findAmounts(text)[0]?.value;
}
