import { analysisResponseSchema, analysisSchema, DOCUMENT_LIMITS } from '@strata/contracts';
import { Document, Packer, Paragraph } from 'docx';
import { count, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { projects } from '../../db/schema';
import { extractDocuments } from '../../documents';
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

let ctx: TestContext;
let jobs: AnalysisJobs;
let app: TestApp;
let advisor: SignedIn;
let colleague: SignedIn;
let unapproved: SignedIn;
const recorder = recordingEngine();

beforeAll(async () => {
  ctx = await createTestContext();
  jobs = new AnalysisJobs(
    ctx.db,
    { extractDocuments: (a) => extractDocuments(a), engine: recorder.engine },
    {
      logger: ctx.logger,
      pollingIntervalSeconds: 0.5,
      maxPendingPerUser: 3,
    },
  );
  await jobs.start();
  app = createApp({
    env: ctx.env,
    db: ctx.db,
    logger: ctx.logger,
    jobs,
    options: { disableRateLimit: true },
  });
  advisor = await signUp(app);
  colleague = await signUp(app);
  unapproved = await signUp(app);
  await approve(ctx.db, advisor.id);
  await approve(ctx.db, colleague.id);
});

afterAll(async () => {
  await jobs.stop();
  await ctx.dispose();
});

const NOTES = 'Client notes: Johnson family. Married, ages 58 and 56, net worth $12.5M.';

function dataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

async function projectCount(userId: string): Promise<number> {
  const [row] = await ctx.fixtures
    .select({ n: count() })
    .from(projects)
    .where(eq(projects.userId, userId));
  return row?.n ?? 0;
}

async function pollUntilDone(projectId: string, as: SignedIn) {
  for (let i = 0; i < 100; i++) {
    const res = await call(app, `/api/analyses/${projectId}`, { as });
    const body = (await res.json()) as { status: string; response?: unknown; error: string | null };
    if (body.status !== 'pending') return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('analysis stayed pending');
}

describe('POST /api/analyses', () => {
  it('answers 401 signed out and 403 unapproved', async () => {
    expect(
      (await call(app, '/api/analyses', { method: 'POST', json: { notes: NOTES } })).status,
    ).toBe(401);
    const res = await call(app, '/api/analyses', {
      method: 'POST',
      as: unapproved,
      json: { notes: NOTES },
    });
    expect(res.status).toBe(403);
    expect(await projectCount(unapproved.id)).toBe(0);
  });

  it.each([
    ['no notes', {}],
    ['blank notes', { notes: '   ' }],
    ['an unknown key', { notes: NOTES, user_id: 'someone-else' }],
    ['a status', { notes: NOTES, status: 'completed' }],
    ['attachments of the wrong shape', { notes: NOTES, attachments: [{ name: 'a.txt' }] }],
    ['an array body', [NOTES]],
    [
      'an attachment that is not a data URL',
      {
        notes: NOTES,
        attachments: [{ name: 'a.txt', size: 1, type: 'text/plain', data: 'hello' }],
      },
    ],
  ])('refuses %s with 400 and creates nothing', async (_label, json) => {
    const before = await projectCount(advisor.id);
    const res = await call(app, '/api/analyses', { method: 'POST', as: advisor, json });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy();
    expect(await projectCount(advisor.id)).toBe(before);
  });

  it('refuses too many files and an oversized file with 413 naming the limit, before any row', async () => {
    const before = await projectCount(advisor.id);
    const small = {
      name: 'a.txt',
      size: 2,
      type: 'text/plain',
      data: 'data:text/plain;base64,aGk=',
    };
    const many = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: {
        notes: NOTES,
        attachments: Array.from({ length: DOCUMENT_LIMITS.maxFiles + 1 }, () => small),
      },
    });
    expect(many.status).toBe(413);
    expect(((await many.json()) as { error: { message: string } }).error.message).toContain(
      '10 files',
    );
    const big = new Uint8Array(DOCUMENT_LIMITS.maxFileBytes + 1);
    const huge = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: {
        notes: NOTES,
        attachments: [
          {
            name: 'ledger.txt',
            size: big.length,
            type: 'text/plain',
            data: dataUrl('text/plain', big),
          },
        ],
      },
    });
    expect(huge.status).toBe(413);
    const message = ((await huge.json()) as { error: { message: string } }).error.message;
    expect(message).toContain('ledger.txt');
    expect(message).toContain('20 MB');
    expect(await projectCount(advisor.id)).toBe(before);
  });

  it('creates a pending project at once, then completes it with a schema-valid analysis', async () => {
    const started = performance.now();
    const res = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: { notes: NOTES },
    });
    expect(res.status).toBe(202);
    const { projectId, status } = (await res.json()) as { projectId: string; status: string };
    expect(status).toBe('pending');
    const [row] = await ctx.fixtures.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.name).toBe('Johnson family');
    expect(row?.clientNotes).toBe(NOTES);
    const done = (await pollUntilDone(projectId, advisor)) as {
      status: string;
      response: { analysis: unknown };
    };
    console.info(
      `builtin analysis through the job queue: ${Math.round(performance.now() - started)} ms`,
    );
    expect(done.status).toBe('completed');
    expect(analysisResponseSchema.parse(done.response).success).toBe(true);
    expect(analysisSchema.safeParse(done.response.analysis).success).toBe(true);
    // The job's input (notes and attachments) is gone once the job has ended.
    const leftovers = (await ctx.db.orm.execute(
      sql`select count(*)::int as n from pgboss.job where singleton_key = ${projectId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(leftovers.rows[0]?.n).toBe(0);
  });

  it('stores the failure reason when the pipeline fails', async () => {
    const res = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: { notes: 'FAIL please' },
    });
    const { projectId } = (await res.json()) as { projectId: string };
    const done = await pollUntilDone(projectId, advisor);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('the engine could not read these notes');
  });

  it('refuses a submission beyond the per-user cap with 429', async () => {
    const user = await signUp(app);
    await approve(ctx.db, user.id);
    recorder.hold();
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await call(app, '/api/analyses', {
              method: 'POST',
              as: user,
              json: { notes: `${NOTES} ${i}` },
            })
          ).status,
        ).toBe(202);
      }
      const res = await call(app, '/api/analyses', {
        method: 'POST',
        as: user,
        json: { notes: NOTES },
      });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
        '3 analyses running',
      );
    } finally {
      recorder.release();
    }
  });
});

describe('GET /api/analyses/:id', () => {
  it('answers 404 for another user’s analysis and for unknown ids', async () => {
    const res = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: { notes: NOTES },
    });
    const { projectId } = (await res.json()) as { projectId: string };
    expect((await call(app, `/api/analyses/${projectId}`, { as: colleague })).status).toBe(404);
    expect((await call(app, `/api/analyses/${projectId}/events`, { as: colleague })).status).toBe(
      404,
    );
    expect((await call(app, '/api/analyses/not-a-project', { as: advisor })).status).toBe(404);
    expect((await call(app, `/api/analyses/${projectId}`)).status).toBe(401);
  });
});

interface SseEvent {
  event: string;
  data: unknown;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return event && data ? { event, data: JSON.parse(data) as unknown } : undefined;
    })
    .filter((e): e is SseEvent => e !== undefined);
}

describe('GET /api/analyses/:id/events', () => {
  it('streams progress, then done with the response, and ends', async () => {
    recorder.hold();
    const res = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: { notes: NOTES },
    });
    const { projectId } = (await res.json()) as { projectId: string };
    const stream = await call(app, `/api/analyses/${projectId}/events`, { as: advisor });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    setTimeout(() => recorder.release(), 300);
    const events = parseSse(await stream.text());
    const names = events.map((e) => e.event);
    expect(names.at(-1)).toBe('done');
    expect(names.filter((n) => n === 'progress').length).toBeGreaterThan(0);
    const stages = events
      .filter((e) => e.event === 'progress')
      .map((e) => (e.data as { stage: string }).stage);
    expect(stages).toContain('saving');
    const done = events.at(-1)?.data as { response: { success: boolean; analysis: unknown } };
    expect(done.response.success).toBe(true);
    expect(analysisSchema.safeParse(done.response.analysis).success).toBe(true);
  });

  it('answers at once for a finished analysis (done or failed)', async () => {
    const res = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: { notes: 'FAIL now' },
    });
    const { projectId } = (await res.json()) as { projectId: string };
    await pollUntilDone(projectId, advisor);
    const events = parseSse(
      await (await call(app, `/api/analyses/${projectId}/events`, { as: advisor })).text(),
    );
    expect(events).toEqual([
      { event: 'failed', data: { error: 'the engine could not read these notes' } },
    ]);
  });
});

async function buildPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawText(text, {
    x: 50,
    y: 700,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return pdf.save();
}

async function buildDocx(text: string): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('POST /api/functions/analyze-client', () => {
  it('waits for the job and answers SPEC’s analysis response with the documents’ text', async () => {
    const pdf = await buildPdf('Brokerage statement total 2,400,000');
    const docx = await buildDocx('Trust agreement dated 2019 for the Johnson family');
    const res = await call(app, '/api/functions/analyze-client', {
      method: 'POST',
      as: advisor,
      json: {
        notes: NOTES,
        attachments: [
          {
            name: 'statement.pdf',
            size: pdf.length,
            type: 'application/pdf',
            data: dataUrl('application/pdf', pdf),
          },
          {
            name: 'trust.docx',
            size: docx.length,
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            data: dataUrl(
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              docx,
            ),
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = analysisResponseSchema.parse(await res.json());
    expect(body.success).toBe(true);
    expect(analysisSchema.safeParse(body.analysis).success).toBe(true);
    expect(body.extractedDocumentText).toContain('Brokerage statement total 2,400,000');
    expect(body.extractedDocumentText).toContain('Trust agreement dated 2019');
    expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers success false with the reason on failure, and 400 for a bad body', async () => {
    const failed = await call(app, '/api/functions/analyze-client', {
      method: 'POST',
      as: advisor,
      json: { notes: 'FAIL' },
    });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({
      success: false,
      error: 'the engine could not read these notes',
    });
    const bad = await call(app, '/api/functions/analyze-client', {
      method: 'POST',
      as: advisor,
      json: { notes: '' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(app, '/api/functions/analyze-client', { method: 'POST', json: { notes: NOTES } }))
        .status,
    ).toBe(401);
  });
});
