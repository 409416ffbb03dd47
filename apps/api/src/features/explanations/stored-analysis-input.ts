import { costBenefitAnalysisSchema, type FactCorrection } from '@strata/contracts';
import { and, eq } from 'drizzle-orm';
import { withUserScope, type Orm } from '../../db/client';
import { analysisVersions } from '../../db/schema';
import type { ProjectRow } from '../projects/projects.service';
import type { ExplanationInput } from './builtin-explanation';

/** The corrections in force in the project's latest version ([] before any re-run). */
async function latestCorrections(orm: Orm, project: ProjectRow): Promise<FactCorrection[]> {
  if (project.version === 1) return [];
  return withUserScope(orm, project.userId, async (tx) => {
    const [row] = await tx
      .select({ corrections: analysisVersions.corrections })
      .from(analysisVersions)
      .where(
        and(
          eq(analysisVersions.projectId, project.id),
          eq(analysisVersions.version, project.version),
        ),
      );
    return Array.isArray(row?.corrections) ? (row.corrections as FactCorrection[]) : [];
  });
}

/**
 * The explanation's input for a saved project (issue 11): the facts its latest version was
 * computed from (the notes, the project's documents and the advisor's corrections in force),
 * the profile and the strategy's figures as that version stored them. What the browser sent
 * for these is not trusted; the notes it sent are the project's own.
 */
export async function withStoredAnalysis(
  orm: Orm,
  project: ProjectRow,
  input: ExplanationInput,
): Promise<ExplanationInput> {
  const analysis =
    typeof project.analysis === 'object' && project.analysis !== null
      ? (project.analysis as {
          clientProfile?: Record<string, unknown>;
          recommendations?: { strategy?: unknown; costBenefitAnalysis?: unknown }[];
        })
      : {};
  const recommendation = analysis.recommendations?.find((r) => r.strategy === input.strategy.name);
  const figures = costBenefitAnalysisSchema.safeParse(recommendation?.costBenefitAnalysis);
  return {
    ...input,
    clientNotes: project.clientNotes,
    documentsText: project.extractedDocumentText,
    clientProfile: analysis.clientProfile ?? {},
    // A strategy the stored analysis did not recommend is figured afresh from the facts.
    costBenefit: figures.success ? figures.data : undefined,
    corrections: await latestCorrections(orm, project),
  };
}
