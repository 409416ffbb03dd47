import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_EVENT_KINDS, AUDIT_TARGET_TYPES } from '@strata/contracts';

const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The audit log (issue 16, decision 0023): append-only, which triggers enforce (migration
 * 0007). No foreign keys: an event is kept when its actor or target is deleted, so ids and
 * labels are copies. No column for free text: notes and document text have nowhere to go.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    // Millisecond precision so a JS Date round-trips exactly through the list cursor.
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    kind: text('kind', { enum: AUDIT_EVENT_KINDS }).notNull(),
    /** Both null for a change made from the command line. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
  },
  (table) => [
    check('audit_events_kind_check', sql`${table.kind} in (${quotedList(AUDIT_EVENT_KINDS)})`),
    check(
      'audit_events_target_type_check',
      sql`${table.targetType} in (${quotedList(AUDIT_TARGET_TYPES)})`,
    ),
    check(
      'audit_events_actor_check',
      sql`(${table.actorId} is null) = (${table.actorEmail} is null)`,
    ),
    // The admin list's exact order (DESC puts nulls first), unfiltered and by kind, so a page
    // is an index range read (GET /api/admin/audit).
    index('audit_events_occurred_at_id_idx').on(
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('audit_events_kind_occurred_at_id_idx').on(
      table.kind,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
