import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestEnv } from '../../testing/test-env';
import { call, createTestContext, type TestContext } from '../../testing/test-app';
import { engineLabel } from './health.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seedAdmin: false });
});
afterAll(() => ctx.dispose());

describe('GET /api/health', () => {
  it('reports the database kind and the engine to anyone', async () => {
    const response = await call(ctx.app, '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: ctx.db.kind, engine: 'builtin' });
  });

  it('names the provider and model of the LLM engine', () => {
    const env = buildTestEnv({
      ANALYSIS_ENGINE: 'llm',
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-test',
    });
    expect(engineLabel(env)).toBe('openai:gpt-test');
  });
});
