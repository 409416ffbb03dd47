import type { Derivation } from '@strata/contracts';
import type { ClientDocument, Observation, ObservedValue } from '../observation';
import {
  amountsOn,
  isAmountsOnly,
  statedAmount,
  type Amount,
  type DocumentLine,
} from './line-text';

/** What a row of a reader's table makes of an amount: an observed value, maybe worked out. */
export type Reading = ObservedValue & { derivation?: Derivation };

/** One labelled line a kind of document carries, and what its amount means. */
export interface LabelRow {
  /** The label as documents write it (flags 'gi'); where it may begin is checked separately. */
  label: RegExp;
  /** Rows sharing a key yield one observation: the earliest row of the table that appears. */
  key?: string;
  read(amount: number, line: DocumentLine): Reading | undefined;
}

/**
 * Where a label may begin: at the start of an entry (after a line or box number such as '1a',
 * 'Box 13R', a column letter after the previous amount), or after a form's 'This is your'.
 * 'Tax (qualified dividends/capital gain worksheet)' is not the qualified dividends line.
 */
const ENTRY_START =
  /^[\s.:;,*•>()[\]-]*(?:(?:form\s+)?(?:1099-?[A-Z]{1,4}|W-?2|K-?1)\s+)?(?:(?:box|line|item)\s*)?(?:\d{1,2}[a-zA-Z]{0,2}\b)?[\s.:;,*•)\]-]*(?:[a-zA-Z]\s+)?$|\bth(?:is|ese) (?:is|are) (?:your|the)\s+$/i;

interface LabelMatch {
  row: number;
  start: number;
  end: number;
}

/** The rows' labels that begin an entry on the line, left to right, without overlaps. */
function labelsOn(line: string, rows: readonly LabelRow[], amounts: Amount[]): LabelMatch[] {
  const matches: LabelMatch[] = [];
  rows.forEach((row, index) => {
    for (const m of line.matchAll(row.label)) {
      if (m[0].length > 0) matches.push({ row: index, start: m.index, end: m.index + m[0].length });
    }
  });
  matches.sort((a, b) => a.start - b.start || b.end - a.end || a.row - b.row);

  const accepted: LabelMatch[] = [];
  let boundary = 0;
  for (const match of matches) {
    if (match.start < boundary) continue;
    const lastAmountEnd = amounts.filter((a) => a.end <= match.start).at(-1)?.end ?? 0;
    const prefix = line.slice(Math.max(boundary, lastAmountEnd), match.start);
    if (!ENTRY_START.test(prefix)) continue;
    accepted.push(match);
    boundary = match.end;
  }
  return accepted;
}

/** How far left of its label a figure printed under it may begin (right-aligned figures). */
const COLUMN_SLACK = 6;

interface Candidate {
  row: number;
  reading: Reading;
  quote: string;
}

/**
 * Reads a document's lines against a table of labelled lines. Each label's amount is the one
 * after it on its line (before the next label), or, when a row of labels has no figures, the
 * figures on the line below in the same order (forms laid out in columns).
 */
/**
 * A form's box whose figure sits on the next line, under its label, beside the text of another
 * column ('1 Ordinary business income (loss)' over 'Shareholder's Share of Income,   412,640'):
 * the next line's last token, a figure starting in the label's column, where that line names
 * no box of its own.
 */
function figureUnder(
  column: number,
  end: number,
  line: DocumentLine,
  next: DocumentLine,
  rows: readonly LabelRow[],
): Amount[] {
  const last = amountsOn(next.clean).at(-1);
  const at = (last?.start ?? 0) + shiftOf(line, next);
  if (!last || at < column - 4 || at >= end - COLUMN_SLACK) return [];
  if (next.clean.slice(last.end).trim() !== '') return [];
  return labelsOn(next.clean, rows, amountsOn(next.clean)).length === 0 ? [last] : [];
}

/** How far the next line's text sits right of the line's own, in columns of the page. */
function shiftOf(line: DocumentLine, next: DocumentLine): number {
  return (next.indent ?? 0) - (line.indent ?? 0);
}

/**
 * Where a label's column ends on its line: at the next label or the next words after a gap
 * (another box of the form: '9 Net section 1231 gain (loss)  16 Items affecting ...').
 */
function columnEnd(labels: readonly LabelMatch[], i: number, line: string): number {
  const label = labels[i]!;
  const gap = /\s{2,}\S/.exec(line.slice(label.end));
  const words = gap ? label.end + gap.index + gap[0].length - 1 : Infinity;
  return Math.min(labels[i + 1]?.start ?? Infinity, words);
}

/**
 * A box's number in a grid of boxes, printed beside the previous box's label ('1 Ordinary
 * business income (loss)   13  Credits'): a bare whole number under 100 that the next box's
 * words follow. It numbers the box and is no amount.
 */
function isBoxNumber(amount: Amount, line: string): boolean {
  return (
    !amount.hasCurrency &&
    Number.isInteger(amount.value) &&
    amount.value > 0 &&
    amount.value < 100 &&
    !line.slice(amount.start, amount.end).includes('.') &&
    /^\s+[A-Za-z]/.test(line.slice(amount.end))
  );
}

/**
 * A grid of boxes as text extraction prints it: a row of box labels side by side and, on the
 * next line, each box's figure under its label beside other text of the form ('1 Wages, tips,
 * other compensation   2 Federal income tax withheld' over '84-XXX1192   372,500.00   88,410.00').
 * A figure belongs to the label whose column it begins in; a figure left of the first label
 * (an identifier, an address) belongs to none, and a line that names boxes of its own is a row
 * of labels, not of figures.
 */
function figuresInColumns(
  labels: readonly LabelMatch[],
  line: DocumentLine,
  next: DocumentLine,
  rows: readonly LabelRow[],
): (Amount | undefined)[] {
  const amounts = amountsOn(next.clean);
  if (amounts.length === 0 || labelsOn(next.clean, rows, amounts).length > 0) return [];
  const shift = shiftOf(line, next);
  return labels.map((label, i) => {
    const from = label.start - COLUMN_SLACK;
    const to = columnEnd(labels, i, line.clean) - COLUMN_SLACK;
    return statedAmount(amounts.filter((a) => a.start + shift >= from && a.start + shift < to));
  });
}

/** A column heading: a year, or a comparison of two ('Difference', 'Change', '%'). */
const YEAR_HEADING = /^(?:FY\s*|TY\s*)?((?:19|20)\d\d)$/i;
const CHANGE_HEADING =
  /^(?:\$?\s*difference|\$?\s*change|variance|inc(?:rease)?\s*\/\s*\(?dec(?:rease)?\)?|%(?:\s*change)?|pct\.?)$/i;
/** A period's opening and closing columns ('Beginning of Year  End of Year', 'Prior  Current'). */
const OPENING_HEADING =
  /^(?:beginning(?:\s+of\s+(?:year|period))?|begin(?:ning)?\s+value|opening(?:\s+value)?|start\s+of\s+(?:year|period)|prior(?:\s+(?:year|period|statement))?|previous(?:\s+(?:year|period|statement))?|last\s+(?:year|statement))$/i;
const CLOSING_HEADING =
  /^(?:end(?:ing)?(?:\s+of\s+(?:year|period))?|ending\s+value|closing(?:\s+value)?|current(?:\s+(?:year|period|statement))?|this\s+(?:year|period|statement))$/i;

/** A date heading: '12/31/2024', '(12/31/2024)', 'As of 12/31/24', '2024-12-31', 'Dec 31, 2024'. */
const NUMERIC_DATE_HEADING = /^\(?(?:as\s+of\s+)?(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\)?$/i;
const ISO_DATE_HEADING = /^\(?(?:as\s+of\s+)?((?:19|20)\d\d)-(\d\d)-(\d\d)\)?$/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WORD_DATE_HEADING =
  /^\(?(?:as\s+of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+((?:19|20)\d\d)\)?$/i;

/** A date heading's place in time, as yyyymmdd; a year alone stands for its end (yyyy1231). */
function dateOf(h: string): number | undefined {
  const stamp = (year: number, month: number, day: number) =>
    month >= 1 && month <= 12 && day >= 1 && day <= 31
      ? year * 10_000 + month * 100 + day
      : undefined;
  const numeric = NUMERIC_DATE_HEADING.exec(h);
  if (numeric) {
    const year = Number(numeric[3]);
    return stamp(year < 100 ? 2000 + year : year, Number(numeric[1]), Number(numeric[2]));
  }
  const iso = ISO_DATE_HEADING.exec(h);
  if (iso) return stamp(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const word = WORD_DATE_HEADING.exec(h);
  if (word)
    return stamp(Number(word[3]), MONTHS.indexOf(word[1]!.toLowerCase()) + 1, Number(word[2]));
  return undefined;
}

/**
 * A heading's place in time (a year or a date, or 0 and 1 for a period's opening and closing),
 * if any. Years and dates compare as yyyymmdd, a year at its end.
 */
function periodOf(heading: string): number | undefined {
  const h = heading.trim();
  const year = YEAR_HEADING.exec(h)?.[1];
  if (year) return Number(year) * 10_000 + 1231;
  const date = dateOf(h);
  if (date !== undefined) return date;
  if (OPENING_HEADING.test(h)) return 0;
  if (CLOSING_HEADING.test(h)) return 1;
  return undefined;
}

/**
 * A table of years, dates, or a period's opening and closing side by side ('2024  2025
 * Difference', 'Contract Values  12/31/2023  12/31/2024', 'POLICY VALUES  Beginning of Year  End
 * of Year'): how many figures a row of it holds and which
 * of them is the latest. A row's figure is that one, never the difference nor the opening.
 */
function yearColumns(
  lines: readonly DocumentLine[],
): { count: number; latest: number; header: DocumentLine } | undefined {
  for (const line of lines) {
    const all = line.clean.trim().split(/\s{2,}/);
    // A table's own title may head its first column ('POLICY VALUES').
    const headings =
      periodOf(all[0]!) === undefined && !CHANGE_HEADING.test(all[0]!) ? all.slice(1) : all;
    if (headings.length < 2) continue;
    const periods = headings.map(periodOf);
    const isHeader = headings.every(
      (h, i) => periods[i] !== undefined || CHANGE_HEADING.test(h.trim()),
    );
    const dated = periods.filter((p): p is number => p !== undefined);
    // Years and dates together, or an opening with a closing: never a year beside 'Current'.
    const oneKind = dated.every((p) => p > 1) || dated.every((p) => p <= 1);
    if (!isHeader || dated.length < 2 || !oneKind) continue;
    const latest = Math.max(...dated);
    return { count: headings.length, latest: periods.indexOf(latest), header: line };
  }
  return undefined;
}

export function readLabelledLines(
  document: ClientDocument,
  lines: readonly DocumentLine[],
  rows: readonly LabelRow[],
): Observation[] {
  const candidates: Candidate[] = [];
  const columns = yearColumns(lines);
  lines.forEach((line, index) => {
    // The columns' heading ('Contract Values  Dec 31, 2023  Dec 31, 2024') holds no figure.
    if (line === columns?.header) return;
    // A form line's own number repeated in its box column ('10 Adjustments ... 10') is no
    // figure: the line is blank.
    const box = /^\s*(\d{1,2})[a-z]?\s/.exec(line.clean)?.[1];
    const amounts = amountsOn(line.clean).filter(
      (a, i, all) =>
        !(box && i > 0 && i === all.length - 1 && !a.hasCurrency && a.value === Number(box)),
    );
    const labels = labelsOn(line.clean, rows, amounts);
    if (labels.length === 0) return;

    const stated = labels.map((label, i) => {
      const end = labels[i + 1]?.start ?? line.clean.length;
      const after = amounts.filter(
        (a) => a.start >= label.end && a.end <= end && !isBoxNumber(a, line.clean),
      );
      return columns && after.length === columns.count
        ? after[columns.latest]
        : statedAmount(after);
    });
    const next = lines[index + 1];
    const hasFiguresBelow =
      stated.every((a) => a === undefined) && next !== undefined && isAmountsOnly(next.clean);
    // Figures that end left of the first label's column are another column's (a count of
    // shares under Part I beside the box labels of Part III).
    const below = hasFiguresBelow
      ? amountsOn(next.clean).filter(
          (a) => a.end + shiftOf(line, next) > labels[0]!.start - COLUMN_SLACK,
        )
      : stated.every((a) => a === undefined) && labels.length === 1 && next
        ? figureUnder(labels[0]!.start, columnEnd(labels, 0, line.clean), line, next, rows)
        : [];
    const isColumnLayout =
      below.length === labels.length || (labels.length === 1 && below.length > 0);
    const inColumns =
      !isColumnLayout && !hasFiguresBelow && stated.every((a) => a === undefined) && next
        ? figuresInColumns(labels, line, next, rows)
        : [];
    const isGrid = inColumns.some((a) => a !== undefined);

    labels.forEach((label, i) => {
      const row = rows[label.row];
      const amount = isGrid
        ? inColumns[i]
        : isColumnLayout
          ? labels.length === 1
            ? statedAmount(below)
            : below[i]
          : stated[i];
      if (!row || !amount) return;
      const reading = row.read(amount.value, line);
      if (!reading) return;
      const quote = (isColumnLayout || isGrid) && next ? `${line.text}\n${next.text}` : line.text;
      candidates.push({ row: label.row, reading, quote });
    });
  });
  return toObservations(document, candidates, rows);
}

function toObservations(
  document: ClientDocument,
  candidates: Candidate[],
  rows: readonly LabelRow[],
): Observation[] {
  const bestByKey = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = rows[candidate.row]?.key;
    if (key === undefined) continue;
    const best = bestByKey.get(key);
    if (!best || candidate.row < best.row) bestByKey.set(key, candidate);
  }
  return candidates
    .filter((c) => {
      const key = rows[c.row]?.key;
      return key === undefined || bestByKey.get(key) === c;
    })
    .map((c) => observe(document, c.reading, c.quote));
}

/** An observation of a document: the reading, the exact words, and the document's name. */
export function observe(document: ClientDocument, reading: Reading, quote: string): Observation {
  return { ...reading, quote, origin: { kind: 'document', document: document.name } };
}

/** A label pattern from words: case-insensitive, spaces matching any run of spacing. */
export function label(words: string): RegExp {
  return new RegExp(words.replace(/ /g, String.raw`\s+`), 'gi');
}
