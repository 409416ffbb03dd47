import { afterEach, describe, expect, it } from 'vitest';
import { userRoles } from '../db/schema';
import { call, createTestContext, signUp, type TestContext } from '../testing/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.dispose();
  ctx = undefined;
});

async function admins(context: TestContext): Promise<string[]> {
  const rows = await context.db.orm.select({ userId: userRoles.userId }).from(userRoles);
  return rows.map((row) => row.userId);
}

describe('admin cannot be gained at sign-up', () => {
  it('a password account under an ADMIN_EMAILS address is a plain pending user, also after signing in again', async () => {
    ctx = await createTestContext({ env: { ADMIN_EMAILS: 'chief@example.com' } });
    const squatter = await signUp(ctx.app, { email: 'Chief@Example.com' });
    const signIn = await call(ctx.app, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'chief@example.com', password: 'correct horse 42 battery' },
    });
    expect(signIn.status).toBe(200);
    for (const cookie of [squatter.cookie, signIn.headers.getSetCookie().join('; ')]) {
      const me = await call(ctx.app, '/api/me', { headers: { cookie } });
      expect(await me.json()).toMatchObject({ isAdmin: false, isApproved: false });
    }
    expect(await admins(ctx)).not.toContain(squatter.id);
  });

  it('racing the first-account rule in production makes nobody admin', async () => {
    ctx = await createTestContext({ seedAdmin: false, env: { NODE_ENV: 'production' } });
    const app = ctx.app;
    const accounts = await Promise.all(Array.from({ length: 8 }, () => signUp(app)));
    expect(accounts).toHaveLength(8);
    expect(await admins(ctx)).toEqual([]);
  });

  it('racing it in development makes exactly one admin', async () => {
    ctx = await createTestContext({ seedAdmin: false, env: { NODE_ENV: 'development' } });
    const app = ctx.app;
    const accounts = await Promise.all(Array.from({ length: 8 }, () => signUp(app)));
    const granted = await admins(ctx);
    expect(granted).toHaveLength(1);
    expect(accounts.map((a) => a.id)).toContain(granted[0]);
  });
});
