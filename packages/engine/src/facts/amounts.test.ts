import { describe, expect, it } from 'vitest';
import { findAmounts, parseAmount } from './amounts';

describe('parseAmount', () => {
  it.each([
    ['$4.5M', 4_500_000],
    ['4.5 million', 4_500_000],
    ['$1,250,000.00', 1_250_000],
    ['3.2MM', 3_200_000],
    ['750k', 750_000],
    ['$750K', 750_000],
    ['twelve million', 12_000_000],
    ['two and a half million', 2_500_000],
    ['1.2 bn', 1_200_000_000],
    ['$1.2B', 1_200_000_000],
    ['half a million', 500_000],
    ['a million dollars', 1_000_000],
    ['twenty-five million', 25_000_000],
    ['one hundred fifty thousand', 150_000],
    ['2 and a half million', 2_500_000],
    ['about $3M', 3_000_000],
    ['approximately $3,000,000', 3_000_000],
    ['roughly 3 million', 3_000_000],
    ['~$12MM', 12_000_000],
    ['USD 2.5m', 2_500_000],
    ['$ 4.5 M.', 4_500_000],
    ['1,234,567', 1_234_567],
    ['1500000', 1_500_000],
    ['900 dollars', 900],
    ['2B', 2_000_000_000],
    ['$2b', 2_000_000_000],
    // Tax-form line labels and columns: a lone letter is not a scale here.
    ['2a 18,200 b Taxable interest', 18_200],
    ['Ordinary dividends 3b 78,950', 78_950],
  ])('reads %s as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    ['$3-4M', 3_500_000],
    ['$3M to $4M', 3_500_000],
    ['between 5 and 6 million', 5_500_000],
    ['5–6MM', 5_500_000],
    ['$500k-1M', 750_000],
  ])('reads the range %s as its midpoint %d', (text, expected) => {
    const [mention] = findAmounts(text);
    expect(mention?.value).toBe(expected);
    expect(mention!.range!.low + mention!.range!.high).toBe(expected * 2);
  });

  it.each([
    'in 2026',
    'age 58',
    '15%',
    '40 percent',
    '401k and 403b',
    '2,500 sq ft',
    '1,000 shares',
    'ages 58-62',
    'Austin TX 78701',
    '457b plan',
    'Policy No. 1234567890',
    'Account # 44718892',
    'Routing 021000021',
    'EIN 591234567',
    'Tax ID 59-1234567',
    'Reference: 5550187123',
  ])('finds no amount in %s', (text) => {
    expect(findAmounts(text)).toEqual([]);
  });

  it('marks yearly and monthly figures', () => {
    const [yearly, monthly] = findAmounts('gives $50k a year and spends $20k/month');
    expect(yearly?.period).toBe('year');
    expect(monthly?.period).toBe('month');
  });

  it('reads a period on the amount’s own line only, before it as well as after', () => {
    const text = 'Your monthly benefit: $3,980\nCash value $842,115\nAnnual premium $61,000';
    expect(findAmounts(text).map((a) => a.period)).toEqual(['month', undefined, undefined]);
  });

  it('keeps each amount where it is written', () => {
    const text = 'House $2M, mortgage 600k';
    const spans = findAmounts(text).map((a) => text.slice(a.start, a.end));
    expect(spans).toEqual(['$2M', '600k']);
  });
});

describe('amounts in pounds and euros', () => {
  it('are converted at the rate the text states', () => {
    expect(
      findAmounts('Flat in London, now ~£400k, let out - use 1.27 $/£ for now.').map(
        (m) => m.value,
      ),
    ).toEqual([508_000]);
    expect(findAmounts('Villa 2M EUR; EUR 1 = $1.08.')[0]?.value).toBe(2_160_000);
  });

  it('are left out when the text gives no rate: not dollars, and no rate is assumed', () => {
    expect(findAmounts('Villa €2M in Spain.')).toEqual([]);
  });
});

describe('equity grants counted, not valued', () => {
  it("reads '40,000 ISOs' as a count of options, and '$150k RSUs' as a value", () => {
    const values = (text: string) => findAmounts(text).map((a) => a.value);
    expect(values('Holds 40,000 ISOs, strike $2, current 409A FMV $22.')).toEqual([2, 22]);
    expect(values('Granted 12k options and 9,000 NSOs last year.')).toEqual([]);
    expect(values('Also $150k RSUs vesting next year.')).toEqual([150_000]);
  });
});

describe('a company named by a figure', () => {
  it("is no amount beside 'Co' or its ticker, nor wherever the text writes it bare", () => {
    const text = 'Tom retired (3M), 3M Co stock in joint acct. Home ~$1.1M.';
    expect(findAmounts(text).map((a) => a.value)).toEqual([1_100_000]);
    expect(findAmounts('Holds 3M (MMM) shares; IRA $2M').map((a) => a.value)).toEqual([2_000_000]);
  });

  it('is no amount in notes where a document names it so, while money written with a sign stays', () => {
    const text = 'Tom retired (3M). Qs: 3M stock. Brokerage ~3M at Schwab.';
    expect(findAmounts(text).map((a) => a.value)).toEqual([3_000_000, 3_000_000, 3_000_000]);
    expect(findAmounts(text, ['3M']).map((a) => a.value)).toEqual([3_000_000]);
  });
});
