import {
  costBenefitAnalysisSchema,
  type ExplanationBody,
  type ExplanationResult,
} from '@strata/contracts';
import { getStrategy } from '@strata/engine';
import { and, eq, sql } from 'drizzle-orm';
import { withUserScope, type Orm } from '../../db/client';
import { projects } from '../../db/schema';
import type { LlmEngine } from '../../jobs/analysis-pipeline';
import { runEngineTask } from '../../engine/engine-pool';
import type { ExplanationInput } from './builtin-explanation';
import { writeExplanationWithLlm } from './explanations.llm';

export type { ExplanationInput } from './builtin-explanation';

export interface GeneratedExplanation {
  explanation: ExplanationResult;
  rawResponse: string;
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
  };
}

/**
 * The explanation by the configured engine. With an LLM, provider failures after retries are
 * thrown (LlmUnavailableError); output that does not validate comes back as `{ rawText }`.
 */
export async function generateExplanation(
  input: ExplanationInput,
  llm: LlmEngine | undefined,
): Promise<GeneratedExplanation> {
  // Facts are read in the engine's threads under a time budget: a huge paste cannot stall the server.
  const builtin = await runEngineTask({ kind: 'explain', input });
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
