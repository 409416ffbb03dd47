import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { projects } from '../../db/schema';
import { AnalysisJobs } from '../../jobs/analysis-jobs';
import { recordingEngine } from '../../testing/recording-engine';
import {
  approve,
  call,
  createTestContext,
  signUp,
  type SignedIn,
  type TestApp,
  type TestContext,
} from '../../testing/test-app';
import { REPORT_NOTES, reportAnalysisFixture } from '../../testing/report-fixtures';

let ctx: TestContext;
let app: TestApp;
let advisor: SignedIn;
let colleague: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  const jobs = new AnalysisJobs(
    ctx.db,
    { extractDocuments: async () => ({ text: '' }), engine: recordingEngine().engine },
    { logger: ctx.logger },
  );
  app = createApp({
    env: ctx.env,
    db: ctx.db,
    logger: ctx.logger,
    jobs,
    options: { disableRateLimit: true },
  });
  advisor = await signUp(app, { name: 'Dana Advisor' });
  colleague = await signUp(app);
  await approve(ctx.db, advisor.id);
  await approve(ctx.db, colleague.id);
});

afterAll(() => ctx.dispose());

async function insertProject(owner: SignedIn, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await ctx.fixtures
    .insert(projects)
    .values({
      userId: owner.id,
      name: 'Whitman household',
      status: 'completed',
      clientNotes: REPORT_NOTES,
      analysis: reportAnalysisFixture(),
      ...fields,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('no project inserted');
  return row.id;
}

describe('GET /api/analyses/:id/report', () => {
  it('sends the owner a PDF named for the client, with the advisor on the cover', async () => {
    const id = await insertProject(advisor);
    const response = await call(app, `/api/analyses/${id}/report`, { as: advisor });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Whitman household - financial plan.pdf"',
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
    expect(text).toContain('Whitman household');
    expect(text).toContain('Dana Advisor');
  });

  it("answers 404 for someone else's analysis and for an unknown id", async () => {
    const id = await insertProject(advisor);
    expect((await call(app, `/api/analyses/${id}/report`, { as: colleague })).status).toBe(404);
    expect((await call(app, '/api/analyses/no-such-id/report', { as: advisor })).status).toBe(404);
    expect((await call(app, `/api/analyses/${id}/report`)).status).toBe(401);
  });

  it('explains why there is no report for a pending or a text analysis', async () => {
    const pending = await insertProject(advisor, { status: 'pending', analysis: null });
    const text = await insertProject(advisor, { analysis: '## Notes only' });
    for (const id of [pending, text]) {
      const response = await call(app, `/api/analyses/${id}/report`, { as: advisor });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'report_unavailable',
      );
    }
  });
});
