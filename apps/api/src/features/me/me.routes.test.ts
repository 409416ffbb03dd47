import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, call, createTestContext, signUp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

describe('GET /api/me', () => {
  it('answers 401 when signed out', async () => {
    const response = await call(ctx.app, '/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('answers an unapproved user with the flags', async () => {
    const user = await signUp(ctx.app, { name: 'Ada Advisor' });
    const response = await call(ctx.app, '/api/me', { as: user });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: user.id, email: user.email, name: 'Ada Advisor' },
      isApproved: false,
      isAdmin: false,
    });
  });

  it('reflects approval on the next request', async () => {
    const user = await signUp(ctx.app);
    await approve(ctx.db, user.id);
    expect(await (await call(ctx.app, '/api/me', { as: user })).json()).toMatchObject({
      isApproved: true,
    });
  });

  it('answers 401 after sign-out', async () => {
    const user = await signUp(ctx.app);
    const out = await call(ctx.app, '/api/auth/sign-out', { method: 'POST', as: user });
    expect(out.status).toBe(200);
    expect((await call(ctx.app, '/api/me', { as: user })).status).toBe(401);
  });
});
