import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectListSchema, projectSchema, type ProjectList } from '@strata/contracts';
import { projects } from '../../db/schema';
import {
  approve,
  call,
  createTestContext,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

async function approvedUser(): Promise<SignedIn> {
  const user = await signUp(ctx.app);
  await approve(ctx.db, user.id);
  return user;
}

/** Inserts `count` projects one minute apart (the last is the newest). */
async function insertProjects(userId: string, count: number) {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  return ctx.db.orm
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        name: `Client ${i}`,
        description: `Summary ${i}`,
        clientNotes: `notes ${i}`,
        status: 'completed',
        createdAt: new Date(start + i * 60_000),
        analysis: { clientProfile: { riskTolerance: 'moderate' } },
      })),
    )
    .returning();
}

async function page(user: SignedIn, query = ''): Promise<ProjectList> {
  const response = await call(ctx.app, `/api/projects${query}`, { as: user });
  expect(response.status).toBe(200);
  return projectListSchema.parse(await response.json());
}

describe('GET /api/projects', () => {
  it('answers 401 signed out and 403 not_approved to an unapproved user', async () => {
    expect((await call(ctx.app, '/api/projects')).status).toBe(401);
    const pending = await signUp(ctx.app);
    const response = await call(ctx.app, '/api/projects', { as: pending });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'not_approved' } });
  });

  it('lists only the user’s own projects, newest first, as DTOs', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    await insertProjects(owner.id, 3);
    await insertProjects(other.id, 2);
    const list = await page(owner);
    expect(list.total).toBe(3);
    expect(list.items.map((p) => p.name)).toEqual(['Client 2', 'Client 1', 'Client 0']);
    expect(list.nextCursor).toBeNull();
    expect(list.items[0]).toMatchObject({
      status: 'completed',
      clientNotes: 'notes 2',
      description: 'Summary 2',
      hasDocuments: false,
      explanations: {},
      analysis: { clientProfile: { riskTolerance: 'moderate' } },
    });
    expect(Object.keys(list.items[0] ?? {})).not.toContain('userId');
  });

  it('pages with a keyset cursor (default 20, limit up to 100)', async () => {
    const owner = await approvedUser();
    await insertProjects(owner.id, 25);
    const first = await page(owner);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(owner, `?cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.name)).toEqual([
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
      'Client 0',
    ]);
    expect(second.nextCursor).toBeNull();

    const small = await page(owner, '?limit=10');
    expect(small.items).toHaveLength(10);
    expect((await call(ctx.app, '/api/projects?limit=101', { as: owner })).status).toBe(400);
    expect((await call(ctx.app, '/api/projects?cursor=garbage', { as: owner })).status).toBe(400);
  });
});

describe('GET /api/projects/:id', () => {
  it('answers the owner and 404 for anyone else, never 403', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    const [project] = await insertProjects(owner.id, 1);
    const mine = await call(ctx.app, `/api/projects/${project?.id}`, { as: owner });
    expect(mine.status).toBe(200);
    expect(projectSchema.parse(await mine.json()).id).toBe(project?.id);

    const theirs = await call(ctx.app, `/api/projects/${project?.id}`, { as: other });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(
      (await call(ctx.app, '/api/projects/00000000-0000-0000-0000-000000000000', { as: owner }))
        .status,
    ).toBe(404);
  });

  it('answers 401 signed out', async () => {
    expect((await call(ctx.app, '/api/projects/anything')).status).toBe(401);
  });
});
