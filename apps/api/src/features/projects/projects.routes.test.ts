import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countWorkspaceStrategies,
  parseNetWorth,
  projectListSchema,
  projectSchema,
  type ProjectList,
} from '@strata/contracts';
import { projects } from '../../db/schema';
import { reportAnalysisFixture } from '../../testing/report-fixtures';
import {
  approve,
  call,
  createTestContext,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../testing/test-app';

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

/** A stored analysis as the pipeline writes it: one the contract's analysisSchema accepts. */
const ANALYSIS = reportAnalysisFixture();

/** Inserts `count` projects one minute apart (the last is the newest). */
async function insertProjects(userId: string, count: number) {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  return ctx.fixtures
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        name: `Client ${i}`,
        description: `Summary ${i}`,
        clientNotes: `notes ${i}`,
        status: 'completed',
        createdAt: new Date(start + i * 60_000),
        analysis: ANALYSIS,
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

  it('lists only the user’s own projects, newest first, as card items without the analysis', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    await insertProjects(owner.id, 3);
    await insertProjects(other.id, 2);
    const response = await call(ctx.app, '/api/projects', { as: owner });
    const body = (await response.json()) as { items: Array<Record<string, unknown>> };
    const list = projectListSchema.parse(body);
    expect(list.total).toBe(3);
    expect(list.items.map((p) => p.name)).toEqual(['Client 2', 'Client 1', 'Client 0']);
    expect(list.nextCursor).toBeNull();
    expect(list.items[0]).toEqual({
      id: expect.any(String),
      name: 'Client 2',
      description: 'Summary 2',
      status: 'completed',
      createdAt: '2026-01-01T00:02:00.000Z',
      updatedAt: expect.any(String),
      version: 1,
      hasDocuments: false,
      error: null,
      strategyCount: countWorkspaceStrategies(ANALYSIS),
      netWorth: ANALYSIS.clientProfile.currentNetWorth,
    });
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual(
      Object.keys(list.items[0] ?? {}).sort(),
    );
  });

  it('gives each card the strategy count and net worth the full project yields (SPEC 9)', async () => {
    const owner = await approvedUser();
    const recommendation = { strategy: 'GRAT', description: 'x'.repeat(2000) };
    const text = ['Plan:', '- Dynasty trust', '- SLAT', '- GRAT', '- Family LP'].join('\n');
    const cases = [
      {
        analysis: { recommendations: Array.from({ length: 4 }, () => recommendation) },
        notes: 'Net worth $5 million',
      },
      {
        analysis: { recommendations: Array.from({ length: 18 }, () => recommendation) },
        notes: '$2.5M estate, $750,000 debt',
      },
      { analysis: { recommendations: 'none' }, notes: 'no figures' },
      { analysis: { clientProfile: {} }, notes: '$1.2 billion' },
      { analysis: text, notes: '' },
      { analysis: JSON.stringify({ analysis: { recommendations: [1, 2, 3] } }), notes: '' },
      { analysis: null, notes: '$10' },
    ];
    const start = Date.parse('2026-02-01T00:00:00.000Z');
    const rows = await ctx.fixtures
      .insert(projects)
      .values(
        cases.map((c, i) => ({
          userId: owner.id,
          name: `Case ${i}`,
          clientNotes: c.notes,
          status: c.analysis === null ? 'pending' : 'completed',
          createdAt: new Date(start - i * 60_000),
          analysis: c.analysis,
        })),
      )
      .returning();
    const list = await page(owner);
    expect(list.items.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    const expected = cases.map((c) => ({
      strategyCount: countWorkspaceStrategies(c.analysis),
      netWorth: parseNetWorth(c.notes),
    }));
    expect(
      list.items.map((p) => ({ strategyCount: p.strategyCount, netWorth: p.netWorth })),
    ).toEqual(expected);
    expect(expected.map((e) => e.strategyCount)).toEqual([4, 15, 0, 0, 4, 3, 0]);
    expect(expected.map((e) => e.netWorth)).toEqual([5e6, 2.5e6, 0, 1.2e9, 0, 0, 10]);
  });

  it('pages with a keyset cursor (default 20, limit up to 100)', async () => {
    const owner = await approvedUser();
    await insertProjects(owner.id, 25);
    const first = await page(owner);
    expect(first.items).toHaveLength(20);
    expect(first.items.map((p) => p.name).slice(0, 2)).toEqual(['Client 24', 'Client 23']);
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

describe('GET /api/projects: the card’s net worth', () => {
  it('is the analysis’ own figure once it has one, else SPEC 9’s parse of the notes', async () => {
    const owner = await approvedUser();
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    await ctx.fixtures.insert(projects).values([
      {
        userId: owner.id,
        name: 'Analysed',
        clientNotes: 'Home worth $5.8 million, mortgage $1.9 million',
        status: 'completed',
        createdAt: new Date(start),
        analysis: { clientProfile: { currentNetWorth: 3_900_000 }, recommendations: [] },
      },
      {
        userId: owner.id,
        name: 'Running',
        clientNotes: 'Net worth about $7 million',
        status: 'pending',
        createdAt: new Date(start - 60_000),
      },
    ]);
    const list = await page(owner);
    expect(list.items.map((p) => [p.name, p.netWorth])).toEqual([
      ['Analysed', 3_900_000],
      ['Running', 7_000_000],
    ]);
  });
});

describe('GET /api/projects?q&status', () => {
  async function seed(userId: string) {
    const start = Date.parse('2026-04-01T00:00:00.000Z');
    const rows = [
      { name: 'Hartwell family', notes: 'Dentist in Ohio, 100% off', status: 'completed' },
      { name: 'Okafor trust review', notes: 'Widow, $4M in munis', status: 'failed' },
      { name: 'Client 100482', notes: 'The HARTWELL sister, a pilot', status: 'pending' },
      { name: 'Lee', notes: 'snake_case and 50% growth', status: 'completed' },
    ];
    await ctx.fixtures.insert(projects).values(
      rows.map((r, i) => ({
        userId,
        name: r.name,
        clientNotes: r.notes,
        status: r.status,
        createdAt: new Date(start - i * 60_000),
      })),
    );
  }

  it('finds words in the label or the notes, case-insensitively, newest first, counting the matches', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    await seed(owner.id);
    await seed(other.id);
    const found = await page(owner, '?q=hartwell');
    expect(found.items.map((p) => p.name)).toEqual(['Hartwell family', 'Client 100482']);
    expect(found.total).toBe(2);
    expect((await page(owner, '?q=%20MUNIS%20')).items.map((p) => p.name)).toEqual([
      'Okafor trust review',
    ]);
    expect((await page(owner, '?q=nobody')).total).toBe(0);
    expect((await page(owner, '?q=')).total).toBe(4);
  });

  it('takes % and _ in the words literally', async () => {
    const owner = await approvedUser();
    await seed(owner.id);
    expect((await page(owner, '?q=100%25')).items.map((p) => p.name)).toEqual(['Hartwell family']);
    expect((await page(owner, '?q=e_c')).items.map((p) => p.name)).toEqual(['Lee']);
    expect((await page(owner, '?q=%25')).items.map((p) => p.name)).toEqual([
      'Hartwell family',
      'Lee',
    ]);
  });

  it('filters by status, with the search and through the pages', async () => {
    const owner = await approvedUser();
    await seed(owner.id);
    const completed = await page(owner, '?status=completed');
    expect(completed.items.map((p) => p.name)).toEqual(['Hartwell family', 'Lee']);
    expect(completed.total).toBe(2);
    const first = await page(owner, '?status=completed&limit=1');
    expect(first.items.map((p) => p.name)).toEqual(['Hartwell family']);
    const second = await page(owner, `?status=completed&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.name)).toEqual(['Lee']);
    expect(second.nextCursor).toBeNull();
    expect((await page(owner, '?status=failed&q=okafor')).total).toBe(1);
    expect((await page(owner, '?status=pending&q=okafor')).total).toBe(0);
    expect((await call(ctx.app, '/api/projects?status=done', { as: owner })).status).toBe(400);
  });
});

describe('PATCH /api/projects/:id', () => {
  it('sets the client label for the owner only (404 for anyone else)', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    const [project] = await insertProjects(owner.id, 1);
    const path = `/api/projects/${project?.id}`;
    const renamed = await call(ctx.app, path, {
      as: owner,
      method: 'PATCH',
      json: { name: '  The Hartwells  ' },
    });
    expect(renamed.status).toBe(200);
    expect(projectSchema.parse(await renamed.json()).name).toBe('The Hartwells');
    expect((await page(owner)).items[0]?.name).toBe('The Hartwells');
    const theirs = await call(ctx.app, path, { as: other, method: 'PATCH', json: { name: 'x' } });
    expect(theirs.status).toBe(404);
    expect((await page(owner)).items[0]?.name).toBe('The Hartwells');
  });

  it('refuses an empty or overlong label and unknown keys', async () => {
    const owner = await approvedUser();
    const [project] = await insertProjects(owner.id, 1);
    const path = `/api/projects/${project?.id}`;
    for (const body of [
      { name: '   ' },
      { name: 'x'.repeat(121) },
      { name: 'A', status: 'x' },
      {},
    ]) {
      const response = await call(ctx.app, path, { as: owner, method: 'PATCH', json: body });
      expect(response.status).toBe(400);
    }
  });
});

describe('DELETE /api/projects/:id', () => {
  it('removes the project for good for its owner; someone else’s id answers 404', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    const [project] = await insertProjects(owner.id, 2);
    const path = `/api/projects/${project?.id}`;
    expect((await call(ctx.app, path, { as: other, method: 'DELETE' })).status).toBe(404);
    expect((await page(owner)).total).toBe(2);
    expect((await call(ctx.app, path, { as: owner, method: 'DELETE' })).status).toBe(204);
    expect((await call(ctx.app, path, { as: owner })).status).toBe(404);
    expect((await page(owner)).total).toBe(1);
    const left = await ctx.fixtures
      .select()
      .from(projects)
      .where(eq(projects.id, project?.id ?? ''));
    expect(left).toEqual([]);
    expect((await call(ctx.app, path, { as: owner, method: 'DELETE' })).status).toBe(404);
  });
});

describe('GET /api/projects/:id', () => {
  it('answers the owner and 404 for anyone else, never 403', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    const [project] = await insertProjects(owner.id, 1);
    const mine = await call(ctx.app, `/api/projects/${project?.id}`, { as: owner });
    expect(mine.status).toBe(200);
    expect(projectSchema.parse(await mine.json())).toMatchObject({
      id: project?.id,
      clientNotes: 'notes 0',
      analysis: ANALYSIS,
      explanations: {},
    });

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
