import type { ClientDocument, Observation } from '../observation';
import { findAmounts } from '../amounts';
import { observe } from './labelled-lines';

/**
 * A part of a lawyer's summary: a numbered item ('2. Spousal Lifetime Access Trusts. ...') or a
 * paragraph, its lines as wrapped.
 */
const PART_START = /\n\s*\n|\n(?=[ \t]*(?:\d{1,2}|[A-Z]|[ivx]{1,4})[.)][ \t]+[A-Z])/;
/** The part says gift tax returns were filed for its gifts ('Gift tax returns (Form 709) were filed'). */
const RETURNS_FILED =
  /\b(?:gift\s+tax\s+returns?|(?:Forms?\s+)?709s?)\b[^.;]{0,60}?\b(?:were|was|have\s+been|has\s+been)?\s*(?:filed|reported)\b/i;
const NOT_FILED =
  /\b(?:not|never|no)\s+(?:yet\s+)?(?:been\s+)?(?:filed|reported)\b|\b(?:should|must|will|to)\s+be\s+filed\b|\bdue\b/i;
/** A sentence that gives: a trust created and funded, a gift made, property transferred. */
const GIVES = /\b(?:funded|gave|gifted|transferred|contributed|conveyed|made\s+(?:a\s+)?gifts?)\b/i;
/** The giver: the name just before the verb of the sentence ('In December 2020, Charles created'). */
const GIVER =
  /\b([A-Z][a-z]+)\s+(?:also\s+)?(?:created|established|funded|gave|gifted|transferred|contributed|conveyed|made)\b/;

/**
 * The taxable gifts a summary reports on gift tax returns: in a part that says the returns were
 * filed, each gift it describes ('Charles created the Anne Beaumont SLAT and funded it with
 * ... units valued at $11,200,000'; 'Anne created a SLAT for Charles in 2022 funded with
 * $6,000,000 of marketable securities') is a taxable gift of its giver, beyond the annual
 * exclusions: the lifetime exemption used. Gifts whose giver is not named are one sum.
 */
export function giftsReportedOnReturns(document: ClientDocument): Observation[] {
  const found: Observation[] = [];
  for (const part of document.text.split(PART_START)) {
    if (!RETURNS_FILED.test(part) || NOT_FILED.test(part)) continue;
    const byGiver = new Map<string, { amount: number; quotes: string[] }>();
    // Sentences end at a full stop before a space or a line's end, not a decimal point.
    for (const sentence of part.split(/(?<=\.)(?=\s)/)) {
      const gives = GIVES.exec(sentence);
      if (!gives || RETURNS_FILED.test(sentence)) continue;
      const [gift] = findAmounts(sentence.slice(gives.index)).filter(
        (a) => a.value >= 10_000 && !a.period,
      );
      if (!gift) continue;
      const giver = GIVER.exec(sentence)?.[1] ?? '';
      const entry = byGiver.get(giver) ?? { amount: 0, quotes: [] };
      entry.amount += gift.value;
      entry.quotes.push(sentence.trim());
      byGiver.set(giver, entry);
    }
    for (const [giver, { amount, quotes }] of byGiver)
      found.push(
        observe(
          document,
          { field: 'taxableGifts', value: { amount, ...(giver ? { donor: giver } : {}) } },
          quotes.join(' '),
        ),
      );
  }
  return found;
}
