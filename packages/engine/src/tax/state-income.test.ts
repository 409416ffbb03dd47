import { describe, expect, it } from 'vitest';
import { STATE_INCOME_BRACKETS_2026 } from './state-income-brackets';
import { stateIncomeTax } from './state-income';
import { isStateCode } from './state';

describe('state income tax by brackets and filing status (worked examples)', () => {
  it('New York, $700,000 joint: the 6.85% bracket, its lower brackets recaptured (IT-201 worksheet)', () => {
    // NY AGI $700,000 is over $323,200 + $50,000, so the whole taxable income is taxed at the
    // 6.85% rate of its bracket: 700,000 x 0.0685 = 47,950.
    const r = stateIncomeTax({ state: 'NY', taxableIncome: 700_000, filingStatus: 'mfj' });
    expect(r.marginalRate).toBe(0.0685);
    expect(r.state).toBeCloseTo(47_950, 2);
  });

  it('New York City adds its own brackets for a resident (joint $700,000)', () => {
    // 21,600 x 3.078% = 664.848; 23,400 x 3.762% = 880.308; 45,000 x 3.819% = 1,718.55;
    // 610,000 x 3.876% = 23,643.60; total 26,907.306.
    const r = stateIncomeTax({
      state: 'NY',
      taxableIncome: 700_000,
      filingStatus: 'mfj',
      newYorkCity: true,
    });
    expect(r.city).toBeCloseTo(26_907.306, 3);
    expect(r.marginalRate).toBeCloseTo(0.0685 + 0.03876, 10);
  });

  it('California, $900,000 joint: 11.3% marginal, tax through every bracket', () => {
    // 22,158 x 1% = 221.58; 30,370 x 2% = 607.40; 30,376 x 4% = 1,215.04; 32,180 x 6% = 1,930.80;
    // 30,364 x 8% = 2,429.12; 597,510 x 9.3% = 55,568.43; 148,584 x 10.3% = 15,304.152;
    // 8,458 x 11.3% = 955.754; total 78,232.276.
    const r = stateIncomeTax({ state: 'CA', taxableIncome: 900_000, filingStatus: 'mfj' });
    expect(r.marginalRate).toBe(0.113);
    expect(r.state).toBeCloseTo(78_232.276, 3);
  });

  it("California's 1% mental health services tax applies over $1,000,000 whatever the status", () => {
    const at = (income: number) =>
      stateIncomeTax({ state: 'CA', taxableIncome: income, filingStatus: 'single' }).state;
    // One more dollar over $1M at 12.3% + 1% = 13.3%.
    expect(at(1_100_000) - at(1_000_000)).toBeCloseTo(100_000 * 0.133, 6);
  });

  it('New Jersey, $150,000 single: 6.37% marginal', () => {
    // 20,000 x 1.4% = 280; 15,000 x 1.75% = 262.50; 5,000 x 3.5% = 175; 35,000 x 5.525% =
    // 1,933.75; 75,000 x 6.37% = 4,777.50; total 7,428.75.
    const r = stateIncomeTax({ state: 'NJ', taxableIncome: 150_000, filingStatus: 'single' });
    expect(r.marginalRate).toBe(0.0637);
    expect(r.state).toBeCloseTo(7_428.75, 6);
  });

  it('Massachusetts, $2,000,000 joint: 5% plus the 4% surtax over $1,083,150', () => {
    // 2,000,000 x 5% = 100,000; (2,000,000 - 1,083,150) x 4% = 36,674; total 136,674.
    const r = stateIncomeTax({ state: 'MA', taxableIncome: 2_000_000, filingStatus: 'mfj' });
    expect(r.state).toBeCloseTo(136_674, 6);
    expect(r.marginalRate).toBeCloseTo(0.09, 10);
  });

  it('Pennsylvania is flat 3.07%; Texas, Florida and Washington have no wage income tax', () => {
    expect(
      stateIncomeTax({ state: 'PA', taxableIncome: 100_000, filingStatus: 'mfj' }).state,
    ).toBeCloseTo(3_070, 6);
    for (const state of ['TX', 'FL', 'WA'] as const)
      expect(stateIncomeTax({ state, taxableIncome: 5_000_000, filingStatus: 'mfj' }).total).toBe(
        0,
      );
  });

  it('every state with brackets carries a source and a status, and brackets rise', () => {
    for (const [code, entry] of Object.entries(STATE_INCOME_BRACKETS_2026)) {
      expect(isStateCode(code)).toBe(true);
      expect(entry.source).toMatch(/^https:\/\//);
      for (const list of [entry.value.single, entry.value.mfj])
        list.forEach((b, i) => i > 0 && expect(b.over).toBeGreaterThan(list[i - 1]!.over));
    }
    expect(Object.keys(STATE_INCOME_BRACKETS_2026)).toHaveLength(42);
  });
});
