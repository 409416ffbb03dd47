import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestApp, type TestContext } from '../testing/test-app';
import { TEST_ORIGIN } from '../testing/test-env';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './sign-in-limits';

const PASSWORD = 'correct horse 42 battery';

let ctx: TestContext;
let app: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.buildApp({ disableRateLimit: false });
  behindProxy = ctx.buildApp({ disableRateLimit: false, env: { TRUSTED_PROXY: '10.0.0.2' } });
});
afterAll(() => ctx.dispose());

/** A sign-in as the node server hands it over: from a socket with this peer address. */
function signIn(
  target: TestApp,
  peer: string,
  email: string,
  password: string,
  forwardedFor?: string,
) {
  return target.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } } },
  );
}

const newAccount = async () =>
  (await signUp(ctx.app, { email: `${randomUUID()}@example.com` })).email;

describe('password sign-in limits (failures, per account and address)', () => {
  it('lets six colleagues behind one office address sign in within a minute', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await signIn(app, '203.0.113.10', await newAccount(), PASSWORD)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('does not spend the budget on successful sign-ins', async () => {
    const email = await newAccount();
    for (let n = 0; n < 8; n += 1)
      expect((await signIn(app, '203.0.113.11', email, PASSWORD)).status).toBe(200);
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; n += 1)
      expect((await signIn(app, '203.0.113.11', email, 'wrong password 1')).status).toBe(401);
  });

  it('blocks an account at an address after five failures, with Retry-After', async () => {
    const email = await newAccount();
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; n += 1)
      expect((await signIn(app, '203.0.113.12', email, 'wrong password 1')).status).toBe(401);
    const blocked = await signIn(app, '203.0.113.12', email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await blocked.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    // The same account elsewhere, and a colleague at the same address, are unaffected.
    expect((await signIn(app, '198.51.100.12', email, PASSWORD)).status).toBe(200);
    expect((await signIn(app, '203.0.113.12', await newAccount(), PASSWORD)).status).toBe(200);
  });

  it('does not let junk requests from anyone lock the firm out behind a proxy', async () => {
    const email = await newAccount();
    // Without TRUSTED_PROXY the proxy's address is everyone's address...
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; n += 1)
      await signIn(app, '10.0.0.2', email, 'wrong password 1', `198.51.100.${n}`);
    expect((await signIn(app, '10.0.0.2', email, PASSWORD, '198.51.100.99')).status).toBe(429);
    // ...with it, each client is counted by the address the proxy saw.
    const other = await newAccount();
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS + 2; n += 1)
      await signIn(behindProxy, '10.0.0.2', other, 'wrong password 1', '198.51.100.1');
    expect((await signIn(behindProxy, '10.0.0.2', other, PASSWORD, '198.51.100.1')).status).toBe(
      429,
    );
    expect((await signIn(behindProxy, '10.0.0.2', other, PASSWORD, '198.51.100.2')).status).toBe(
      200,
    );
    // A client not behind the trusted proxy cannot claim a blocked (or any other) address.
    expect(
      (await signIn(behindProxy, '198.51.100.4', other, PASSWORD, '198.51.100.1')).status,
    ).toBe(200);
  });
});
