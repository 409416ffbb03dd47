import {
  explanationResponseSchema,
  explanationSchema,
  projectSchema,
  type Explanation,
} from '@strata/contracts';
import {
  buildExplanation,
  computeCostBenefit,
  extractFacts,
  findInternalMarkers,
  getStrategy,
} from '@strata/engine';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  promptText,
  startLlmStandIn,
  type LlmBehaviour,
  type LlmStandIn,
} from '@strata/test-support/llm-stand-in';
import { projects } from '../../db/schema';
import { TEST_ORIGIN } from '../../testing/test-env';
import {
  approve,
  call,
  createTestContext,
  signUp,
  type SignedIn,
  type TestApp,
  type TestContext,
} from '../../testing/test-app';

const PATH = '/api/functions/detailed-strategy-explanation';
const FAILED = 'Failed to generate detailed explanation. Please try again.';

const CALIFORNIA_COUPLE = `Married couple, 62 and 60, living in California. Net worth $18 million:
$9 million business interest (S corporation), $6 million brokerage, $3 million real estate.
Income $1,200,000. Risk tolerance: aggressive. Goals: minimise estate tax, charitable giving.`;

let ctx: TestContext;
let advisor: SignedIn;
let colleague: SignedIn;
let unapproved: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  advisor = await signUp(ctx.app);
  colleague = await signUp(ctx.app);
  unapproved = await signUp(ctx.app);
  await approve(ctx.db, advisor.id);
  await approve(ctx.db, colleague.id);
});
afterAll(() => ctx.dispose());

function explain(json: unknown, as: SignedIn | null = advisor, app: TestApp = ctx.app) {
  return call(app, PATH, { method: 'POST', as: as ?? undefined, json });
}

async function explanationOf(response: Response): Promise<Explanation> {
  expect(response.status).toBe(200);
  const body = explanationResponseSchema.parse(await response.json());
  const explanation = explanationSchema.parse(body.explanation);
  expect(JSON.parse(body.rawResponse ?? '')).toEqual(explanation);
  return explanation;
}

async function insertProject(
  userId: string,
  explanations: Record<string, unknown> = {},
  texts: { clientNotes?: string; extractedDocumentText?: string } = {},
): Promise<string> {
  const [row] = await ctx.fixtures
    .insert(projects)
    .values({
      userId,
      name: 'Client',
      status: 'completed',
      clientNotes: CALIFORNIA_COUPLE,
      explanations,
      ...texts,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

async function storedExplanations(projectId: string): Promise<unknown> {
  const [row] = await ctx.fixtures
    .select({ explanations: projects.explanations })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.explanations;
}

describe('POST /api/functions/detailed-strategy-explanation: access and validation', () => {
  const valid = { strategy: { strategy: 'Dynasty Trust' }, clientNotes: CALIFORNIA_COUPLE };

  it('answers 401 signed out and 403 to an unapproved user', async () => {
    expect((await explain(valid, null)).status).toBe(401);
    const response = await explain(valid, unapproved);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'not_approved' } });
  });

  it.each([
    ['no body fields', {}],
    ['a strategy that is a string', { strategy: 'Dynasty Trust' }],
    ['an empty strategy name', { strategy: { strategy: '' } }],
    ['notes that are not text', { strategy: { strategy: 'Dynasty Trust' }, clientNotes: 42 }],
    ['a profile that is a list', { strategy: { strategy: 'Dynasty Trust' }, clientProfile: [] }],
    ['an array body', [valid]],
  ])('refuses %s with 400 and the issues', async (_label, json) => {
    const response = await explain(json);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: unknown[] } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.issues.length).toBeGreaterThan(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.app.request(PATH, {
      method: 'POST',
      headers: { cookie: advisor.cookie, 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: '{"strategy": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'malformed_json' } });
  });

  it('refuses a strategy outside the catalogue with 400 unknown_strategy', async () => {
    const response = await explain({ strategy: { strategy: 'Bitcoin Treasury' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'unknown_strategy', message: expect.stringContaining('Bitcoin Treasury') },
    });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await explain({ ...valid, clientNotes: 'x'.repeat(1_200_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('builtin explanations', () => {
  it.each([
    {
      strategy: 'grantor retained annuity trust (grat)',
      title: 'Grantor Retained Annuity Trust (GRAT)',
      notes: CALIFORNIA_COUPLE,
      expected: ['$18,000,000', 'California', 'aggressive', '$9,000,000'],
    },
    {
      strategy: 'Roth IRA Conversion',
      title: 'Roth IRA Conversion',
      notes:
        'Single client, age 52, lives in New York. Net worth $4.2 million. Income $650,000. ' +
        'IRA balance $1.5 million. Risk tolerance: moderate.',
      expected: ['$4,200,000', 'New York', 'moderate'],
    },
    {
      strategy: 'Donor-Advised Fund (DAF)',
      title: 'Donor-Advised Fund (DAF)',
      notes:
        'Widowed client, age 71, Florida resident. Net worth $9.5 million including $2 million ' +
        'of appreciated stock. Strong charitable intent; goal: support charitable causes.',
      expected: ['$9,500,000', 'Florida'],
    },
  ])(
    'explains $title with the client’s own figures and state',
    async ({ strategy, title, notes, expected }) => {
      const explanation = await explanationOf(
        await explain({ strategy: { strategy }, clientNotes: notes, clientProfile: {} }),
      );
      expect(explanation.strategyOverview.title).toBe(title);
      const text = JSON.stringify(explanation);
      for (const snippet of expected) expect(text).toContain(snippet);
      const figures = computeCostBenefit(getStrategy(title)?.id ?? '', extractFacts(notes));
      expect(explanation.benefits.primaryBenefits[0]?.quantification).toContain(
        `$${figures.potentialSavings.toLocaleString('en-US')}`,
      );
      for (const alternative of explanation.comparativeAnalysis.alternativeStrategies)
        expect(getStrategy(alternative.strategy)?.name).toBe(alternative.strategy);
    },
  );

  it('uses the recommendation’s own cost-benefit figures when they validate', async () => {
    const computed = computeCostBenefit('dynasty-trust', extractFacts(CALIFORNIA_COUPLE));
    const costBenefitAnalysis = { ...computed, potentialSavings: 1_234_567 };
    const explanation = await explanationOf(
      await explain({
        strategy: { strategy: 'Dynasty Trust', costBenefitAnalysis },
        clientNotes: CALIFORNIA_COUPLE,
      }),
    );
    expect(explanation.benefits.primaryBenefits[0]?.quantification).toContain('$1,234,567');
  });

  it('computes the figures when the recommendation’s are malformed', async () => {
    const computed = computeCostBenefit('dynasty-trust', extractFacts(CALIFORNIA_COUPLE));
    const explanation = await explanationOf(
      await explain({
        strategy: { strategy: 'Dynasty Trust', costBenefitAnalysis: { potentialSavings: 'lots' } },
        clientNotes: CALIFORNIA_COUPLE,
      }),
    );
    expect(explanation.benefits.primaryBenefits[0]?.quantification).toContain(
      `$${computed.potentialSavings.toLocaleString('en-US')}`,
    );
  });

  it('takes net worth and goals from the profile when the notes are silent, ignoring bad fields', async () => {
    const explanation = await explanationOf(
      await explain({
        strategy: { strategy: 'Dynasty Trust' },
        clientNotes: '',
        clientProfile: {
          currentNetWorth: 7_300_000,
          riskTolerance: 5,
          primaryGoals: ['Transfer wealth to heirs'],
        },
      }),
    );
    const text = JSON.stringify(explanation);
    expect(text).toContain('$7,300,000');
    expect(explanation.goalAlignment).toContain('Transfer wealth to heirs');
  });

  it('writes a shorter or a longer version on request, with no internal provenance in any', async () => {
    const at = async (detail?: string) =>
      explanationOf(
        await explain({
          strategy: { strategy: 'Dynasty Trust' },
          clientNotes: CALIFORNIA_COUPLE,
          ...(detail ? { detail } : {}),
        }),
      );
    const [brief, standard, detailed] = await Promise.all([at('brief'), at(), at('detailed')]);
    const size = (e: Explanation) => JSON.stringify(e).length;
    expect(size(brief)).toBeLessThan(size(standard));
    expect(size(detailed)).toBeGreaterThan(size(standard));
    for (const e of [brief, standard, detailed]) expect(findInternalMarkers(e)).toEqual([]);
    expect(
      (await explain({ strategy: { strategy: 'Dynasty Trust' }, detail: 'long' })).status,
    ).toBe(400);
  });
});

describe('saving with a project', () => {
  const earlier = {
    explanation: { rawText: 'an earlier explanation' },
    rawResponse: 'an earlier explanation',
    generatedAt: '2026-11-01T00:00:00.000Z',
  };

  it('stores the explanation under the strategy’s catalogue name, keeps other keys, and GET returns it', async () => {
    const projectId = await insertProject(advisor.id, { 'Dynasty Trust': earlier });
    const before = Date.now();
    const response = await explain({
      strategy: { strategy: 'spousal lifetime access trust (slat)' },
      clientNotes: CALIFORNIA_COUPLE,
      projectId,
    });
    const explanation = await explanationOf(response);

    const read = await call(ctx.app, `/api/projects/${projectId}`, { as: advisor });
    expect(read.status).toBe(200);
    const project = projectSchema.parse(await read.json());
    expect(Object.keys(project.explanations).sort()).toEqual([
      'Dynasty Trust',
      'Spousal Lifetime Access Trust (SLAT)',
    ]);
    expect(project.explanations['Dynasty Trust']).toEqual(earlier);
    const saved = project.explanations['Spousal Lifetime Access Trust (SLAT)'];
    expect(saved?.explanation).toEqual(explanation);
    expect(JSON.parse(saved?.rawResponse ?? '')).toEqual(explanation);
    const generatedAt = Date.parse(saved?.generatedAt ?? '');
    expect(generatedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(new Date(generatedAt).toISOString()).toBe(saved?.generatedAt);
  });

  it('replaces an earlier explanation of the same strategy', async () => {
    const projectId = await insertProject(advisor.id, { 'Dynasty Trust': earlier });
    const explanation = await explanationOf(
      await explain({
        strategy: { strategy: 'Dynasty Trust' },
        clientNotes: CALIFORNIA_COUPLE,
        projectId,
      }),
    );
    const stored = (await storedExplanations(projectId)) as Record<
      string,
      { explanation: unknown }
    >;
    expect(Object.keys(stored)).toEqual(['Dynasty Trust']);
    expect(stored['Dynasty Trust']?.explanation).toEqual(explanation);
  });

  it('answers 404 for another user’s project or an unknown id, and changes nothing', async () => {
    const theirs = await insertProject(colleague.id, { 'Dynasty Trust': earlier });
    for (const projectId of [theirs, 'no-such-project']) {
      const response = await explain({
        strategy: { strategy: 'Dynasty Trust' },
        clientNotes: CALIFORNIA_COUPLE,
        projectId,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(await storedExplanations(theirs)).toEqual({ 'Dynasty Trust': earlier });
  });

  it('reads the project’s documents with the notes, as its analysis did', async () => {
    // The notes say nothing of a business; the K-1 the advisor attached does.
    const notes = 'The Hendersons (Tom 71, Carol 68), Florida. Net worth $4 million.';
    const k1 = [
      '--- Start of document: k1.pdf ---',
      'Schedule K-1 (Form 1120-S) 2025',
      '1 Ordinary business income (loss) 1,120,400',
      '--- End of document: k1.pdf ---',
    ].join('\n');
    const projectId = await insertProject(
      advisor.id,
      {},
      {
        clientNotes: notes,
        extractedDocumentText: k1,
      },
    );
    const request = {
      strategy: { strategy: 'Reasonable Compensation Review' },
      clientNotes: notes,
    };
    const withDocuments = await explanationOf(await explain({ ...request, projectId }));
    expect(withDocuments.whyThisClient).toMatch(/applies to .* because of .*owner’s salary/);
    const notesOnly = await explanationOf(await explain(request));
    expect(notesOnly.whyThisClient).toMatch(/^The notes do not show everything/);
  });
});

describe('LLM explanations against the stand-in', () => {
  let standIn: LlmStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });

  const PII_NOTES = `${CALIFORNIA_COUPLE}\nSSN 123-45-6789. Reach them at pat.client@example.com.`;

  async function llmApp(script: LlmBehaviour[]): Promise<TestApp> {
    standIn = await startLlmStandIn({ script });
    return ctx.buildApp({
      env: {
        ANALYSIS_ENGINE: 'llm',
        LLM_PROVIDER: 'openai-compatible',
        LLM_MODEL: 'stand-in-model',
        LLM_API_KEY: 'test-key',
        LLM_BASE_URL: standIn.baseUrl,
      },
    });
  }

  /** What a model might write: a full explanation, with its own words and one invented alternative. */
  function modelExplanation(): Explanation {
    const builtin = buildExplanation({
      strategyName: 'Dynasty Trust',
      facts: extractFacts(CALIFORNIA_COUPLE),
    });
    return {
      ...builtin,
      strategyOverview: { ...builtin.strategyOverview, title: 'Dynasty Trusts for you' },
      whyThisClient: 'Model narrative: the family wants wealth to last for generations.',
      benefits: {
        ...builtin.benefits,
        primaryBenefits: [
          { benefit: 'Savings', description: 'Invented', quantification: '$99,999,999' },
        ],
      },
      comparativeAnalysis: {
        alternativeStrategies: [
          { strategy: 'Bitcoin Treasury', whyNotChosen: 'Too volatile.' },
          { strategy: 'annual exclusion gifting', whyNotChosen: 'Too slow for this estate.' },
        ],
        uniqueAdvantages: ['Multi-generational'],
      },
    };
  }

  it('keeps the model’s words, calc’s figures and only catalogue alternatives; sends no PII', async () => {
    const written = modelExplanation();
    const app = await llmApp([{ reply: written }]);
    const response = await explain(
      {
        strategy: { strategy: 'Dynasty Trust' },
        clientNotes: PII_NOTES,
        clientProfile: { currentNetWorth: 18_000_000, contact: 'pat.client@example.com' },
      },
      advisor,
      app,
    );
    expect(response.status).toBe(200);
    const body = explanationResponseSchema.parse(await response.json());
    const explanation = explanationSchema.parse(body.explanation);
    expect(JSON.parse(body.rawResponse ?? '')).toEqual(written);

    expect(explanation.whyThisClient).toBe(written.whyThisClient);
    expect(explanation.strategyOverview.title).toBe('Dynasty Trust');
    const builtin = buildExplanation({
      strategyName: 'Dynasty Trust',
      facts: extractFacts(PII_NOTES),
      clientProfile: { currentNetWorth: 18_000_000 },
    });
    expect(explanation.benefits.primaryBenefits).toEqual(builtin.benefits.primaryBenefits);
    expect(JSON.stringify(explanation)).not.toContain('99,999,999');
    const alternatives = explanation.comparativeAnalysis.alternativeStrategies;
    expect(alternatives.map((a) => a.strategy)).not.toContain('Bitcoin Treasury');
    expect(alternatives[0]).toEqual({
      strategy: 'Annual Exclusion Gifting',
      whyNotChosen: 'Too slow for this estate.',
    });
    expect(alternatives).toHaveLength(2);
    expect(alternatives.slice(1).map((a) => a.strategy)).toEqual(
      builtin.comparativeAnalysis.alternativeStrategies
        .map((a) => a.strategy)
        .filter((name) => name !== 'Annual Exclusion Gifting')
        .slice(0, 1),
    );

    const sent = standIn?.allRequestText() ?? '';
    for (const secret of ['123-45-6789', 'pat.client@example.com'])
      expect(sent).not.toContain(secret);
    const prompt = promptText(standIn?.requests[0]?.body ?? {});
    expect(prompt).toContain('[REDACTED_SSN]');
    expect(prompt).toContain('[REDACTED_EMAIL]');
    expect(prompt).toMatch(/<data label="client-notes"/);
    expect(prompt).toContain('$18 million');
  });

  it('answers the model’s text as rawText when it is invalid twice, and saves it', async () => {
    const app = await llmApp([{ reply: 'Not JSON at all.' }, { reply: '{"whyThisClient": 3}' }]);
    const projectId = await insertProject(advisor.id);
    const response = await explain(
      { strategy: { strategy: 'Dynasty Trust' }, clientNotes: CALIFORNIA_COUPLE, projectId },
      advisor,
      app,
    );
    expect(response.status).toBe(200);
    const body = explanationResponseSchema.parse(await response.json());
    expect(body).toEqual({
      explanation: { rawText: '{"whyThisClient": 3}' },
      rawResponse: '{"whyThisClient": 3}',
    });
    expect(standIn?.requests).toHaveLength(2);
    expect(await storedExplanations(projectId)).toMatchObject({
      'Dynasty Trust': { explanation: { rawText: '{"whyThisClient": 3}' } },
    });
  });

  it('answers 502 with SPEC’s error when the provider keeps failing, saving nothing', async () => {
    const app = await llmApp([{ status: 500 }]);
    const projectId = await insertProject(advisor.id);
    const response = await explain(
      { strategy: { strategy: 'Dynasty Trust' }, clientNotes: CALIFORNIA_COUPLE, projectId },
      advisor,
      app,
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: FAILED });
    expect(standIn?.requests.length).toBeGreaterThan(1);
    expect(await storedExplanations(projectId)).toEqual({});
  });
});
