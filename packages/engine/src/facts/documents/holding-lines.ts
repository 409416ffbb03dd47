import { amountsOn, type Amount, type DocumentLine } from './line-text';
import { holdingOf, isTotalLabel, type Side } from './holdings';
import type { Reading } from './labelled-lines';

/**
 * The holdings a line of a list states: each clause ('AUM with us: $4.2M. Held-away assets:
 * $1.1M (Fidelity 401k)') read as the words before its amount and any bracket right after it.
 */

// Income, gains, payments and rates are not holdings, whatever account they mention.
const NOT_HOLDING =
  /\b(?:income|gains?|loss(?:es)?|proceeds|premiums?|payments?|price|rate|limit|withheld|tax(?:es)?\b(?!-)|fees?|expenses?|dividends?|distributions?|contributions?|deductions?|salary|wages|bonus|benefits?|basis)\b/i;

const CLAUSE_END = /;|\.\s+(?=[A-Z])/g;

export interface LabelledAmount {
  label: string;
  amount: Amount;
}

/** Each clause of the line with its first amount (money when written as money). */
export function labelledAmounts(line: string): LabelledAmount[] {
  const found: LabelledAmount[] = [];
  // A table's row: the cells before the amount are its label ('Brokerage  H & W JTWROS  n/a').
  let start = 0;
  const ends = [...line.matchAll(CLAUSE_END)].map((m) => m.index);
  for (const end of [...ends, line.length]) {
    const clause = line.slice(start, end);
    const amounts = amountsOn(clause);
    const amount =
      amounts.find((a) => a.hasCurrency) ?? amounts.find((a) => Math.abs(a.value) >= 1_000);
    if (amount) {
      const bracket =
        /^\s*(?:est\.?|approx\.?)?\s*(\([^)]{0,60}\))/.exec(clause.slice(amount.end))?.[1] ?? '';
      const label = `${clause.slice(0, amount.start)} ${bracket}`
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
export function holdingsOnLine(line: DocumentLine, side: Side): Reading[] {
  return labelledAmounts(line.clean).flatMap(({ label, amount }) => {
    // '$0' states there is none.
    if (isTotalLabel(label) || amount.value === 0) return [];
    if (side !== 'liability' && NOT_HOLDING.test(label.replace(/\bno\s+\w+/gi, ''))) return [];
    const holding = holdingOf(label, amount.value, side);
    return holding ? [holding] : [];
  });
}
