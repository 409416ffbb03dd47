const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** SPEC 9: USD with no decimals, e.g. `$5,000,000`. */
export function formatCurrency(amount: number): string {
  return usd.format(amount);
}

const compactUsd = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  style: 'currency',
  currency: 'USD',
});

/** A chart axis's short USD: `$1.2M`, `$350K`. */
export function formatCompactCurrency(amount: number): string {
  return compactUsd.format(amount);
}

/**
 * SPEC 9: en-US date with a 12-hour time, e.g. `Nov 21, 2026, 3:05 PM`. `timeZone` defaults to
 * the viewer's zone; tests pass one to stay deterministic.
 */
export function formatDate(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
}

/** SPEC /strategies: a strategy's minimum net worth, e.g. `$5,000,000+`. */
export function formatMinimumNetWorth(amount: number): string {
  return `${formatCurrency(amount)}+`;
}
