import { Hono } from 'hono';
import { meSchema } from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireSession } from '../../auth/guards';

/** GET /api/me: also answers unapproved users, so the web can show the pending screen. */
export const meRoutes = new Hono<AppEnv>().get('/', requireSession, (c) => {
  const { id, email, name, isApproved, isAdmin } = c.var.user;
  return c.json(meSchema.parse({ user: { id, email, name }, isApproved, isAdmin }));
});
