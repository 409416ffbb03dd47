import type { ClientDocument, Observation } from '../observation';
import { appraisalReader } from './appraisal';
import { bankStatementReader } from './bank-statement';
import { brokerageStatementReader } from './brokerage-statement';
import { crmExportReader } from './crm-export';
import { equityPlanStatementReader } from './equity-plan-statement';
import { form1040Reader } from './form-1040';
import { estateTaxReturnReader } from './estate-tax-return';
import { form1099Reader } from './form-1099';
import { giftTaxReturnReader } from './gift-tax-return';
import { readGenericDocument } from './generic-document';
import { insurancePolicyReader } from './insurance-policy';
import { loanStatementReader } from './loan-statement';
import { personalFinancialStatementReader } from './personal-financial-statement';
import { HEAD_LENGTH, type KindReader } from './reader';
import { retirementStatementReader } from './retirement-statement';
import { scheduleK1Reader } from './schedule-k1';
import { socialSecurityReader } from './social-security-statement';
import { trustSummaryReader } from './trust-summary';
import { w2Reader } from './w-2';

/**
 * The document readers, most specific first: a form names itself; a statement's kind is told by
 * its title; where no title decides, the labels only one kind carries do, then the file name.
 */
export const DOCUMENT_READERS: readonly KindReader[] = [
  socialSecurityReader,
  w2Reader,
  scheduleK1Reader,
  form1099Reader,
  form1040Reader,
  giftTaxReturnReader,
  estateTaxReturnReader,
  appraisalReader,
  insurancePolicyReader,
  loanStatementReader,
  trustSummaryReader,
  personalFinancialStatementReader,
  crmExportReader,
  equityPlanStatementReader,
  retirementStatementReader,
  bankStatementReader,
  brokerageStatementReader,
];

/** Titles are looked for in a document's first lines, where they are printed. */
const TITLE_LINES = 3;

function topOf(text: string): string {
  const head = text
    .slice(0, HEAD_LENGTH)
    .split('\n')
    .filter((line) => /\w/.test(line));
  return head.slice(0, TITLE_LINES).join('\n');
}

function readerFor(document: ClientDocument): KindReader | undefined {
  const top = topOf(document.text);
  let earliest: { reader: KindReader; at: number } | undefined;
  for (const reader of DOCUMENT_READERS) {
    const at = top.search(reader.title);
    if (at >= 0 && (earliest === undefined || at < earliest.at)) earliest = { reader, at };
  }
  if (earliest) return earliest.reader;
  const head = document.text.slice(0, HEAD_LENGTH);
  return (
    DOCUMENT_READERS.find((reader) => reader.signature.test(head)) ??
    DOCUMENT_READERS.find((reader) => reader.name.test(document.name))
  );
}

/** The kind of document the text is ('form-1040', 'w-2', ...), or undefined when none is told. */
export function documentKind(text: string): string | undefined {
  return readerFor({ name: '', text })?.kind;
}

/**
 * Observations from every attached document, each read by the reader of its kind; a document
 * of no known kind yields only its clearly labelled holdings.
 */
export function readDocuments(documents: ClientDocument[]): Observation[] {
  const read = documents.map((document) => {
    const reader = readerFor(document);
    return {
      kind: reader?.kind,
      found: reader ? reader.read(document) : readGenericDocument(document),
    };
  });
  const returnHasPartnerships = read.some(
    (r) => r.kind === form1040Reader.kind && r.found.some(isPartnershipTotal),
  );
  return read.flatMap((r) =>
    returnHasPartnerships && r.kind === scheduleK1Reader.kind ? r.found.map(inTheReturn) : r.found,
  );
}

/** A return's line of partnership and S corporation income (Schedule E Part II, Schedule 1). */
function isPartnershipTotal(o: Observation): boolean {
  return o.field === 'income' && o.value.source === 'business' && /partnerships?\b/i.test(o.quote);
}

/**
 * A K-1's business and rental income where the return is attached: Schedule E Part II (and
 * Schedule 1's line from it) already adds up every K-1's, so it is noted, not counted again.
 */
function inTheReturn(o: Observation): Observation {
  if (o.field !== 'income' || (o.value.source !== 'business' && o.value.source !== 'rental'))
    return o;
  return {
    ...o,
    field: 'other',
    value: {
      label: `K-1 ${o.value.source} income (in the return's partnership and S corporation total)`,
      amount: o.value.amount,
    },
  };
}
