import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmStandIn, type LlmStandIn } from '@strata/test-support/llm-stand-in';
import { testDatabaseUrl } from '../testing/test-env';
import { faithfulReply, llmEnv } from '../testing/llm-env';
import { createPgAppDatabase, type PgAppDatabase } from '../testing/pg-app-database';
import {
  killAllServers,
  makeDataDir,
  removeDataDir,
  spawnServer,
  startServer,
  type ServerProcess,
} from '@strata/test-support/server-process';
import {
  projectState,
  signUpAdvisor,
  submitAnalysis,
  waitForOutcome,
  type Advisor,
} from '../testing/server-client';

const NOTES = `Married, ages 60 and 58. Net worth $15 million, $6 million in an S corporation.
Income $900,000. Risk tolerance: moderate. Goals: reduce estate tax, business succession.`;

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const standIns: LlmStandIn[] = [];
afterAll(async () => {
  await killAllServers();
  await Promise.all(standIns.map((s) => s.close()));
});

const backends = testDatabaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(backends)('a server killed with SIGKILL mid-analysis (%s)', (backend) => {
  let dbEnv: Record<string, string>;
  let dataDir: string;
  let pgDatabase: PgAppDatabase | undefined;
  let first: ServerProcess;
  let advisor: Advisor;
  let completedId: string;
  let completedAnalysis: unknown;
  let interruptedId: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    if (backend === 'postgres' && testDatabaseUrl) {
      pgDatabase = await createPgAppDatabase(testDatabaseUrl);
      dbEnv = { DATA_DIR: dataDir, DATABASE_URL: pgDatabase.url };
    } else {
      dbEnv = { DATA_DIR: dataDir };
    }
    // The first analysis gets an answer; the second hangs in the model call until the kill.
    const hanging = await startLlmStandIn({ script: [{ reply: faithfulReply }, { hang: true }] });
    standIns.push(hanging);
    first = await startServer({ ...dbEnv, ...llmEnv(hanging) });
    advisor = await signUpAdvisor(first.url, `crash-${backend}@example.com`);
    completedId = await submitAnalysis(advisor, first.url, NOTES);
    const done = await waitForOutcome(advisor, first.url, completedId);
    expect(done.status).toBe('completed');
    completedAnalysis = done.analysis;
    interruptedId = await submitAnalysis(advisor, first.url, `${NOTES}\nSecond client.`);
    await waitFor(() => hanging.requests.length >= 2, 'the second analysis to reach the model');
  });

  afterAll(async () => {
    await killAllServers();
    await pgDatabase?.dispose();
    removeDataDir(dataDir);
  });

  if (backend === 'pglite') {
    it('refuses a second server on the same DATA_DIR with a clear message', async () => {
      const second = await spawnServer(dbEnv);
      const code = await Promise.race([
        second.exited,
        new Promise((r) => setTimeout(() => r('still running'), 30_000)),
      ]);
      expect(code).not.toBe(0);
      expect(code).not.toBe('still running');
      expect(second.output()).toMatch(/is in use by another Strata process \(pid \d+\)/);
      // The first server is unharmed.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    });
  }

  it('finishes the interrupted analysis after a restart and loses nothing completed', async () => {
    expect(await first.kill('SIGKILL')).toBe('SIGKILL');
    const answering = await startLlmStandIn({ script: [{ reply: faithfulReply }] });
    standIns.push(answering);
    const restarted = await startServer({ ...dbEnv, ...llmEnv(answering) });
    const outcome = await waitForOutcome(advisor, restarted.url, interruptedId);
    expect(outcome.status).toBe('completed');
    expect(answering.requests.length).toBeGreaterThan(0);
    const kept = await projectState(advisor, restarted.url, completedId);
    expect(kept.status).toBe('completed');
    expect(kept.analysis).toEqual(completedAnalysis);
    const list = (await (await advisor.get(restarted.url, '/api/projects')).json()) as {
      items: Array<{ status: string }>;
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.items.map((p) => p.status)).toEqual(['completed', 'completed']);

    if (pgDatabase) {
      // The database lost and back: every app connection is cut under a live server.
      expect(await pgDatabase.terminateAppConnections()).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) {
        const response = await advisor.get(restarted.url, '/api/projects');
        if (response.status !== 200) {
          expect(response.status).toBeGreaterThanOrEqual(500);
          expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
        }
      }
      expect(restarted.child.exitCode).toBeNull();
      let recovered = false;
      for (let i = 0; i < 50 && !recovered; i++) {
        recovered = (await advisor.get(restarted.url, '/api/projects')).status === 200;
        if (!recovered) await new Promise((r) => setTimeout(r, 200));
      }
      expect(recovered).toBe(true);
      const afterwards = await submitAnalysis(advisor, restarted.url, `${NOTES}\nThird client.`);
      expect((await waitForOutcome(advisor, restarted.url, afterwards)).status).toBe('completed');
      expect(restarted.child.exitCode).toBeNull();
    }
    expect(await restarted.kill('SIGTERM')).toBe(0);
  });
});

/** How many times a server's log says it completed this project's analysis. */
function completions(server: ServerProcess, projectId: string): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(projectId) && line.includes('analysis completed')).length;
}

describe.each(testDatabaseUrl ? [testDatabaseUrl] : [])(
  'two server instances on one PostgreSQL',
  (adminUrl) => {
    let pgDatabase: PgAppDatabase;
    let dataDir: string;

    beforeAll(async () => {
      pgDatabase = await createPgAppDatabase(adminUrl);
      dataDir = makeDataDir();
    });

    afterAll(async () => {
      await killAllServers();
      await pgDatabase?.dispose();
      removeDataDir(dataDir);
    });

    it('share the jobs: both run some, each job runs once', async () => {
      const env = { DATABASE_URL: pgDatabase.url, DATA_DIR: dataDir };
      // One after the other: both would race to create pg-boss's schema on a fresh database.
      const a = await startServer(env);
      const b = await startServer(env);
      const advisor = await signUpAdvisor(a.url, 'shared@example.com');
      const ids: string[] = [];
      for (let batch = 0; batch < 3; batch++) {
        const submitted = await Promise.all(
          [a, b, a, b].map((server, i) =>
            submitAnalysis(advisor, server.url, `${NOTES}\nBatch ${batch} client ${i}.`),
          ),
        );
        for (const id of submitted)
          expect((await waitForOutcome(advisor, a.url, id)).status).toBe('completed');
        ids.push(...submitted);
      }
      // The log line is written after the row; give the slower instance a moment.
      await waitFor(() => ids.every((id) => completions(a, id) + completions(b, id) > 0), 'logs');
      for (const id of ids) expect(completions(a, id) + completions(b, id)).toBe(1);
      expect(ids.filter((id) => completions(a, id) === 1).length).toBeGreaterThan(0);
      expect(ids.filter((id) => completions(b, id) === 1).length).toBeGreaterThan(0);
      expect(await b.kill('SIGTERM')).toBe(0);
      expect(await a.kill('SIGTERM')).toBe(0);
    });
  },
);
