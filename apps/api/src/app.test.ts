import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { CONTENT_SECURITY_POLICY } from './http/security';
import { call, createTestContext, type TestContext } from './testing/test-app';
import { buildTestEnv, TEST_ORIGIN } from './testing/test-env';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

describe('createApp', () => {
  it('sets the security headers on API, error and page responses', async () => {
    for (const path of ['/api/health', '/api/nope', '/robots.txt']) {
      const response = await call(ctx.app, path);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await call(ctx.app, '/api/does-not-exist', { method: 'POST', json: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.app.request(`/api/admin/users/x/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: ctx.admin?.cookie ?? '',
        origin: TEST_ORIGIN,
      },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'malformed_json' } });
  });

  it('refuses bodies over 1 MB with 413 JSON', async () => {
    const response = await ctx.app.request('/api/admin/users/x/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('allows analysis bodies past 1 MB (their limit is 55 MB)', async () => {
    const response = await ctx.app.request('/api/analyses', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).not.toBe(413);
  });

  it('refuses state-changing calls from another origin with 403', async () => {
    const response = await call(ctx.app, '/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    const same = await call(ctx.app, '/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(same.status).not.toBe(403);
  });

  it('serves a real robots.txt', async () => {
    const response = await call(ctx.app, '/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('User-agent: *');
  });

  it('serves the built web app with an index.html fallback for client routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'strata-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Strata</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = createApp({
      env: ctx.env,
      db: ctx.db,
      logger: ctx.logger,
      options: { webDistDir: dist },
    });
    const page = await app.request('/admin');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Strata</title>');
    const asset = await app.request('/assets/app.js');
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/api/unknown')).status).toBe(404);
  });

  it('answers unexpected failures with a generic 500 and logs the request id', async () => {
    const broken = await createTestContext();
    await broken.dispose();
    const response = await call(broken.app, '/api/me', { as: broken.admin ?? undefined });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'internal', message: 'Internal server error' },
    });
    const requestId = response.headers.get('x-request-id');
    expect(broken.logs.some((l) => l.msg === 'unhandled error' && l.reqId === requestId)).toBe(
      true,
    );
  });

  it('builds without side effects from a plain config', () => {
    expect(() => createApp({ env: buildTestEnv(), db: ctx.db, logger: ctx.logger })).not.toThrow();
  });
});
