import { z, type ZodType } from 'zod';
import {
  adminUserResponseSchema,
  adminUsersResponseSchema,
  adminUserStatusSchema,
  analysisProgressEventSchema,
  analysisProjectSchema,
  analysisResponseSchema,
  analysisVersionListSchema,
  analysisVersionSchema,
  auditEventListQuerySchema,
  auditEventListSchema,
  createAnalysisBodySchema,
  createAnalysisResponseSchema,
  explanationBodySchema,
  explanationResponseSchema,
  healthSchema,
  meSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  providersSchema,
  renameProjectBodySchema,
  rerunAnalysisBodySchema,
  strategiesResponseSchema,
} from '@strata/contracts';

/**
 * The API as the contracts describe it, one entry per route, keyed `METHOD /path` as Hono's
 * route table names it. The OpenAPI document is built from this table, and a test holds it
 * to the routes the app really registers and to the responses they really send.
 */
export interface ApiRoute {
  summary: string;
  tag: 'auth' | 'analyses' | 'projects' | 'explanations' | 'strategies' | 'admin' | 'health';
  /** Who may call it (ARCHITECTURE.md's table). */
  audience: 'anyone' | 'signed-in' | 'approved' | 'owner' | 'admin';
  body?: ZodType;
  query?: z.ZodObject;
  /** Success responses by status; errors use the one error shape. */
  responses: Record<number, ZodType>;
  /** A file instead of JSON (the client report). */
  file?: 'application/pdf';
  /** A server-sent event stream: its events' payloads by event name. */
  events?: Record<string, ZodType>;
}

export const API_ROUTES: Record<string, ApiRoute> = {
  'GET /api/auth/providers': {
    summary: 'Which sign-in methods are enabled',
    tag: 'auth',
    audience: 'anyone',
    responses: { 200: providersSchema },
  },
  'GET /api/health': {
    summary: 'Liveness, database kind and analysis engine',
    tag: 'health',
    audience: 'anyone',
    responses: { 200: healthSchema, 503: healthSchema },
  },
  'GET /api/strategies': {
    summary: 'The strategy catalogue and its categories',
    tag: 'strategies',
    audience: 'anyone',
    responses: { 200: strategiesResponseSchema },
  },
  'GET /api/me': {
    summary: 'The signed-in user with approval and admin flags',
    tag: 'auth',
    audience: 'signed-in',
    responses: { 200: meSchema },
  },
  'GET /api/projects': {
    summary: "The caller's projects, newest first, a page at a time",
    tag: 'projects',
    audience: 'approved',
    query: projectListQuerySchema,
    responses: { 200: projectListSchema },
  },
  'PATCH /api/projects/:id': {
    summary: 'Rename the client label',
    tag: 'projects',
    audience: 'owner',
    body: renameProjectBodySchema,
    responses: { 200: projectSchema },
  },
  'DELETE /api/projects/:id': {
    summary: 'Delete the project with its notes, document text, versions and explanations',
    tag: 'projects',
    audience: 'owner',
    responses: { 204: z.undefined() },
  },
  'GET /api/analyses/:id/versions': {
    summary: 'The versions of the analysis, newest first',
    tag: 'analyses',
    audience: 'owner',
    responses: { 200: analysisVersionListSchema },
  },
  'GET /api/analyses/:id/versions/:version{[0-9]+}': {
    summary: 'One earlier version of the analysis',
    tag: 'analyses',
    audience: 'owner',
    responses: { 200: analysisVersionSchema },
  },
  'POST /api/analyses/:id/versions': {
    summary: "Re-run the analysis from the advisor's corrected facts (a new version)",
    tag: 'analyses',
    audience: 'owner',
    body: rerunAnalysisBodySchema,
    responses: { 201: analysisVersionSchema },
  },
  'GET /api/projects/:id': {
    summary: 'One project (someone else’s id answers 404)',
    tag: 'projects',
    audience: 'owner',
    responses: { 200: projectSchema },
  },
  'POST /api/analyses': {
    summary: 'Submit notes and documents; the analysis runs as a durable job',
    tag: 'analyses',
    audience: 'approved',
    body: createAnalysisBodySchema,
    responses: { 202: createAnalysisResponseSchema },
  },
  'GET /api/analyses/:id': {
    summary: 'The project and, once completed, the analysis response',
    tag: 'analyses',
    audience: 'owner',
    responses: { 200: analysisProjectSchema },
  },
  'GET /api/analyses/:id/report': {
    summary: 'The client report of a completed analysis, as a PDF',
    tag: 'analyses',
    audience: 'owner',
    file: 'application/pdf',
    responses: {},
  },
  'GET /api/analyses/:id/events': {
    summary: 'Progress of the analysis as server-sent events',
    tag: 'analyses',
    audience: 'owner',
    responses: {},
    events: {
      progress: analysisProgressEventSchema,
      done: z.object({ response: analysisResponseSchema }),
      failed: z.object({ error: z.string() }),
    },
  },
  'POST /api/functions/analyze-client': {
    summary: "SPEC's analyze-client call: waits for the job and answers the analysis response",
    tag: 'analyses',
    audience: 'approved',
    body: createAnalysisBodySchema,
    responses: { 200: analysisResponseSchema },
  },
  'POST /api/functions/detailed-strategy-explanation': {
    summary: "SPEC's detailed-strategy-explanation call",
    tag: 'explanations',
    audience: 'approved',
    body: explanationBodySchema,
    responses: { 200: explanationResponseSchema, 502: explanationResponseSchema },
  },
  'GET /api/admin/audit': {
    summary: 'The audit log, newest first, a page at a time, optionally of one kind',
    tag: 'admin',
    audience: 'admin',
    query: auditEventListQuerySchema,
    responses: { 200: auditEventListSchema },
  },
  'GET /api/admin/users': {
    summary: 'Profiles with their admin flag, newest first',
    tag: 'admin',
    audience: 'admin',
    query: z.object({ status: adminUserStatusSchema.optional() }),
    responses: { 200: adminUsersResponseSchema },
  },
  'POST /api/admin/users/:id/approve': {
    summary: 'Approve a user',
    tag: 'admin',
    audience: 'admin',
    responses: { 200: adminUserResponseSchema },
  },
  'POST /api/admin/users/:id/revoke': {
    summary: "Revoke a user's approval",
    tag: 'admin',
    audience: 'admin',
    responses: { 200: adminUserResponseSchema },
  },
  'PUT /api/admin/users/:id/admin': {
    summary: 'Grant the admin role',
    tag: 'admin',
    audience: 'admin',
    responses: { 200: adminUserResponseSchema },
  },
  'DELETE /api/admin/users/:id/admin': {
    summary: 'Remove the admin role',
    tag: 'admin',
    audience: 'admin',
    responses: { 200: adminUserResponseSchema },
  },
};

/** better-auth's own endpoints: documented by better-auth, listed here by prefix only. */
export const AUTH_HANDLER_ROUTES = ['GET /api/auth/*', 'POST /api/auth/*'];

/** This document's own routes. */
export const OPENAPI_ROUTES = ['GET /api/openapi.json', 'GET /api/docs'];
