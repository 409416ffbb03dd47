import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLlmStandIn,
  type LlmBehaviour,
  type LlmStandIn,
} from '@strata/test-support/llm-stand-in';
import { projects, user } from '../db/schema';
import { AnalysisJobs } from '../jobs/analysis-jobs';
import type { BuiltinEngine, LlmEngine } from '../jobs/analysis-pipeline';
import { builtinEngine } from '../jobs/builtin-engine';
import { createLanguageModel } from '../llm/provider';
import { buildTestLlmConfig } from '../testing/analysis-fixtures';
import { captureLogger } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

// In-process jobs on a real database (PGlite, or PostgreSQL when DATABASE_URL is set), with
// the real builtin engine and the LLM stand-in failing in each way a provider can.

let handle: TestDatabase;
const { logger } = captureLogger();
const running: AnalysisJobs[] = [];
const standIns: LlmStandIn[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await Promise.all(running.map((jobs) => jobs.stop()));
  await Promise.all(standIns.map((s) => s.close()));
  await handle?.dispose();
});

const NOTES = 'Net worth $9 million, income $600,000, moderate risk, goal: reduce estate tax.';

async function insertUser(): Promise<string> {
  const id = crypto.randomUUID();
  await handle.database.orm
    .insert(user)
    .values({ id, name: 'Advisor', email: `${id}@example.com` });
  return id;
}

async function waitForAll(ids: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await handle.fixtures.select().from(projects).where(inArray(projects.id, ids));
    if (rows.length === ids.length && rows.every((r) => r.status !== 'pending')) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('analyses stayed pending');
}

async function startJobs(engine: BuiltinEngine, llmScript?: LlmBehaviour[], concurrency = 2) {
  let llm: LlmEngine | undefined;
  let standIn: LlmStandIn | undefined;
  if (llmScript) {
    standIn = await startLlmStandIn({ script: llmScript });
    standIns.push(standIn);
    const config = buildTestLlmConfig(standIn.baseUrl, {
      timeoutMs: 300,
      retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 40 },
    });
    llm = { model: createLanguageModel(config), config };
  }
  const jobs = new AnalysisJobs(
    handle.database,
    { extractDocuments: () => Promise.resolve({ text: '' }), engine, llm },
    { logger, pollingIntervalSeconds: 0.5, concurrency },
  );
  await jobs.start();
  running.push(jobs);
  return { jobs, standIn };
}

describe('the model failing', () => {
  it.each([
    ['answering 429', { status: 429 }, /after 3 attempts: rate limited \(HTTP 429\)/],
    ['answering 500', { status: 500 }, /after 3 attempts: server error \(HTTP 500\)/],
    ['timing out', { hang: true }, /after 3 attempts: timed out/],
  ] as const)(
    'retries, then stores a clear failure on the project (%s)',
    async (_, behaviour, reason) => {
      const { jobs, standIn } = await startJobs(builtinEngine, [behaviour]);
      const id = await jobs.submit(await insertUser(), { notes: NOTES, attachments: [] });
      const [row] = await waitForAll([id], 20_000);
      expect(row?.status).toBe('failed');
      expect(row?.error).toMatch(/^The language model did not answer/);
      expect(row?.error).toMatch(reason);
      expect(row?.analysis).toBeNull();
      expect(standIn?.requests).toHaveLength(3);
      await jobs.stop();
    },
  );

  it('repairs invalid JSON once, then keeps the engine’s narrative and says so', async () => {
    const { jobs, standIn } = await startJobs(builtinEngine, [{ reply: '{"recommendations": [' }]);
    const id = await jobs.submit(await insertUser(), { notes: NOTES, attachments: [] });
    const [row] = await waitForAll([id], 20_000);
    expect(row?.status).toBe('completed');
    expect(standIn?.requests).toHaveLength(2);
    const analysis = row?.analysis as { meta: { notes: string[] } };
    expect(analysis.meta.notes.join(' ')).toMatch(/invalid after one repair attempt/);
    expect(row?.rawLlmResponse).toBe('{"recommendations": [');
    await jobs.stop();
  });
});

describe('50 analyses submitted at once by 10 advisors', () => {
  it('all complete, none lost, none run twice', async () => {
    const runs: string[] = [];
    const counting: BuiltinEngine = {
      analyze(input) {
        runs.push(input.notes);
        return builtinEngine.analyze(input);
      },
      describeStrategy: (name) => builtinEngine.describeStrategy(name),
    };
    const { jobs } = await startJobs(counting, undefined, 4);
    const users = await Promise.all(Array.from({ length: 10 }, () => insertUser()));
    const notes = Array.from({ length: 50 }, (_, i) => `${NOTES} Client number ${i}.`);
    const started = performance.now();
    const ids = await Promise.all(
      notes.map((text, i) => jobs.submit(users[i % 10] ?? '', { notes: text, attachments: [] })),
    );
    expect(new Set(ids).size).toBe(50);
    const rows = await waitForAll(ids);
    expect(rows.map((r) => r.status)).toEqual(Array(50).fill('completed'));
    expect(runs.sort()).toEqual([...notes].sort());
    logger.info({ ms: Math.round(performance.now() - started) }, '50 analyses done');
    const [leftover] = await handle.fixtures
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.status, 'pending'));
    expect(leftover).toBeUndefined();
    await jobs.stop();
  });
});

describe('the per-user cap under concurrent submissions', () => {
  it('accepts exactly five of eight submitted at once by one advisor', async () => {
    const { jobs } = await startJobs(builtinEngine, undefined, 0);
    const advisor = await insertUser();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        jobs.submit(advisor, { notes: `${NOTES} Burst ${i}.`, attachments: [] }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const o of refused) expect(String(o.reason)).toMatch(/already have 5 analyses running/);
    await jobs.stop();
  });
});
