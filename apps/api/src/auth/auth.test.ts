import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  signUp,
  type SignedIn,
  type TestContext,
} from '../testing/test-app';

const me = async (ctx: TestContext, who: SignedIn) =>
  (await call(ctx.app, '/api/me', { as: who })).json() as Promise<{
    isAdmin: boolean;
    isApproved: boolean;
  }>;

describe('password sign-up and sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(() => ctx.dispose());

  it('refuses a weak password with weak_password and the reasons', async () => {
    const response = await call(ctx.app, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'weak@example.com', password: 'password', name: 'W' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; reasons: string[] };
    expect(body.code).toBe('weak_password');
    expect(body.reasons).toContain('at least 10 characters');
    expect(body.reasons).toContain(
      'harder to guess (avoid common passwords, names, words and patterns)',
    );
  });

  it('creates an unapproved, non-admin profile for a new account', async () => {
    const user = await signUp(ctx.app);
    expect(await me(ctx, user)).toMatchObject({ isApproved: false, isAdmin: false });
  });

  it('answers a sign-up for an e-mail that has an account exactly as one for a new e-mail', async () => {
    const taken = await signUp(ctx.app, { password: 'original 42 horse battery' });
    const attempt = async (email: string) => {
      const response = await call(ctx.app, '/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: 'intruder 77 chose this', name: 'Someone' },
      });
      const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
      // What differs for any two sign-ups (a fresh id and time, the address typed) is blanked.
      return {
        status: response.status,
        cookies: response.headers.getSetCookie(),
        body: {
          ...body,
          user: { ...body.user, id: 'id', email: 'email', createdAt: 'at', updatedAt: 'at' },
        },
      };
    };
    const fresh = await attempt(`fresh-${randomUUID()}@example.com`);
    const existing = await attempt(taken.email.toUpperCase());
    expect(fresh.status).toBe(200);
    expect(fresh.cookies).toEqual([]);
    expect(fresh.body.token).toBeNull();
    expect(existing).toEqual(fresh);

    // The existing account is untouched: its own password still signs in, the other does not.
    const signIn = (password: string) =>
      call(ctx.app, '/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: taken.email, password },
      });
    expect((await signIn('original 42 horse battery')).status).toBe(200);
    expect((await signIn('intruder 77 chose this')).status).toBe(401);
  });

  it('signs in with the password and sets an HttpOnly SameSite=Lax cookie', async () => {
    const user = await signUp(ctx.app, { password: 'another good 77 password' });
    const response = await call(ctx.app, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'another good 77 password' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('never grants ADMIN_EMAILS through a password sign-up', async () => {
    const boss = await signUp(ctx.app, { email: 'boss@example.com' });
    expect((await me(ctx, boss)).isAdmin).toBe(false);
    const again = await call(ctx.app, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'boss@example.com', password: 'correct horse 42 battery' },
    });
    expect(again.status).toBe(200);
    expect((await me(ctx, boss)).isAdmin).toBe(false);
  });

  it('lists the enabled sign-in methods', async () => {
    const response = await call(ctx.app, '/api/auth/providers');
    expect(await response.json()).toEqual({
      google: false,
      oidc: false,
      password: true,
      hasAccounts: true,
    });
    const withGoogle = ctx.buildApp({
      env: {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        // Nothing listens there: the test must not reach Google.
        GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
        PASSWORD_SIGN_IN: 'false',
      },
    });
    expect(await (await call(withGoogle, '/api/auth/providers')).json()).toEqual({
      google: true,
      oidc: false,
      password: false,
      hasAccounts: true,
    });
  });

  it('says when no account exists yet, so /auth can open on Create account', async () => {
    const fresh = await createTestContext({ seedAdmin: false });
    try {
      const before = await call(fresh.app, '/api/auth/providers');
      expect(await before.json()).toMatchObject({ hasAccounts: false });
      await signUp(fresh.app);
      const after = await call(fresh.app, '/api/auth/providers');
      expect(await after.json()).toMatchObject({ hasAccounts: true });
    } finally {
      await fresh.dispose();
    }
  });

  it('refuses password sign-up when PASSWORD_SIGN_IN=false', async () => {
    const app = ctx.buildApp({ env: { PASSWORD_SIGN_IN: 'false' } });
    const response = await call(app, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'nopw@example.com', password: 'correct horse 42 battery', name: 'N' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('rate-limits sign-in attempts with 429, whatever client IP header is sent', async () => {
    const app = ctx.buildApp({ disableRateLimit: false });
    const attempt = (n: number) =>
      call(app, '/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'nobody@example.com', password: 'wrong password 1' },
        headers: { 'x-strata-client-ip': `10.0.0.${n}`, 'x-forwarded-for': `10.0.1.${n}` },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await attempt(n)).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('first-account admin bootstrap', () => {
  it('makes the first account admin outside production, and logs it loudly', async () => {
    const ctx = await createTestContext({ seedAdmin: false });
    try {
      const first = await signUp(ctx.app);
      const second = await signUp(ctx.app);
      expect((await me(ctx, first)).isAdmin).toBe(true);
      expect((await me(ctx, second)).isAdmin).toBe(false);
      const warning = ctx.logs.find(
        (line) => line.level === 40 && String(line.msg).includes('FIRST ACCOUNT BECAME ADMIN'),
      );
      expect(warning).toMatchObject({ userId: first.id });
    } finally {
      await ctx.dispose();
    }
  });

  it('does not in production', async () => {
    const ctx = await createTestContext({ seedAdmin: false, env: { NODE_ENV: 'production' } });
    try {
      const first = await signUp(ctx.app);
      expect(first.cookie).toContain('__Secure-better-auth.session_token=');
      expect(await me(ctx, first)).toMatchObject({ isAdmin: false, isApproved: false });
    } finally {
      await ctx.dispose();
    }
  });
});
