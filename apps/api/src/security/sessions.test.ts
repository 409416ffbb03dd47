import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import {
  approve,
  call,
  createTestContext,
  makeAdmin,
  signUp,
  type SignedIn,
  type TestApp,
  type TestContext,
} from '../testing/test-app';
import { ROUTE_EXPECTATIONS } from '../testing/route-expectations';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  if (!ctx.admin) throw new Error('the test context seeds an admin');
  admin = ctx.admin;
});
afterAll(() => ctx?.dispose());

const PASSWORD = 'correct horse 42 battery';

function signIn(
  app: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return call(app, '/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: PASSWORD, ...extra },
    headers,
  });
}

/** The session cookie's Set-Cookie line, attributes lower-cased and split. */
function sessionCookieAttributes(response: Response): { name: string; attributes: string[] } {
  const line = response.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!line) throw new Error('no session cookie');
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf('=')),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Path=/ (not Secure over plain http in test)', async () => {
    const user = await signUp(ctx.app);
    const { name, attributes } = sessionCookieAttributes(await signIn(ctx.app, user.email));
    expect(name).toBe('better-auth.session_token');
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes).not.toContain('secure');
  });

  it('is also Secure, with the __Secure- prefix, when NODE_ENV=production', async () => {
    const app = ctx.buildApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://strata.example' },
    });
    // Same-origin calls in production come from the public address.
    const origin = 'https://strata.example';
    const user = await signUp(app, { origin });
    const { name, attributes } = sessionCookieAttributes(
      await signIn(app, user.email, {}, { origin }),
    );
    expect(name).toBe('__Secure-better-auth.session_token');
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']),
    );
  });
});

describe('revocation and sign-out take effect on the very next request', () => {
  it('revoking approval refuses the next request with the same session', async () => {
    const user = await signUp(ctx.app);
    await approve(ctx.db, user.id);
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(200);
    const revoked = await call(ctx.app, `/api/admin/users/${user.id}/revoke`, {
      method: 'POST',
      as: admin,
    });
    expect(revoked.status).toBe(200);
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(403);
  });

  it('removing the admin role refuses the next admin request with the same session', async () => {
    const second = await signUp(ctx.app);
    await makeAdmin(ctx.db, second.id);
    expect((await call(ctx.app, '/api/admin/users', { as: second })).status).toBe(200);
    const removed = await call(ctx.app, `/api/admin/users/${second.id}/admin`, {
      method: 'DELETE',
      as: admin,
    });
    expect(removed.status).toBe(200);
    expect((await call(ctx.app, '/api/admin/users', { as: second })).status).toBe(403);
    const me = await call(ctx.app, '/api/me', { as: second });
    expect(await me.json()).toMatchObject({ isAdmin: false });
  });

  it('sign-out deletes the session server-side: the old cookie answers 401', async () => {
    const user = await signUp(ctx.app);
    await approve(ctx.db, user.id);
    expect((await call(ctx.app, '/api/me', { as: user })).status).toBe(200);
    const out = await call(ctx.app, '/api/auth/sign-out', { method: 'POST', as: user, json: {} });
    expect(out.status).toBe(200);
    for (const path of ['/api/me', '/api/projects'])
      expect((await call(ctx.app, path, { as: user })).status).toBe(401);
    expect(await ctx.db.orm.select().from(session).where(eq(session.userId, user.id))).toEqual([]);
  });
});

describe('the session a request carries', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const setExpiry = (userId: string, expiresAt: Date) =>
    ctx.db.orm.update(session).set({ expiresAt }).where(eq(session.userId, userId));
  const expiryOf = async (userId: string) =>
    (await ctx.db.orm.select().from(session).where(eq(session.userId, userId)))[0]?.expiresAt;

  it('answers 401 once the session has expired', async () => {
    const user = await signUp(ctx.app);
    await approve(ctx.db, user.id);
    await setExpiry(user.id, new Date(Date.now() - 1_000));
    for (const path of ['/api/me', '/api/projects'])
      expect((await call(ctx.app, path, { as: user })).status).toBe(401);
  });

  it('answers 401 to a token whose signature does not match, or that carries none', async () => {
    const user = await signUp(ctx.app);
    await approve(ctx.db, user.id);
    const [name = '', value = ''] = user.cookie.split('=');
    const token = decodeURIComponent(value).split('.')[0] ?? '';
    const forged = `${token}.${Buffer.alloc(32, 7).toString('base64')}`;
    for (const cookie of [`${name}=${encodeURIComponent(forged)}`, `${name}=${token}`]) {
      const response = await call(ctx.app, '/api/projects', { headers: { cookie } });
      expect(response.status).toBe(401);
    }
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(200);
  });

  it('extends a session due its daily refresh (better-auth: 7 days, refreshed after 1)', async () => {
    const user = await signUp(ctx.app);
    await approve(ctx.db, user.id);
    // Issued two days ago: five days left, so the next request extends it to seven again.
    await setExpiry(user.id, new Date(Date.now() + 5 * DAY));
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(200);
    const extended = (await expiryOf(user.id))?.getTime() ?? 0;
    expect(extended).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    // A fresh one is left as it is (no write on every request).
    await setExpiry(user.id, new Date(Date.now() + 6.5 * DAY));
    const before = (await expiryOf(user.id))?.getTime();
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(200);
    expect((await expiryOf(user.id))?.getTime()).toBe(before);
  });
});

describe('origin checks on every state-changing route', () => {
  const EVIL = { origin: 'http://evil.example' };
  const stateChanging = Object.entries(ROUTE_EXPECTATIONS).filter(
    ([key]) => !key.startsWith('GET '),
  );
  const AUTH_ENDPOINTS = [
    ['/api/auth/sign-up/email', { email: 'x@example.com', password: PASSWORD, name: 'X' }],
    ['/api/auth/sign-in/email', { email: 'x@example.com', password: PASSWORD }],
    ['/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' }],
    ['/api/auth/sign-out', {}],
    ['/api/auth/update-user', { name: 'Evil' }],
    ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: PASSWORD }],
    ['/api/auth/request-password-reset', { email: 'x@example.com' }],
    ['/api/auth/revoke-sessions', {}],
    ['/api/auth/delete-user', {}],
  ] as const;

  it.each(stateChanging)('%s refuses Origin: http://evil.example with 403', async (key, route) => {
    const user = await signUp(ctx.app);
    const { path, json } = route.request({
      projectId: 'any',
      disposableProjectId: 'any',
      targetUserId: user.id,
    });
    const response = await call(ctx.app, path, {
      method: key.slice(0, key.indexOf(' ')),
      as: admin,
      json,
      headers: EVIL,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });

  it.each(AUTH_ENDPOINTS)(
    'POST %s refuses another origin (and the literal null origin)',
    async (path, json) => {
      const user = await signUp(ctx.app);
      for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1:3000.evil.example']) {
        const response = await call(ctx.app, path, {
          method: 'POST',
          as: user,
          json,
          headers: { origin },
        });
        expect(response.status, origin).toBe(403);
      }
      // Still signed in, still named as before: nothing happened.
      const me = await call(ctx.app, '/api/me', { as: user });
      expect(await me.json()).toMatchObject({ user: { name: 'Test User' } });
    },
  );

  it('accepts the app’s own origin', async () => {
    const user = await signUp(ctx.app);
    const response = await call(ctx.app, '/api/auth/update-user', {
      method: 'POST',
      as: user,
      json: { name: 'Renamed' },
      headers: { origin: ctx.env.PUBLIC_URL },
    });
    expect(response.status).toBe(200);
  });
});

describe('rate limiting of sign-in and sign-up in every mode', () => {
  /** A request as the node server hands it over: from a socket with this peer address. */
  function fromPeer(app: TestApp, address: string, path: string, json: unknown) {
    return app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ctx.env.PUBLIC_URL },
        body: JSON.stringify(json),
      },
      { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } },
    );
  }

  it.each(['development', 'test', 'production'])(
    'NODE_ENV=%s answers 429 past the limit',
    async (mode) => {
      const app = ctx.buildApp({ env: { NODE_ENV: mode }, disableRateLimit: false });
      const peer = `10.${['development', 'test', 'production'].indexOf(mode)}.0.1`;
      const signIns: number[] = [];
      const signUps: number[] = [];
      for (let n = 0; n < 7; n += 1) {
        const signInAttempt = await fromPeer(app, peer, '/api/auth/sign-in/email', {
          email: 'nobody@example.com',
          password: 'wrong password 1',
        });
        signIns.push(signInAttempt.status);
        const signUpAttempt = await fromPeer(app, peer, '/api/auth/sign-up/email', {
          email: `flood-${mode}-${n}@example.com`,
          password: PASSWORD,
          name: 'Flood',
        });
        signUps.push(signUpAttempt.status);
      }
      expect(signIns.at(-1)).toBe(429);
      expect(signUps.at(-1)).toBe(429);
      expect(signIns.filter((s) => s !== 429).every((s) => s === 401)).toBe(true);
    },
  );
});

describe('no open redirect', () => {
  const EVIL_TARGETS = [
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    'http://127.0.0.1:3000@evil.example/',
  ];
  const redirectsTo = (response: Response, text: string) =>
    [response.headers.get('location') ?? '', text].some((s) => s.includes('evil.example'));

  it.each(EVIL_TARGETS)('callbackURL %s on sign-in/email is refused', async (target) => {
    const user = await signUp(ctx.app);
    const response = await signIn(ctx.app, user.email, { callbackURL: target });
    const text = await response.text();
    expect(response.status, text).toBe(403);
    expect(redirectsTo(response, text)).toBe(false);
  });

  it.each(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'])(
    '%s=https://evil.example on sign-in/social is refused',
    async (field) => {
      const app = ctx.buildApp({
        env: {
          GOOGLE_CLIENT_ID: 'id',
          GOOGLE_CLIENT_SECRET: 'secret',
          // Never reached: the URL check comes first.
          GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
        },
      });
      for (const target of EVIL_TARGETS) {
        const response = await call(app, '/api/auth/sign-in/social', {
          method: 'POST',
          json: { provider: 'google', callbackURL: '/', [field]: target },
        });
        const text = await response.text();
        expect(response.status, `${target}: ${text}`).toBe(403);
        expect(redirectsTo(response, text)).toBe(false);
      }
    },
  );

  it.each(EVIL_TARGETS)('redirectTo %s on request-password-reset is refused', async (target) => {
    const user = await signUp(ctx.app);
    const response = await call(ctx.app, '/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: target },
    });
    expect(response.status).toBe(403);
  });

  it.each(EVIL_TARGETS)(
    'callbackURL %s on a GET link (verify-email) does not redirect there',
    async (target) => {
      const response = await call(
        ctx.app,
        `/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent(target)}`,
      );
      const text = await response.text();
      expect(redirectsTo(response, text)).toBe(false);
    },
  );
});
