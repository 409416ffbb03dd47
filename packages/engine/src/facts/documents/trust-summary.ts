import type { ClientDocument, Observation } from '../observation';
import { observe, type Reading } from './labelled-lines';
import { amountsOn, type DocumentLine } from './line-text';
import { holdingsOnLine, labelledAmounts } from './holding-lines';
import { isTotalLabel } from './holdings';
import { readPlanDocuments } from './plan-documents';
import { HEAD_LENGTH, kindReader } from './reader';
import { giftsReportedOnReturns } from './reported-gifts';
import { portabilityIn } from '../late-spouse-facts';
import { parseCount } from '../number-words';

/** Words that place a trust in a late spouse's plan: made irrevocable by the death. */
const LATE_SPOUSES_TRUST =
  /\b(?:credit\s+shelter|bypass|under\s+article|became\s+irrevocable|upon\s+the\s+death)\b/i;

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

/**
 * A trust whose assets are outside the client's estate: a credit shelter (bypass) trust of a
 * late spouse, an ILIT, a dynasty trust, a SLAT, a trust that became irrevocable at its
 * grantor's death. A QTIP or marital trust is in the survivor's estate (IRC 2044), and a
 * revocable trust is the grantor's own.
 */
export const OUTSIDE_THE_ESTATE =
  /\b(?:credit\s+shelter|bypass|irrevocable\s+life\s+insurance|ILIT|dynasty|spousal\s+lifetime\s+access|SLAT|became\s+irrevocable)\b/i;
const IN_THE_ESTATE = /\b(?:QTIP|marital\s+(?:deduction\s+)?trust)\b/i;

/**
 * A trust agreement's own words that its grantor kept no power to take the property back ('This
 * trust is irrevocable', 'The Grantor retains no right to alter, amend, revoke or terminate').
 * What the grantor transferred to it is a completed gift (Treas. Reg. 25.2511-2(b)): the trust's,
 * outside the grantor's estate, unless the grantor kept its income or use (IRC 2036: a GRAT's
 * annuity, a QPRT's residence) or it is a marital trust (IRC 2044).
 */
const DECLARED_IRREVOCABLE =
  /\bth(?:is|e)\s+(?:trust|agreement)\s+(?:is|shall\s+be)\s+irrevocable\b|\b(?:retains?|reserves?)\s+no\s+(?:rights?|powers?)\b[^.]{0,60}?\brevoke\b/i;
const RETAINED_INTEREST =
  /\bgrantor\s+retained\s+(?:annuity|unitrust|income)|\bGRAT\b|\bqualified\s+personal\s+residence|\bQPRT\b/i;

/** Whether the trust's assets are outside the client's estate, from the document's own words. */
function isOutsideTheEstate(text: string): boolean {
  const head = text.slice(0, 600);
  if (IN_THE_ESTATE.test(head)) return false;
  if (OUTSIDE_THE_ESTATE.test(head)) return true;
  const terms = text.slice(0, HEAD_LENGTH);
  return DECLARED_IRREVOCABLE.test(terms) && !RETAINED_INTEREST.test(terms);
}

/**
 * A holding or debt of a trust outside the estate: noted for the advisor, never the household's
 * (a business interest it owns is not the client's business, its mortgage not the client's debt).
 */
function outsideTheEstate(reading: Reading): Reading {
  if (
    reading.field === 'account' ||
    reading.field === 'otherAsset' ||
    reading.field === 'liability' ||
    ((reading.field === 'realEstate' || reading.field === 'business') &&
      reading.value.amount !== undefined)
  )
    return {
      field: 'other',
      value: {
        label: `${reading.value.label} (held in a trust outside the estate)`,
        amount: reading.value.amount!,
      },
    };
  return reading;
}

/** A statement made for a beneficiary of someone else's trust ('Prepared for: ... (Current Income Beneficiary)'). */
const FOR_A_BENEFICIARY =
  /\bbeneficiary\s+(?:distribution\s+)?statement\b|\bprepared\s+for:?[^\n]{0,80}\bbeneficiary\b/i;

/**
 * The client is a beneficiary: the trust is neither the client's asset nor the client's estate
 * plan. What it paid them is: the year's distributions of income (its principal is no income).
 */
function beneficiaryDistributions(
  document: ClientDocument,
  lines: readonly DocumentLine[],
): Observation[] {
  const header = lines.findIndex((l) => /\bincome\b.*\bprincipal\b/i.test(l.clean));
  if (header < 0) return [];
  const columns = lines[header]!.clean;
  const incomeAt = columns.search(/\bincome\b/i);
  const principalAt = columns.search(/\bprincipal\b/i);
  const total = lines
    .slice(header + 1)
    .find((l) => /^\W*total\b/i.test(l.clean) && amountsOn(l.clean).length >= 2);
  // The figure under the income column: the first one ending before the principal column does.
  const income =
    total && amountsOn(total.clean).find((a) => a.end > incomeAt && a.end <= principalAt + 4);
  if (!total || !income || income.value <= 0) return [];
  return [
    observe(
      document,
      { field: 'income', value: { source: 'other', amount: income.value, recurring: true } },
      total.text,
    ),
  ];
}

function readTrustAssets(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const head = document.text.slice(0, 600);
  if (FOR_A_BENEFICIARY.test(head)) return beneficiaryDistributions(document, lines);
  const outside = isOutsideTheEstate(document.text);
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
      found.push(
        observe(document, outside ? outsideTheEstate(reading) : heldInTrust(reading), line.text),
      );
    }
  }
  // A late spouse's credit shelter trust, irrevocable at the death, is no document of the
  // survivor's own estate plan (the revocable trust it was made under was the late spouse's);
  // the survivor's own trust listed beside it is.
  const lateSpouses = outside && /\b(?:credit\s+shelter|bypass|became\s+irrevocable)\b/i.test(head);
  const ofTheLateSpouse = (i: number) =>
    LATE_SPOUSES_TRUST.test(lines[i]!.clean) || LATE_SPOUSES_TRUST.test(lines[i - 1]?.clean ?? '');
  const dated = readPlanDocuments(
    document,
    lateSpouses ? lines.filter((_, i) => !ofTheLateSpouse(i)) : lines,
  );
  return [
    ...found,
    ...(dated.length > 0 || lateSpouses ? dated : titledTrust(document, lines)),
    ...readFamilyLines(document, lines),
  ];
}

/** The trust a summary is of, named in its title ('THE LEE FAMILY REVOCABLE TRUST - SUMMARY'). */
const TITLED_TRUST =
  /\b((?:revocable|living|irrevocable|dynasty|special\s+needs|supplemental\s+needs|generation[-\s]skipping)\s+(?:\w+\s+)?trust)\b/i;

/**
 * The summary is itself the record of its trust: the trust its first line names is on record,
 * without a year where no line dates it.
 */
function titledTrust(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const title = lines.find((l) => l.clean.trim().length > 0);
  const m = title && TITLED_TRUST.exec(title.clean);
  if (!title || !m?.[1]) return [];
  const kind = m[1].toLowerCase().replace(/\s+/g, ' ');
  return [observe(document, { field: 'planDocument', value: { kind } }, title.text)];
}

/** 'Deceased spouse: Margaret Harlan, died 03/2024', 'late husband ... date of death 5/2/2023'. */
const LATE_SPOUSE =
  /\b(?:deceased|late|predeceased|first)\s+(?:spouse|husband|wife|grantor|trustor|settlor)\b[^\n]{0,60}?\b(?:died|death|d\.)\b[^\n]{0,20}?\b((?:19|20)\d\d)\b/i;
/** 'Beneficiaries on death: the grantor's two children, in equal shares'. */
const CHILDREN_NAMED =
  /\bbeneficiar(?:y|ies)\b[^\n]{0,60}?\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:children|kids|sons|daughters)\b/i;

/** What the summary says of the family: the late spouse's death and election, the children. */
function readFamilyLines(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  const once = (field: Observation['field']) => !found.some((o) => o.field === field);
  // Where one line says the election was made and another that it was not, 'not' wins (as in
  // the notes): the lines saying 'not' are read first.
  const saysNot = (line: DocumentLine) => portabilityIn(line.clean)?.elected === false;
  for (const line of [...lines.filter(saysNot), ...lines.filter((l) => !saysNot(l))]) {
    const death = LATE_SPOUSE.exec(line.clean);
    if (death && once('spouseDeathYear'))
      found.push(
        observe(document, { field: 'spouseDeathYear', value: Number(death[1]) }, line.text),
      );
    const election = portabilityIn(line.clean);
    if (election && once('portability'))
      found.push(
        observe(
          document,
          {
            field: 'portability',
            value: {
              elected: election.elected,
              ...(election.dsue !== undefined ? { dsue: election.dsue } : {}),
            },
          },
          line.text,
        ),
      );
    const children = CHILDREN_NAMED.exec(line.clean);
    const count = children?.[1] ? parseCount(children[1]) : undefined;
    if (count !== undefined && once('children'))
      found.push(observe(document, { field: 'children', value: count }, line.text));
  }
  return found;
}

export const trustSummaryReader = kindReader({
  kind: 'trust-summary',
  title:
    /\bschedule\s+a\b[^\n]{0,40}\btrust|\btrust\s+(?:property|assets|summary|schedule|certification|abstract|inventory)\b|\bassets\s+(?:held\s+)?in\s+(?:the\s+)?trust\b|\bsummary\s+of\s+(?:the\s+)?[\w\s]{0,40}trust\b|\btrust\s+agreement\b|\bcertification\s+of\s+trust\b/i,
  signature:
    /\b(?:trustee|grantor|settlor)s?\b[\s\S]{0,3000}?\b(?:schedule\s+a|trust\s+property|funded\s+with)\b/i,
  name: /trust/i,
  rows: [],
  // A lawyer's summary of a plan also reports the gifts made to its trusts.
  readMore: (document, lines) => [
    ...readTrustAssets(document, lines),
    ...giftsReportedOnReturns(document),
  ],
});
