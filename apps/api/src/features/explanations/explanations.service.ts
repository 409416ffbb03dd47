import {
  clientProfileSchema,
  costBenefitAnalysisSchema,
  type ClientProfile,
  type CostBenefitAnalysis,
  type Explanation,
  type ExplanationBody,
  type ExplanationDetailLevel,
  type ExplanationResult,
  type Strategy,
} from '@strata/contracts';
import {
  buildExplanation,
  clientText,
  computeCostBenefit,
  extractFacts,
  getStrategy,
} from '@strata/engine';
import { and, eq, sql } from 'drizzle-orm';
import { withUserScope, type Orm } from '../../db/client';
import { projects } from '../../db/schema';
import type { LlmEngine } from '../../jobs/analysis-pipeline';
import { writeExplanationWithLlm } from './explanations.llm';

export interface GeneratedExplanation {
  explanation: ExplanationResult;
  rawResponse: string;
}

/** What the builtin engine needs, read from the request body. */
export interface ExplanationInput {
  strategy: Strategy;
  clientNotes: string;
  /** The saved project's extracted document text, read with the notes as the analysis read them. */
  documentsText?: string | null;
  /** The results page's profile as sent (untrusted; only valid fields are used). */
  clientProfile: Record<string, unknown>;
  /** The recommendation's own figures when the body carries a valid set. */
  costBenefit: CostBenefitAnalysis | undefined;
  /** How much to say (default 'standard'). */
  detail?: ExplanationDetailLevel;
}

/** The catalogue strategy the body names, with the inputs read from the rest of the body. */
export function readExplanationInput(
  body: ExplanationBody,
  documentsText?: string | null,
): ExplanationInput | undefined {
  const strategy = getStrategy(body.strategy.strategy);
  if (!strategy) return undefined;
  const figures = costBenefitAnalysisSchema.safeParse(body.strategy.costBenefitAnalysis);
  return {
    strategy,
    clientNotes: body.clientNotes,
    documentsText,
    clientProfile: body.clientProfile,
    costBenefit: figures.success ? figures.data : undefined,
    ...(body.detail ? { detail: body.detail } : {}),
  };
}

/** Each profile field that validates on its own; a bad field does not discard the others. */
function validProfileFields(profile: Record<string, unknown>): Partial<ClientProfile> {
  const fields: Partial<ClientProfile> = {};
  for (const key of ['currentNetWorth', 'riskTolerance', 'primaryGoals'] as const) {
    const field = clientProfileSchema.shape[key].safeParse(profile[key]);
    if (field.success && field.data !== undefined) Object.assign(fields, { [key]: field.data });
  }
  return fields;
}

/** The deterministic explanation: facts from the notes and documents, figures from calc (or the recommendation). */
export function buildBuiltinExplanation(input: ExplanationInput): {
  explanation: Explanation;
  costBenefit: CostBenefitAnalysis;
} {
  const facts = extractFacts(clientText(input.clientNotes, input.documentsText));
  const costBenefit = input.costBenefit ?? computeCostBenefit(input.strategy.id, facts);
  const explanation = buildExplanation({
    strategyName: input.strategy.name,
    facts,
    clientProfile: validProfileFields(input.clientProfile),
    costBenefit,
    ...(input.detail ? { detail: input.detail } : {}),
  });
  return { explanation, costBenefit };
}

/**
 * The explanation by the configured engine. With an LLM, provider failures after retries are
 * thrown (LlmUnavailableError); output that does not validate comes back as `{ rawText }`.
 */
export async function generateExplanation(
  input: ExplanationInput,
  llm: LlmEngine | undefined,
): Promise<GeneratedExplanation> {
  const builtin = buildBuiltinExplanation(input);
  if (!llm)
    return { explanation: builtin.explanation, rawResponse: JSON.stringify(builtin.explanation) };
  return writeExplanationWithLlm(llm, input, builtin);
}

/**
 * Stores the explanation under projects.explanations[strategyName] (replacing an earlier one,
 * keeping the other strategies') in one UPDATE; false when the user owns no such project.
 */
export async function saveExplanation(
  orm: Orm,
  userId: string,
  projectId: string,
  strategyName: string,
  generated: GeneratedExplanation,
): Promise<boolean> {
  const saved = { ...generated, generatedAt: new Date().toISOString() };
  return withUserScope(orm, userId, async (tx) => {
    const updated = await tx
      .update(projects)
      .set({
        explanations: sql`coalesce(${projects.explanations}, '{}'::jsonb) || jsonb_build_object(${strategyName}::text, ${JSON.stringify(saved)}::jsonb)`,
      })
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
      .returning({ id: projects.id });
    return updated.length > 0;
  });
}
