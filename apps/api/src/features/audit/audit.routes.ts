import { Hono } from 'hono';
import {
  ADMIN_ONLY_MESSAGES,
  auditEventListQuerySchema,
  auditEventListSchema,
} from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import { decodeListCursor } from '../../http/list-cursor';
import { parseWith } from '../../http/validate';
import { toAuditEventDto } from './audit.mapper';
import { listAuditEvents } from './audit.service';

/** GET /api/admin/audit. Mounted inside adminRoutes, whose requireSession runs first. */
export const auditRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin(ADMIN_ONLY_MESSAGES.viewAudit))
  .get('/', async (c) => {
    const query = parseWith(auditEventListQuerySchema, c.req.query());
    if (!query.ok) return apiError(c, 400, 'invalid_request', 'Invalid query', query.issues);
    const cursor = query.data.cursor ? decodeListCursor(query.data.cursor) : null;
    if (query.data.cursor && !cursor) return apiError(c, 400, 'invalid_request', 'Invalid cursor');
    const page = await listAuditEvents(c.var.db.orm, {
      limit: query.data.limit,
      cursor,
      kind: query.data.kind,
    });
    return c.json(
      auditEventListSchema.parse({
        items: page.rows.map(toAuditEventDto),
        nextCursor: page.nextCursor,
      }),
    );
  });
