import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import { amountsOn, type DocumentLine } from './line-text';
import { kindReader } from './reader';

/**
 * A Social Security statement or benefit letter. A benefit being paid is income: a monthly
 * figure times twelve, with the working kept as data. Estimates at ages not yet reached are
 * noted for the advisor, not income.
 */

const MONTHLY = /\b(?:monthly|per\s+month|a\s+month|each\s+month|\/\s?mo(?:nth)?)\b/i;
const ANNUAL =
  /\b(?:net\s+benefits\s+for|benefits\s+paid\s+in|annual\s+benefit|total\s+benefits\s+paid)\b/i;
const BENEFIT = /\bbenefits?\b|\bpayment\b/i;
// What a statement projects: at an age, a family's maximum, a disability, a spouse's or a
// child's (a survivor's benefit being paid is income).
const ESTIMATE =
  /\bat\s+(?:age\s+)?\d{2}\b|\bfull\s+retirement\s+age\b|\bif\s+you\s+(?:start|wait|stop|continue|claim|become|die)\b|\bestimated?\b|\bwould\s+be\b|\bat\s+fra\b|\bat\s+your\b|\bcannot\s+be\s+more\b|\b(?:family|disability)\b|\byour\s+(?:spouse|child|children|widow\w*)\b|\bmay\s+be\s+eligible\b|\bcould\b/i;

function readBenefits(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  for (const line of lines) {
    if (!BENEFIT.test(line.clean)) continue;
    const amount = amountsOn(line.clean).find((a) => a.hasCurrency);
    if (!amount || amount.value <= 0) continue;
    if (ESTIMATE.test(line.clean)) {
      found.push(
        observe(
          document,
          {
            field: 'other',
            value: { label: 'Social Security estimate (not yet paid)', amount: amount.value },
          },
          line.text,
        ),
      );
    } else if (MONTHLY.test(line.clean)) {
      found.push(
        observe(
          document,
          {
            field: 'income',
            value: { source: 'social-security', amount: amount.value * 12, recurring: true },
            derivation: {
              method: 'monthly-x12',
              parts: [
                {
                  label: 'monthly benefit',
                  value: amount.value,
                  quote: line.text,
                  document: document.name,
                },
              ],
            },
          },
          line.text,
        ),
      );
    } else if (ANNUAL.test(line.clean)) {
      found.push(
        observe(
          document,
          {
            field: 'income',
            value: { source: 'social-security', amount: amount.value, recurring: true },
          },
          line.text,
        ),
      );
    }
  }
  // One benefit being paid is the household's from this statement; repeats are the same money.
  const paid = found.filter((o) => o.field === 'income');
  return [...found.filter((o) => o.field !== 'income'), ...paid.slice(0, 1)];
}

export const socialSecurityReader = kindReader({
  kind: 'social-security-statement',
  title:
    /\bsocial\s+security\s+(?:statement|benefit\s+statement|administration)|\bssa-1099\b|\byour\s+social\s+security\b/i,
  signature:
    /\b(?:survivor|retirement|disability)\s+benefits?\b[^\n]{0,200}\bmonthly\s+benefit\b|\byour\s+monthly\s+benefit\b/i,
  name: /\bssa\b|social[-_\s]?security|(?:^|[^a-z])ss[-_]?(?:statement|benefit)/i,
  rows: [],
  readMore: readBenefits,
});
