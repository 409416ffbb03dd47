import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env';
import { requireApproved, requireSession } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import type { AnalysisJobs } from '../../jobs/analysis-jobs';
import { recordAnalysisEvent } from '../audit/audit.service';
import { findOwnProject } from '../projects/projects.service';
import { buildProjectReport } from '../reports/reports.service';
import { toAnalysisDto, toAnalysisResponse } from './analyses.mapper';
import { submitAnalysis, waitForFinish } from './analyses.service';

const HEARTBEAT_MS = 15_000;

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** POST /api/analyses, GET /api/analyses/:id, GET /api/analyses/:id/events, GET /api/analyses/:id/report. */
export function analysesRoutes(jobs: AnalysisJobs) {
  return new Hono<AppEnv>()
    .use('*', requireSession, requireApproved)
    .post('/', async (c) => {
      const result = await submitAnalysis(jobs, c.var.user.id, await readJson(c));
      if (!result.ok) return c.json({ error: result.error }, result.status);
      return c.json({ projectId: result.projectId, status: 'pending' as const }, 202);
    })
    .get('/:id', async (c) => {
      const row = await findOwnProject(c.var.db.orm, c.var.user.id, c.req.param('id'));
      if (!row) return apiError(c, 404, 'not_found', 'Analysis not found');
      return c.json(toAnalysisDto(row));
    })
    .get('/:id/report', async (c) => {
      const row = await findOwnProject(c.var.db.orm, c.var.user.id, c.req.param('id'));
      if (!row) return apiError(c, 404, 'not_found', 'Analysis not found');
      const report = await buildProjectReport(row, c.var.user);
      if (!report.ok) return apiError(c, 409, 'report_unavailable', report.reason);
      await recordAnalysisEvent(c.var.db.orm, 'analysis-exported', c.var.user.id, row.id);
      return c.body(new Uint8Array(report.pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${report.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .get('/:id/events', async (c) => {
      const row = await findOwnProject(c.var.db.orm, c.var.user.id, c.req.param('id'));
      if (!row) return apiError(c, 404, 'not_found', 'Analysis not found');
      return streamSSE(c, async (stream) => {
        const closed = new AbortController();
        stream.onAbort(() => closed.abort());
        const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
        try {
          const finished = await waitForFinish(jobs, c.var.db.orm, c.var.user.id, row.id, {
            signal: closed.signal,
            onProgress: (event) =>
              void stream.writeSSE({ event: 'progress', data: JSON.stringify(event) }),
          });
          const response = finished ? toAnalysisResponse(finished) : undefined;
          if (response?.success)
            await stream.writeSSE({ event: 'done', data: JSON.stringify({ response }) });
          else if (response)
            await stream.writeSSE({
              event: 'failed',
              data: JSON.stringify({ error: response.error }),
            });
        } finally {
          clearInterval(heartbeat);
        }
      });
    });
}

/** POST /api/functions/analyze-client: SPEC's call, answered when the job ends. */
export function analyzeClientRoutes(jobs: AnalysisJobs) {
  return new Hono<AppEnv>()
    .use('*', requireSession, requireApproved)
    .post('/analyze-client', async (c) => {
      const result = await submitAnalysis(jobs, c.var.user.id, await readJson(c));
      if (!result.ok) return c.json({ error: result.error }, result.status);
      const finished = await waitForFinish(jobs, c.var.db.orm, c.var.user.id, result.projectId, {
        signal: c.req.raw.signal,
      });
      const response = finished ? toAnalysisResponse(finished) : undefined;
      return c.json(response ?? { success: false, error: 'Analysis failed' });
    });
}
