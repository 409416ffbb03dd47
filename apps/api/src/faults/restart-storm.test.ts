import { afterAll, expect, it } from 'vitest';
import { startLlmStandIn, type LlmStandIn } from '@strata/test-support/llm-stand-in';
import {
  killAllServers,
  makeDataDir,
  removeDataDir,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from '@strata/test-support/server-process';
import { interruptedReason } from '../jobs/analysis-jobs';
import { faithfulReply, llmEnv } from '../testing/llm-env';
import { signUpAdvisor, waitForOutcome, type Advisor } from '../testing/server-client';

// Restarts in a row, each a kill -9 while analyses are running (held in the model call of a
// stand-in that never answers), on one PGlite data directory. Four are enough for the first
// jobs to use up their three attempts and be failed for good; each restart costs CI about
// twelve seconds on a loaded 2-core machine, so the storm is no longer than that. Afterwards every analysis must
// be completed or failed with its reason: none stuck pending. Every server listens on
// 127.0.0.1 and is killed by the end of the test, even when it fails (afterAll).

const RESTARTS = 4;
const NOTES =
  'Married, ages 60 and 58. Net worth $15 million. Income $900,000. Goal: reduce estate tax.';

const dataDir = makeDataDir();
const standIns: LlmStandIn[] = [];

afterAll(async () => {
  await killAllServers();
  await Promise.all(standIns.map((s) => s.close()));
  removeDataDir(dataDir);
});

/** A server up and answering /api/health; the wait is long, for loaded shared machines. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await waitHealthy(server, 180_000);
  return server;
}

/** The port was bound before the jobs a killed server left were resumed. */
function listenedBeforeResuming(server: ServerProcess): boolean {
  const log = server.output();
  const resumed = log.indexOf('resumed analysis jobs');
  return resumed === -1 || log.indexOf('Strata listening') < resumed;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Submits analyses until the advisor's cap of running ones answers 429. */
async function fillTheQueue(advisor: Advisor, server: ServerProcess, ids: string[]) {
  for (;;) {
    const response = await advisor.post(server.url, '/api/analyses', {
      notes: `${NOTES}\nClient ${ids.length + 1}.`,
      attachments: [],
    });
    if (response.status === 429) return;
    expect(response.status).toBe(202);
    ids.push(((await response.json()) as { projectId: string }).projectId);
  }
}

it(`ends with every analysis completed or failed after ${RESTARTS} kill -9 restarts mid-job`, async () => {
  const hanging = await startLlmStandIn({ script: [{ hang: true }] });
  standIns.push(hanging);
  const env = { DATA_DIR: dataDir, ...llmEnv(hanging) };
  const ids: string[] = [];
  let server = await startServer(env);
  const advisor = await signUpAdvisor(server.url, 'storm@example.com');

  for (let restart = 1; restart <= RESTARTS; restart++) {
    await fillTheQueue(advisor, server, ids);
    // A job of this server's has reached the model: it is mid-flight when the kill comes.
    const before = hanging.requests.length;
    await waitFor(() => hanging.requests.length > before, `a running job before kill ${restart}`);
    expect(await server.kill('SIGKILL')).toBe('SIGKILL');
    server = await startServer(env);
    await waitFor(() => server.output().includes('resumed analysis jobs'), 'the resumption');
    expect(listenedBeforeResuming(server)).toBe(true);
  }
  await server.kill('SIGKILL');

  // The storm over, the model answers: what is left runs to an end.
  const answering = await startLlmStandIn({ script: [{ reply: faithfulReply }] });
  standIns.push(answering);
  server = await startServer({ DATA_DIR: dataDir, ...llmEnv(answering) });
  const outcomes = [];
  for (const id of ids) outcomes.push(await waitForOutcome(advisor, server.url, id, 120_000));

  const statuses = outcomes.map((o) => o.status);
  expect(statuses.every((s) => s === 'completed' || s === 'failed')).toBe(true);
  // Each kill cut short at least one run and a job gets three: some were failed for good...
  const failed = outcomes.filter((o) => o.status === 'failed');
  expect(failed.length).toBeGreaterThan(0);
  for (const o of failed) expect(o.error).toBe(interruptedReason(3));
  // ...and those the storm spared finished once it passed.
  expect(statuses).toContain('completed');
  expect(ids.length).toBeGreaterThan(5);
  expect(await server.kill('SIGTERM')).toBe(0);
}, 1_800_000);
