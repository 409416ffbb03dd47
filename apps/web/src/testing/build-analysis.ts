import type { Analysis } from '@strata/contracts';

/**
 * The least analysis `analysisSchema` accepts: every text empty and every list empty, so each
 * results tab shows its fallback until a test gives it something.
 */
export function buildAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  return {
    clientProfile: { currentNetWorth: 0, primaryGoals: [] },
    financialSummary: { totalAssets: 0, totalLiabilities: 0, annualIncome: 0, savingsRate: 0 },
    recommendations: [],
    taxPlanning: { currentTaxSituation: '', opportunities: [], projectedSavings: '' },
    nextSteps: [],
    ...overrides,
  };
}
