import type { Derivation } from '../facts';

/** How each method works a value out, in plain words. */
const METHOD_WORDS: Record<Derivation['method'], string> = {
  'sum-of-parts': 'the sum of its parts',
  'monthly-x12': 'a monthly figure times 12',
  'statement-total': "the statement's total",
  'assets-minus-liabilities': 'total assets minus liabilities',
  'range-midpoint': 'the midpoint of a range',
  count: 'a count',
  other: 'worked out from other figures',
};

/**
 * A derivation in words for the advisor's view and the report: its own note where the reader
 * gave one ('sum of retirement accounts'), else what its method does. The derivation stays
 * data everywhere else; this is the one place it becomes words.
 */
export function derivationWords(derivation: Derivation): string {
  return derivation.note ?? METHOD_WORDS[derivation.method];
}
