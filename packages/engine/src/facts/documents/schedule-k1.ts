import type { ClientDocument, EntityKind, Observation } from '../observation';
import { observe } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { incomeOf, noted } from './readings';
import { kindReader, type KindReader } from './reader';

/**
 * Schedule K-1 (Form 1065 or 1120-S): the owner's share of the entity's income (loss) by kind.
 * Distributions are cash paid out of the entity, not income; self-employment earnings restate
 * box 1 and are noted, not added. Net short- and long-term capital gains (boxes 8 and 9a) are
 * the year's income; a section 1231 gain is one-time.
 */

const ENTITY_NAME =
  /\b(?:partnership|corporation|entity|company)(?:'s)?(?:\s+name)?\s*[:-]\s*(.+?)(?:\s{2,}|$)/i;
const SHARE = /\b(?:share|percentage|ownership)\b[^%]{0,60}?(\d{1,3}(?:\.\d+)?)\s?%/i;

function entityOf(text: string): EntityKind | undefined {
  if (/1120-?s\b|s\s+corporation/i.test(text)) return 'S corporation';
  if (/\b1065\b|partnership/i.test(text)) return 'partnership';
  return undefined;
}

/** The entity the K-1 is from: its kind, its name and the owner's share, as one business. */
function readEntity(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const entity = entityOf(document.text.slice(0, 2_000));
  let name: string | undefined;
  let share: number | undefined;
  const quotes: string[] = [];
  for (const line of lines) {
    const named = name === undefined ? ENTITY_NAME.exec(line.clean)?.[1] : undefined;
    if (named) {
      name = named.trim();
      quotes.push(line.text);
    }
    const shared = share === undefined ? SHARE.exec(line.clean)?.[1] : undefined;
    if (shared) {
      share = Number(shared);
      quotes.push(line.text);
    }
  }
  if (name === undefined && share === undefined) return [];
  const value = {
    label:
      name ??
      (entity === 'S corporation' ? 'S corporation (Schedule K-1)' : 'Partnership (Schedule K-1)'),
    ...(entity && { entity }),
    ...(share !== undefined && share <= 100 && { ownershipPercent: share }),
  };
  return [observe(document, { field: 'business', value }, quotes.join('\n'))];
}

/**
 * A K-1 printed as the form is, in two columns: boxes 1-12 on the left, 13-17 (1120-S) or
 * 14-21 (1065) on the right, where each item is a code and its figure ('13 Credits ... P
 * 4,100', '16 Items affecting shareholder basis ... C 38,200 (nondeductible expenses)'). The
 * right column starts where its box numbers do, after a left box's words on the same line.
 */
const RIGHT_BOX = /(?<=\S[ \t]{2,})(?:1[3-9]|2[0-3])[ \t]+[A-Z][a-z]/;

/** The column the right-hand boxes start at, where the K-1 is laid out in two columns. */
function rightColumnStart(lines: readonly string[]): number | undefined {
  const starts = lines.flatMap((line) => {
    const m = RIGHT_BOX.exec(line);
    return m ? [m.index] : [];
  });
  return starts.length >= 2 ? Math.min(...starts) : undefined;
}

/**
 * The left column only: each line cut where a right-hand item starts (at or past the right
 * column, after a gap), so the right column's coded figures are never read as the left boxes'
 * ('2 Net rental real estate income (loss)  P 4,100' has no rental income: P is box 13's
 * credit; '5a Ordinary dividends  C 38,200' no dividends: C is box 16's nondeductible expenses).
 */
function leftColumn(text: string): string {
  const lines = text.split('\n');
  const start = rightColumnStart(lines);
  if (start === undefined) return text;
  return lines
    .map((line) => {
      // A line of the right column only ('QBI 1,742,380' under box 17).
      if (line.slice(0, start - 2).trim() === '' && line.length > start - 2) return '';
      for (const m of line.matchAll(/[ \t]{2,}\S/g)) {
        const at = m.index + m[0].length - 1;
        if (at >= start - 2) return line.slice(0, m.index);
      }
      return line;
    })
    .join('\n');
}

const twoColumnK1Reader = kindReader({
  kind: 'schedule-k-1',
  title: /\bschedule\s+k-?1\b|\bk-1\s+\(form|partner'?s\s+share\s+of|shareholder'?s\s+share\s+of/i,
  signature: /ordinary\s+business\s+income\s+\(?loss\)?/i,
  name: /(?:^|[^a-z])k-?1(?:[^0-9]|$)/i,
  rows: [
    {
      label: /ordinary\s+business\s+income\s+\(?loss\)?/gi,
      key: 'business',
      read: incomeOf('business'),
    },
    {
      label: /net\s+rental\s+real\s+estate\s+income\s+\(?loss\)?/gi,
      key: 'rental',
      read: incomeOf('rental'),
    },
    {
      label: /other\s+net\s+rental\s+income\s+\(?loss\)?/gi,
      key: 'other-rental',
      read: incomeOf('rental'),
    },
    {
      label: /guaranteed\s+payments(?:\s+for\s+(?:services|capital))?/gi,
      key: 'guaranteed',
      read: incomeOf('self-employment'),
    },
    { label: /interest\s+income/gi, key: 'interest', read: incomeOf('interest') },
    { label: /ordinary\s+dividends/gi, key: 'dividends', read: incomeOf('ordinary-dividends') },
    { label: /qualified\s+dividends/gi, key: 'qualified', read: incomeOf('qualified-dividends') },
    { label: /royalties/gi, key: 'royalties', read: incomeOf('other') },
    // The partner's share of the gains the partnership realised in the year is that year's
    // income, like its interest and dividends (a fund's carried interest arrives as boxes 8
    // and 9a), and the return counts it in total income. A section 1231 gain is the sale of
    // the business's own property: a one-time gain.
    {
      label: /net\s+short-term\s+capital\s+gain(?:\s+\(?loss\)?)?/gi,
      key: 'short-term',
      read: incomeOf('capital-gains'),
    },
    {
      label: /net\s+long-term\s+capital\s+gain(?:\s+\(?loss\)?)?/gi,
      key: 'long-term',
      read: incomeOf('capital-gains'),
    },
    {
      label: /net\s+section\s+1231\s+gain(?:\s+\(?loss\)?)?/gi,
      key: '1231',
      read: incomeOf('capital-gains', false),
    },
    { label: /distributions/gi, read: noted('Distributions (cash paid out, not income)') },
    {
      label: /net\s+earnings\s+\(?loss\)?\s+from\s+self-employment/gi,
      read: noted('Self-employment earnings (box 1 restated)'),
    },
    { label: /section\s+179\s+deduction/gi, read: noted('Section 179 deduction') },
    {
      label: /pension\/profit-sharing\s+contributions|retirement\s+plan\s+contributions/gi,
      read: noted('Retirement plan contributions'),
    },
    { label: /(?:beginning|ending)\s+capital\s+account/gi, read: noted('Capital account') },
  ],
  readMore: readEntity,
});

export const scheduleK1Reader: KindReader = {
  ...twoColumnK1Reader,
  read: (document) => twoColumnK1Reader.read({ ...document, text: leftColumn(document.text) }),
};
