import { describe, expect, it } from 'vitest';
import { checkPasses, collectFigures, collectTexts, figuresInText } from './score-numbers';

describe('figuresInText', () => {
  it('reads dollars with commas, suffixes and percents', () => {
    const values = figuresInText('Tax of $1,142,400 on $2.5M; a 56.0% share by 2035.').map(
      (f) => f.value,
    );
    expect(values).toEqual([1_142_400, 2_500_000, 56, 2035]);
  });

  it('reads a minus sign as a loss, not a figure of the same size (a range is not one)', () => {
    const values = figuresInText('Growth 4%: saves -$45,953, net −$52,893; ages 60-65.').map(
      (f) => f.value,
    );
    expect(values).toEqual([4, -45_953, -52_893, 60, 65]);
  });
});

describe('checkPasses', () => {
  const check = (expected: number, description = 'Federal estate tax with no planning') => ({
    description,
    expected,
    unit: 'USD',
  });

  it('passes a figure within 1% anywhere in the analysis, and fails one further off', () => {
    const analysis = { baseline: { estateTaxToday: { federal: 4_210_000 } } };
    expect(checkPasses(check(4_200_000), collectFigures(analysis), [])).toBe(true);
    expect(checkPasses(check(4_300_000), collectFigures(analysis), [])).toBe(false);
  });

  it('needs a stated zero near the subject for an expected 0', () => {
    const zero = { baseline: { estateTaxToday: { federal: 0 } } };
    expect(checkPasses(check(0), collectFigures(zero), [])).toBe(true);
    const unrelated = { financialSummary: { savingsRate: 0 } };
    expect(checkPasses(check(0), collectFigures(unrelated), [])).toBe(false);
    const words = ['The estate owes no federal estate tax under the 2026 exemption.'];
    expect(checkPasses(check(0), [], collectTexts(words))).toBe(true);
  });
});
