import { describe, expect, it } from 'vitest';
import { withinBaselineTax } from './income-tax-years';

describe('withinBaselineTax', () => {
  it('cuts the savings of a year in proportion to fit the tax the baseline pays', () => {
    const { counted, beyond } = withinBaselineTax(
      [new Map([[2026, 60]]), new Map([[2026, 40]]), new Map([[2027, 10]])],
      () => 50,
    );
    // 100 saved against 50 paid in 2026: each kept at half; 2027's 10 fits.
    expect(counted.map((f) => [...f])).toEqual([[[2026, 30]], [[2026, 20]], [[2027, 10]]]);
    expect([...beyond]).toEqual([[2026, 50]]);
  });

  it('leaves room for the tax a strategy adds (a Roth conversion) and keeps that tax whole', () => {
    const { counted, beyond } = withinBaselineTax(
      [new Map([[2026, 100]]), new Map([[2026, -20]])],
      () => 50,
    );
    // The conversion adds 20 of tax: 70 can be saved that year.
    expect(counted.map((f) => [...f])).toEqual([[[2026, 70]], [[2026, -20]]]);
    expect([...beyond]).toEqual([[2026, 30]]);
  });

  it('counts nothing in a year the baseline pays no income tax', () => {
    const { counted } = withinBaselineTax([new Map([[2030, 5]])], () => 0);
    expect([...counted[0]!]).toEqual([[2030, 0]]);
  });
});
