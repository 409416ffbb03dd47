import { z } from 'zod';

/** SPEC section 2: the Detailed Strategy Explanation, under SPEC's own field names. */
export const explanationSchema = z.object({
  strategyOverview: z.object({
    title: z.string(),
    description: z.string(),
    keyComponents: z.array(z.string()),
  }),
  whyThisClient: z.string(),
  goalAlignment: z.string(),
  riskProfile: z.string(),
  situationalFactors: z.array(z.string()),
  implementation: z.object({
    steps: z.array(
      z.object({
        step: z.number().int(),
        title: z.string(),
        description: z.string(),
        timeline: z.string(),
        requirements: z.array(z.string()),
      }),
    ),
    prerequisites: z.array(z.string()),
    professionalInvolvement: z.array(z.string()),
  }),
  benefits: z.object({
    primaryBenefits: z.array(
      z.object({ benefit: z.string(), description: z.string(), quantification: z.string() }),
    ),
    secondaryBenefits: z.array(z.string()),
    taxAdvantages: z.array(z.string()),
  }),
  risks: z.object({
    primaryRisks: z.array(
      z.object({ risk: z.string(), description: z.string(), mitigation: z.string() }),
    ),
    marketRisks: z.array(z.string()),
    regulatoryConsiderations: z.array(z.string()),
    liquidityConsiderations: z.array(z.string()),
  }),
  timeline: z.object({
    phases: z.array(
      z.object({
        phase: z.string(),
        duration: z.string(),
        keyActivities: z.array(z.string()),
        milestones: z.array(z.string()),
      }),
    ),
    reviewSchedule: z.string(),
    exitStrategy: z.string(),
  }),
  successMetrics: z.object({
    metrics: z.array(
      z.object({ metric: z.string(), target: z.string(), measurementFrequency: z.string() }),
    ),
    qualitativeIndicators: z.array(z.string()),
    warningSignals: z.array(z.string()),
  }),
  comparativeAnalysis: z.object({
    alternativeStrategies: z.array(z.object({ strategy: z.string(), whyNotChosen: z.string() })),
    uniqueAdvantages: z.array(z.string()),
  }),
});
export type Explanation = z.infer<typeof explanationSchema>;

/** What the dialog shows: a structured explanation, or the raw text when it could not be parsed. */
export const explanationResultSchema = z.union([
  explanationSchema,
  z.object({ rawText: z.string() }),
]);
export type ExplanationResult = z.infer<typeof explanationResultSchema>;

/** How much the explanation says: Regenerate offers a shorter or a more detailed version. */
export const explanationDetailSchema = z.enum(['brief', 'standard', 'detailed']);
export type ExplanationDetailLevel = z.infer<typeof explanationDetailSchema>;

export const explanationBodySchema = z.object({
  /** The recommendation as shown on the results page (its `strategy` names the catalogue entry). */
  strategy: z.object({ strategy: z.string().min(1).max(300) }).passthrough(),
  clientProfile: z.record(z.string(), z.unknown()).default({}),
  clientNotes: z.string().max(200_000).default(''),
  /** Beyond SPEC: the project the explanation is saved with. */
  projectId: z.string().max(100).optional(),
  /** Beyond SPEC: 'brief', 'standard' (default) or 'detailed'. */
  detail: explanationDetailSchema.optional(),
});
export type ExplanationBody = z.infer<typeof explanationBodySchema>;
/** What a client sends (the defaults filled in by the server). */
export type ExplanationRequest = z.input<typeof explanationBodySchema>;

export const explanationResponseSchema = z.object({
  explanation: explanationResultSchema.optional(),
  rawResponse: z.string().optional(),
  error: z.string().optional(),
});
export type ExplanationResponse = z.infer<typeof explanationResponseSchema>;
