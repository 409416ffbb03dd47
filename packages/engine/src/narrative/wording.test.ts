import type { CostBenefitAnalysis } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { benefitWords, returnPhrase, savingsClause } from './wording';

describe('returnPhrase', () => {
  const cba = (paybackPeriod: number | null) =>
    ({ roi: 4, paybackPeriod }) as unknown as CostBenefitAnalysis;

  it('says one year in the singular and any other count in the plural', () => {
    expect(returnPhrase(cba(1))).toBe('ROI 4%, payback in 1 year');
    expect(returnPhrase(cba(2.5))).toBe('ROI 4%, payback in 2.5 years');
    expect(returnPhrase(cba(null))).toBe('ROI 4%');
  });
});

describe('savingsClause', () => {
  const cba = (benefitArrives: CostBenefitAnalysis['benefitArrives']) =>
    ({ potentialSavings: 988_811, benefitArrives }) as unknown as CostBenefitAnalysis;

  it('names a deferral as tax put off, and splits off the income tax saved beside it', () => {
    const deferred = cba({ kind: 'now', deferredYears: 10 });
    expect(savingsClause(benefitWords('tax', deferred), deferred)).toBe(
      "tax deferral savings of $988,811 in today's dollars, the value of tax put off for up to 10 years (not saved)",
    );
    // A charitable trust: $457,953 of deduction saved, $530,858 the deferral's present value.
    const both = cba({ kind: 'now', deferredYears: 10, deferredValue: 530_858 });
    expect(savingsClause(benefitWords('tax', both), both)).toBe(
      "income tax and tax deferral savings of $988,811 in today's dollars: $457,953 of income tax saved and $530,858, the value of tax put off for up to 10 years (not saved)",
    );
  });
});
