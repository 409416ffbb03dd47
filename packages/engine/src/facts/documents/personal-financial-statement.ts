import type { ClientDocument, IncomeSource, Observation } from '../observation';
import { observe, type Reading } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { holdingsOnLine, labelledAmounts } from './holding-lines';
import { isTotalLabel, type Side } from './holdings';
import { readPlanDocuments } from './plan-documents';
import { kindReader } from './reader';
import { stateOfAddress } from './us-states';

/**
 * A personal financial statement (a balance sheet of the household): assets and liabilities by
 * line, under the headings that say which side each is on ('Mortgage - residence' is a debt),
 * and its totals, which speak for the household. An income section gives income by source.
 */

type Section = Side | 'income' | 'expenses' | 'other';

const SECTIONS: [RegExp, Section][] = [
  // A schedule of the holdings (real estate, securities) restates them with their costs: its
  // rows are neither more assets nor debts.
  [/^\W*(?:contingent\s+liabilities|notes?|schedule\s+of\b)\b/i, 'other'],
  [/^\W*(?:liabilities|debts|what\s+(?:we|i)\s+owe)\b/i, 'liability'],
  [/^\W*(?:assets|what\s+(?:we|i)\s+own)\b/i, 'asset'],
  [/^\W*(?:annual\s+)?(?:income|sources\s+of\s+income|cash\s+flow)\b/i, 'income'],
  [
    /^\W*(?:annual\s+)?(?:expenses|expenditures|spending|living\s+expenses|outflows)\b/i,
    'expenses',
  ],
];

const INCOME_SOURCES: [RegExp, IncomeSource][] = [
  [/\b(?:salary|salaries|wages|bonus|compensation)\b/i, 'wages'],
  [/\bself[-\s]employ|\bconsulting\b|\b1099\b/i, 'self-employment'],
  [/\b(?:business|k-1|distributions?\s+from|partnership|s\s+corp)\b/i, 'business'],
  [/\bdividends?\b/i, 'ordinary-dividends'],
  [/\binterest\b/i, 'interest'],
  [/\brent(?:al|s)?\b|\breal\s+estate\s+income\b/i, 'rental'],
  [/\bsocial\s+security\b/i, 'social-security'],
  [/\b(?:pension|annuity)\b/i, 'pension'],
  [/\b(?:ira|401\s?\(?k\)?|rmd|retirement)\b/i, 'retirement-distributions'],
];

const TOTALS: [RegExp, (amount: number) => Reading][] = [
  // Totals of what is held and what is owed are magnitudes, whatever brackets a form sets
  // around a debt ('TOTAL LIABILITIES $ (331,080)'); a net worth keeps its sign.
  [/^\W*total\s+assets\b/i, (amount) => ({ field: 'totalAssets', value: Math.abs(amount) })],
  [
    /^\W*total\s+liabilities\b(?!\s+(?:and|&))/i,
    (amount) => ({ field: 'totalLiabilities', value: Math.abs(amount) }),
  ],
  [/^\W*net\s+worth\b/i, (amount) => ({ field: 'netWorth', value: amount })],
  [/^\W*total\s+(?:annual\s+)?income\b/i, (amount) => ({ field: 'annualIncome', value: amount })],
  [
    /^\W*total\s+(?:annual\s+)?(?:living\s+)?expenses\b/i,
    (amount) => ({ field: 'spending', value: amount }),
  ],
];

const AGES = /\bages?\s*[:-]?\s*(\d{2})(?:\s*(?:\/|and|&|,)\s*(\d{2}))?\b/i;

function sectionOf(line: string): Section | undefined {
  // A heading carries no figure, unless its figures follow it on the line after a colon
  // ('ANNUAL INCOME: salary 240,000; pension 96,000'); a row whose figure is a dash for none
  // ('U.S. Government securities  $  -') is a row, not a heading.
  // A year in brackets dates a heading ('ANNUAL INCOME (2025)  Greg  Anne  Total'): no figure.
  const undated = line.replace(/\(\s*(?:19|20)\d\d\s*\)/g, '');
  const heading = /\d|\$/.test(undated) ? /^([^:\d$]+):/.exec(undated)?.[1] : undated;
  if (heading === undefined) return undefined;
  return SECTIONS.find(([pattern]) => pattern.test(heading))?.[1];
}

/**
 * A statement printed in two columns under two headings side by side ('ASSETS   LIABILITIES',
 * 'ANNUAL INCOME   CONTINGENT LIABILITIES'): each heading's section and where its column
 * begins on the page.
 */
interface Columns {
  left: Section;
  right: Section;
  /** The right column's first character, counted from the page's left edge. */
  at: number;
}

function columnsOf(line: DocumentLine): Columns | undefined {
  const cells = [...line.clean.matchAll(/\S+(?: \S+)*/g)];
  if (cells.length < 2 || /\d|\$/.test(line.clean)) return undefined;
  const left = sectionOf(cells[0]![0]);
  const second = cells.slice(1).find((c) => sectionOf(c[0]) !== undefined);
  const right = second ? sectionOf(second[0]) : undefined;
  if (left === undefined || right === undefined || second === undefined) return undefined;
  return { left, right, at: (line.indent ?? 0) + second.index };
}

/** How far left of its heading a column's row may begin. */
const COLUMN_SLACK = 4;

/**
 * A row of a two-column statement cut at the right column: the words from the first gap at or
 * past where the right heading begins are the right column's ('Salary - Nadia  $ 395,000' on
 * the left, 'Personal guarantee, practice line  $ 500,000' on the right).
 */
function splitAtColumn(line: DocumentLine, columns: Columns): [string, string] {
  const at = columns.at - (line.indent ?? 0) - COLUMN_SLACK;
  // A row that starts in the right column (indented past the left column's text).
  if (at <= 0) return ['', line.clean];
  for (const gap of line.clean.matchAll(/\s{2,}(?=\S)/g)) {
    const start = gap.index + gap[0].length;
    if (start >= at) return [line.clean.slice(0, gap.index), line.clean.slice(start)];
  }
  return [line.clean, ''];
}

/** A life policy listed among the household's figures: its death benefit, never income. */
const LIFE_POLICY = /\b(?:life\s+insurance|death\s+benefit|(?:term|whole|universal)\s+life)\b/i;

function lineReadings(line: DocumentLine, section: Section): Reading[] {
  const readings: Reading[] = [];
  for (const { label, amount } of labelledAmounts(line.clean)) {
    const total = TOTALS.find(([pattern]) => pattern.test(label));
    if (total) readings.push(total[1](amount.value));
    // The income section's own total ('TOTAL  $ 1,333,000' under ANNUAL INCOME).
    else if (section === 'income' && /^\W*total\W*$/i.test(label))
      readings.push({ field: 'annualIncome', value: amount.value });
    else if (isTotalLabel(label))
      readings.push({ field: 'other', value: { label, amount: amount.value } });
    else if (section === 'income' && LIFE_POLICY.test(label)) {
      readings.push({
        field: 'lifeInsurance',
        value: {
          label,
          deathBenefit: Math.abs(amount.value),
          ...(/\bterm\b/i.test(label) && { kind: 'term' as const }),
        },
      });
    } else if (section === 'income') {
      const source = INCOME_SOURCES.find(([pattern]) => pattern.test(label))?.[1] ?? 'other';
      readings.push({ field: 'income', value: { source, amount: amount.value, recurring: true } });
    }
  }
  if (section === 'asset' || section === 'liability' || section === 'either')
    readings.push(...holdingsOnLine(line, section));
  return readings;
}

/** A form's own instructions and examples: 'if you own a home worth $450,000 ..., list $450,000 under'. */
const INSTRUCTION =
  /\bif\s+you\b|\bexample\b|\be\.g\.|\b(?:list|enter|report|include)\s+\$?\s?[\d,]+\s+(?:under|in|on|as)\b/i;
/** A line summing a schedule ('Retirement accounts (Sch. B)'), and a schedule's heading. */
const SCHEDULE_REFERENCE = /\b[Ss]ch(?:edule)?\.?\s*([A-Z])\b/;
const SCHEDULE_HEADING = /^\W*schedule\s+([A-Z])\b/i;

function readStatement(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  let section: Section = 'either';
  let hasState = false;
  let hasAges = false;
  // What each line read, with the schedule it sums ('Retirement accounts (Sch. B)') or sits in.
  const summaries = new Map<Observation, string>();
  const inSchedule = new Map<Observation, string>();
  let schedule: string | undefined;
  let columns: Columns | undefined;
  lines.forEach((line, index) => {
    const heading = sectionOf(line.clean);
    section = heading ?? section;
    if (heading !== undefined) columns = columnsOf(line);
    schedule = SCHEDULE_HEADING.exec(line.clean)?.[1]?.toUpperCase() ?? schedule;
    if (INSTRUCTION.test(line.clean)) return;
    const summarized = SCHEDULE_REFERENCE.exec(line.clean)?.[1];
    const read = (o: Observation) => {
      if (schedule) inSchedule.set(o, schedule);
      else if (summarized) summaries.set(o, summarized);
      return o;
    };
    // Each column's words are read under its own heading.
    const parts: [string, Section][] = columns
      ? splitAtColumn(line, columns).map((text, i): [string, Section] => [
          text,
          i === 0 ? columns!.left : columns!.right,
        ])
      : [[line.clean, section]];
    for (const [text, part] of parts) {
      if (text.trim() === '') continue;
      const cell = { text: line.text, clean: text };
      // A column's own words are its quote, where the cleaning left them as printed.
      const quote = columns && line.text.includes(text.trim()) ? text.trim() : line.text;
      if (part === 'other' || part === 'expenses') {
        const spending = lineReadings(cell, part).filter((r) => r.field === 'spending');
        found.push(...spending.map((r) => observe(document, r, quote)));
        continue;
      }
      found.push(...lineReadings(cell, part).map((r) => read(observe(document, r, quote))));
    }
    const state = index < 25 && !hasState ? stateOfAddress(line.clean) : undefined;
    if (state) {
      hasState = true;
      found.push(observe(document, { field: 'state', value: state }, line.text));
    }
    const ages = index < 25 && !hasAges ? AGES.exec(line.clean) : null;
    if (ages?.[1]) {
      hasAges = true;
      found.push(
        observe(
          document,
          { field: 'age', value: { person: 'client', age: Number(ages[1]) } },
          line.text,
        ),
      );
      if (ages[2])
        found.push(
          observe(
            document,
            { field: 'age', value: { person: 'spouse', age: Number(ages[2]) } },
            line.text,
          ),
        );
    }
  });
  return [...onceEachSchedule(found, summaries, inSchedule), ...readPlanDocuments(document, lines)];
}

const heldAmount = (o: Observation): number =>
  o.field === 'account' || o.field === 'otherAsset' || o.field === 'liability'
    ? o.value.amount
    : o.field === 'realEstate'
      ? (o.value.amount ?? 0)
      : 0;

/**
 * A holding summed on the statement's first page and itemized in its schedule is read once:
 * the schedule's lines where they add up to the summary (within 5%), else the summary alone
 * (a schedule that leaves lines unread would undercount it).
 */
function onceEachSchedule(
  found: Observation[],
  summaries: Map<Observation, string>,
  inSchedule: Map<Observation, string>,
): Observation[] {
  const drop = new Set<Observation>();
  for (const letter of new Set(summaries.values())) {
    const summary = [...summaries].filter(([, l]) => l === letter).map(([o]) => o);
    const items = [...inSchedule].filter(([, l]) => l === letter).map(([o]) => o);
    if (items.length === 0) continue;
    const sum = (list: Observation[]) => list.reduce((t, o) => t + heldAmount(o), 0);
    const agree = Math.abs(sum(items) - sum(summary)) <= 0.05 * sum(summary);
    for (const o of agree ? summary : items) drop.add(o);
  }
  return found.filter((o) => !drop.has(o));
}

export const personalFinancialStatementReader = kindReader({
  kind: 'personal-financial-statement',
  title:
    /\bpersonal\s+financial\s+statement|\bstatement\s+of\s+(?:financial\s+condition|net\s+worth)|\bpersonal\s+balance\s+sheet|\bnet\s+worth\s+statement|\bbalance\s+sheet\b/i,
  signature: /^\W*total\s+assets\b[\s\S]{0,4000}?^\W*total\s+liabilities\b/im,
  name: /pfs|financial[-_\s]?statement|balance[-_\s]?sheet|net[-_\s]?worth/i,
  rows: [],
  readMore: readStatement,
});
