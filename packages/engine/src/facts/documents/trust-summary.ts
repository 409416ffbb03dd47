import type { ClientDocument, Observation } from '../observation';
import { observe, type Reading } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { holdingsOnLine, labelledAmounts } from './holding-lines';
import { isTotalLabel } from './holdings';
import { readPlanDocuments } from './plan-documents';
import { kindReader } from './reader';

/**
 * A trust summary or schedule of trust assets: each asset held in trust by kind. A home
 * 'subject to a home equity line' is a home, and that phrase is no debt amount; the schedule's
 * total is the trust's, noted, never the household's total assets.
 */

function heldInTrust(reading: Reading): Reading {
  if (
    reading.field === 'account' &&
    (reading.value.kind === 'taxable' || reading.value.kind === 'cash')
  ) {
    return { ...reading, value: { ...reading.value, owner: 'trust' } };
  }
  if (reading.field === 'lifeInsurance')
    return { ...reading, value: { ...reading.value, owner: 'trust' } };
  return reading;
}

function readTrustAssets(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  let isLiabilities = false;
  for (const line of lines) {
    const isHeading = !/\d/.test(line.clean);
    if (isHeading && /^\W*(?:liabilities|debts|encumbrances)\b/i.test(line.clean))
      isLiabilities = true;
    if (isHeading && /^\W*(?:assets|trust\s+(?:property|assets)|schedule\s+a)\b/i.test(line.clean))
      isLiabilities = false;
    if (isHeading) continue;
    const total = labelledAmounts(line.clean).find((l) => isTotalLabel(l.label));
    if (total) {
      found.push(
        observe(
          document,
          {
            field: 'other',
            value: {
              label: 'Total of the trust schedule (not the household total)',
              amount: total.amount.value,
            },
          },
          line.text,
        ),
      );
      continue;
    }
    for (const reading of holdingsOnLine(line, isLiabilities ? 'liability' : 'asset')) {
      found.push(observe(document, heldInTrust(reading), line.text));
    }
  }
  return [...found, ...readPlanDocuments(document, lines)];
}

export const trustSummaryReader = kindReader({
  kind: 'trust-summary',
  title:
    /\bschedule\s+a\b[^\n]{0,40}\btrust|\btrust\s+(?:property|assets|summary|schedule|certification|abstract|inventory)\b|\bassets\s+(?:held\s+)?in\s+(?:the\s+)?trust\b|\bsummary\s+of\s+(?:the\s+)?[\w\s]{0,40}trust\b|\btrust\s+agreement\b|\bcertification\s+of\s+trust\b/i,
  signature:
    /\b(?:trustee|grantor|settlor)s?\b[\s\S]{0,3000}?\b(?:schedule\s+a|trust\s+property|funded\s+with)\b/i,
  name: /trust/i,
  rows: [],
  readMore: readTrustAssets,
});
