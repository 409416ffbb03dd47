import { describe, expect, it } from 'vitest';
import { formatNetWorth, parseNetWorth } from './net-worth';

describe('parseNetWorth', () => {
  it('reads million and billion suffixes, spelled out or short', () => {
    expect(parseNetWorth('Net worth about $5 million.')).toBe(5_000_000);
    expect(parseNetWorth('Estate of $2.5M')).toBe(2_500_000);
    expect(parseNetWorth('Family office with $1.2 billion')).toBe(1_200_000_000);
    expect(parseNetWorth('Holdings $3B')).toBe(3_000_000_000);
    expect(parseNetWorth('Holdings $4 MILLION')).toBe(4_000_000);
  });

  it('reads plain dollar amounts with separators', () => {
    expect(parseNetWorth('Income $750,000 a year')).toBe(750_000);
  });

  it('takes the largest amount in the notes', () => {
    expect(parseNetWorth('Mortgage $800,000; business worth $12 million; cash $2M')).toBe(
      12_000_000,
    );
  });

  it('does not treat words starting with m or b as suffixes', () => {
    expect(parseNetWorth('$500 monthly, $20 bonus')).toBe(500);
  });

  it('is 0 when no dollar amount appears', () => {
    expect(parseNetWorth('Client is 54, married, two children. 5 million in stock.')).toBe(0);
  });
});

describe('formatNetWorth', () => {
  it('formats the amount as USD without decimals', () => {
    expect(formatNetWorth('Worth $2.5 million')).toBe('$2,500,000');
  });

  it("says 'Not specified' when nothing was found", () => {
    expect(formatNetWorth('no figures here')).toBe('Not specified');
  });
});
