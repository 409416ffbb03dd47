import type { ClientFacts } from '../types';
import { findAmounts } from './amounts';

/**
 * What the notes say about exercising stock options and about itemizing: the two facts an
 * AMT estimate for an ISO exercise needs beyond the grant itself (a plan statement gives that).
 */

/** 'exercise 1,000 ISOs', 'exercising ~2,500 of her NSOs', 'exercise 500 options'. */
const EXERCISE =
  /\bexercis(?:e|es|ed|ing)\s+(?:~|about\s+|around\s+)?(\d{1,3}(?:,\d{3})+|\d+)\s+(?:of\s+(?:his|her|their|the)\s+)?(ISOs?|NSOs?|NQSOs?|options)\b/i;

export function extractOptionExercise(text: string): Pick<ClientFacts, 'plannedOptionExercise'> {
  const m = EXERCISE.exec(text);
  if (!m) return {};
  const shares = Number(m[1]!.replace(/,/g, ''));
  if (shares <= 0) return {};
  const type = /^ISO/i.test(m[2]!) ? 'ISO' : /^N/i.test(m[2]!) ? 'NSO' : undefined;
  return {
    plannedOptionExercise: { value: { shares, ...(type ? { type } : {}) }, source: m[0] },
  };
}

/** The sentence that says the client itemizes ('Itemized last yr - only SALT, ~20K'). */
const ITEMIZED_SENTENCE = /[^.\n]*\bitemiz(?:e|es|ed|ing)\b[^.\n]*/i;
const SALT = /\bSALT\b|\bstate (?:and local |income )?tax(?:es)?\b|\bproperty tax(?:es)?\b/i;
/** Other Schedule A deductions: when named, the SALT share of the total is not known. */
const OTHER_DEDUCTIONS = /\bmortgage interest\b|\bcharit|\bmedical\b|\bdonation/i;

export function extractItemizedDeductions(text: string): Pick<ClientFacts, 'itemizedDeductions'> {
  const sentence = ITEMIZED_SENTENCE.exec(text)?.[0];
  if (!sentence || /\b(?:doesn'?t|don'?t|never|not|no longer)\s+itemiz/i.test(sentence)) return {};
  const amount = findAmounts(sentence).find((a) => !a.period && a.value >= 1_000);
  if (!amount) return {};
  const onlySalt = SALT.test(sentence) && !OTHER_DEDUCTIONS.test(sentence);
  return {
    itemizedDeductions: {
      value: { amount: amount.value, ...(onlySalt ? { salt: amount.value } : {}) },
      source: sentence.trim(),
    },
  };
}
