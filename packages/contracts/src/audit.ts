import { z } from 'zod';

/**
 * What the audit log records (issue 16): sign-ins, the administrators' actions on users, and
 * an analysis created, exported (its report downloaded) or deleted.
 */
export const AUDIT_EVENT_KINDS = [
  'sign-in',
  'user-approved',
  'user-revoked',
  'admin-granted',
  'admin-removed',
  'analysis-created',
  'analysis-exported',
  'analysis-deleted',
] as const;
export const auditEventKindSchema = z.enum(AUDIT_EVENT_KINDS);
export type AuditEventKind = z.infer<typeof auditEventKindSchema>;

export const AUDIT_TARGET_TYPES = ['user', 'analysis'] as const;

/**
 * One event. Ids and labels are copies taken when it happened, so an event outlives the user
 * or analysis it names. A label is an e-mail address (for an analysis, its advisor's), never
 * the client label or anything else derived from client notes.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  kind: auditEventKindSchema,
  /** Null for a change made from the command line (npm run admin). */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string(),
    label: z.string(),
  }),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit: a page of events, newest first, optionally of one kind. */
export const auditEventListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  cursor: z.string().min(1).optional(),
  kind: auditEventKindSchema.optional(),
});
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>;

export const auditEventListSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditEventList = z.infer<typeof auditEventListSchema>;
