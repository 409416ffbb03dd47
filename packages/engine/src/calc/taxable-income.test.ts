import { describe, expect, it } from 'vitest';
import { buildFacts, fact } from '../testing/facts.fixture';
import { returnTaxableIncome, stateMarginalRate } from './taxable-income';

describe('returnTaxableIncome', () => {
  it('takes the standard deduction, with its addition for each filer 65 or older', () => {
    const young = buildFacts({ ages: [fact(50), fact(48)] });
    // 2026 joint standard deduction 32,200.
    expect(returnTaxableIncome(young, 300_000, 'mfj', 2026)).toBe(300_000 - 32_200);
    const old = buildFacts({ ages: [fact(70), fact(68)] });
    expect(returnTaxableIncome(old, 300_000, 'mfj', 2026)).toBeLessThan(300_000 - 32_200);
  });

  it('taxes Social Security only in the part IRC 86 reaches', () => {
    const retirees = buildFacts({
      ages: [fact(60), fact(60)],
      incomeSources: [
        fact({ source: 'social-security' as const, amount: 40_000, recurring: true }),
      ],
    });
    // 40,000 of benefits and nothing else: provisional income 20,000 is under the 32,000 base.
    expect(returnTaxableIncome(retirees, 40_000, 'mfj', 2026)).toBe(0);
  });
});

describe('stateMarginalRate', () => {
  it("is the state's rate where the taxable income falls in its brackets", () => {
    // California, joint, 2026: 9.3% from 145,448; 11.3% from 891,542, plus the 1% surtax
    // over $1M; 12.3% from 1,485,906.
    expect(stateMarginalRate('CA', 500_000, 'mfj', 2026)).toBeCloseTo(0.093, 6);
    expect(stateMarginalRate('CA', 1_200_000, 'mfj', 2026)).toBeCloseTo(0.123, 6);
    expect(stateMarginalRate('CA', 2_000_000, 'mfj', 2026)).toBeCloseTo(0.133, 6);
  });

  it('is the top rate where the income is unknown, and nothing where there is no income tax', () => {
    expect(stateMarginalRate('CA', undefined, 'mfj', 2026)).toBeCloseTo(0.133, 6);
    expect(stateMarginalRate('TX', 5_000_000, 'mfj', 2026)).toBe(0);
  });
});
