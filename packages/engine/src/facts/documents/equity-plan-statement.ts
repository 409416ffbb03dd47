import type { ClientDocument, Observation } from '../observation';
import type { DocumentLine } from './line-text';
import { kindReader } from './reader';

/**
 * An employee's stock plan statement: the market price, the shares held with their cost basis,
 * the option grants (type, exercisable and unvested counts, strike) and unvested awards. Each
 * table is read by its own header row, so the columns may come in any order.
 */

type Column =
  | 'label'
  | 'shares'
  | 'basisPerShare'
  | 'basis'
  | 'value'
  | 'type'
  | 'exercisable'
  | 'unvested'
  | 'strike';

/** Header words to columns; the first that matches names the column. */
const COLUMN_NAMES: [RegExp, Column][] = [
  [/basis\s*(?:\/|per)\s*sh/i, 'basisPerShare'],
  [/basis/i, 'basis'],
  [/strike|^exercise(?:\s+price)?$|grant\s+price/i, 'strike'],
  [/^type$/i, 'type'],
  [/^(?:unvested|unexercisable)/i, 'unvested'],
  [/exercisable|^vested/i, 'exercisable'],
  [/^(?:shares|units|quantity)$/i, 'shares'],
  [/market\s+value|est\.?\s+value|^value$/i, 'value'],
  [/^(?:source|grant|description|award)$/i, 'label'],
];

const OPTION_TYPE = /^(ISO|NSO|NQSO|NQ)$/i;
// The price in dollars, past any date the line gives it as of ('Market price as of 01/14/2026: $ 142.35').
const MARKET_PRICE =
  /(?:market|share|stock|closing)\s+price(?:[^$\n]*\$\s*|[^$\d\n]*)([\d,]+(?:\.\d+)?)/i;
/** Shares held, written as labelled figures on one line: 'Shares: 9,400  Market value: $ 1,338,090  Cost basis: $ 412,300'. */
const HELD_INLINE =
  /\bshares\s*:\s*([\d,]+)\b[^\n]*?\bmarket\s+value\s*:\s*\$?\s*([\d,]+(?:\.\d+)?)(?:[^\n]*?\bcost\s+basis\s*:\s*\$?\s*([\d,]+(?:\.\d+)?))?/i;
/** Grants of units that vest: what is listed is not held until released. */
const NOT_HELD =
  /unvested|restricted\s+stock\s+units?|\bRSUs?\b|performance\s+(?:share|stock)\s+units?/i;
/** A section of shares held, whatever it says they came from ('SHARES HELD (from RSU releases)'). */
const HELD_SECTION = /\b(?:shares\s+)?held\b|\bholdings?\b/i;
const NOT_YET = /\bunvested\b|\bnot\s+(?:yet\s+)?(?:held|released|vested)\b/i;
/** A table's total row: the sum of the rows above it, no holding of its own. */
const TOTAL_ROW = /^\s*total\b/i;

const number = (cell: string | undefined): number | undefined => {
  if (cell === undefined) return undefined;
  const n = Number(cell.replace(/[$,\s]/g, ''));
  return cell.trim() !== '' && Number.isFinite(n) ? n : undefined;
};

/** A header row's columns, when at least two of its cells name one. */
function headerOf(line: string): (Column | undefined)[] | undefined {
  const cells = line.split(/\s{2,}/).map((c) => c.trim());
  const columns = cells.map((c) => COLUMN_NAMES.find(([re]) => re.test(c))?.[1]);
  return columns.filter(Boolean).length >= 2 ? columns : undefined;
}

/** A data row split to the header's width: by wide gaps, else by every space. */
function cellsOf(raw: string, width: number): string[] | undefined {
  // A currency sign set apart from its figure ('$   553,000.00') is one cell with it.
  const line = raw.replace(/\$\s+/g, '$');
  const wide = line.split(/\s{2,}/);
  if (wide.length === width) return wide;
  const narrow = line.split(/\s+/);
  return narrow.length === width ? narrow : undefined;
}

function rowObservation(
  row: Partial<Record<Column, string>>,
  section: string,
  price: number | undefined,
  quote: string,
  document: string,
): Observation | undefined {
  const origin = { kind: 'document' as const, document };
  const type = row.type?.trim().toUpperCase();
  const strike = number(row.strike);
  if (type && OPTION_TYPE.test(type) && strike !== undefined) {
    const exercisable = number(row.exercisable) ?? 0;
    const unvested = number(row.unvested) ?? 0;
    return {
      field: 'stockOption',
      value: {
        type: type === 'ISO' ? 'ISO' : 'NSO',
        exercisable,
        unvested,
        strike,
        ...(price !== undefined ? { price } : {}),
      },
      quote,
      origin,
    };
  }
  const shares = number(row.shares);
  const value = number(row.value) ?? (shares !== undefined && price ? shares * price : undefined);
  if (value === undefined) return undefined;
  const label = row.label?.trim() || 'Employer stock';
  // Awards not yet vested are not held: shown to the advisor, never counted.
  const held = HELD_SECTION.test(section) && !NOT_YET.test(section);
  if (NOT_HELD.test(section) && !held)
    return {
      field: 'other',
      value: { label: `${label} (unvested, not held)`, amount: value },
      quote,
      origin,
    };
  const basisPerShare = number(row.basisPerShare);
  const basis =
    number(row.basis) ??
    (basisPerShare !== undefined && shares !== undefined
      ? Math.round(basisPerShare * shares * 100) / 100
      : undefined);
  return {
    field: 'position',
    value: { label, amount: value, ...(basis !== undefined ? { basis } : {}), isPublic: true },
    quote,
    origin,
  };
}

function readPlanTables(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const price = lines.map((l) => number(MARKET_PRICE.exec(l.clean)?.[1])).find((p) => p);
  const out: Observation[] = [];
  let section = '';
  let header: (Column | undefined)[] | undefined;
  let afterHeader = false;
  for (const line of lines) {
    if (line.clean === '') continue;
    const held = HELD_INLINE.exec(line.clean);
    if (held) {
      const observation = rowObservation(
        { label: 'Employer stock held', shares: held[1], value: held[2], basis: held[3] },
        '',
        price,
        line.text,
        document.name,
      );
      if (observation) out.push(observation);
      continue;
    }
    const found = headerOf(line.clean);
    if (found) {
      header = found;
      afterHeader = true;
      continue;
    }
    // A header's second line ('price   (exercisable)') carries no figures: the header stands.
    if (afterHeader && header && !/\d/.test(line.clean)) continue;
    afterHeader = false;
    if (header && TOTAL_ROW.test(line.clean)) continue;
    const cells = header && cellsOf(line.clean, header.length);
    if (!header || !cells) {
      // A line that is not a row of the current table is a section heading ('UNVESTED RSUs').
      section = line.clean;
      header = undefined;
      continue;
    }
    const row: Partial<Record<Column, string>> = {};
    header.forEach((column, i) => {
      if (column) row[column] ??= cells[i];
    });
    const observation = rowObservation(row, section, price, line.text, document.name);
    if (observation) out.push(observation);
  }
  return withSharesHeld(out, document.name);
}

/**
 * The lots of employer stock held are one position, the employer's shares, and the plan
 * account that holds them (taxable: bought or released shares are the employee's own), so the
 * household's assets count them and the concentration is seen with its cost basis.
 */
function withSharesHeld(found: Observation[], document: string): Observation[] {
  const lots = found.filter(
    (o): o is Extract<Observation, { field: 'position' }> => o.field === 'position',
  );
  if (lots.length === 0) return found;
  const amount = lots.reduce((t, o) => t + o.value.amount, 0);
  const basis = lots.every((o) => o.value.basis !== undefined)
    ? Math.round(lots.reduce((t, o) => t + o.value.basis!, 0) * 100) / 100
    : undefined;
  const quote = lots.map((o) => o.quote).join('\n');
  const origin = { kind: 'document' as const, document };
  const withBasis = basis !== undefined ? { basis } : {};
  return [
    ...found.filter((o) => o.field !== 'position'),
    {
      field: 'position',
      value: { label: 'Employer stock', amount, ...withBasis, isPublic: true },
      quote,
      origin,
    },
    {
      field: 'account',
      value: {
        kind: 'taxable',
        label: 'Stock plan account (employer stock held)',
        amount,
        ...withBasis,
      },
      quote,
      origin,
    },
  ];
}

export const equityPlanStatementReader = kindReader({
  kind: 'equity-plan-statement',
  title:
    /stock\s+plan\s+(?:account\s+)?(?:summary|statement)|equity\s+(?:award|plan|compensation)\s+(?:summary|statement)/i,
  // An options table: a header with a strike column over a row of an ISO or NSO grant.
  signature: /\bstrike\b.*\n.*\b(?:ISO|NSO|NQSO)\b/i,
  name: /equity[-_ ]?(?:plan|award)|stock[-_ ]?plan|option[-_ ]?(?:summary|statement)/i,
  rows: [],
  readMore: readPlanTables,
});
