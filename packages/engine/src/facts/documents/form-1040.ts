import type { ClientDocument, FilingStatus, Observation, Person } from '../observation';
import { observe, type LabelRow, type Reading } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { ageFromBirthYear, countOf, incomeOf, noted } from './readings';
import { kindReader } from './reader';
import { TAX_SCHEDULE_ROWS, readScheduleDetails } from './tax-schedules';
import { stateNamed, stateOfAddress } from './us-states';

/**
 * Form 1040 and its schedules. Total income (line 9) is the household's income and AGI (line
 * 11) its adjusted gross income; the income lines are income by source; adjustments,
 * deductions, tax, withholding and payments are noted for the advisor and are never income.
 */

/** 'Taxable amount' is printed on the IRA, pension and Social Security lines alike. */
function taxableAmount(amount: number, line: DocumentLine): Reading | undefined {
  if (/\bira\b/i.test(line.clean)) return incomeOf('retirement-distributions')(amount);
  if (/\bpensions?\b|\bannuit/i.test(line.clean)) return incomeOf('pension')(amount);
  return noted('Taxable amount')(amount);
}

const FORM_1040_ROWS: LabelRow[] = [
  { label: /add lines 1a through 1h|total wages/gi, key: 'wages', read: incomeOf('wages') },
  {
    label:
      /total amount from form\(?s?\)? w-?2(?:,?\s+box 1)?|wages,\s+salaries,?\s+tips|wages,\s+salaries/gi,
    key: 'wages',
    read: incomeOf('wages'),
  },
  { label: /tax-exempt interest/gi, key: 'tax-exempt', read: incomeOf('tax-exempt-interest') },
  { label: /taxable interest/gi, key: 'interest', read: incomeOf('interest') },
  // Qualified dividends are part of ordinary dividends (line 3a within 3b): a share, not more.
  { label: /qualified dividends/gi, key: 'qualified', read: incomeOf('qualified-dividends') },
  { label: /ordinary dividends/gi, key: 'dividends', read: incomeOf('ordinary-dividends') },
  { label: /ira distributions/gi, read: noted('IRA distributions (gross)') },
  { label: /pensions and annuities/gi, read: noted('Pensions and annuities (gross)') },
  {
    label: /social security benefits/gi,
    key: 'social-security',
    read: incomeOf('social-security'),
  },
  { label: /taxable amount/gi, read: taxableAmount },
  {
    label: /capital gain or \(?loss\)?|capital gains?(?! distributions)/gi,
    key: 'capital-gains',
    read: incomeOf('capital-gains', false),
  },
  { label: /additional income from schedule 1/gi, read: noted('Additional income (Schedule 1)') },
  {
    label: /total income(?!\s+or\s+\(?loss)/gi,
    key: 'total-income',
    read: (amount) => ({ field: 'annualIncome', value: amount }),
  },
  { label: /adjustments to income/gi, read: noted('Adjustments to income') },
  {
    label: /adjusted gross income/gi,
    key: 'agi',
    read: (amount) => ({ field: 'adjustedGrossIncome', value: amount }),
  },
  {
    label: /standard deduction or itemized deductions|itemized deductions|standard deduction/gi,
    read: noted('Deductions'),
  },
  {
    label: /qualified business income deduction/gi,
    read: noted('Qualified business income deduction'),
  },
  { label: /taxable income/gi, key: 'taxable-income', read: noted('Taxable income') },
  {
    label: /total tax\b/gi,
    key: 'total-tax',
    read: (amount) => ({ field: 'totalTax', value: amount }),
  },
  { label: /federal income tax withheld/gi, read: noted('Federal income tax withheld') },
  { label: /amount you owe|amount owed/gi, read: noted('Amount owed') },
  { label: /(?:amount )?overpaid|refund/gi, read: noted('Refund') },
];

const FILING_STATUSES: [RegExp, FilingStatus][] = [
  [/married\s+filing\s+jointly|\bmfj\b/i, 'married-joint'],
  [/married\s+filing\s+separate(?:ly)?|\bmfs\b/i, 'married-separate'],
  [/head\s+of\s+household|\bhoh\b/i, 'head-of-household'],
  [/qualifying\s+(?:surviving\s+spouse|widow)/i, 'qualifying-surviving-spouse'],
  [/\bsingle\b/i, 'single'],
];
const FILING_STATUS_STATED = /filing\s+status\s*[:-]?\s*(.*)$/i;
const FILING_STATUS_ALONE =
  /^\W*(?:married\s+filing\s+(?:jointly|separately)|head\s+of\s+household|single|qualifying\s+surviving\s+spouse)\W*$/i;
const CHECKED = /(?:☒|☑|✓|✔|■|\[x\]|\(x\)|(?:^|\s)X\s)\s*([A-Za-z][A-Za-z ()]+)/;
const DEPENDENTS =
  /\b(?:number\s+of\s+)?dependents?(?:\s+claimed)?\s*[:-]\s*(\d{1,2}|none|zero|one|two|three|four|five|six)\b/i;
const RESIDENT_STATE =
  /\b(?:resident\s+state|state\s+of\s+residence|home\s+state|domicile)\s*[:-]\s*(.+)$/i;
const BIRTH_YEAR =
  /\b(taxpayer|spouse|your)(?:'s)?\s+(?:year|date)\s+of\s+birth\s*[:-]?\s*(?:\d{1,2}[/-]\d{1,2}[/-])?((?:19|20)\d{2})\b/gi;
/**
 * The year a return is for: 'Tax year 2025', '2025 Form 1040', or the year printed on the
 * form's title line ('Form 1040 U.S. Individual Income Tax Return 2025').
 */
const RETURN_YEAR =
  /\btax\s+year\s*[:-]?\s*((?:19|20)\d{2})\b|\bform\s+1040\b(?![-\w])[^\d\n]{0,60}\(?((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\s+form\s+1040\b/i;
const OCCUPATION =
  /\b(your|spouse'?s?|taxpayer'?s?)\s+occupation\s*[:-]?\s*([A-Za-z][A-Za-z ,&/-]{1,60})$/i;

function filingStatusOf(line: string): FilingStatus | undefined {
  const stated = FILING_STATUS_STATED.exec(line)?.[1] ?? FILING_STATUS_ALONE.exec(line)?.[0];
  // The form prints every status: only the one checked is the filer's.
  const statuses = FILING_STATUSES.filter(([pattern]) => pattern.test(line)).length;
  const text = statuses > 1 ? CHECKED.exec(line)?.[1] : stated || CHECKED.exec(line)?.[1];
  if (!text) return undefined;
  return FILING_STATUSES.find(([pattern]) => pattern.test(text))?.[1];
}

function personOf(word: string): Person {
  return /spouse/i.test(word) ? 'spouse' : 'client';
}

/** How many lines from the top an address is taken as the filer's (the return's header). */
const HEADER_LINES = 40;

/** The return's filing status, dependents, state, years of birth and occupations. */
function readHeader(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  const seen = new Set<string>();
  const add = (reading: Reading, line: DocumentLine, once: string) => {
    if (seen.has(once)) return;
    seen.add(once);
    found.push(observe(document, reading, line.text));
  };
  lines.forEach((line, index) => {
    const status = filingStatusOf(line.clean);
    if (status) add({ field: 'filingStatus', value: status }, line, 'filingStatus');
    const year = RETURN_YEAR.exec(line.clean);
    if (year && index < HEADER_LINES)
      add({ field: 'returnYear', value: Number(year[1] ?? year[2] ?? year[3]) }, line, 'year');
    const dependents = DEPENDENTS.exec(line.clean)?.[1];
    const count = dependents === undefined ? undefined : countOf(dependents);
    if (count !== undefined) add({ field: 'dependents', value: count }, line, 'dependents');
    const residentState = RESIDENT_STATE.exec(line.clean)?.[1];
    const state =
      (residentState && stateNamed(residentState)) ||
      (index < HEADER_LINES ? stateOfAddress(line.clean) : undefined);
    if (state) add({ field: 'state', value: state }, line, 'state');
    for (const m of line.clean.matchAll(BIRTH_YEAR)) {
      const person = personOf(m[1] ?? '');
      const age = ageFromBirthYear(person, Number(m[2]));
      if (age) add(age, line, `age-${person}`);
    }
    const occupation = OCCUPATION.exec(line.clean);
    if (occupation?.[2] && !/\b(?:if|the|you|your|irs|pin|date|sign|here)\b/i.test(occupation[2])) {
      const person = personOf(occupation[1] ?? '');
      add(
        { field: 'occupation', value: { person, occupation: occupation[2].trim() } },
        line,
        `occupation-${person}`,
      );
    }
  });
  return found;
}

export const form1040Reader = kindReader({
  kind: 'form-1040',
  title:
    /\bform\s+1040\b(?!-?(?:es|v)\b)|u\.?s\.?\s+individual\s+income\s+tax\s+return|\bschedule\s+(?:1|b|c|d|e)\b\s*\(?(?:form\s+1040)?|profit\s+or\s+loss\s+from\s+business|supplemental\s+income\s+and\s+loss|interest\s+and\s+ordinary\s+dividends|additional\s+income\s+and\s+adjustments|income\s+or\s+loss\s+from\s+rental\s+real\s+estate/i,
  signature:
    /\badjusted\s+gross\s+income\b|\bthis\s+is\s+your\s+total\s+income\b|\btotal\s+rental\s+real\s+estate\s+and\s+royalty\s+income\b|\bnet\s+profit\s+or\s+\(?loss\)?/i,
  name: /1040|tax[-_\s]?return|schedule[-_\s]?(?:1|b|c|d|e)\b/i,
  rows: [...FORM_1040_ROWS, ...TAX_SCHEDULE_ROWS],
  readMore: (document, lines) => [
    ...readHeader(document, lines),
    ...readScheduleDetails(document, lines),
  ],
});
