import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../app-env';
import { apiError } from '../http/api-error';
import { findSessionUser, hasAccess } from './access';

/**
 * The user of the request's session cookie, read in one query (session, user, approval and
 * role: never cached, so a revoked session or role stops the very next request); null when
 * signed out or expired. Once a session is due its daily refresh, better-auth's own
 * getSession runs to extend it.
 */
async function readSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const auth = c.var.auth;
  const { secret, authCookies, sessionConfig } = await auth.$context;
  // The cookie better-auth signed: the token, a dot and its HMAC-SHA256 (Hono's format too).
  const token = await getSignedCookie(c, secret, authCookies.sessionToken.name);
  if (!token) return null;
  const found = await findSessionUser(c.var.db.orm, token);
  if (!found || found.expiresAt.getTime() <= Date.now()) return null;
  const { expiresAt, ...sessionUser } = found;
  const refreshDue =
    expiresAt.getTime() - (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000 <= Date.now();
  if (refreshDue && !(await auth.api.getSession({ headers: c.req.raw.headers }))) return null;
  return sessionUser;
}

/** 401 unless signed in; puts the typed user (approval and role fresh from the database) on `c.var.user`. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSessionUser(c);
  if (!user) return apiError(c, 401, 'unauthorized', 'Sign in to continue');
  c.set('user', user);
  await next();
});

/** 403 not_approved unless the user is approved or an admin (after requireSession). */
export const requireApproved = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasAccess(c.var.user)) {
    return apiError(
      c,
      403,
      'not_approved',
      'Your account is awaiting approval from an administrator.',
    );
  }
  await next();
});

/** 403 with `message` (SPEC's exact wording) unless the user is an admin (after requireSession). */
export const requireAdmin = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user.isAdmin) return apiError(c, 403, 'forbidden', message);
    await next();
  });
