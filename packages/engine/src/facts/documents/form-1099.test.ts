import { describe, expect, it } from 'vitest';
import { form1099Reader } from './form-1099';

const COMPOSITE = `2025 TAX REPORTING STATEMENT - COMPOSITE FORM 1099     Account 5520-1187
FORM 1099-DIV  Dividends and Distributions
1a Total ordinary dividends ........................ $84,211.07
1b Qualified dividends (included in box 1a) ....... $71,302.55
2a Total capital gain distr. ....................... $3,410.00
4  Federal income tax withheld ..................... $0.00
FORM 1099-INT  Interest Income
1  Interest income ................................. $9,822.16
3  Interest on U.S. Savings Bonds and Treas. obligations $1,204.00
8  Tax-exempt interest ............................. $31,544.00
FORM 1099-B  Summary of Proceeds, Gains & Losses
Total proceeds ..................................... $1,284,330.12
Total cost basis ................................... $902,114.77
Realized gain/loss ................................. $382,215.35`;

describe('1099 composite reader', () => {
  const found = form1099Reader.read({ name: '1099.pdf', text: COMPOSITE });
  const income = found.flatMap((o) => (o.field === 'income' ? [o.value] : []));

  it('keeps qualified dividends as the part of ordinary dividends they are', () => {
    const ordinary = income.find((i) => i.source === 'ordinary-dividends');
    const qualified = income.find((i) => i.source === 'qualified-dividends');
    expect(ordinary?.amount).toBe(84_211.07);
    expect(qualified?.amount).toBe(71_302.55);
    // Everything that adds to income: qualified dividends are left out (inside box 1a).
    const additive = income
      .filter((i) => i.source !== 'qualified-dividends')
      .reduce((s, i) => s + i.amount, 0);
    expect(additive).toBeCloseTo(84_211.07 + 3_410 + 9_822.16 + 1_204 + 31_544 + 382_215.35, 2);
  });

  it('reads the realized gain, never the proceeds or the basis, as income', () => {
    expect(
      income.find((i) => i.source === 'capital-gains' && !i.recurring && i.amount === 382_215.35),
    ).toBeDefined();
    expect(income.some((i) => i.amount === 1_284_330.12 || i.amount === 902_114.77)).toBe(false);
    expect(
      found.find((o) => o.field === 'other' && o.value.amount === 1_284_330.12)?.quote,
    ).toMatch(/^Total proceeds/);
  });
});

describe('a composite 1099’s account value', () => {
  it('is the taxable account it reports on, its figure on the line below its label', () => {
    const text = `Schwab One® Account of   TAX REPORTING STATEMENT  2025
Summary of Form 1099-DIV
  Total Ordinary Dividends (1a)                    $ 7,115.22
Total Account Value as of 12/31/2025 (for informational purposes only)
                                                   $ 612,404.18`;
    const found = form1099Reader.read({ name: '1099.pdf', text });
    expect(found.find((o) => o.field === 'account')?.value).toMatchObject({
      kind: 'taxable',
      amount: 612_404.18,
    });
  });
});

describe('a composite 1099 whose lines begin with the form name', () => {
  it("reads '1099-DIV  1a Total ordinary dividends' and the year-end account value with its date", () => {
    const found = form1099Reader.read({
      name: '1099b_summary.txt',
      text: `Charles Schwab & Co., Inc.          2024 FORM 1099 COMPOSITE & YEAR-END SUMMARY
1099-DIV  1a Total ordinary dividends  21,880.14   1b Qualified dividends  17,944.20   2a Total capital gain distr.  3,120.00
1099-INT  1  Interest income            4,228.65
Account value 12/31/2024: $1,214,660.32`,
    });
    expect(found.map((o) => [o.field, o.value])).toEqual([
      ['income', { source: 'ordinary-dividends', amount: 21_880.14, recurring: true }],
      ['income', { source: 'qualified-dividends', amount: 17_944.2, recurring: true }],
      ['income', { source: 'capital-gains', amount: 3_120, recurring: false }],
      ['income', { source: 'interest', amount: 4_228.65, recurring: true }],
      [
        'account',
        { kind: 'taxable', label: 'Account reported on the Form 1099', amount: 1_214_660.32 },
      ],
    ]);
  });
});
