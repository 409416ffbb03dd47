import { ANALYSIS_BODY, EXPLANATION_BODY } from './security-app';

/**
 * Who may call a route: anyone; any signed-in user (approved or not); approved users and
 * admins; admins only; or better-auth's own handler (covered by the session tests).
 */
export type Audience = 'anyone' | 'signed-in' | 'approved' | 'admin' | 'auth-handler';

/** The ids a concrete request names: the owner's project and a user the admin acts on. */
export interface RouteFixture {
  projectId: string;
  /** Another of the owner's projects, for the call that deletes it. */
  disposableProjectId: string;
  targetUserId: string;
}

export interface RouteExpectation {
  audience: Audience;
  /** Names the owner's resource: anyone else (admins too) gets 404, never 403. */
  ownerOnly?: boolean;
  /** The call that the route's audience is allowed to make. */
  request(fixture: RouteFixture): { path: string; json?: unknown };
}

/**
 * Every route the app registers, keyed `METHOD /path` as Hono's route table names it. The
 * access matrix fails when a registered route is missing here (or an entry names no route).
 */
export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  'GET /api/auth/providers': {
    audience: 'anyone',
    request: () => ({ path: '/api/auth/providers' }),
  },
  'GET /api/auth/*': {
    audience: 'auth-handler',
    request: () => ({ path: '/api/auth/get-session' }),
  },
  'POST /api/auth/*': {
    audience: 'auth-handler',
    request: () => ({ path: '/api/auth/sign-out', json: {} }),
  },
  'GET /api/health': { audience: 'anyone', request: () => ({ path: '/api/health' }) },
  'GET /api/openapi.json': { audience: 'anyone', request: () => ({ path: '/api/openapi.json' }) },
  'GET /api/docs': { audience: 'anyone', request: () => ({ path: '/api/docs' }) },
  'GET /api/strategies': { audience: 'anyone', request: () => ({ path: '/api/strategies' }) },
  'GET /api/me': { audience: 'signed-in', request: () => ({ path: '/api/me' }) },
  'GET /api/projects': { audience: 'approved', request: () => ({ path: '/api/projects' }) },
  'GET /api/projects/:id': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/projects/${projectId}` }),
  },
  'PATCH /api/projects/:id': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/projects/${projectId}`, json: { name: 'Renamed' } }),
  },
  'DELETE /api/projects/:id': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ disposableProjectId }) => ({ path: `/api/projects/${disposableProjectId}` }),
  },
  'GET /api/analyses/:id/versions': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/analyses/${projectId}/versions` }),
  },
  'GET /api/analyses/:id/versions/:version{[0-9]+}': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/analyses/${projectId}/versions/1` }),
  },
  'POST /api/analyses/:id/versions': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({
      path: `/api/analyses/${projectId}/versions`,
      json: { corrections: [{ field: 'annualIncome', value: 400_000 }] },
    }),
  },
  'POST /api/analyses': {
    audience: 'approved',
    request: () => ({ path: '/api/analyses', json: ANALYSIS_BODY }),
  },
  'GET /api/analyses/:id': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/analyses/${projectId}` }),
  },
  'GET /api/analyses/:id/report': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/analyses/${projectId}/report` }),
  },
  'GET /api/analyses/:id/events': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({ path: `/api/analyses/${projectId}/events` }),
  },
  'POST /api/functions/analyze-client': {
    audience: 'approved',
    request: () => ({ path: '/api/functions/analyze-client', json: ANALYSIS_BODY }),
  },
  'POST /api/functions/detailed-strategy-explanation': {
    audience: 'approved',
    ownerOnly: true,
    request: ({ projectId }) => ({
      path: '/api/functions/detailed-strategy-explanation',
      json: { ...EXPLANATION_BODY, projectId },
    }),
  },
  'GET /api/admin/audit': {
    audience: 'admin',
    request: () => ({ path: '/api/admin/audit?kind=sign-in' }),
  },
  'GET /api/admin/users': {
    audience: 'admin',
    request: () => ({ path: '/api/admin/users?status=all' }),
  },
  'POST /api/admin/users/:id/approve': {
    audience: 'admin',
    request: ({ targetUserId }) => ({ path: `/api/admin/users/${targetUserId}/approve` }),
  },
  'POST /api/admin/users/:id/revoke': {
    audience: 'admin',
    request: ({ targetUserId }) => ({ path: `/api/admin/users/${targetUserId}/revoke` }),
  },
  'PUT /api/admin/users/:id/admin': {
    audience: 'admin',
    request: ({ targetUserId }) => ({ path: `/api/admin/users/${targetUserId}/admin` }),
  },
  'DELETE /api/admin/users/:id/admin': {
    audience: 'admin',
    request: ({ targetUserId }) => ({ path: `/api/admin/users/${targetUserId}/admin` }),
  },
};

/** The app's own API routes as `METHOD /path` (middleware entries, method ALL, left out). */
export function registeredApiRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  const keys = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}
