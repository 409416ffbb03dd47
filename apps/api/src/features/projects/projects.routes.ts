import { Hono } from 'hono';
import { z } from 'zod';
import { PROJECT_PAGE_SIZE, projectListSchema } from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireApproved, requireSession } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import { parseWith } from '../../http/validate';
import { toProjectDto, toProjectListItemDto } from './projects.mapper';
import * as projectsService from './projects.service';

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PROJECT_PAGE_SIZE),
  cursor: z.string().min(1).optional(),
});

export const projectsRoutes = new Hono<AppEnv>()
  .use('*', requireSession, requireApproved)
  .get('/', async (c) => {
    const query = parseWith(listQuerySchema, c.req.query());
    if (!query.ok) return apiError(c, 400, 'invalid_request', 'Invalid query', query.issues);
    const cursor = query.data.cursor ? projectsService.decodeCursor(query.data.cursor) : null;
    if (query.data.cursor && !cursor) return apiError(c, 400, 'invalid_request', 'Invalid cursor');
    const page = await projectsService.listProjects(c.var.db.orm, c.var.user.id, {
      limit: query.data.limit,
      cursor,
    });
    return c.json(
      projectListSchema.parse({
        items: page.rows.map(toProjectListItemDto),
        nextCursor: page.nextCursor,
        total: page.total,
      }),
    );
  })
  .get('/:id', async (c) => {
    const row = await projectsService.findOwnProject(
      c.var.db.orm,
      c.var.user.id,
      c.req.param('id'),
    );
    if (!row) return apiError(c, 404, 'not_found', 'Project not found');
    return c.json(toProjectDto(row));
  });
