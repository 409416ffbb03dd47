import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from './test-app';

/** Cookies by name for one origin; enough for a redirect-driven login. */
export class CookieJar {
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

/** Follows redirects on the provider with its own cookie jar until one points back at the app. */
async function followProvider(
  appOrigin: string,
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

export interface OAuthLoginResult {
  /** The app's answer to the provider callback (a redirect, on success to the callbackURL). */
  callback: Response;
  /** The app's cookies after the callback (a session cookie when sign-in succeeded). */
  cookie: string;
}

/**
 * The whole authorization-code login a browser would do against the app at `appOrigin` and
 * the stand-in provider (@strata/test-support/oidc-provider), signing in there as `email`.
 * `tamper` may rewrite the provider's redirect back to the app (an attacker's callback).
 */
export async function oauthLogin(
  appOrigin: string,
  providerId: 'google' | 'oidc',
  email: string,
  tamper: (callbackUrl: URL) => void = () => {},
): Promise<OAuthLoginResult> {
  const appJar = new CookieJar();
  const providerJar = new CookieJar();
  const start = await fetch(`${appOrigin}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appOrigin },
    body: JSON.stringify({ provider: providerId, callbackURL: '/' }),
  });
  if (start.status !== 200) throw new Error(`sign-in/social answered ${start.status}`);
  appJar.store(start);
  const { url } = (await start.json()) as { url: string };

  const loginPage = await followProvider(appOrigin, url, providerJar);
  if (typeof loginPage === 'string') throw new Error('expected the provider login page');
  const action = /action="([^"]+)"/.exec(await loginPage.text())?.[1];
  if (!action?.match(/^\/interaction\/[\w-]+\/login$/)) throw new Error('no login form');

  const callbackUrl = await followProvider(
    appOrigin,
    new URL(action, url).toString(),
    providerJar,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    },
  );
  if (typeof callbackUrl !== 'string')
    throw new Error(`expected a redirect to the app, got ${callbackUrl.status}`);
  if (!callbackUrl.includes(`/api/auth/callback/${providerId}?`))
    throw new Error(`unexpected redirect ${callbackUrl}`);

  const sent = new URL(callbackUrl);
  tamper(sent);
  const callback = await fetch(sent, {
    redirect: 'manual',
    headers: { cookie: appJar.header() },
  });
  appJar.store(callback);
  return { callback, cookie: appJar.header() };
}

/**
 * A loopback server for an app built later: it listens first, so PUBLIC_URL (the OAuth
 * redirect target) can carry the real port; `use(app)` sets what it serves.
 */
export async function startLoopbackServer() {
  let current: TestApp | undefined;
  const server = serve({
    fetch: (request, env) =>
      current ? current.fetch(request, env) : new Response('starting', { status: 503 }),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    use(app: TestApp) {
      current = app;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
