import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { withUserScope } from './client';
import { projectCounts, projects, user } from './schema';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.dispose());

async function newUsers(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await handle.database.orm
    .insert(user)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.com` })));
  return ids;
}

/** Every user's total as project_counts holds it, and as counting the projects gives it. */
async function totals(userIds: string[]) {
  const orm = handle.fixtures;
  const kept = await orm.select().from(projectCounts).where(inArray(projectCounts.userId, userIds));
  const counted = await Promise.all(
    userIds.map(async (id) => (await orm.$count(projects, eq(projects.userId, id))) as number),
  );
  return {
    kept: userIds.map((id) => kept.find((row) => row.userId === id)?.total ?? 0),
    counted,
  };
}

describe('project_counts (the workspace total, kept by triggers)', () => {
  it('follows single and bulk inserts, per user, and deletes', async () => {
    const orm = handle.fixtures;
    const [a = '', b = '', c = ''] = await newUsers(3);
    await orm.insert(projects).values({ userId: a, name: 'one' });
    await orm
      .insert(projects)
      .values([
        ...Array.from({ length: 5 }, (_, i) => ({ userId: a, name: `a${i}` })),
        ...Array.from({ length: 3 }, (_, i) => ({ userId: b, name: `b${i}` })),
      ]);
    expect(await totals([a, b, c])).toEqual({ kept: [6, 3, 0], counted: [6, 3, 0] });

    await orm.delete(projects).where(inArray(projects.name, ['a0', 'a1', 'b0']));
    expect(await totals([a, b, c])).toEqual({ kept: [4, 2, 0], counted: [4, 2, 0] });
  });

  it('follows a user-scoped insert (as the job submission makes it)', async () => {
    const [a = ''] = await newUsers(1);
    await withUserScope(handle.database.orm, a, (tx) =>
      tx.insert(projects).values({ userId: a, name: 'scoped' }),
    );
    expect(await totals([a])).toEqual({ kept: [1], counted: [1] });
  });

  it('goes with the user when the user is deleted', async () => {
    const orm = handle.fixtures;
    const [a = ''] = await newUsers(1);
    await orm.insert(projects).values([
      { userId: a, name: 'x' },
      { userId: a, name: 'y' },
    ]);
    await orm.delete(user).where(eq(user.id, a));
    expect(await orm.select().from(projectCounts).where(eq(projectCounts.userId, a))).toEqual([]);
  });

  it('refuses to move a project to another user (its count and scope rely on the owner)', async () => {
    const orm = handle.fixtures;
    const [a = '', b = ''] = await newUsers(2);
    const [row] = await orm
      .insert(projects)
      .values({ userId: a, name: 'mine' })
      .returning({ id: projects.id });
    await expect(
      orm
        .update(projects)
        .set({ userId: b })
        .where(eq(projects.id, row?.id ?? '')),
    ).rejects.toMatchObject({ cause: { message: "a project's user_id cannot change" } });
    expect(await totals([a, b])).toEqual({ kept: [1, 0], counted: [1, 0] });
    // Other columns still update.
    await orm
      .update(projects)
      .set({ name: 'renamed' })
      .where(eq(projects.id, row?.id ?? ''));
  });
});
