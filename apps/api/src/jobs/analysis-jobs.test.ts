import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { user, projects } from '../db/schema';
import { captureLogger } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { AnalysisJobs, interruptedReason, type AnalysisJobsOptions } from './analysis-jobs';
import { recordingEngine } from '../testing/recording-engine';

let handle: TestDatabase;
const running: AnalysisJobs[] = [];
const { logger } = captureLogger();

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

afterAll(async () => {
  await handle.dispose();
});

async function insertUser(): Promise<string> {
  const id = crypto.randomUUID();
  await handle.database.orm
    .insert(user)
    .values({ id, name: 'Advisor', email: `${id}@example.com` });
  return id;
}

async function startJobs(engine = recordingEngine(), options: Partial<AnalysisJobsOptions> = {}) {
  const jobs = new AnalysisJobs(
    handle.database,
    { extractDocuments: () => Promise.resolve({ text: '' }), engine: engine.engine },
    { logger, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, ...options },
  );
  await jobs.start();
  running.push(jobs);
  return jobs;
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

async function statusOf(projectId: string) {
  const [row] = await handle.fixtures.select().from(projects).where(eq(projects.id, projectId));
  return row;
}

async function waitForStatus(projectId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await statusOf(projectId);
    if (row && row.status !== 'pending') return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`project ${projectId} stayed pending`);
}

/** Marks a queued job as claimed by a worker that then died (no process will finish it). */
async function claimAsDeadWorker(projectId: string): Promise<void> {
  await handle.database.orm.execute(
    sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour' where singleton_key = ${projectId}`,
  );
}

describe('AnalysisJobs', () => {
  it('resumes a job left running by a crashed process when the next one starts (PGlite)', async () => {
    const userId = await insertUser();
    const submitter = await startJobs(recordingEngine(), { runWorkers: false });
    const projectId = await submitter.submit(userId, {
      notes: 'Interrupted client',
      attachments: [],
    });
    await claimAsDeadWorker(projectId);
    await submitter.stop();
    expect((await statusOf(projectId))?.status).toBe('pending');

    const engine = recordingEngine();
    await startJobs(engine);
    expect((await waitForStatus(projectId)).status).toBe('completed');
    expect(engine.runs).toEqual(['Interrupted client']);
  });

  it('fails for good, with the count, a job interrupted by a stop on every attempt', async () => {
    const userId = await insertUser();
    const submitter = await startJobs(recordingEngine(), { runWorkers: false });
    const projectId = await submitter.submit(userId, { notes: 'Kills servers', attachments: [] });
    await submitter.stop();
    // Three runs (the first and two retries), each cut short: claimed as pg-boss claims (a
    // re-run counts as a retry), then the process "dies" and the next one starts.
    for (let attempt = 1; attempt <= 3; attempt++) {
      await handle.database.orm.execute(sql`
        update pgboss.job set state = 'active',
          retry_count = case when started_on is not null then retry_count + 1 else retry_count end,
          started_on = now()
        where singleton_key = ${projectId}`);
      const restarted = await startJobs(recordingEngine(), { runWorkers: false });
      await restarted.stop();
      expect((await statusOf(projectId))?.status).toBe(attempt < 3 ? 'pending' : 'failed');
    }
    const failed = await statusOf(projectId);
    expect(failed?.error).toBe(interruptedReason(3));
    const [left] = rowsOf(
      await handle.database.orm.execute(
        sql`select count(*)::int as n from pgboss.job where singleton_key = ${projectId}`,
      ),
    );
    expect(left).toEqual({ n: 0 });
  });

  it('re-runs an expired claim without a restart (the multi-instance path)', async () => {
    const userId = await insertUser();
    const engine = recordingEngine();
    const jobs = await startJobs(engine, {
      resumeActiveOnStart: false,
      expireInSeconds: 1,
      runWorkers: false,
    });
    const projectId = await jobs.submit(userId, { notes: 'Expired claim', attachments: [] });
    await claimAsDeadWorker(projectId);
    await jobs.stop();
    await startJobs(engine, { resumeActiveOnStart: false, expireInSeconds: 1 });
    expect((await waitForStatus(projectId)).status).toBe('completed');
    expect(engine.runs).toEqual(['Expired claim']);
  });

  it('fails a pending project no job will finish, with the reason, and removes its input', async () => {
    const userId = await insertUser();
    const [row] = await handle.fixtures
      .insert(projects)
      .values({
        userId,
        name: 'Lost',
        status: 'pending',
        clientNotes: 'x',
        createdAt: new Date(Date.now() - 120_000),
      })
      .returning();
    const jobs = await startJobs(recordingEngine(), { runWorkers: false });
    expect(await jobs.failLostProjects()).toBe(0); // start() already swept it
    const failed = await statusOf(row?.id ?? '');
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/interrupted/);
  });

  it('runs every job exactly once across two instances on one database', async () => {
    const userId = await insertUser();
    const engineA = recordingEngine();
    const engineB = recordingEngine();
    const a = await startJobs(engineA, { concurrency: 2, maxPendingPerUser: 100 });
    const b = await startJobs(engineB, { concurrency: 2, maxPendingPerUser: 100 });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await (i % 2 === 0 ? a : b).submit(userId, { notes: `job ${i}`, attachments: [] }));
    for (const id of ids) expect((await waitForStatus(id)).status).toBe('completed');
    const all = [...engineA.runs, ...engineB.runs].sort();
    expect(all).toEqual(Array.from({ length: 12 }, (_, i) => `job ${i}`).sort());
    expect(new Set(all).size).toBe(12);
  });
});
