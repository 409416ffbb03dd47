import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderHandle } from '@strata/test-support/oidc-provider';
import { oauthLogin, startLoopbackServer } from '../testing/oidc-flow';
import { createTestContext, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startLoopbackServer>>;
let appOrigin: string;
const providers: OidcProviderHandle[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startLoopbackServer();
  appOrigin = server.origin;
});

afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
  await server.close();
  await ctx.dispose();
});

async function useProvider(providerId: 'google' | 'oidc') {
  const provider = await startOidcProvider({
    clientId: `strata-${providerId}`,
    clientSecret: `secret-${providerId}`,
    redirectUri: `${appOrigin}/api/auth/callback/${providerId}`,
  });
  providers.push(provider);
  const env: Record<string, string> =
    providerId === 'google'
      ? {
          GOOGLE_CLIENT_ID: 'strata-google',
          GOOGLE_CLIENT_SECRET: 'secret-google',
          GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
        }
      : {
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: 'strata-oidc',
          OIDC_CLIENT_SECRET: 'secret-oidc',
        };
  server.use(
    ctx.buildApp({ env: { ...env, PUBLIC_URL: appOrigin, ADMIN_EMAILS: 'chief@example.com' } }),
  );
  return provider;
}

/** Signs in through the provider as `email` and answers GET /api/me with the session. */
async function logIn(providerId: 'google' | 'oidc', email: string) {
  const { callback, cookie } = await oauthLogin(appOrigin, providerId, email);
  expect(callback.status).toBe(302);
  expect(callback.headers.get('location')).toBe('/');
  const me = await fetch(`${appOrigin}/api/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  return (await me.json()) as { user: { email: string }; isAdmin: boolean; isApproved: boolean };
}

describe('sign-in through an OpenID Connect provider (real servers on loopback)', () => {
  it('Google (genericOAuth + discovery) signs in a verified ADMIN_EMAILS address as admin', async () => {
    await useProvider('google');
    const me = await logIn('google', 'chief@example.com');
    expect(me.user.email).toBe('chief@example.com');
    expect(me.isAdmin).toBe(true);
  });

  it('generic OIDC signs in any other address as a pending user', async () => {
    await useProvider('oidc');
    const me = await logIn('oidc', 'advisor@example.com');
    expect(me).toMatchObject({
      user: { email: 'advisor@example.com' },
      isAdmin: false,
      isApproved: false,
    });
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    await useProvider('oidc');
    const { callback, cookie } = await oauthLogin(appOrigin, 'oidc', 'forged@example.com', (url) =>
      url.searchParams.set('state', 'a-state-this-browser-never-started'),
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/error=state_mismatch/);
    const me = await fetch(`${appOrigin}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
  });
});
