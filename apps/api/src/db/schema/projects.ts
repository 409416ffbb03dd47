import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgPolicy, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The user a scoped transaction acts for (see withUserScope); empty or unset = system work. */
const scopedUser = sql`nullif(current_setting('app.user_id', true), '')`;

export const projects = pgTable(
  'projects',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    // Millisecond precision so a JS Date round-trips exactly through the list cursor.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    clientNotes: text('client_notes').notNull().default(''),
    analysis: jsonb('analysis'),
    extractedDocumentText: text('extracted_document_text'),
    rawLlmResponse: text('raw_llm_response'),
    error: text('error'),
    hasDocuments: boolean('has_documents').notNull().default(false),
    explanations: jsonb('explanations').notNull().default({}),
  },
  (table) => [
    // The list's exact order (ORDER BY created_at DESC, id DESC puts nulls first), so a page
    // is an index range read that stops after one page (GET /api/projects).
    index('projects_user_id_created_at_id_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Defense in depth on PostgreSQL (the app role is not superuser): inside a user-scoped
    // transaction only that user's rows are visible; system work (jobs) sets no user.
    pgPolicy('projects_owner', {
      for: 'all',
      using: sql`${scopedUser} is null or ${table.userId} = ${scopedUser}`,
      withCheck: sql`${scopedUser} is null or ${table.userId} = ${scopedUser}`,
    }),
  ],
);
