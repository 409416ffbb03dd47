import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderHandle } from '../../../../e2e/support/oidc-provider';
import { createTestContext, type TestApp, type TestContext } from '../test/test-app';

/** Cookies by name for one origin; enough for a redirect-driven login. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

let ctx: TestContext;
let server: ServerType;
let appOrigin: string;
let app: TestApp | undefined;
const providers: OidcProviderHandle[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // Listen first so PUBLIC_URL (the OAuth redirect target) can carry the real port.
  server = serve({
    fetch: (request, env) =>
      app ? app.fetch(request, env) : new Response('starting', { status: 503 }),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
  app = ctx.buildApp({ env: { ...env, PUBLIC_URL: appOrigin, ADMIN_EMAILS: 'chief@example.com' } });
  return provider;
}

/** Follows redirects on the provider with its own cookie jar until one points back at the app. */
async function followProvider(
  start: string,
  jar: CookieJar,
  init: RequestInit = {},
): Promise<Response | string> {
  let response = await fetch(start, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  for (let hop = 0; hop < 10; hop += 1) {
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    const next = new URL(location, response.url || start).toString();
    if (next.startsWith(appOrigin)) return next;
    response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
  }
  throw new Error('too many redirects');
}

/** The whole authorization-code login a browser would do, as `email`. */
async function logIn(providerId: 'google' | 'oidc', email: string) {
  const appJar = new CookieJar();
  const providerJar = new CookieJar();
  const start = await fetch(`${appOrigin}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appOrigin },
    body: JSON.stringify({ provider: providerId, callbackURL: '/' }),
  });
  expect(start.status).toBe(200);
  appJar.store(start);
  const { url } = (await start.json()) as { url: string };

  const loginPage = await followProvider(url, providerJar);
  if (typeof loginPage === 'string') throw new Error('expected the provider login page');
  const html = await loginPage.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  expect(action).toMatch(/^\/interaction\/[\w-]+\/login$/);

  const callback = await followProvider(new URL(action ?? '', url).toString(), providerJar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  if (typeof callback !== 'string')
    throw new Error(`expected a redirect to the app, got ${callback.status}`);
  expect(callback).toContain(`/api/auth/callback/${providerId}?`);

  const finished = await fetch(callback, {
    redirect: 'manual',
    headers: { cookie: appJar.header() },
  });
  appJar.store(finished);
  expect(finished.status).toBe(302);
  expect(finished.headers.get('location')).toBe('/');

  const me = await fetch(`${appOrigin}/api/me`, { headers: { cookie: appJar.header() } });
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
});
