import { describe, expect, it } from 'vitest';
import {
  deathProbability,
  jointHorizon,
  lifeExpectancy,
  singleLifeHorizon,
  survival,
  survivalCurve,
} from './life-expectancy';
import { SSA_PERIOD_LIFE_TABLE } from './ssa-period-life-table';

describe('SSA 2017 period life table', () => {
  it('is stored whole: ages 0 to 119 for both sexes, probabilities between 0 and 1', () => {
    for (const sex of ['male', 'female'] as const) {
      expect(SSA_PERIOD_LIFE_TABLE[sex].q).toHaveLength(120);
      for (const q of SSA_PERIOD_LIFE_TABLE[sex].q) {
        expect(q).toBeGreaterThan(0);
        expect(q).toBeLessThan(1);
      }
    }
  });

  it('reproduces the published life expectancy at every age (within 0.01 year)', () => {
    // The table's own e(x) is computed from its q(x) with deaths mid-year; ours must agree.
    for (const sex of ['male', 'female'] as const)
      for (let age = 0; age < 110; age++)
        expect(
          Math.abs(lifeExpectancy(sex, age) - SSA_PERIOD_LIFE_TABLE[sex].e[age]!),
        ).toBeLessThan(0.011);
  });

  it('a man of 65: q(65) = 0.016013, q(66) = 0.017138; two-year survival by hand', () => {
    expect(deathProbability('male', 65)).toBe(0.016013);
    // (1 - 0.016013) x (1 - 0.017138) = 0.983987 x 0.982862 = 0.967123
    expect(survival('male', 65, 2)).toBeCloseTo(0.983987 * 0.982862, 12);
    expect(lifeExpectancy('male', 65)).toBeCloseTo(17.89, 2);
    expect(lifeExpectancy('female', 65)).toBeCloseTo(20.45, 2);
  });

  it('an unknown sex blends the two tables equally', () => {
    expect(deathProbability('unknown', 70)).toBeCloseTo(
      (deathProbability('male', 70) + deathProbability('female', 70)) / 2,
      12,
    );
  });
});

describe('horizons for one life and a couple', () => {
  it('percentiles bracket the expectation: early death < expected < long life', () => {
    const h = singleLifeHorizon({ sex: 'male', age: 65 });
    expect(h.early).toBeLessThan(h.expected);
    expect(h.late).toBeGreaterThan(h.expected);
    const curve = survivalCurve('male', 65);
    expect(curve[h.early]!).toBeLessThanOrEqual(0.75);
    expect(curve[h.early - 1]!).toBeGreaterThan(0.75);
  });

  it('a couple 58/56: the second death comes after either single expectation, the first before', () => {
    const a = { sex: 'male' as const, age: 58 };
    const b = { sex: 'female' as const, age: 56 };
    const j = jointHorizon(a, b);
    const ea = lifeExpectancy(a.sex, a.age);
    const eb = lifeExpectancy(b.sex, b.age);
    expect(j.secondDeath.expected).toBeGreaterThan(Math.max(ea, eb));
    expect(j.firstDeath.expected).toBeLessThan(Math.min(ea, eb));
    // The survival of the last of two lives is 1 - (1 - p1)(1 - p2): at 10 years, by hand.
    const p1 = survival('male', 58, 10);
    const p2 = survival('female', 56, 10);
    expect(1 - (1 - p1) * (1 - p2)).toBeGreaterThan(Math.max(p1, p2));
  });
});
