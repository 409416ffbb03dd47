import { z } from 'zod';
import { baselineSchema } from './baseline';
import { consideredStrategySchema, missingFactSchema } from './considered';
import { analysisFactsSchema, ignoredInstructionSchema } from './facts';
import { planSchema } from './plan';

/**
 * How one computed figure was reached: the formula, its inputs and the tax year of the
 * parameters used. Beyond SPEC: advisors must be able to defend every number.
 */
export const figureMathSchema = z.object({
  label: z.string(),
  formula: z.string(),
  inputs: z.record(z.string(), z.number()),
  taxYear: z.number().int(),
  value: z.number(),
});
export type FigureMath = z.infer<typeof figureMathSchema>;

export const costBreakdownSchema = z.object({
  setupCosts: z.number(),
  annualFees: z.number(),
  maintenanceCosts: z.number(),
  lifeInsurancePremiums: z.number().optional(),
  totalTenYear: z.number(),
});

export const savingsBreakdownSchema = z.object({
  taxSavings: z.number(),
  estateTaxSavings: z.number(),
  netPresentValue: z.number(),
  totalTenYear: z.number(),
});

export const tenYearPointSchema = z.object({
  year: z.number().int().min(1).max(10),
  cumulativeCost: z.number(),
  cumulativeBenefit: z.number(),
});
export type TenYearPoint = z.infer<typeof tenYearPointSchema>;

export const costBenefitAnalysisSchema = z.object({
  /** Ten-year total cost in USD. */
  estimatedCost: z.number(),
  /** Ten-year total benefit in USD. */
  potentialSavings: z.number(),
  costBreakdown: costBreakdownSchema,
  savingsBreakdown: savingsBreakdownSchema,
  /** Return on investment in percent: (benefit - cost) / cost * 100. */
  roi: z.number(),
  /** Years until cumulative benefit passes cumulative cost; null when it never does in ten years. */
  paybackPeriod: z.number().nullable().optional(),
  calculations: z.object({
    formula: z.string(),
    assumptions: z.array(z.string()),
    sensitivityAnalysis: z.string(),
  }),
  keyBenefits: z.array(z.string()),
  /** Beyond SPEC: the formula, inputs and tax year behind each figure above, keyed by field path. */
  math: z.record(z.string(), figureMathSchema).optional(),
  /** Beyond SPEC: cumulative cost and benefit for each of the ten years (the chart). */
  tenYear: z.array(tenYearPointSchema).optional(),
  /**
   * Beyond SPEC (issue 13): when the benefit arrives. A benefit at a death is dated there and
   * its figures are in today's dollars; `label` names the death ('second death').
   */
  benefitArrives: z
    .object({
      kind: z.enum(['yearly', 'now', 'at-death']),
      year: z.number().int().optional(),
      label: z.string().optional(),
      /** Tax put off, not saved: for how many years (its figure is the deferral's present value). */
      deferredYears: z.number().int().positive().optional(),
      /**
       * Where the figure also holds income tax saved (a charitable trust's deduction beside the
       * gain it spreads): the part of it that is the deferral's present value.
       */
      deferredValue: z.number().optional(),
    })
    .optional(),
});
export type CostBenefitAnalysis = z.infer<typeof costBenefitAnalysisSchema>;

export const annuityBenefitsSchema = z.object({
  incomeProjections: z.string(),
  taxDeferredGrowth: z.string(),
  surrenderCharges: z.string(),
  riderBenefits: z.array(z.string()),
  guaranteedBenefits: z.array(z.string()),
});

export const lifeInsuranceBlockSchema = z.object({
  description: z.string(),
  estimatedAnnualPremium: z.number(),
  premiumCalculationBasis: z.string(),
  coverageAmount: z.number(),
  keyAdvantages: z.array(z.string()),
  taxAdvantages: z.array(z.string()),
  flexibilityFeatures: z.array(z.string()),
  annuityBenefits: annuityBenefitsSchema.optional(),
});
export type LifeInsuranceBlock = z.infer<typeof lifeInsuranceBlockSchema>;

export const prioritySchema = z.enum(['High', 'Medium', 'Low']);
export type Priority = z.infer<typeof prioritySchema>;

export const implementationSchema = z.object({
  timeline: z.string(),
  cost: z.string(),
  steps: z.array(z.string()),
});

export const recommendationSchema = z.object({
  strategy: z.string().min(1),
  /** Beyond SPEC: the catalogue id the recommendation was drawn from. */
  strategyId: z.string().optional(),
  category: z.string(),
  priority: prioritySchema,
  description: z.string(),
  benefits: z.array(z.string()),
  costBenefitAnalysis: costBenefitAnalysisSchema.optional(),
  implementation: implementationSchema,
  lifeInsuranceBenefits: lifeInsuranceBlockSchema.optional(),
  lifeInsuranceAnnuityBenefits: lifeInsuranceBlockSchema.optional(),
  /**
   * Beyond SPEC (issue 15): the advisor's 'Sources and assumptions' for this recommendation
   * (source addresses, verification status, conflicts between sources). Never shown to a client.
   */
  advisorNotes: z.array(z.string()).optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const clientProfileSchema = z.object({
  currentNetWorth: z.number(),
  riskTolerance: z.string().optional(),
  primaryGoals: z.array(z.string()),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const financialSummarySchema = z.object({
  totalAssets: z.number(),
  totalLiabilities: z.number(),
  annualIncome: z.number(),
  /** Percent of income saved. */
  savingsRate: z.number(),
});

export const taxPlanningSchema = z.object({
  currentTaxSituation: z.string(),
  opportunities: z.array(z.string()),
  projectedSavings: z.string(),
});

export const nextStepSchema = z.object({
  action: z.string(),
  priority: z.string(),
  timeline: z.string(),
  responsibility: z.string(),
});

export const analysisMetaSchema = z.object({
  engine: z.string(),
  taxYear: z.number().int(),
  /** Notes on how the analysis was produced (e.g. the builtin narrative used after invalid model output). */
  notes: z.array(z.string()),
});

export const analysisSchema = z.object({
  clientProfile: clientProfileSchema,
  financialSummary: financialSummarySchema,
  recommendations: z.array(recommendationSchema),
  taxPlanning: taxPlanningSchema,
  nextSteps: z.array(nextStepSchema),
  meta: analysisMetaSchema.optional(),
  /** Beyond SPEC (issue 11): the resolved client facts, each with its source. */
  facts: analysisFactsSchema.optional(),
  /** Beyond SPEC (issue 11): text addressing the system, which yielded no fact and no recommendation. */
  ignoredInstructions: z.array(ignoredInstructionSchema).optional(),
  /** Beyond SPEC (issue 12): the household projection with no new planning. */
  baseline: baselineSchema.optional(),
  /** Beyond SPEC (issue 13): the recommended strategies applied together against the baseline. */
  plan: planSchema.optional(),
  /** Beyond SPEC (issue 14): strategies evaluated and set aside, with the reason. */
  considered: z.array(consideredStrategySchema).optional(),
  /** Beyond SPEC (issue 14): facts not given that would change a recommendation. */
  missingFacts: z.array(missingFactSchema).optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/**
 * The analysis as the API sends it: the structured analysis, or (SPEC /results) a language
 * model's unstructured answer as text. The server validates a structured analysis before
 * storing it, so a response that carries one carries a valid one.
 */
export const analysisContentSchema = z.union([analysisSchema, z.string()]);
export type AnalysisContent = z.infer<typeof analysisContentSchema>;

/** SPEC section 3: the analysis response read by the intake form. */
export const analysisResponseSchema = z.object({
  success: z.boolean(),
  analysis: analysisContentSchema.optional(),
  timestamp: z.string().optional(),
  rawResponse: z.string().optional(),
  extractedDocumentText: z.string().optional(),
  error: z.string().optional(),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

/** ARCHITECTURE.md limits on documents. */
export const DOCUMENT_LIMITS = {
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 10,
  maxRequestBytes: 50 * 1024 * 1024,
} as const;

export const MAX_NOTES_CHARS = 200_000;
export const MAX_FILE_NAME_CHARS = 255;

export const attachmentSchema = z.object({
  name: z.string().min(1).max(MAX_FILE_NAME_CHARS),
  size: z.number().int().nonnegative(),
  type: z.string().max(255),
  /** The content as a data URL. */
  data: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const createAnalysisBodySchema = z
  .object({
    notes: z
      .string()
      .max(MAX_NOTES_CHARS)
      .refine(
        (s) => s.trim().length > 0,
        'Notes required: Please enter client notes before submitting',
      ),
    attachments: z.array(attachmentSchema).max(DOCUMENT_LIMITS.maxFiles).default([]),
  })
  .strict();
export type CreateAnalysisBody = z.infer<typeof createAnalysisBodySchema>;

export const createAnalysisResponseSchema = z.object({
  projectId: z.string(),
  status: z.literal('pending'),
});

export const analysisProgressEventSchema = z.object({ stage: z.string(), message: z.string() });
/** The `done` event of GET /api/analyses/:id/events: the finished analysis. */
export const analysisDoneEventSchema = z.object({ response: analysisResponseSchema });
/** The `failed` event of GET /api/analyses/:id/events: why the analysis did not finish. */
export const analysisFailedEventSchema = z.object({ error: z.string().optional() });
