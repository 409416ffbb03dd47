import { formatCurrency } from './format';

const MULTIPLIERS: Record<string, number> = {
  million: 1e6,
  mm: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
};

// "$5 million", "$2.5M", "$1.2 billion", "$750,000": a dollar sign, a number, an optional suffix.
const DOLLAR_AMOUNT = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(million|billion|mm|bn|m|b)?\b/gi;

/**
 * SPEC 9: the client's net worth read from the notes' dollar amounts (million and billion
 * suffixes understood). The largest amount wins, since notes list assets and debts beside the
 * total; 0 when the notes name no dollar amount.
 */
export function parseNetWorth(notes: string): number {
  let largest = 0;
  for (const match of notes.matchAll(DOLLAR_AMOUNT)) {
    const amount = Number((match[1] ?? '').replace(/,/g, ''));
    const multiplier = MULTIPLIERS[(match[2] ?? '').toLowerCase()] ?? 1;
    if (Number.isFinite(amount)) largest = Math.max(largest, amount * multiplier);
  }
  return largest;
}

/** SPEC 9: a parsed net worth as USD with no decimals, or 'Not specified' when 0. */
export function formatNetWorthAmount(netWorth: number): string {
  return netWorth === 0 ? 'Not specified' : formatCurrency(netWorth);
}

/** SPEC 9: the notes' net worth as USD with no decimals, or 'Not specified' when none. */
export function formatNetWorth(notes: string): string {
  return formatNetWorthAmount(parseNetWorth(notes));
}
