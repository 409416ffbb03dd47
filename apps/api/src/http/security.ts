import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';

/** ARCHITECTURE "Headers": images only from this origin (a remote markdown image must not load). */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'";

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('X-Frame-Options', 'DENY');
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses cross-site state-changing calls: an Origin header, when sent, must be one of ours. */
export const originCheck = (allowed: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (STATE_CHANGING.has(c.req.method) && origin !== undefined && !allowed.includes(origin)) {
      return apiError(c, 403, 'forbidden_origin', 'Cross-origin request refused');
    }
    await next();
  });
