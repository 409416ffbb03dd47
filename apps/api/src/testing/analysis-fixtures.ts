import type { Analysis, Recommendation } from '@strata/contracts';
import type { LlmAnalysisOutput } from '../llm/llm-analysis';
import type { LlmConfig } from '../llm/provider';

/** An LLM configuration pointed at a stand-in, with delays short enough for tests. */
export function buildTestLlmConfig(baseUrl: string, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    provider: 'openai-compatible',
    model: 'stand-in-model',
    apiKey: 'test-key',
    baseUrl,
    timeoutMs: 2_000,
    retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
    ...overrides,
  };
}

function buildRecommendation(
  strategy: string,
  overrides: Partial<Recommendation> = {},
): Recommendation {
  return {
    strategy,
    category: 'Estate Planning',
    priority: 'Medium',
    description: `${strategy} as the engine describes it.`,
    benefits: ['engine benefit'],
    costBenefitAnalysis: {
      estimatedCost: 25_000,
      potentialSavings: 400_000,
      costBreakdown: {
        setupCosts: 15_000,
        annualFees: 1_000,
        maintenanceCosts: 0,
        totalTenYear: 25_000,
      },
      savingsBreakdown: {
        taxSavings: 0,
        estateTaxSavings: 400_000,
        netPresentValue: 300_000,
        totalTenYear: 400_000,
      },
      roi: 1_500,
      paybackPeriod: 1,
      calculations: { formula: 'f', assumptions: ['a'], sensitivityAnalysis: 's' },
      keyBenefits: ['k'],
    },
    implementation: { timeline: '3 months', cost: '$15,000 setup', steps: ['engine step'] },
    ...overrides,
  };
}

/** A schema-valid analysis standing in for the builtin engine's baseline. */
export function buildBaselineAnalysis(
  strategies: string[] = ['Grantor Retained Annuity Trust', 'Donor-Advised Fund'],
): Analysis {
  return {
    clientProfile: {
      currentNetWorth: 12_500_000,
      riskTolerance: 'moderate',
      primaryGoals: ['engine goal'],
    },
    financialSummary: {
      totalAssets: 13_000_000,
      totalLiabilities: 500_000,
      annualIncome: 850_000,
      savingsRate: 30,
    },
    recommendations: strategies.map((s) => buildRecommendation(s)),
    taxPlanning: {
      currentTaxSituation: 'engine tax',
      opportunities: ['engine opportunity'],
      projectedSavings: '$400,000 over ten years',
    },
    nextSteps: [
      { action: 'engine action', priority: 'High', timeline: '30 days', responsibility: 'Advisor' },
    ],
    meta: { engine: 'builtin', taxYear: 2026, notes: [] },
  };
}

/** A valid model answer recommending `strategies` (which may include names outside the selection). */
export function buildLlmAnalysisOutput(strategies: string[]): LlmAnalysisOutput {
  return {
    clientProfile: { riskTolerance: 'moderately aggressive', primaryGoals: ['model goal'] },
    recommendations: strategies.map((strategy) => ({
      strategy,
      priority: 'High',
      description: `Model narrative for ${strategy}.`,
      benefits: ['model benefit'],
      implementation: { timeline: '6 months', steps: ['model step'] },
    })),
    taxPlanning: {
      currentTaxSituation: 'model tax situation',
      opportunities: ['model opportunity'],
    },
    nextSteps: [
      { action: 'model action', priority: 'High', timeline: '2 weeks', responsibility: 'Advisor' },
    ],
  };
}
