import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from '../http/api-error';
import { hasAccess, readAccess } from './access';

/** 401 unless signed in; puts the typed user (approval and role fresh from the database) on `c.var.user`. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return apiError(c, 401, 'unauthorized', 'Sign in to continue');
  const access = await readAccess(c.var.db.orm, session.user.id);
  c.set('user', {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name || null,
    ...access,
  });
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
