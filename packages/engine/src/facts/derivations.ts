import type { Derivation } from '@strata/contracts';
import type { Fact } from '../types';

/**
 * Facts worked out from other facts, with the working kept as data (issue 11): the method and
 * each part's value and words. Only the narrative and the advisor's view turn them into words.
 */

type Part = NonNullable<Derivation['parts']>[number];

/** Sums of figures in cents stay in cents ($2,315,440.18 - $1,240,000 is $1,075,440.18). */
export const cents = (value: number): number => Math.round(value * 100) / 100;

/** A fact as one part of a derivation, labelled with what it is. */
export const partOf = (label: string, fact: Fact<number>): Part => ({
  label,
  value: fact.value,
  quote: fact.source,
});

/** The sum of several facts; one fact is itself. `what` names the total ('retirement accounts'). */
export function sumOfParts(
  parts: { label: string; fact: Fact<number> }[],
  what: string,
): Fact<number> | undefined {
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0]!.fact;
  return {
    value: cents(parts.reduce((total, p) => total + p.fact.value, 0)),
    source: parts.map((p) => p.fact.source).join('; '),
    derivation: {
      method: 'sum-of-parts',
      parts: parts.map((p) => partOf(p.label, p.fact)),
      note: `sum of ${what}`,
    },
  };
}

/** Net worth from the balance sheet; with no liabilities stated, the assets alone (said so). */
export function assetsMinusLiabilities(
  assets: Fact<number>,
  liabilities: Fact<number> | undefined,
): Fact<number> {
  return {
    value: cents(assets.value - (liabilities?.value ?? 0)),
    source: [assets.source, liabilities?.source].filter(Boolean).join('; '),
    derivation: {
      method: 'assets-minus-liabilities',
      parts: [
        partOf('total assets', assets),
        ...(liabilities ? [partOf('liabilities', liabilities)] : []),
      ],
      ...(liabilities ? {} : { note: 'total assets, no liabilities stated' }),
    },
  };
}

/** Total assets behind a stated net worth: the net worth plus the liabilities. */
export function netWorthPlusLiabilities(
  netWorth: Fact<number>,
  liabilities: Fact<number>,
): Fact<number> {
  return {
    value: cents(netWorth.value + liabilities.value),
    source: `${netWorth.source}; ${liabilities.source}`,
    derivation: {
      method: 'other',
      parts: [partOf('net worth', netWorth), partOf('liabilities', liabilities)],
      note: 'net worth plus liabilities',
    },
  };
}

/** A monthly figure made annual. */
export const monthlyTimes12 = (monthly: number, source: string): Fact<number> => ({
  value: cents(monthly * 12),
  source,
  derivation: {
    method: 'monthly-x12',
    parts: [{ label: 'a month', value: monthly, quote: source }],
  },
});

/** A figure written as a range ('$3-4M'), taken at its midpoint. */
export const rangeMidpoint = (low: number, high: number, source: string): Derivation => ({
  method: 'range-midpoint',
  parts: [
    { label: 'low', value: low, quote: source },
    { label: 'high', value: high, quote: source },
  ],
});
