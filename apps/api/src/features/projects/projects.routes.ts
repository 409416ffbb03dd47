import { Hono } from 'hono';
import {
  projectListQuerySchema,
  projectListSchema,
  renameProjectBodySchema,
} from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireApproved, requireSession } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import { decodeListCursor } from '../../http/list-cursor';
import { parseWith } from '../../http/validate';
import { toProjectDto, toProjectListItemDto } from './projects.mapper';
import * as projectsService from './projects.service';

async function readJson(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export const projectsRoutes = new Hono<AppEnv>()
  .use('*', requireSession, requireApproved)
  .get('/', async (c) => {
    const query = parseWith(projectListQuerySchema, c.req.query());
    if (!query.ok) return apiError(c, 400, 'invalid_request', 'Invalid query', query.issues);
    const cursor = query.data.cursor ? decodeListCursor(query.data.cursor) : null;
    if (query.data.cursor && !cursor) return apiError(c, 400, 'invalid_request', 'Invalid cursor');
    const page = await projectsService.listProjects(c.var.db.orm, c.var.user.id, {
      limit: query.data.limit,
      cursor,
      filter: { q: query.data.q, status: query.data.status },
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
  })
  .patch('/:id', async (c) => {
    const body = parseWith(renameProjectBodySchema, await readJson(c.req));
    if (!body.ok) return apiError(c, 400, 'invalid_request', 'Invalid client label', body.issues);
    const row = await projectsService.renameProject(
      c.var.db.orm,
      c.var.user.id,
      c.req.param('id'),
      body.data.name,
    );
    if (!row) return apiError(c, 404, 'not_found', 'Project not found');
    return c.json(toProjectDto(row));
  })
  .delete('/:id', async (c) => {
    const deleted = await projectsService.deleteProject(
      c.var.db.orm,
      c.var.user.id,
      c.req.param('id'),
    );
    if (!deleted) return apiError(c, 404, 'not_found', 'Project not found');
    return c.body(null, 204);
  });
