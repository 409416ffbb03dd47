import { amountsOn, type Amount, type DocumentLine } from './line-text';
import { holdingLabel, isTotalLabel } from './holdings';

/**
 * A table of holdings laid out in columns ('Description  Qty  Price  Market value  Cost basis'):
 * each row's value and basis are the figures under those headings, found by position, so a
 * share count, a price or a gain on the same row is never taken for the value.
 */

export interface HoldingRow {
  label: string;
  value: number;
  basis?: number;
  /** For an inherited holding: the decedent's own cost, which the heir's basis replaced. */
  decedentBasis?: number;
  /** The heading of the part of the table the row is in ('COMMON STOCKS', 'MUNICIPAL BONDS'). */
  section?: string;
  line: DocumentLine;
}

export interface HoldingsTable {
  rows: HoldingRow[];
  /** The table's TOTAL row, when it has one. */
  total?: HoldingRow;
}

interface Column {
  start: number;
  end: number;
  title: string;
}

const VALUE_TITLES = [
  /market\s+value|current\s+value|ending\s+(?:value|balance)|dod\s+value|fair\s+market\s+value/i,
  /\bvalue\b|\bbalance\b/i,
];
/** The decedent's cost beside the stepped-up basis, on a statement of an inherited account. */
const DECEDENT_BASIS_TITLES = [/decedent'?s?\s+(?:cost|basis)|carry-?over\s+basis/i];
const BASIS_TITLES = [
  /stepped[-\s]up\s+basis|adjusted\s+basis/i,
  /cost\s+basis|tax\s+basis/i,
  /\bcost\b|\bbasis\b/i,
];
const OTHER_TITLES =
  /\b(?:qty|quantity|shares|units|price|description|security|holding|symbol|cost|basis|account|type|asset|owner)\b/i;

function columnsOf(line: string): Column[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    title: m[0],
  }));
}

function columnIndex(columns: Column[], titles: RegExp[], exclude: number[]): number {
  for (const title of titles) {
    const index = columns.findIndex(
      (c, i) =>
        !exclude.includes(i) &&
        title.test(c.title) &&
        !/unrealized|gain|income|yield|beginning|opening|prior|previous/i.test(c.title),
    );
    if (index >= 0) return index;
  }
  return -1;
}

/** The column an amount sits under: the one it overlaps most, else the nearest. */
function columnOf(columns: Column[], amount: Amount): number {
  let best = -1;
  let bestScore = -Infinity;
  columns.forEach((c, i) => {
    const overlap = Math.min(c.end, amount.end) - Math.max(c.start, amount.start);
    const score =
      overlap > 0
        ? overlap
        : -Math.min(Math.abs(c.start - amount.end), Math.abs(amount.start - c.end));
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** A row of an asset-composition table: a class of holdings, no one security ('Equities 84.9%'). */
export const ASSET_CLASS =
  /^\s*(?:(?:total\s+)?(?:equities|stocks?|common stocks?|fixed income|alternatives?|alternative investments|options|other assets|domestic (?:equities|stocks)|international (?:equities|stocks)|(?:u\.?s\.?|foreign|global) (?:equities|stocks))|(?:large|mid|small)[- ]cap(?: (?:equities|stocks))?|cash(?: and cash investments| (?:&|and) (?:cash )?equivalents)?)\s*$/i;

/**
 * The first holdings table in the lines, read by its headings' positions: past a summary of
 * asset classes ('Asset Composition: Cash, Equities, Fixed Income'), the positions table.
 */
export function readHoldingsTable(lines: readonly DocumentLine[]): HoldingsTable | undefined {
  for (let from = 0; from < lines.length;) {
    const found = readTableFrom(lines, from);
    if (!found) return undefined;
    if (!found.table.rows.every((r) => ASSET_CLASS.test(r.label))) return found.table;
    from = found.next;
  }
  return undefined;
}

function readTableFrom(
  lines: readonly DocumentLine[],
  from: number,
): { table: HoldingsTable; next: number } | undefined {
  let columns: Column[] | undefined;
  let valueColumn = -1;
  let basisColumn = -1;
  let decedentColumn = -1;
  const rows: HoldingRow[] = [];
  // A table in parts ('COMMON STOCKS' ... 'Total Common Stocks', 'MUNICIPAL BONDS' ...): each
  // part's total, and the heading of the part being read.
  const totals: HoldingRow[] = [];
  let section: string | undefined;
  let index = from;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (columns === undefined) {
      const candidate = columnsOf(line.clean);
      if (
        amountsOn(line.clean).length > 0 ||
        candidate.length < 3 ||
        !OTHER_TITLES.test(line.clean)
      )
        continue;
      valueColumn = columnIndex(candidate, VALUE_TITLES, []);
      if (valueColumn < 0) continue;
      decedentColumn = columnIndex(candidate, DECEDENT_BASIS_TITLES, [valueColumn]);
      basisColumn = columnIndex(candidate, BASIS_TITLES, [valueColumn, decedentColumn]);
      columns = candidate;
      // The heading's first words name the first part when they are no column's title.
      if (!OTHER_TITLES.test(candidate[0]!.title)) section = candidate[0]!.title;
      continue;
    }
    if (line.clean === '') {
      if (rows.length > 0) break;
      continue;
    }
    const amounts = amountsOn(line.clean);
    const value = amounts.find((a) => columnOf(columns as Column[], a) === valueColumn);
    if (!value) {
      // After a part's total, a heading of one run of words opens the next part.
      if (totals.length > 0 && amounts.length === 0 && columnsOf(line.clean).length === 1) {
        section = line.clean.trim();
        continue;
      }
      if (rows.length > 0 && amounts.length === 0) break;
      continue;
    }
    const under = (column: number) =>
      column < 0 ? undefined : amounts.find((a) => columnOf(columns as Column[], a) === column);
    const basis = under(basisColumn);
    const decedentBasis = under(decedentColumn);
    // The description is what precedes the first figure under a heading other than its own.
    const firstAmount =
      amounts.find((a) => columnOf(columns as Column[], a) > 0)?.start ?? line.clean.length;
    const row: HoldingRow = {
      label: holdingLabel(line.clean.slice(0, firstAmount)),
      value: value.value,
      ...(basis && { basis: basis.value }),
      ...(decedentBasis && { decedentBasis: decedentBasis.value }),
      ...(section !== undefined && { section }),
      line,
    };
    if (isTotalLabel(row.label)) {
      totals.push(row);
      if (!continuesAfterTotal(lines, index + 1)) break;
      continue;
    }
    rows.push(row);
  }
  if (columns === undefined || rows.length === 0) return undefined;
  const total = tableTotal(totals);
  return { table: { rows, ...(total && { total }) }, next: index + 1 };
}

/**
 * Whether a table goes on past a total: another part's heading (one run of words) or the
 * grand total follows it directly, never a blank line or another table's headings.
 */
function continuesAfterTotal(lines: readonly DocumentLine[], next: number): boolean {
  const line = lines[next];
  if (!line || line.clean === '') return false;
  if (amountsOn(line.clean).length === 0) return columnsOf(line.clean).length === 1;
  return isTotalLabel(holdingLabel(line.clean.slice(0, amountsOn(line.clean)[0]!.start)));
}

/**
 * The table's total: its one total row; of a table in parts, the grand total where the last
 * row adds up the parts' totals (within 1%), else the parts' totals added up.
 */
function tableTotal(totals: readonly HoldingRow[]): HoldingRow | undefined {
  const last = totals.at(-1);
  if (!last || totals.length === 1) return last;
  const parts = totals.slice(0, -1);
  const sum = parts.reduce((t, r) => t + r.value, 0);
  if (Math.abs(sum - last.value) <= 0.01 * Math.abs(last.value)) return last;
  const bases = totals.map((r) => r.basis);
  return {
    label: 'Total',
    value: totals.reduce((t, r) => t + r.value, 0),
    ...(bases.every((b) => b !== undefined) && {
      basis: bases.reduce((t: number, b) => t + b!, 0),
    }),
    line: { text: totals.map((r) => r.line.text).join('\n'), clean: last.line.clean },
  };
}
