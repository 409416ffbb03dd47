import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@strata/contracts';
import { afterListCursor, pageWithCursor, type ListCursor } from '../../http/list-cursor';
import { withUserScope, type Orm } from '../../db/client';
import { projectCounts, projects } from '../../db/schema';
import { recordAnalysisEvent } from '../audit/audit.service';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * A list row: the card's columns and what its strategy count needs, never a structured
 * analysis itself (tens of KB a row). `recommendationCount` is the length of a structured
 * analysis' recommendations array (null when there is none), kept by the database;
 * `analysisText` is an analysis stored as text, which SPEC 9 counts by its wording.
 */
export interface ProjectListRow {
  id: string;
  name: string;
  description: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  hasDocuments: boolean;
  error: string | null;
  clientNotes: string;
  analysisNetWorth: number | null;
  recommendationCount: number | null;
  analysisText: string | null;
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the workspace narrows the list to: words in the label or notes, a status. */
export interface ProjectFilter {
  q?: string;
  status?: ProjectStatus;
}

function filterCondition(filter: ProjectFilter): SQL | undefined {
  const pattern = filter.q === undefined ? undefined : containsPattern(filter.q);
  return and(
    pattern ? or(ilike(projects.name, pattern), ilike(projects.clientNotes, pattern)) : undefined,
    filter.status ? eq(projects.status, filter.status) : undefined,
  );
}

/**
 * One page of the user's own projects, newest first, with the total count (SPEC: filtered by
 * user_id). Unfiltered, the total is the kept count; searched or filtered, the matches counted.
 */
export async function listProjects(
  orm: Orm,
  userId: string,
  page: { limit: number; cursor: ListCursor | null; filter?: ProjectFilter },
): Promise<{ rows: ProjectListRow[]; nextCursor: string | null; total: number }> {
  const filter = filterCondition(page.filter ?? {});
  return withUserScope(orm, userId, async (tx) => {
    const after = afterListCursor(projects.createdAt, projects.id, page.cursor);
    const rows: ProjectListRow[] = await tx
      .select({
        id: projects.id,
        name: projects.name,
        description: projects.description,
        status: projects.status,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
        version: projects.version,
        hasDocuments: projects.hasDocuments,
        error: projects.error,
        clientNotes: projects.clientNotes,
        analysisNetWorth: projects.analysisNetWorth,
        recommendationCount: projects.recommendationCount,
        // CASE reads (and decompresses) the analysis only for the rows stored as text.
        analysisText: sql<string | null>`case when ${projects.analysisIsText}
          then ${projects.analysis} #>> '{}' end`,
      })
      .from(projects)
      .where(and(eq(projects.userId, userId), filter, after))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(page.limit + 1);
    const [counted] = filter
      ? await tx
          .select({ total: count() })
          .from(projects)
          .where(and(eq(projects.userId, userId), filter))
      : await tx
          .select({ total: projectCounts.total })
          .from(projectCounts)
          .where(eq(projectCounts.userId, userId));
    return {
      ...pageWithCursor(rows, page.limit, (row) => row.createdAt),
      total: counted?.total ?? 0,
    };
  });
}

/** The project if `userId` owns it; null otherwise (callers answer 404, never 403). */
export async function findOwnProject(
  orm: Orm,
  userId: string,
  id: string,
): Promise<ProjectRow | null> {
  return withUserScope(orm, userId, async (tx) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)));
    return row ?? null;
  });
}

/** Sets the client label of a project `userId` owns; the row, or null when there is none. */
export async function renameProject(
  orm: Orm,
  userId: string,
  id: string,
  name: string,
): Promise<ProjectRow | null> {
  return withUserScope(orm, userId, async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ name })
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .returning();
    return row ?? null;
  });
}

/**
 * Deletes a project `userId` owns, and with it (one row and its cascade) the notes, the
 * documents' text, every analysis version and every explanation; false when there is none.
 * The audit log records the deletion in the same transaction.
 */
export async function deleteProject(orm: Orm, userId: string, id: string): Promise<boolean> {
  return withUserScope(orm, userId, async (tx) => {
    const deleted = await tx
      .delete(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .returning({ id: projects.id });
    if (deleted.length === 0) return false;
    await recordAnalysisEvent(tx, 'analysis-deleted', userId, id);
    return true;
  });
}
