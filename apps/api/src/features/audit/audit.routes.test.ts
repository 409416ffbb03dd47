import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventListSchema, type AuditEvent, type AuditEventList } from '@strata/contracts';
import { createApp } from '../../app';
import { auditEvents, projects, user } from '../../db/schema';
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
import { reportAnalysisFixture } from '../../testing/report-fixtures';

let ctx: TestContext;
let jobs: AnalysisJobs;
let app: TestApp;
let admin: SignedIn;
let advisor: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  jobs = new AnalysisJobs(
    ctx.db,
    { extractDocuments: async () => ({ text: '' }), engine: recordingEngine().engine },
    { logger: ctx.logger, pollingIntervalSeconds: 0.5 },
  );
  await jobs.start();
  app = createApp({
    env: ctx.env,
    db: ctx.db,
    logger: ctx.logger,
    jobs,
    options: { disableRateLimit: true },
  });
  if (!ctx.admin) throw new Error('the test context seeds an admin');
  admin = ctx.admin;
  advisor = await signUp(app);
  await approve(ctx.db, advisor.id, admin.id);
});

afterAll(async () => {
  await jobs.stop();
  await ctx.dispose();
});

async function readPage(query: string, as: SignedIn = admin): Promise<AuditEventList> {
  const response = await call(app, `/api/admin/audit${query}`, { as });
  expect(response.status).toBe(200);
  return auditEventListSchema.parse(await response.json());
}

/** Every event about `targetId`, newest first, read through the API page by page. */
async function eventsAbout(targetId: string): Promise<AuditEvent[]> {
  const found: AuditEvent[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
    found.push(...page.items.filter((event) => event.target.id === targetId));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

async function waitUntilFinished(projectId: string, as: SignedIn): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const response = await call(app, `/api/analyses/${projectId}`, { as });
    if (((await response.json()) as { status: string }).status !== 'pending') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the analysis stayed pending');
}

describe('the audit log', () => {
  it('records a sign-in and every administrator action with actor, time and target', async () => {
    const before = Date.now();
    const member = await signUp(app, { email: `member-${randomUUID()}@example.com` });
    for (const [method, path] of [
      ['POST', 'approve'],
      ['POST', 'revoke'],
      ['PUT', 'admin'],
      ['DELETE', 'admin'],
    ] as const) {
      const response = await call(app, `/api/admin/users/${member.id}/${path}`, {
        method,
        as: admin,
      });
      expect(response.status).toBe(200);
    }

    const events = await eventsAbout(member.id);
    expect(events.map((event) => event.kind)).toEqual([
      'admin-removed',
      'admin-granted',
      'user-revoked',
      'user-approved',
      'sign-in',
    ]);
    const byAdmin = { id: admin.id, email: admin.email };
    expect(events.map((event) => event.actor)).toEqual([
      byAdmin,
      byAdmin,
      byAdmin,
      byAdmin,
      { id: member.id, email: member.email },
    ]);
    for (const event of events) {
      expect(event.target).toEqual({ type: 'user', id: member.id, label: member.email });
      expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it("records the server's own grants (the first account's bootstrap) with no actor", async () => {
    const events = await eventsAbout(admin.id);
    const bootstrap = events.filter((event) => event.actor === null);
    expect(bootstrap.map((event) => event.kind).sort()).toEqual(['admin-granted', 'user-approved']);
  });

  it('records no role change when the role was already as asked', async () => {
    const member = await signUp(app);
    await call(app, `/api/admin/users/${member.id}/admin`, { method: 'DELETE', as: admin });
    await call(app, `/api/admin/users/${member.id}/revoke`, { method: 'POST', as: admin });
    expect((await eventsAbout(member.id)).map((event) => event.kind)).toEqual(['sign-in']);
  });

  it('records an analysis created, exported and deleted, and never its notes or label', async () => {
    const canary = `canary-${randomUUID()}`;
    const notes = `Ellsworth household. ${canary}. Married, ages 61 and 60, net worth $9M.`;
    const created = await call(app, '/api/analyses', {
      method: 'POST',
      as: advisor,
      json: { notes, attachments: [] },
    });
    expect(created.status).toBe(202);
    const { projectId } = (await created.json()) as { projectId: string };
    await waitUntilFinished(projectId, advisor);
    // The report needs a finished analysis the report can draw: a fixture's.
    await ctx.fixtures
      .update(projects)
      .set({ status: 'completed', analysis: reportAnalysisFixture() })
      .where(eq(projects.id, projectId));
    const [project] = await ctx.fixtures
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect((await call(app, `/api/analyses/${projectId}/report`, { as: advisor })).status).toBe(
      200,
    );
    expect(
      (await call(app, `/api/projects/${projectId}`, { method: 'DELETE', as: advisor })).status,
    ).toBe(204);

    const events = await eventsAbout(projectId);
    expect(events.map((event) => event.kind)).toEqual([
      'analysis-deleted',
      'analysis-exported',
      'analysis-created',
    ]);
    for (const event of events) {
      expect(event.actor).toEqual({ id: advisor.id, email: advisor.email });
      expect(event.target).toEqual({ type: 'analysis', id: projectId, label: advisor.email });
    }
    // The client label is derived from the notes: neither may reach any column of the log.
    const stored = JSON.stringify(await ctx.fixtures.select().from(auditEvents));
    expect(stored).not.toContain(canary);
    expect(project?.name).toContain('Ellsworth');
    expect(stored).not.toContain('Ellsworth');
  });

  it('keeps the events of a user deleted with their analyses', async () => {
    const leaver = await signUp(app);
    await approve(ctx.db, leaver.id, admin.id);
    const [analysis] = await ctx.fixtures
      .insert(projects)
      .values({ userId: leaver.id, name: 'Client', status: 'completed' })
      .returning({ id: projects.id });
    if (!analysis) throw new Error('no project inserted');
    expect(
      (await call(app, `/api/projects/${analysis.id}`, { method: 'DELETE', as: leaver })).status,
    ).toBe(204);
    const before = await ctx.fixtures
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.targetId, [leaver.id, analysis.id]));
    expect(before.map((event) => event.kind).sort()).toEqual([
      'analysis-deleted',
      'sign-in',
      'user-approved',
    ]);

    await ctx.fixtures.delete(user).where(eq(user.id, leaver.id));

    const after = await ctx.fixtures
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.targetId, [leaver.id, analysis.id]));
    expect(after).toEqual(before);
  });

  it('filters by kind and pages newest first, every event once', async () => {
    for (let i = 0; i < 3; i++) await signUp(app);
    const all = await ctx.fixtures
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'sign-in'));
    expect(all.length).toBeGreaterThan(4);

    const seen: AuditEvent[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditEventList = await readPage(
        `?kind=sign-in&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen.every((event) => event.kind === 'sign-in')).toBe(true);
    expect(new Set(seen.map((event) => event.id))).toEqual(new Set(all.map((row) => row.id)));
    expect(seen).toHaveLength(all.length);
    const times = seen.map((event) => Date.parse(event.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses an unknown kind or a cursor it did not make (400)', async () => {
    for (const query of ['?kind=password-changed', '?cursor=not-a-cursor', '?limit=0']) {
      const response = await call(app, `/api/admin/audit${query}`, { as: admin });
      expect(response.status, query).toBe(400);
    }
  });

  it('is for administrators only: 403 for an approved user, 401 signed out', async () => {
    const response = await call(app, '/api/admin/audit', { as: advisor });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Only admins can view the audit log' },
    });
    expect((await call(app, '/api/admin/audit')).status).toBe(401);
  });
});

describe('the audit_events table', () => {
  // The app's own role (the owner on PostgreSQL, a superuser on PGlite) is the one refused.
  it.each([
    ['UPDATE', sql`update audit_events set target_label = 'rewritten'`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('refuses %s: the log is append-only', async (operation, statement) => {
    const [before] = await ctx.db.orm.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(before?.n).toBeGreaterThan(0);
    await expect(ctx.db.orm.execute(statement)).rejects.toMatchObject({
      cause: { message: `the audit log is append-only: ${operation} is refused` },
    });
    const [after] = await ctx.db.orm.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(after?.n).toBe(before?.n);
    const rewritten = await ctx.db.orm
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetLabel, 'rewritten'));
    expect(rewritten).toEqual([]);
  });

  it('refuses a kind the contracts do not list', async () => {
    await expect(
      ctx.db.orm.execute(
        sql`insert into audit_events (kind, target_type, target_id, target_label)
            values ('notes-read', 'user', 'u', 'x@example.com')`,
      ),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/audit_events_kind_check/) },
    });
  });
});
