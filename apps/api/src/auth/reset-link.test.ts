import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from './auth';
import { createPasswordResetLink } from './reset-link';
import { call, createTestContext, signUp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

describe('createPasswordResetLink', () => {
  it('makes a one-time link that lets the user choose a new password', async () => {
    const user = await signUp(ctx.app);
    const auth = createAuth({ env: ctx.env, db: ctx.db, logger: ctx.logger });
    const link = await createPasswordResetLink(auth, ctx.env, user.email.toUpperCase());
    expect(link).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=/,
    );

    const check = await call(ctx.app, new URL(link ?? '').pathname + new URL(link ?? '').search);
    expect(check.status).toBe(302);
    const redirect = new URL(check.headers.get('location') ?? '');
    expect(redirect.pathname).toBe('/auth/reset-password');
    const token = redirect.searchParams.get('token');

    const weak = await call(ctx.app, '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    const reset = await call(ctx.app, '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'brand new 99 secret' },
    });
    expect(reset.status).toBe(200);
    const again = await call(ctx.app, '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'another new 98 secret' },
    });
    expect(again.status).toBe(400);

    const signIn = await call(ctx.app, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'brand new 99 secret' },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers null for an unknown e-mail', async () => {
    const auth = createAuth({ env: ctx.env, db: ctx.db, logger: ctx.logger });
    expect(await createPasswordResetLink(auth, ctx.env, 'nobody@example.com')).toBeNull();
  });
});
