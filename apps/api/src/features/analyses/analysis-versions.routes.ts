import { Hono } from 'hono';
import { EngineStoppedError } from '../../engine/engine-pool';
import {
  analysisVersionListSchema,
  analysisVersionSchema,
  rerunAnalysisBodySchema,
} from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireApproved, requireSession } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import { parseWith } from '../../http/validate';
import {
  findVersion,
  listVersions,
  rerunAnalysis,
  type RerunEngine,
} from './analysis-versions.service';
import { rerunWithBuiltinEngine } from './rerun-engine';

async function readJson(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/**
 * GET /api/analyses/:id/versions, GET /api/analyses/:id/versions/:version and
 * POST /api/analyses/:id/versions `{ corrections }` (a re-run: 201 with the new version).
 */
export function analysisVersionsRoutes(engine: RerunEngine = rerunWithBuiltinEngine) {
  return new Hono<AppEnv>()
    .use('*', requireSession, requireApproved)
    .get('/:id/versions', async (c) => {
      const versions = await listVersions(c.var.db.orm, c.var.user.id, c.req.param('id'));
      if (!versions) return apiError(c, 404, 'not_found', 'Analysis not found');
      return c.json(analysisVersionListSchema.parse({ versions }));
    })
    .get('/:id/versions/:version{[0-9]+}', async (c) => {
      const number = Number(c.req.param('version'));
      const version = Number.isSafeInteger(number)
        ? await findVersion(c.var.db.orm, c.var.user.id, c.req.param('id'), number)
        : null;
      if (!version) return apiError(c, 404, 'not_found', 'Analysis version not found');
      return c.json(analysisVersionSchema.parse(version));
    })
    .post('/:id/versions', async (c) => {
      const body = parseWith(rerunAnalysisBodySchema, await readJson(c.req));
      if (!body.ok)
        return apiError(c, 400, 'invalid_request', 'Invalid re-run request', body.issues);
      let result;
      try {
        result = await rerunAnalysis(
          c.var.db.orm,
          c.var.user.id,
          c.req.param('id'),
          body.data.corrections,
          engine,
        );
      } catch (error) {
        // Stopped by the engine's time budget or memory limit: the reason, nothing stored.
        if (!(error instanceof EngineStoppedError)) throw error;
        return apiError(c, 503, 'analysis_stopped', error.message);
      }
      if (!result.ok) return apiError(c, result.status, result.code, result.message, result.issues);
      return c.json(analysisVersionSchema.parse(result.version), 201);
    });
}
