/**
 * Load on loopback (autocannon) against a real server process: GET /api/projects for a user
 * with 10,000 projects, and analysis submission. PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL (a superuser URL; the app runs as a fresh unprivileged role) is given.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import autocannon, { type Result } from 'autocannon';
import { analyzeClient } from '@strata/engine';
import { migrate, openDatabase, withUserScope, type Database } from '../../apps/api/src/db/client';
import { projects } from '../../apps/api/src/db/schema';
import { createPgAppDatabase, type PgAppDatabase } from '@strata/api/testing/pg-app-database';
import {
  killAllServers,
  makeDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from '@strata/test-support/server-process';

const PROJECTS = 10_000;
const SECONDS = 10;
const LIST_RATE = 200;
const TARGET_P99_MS = 50;
const NOTES =
  'Married, ages 61 and 58. Net worth $18.5 million: S corporation $9 million, IRA $2.1 million, brokerage $4.2 million. Income $1.2 million. Moderate risk. Goals: reduce estate tax, succession.';

interface Session {
  userId: string;
  cookie: string;
}

async function signUp(url: string, email: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'correct-horse-battery-staple-9', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: body.user.id, cookie };
}

/** 10,000 saved analyses for one user, one a minute back in time, written by the database itself. */
async function seedProjects(database: Database, userId: string): Promise<void> {
  const { analysis, rawResponse } = analyzeClient({ notes: NOTES, documentsText: '' });
  // In the user's scope: row-level security admits no unscoped write (decision 0022).
  await withUserScope(database.orm, userId, (tx) =>
    tx.execute(sql`
    insert into ${projects} (user_id, name, description, status, client_notes, analysis, raw_llm_response, created_at)
    select ${userId}, 'Client ' || i, 'Seeded for the load bench', 'completed', ${NOTES},
           ${JSON.stringify(analysis)}::jsonb, ${rawResponse}, now() - make_interval(mins => i)
    from generate_series(1, ${PROJECTS}) as i`),
  );
  // Statistics as PostgreSQL's autovacuum gathers within a minute of a bulk load: without them
  // the planner guesses a user has a few dozen rows (fewer still after the row-level security
  // filter) and sorts all 10,000 instead of reading the index in order. PGlite plans the
  // index read either way.
  await database.orm.execute(sql`analyze ${projects}`);
}

async function countSubmitted(database: Database, userId: string, since: Date) {
  const rows = await withUserScope(database.orm, userId, (tx) =>
    tx
      .select({ status: projects.status, n: count() })
      .from(projects)
      .where(and(eq(projects.userId, userId), gte(projects.createdAt, since)))
      .groupBy(projects.status),
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

function statusCount(result: Result, code: string): number {
  return result.statusCodeStats[code]?.count ?? 0;
}

function row(name: string, result: Result, note: string): string {
  const rps = result.requests.average.toFixed(0);
  return `| ${name} | ${rps} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${note} |`;
}

interface Backend {
  name: string;
  env: Record<string, string>;
  /** Opens the app's database from this process (PGlite: only while the server is stopped). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function runBackend(backend: Backend): Promise<string[]> {
  const lines: string[] = [];
  let server: ServerProcess = await startServer({ ...backend.env, LOG_LEVEL: 'warn' });
  const lister = await signUp(server.url, 'lister@example.com');
  const submitter = await signUp(server.url, 'submitter@example.com');
  // The first account is admin (outside production); approve the second through the API.
  const approved = await fetch(`${server.url}/api/admin/users/${submitter.userId}/approve`, {
    method: 'POST',
    headers: { cookie: lister.cookie, origin: server.url },
  });
  if (!approved.ok) throw new Error(`approve failed: ${approved.status}`);
  await server.kill('SIGTERM');

  const seedStarted = performance.now();
  const seedDb = await backend.open();
  await migrate(seedDb);
  await seedProjects(seedDb, lister.userId);
  await seedDb.close();
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

  server = await startServer({ ...backend.env, LOG_LEVEL: 'warn' });
  const list = { url: `${server.url}/api/projects`, headers: { cookie: lister.cookie } };
  const pageBytes = (await (await fetch(list.url, { headers: list.headers })).arrayBuffer())
    .byteLength;
  await autocannon({ ...list, connections: 4, duration: 2 }); // warm-up
  const paced = await autocannon({
    ...list,
    connections: 10,
    duration: SECONDS,
    overallRate: LIST_RATE,
  });
  const flat = await autocannon({ ...list, connections: 10, duration: SECONDS });
  const verdict = paced.latency.p99 < TARGET_P99_MS ? 'met' : 'MISSED';
  lines.push(
    row(
      `${backend.name}: GET /api/projects at ${LIST_RATE} req/s`,
      paced,
      `p99 target < ${TARGET_P99_MS} ms: ${verdict}; non-2xx ${paced.non2xx}, errors ${paced.errors}`,
    ),
    row(
      `${backend.name}: GET /api/projects, unpaced`,
      flat,
      `peak throughput; non-2xx ${flat.non2xx}; one page is ${(pageBytes / 1024).toFixed(1)} KB`,
    ),
  );

  const since = new Date(Date.now() - 1_000);
  const submit = await autocannon({
    url: `${server.url}/api/analyses`,
    method: 'POST',
    headers: {
      cookie: submitter.cookie,
      origin: server.url,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ notes: NOTES, attachments: [] }),
    connections: 10,
    duration: SECONDS,
  });
  const accepted = statusCount(submit, '202');
  const refused = statusCount(submit, '429');
  // Let the queue drain, then count the rows the submissions left.
  const drainDeadline = Date.now() + 60_000;
  let pending = Number.POSITIVE_INFINITY;
  while (pending > 0 && Date.now() < drainDeadline) {
    await new Promise((r) => setTimeout(r, 500));
    const page = (await (
      await fetch(`${server.url}/api/projects?limit=20`, {
        headers: { cookie: submitter.cookie },
      })
    ).json()) as { items: Array<{ status: string }> };
    pending = page.items.filter((p) => p.status === 'pending').length;
  }
  await server.kill('SIGTERM');
  const countDb = await backend.open();
  const stored = await countSubmitted(countDb, submitter.userId, since);
  await countDb.close();
  const rows = Object.values(stored).reduce((a, b) => a + b, 0);
  // autocannon stops counting at the deadline: requests in flight then were still stored.
  const verdictRows =
    rows >= accepted && !stored.pending
      ? `none lost, none pending (${rows - accepted} answered after the deadline)`
      : `${accepted - rows} LOST or ${stored.pending ?? 0} pending`;
  lines.push(
    row(
      `${backend.name}: POST /api/analyses (one advisor, cap 5 running)`,
      submit,
      `202 ${accepted}, 429 ${refused}, other non-2xx ${submit.non2xx - refused}; rows ${rows} (${JSON.stringify(stored)}): ${verdictRows}`,
    ),
  );
  lines.push(`| ${backend.name}: seeding ${PROJECTS} projects | | | | | ${seedSeconds} s |`);
  return lines;
}

function pgliteBackend(): Backend {
  const dataDir = makeDataDir();
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }),
    dispose: async () => removeDataDir(dataDir),
  };
}

async function postgresBackend(adminUrl: string): Promise<Backend> {
  const pg: PgAppDatabase = await createPgAppDatabase(adminUrl);
  const dataDir = makeDataDir();
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: pg.url },
    open: () => openDatabase({ DATABASE_URL: pg.url, DATA_DIR: dataDir }),
    dispose: async () => {
      await pg.dispose();
      removeDataDir(dataDir);
    },
  };
}

export async function runLoadBench(): Promise<string> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const backends = [pgliteBackend()];
  if (pgUrl) backends.push(await postgresBackend(pgUrl));
  const lines = [
    '## Load (autocannon on loopback, real server process)',
    '',
    `GET /api/projects (20 a page, with the total) for one advisor with ${PROJECTS.toLocaleString('en-US')} saved analyses: paced at ${LIST_RATE} req/s and unpaced, 10 connections, ${SECONDS} s each; then POST /api/analyses from one advisor (10 connections, ${SECONDS} s; the cap of 5 running analyses answers 429 beyond it) and the rows counted after the queue drained. Latencies in ms.${pgUrl ? '' : ' PostgreSQL: set BENCH_DATABASE_URL to include it.'}`,
    '',
    '| scenario | req/s | p50 | p99 | max | notes |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  try {
    for (const backend of backends) {
      try {
        lines.push(...(await runBackend(backend)));
      } finally {
        await killAllServers();
        await backend.dispose();
      }
    }
  } finally {
    await killAllServers();
  }
  return lines.join('\n');
}
