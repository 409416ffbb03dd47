import {
  ASSUMPTION_FIELD_PREFIX,
  baselineSchema,
  CORE_FACT_FIELDS,
  mergeCorrections,
  parseCorrection,
  type Analysis,
  type AnalysisVersion,
  type AnalysisVersionSummary,
  type ApiErrorBody,
  type FactCorrection,
} from '@strata/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { withUserScope, type Orm } from '../../db/client';
import { analysisVersions, projects } from '../../db/schema';
import type { ProjectRow } from '../projects/projects.service';

/** What a re-run reads about the client: the project's notes and documents, and the corrections. */
export interface RerunInput {
  notes: string;
  documentsText: string;
  corrections: FactCorrection[];
}

/** The engine a re-run calls: deterministic and fast, so the advisor waits under a second. */
export type RerunEngine = (
  input: RerunInput,
) => Promise<{ analysis: Analysis; rawResponse: string }>;

export type RerunResult =
  | { ok: true; version: AnalysisVersion }
  | {
      ok: false;
      status: 400 | 404 | 409;
      code: string;
      message: string;
      issues?: ApiErrorBody['error']['issues'];
    };

type VersionRow = typeof analysisVersions.$inferSelect;

function asCorrections(value: unknown): FactCorrection[] {
  return Array.isArray(value) ? (value as FactCorrection[]) : [];
}

function toSummary(row: VersionRow): AnalysisVersionSummary {
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    corrections: asCorrections(row.corrections),
  };
}

function toVersion(row: VersionRow): AnalysisVersion {
  return { ...toSummary(row), analysis: row.analysis as Analysis, rawResponse: row.rawResponse };
}

/** A completed project's first analysis as a version, before any re-run stored it as a row. */
function firstVersionOf(project: ProjectRow): Omit<VersionRow, 'id'> {
  return {
    projectId: project.id,
    userId: project.userId,
    version: 1,
    createdAt: project.updatedAt,
    analysis: project.analysis,
    rawResponse: project.rawLlmResponse,
    corrections: [],
    explanations: project.explanations ?? {},
  };
}

function hasStructuredAnalysis(project: ProjectRow): boolean {
  return (
    project.status === 'completed' &&
    typeof project.analysis === 'object' &&
    project.analysis !== null &&
    !Array.isArray(project.analysis)
  );
}

async function ownProject(tx: Orm, userId: string, projectId: string, lock = false) {
  const query = tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The versions of a project `userId` owns, newest first; null when there is no such project. */
export async function listVersions(
  orm: Orm,
  userId: string,
  projectId: string,
): Promise<AnalysisVersionSummary[] | null> {
  return withUserScope(orm, userId, async (tx) => {
    const project = await ownProject(tx, userId, projectId);
    if (!project) return null;
    if (!hasStructuredAnalysis(project)) return [];
    const rows = await tx
      .select()
      .from(analysisVersions)
      .where(eq(analysisVersions.projectId, projectId))
      .orderBy(desc(analysisVersions.version));
    return rows.length > 0
      ? rows.map(toSummary)
      : [toSummary({ id: '', ...firstVersionOf(project) })];
  });
}

/** One version of a project `userId` owns; null when either does not exist. */
export async function findVersion(
  orm: Orm,
  userId: string,
  projectId: string,
  version: number,
): Promise<AnalysisVersion | null> {
  return withUserScope(orm, userId, async (tx) => {
    const project = await ownProject(tx, userId, projectId);
    if (!project || !hasStructuredAnalysis(project)) return null;
    const [row] = await tx
      .select()
      .from(analysisVersions)
      .where(and(eq(analysisVersions.projectId, projectId), eq(analysisVersions.version, version)));
    if (row) return toVersion(row);
    // Before the first re-run, the project's own analysis is version 1.
    return version === 1 && project.version === 1
      ? toVersion({ id: '', ...firstVersionOf(project) })
      : null;
  });
}

/**
 * The fields a correction may name: the core facts, any other fact the analysis lists, and
 * each assumption of its baseline (`assumptions.<key>`).
 */
function correctableFields(analysis: unknown): Set<string> {
  const facts = (analysis as { facts?: unknown }).facts;
  const listed = typeof facts === 'object' && facts !== null ? Object.keys(facts) : [];
  const baseline = baselineSchema.safeParse((analysis as { baseline?: unknown }).baseline);
  const assumptions = baseline.success
    ? baseline.data.assumptions.map((a) => `${ASSUMPTION_FIELD_PREFIX}${a.key}`)
    : [];
  return new Set<string>([...CORE_FACT_FIELDS, ...listed, ...assumptions]);
}

function checkCorrections(
  corrections: FactCorrection[],
  analysis: unknown,
):
  | { ok: true; corrections: FactCorrection[] }
  | { ok: false; issues: NonNullable<ApiErrorBody['error']['issues']> } {
  const fields = correctableFields(analysis);
  const issues: NonNullable<ApiErrorBody['error']['issues']> = [];
  const checked: FactCorrection[] = [];
  for (const correction of corrections) {
    if (!fields.has(correction.field)) {
      issues.push({ path: correction.field, message: 'not a fact of this analysis' });
      continue;
    }
    const parsed = parseCorrection(correction);
    if (parsed.ok) checked.push(parsed.correction);
    else issues.push({ path: correction.field, message: parsed.message });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, corrections: checked };
}

/**
 * Re-runs a completed analysis with the advisor's corrections over those already in force,
 * stores it as the next version and makes it the project's analysis. The earlier version keeps
 * its analysis and the explanations written for it; the new one starts without explanations
 * (their figures were the earlier version's). One transaction, the project row locked, so two
 * re-runs cannot take the same version number.
 */
export async function rerunAnalysis(
  orm: Orm,
  userId: string,
  projectId: string,
  corrections: FactCorrection[],
  engine: RerunEngine,
): Promise<RerunResult> {
  return withUserScope(orm, userId, async (tx) => {
    const project = await ownProject(tx, userId, projectId, true);
    if (!project)
      return { ok: false, status: 404, code: 'not_found', message: 'Analysis not found' };
    if (!hasStructuredAnalysis(project))
      return {
        ok: false,
        status: 409,
        code: 'not_completed',
        message: 'Only a completed analysis can be re-run',
      };
    const checked = checkCorrections(corrections, project.analysis);
    if (!checked.ok)
      return {
        ok: false,
        status: 400,
        code: 'invalid_correction',
        message: 'Some corrections are not valid',
        issues: checked.issues,
      };

    const [latest] = await tx
      .select()
      .from(analysisVersions)
      .where(eq(analysisVersions.projectId, projectId))
      .orderBy(desc(analysisVersions.version))
      .limit(1);
    const inForce = mergeCorrections(asCorrections(latest?.corrections), checked.corrections);
    const { analysis, rawResponse } = await engine({
      notes: project.clientNotes,
      documentsText: project.extractedDocumentText ?? '',
      corrections: inForce,
    });

    if (latest) {
      await tx
        .update(analysisVersions)
        .set({ explanations: project.explanations ?? {} })
        .where(eq(analysisVersions.id, latest.id));
    } else {
      await tx.insert(analysisVersions).values(firstVersionOf(project));
    }
    const nextVersion = project.version + 1;
    const [stored] = await tx
      .insert(analysisVersions)
      .values({
        projectId,
        userId,
        version: nextVersion,
        analysis,
        rawResponse,
        corrections: inForce,
      })
      .returning();
    if (!stored) throw new Error('the analysis version was not stored');
    await tx
      .update(projects)
      .set({
        analysis,
        rawLlmResponse: rawResponse,
        version: nextVersion,
        explanations: {},
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, projectId));
    return { ok: true, version: toVersion(stored) };
  });
}
