import { amountsOn, type Amount, type DocumentLine } from './line-text';
import { holdingOf, isTotalLabel, type Side } from './holdings';
import type { Reading } from './labelled-lines';

/**
 * The holdings a line of a list states: each clause ('AUM with us: $4.2M. Held-away assets:
 * $1.1M (Fidelity 401k)') read as the words before its amount and any bracket right after it.
 */

// Income, gains, payments and rates are not holdings, whatever account they mention; nor is a
// value per share or unit (a 409A letter's 'Fair Market Value per Share of Common Stock $4.12'),
// the price of one share and not what anyone holds.
const NOT_HOLDING =
  /\b(?:income|gains?|loss(?:es)?|proceeds|premiums?|payments?|price|rate|limit|withheld|tax(?:es)?\b(?!-)|fees?|expenses?|dividends?|distributions?|contributions?|deductions?|salary|wages|bonus|basis|per\s+(?:share|unit))\b/i;

// A sentence's end, not an abbreviation's ('Marketable securities (Sch. A)', 'Smith & Co. LLC').
const CLAUSE_END =
  /;|(?<!\b(?:Sch|Schs|No|Nos|Inc|Co|Corp|Ltd|Jr|Sr|St|Ave|Rd|Ln|Mr|Mrs|Ms|Dr|approx|est|Acct|Ref))\.\s+(?=[A-Z])/g;

/**
 * The amounts a clause states one holding each for: every money amount preceded by its own words
 * ('Home worth $800k, mortgage $200k'); else one, the largest of figures side by side (a row's
 * price, value and basis without headings: the value is the largest but for a rare loss).
 */
function clauseAmounts(clause: string): Amount[] {
  const amounts = amountsOn(clause);
  // A form's dollar column sets its sign apart from the figure ('$   395,000'): money all the same.
  const money = amounts.filter((a) => a.hasCurrency || /\$\s*$/.test(clause.slice(0, a.start)));
  const isEachLabelled = money.every(
    (a, i) => i === 0 || /[A-Za-z]{2}/.test(clause.slice(money[i - 1]?.end ?? 0, a.start)),
  );
  if (money.length > 1 && isEachLabelled) return money;
  const pool = money.length > 0 ? money : amounts.filter((a) => Math.abs(a.value) >= 1_000);
  const largest = pool.reduce<Amount | undefined>(
    (best, a) => (best === undefined || Math.abs(a.value) > Math.abs(best.value) ? a : best),
    undefined,
  );
  return largest ? [largest] : [];
}

export interface LabelledAmount {
  label: string;
  amount: Amount;
}

/** Each holding a line states: its amount and the words before it in its clause. */
export function labelledAmounts(line: string): LabelledAmount[] {
  const found: LabelledAmount[] = [];
  // A table's row: the cells before the amount are its label ('Brokerage  H & W JTWROS  n/a').
  let start = 0;
  const ends = [...line.matchAll(CLAUSE_END)].map((m) => m.index);
  for (const end of [...ends, line.length]) {
    const clause = line.slice(start, end);
    let labelStart = 0;
    for (const amount of clauseAmounts(clause)) {
      const bracket =
        /^\s*(?:est\.?|approx\.?)?\s*(\([^)]{0,60}\))/.exec(clause.slice(amount.end))?.[1] ?? '';
      // A column's currency sign set apart from its figure ('Chase ....... $  300,000') and the
      // dot leader before it belong to neither the label nor the amount.
      const words = clause
        .slice(labelStart, amount.start)
        .replace(/^\s*(?:\([^)]{0,60}\))?[\s,]*/, '')
        .replace(/(?:\s*\.{2,})?\s*\$\s*$/, '');
      labelStart = amount.end;
      const label = `${words} ${bracket}`
        .replace(/\s+/g, ' ')
        .replace(/\bn\/a\b/gi, '')
        .trim();
      if (/[A-Za-z]{2}/.test(label)) found.push({ label, amount });
    }
    start = end + 1;
  }
  return found;
}

/** The holdings stated on one line of a list, on the given side of the balance sheet. */
/** A credit line's limit is what could be owed, not a balance: 'HELOC (undrawn, $100,000 limit)'. */
const CREDIT_LIMIT =
  /\$\s?[\d,.]+\s*[kKmM]?\s+(?:credit\s+)?limit\b|\b(?:credit\s+)?limit\s*(?:of|:)?\s*\$\s?[\d,.]+\s*[kKmM]?/gi;

export function holdingsOnLine(line: DocumentLine, side: Side): Reading[] {
  return labelledAmounts(line.clean.replace(CREDIT_LIMIT, ' ')).flatMap(({ label, amount }) => {
    // '$0' states there is none.
    if (isTotalLabel(label) || amount.value === 0) return [];
    if (side !== 'liability' && NOT_HOLDING.test(label.replace(/\bno\s+\w+/gi, ''))) return [];
    // A holding's value and a debt's balance are amounts held or owed: brackets around one
    // ('Vanguard brokerage ($4,800,000)') set it aside in the sentence, they do not make a loss.
    const holding = holdingOf(label, Math.abs(amount.value), side);
    return holding ? [holding] : [];
  });
}
