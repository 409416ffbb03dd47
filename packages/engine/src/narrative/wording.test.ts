import type { CostBenefitAnalysis } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { returnPhrase } from './wording';

describe('returnPhrase', () => {
  const cba = (paybackPeriod: number | null) =>
    ({ roi: 4, paybackPeriod }) as unknown as CostBenefitAnalysis;

  it('says one year in the singular and any other count in the plural', () => {
    expect(returnPhrase(cba(1))).toBe('ROI 4%, payback in 1 year');
    expect(returnPhrase(cba(2.5))).toBe('ROI 4%, payback in 2.5 years');
    expect(returnPhrase(cba(null))).toBe('ROI 4%');
  });
});
