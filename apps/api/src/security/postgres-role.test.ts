import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, PrivilegedDatabaseRoleError, withUserScope } from '../db/client';
import { projects, user } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { testDatabaseUrl } from '../testing/test-env';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs the real server entry point and answers its exit code and stderr (or kills it). */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: apiDir,
      // eslint-disable-next-line no-restricted-properties -- the child needs PATH, and only PATH, from this process
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe.runIf(testDatabaseUrl)('PostgreSQL: the app role and row-level security', () => {
  const adminUrl = testDatabaseUrl ?? '';
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.dispose());

  async function asAdmin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it('the test database connects as a role that is neither superuser nor BYPASSRLS', async () => {
    const result = await handle.database.orm.execute(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { rolsuper: false, rolbypassrls: false },
    ]);
  });

  it('openDatabase refuses a superuser and a BYPASSRLS role with how to create the app role', async () => {
    await expect(openDatabase({ DATABASE_URL: adminUrl, DATA_DIR: '' })).rejects.toThrow(
      PrivilegedDatabaseRoleError,
    );
    const role = `strata_bypass_${randomUUID().slice(0, 8)}`;
    await asAdmin(`create role ${role} login password 'bypass' nosuperuser bypassrls`);
    try {
      const url = new URL(adminUrl);
      url.username = role;
      url.password = 'bypass';
      await expect(openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: '' })).rejects.toThrow(
        /BYPASSRLS.*CREATE ROLE strata LOGIN .* NOSUPERUSER NOBYPASSRLS/s,
      );
    } finally {
      await asAdmin(`drop role ${role}`);
    }
  });

  it('the server refuses to start as a superuser, saying why', async () => {
    const { code, stderr } = await startServer({
      NODE_ENV: 'production',
      DATABASE_URL: adminUrl,
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: 'https://strata.example',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('superuser or BYPASSRLS');
    expect(stderr).toContain('CREATE ROLE strata LOGIN');
  }, 30_000);

  it('a raw query that forgets the user filter sees only the scoped user’s projects', async () => {
    const { orm } = handle.database;
    const [a, b] = [randomUUID(), randomUUID()];
    await orm.insert(user).values([
      { id: a, name: 'A', email: `${a}@example.com` },
      { id: b, name: 'B', email: `${b}@example.com` },
    ]);
    await handle.fixtures.insert(projects).values([
      { userId: a, name: 'A’s client' },
      { userId: b, name: 'B’s client' },
    ]);
    // Whose rows a query with no user filter sees, scoped to `userId`.
    const unfiltered = (table: 'projects' | 'project_counts', userId: string) =>
      withUserScope(orm, userId, async (tx) => {
        const result = await tx.execute(sql.raw(`select * from ${table}`));
        return (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
      });
    // The projects, and the per-user counts the workspace total reads.
    for (const table of ['projects', 'project_counts'] as const) {
      expect(await unfiltered(table, a)).toEqual([a]);
      expect(await unfiltered(table, b)).toEqual([b]);
    }
    // Nor can a scoped write touch the other user's row.
    const updated = await withUserScope(orm, a, (tx) =>
      tx.execute(sql.raw(`update projects set name = 'taken' where user_id = '${b}'`)),
    );
    expect((updated as unknown as { rowCount: number }).rowCount).toBe(0);
    // With no user and not the analysis runner's scope, nothing at all (decision 0022).
    const unscoped = await orm.execute(sql.raw(`select * from projects`));
    expect((unscoped as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
