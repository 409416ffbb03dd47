import type { Analysis, Recommendation } from '@strata/contracts';
import {
  analysisSchema,
  implementationSchema,
  nextStepSchema,
  prioritySchema,
  taxPlanningSchema,
} from '@strata/contracts';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { generateStructured } from './generate-structured';
import { redactPii } from './pii-redaction';
import { ANALYSIS_SYSTEM_PROMPT, buildAnalysisPrompt } from './prompts';
import { engineLabel, type LlmConfig } from './provider';

/**
 * What the model writes. Deliberately without any figure: amounts, savings and costs come
 * from the engine's baseline and are merged in afterwards.
 */
export const llmAnalysisOutputSchema = z.object({
  clientProfile: z.object({ riskTolerance: z.string(), primaryGoals: z.array(z.string()) }),
  recommendations: z.array(
    z.object({
      strategy: z.string(),
      priority: prioritySchema,
      description: z.string(),
      benefits: z.array(z.string()),
      implementation: implementationSchema.pick({ timeline: true, steps: true }),
    }),
  ),
  taxPlanning: taxPlanningSchema.pick({ currentTaxSituation: true, opportunities: true }),
  nextSteps: z.array(nextStepSchema),
});
export type LlmAnalysisOutput = z.infer<typeof llmAnalysisOutputSchema>;

export interface LlmAnalysisInput {
  notes: string;
  documentsText: string;
  /** The builtin engine's analysis of the same material: facts, selection and every figure. */
  baseline: Analysis;
  /** Catalogue descriptions of the baseline's strategies, by strategy name. */
  describe: (strategyName: string) => { category: string; description: string } | undefined;
}

export interface LlmAnalysisResult {
  analysis: Analysis;
  rawResponse: string;
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Keeps the model's words and order for strategies the engine selected; drops every other
 * name; figures, categories and insurance blocks stay the engine's.
 */
export function mergeLlmAnalysis(
  baseline: Analysis,
  output: LlmAnalysisOutput,
  engine: string,
): { analysis: Analysis; dropped: string[] } {
  const byName = new Map(baseline.recommendations.map((r) => [normalise(r.strategy), r]));
  const dropped: string[] = [];
  const seen = new Set<string>();
  const recommendations: Recommendation[] = [];
  for (const written of output.recommendations) {
    const key = normalise(written.strategy);
    const computed = byName.get(key);
    if (!computed) {
      dropped.push(written.strategy);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    recommendations.push({
      ...computed,
      priority: written.priority,
      description: written.description || computed.description,
      benefits: written.benefits.length > 0 ? written.benefits : computed.benefits,
      implementation: {
        ...computed.implementation,
        timeline: written.implementation.timeline || computed.implementation.timeline,
        steps:
          written.implementation.steps.length > 0
            ? written.implementation.steps
            : computed.implementation.steps,
      },
    });
  }
  const notes = [...(baseline.meta?.notes ?? [])];
  if (dropped.length > 0)
    notes.push(`Dropped strategies outside the catalogue selection: ${dropped.join(', ')}.`);
  if (recommendations.length === 0 && baseline.recommendations.length > 0) {
    notes.push('The model kept no selected strategy; the engine’s selection is shown.');
    recommendations.push(...baseline.recommendations);
  }
  const analysis: Analysis = {
    clientProfile: {
      currentNetWorth: baseline.clientProfile.currentNetWorth,
      riskTolerance: output.clientProfile.riskTolerance || baseline.clientProfile.riskTolerance,
      primaryGoals:
        output.clientProfile.primaryGoals.length > 0
          ? output.clientProfile.primaryGoals
          : baseline.clientProfile.primaryGoals,
    },
    financialSummary: baseline.financialSummary,
    recommendations,
    taxPlanning: {
      currentTaxSituation:
        output.taxPlanning.currentTaxSituation || baseline.taxPlanning.currentTaxSituation,
      opportunities:
        output.taxPlanning.opportunities.length > 0
          ? output.taxPlanning.opportunities
          : baseline.taxPlanning.opportunities,
      projectedSavings: baseline.taxPlanning.projectedSavings,
    },
    nextSteps: output.nextSteps.length > 0 ? output.nextSteps : baseline.nextSteps,
    meta: { engine, taxYear: baseline.meta?.taxYear ?? new Date().getFullYear(), notes },
  };
  return { analysis: analysisSchema.parse(analysis), dropped };
}

/**
 * The LLM engine's narrative step. Notes and documents are redacted before they leave the
 * server; invalid output is repaired once, else the baseline (builtin narrative) is kept and
 * meta.notes says so. Transport failures after retries are thrown (LlmUnavailableError).
 */
export async function writeAnalysisWithLlm(
  model: LanguageModel,
  config: LlmConfig,
  input: LlmAnalysisInput,
): Promise<LlmAnalysisResult> {
  const { baseline } = input;
  const prompt = buildAnalysisPrompt({
    keyFigures: {
      currentNetWorth: baseline.clientProfile.currentNetWorth,
      ...baseline.financialSummary,
    },
    candidates: baseline.recommendations.map((r) => ({
      name: r.strategy,
      category: input.describe(r.strategy)?.category ?? r.category,
      description: input.describe(r.strategy)?.description ?? r.description,
    })),
    notes: redactPii(input.notes).text,
    documentsText: redactPii(input.documentsText).text,
  });
  const result = await generateStructured(model, config, {
    system: ANALYSIS_SYSTEM_PROMPT,
    prompt,
    schema: llmAnalysisOutputSchema,
    schemaName: 'analysis',
  });
  const engine = engineLabel(config);
  if (!result.value) {
    const analysis: Analysis = {
      ...baseline,
      meta: {
        engine,
        taxYear: baseline.meta?.taxYear ?? new Date().getFullYear(),
        notes: [
          ...(baseline.meta?.notes ?? []),
          'The model’s output was invalid after one repair attempt; the built-in narrative is shown.',
        ],
      },
    };
    return { analysis, rawResponse: result.rawText };
  }
  const { analysis } = mergeLlmAnalysis(baseline, result.value, engine);
  if (result.repaired)
    analysis.meta?.notes.push('The model’s first output was invalid and was repaired once.');
  return { analysis, rawResponse: result.rawText };
}
