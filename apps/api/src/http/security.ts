import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';

/** ARCHITECTURE "Headers": images only from this origin (a remote markdown image must not load). */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Two years with subdomains: browsers then never try plain HTTP for this host. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** How long a client is told to wait after a 429 that did not say (the analyses cap). */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  // No other site's window keeps a handle on ours, and no other site embeds our responses.
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  // Only when the site really is served over HTTPS: HSTS on a plain-HTTP origin would lock it out.
  const { env } = c.var;
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL.startsWith('https://'))
    headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (c.req.path.startsWith('/api/')) {
    // Answers carry client data: no browser or proxy cache may keep them.
    headers.set('Cache-Control', 'no-store');
    const type = headers.get('content-type');
    if (type && /^application\/json\s*$/i.test(type))
      headers.set('content-type', 'application/json; charset=utf-8');
  }
  if (c.res.status === 429 && !headers.has('Retry-After')) {
    // better-auth says how long in its own header; every other 429 gets the default.
    const seconds = Number(headers.get('X-Retry-After'));
    headers.set(
      'Retry-After',
      String(
        Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS,
      ),
    );
  }
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing calls not shown to come from this site: the Origin header must be one
 * of ours, or (a browser that sends no Origin) Sec-Fetch-Site must be same-origin. A request
 * with neither is refused too, so a form, a script on another site or a stray tool cannot
 * change anything by leaving both out.
 */
export const originCheck = (allowed: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameSite =
      origin !== undefined && origin !== 'null'
        ? allowed.includes(origin)
        : fetchSite === 'same-origin';
    if (!sameSite) return apiError(c, 403, 'forbidden_origin', 'Cross-origin request refused');
    await next();
  });
