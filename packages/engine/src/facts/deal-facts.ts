import type { ClientFacts } from '../types';
import { findAmounts, type AmountMention } from './amounts';

/**
 * A company's recent appraisal beside a buyer's offer, each for the whole company ('Recent
 * appraisal ~$100M for the whole co.', 'offer of $150M for all the stock'): the gap is what an
 * interest moved to heirs at the appraised value before the deal would carry out of the estate.
 */
const APPRAISAL = /\b(?:appraisal|appraised(?:\s+value)?|valuation|409A)\b[^.;\n]{0,30}$/i;
const OFFER = /\b(?:offer(?:ed|ing)?|LOI|bid|term sheet|purchase price)\b[^.;\n]{0,30}$/i;
const WHOLE =
  /^[^.;\n]{0,25}?\b(?:(?:whole|entire)(?:\s+(?:co\b|company|business|firm))?|all(?:\s+(?:of\s+)?the)?\s+(?:stock|shares|equity|co\b|company)|100%)/i;

export function extractDealValues(notes: string): Pick<ClientFacts, 'dealValues'> {
  const amounts = findAmounts(notes).filter((a) => !a.period && a.value >= 1_000_000);
  const before = (a: AmountMention) => notes.slice(Math.max(0, a.start - 40), a.start);
  const after = (a: AmountMention) => notes.slice(a.end, a.end + 40);
  const whole = amounts.filter((a) => WHOLE.test(after(a)));
  const appraisal = whole.find((a) => APPRAISAL.test(before(a)));
  const offer = whole.find((a) => a !== appraisal && OFFER.test(before(a)));
  if (!appraisal || !offer) return {};
  // The words from the clause's start to 'for the whole co.', exactly as written.
  const quote = (a: AmountMention) => {
    const lead = before(a);
    const start =
      a.start - lead.length + Math.max(0, ...[...lead.matchAll(/[.;\n]/g)].map((m) => m.index + 1));
    return notes.slice(start, a.end + WHOLE.exec(after(a))![0].length).trim();
  };
  return {
    dealValues: {
      value: { appraisal: appraisal.value, offer: offer.value },
      source: `${quote(appraisal)}; ${quote(offer)}`,
    },
  };
}
