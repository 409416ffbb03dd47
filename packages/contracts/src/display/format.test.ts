import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatMinimumNetWorth } from './format';

describe('formatCurrency', () => {
  it('formats USD with thousands separators and no decimals', () => {
    expect(formatCurrency(5_000_000)).toBe('$5,000,000');
    expect(formatCurrency(1234.56)).toBe('$1,235');
    expect(formatCurrency(0)).toBe('$0');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCurrency(-2500)).toBe('-$2,500');
  });
});

describe('formatMinimumNetWorth', () => {
  it('appends a plus to the amount', () => {
    expect(formatMinimumNetWorth(250_000)).toBe('$250,000+');
    expect(formatMinimumNetWorth(50_000_000)).toBe('$50,000,000+');
  });
});

describe('formatDate', () => {
  it('uses en-US with a 12-hour time', () => {
    expect(formatDate('2026-11-21T15:05:00Z', 'UTC')).toBe('Nov 21, 2026, 3:05 PM');
    expect(formatDate('2026-01-02T00:30:00Z', 'UTC')).toBe('Jan 2, 2026, 12:30 AM');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2024, 6, 4, 9, 0);
    expect(formatDate(new Date(instant), 'UTC')).toBe('Jul 4, 2024, 9:00 AM');
    expect(formatDate(instant, 'UTC')).toBe('Jul 4, 2024, 9:00 AM');
  });

  it('applies the time zone', () => {
    expect(formatDate('2026-11-21T15:05:00Z', 'America/New_York')).toBe('Nov 21, 2026, 10:05 AM');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
