/**
 * Lines of an extracted document and the amounts on them. Everything here is one pass over the
 * text with patterns that cannot backtrack badly, so a document of any size reads in time
 * proportional to its length.
 */

/** Longer lines are running prose or a page flattened onto one line, never a labelled figure. */
const MAX_LINE_LENGTH = 1_000;

export interface DocumentLine {
  /** The line exactly as the document has it (trimmed): the quote of what is read from it. */
  text: string;
  /** The same line with scanner noise smoothed, for reading only. */
  clean: string;
  /**
   * How far the line was indented before trimming, so that a figure can be set under the label
   * of its column (forms printed as a grid of boxes); 0 where unknown.
   */
  indent?: number;
}

/** The document's lines, each with a cleaned reading copy; overlong lines are left out. */
export function documentLines(text: string): DocumentLine[] {
  const lines: DocumentLine[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const trimmed = raw.trim();
    if (trimmed.length > MAX_LINE_LENGTH) continue;
    const indent = raw.length - raw.trimStart().length;
    lines.push({ text: trimmed, clean: cleanScannedLine(trimmed), indent });
  }
  return lines;
}

/**
 * Text recognition leaves stray marks and misread characters: '|' rules between columns, 'S'
 * or '§' for '$', 'O' and 'l' inside figures, a space after a thousands comma.
 */
export function cleanScannedLine(line: string): string {
  // Most lines are clean: one test each spares the rewriting.
  let clean = line;
  if (/[|¦»«©®™~^_\u2212\u2012\u2013\u2014\t]/.test(clean)) {
    clean = clean
      .replace(/[|¦»«©®™~^_]+/g, ' ')
      .replace(/[\u2212\u2012\u2013\u2014]/g, '-')
      .replace(/\t/g, '  ');
  }
  if (/[S§]\d/.test(clean)) clean = clean.replace(/(^|[\s(])[S§](?=\d)/g, '$1$$');
  if (/[\d$,.][OolI]|[OolI][\d,.]/.test(clean))
    clean = clean.replace(/[$\d][\dOolI,.]*/g, misreadDigits);
  if (/\d, \d/.test(clean)) clean = clean.replace(/(\d),[ ](\d{3})(?!\d)/g, '$1,$2');
  return clean;
}

/** 'l,2l0.55' and '24O,OOO' inside a figure: letters read for digits (not '10 lots', '1Oak'). */
function misreadDigits(token: string, offset: number, line: string): string {
  if (/[A-Za-z]/.test(line[offset + token.length] ?? ' ') || !/\d/.test(token)) return token;
  return token.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
}

/** A figure on a line, where it sits, and whether it was written as money. */
export interface Amount {
  value: number;
  start: number;
  end: number;
  hasCurrency: boolean;
}

const AMOUNT =
  /(\()?([-+])?(?:(\$)[ ]?)?([-+])?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:[ ]?(MM|mm|M|m|K|k|million|thousand|billion|bn)(?![A-Za-z]))?(\))?/g;

const SCALE: Record<string, number> = {
  MM: 1e6,
  mm: 1e6,
  M: 1e6,
  m: 1e6,
  k: 1e3,
  million: 1e6,
  K: 1e3,
  thousand: 1e3,
  billion: 1e9,
  bn: 1e9,
};

/** Words after which a number names a line, box, form or account rather than an amount. */
const REFERENCE_BEFORE =
  /(?:\b(?:lines?|box(?:es)?|schedule|form|part|page|item|no|ending(?: in)?|acct|account|policy|number|suite|ste|apt|unit|id)\.?\s*#?|#\s?|x{2,}|\*{2,})$/i;

/** What follows a count, a rate or a measure rather than money. */
const NOT_MONEY_AFTER =
  /^\s?(?:%|percent\b|pct\b|bps\b|shares?\b|units?\b|sh\b|sq\.?\s?f|square\b|acres?\b|years?\b|yrs?\b|months?\b|mos?\b|days?\b|employees\b|people\b)/i;

/**
 * The amounts on a (cleaned) line. Dates, percentages, years, line references ('1a', 'box 1',
 * 'line 26'), account numbers and counts are not amounts; '(1,200)' and '-1,200' are negative.
 */
export function amountsOn(line: string): Amount[] {
  const found: Amount[] = [];
  for (const m of line.matchAll(AMOUNT)) {
    const start = m.index;
    // A lone letter after a space is a scale only after a currency sign ('$1.2 M'); without one
    // it is the next word ('1420 K St'), and the figure ends before it.
    const spacedLetter =
      !m[3] && m[7] !== undefined && m[7].length === 1 && / [A-Za-z]\)?$/.test(m[0]);
    const end = spacedLetter ? start + m[0].lastIndexOf(' ') : start + m[0].length;
    const before = line[start - 1] ?? ' ';
    const after = line[end] ?? ' ';
    if (/[A-Za-z0-9/#]/.test(before) || /[A-Za-z0-9/]/.test(after)) continue;
    if (before === '-' && /[A-Za-z0-9]/.test(line[start - 2] ?? ' ')) continue;
    if (/[-:]/.test(after) && /\d/.test(line[end + 1] ?? ' ')) continue;
    // An identifier: 'Account: 8812-DON-02'.
    if (after === '-' && /[A-Za-z]/.test(line[end + 1] ?? ' ')) continue;
    if (/[.,]\d/.test(line.slice(end, end + 2))) continue;
    if (NOT_MONEY_AFTER.test(line.slice(end, end + 12))) continue;
    const digits = m[5] ?? '';
    const decimals = m[6] ?? '';
    const hasCurrency = Boolean(m[3]);
    if (!hasCurrency && REFERENCE_BEFORE.test(line.slice(Math.max(0, start - 16), start))) continue;
    const scale = m[7] && !spacedLetter ? SCALE[m[7]] : undefined;
    const isPlainInteger = !hasCurrency && !scale && !decimals && !digits.includes(',');
    // A bare 19xx/20xx is a year; a bare one-digit number is a line or column reference.
    if (isPlainInteger && /^(?:19|20)\d{2}$/.test(digits)) continue;
    // 'Princeton, NJ 08540': a ZIP code after a state's postal code.
    if (
      isPlainInteger &&
      digits.length === 5 &&
      /\b[A-Z]{2}\s+$/.test(line.slice(Math.max(0, start - 4), start))
    )
      continue;
    const isParenthesised = Boolean(m[1] && m[8] && !spacedLetter);
    // '(67)' after 'full retirement age', '(2)' in a list: a note in brackets, not a loss.
    if (m[1] && isPlainInteger && digits.length <= 3) continue;
    const isNegative = isParenthesised || m[2] === '-' || m[4] === '-';
    const magnitude = Number(digits.replace(/,/g, '') + decimals) * (scale ?? 1);
    if (!Number.isFinite(magnitude)) continue;
    found.push({
      value: isNegative ? -magnitude : magnitude,
      start,
      end,
      hasCurrency: hasCurrency || scale !== undefined,
    });
  }
  return found;
}

/**
 * The amount a segment of a line states: the first written as money (a summary's 'This period'
 * before 'Year to date'), else the last figure (forms print the line number before the amount:
 * 'total income . . . 9 796,760').
 */
export function statedAmount(amounts: Amount[]): Amount | undefined {
  const money = amounts.filter((a) => a.hasCurrency);
  if (money.length > 0) return money[0];
  return amounts.filter((a) => Math.abs(a.value) >= 10 || a.value === 0).at(-1);
}

/** True when a line holds figures and nothing else (a row of amounts under a row of labels). */
export function isAmountsOnly(line: string): boolean {
  return /^[\s$()\-+\d,.MKmk]+$/.test(line) && /\d/.test(line);
}
