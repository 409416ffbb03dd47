import {
  analysisSchema,
  analysisVersionListSchema,
  analysisVersionSchema,
  projectSchema,
} from '@strata/contracts';
import { analyzeClient } from '@strata/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisVersions, projects } from '../../db/schema';
import { closeEngineWorkers, runEngineTask } from '../../engine/engine-pool';
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
  // The engine's threads are warm on a running server (started with it); here the first run
  // would pay for loading them.
  await runEngineTask({ kind: 'analyze', notes: 'Net worth $1 million.', documentsText: '' });
  ctx = await createTestContext();
});
afterAll(async () => {
  await closeEngineWorkers();
  await ctx.dispose();
});

const NOTES =
  'Married couple, 62 and 60, Ohio. Net worth $6.5 million: brokerage $3M, IRAs $2M, home $1.5M. Income $400,000. Two children. Want to reduce estate taxes.';

async function approvedUser(): Promise<SignedIn> {
  const user = await signUp(ctx.app);
  await approve(ctx.db, user.id);
  return user;
}

/** A completed project whose analysis the builtin engine computed from NOTES. */
async function completedProject(userId: string) {
  const { analysis, rawResponse } = analyzeClient({ notes: NOTES });
  const [row] = await ctx.fixtures
    .insert(projects)
    .values({
      userId,
      name: 'Ohio couple',
      clientNotes: NOTES,
      status: 'completed',
      analysis,
      rawLlmResponse: rawResponse,
      updatedAt: new Date('2026-05-01T10:00:00.000Z'),
      explanations: { GRAT: { explanation: { rawText: 'x' }, rawResponse: 'x', generatedAt: 'y' } },
    })
    .returning();
  if (!row) throw new Error('no project');
  return row;
}

function rerun(user: SignedIn, projectId: string, corrections: unknown) {
  return call(ctx.app, `/api/analyses/${projectId}/versions`, {
    as: user,
    method: 'POST',
    json: { corrections },
  });
}

describe('analysis versions', () => {
  it('lists the first analysis as version 1, dated when it was computed', async () => {
    const owner = await approvedUser();
    const project = await completedProject(owner.id);
    const response = await call(ctx.app, `/api/analyses/${project.id}/versions`, { as: owner });
    expect(response.status).toBe(200);
    expect(analysisVersionListSchema.parse(await response.json())).toEqual({
      versions: [{ version: 1, createdAt: '2026-05-01T10:00:00.000Z', corrections: [] }],
    });
    const first = await call(ctx.app, `/api/analyses/${project.id}/versions/1`, { as: owner });
    expect(analysisVersionSchema.parse(await first.json()).analysis).toEqual(project.analysis);
    expect(
      (await call(ctx.app, `/api/analyses/${project.id}/versions/2`, { as: owner })).status,
    ).toBe(404);
  });

  it('a re-run stores the next version, makes it the project’s analysis and keeps the earlier one viewable', async () => {
    const owner = await approvedUser();
    const project = await completedProject(owner.id);
    const started = performance.now();
    const response = await rerun(owner, project.id, [{ field: 'annualIncome', value: 480_000 }]);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(201);
    // Issue 11 asks for under a second; this bound leaves room for a loaded CI machine (the
    // e2e spec times the re-run in the browser) and still catches a re-run that waits on a job.
    expect(elapsed).toBeLessThan(3000);
    const second = analysisVersionSchema.parse(await response.json());
    expect(second).toMatchObject({
      version: 2,
      corrections: [{ field: 'annualIncome', value: 480_000 }],
    });
    // The advisor's value is the fact, marked as theirs, and the figures follow it.
    expect(second.analysis.financialSummary.annualIncome).toBe(480_000);
    expect(second.analysis.facts?.annualIncome).toMatchObject({
      value: 480_000,
      source: { kind: 'advisor' },
    });

    const saved = projectSchema.parse(
      await (await call(ctx.app, `/api/projects/${project.id}`, { as: owner })).json(),
    );
    expect(saved.version).toBe(2);
    expect(saved.analysis).toEqual(second.analysis);
    // The explanations were written for version 1's figures: they stay with it.
    expect(saved.explanations).toEqual({});
    const [first] = await ctx.fixtures
      .select()
      .from(analysisVersions)
      .where(eq(analysisVersions.projectId, project.id))
      .orderBy(analysisVersions.version);
    expect(first).toMatchObject({ version: 1, explanations: project.explanations });

    // A second re-run keeps the earlier correction in force and adds the new one.
    const third = analysisVersionSchema.parse(
      await (await rerun(owner, project.id, [{ field: 'state', value: 'fl' }])).json(),
    );
    expect(third.version).toBe(3);
    expect(third.corrections).toEqual([
      { field: 'annualIncome', value: 480_000 },
      { field: 'state', value: 'FL' },
    ]);
    const list = analysisVersionListSchema.parse(
      await (await call(ctx.app, `/api/analyses/${project.id}/versions`, { as: owner })).json(),
    );
    expect(list.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const viewed = analysisVersionSchema.parse(
      await (await call(ctx.app, `/api/analyses/${project.id}/versions/1`, { as: owner })).json(),
    );
    expect(viewed.analysis).toEqual(project.analysis);
  });

  it('a re-run with a changed assumption projects the baseline with it, marked as the advisor’s', async () => {
    const owner = await approvedUser();
    const project = await completedProject(owner.id);
    const response = await rerun(owner, project.id, [
      { field: 'assumptions.growthInvestments', value: 4 },
    ]);
    expect(response.status).toBe(201);
    const second = analysisVersionSchema.parse(await response.json());
    expect(second.corrections).toEqual([{ field: 'assumptions.growthInvestments', value: 4 }]);
    const growth = second.analysis.baseline?.assumptions.find((a) => a.key === 'growthInvestments');
    expect(growth).toMatchObject({ value: 4, origin: 'advisor' });
    // Slower growth leaves the heirs less than the first version's 6%.
    expect(second.analysis.baseline!.atLastDeath!.toHeirs).toBeLessThan(
      analysisSchema.parse(project.analysis).baseline!.atLastDeath!.toHeirs,
    );

    const refused = await rerun(owner, project.id, [
      { field: 'assumptions.growthInvestments', value: 400 },
      { field: 'assumptions.luck', value: 1 },
    ]);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((i) => i.path)).toEqual([
      'assumptions.growthInvestments',
      'assumptions.luck',
    ]);
  });

  it('refuses values that are not the fact’s type, and fields that are not facts, naming each', async () => {
    const owner = await approvedUser();
    const project = await completedProject(owner.id);
    const response = await rerun(owner, project.id, [
      { field: 'annualIncome', value: 'a lot' },
      { field: 'maritalStatus', value: 'married' },
      { field: 'favouriteColour', value: 'blue' },
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe('invalid_correction');
    expect(body.error.issues.map((i) => i.path)).toEqual(['annualIncome', 'favouriteColour']);
    expect((await rerun(owner, project.id, [])).status).toBe(400);
    const unchanged = await ctx.fixtures.select().from(projects).where(eq(projects.id, project.id));
    expect(unchanged[0]?.version).toBe(1);
  });

  it('answers 404 for someone else’s analysis and 409 for one still running', async () => {
    const owner = await approvedUser();
    const other = await approvedUser();
    const project = await completedProject(owner.id);
    const correction = [{ field: 'annualIncome', value: 1 }];
    expect((await rerun(other, project.id, correction)).status).toBe(404);
    expect(
      (await call(ctx.app, `/api/analyses/${project.id}/versions`, { as: other })).status,
    ).toBe(404);
    const [pending] = await ctx.fixtures
      .insert(projects)
      .values({ userId: owner.id, name: 'Running', clientNotes: NOTES, status: 'pending' })
      .returning();
    expect((await rerun(owner, pending?.id ?? '', correction)).status).toBe(409);
  });

  it('deleting the project deletes its versions', async () => {
    const owner = await approvedUser();
    const project = await completedProject(owner.id);
    await rerun(owner, project.id, [{ field: 'annualIncome', value: 300_000 }]);
    expect(
      (await call(ctx.app, `/api/projects/${project.id}`, { as: owner, method: 'DELETE' })).status,
    ).toBe(204);
    const left = await ctx.fixtures
      .select()
      .from(analysisVersions)
      .where(eq(analysisVersions.projectId, project.id));
    expect(left).toEqual([]);
  });
});
