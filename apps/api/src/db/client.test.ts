import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, withUserScope } from './client';
import { projects, user } from './schema';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.dispose();
});

async function insertUser(id: string) {
  await handle.database.orm.insert(user).values({ id, name: id, email: `${id}@example.com` });
}

describe('database client', () => {
  it('migrates idempotently and creates the tables', async () => {
    await migrate(handle.database);
    const rows = await handle.database.orm.select({ n: sql<number>`count(*)::int` }).from(projects);
    expect(rows[0]?.n).toBe(0);
  });

  it('fills project defaults', async () => {
    const owner = randomUUID();
    await insertUser(owner);
    const [row] = await withUserScope(handle.database.orm, owner, (tx) =>
      tx.insert(projects).values({ userId: owner, name: 'P' }).returning(),
    );
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.status).toBe('pending');
    expect(row?.hasDocuments).toBe(false);
    expect(row?.explanations).toEqual({});
  });

  it('scopes a transaction to one user with app.user_id', async () => {
    const setting = await withUserScope(handle.database.orm, 'user-42', async (tx) =>
      tx.execute(sql`select current_setting('app.user_id', true) as v`),
    );
    expect(JSON.stringify(setting)).toContain('user-42');
  });

  it('row-level security shows a non-superuser role only the scoped user’s projects', async () => {
    const { orm } = handle.database;
    const owner = randomUUID();
    const other = randomUUID();
    await insertUser(owner);
    await insertUser(other);
    await withUserScope(orm, owner, (tx) =>
      tx.insert(projects).values({ userId: owner, name: 'mine' }),
    );
    await withUserScope(orm, other, (tx) =>
      tx.insert(projects).values({ userId: other, name: 'theirs' }),
    );
    // PGlite connects as superuser: switch to a plain role. On PostgreSQL the test database's
    // connection already is one (openTestDatabase), and it may not create roles.
    const role =
      handle.database.kind === 'pglite' ? `strata_app_${randomUUID().slice(0, 8)}` : null;
    if (role) {
      await orm.execute(sql.raw(`create role ${role} nologin`));
      await orm.execute(sql.raw(`grant select on projects to ${role}`));
    }
    const visibleAs = (scope: { userId: string } | 'jobs' | null) =>
      orm.transaction(async (tx) => {
        if (role) await tx.execute(sql.raw(`set local role ${role}`));
        if (scope === 'jobs')
          await tx.execute(sql`select set_config('app.job_scope', 'analysis', true)`);
        else if (scope)
          await tx.execute(sql`select set_config('app.user_id', ${scope.userId}, true)`);
        const rows = await tx
          .select({ name: projects.name })
          .from(projects)
          .where(sql`${projects.userId} in (${owner}, ${other})`);
        return rows.map((row) => row.name).sort();
      });
    try {
      expect(await visibleAs({ userId: owner })).toEqual(['mine']);
      expect(await visibleAs({ userId: other })).toEqual(['theirs']);
      // Neither a user nor the runner's scope: nothing (it used to be every row).
      expect(await visibleAs(null)).toEqual([]);
      expect(await visibleAs('jobs')).toEqual(['mine', 'theirs']);
    } finally {
      if (role) {
        await orm.execute(sql.raw(`drop owned by ${role}`));
        await orm.execute(sql.raw(`drop role ${role}`));
      }
    }
  });
});
