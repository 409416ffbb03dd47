import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  ADMIN_ONLY_MESSAGES,
  adminUserStatusSchema,
  adminUsersResponseSchema,
} from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireAdmin, requireSession } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import { parseWith } from '../../http/validate';
import { auditRoutes } from '../audit/audit.routes';
import { toAdminUserDto } from './admin.mapper';
import * as adminService from './admin.service';

type AdminAction = 'approve' | 'revoke' | 'grant-admin' | 'remove-admin';

/**
 * A log line besides the audit event: logs shipped off the server are a copy that someone
 * holding the database's owner role cannot rewrite (decision 0023).
 */
function logAdminAction(c: Context<AppEnv>, action: AdminAction, targetId: string) {
  c.var.logger.info(
    {
      admin: { id: c.var.user.id, email: c.var.user.email },
      action,
      target: targetId,
      at: new Date().toISOString(),
    },
    `admin action: ${action}`,
  );
}

/** SPEC's message depends on what is listed: pending users, or approved/all users. */
const requireAdminToList = createMiddleware<AppEnv>((c, next) =>
  requireAdmin(
    c.req.query('status') === 'pending'
      ? ADMIN_ONLY_MESSAGES.viewPending
      : ADMIN_ONLY_MESSAGES.viewAll,
  )(c, next),
);

const userNotFound = (c: Context<AppEnv>) => apiError(c, 404, 'not_found', 'User not found');

/** The message the Admin Panel shows when the change would leave no administrator. */
export const LAST_ADMIN_MESSAGE =
  'This is the only administrator. Make another user an admin first.';

const lastAdmin = (c: Context<AppEnv>) => apiError(c, 409, 'last_admin', LAST_ADMIN_MESSAGE);

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireSession)
  .route('/audit', auditRoutes)
  .get('/users', requireAdminToList, async (c) => {
    const parsed = parseWith(adminUserStatusSchema.default('all'), c.req.query('status'));
    if (!parsed.ok) {
      return apiError(
        c,
        400,
        'invalid_request',
        'status must be pending, approved or all',
        parsed.issues,
      );
    }
    const users = await adminService.listUsers(c.var.db.orm, parsed.data);
    return c.json(adminUsersResponseSchema.parse({ users: users.map(toAdminUserDto) }));
  })
  .post('/users/:id/approve', requireAdmin(ADMIN_ONLY_MESSAGES.approve), async (c) => {
    const row = await adminService.approveUser(c.var.db.orm, c.req.param('id'), c.var.user);
    if (!row) return userNotFound(c);
    logAdminAction(c, 'approve', row.id);
    return c.json({ user: toAdminUserDto(row) });
  })
  .post('/users/:id/revoke', requireAdmin(ADMIN_ONLY_MESSAGES.approve), async (c) => {
    const row = await adminService.revokeUser(c.var.db.orm, c.req.param('id'), c.var.user);
    if (!row) return userNotFound(c);
    if (row === adminService.LAST_ADMIN) return lastAdmin(c);
    logAdminAction(c, 'revoke', row.id);
    return c.json({ user: toAdminUserDto(row) });
  })
  .put('/users/:id/admin', requireAdmin(ADMIN_ONLY_MESSAGES.assignRole), async (c) => {
    const row = await adminService.grantAdminRole(c.var.db.orm, c.req.param('id'), c.var.user);
    if (!row) return userNotFound(c);
    logAdminAction(c, 'grant-admin', row.id);
    return c.json({ user: toAdminUserDto(row) });
  })
  .delete('/users/:id/admin', requireAdmin(ADMIN_ONLY_MESSAGES.assignRole), async (c) => {
    const row = await adminService.removeAdminRole(c.var.db.orm, c.req.param('id'), c.var.user);
    if (!row) return userNotFound(c);
    if (row === adminService.LAST_ADMIN) return lastAdmin(c);
    logAdminAction(c, 'remove-admin', row.id);
    return c.json({ user: toAdminUserDto(row) });
  });
