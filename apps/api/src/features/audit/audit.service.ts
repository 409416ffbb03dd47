import { and, desc, eq } from 'drizzle-orm';
import type { AuditEventKind } from '@strata/contracts';
import type { Orm } from '../../db/client';
import { auditEvents, user } from '../../db/schema';
import { afterListCursor, pageWithCursor, type ListCursor } from '../../http/list-cursor';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * Who did it; null when no signed-in user did: the command line (npm run admin), or the
 * server's own rules (ADMIN_EMAILS at sign-in, the development first-account bootstrap).
 */
export type AuditActor = { id: string; email: string } | null;

/**
 * What an event is about. The label is an e-mail address (an analysis' is its advisor's):
 * never a client label, which is derived from the notes and may name the client.
 */
export interface AuditTarget {
  type: 'user' | 'analysis';
  id: string;
  label: string;
}

/** A user as the audit log names them: by id and e-mail. */
export const userTarget = (id: string, email: string): AuditTarget => ({
  type: 'user',
  id,
  label: email,
});

/**
 * Appends one event. Callers pass the transaction that makes the change, so the change and its
 * event are committed together or not at all.
 */
export async function recordAuditEvent(
  orm: Orm,
  kind: AuditEventKind,
  actor: AuditActor,
  target: AuditTarget,
): Promise<void> {
  await orm.insert(auditEvents).values({
    kind,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
  });
}

/**
 * An advisor's action on their own analysis: the advisor is the actor, and labels the analysis
 * too (its client label comes from the notes, so it is not copied).
 */
export async function recordAnalysisEvent(
  orm: Orm,
  kind: Extract<AuditEventKind, `analysis-${string}`>,
  advisorId: string,
  analysisId: string,
): Promise<void> {
  const [advisor] = await orm
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, advisorId));
  if (!advisor)
    throw new Error(`no user ${advisorId} for the audit event of analysis ${analysisId}`);
  await recordAuditEvent(orm, kind, advisor, {
    type: 'analysis',
    id: analysisId,
    label: advisor.email,
  });
}

/** One page of events, newest first, optionally of one kind. */
export async function listAuditEvents(
  orm: Orm,
  page: { limit: number; cursor: ListCursor | null; kind?: AuditEventKind },
): Promise<{ rows: AuditEventRow[]; nextCursor: string | null }> {
  const rows = await orm
    .select()
    .from(auditEvents)
    .where(
      and(
        page.kind ? eq(auditEvents.kind, page.kind) : undefined,
        afterListCursor(auditEvents.occurredAt, auditEvents.id, page.cursor),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(page.limit + 1);
  return pageWithCursor(rows, page.limit, (row) => row.occurredAt);
}
