import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { providersSchema } from '@strata/contracts';
import type { AppEnv } from './app-env';
import { allowedOrigins } from './auth/allowed-origins';
import { CLIENT_IP_HEADER, createAuth, enabledProviders } from './auth/auth';
import { resolveClientAddress } from './auth/client-address';
import { signInLimits } from './auth/sign-in-limits';
import { hasAccounts } from './auth/has-accounts';
import type { Database } from './db/client';
import type { Env } from './env';
import { adminRoutes } from './features/admin/admin.routes';
import { analysesRoutes, analyzeClientRoutes } from './features/analyses/analyses.routes';
import { analysisVersionsRoutes } from './features/analyses/analysis-versions.routes';
import {
  explanationDepsFromEnv,
  explanationsRoutes,
} from './features/explanations/explanations.routes';
import { healthRoutes } from './features/health/health.routes';
import { meRoutes } from './features/me/me.routes';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { projectsRoutes } from './features/projects/projects.routes';
import { strategiesRoutes } from './features/strategies/strategies.routes';
import { apiError } from './http/api-error';
import { bodyLimits } from './http/body-limits';
import { rejectUnsafeInput, requireJsonBody } from './http/request-input';
import { originCheck, securityHeaders } from './http/security';
import { webAppRoutes } from './http/web-app';
import type { AnalysisJobs } from './jobs/analysis-jobs';
import type { Logger } from './logger';

export interface AppDeps {
  env: Env;
  db: Database;
  logger: Logger;
  /** Durable analysis jobs (started by the caller); without them the analysis routes are absent. */
  jobs?: AnalysisJobs;
  options?: {
    /** Tests only: every real mode keeps auth rate limiting on. */
    disableRateLimit?: boolean;
    /** Where the built web app is; defaults to apps/web/dist. */
    webDistDir?: string;
  };
}

const srcDir = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = join(srcDir, '..', '..', 'web', 'dist');

/** The whole HTTP application; no side effects (no listening, no migrations). */
export function createApp({ env, db, logger, jobs, options = {} }: AppDeps): Hono<AppEnv> {
  const auth = createAuth({ env, db, logger, disableRateLimit: options.disableRateLimit });
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const requestLogger = logger.child({ reqId: c.var.requestId });
    c.set('env', env);
    c.set('db', db);
    c.set('auth', auth);
    c.set('logger', requestLogger);
    const started = performance.now();
    await next();
    // Method, path and status only: bodies and query strings may carry client data.
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use('*', securityHeaders);
  app.use('/api/*', originCheck(allowedOrigins(env)));
  app.use('/api/*', bodyLimits);
  app.use('/api/*', requireJsonBody);
  app.use('/api/*', rejectUnsafeInput);

  app.get('/api/auth/providers', async (c) =>
    c.json(
      providersSchema.parse({ ...enabledProviders(env), hasAccounts: await hasAccounts(db.orm) }),
    ),
  );
  const clientAddress = (c: Context<AppEnv>) =>
    resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), env.TRUSTED_PROXY);
  if (!options.disableRateLimit) app.post('/api/auth/sign-in/email', signInLimits(clientAddress));
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    auth.handler(withClientIp(c.req.raw, clientAddress(c))),
  );

  app.route('/api', openApiRoutes);
  app.route('/api/health', healthRoutes);
  app.route('/api/me', meRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/api/projects', projectsRoutes);
  app.route('/api/strategies', strategiesRoutes);
  // Before the analyze-client router: its guards cover all of /api/functions/*.
  app.route(
    '/api/functions/detailed-strategy-explanation',
    explanationsRoutes(explanationDepsFromEnv(env)),
  );
  app.route('/api/analyses', analysisVersionsRoutes());
  if (jobs)
    app
      .route('/api/analyses', analysesRoutes(jobs))
      .route('/api/functions', analyzeClientRoutes(jobs));

  app.all('/api/*', (c) =>
    apiError(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`),
  );
  app.route('/', webAppRoutes(options.webDistDir ?? defaultWebDist));
  app.notFound((c) => c.text('Not found', 404));

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status, 'bad_request', error.message || 'Bad request');
    }
    (c.var.logger ?? logger).error({ err: error, reqId: c.var.requestId }, 'unhandled error');
    return apiError(c, 500, 'internal', 'Internal server error');
  });

  return app;
}

/** The peer address from the node socket; undefined under app.request() in tests. */
function peerAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** better-auth keys rate limits by this header; clients cannot set it (it is always replaced). */
function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
