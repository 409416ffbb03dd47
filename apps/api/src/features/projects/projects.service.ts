import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { hasUnsafeText } from '../../http/request-input';
import { withUserScope, type Orm } from '../../db/client';
import { projectCounts, projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

/** Keyset position: the last item's creation time and id (newest first). */
export interface ProjectCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Pick<ProjectRow, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/** null when the cursor was not made by encodeCursor. */
export function decodeCursor(cursor: string): ProjectCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'string')
      return null;
    // The id reaches a query: text PostgreSQL cannot hold would fail it (a 500, not a 400).
    if (hasUnsafeText(value[1])) return null;
    const createdAt = new Date(value[0]);
    return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: value[1] };
  } catch {
    return null;
  }
}

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
  hasDocuments: boolean;
  error: string | null;
  clientNotes: string;
  recommendationCount: number | null;
  analysisText: string | null;
}

/** One page of the user's own projects, newest first, with the total count (SPEC: filtered by user_id). */
export async function listProjects(
  orm: Orm,
  userId: string,
  page: { limit: number; cursor: ProjectCursor | null },
): Promise<{ rows: ProjectListRow[]; nextCursor: string | null; total: number }> {
  return withUserScope(orm, userId, async (tx) => {
    const after: SQL | undefined = page.cursor
      ? or(
          lt(projects.createdAt, page.cursor.createdAt),
          and(eq(projects.createdAt, page.cursor.createdAt), lt(projects.id, page.cursor.id)),
        )
      : undefined;
    const rows: ProjectListRow[] = await tx
      .select({
        id: projects.id,
        name: projects.name,
        description: projects.description,
        status: projects.status,
        createdAt: projects.createdAt,
        hasDocuments: projects.hasDocuments,
        error: projects.error,
        clientNotes: projects.clientNotes,
        recommendationCount: projects.recommendationCount,
        // CASE reads (and decompresses) the analysis only for the rows stored as text.
        analysisText: sql<string | null>`case when ${projects.analysisIsText}
          then ${projects.analysis} #>> '{}' end`,
      })
      .from(projects)
      .where(and(eq(projects.userId, userId), after))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(page.limit + 1);
    const [counted] = await tx
      .select({ total: projectCounts.total })
      .from(projectCounts)
      .where(eq(projectCounts.userId, userId));
    const pageRows = rows.slice(0, page.limit);
    const last = pageRows.at(-1);
    return {
      rows: pageRows,
      nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
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
