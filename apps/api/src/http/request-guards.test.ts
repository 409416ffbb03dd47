import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import {
  ANALYSIS_BODY,
  createSecurityContext,
  EXPLANATION_BODY,
  type SecurityContext,
} from '../testing/security-app';
import { call, type SignedIn } from '../testing/test-app';
import { TEST_ORIGIN } from '../testing/test-env';
import { STRICT_TRANSPORT_SECURITY } from './security';

let sec: SecurityContext;
let owner: SignedIn;
beforeAll(async () => {
  sec = await createSecurityContext({ maxPendingPerUser: 1 });
  owner = sec.personas.owner;
}, 60_000);
afterAll(() => sec?.dispose());

const ownRows = () => sec.fixtures.select().from(projects).where(eq(projects.userId, owner.id));

describe('state-changing requests must come from this site', () => {
  const signOut = (headers: Record<string, string>) =>
    sec.app.request('/api/auth/sign-out', { method: 'POST', headers });

  it('refuses a request with neither Origin nor Sec-Fetch-Site', async () => {
    const response = await signOut({ cookie: owner.cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });

  it('refuses a foreign or opaque Origin and a cross-site Sec-Fetch-Site', async () => {
    const variants: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of variants)
      expect((await signOut(headers)).status, JSON.stringify(headers)).toBe(403);
  });

  it('accepts our Origin, or Sec-Fetch-Site: same-origin without one', async () => {
    expect((await signOut({ origin: TEST_ORIGIN })).status).toBe(200);
    expect((await signOut({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('accepts the loopback name a new user types for a development server (README: localhost)', async () => {
    expect((await signOut({ origin: 'http://localhost:3000' })).status).toBe(200);
  });

  it('leaves reads alone', async () => {
    expect((await sec.app.request('/api/health')).status).toBe(200);
  });
});

describe('bodies must be JSON', () => {
  it.each([
    ['text/plain', JSON.stringify(ANALYSIS_BODY)],
    ['application/x-www-form-urlencoded', 'notes=hello'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\nhello\r\n--x--'],
    ['', JSON.stringify(ANALYSIS_BODY)],
  ])('answers 415 to %j and stores nothing', async (type, body) => {
    const before = (await ownRows()).length;
    const response = await sec.app.request('/api/analyses', {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: owner.cookie,
        ...(type ? { 'content-type': type } : {}),
      },
      body,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect((await ownRows()).length).toBe(before);
  });

  it('refuses a form post to sign-in too', async () => {
    const response = await sec.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=x',
    });
    expect(response.status).toBe(415);
  });
});

describe('text PostgreSQL cannot hold is answered 400 before any query', () => {
  const nul = String.fromCharCode(0);
  const bodies = {
    'a NUL': JSON.stringify({ ...ANALYSIS_BODY, notes: `Client notes ${nul} more` }),
    'an escaped NUL': `{"notes":"Client notes \\u0000 more","attachments":[]}`,
    'a lone high surrogate': `{"notes":"Client notes \\ud800 more","attachments":[]}`,
    'a lone low surrogate': `{"notes":"Client \\udc00 notes","attachments":[]}`,
    'a NUL in a key': `{"notes":"fine notes","attachments":[],"x\\u0000":1}`,
  };

  it.each(Object.entries(bodies))('in the notes: %s', async (_label, body) => {
    const before = (await ownRows()).length;
    const response = await sec.app.request('/api/analyses', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_text' } });
    expect((await ownRows()).length).toBe(before);
  });

  it('accepts a well-formed astral character', async () => {
    const response = await call(sec.app, '/api/functions/detailed-strategy-explanation', {
      method: 'POST',
      as: owner,
      json: { ...EXPLANATION_BODY, clientNotes: `${EXPLANATION_BODY.clientNotes} 😀` },
    });
    expect(response.status, await response.text()).not.toBe(400);
  });

  it('in a sign-up e-mail or name', async () => {
    const response = await call(sec.app, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: `a${nul}@example.com`, password: 'correct horse 42 battery', name: 'x\ud800' },
    });
    expect(response.status).toBe(400);
  });

  it('in a query string or a cursor', async () => {
    for (const query of ['?cursor=%00', '?limit=1%00', '?cursor=%ED%A0%80%00']) {
      const response = await call(sec.app, `/api/projects${query}`, { as: owner });
      expect(response.status, query).toBe(400);
    }
    // A well-formed cursor whose id carries a NUL.
    const cursor = Buffer.from(JSON.stringify([new Date().toISOString(), `id${nul}`])).toString(
      'base64url',
    );
    expect((await call(sec.app, `/api/projects?cursor=${cursor}`, { as: owner })).status).toBe(400);
  });

  it('in a path parameter', async () => {
    const response = await call(sec.app, '/api/projects/abc%00def', { as: owner });
    expect(response.status).toBe(400);
  });
});

describe('headers', () => {
  it('sets COOP, CORP, no-store and a JSON charset on API answers', async () => {
    for (const path of ['/api/health', '/api/projects', '/api/nope']) {
      const response = await call(sec.app, path, { as: owner });
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
    }
    const page = await call(sec.app, '/robots.txt');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('cache-control')).not.toBe('no-store');
  });

  it('sends HSTS only in production behind an https PUBLIC_URL', async () => {
    const hsts = async (env: Record<string, string>) =>
      (await call(sec.ctx.buildApp({ env }), '/api/health')).headers.get(
        'strict-transport-security',
      );
    expect(await hsts({ NODE_ENV: 'production', PUBLIC_URL: 'https://strata.example' })).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect(await hsts({ NODE_ENV: 'production', PUBLIC_URL: 'http://10.0.0.5:3000' })).toBeNull();
    expect(await hsts({ PUBLIC_URL: 'https://strata.example' })).toBeNull();
  });

  it('says when to retry on the analyses cap (429)', async () => {
    // The cap (1 here) counts analyses still pending.
    await sec.fixtures
      .insert(projects)
      .values({ userId: owner.id, name: 'Running', status: 'pending' });
    const second = await call(sec.app, '/api/analyses', {
      method: 'POST',
      as: owner,
      json: ANALYSIS_BODY,
    });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
