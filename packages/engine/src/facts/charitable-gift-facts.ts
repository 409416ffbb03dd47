import type { ClientFacts } from '../types';
import { findAmounts } from './amounts';

/**
 * A gift to charity the notes plan: an amount given 'to charity' (or a DAF, a foundation, a
 * church), of a named asset where they say ('~1M of BTC to charity over next 2 yrs'). Said as
 * a wish or a plan, not as yearly giving ('gives $20K a year' is annual giving).
 */
const TO_CHARITY =
  /^\s*(?:of\s+(?<asset>[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?)\s+)?to\s+(?:charit(?:y|ies)|(?:a|the|their|his|her)\s+(?:DAF|donor[- ]advised fund|foundation|church|university|food bank))\b/i;

export function extractPlannedCharitableGift(
  notes: string,
): Pick<ClientFacts, 'plannedCharitableGift'> {
  for (const a of findAmounts(notes)) {
    if (a.period) continue;
    const m = TO_CHARITY.exec(notes.slice(a.end, a.end + 60));
    if (!m) continue;
    const asset = m.groups?.asset;
    return {
      plannedCharitableGift: {
        value: { amount: a.value, ...(asset ? { asset } : {}) },
        source: notes.slice(a.start, a.end + m[0].length).trim(),
      },
    };
  }
  return {};
}
