import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderHandle } from '@strata/test-support/oidc-provider';
import { account, session } from '../db/schema';
import { oauthLogin, startLoopbackServer } from '../testing/oidc-flow';
import { createTestContext, signUp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startLoopbackServer>>;
const providers: OidcProviderHandle[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startLoopbackServer();
});
afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
  await server.close();
  await ctx.dispose();
});

/** Points the app's generic OIDC sign-in at a fresh stand-in reporting `emailVerified`. */
async function useProvider(emailVerified: boolean) {
  const provider = await startOidcProvider({
    clientId: 'strata-oidc',
    clientSecret: 'secret-oidc',
    redirectUri: `${server.origin}/api/auth/callback/oidc`,
    emailVerified,
  });
  providers.push(provider);
  server.use(
    ctx.buildApp({
      env: {
        PUBLIC_URL: server.origin,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'strata-oidc',
        OIDC_CLIENT_SECRET: 'secret-oidc',
      },
    }),
  );
}

async function providerAccounts(userId: string): Promise<string[]> {
  const rows = await ctx.db.orm
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return rows.map((row) => row.providerId).sort();
}

async function sessionCount(userId: string): Promise<number> {
  return (await ctx.db.orm.select().from(session).where(eq(session.userId, userId))).length;
}

describe('no account takeover through an OpenID Connect identity', () => {
  it.each([
    ['reports the e-mail unverified', false],
    ['reports it verified, but the password account never verified it', true],
  ])(
    'an identity for an existing password account’s e-mail that %s does not sign in as that account',
    async (_case, emailVerified) => {
      const email = `victim-${emailVerified ? 'v' : 'u'}@example.com`;
      const victim = await signUp(ctx.app, { email });
      const sessionsBefore = await sessionCount(victim.id);
      await useProvider(emailVerified);

      const { callback, cookie } = await oauthLogin(server.origin, 'oidc', email);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toMatch(/error=/);
      const me = await fetch(`${server.origin}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(401);
      expect(await providerAccounts(victim.id)).toEqual(['credential']);
      expect(await sessionCount(victim.id)).toBe(sessionsBefore);
    },
  );
});
