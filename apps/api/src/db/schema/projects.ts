import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The user a scoped transaction acts for (see withUserScope). */
const scopedUser = sql`nullif(current_setting('app.user_id', true), '')`;
/** Set only by withJobScope: the analysis runner, which works on any user's queued project. */
const jobScope = sql`current_setting('app.job_scope', true) = 'analysis'`;

/**
 * Row-level security for a table with a user_id: a user-scoped transaction sees its user's rows
 * only, the analysis runner's scope sees every row, and a transaction with neither sees none
 * (decision 0022: a query that forgot its scope fails closed).
 */
const ownerPolicy = (name: string, userId: AnyPgColumn) =>
  pgPolicy(name, {
    for: 'all',
    using: sql`${userId} = ${scopedUser} or ${jobScope}`,
    withCheck: sql`${userId} = ${scopedUser} or ${jobScope}`,
  });

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
    // Kept by the database from the analysis, so a workspace page reads a number instead of
    // decompressing each row's analysis (tens of KB): SPEC 9 counts a structured analysis by
    // its recommendations and an analysis stored as text by its wording (read only then).
    recommendationCount: integer('recommendation_count').generatedAlwaysAs(
      sql`case when jsonb_typeof(analysis -> 'recommendations') = 'array'
        then jsonb_array_length(analysis -> 'recommendations') end`,
    ),
    analysisIsText: boolean('analysis_is_text').generatedAlwaysAs(
      sql`coalesce(jsonb_typeof(analysis) = 'string', false)`,
    ),
    // The analysis' own net worth for the workspace card (issue 15), kept by the database for
    // the same reason as the count above: the card must not decompress the analysis.
    analysisNetWorth: doublePrecision('analysis_net_worth').generatedAlwaysAs(
      sql`case when jsonb_typeof(analysis #> '{clientProfile,currentNetWorth}') = 'number'
        then (analysis #>> '{clientProfile,currentNetWorth}')::double precision end`,
    ),
    /** The number of the analysis version in `analysis` (1 until the advisor re-runs it). */
    version: integer('version').notNull().default(1),
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
    ownerPolicy('projects_owner', table.userId),
  ],
);

/**
 * How many projects each user has, kept by triggers on projects (migration 0003), so the
 * workspace's total is one row read instead of a count over every project the user saved.
 */
export const projectCounts = pgTable(
  'project_counts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
  },
  (table) => [ownerPolicy('project_counts_owner', table.userId)],
);

/**
 * Every version of a project's analysis (issue 11): the first as the job computed it, then one
 * per re-run from the advisor's corrections. The project row keeps the latest in `analysis`;
 * these rows keep each version viewable. Deleted with the project.
 */
export const analysisVersions = pgTable(
  'analysis_versions',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    analysis: jsonb('analysis').notNull(),
    rawResponse: text('raw_response'),
    /** Every correction in force for this version (a FactCorrection[]; the latest per field). */
    corrections: jsonb('corrections').notNull().default([]),
    /** The explanations generated while this version was the latest. */
    explanations: jsonb('explanations').notNull().default({}),
  },
  (table) => [
    uniqueIndex('analysis_versions_project_id_version_idx').on(table.projectId, table.version),
    ownerPolicy('analysis_versions_owner', table.userId),
  ],
);
