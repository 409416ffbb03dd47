import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const secret = 'x'.repeat(40);

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({ AUTH_SECRET: secret });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(env.PASSWORD_SIGN_IN).toBe(true);
    expect(env.ANALYSIS_ENGINE).toBe('builtin');
    expect(env.GOOGLE_DISCOVERY_URL).toBe(
      'https://accounts.google.com/.well-known/openid-configuration',
    );
    expect(env.DATA_DIR.endsWith('/data')).toBe(true);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('parses lists and booleans', () => {
    const env = loadEnv({
      AUTH_SECRET: secret,
      ADMIN_EMAILS: ' A@Example.com, b@example.com ',
      PASSWORD_SIGN_IN: 'false',
      PUBLIC_URL: 'https://strata.example.com/',
    });
    expect(env.ADMIN_EMAILS).toEqual(['a@example.com', 'b@example.com']);
    expect(env.PASSWORD_SIGN_IN).toBe(false);
    expect(env.PUBLIC_URL).toBe('https://strata.example.com');
  });

  it('reports one line per bad value', () => {
    try {
      loadEnv({
        PORT: 'abc',
        ANALYSIS_ENGINE: 'magic',
        GOOGLE_CLIENT_ID: 'id',
        NODE_ENV: 'production',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems;
      expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('ANALYSIS_ENGINE:'))).toBe(true);
      expect(problems).toContain('GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
      expect(problems).toContain('AUTH_SECRET: is required in production');
    }
  });

  it('requires the LLM settings when the llm engine is chosen', () => {
    expect(() => loadEnv({ AUTH_SECRET: secret, ANALYSIS_ENGINE: 'llm' })).toThrow(
      /LLM_PROVIDER: is required/,
    );
  });

  it('generates the auth secret once outside production and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strata-env-'));
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first.AUTH_SECRET);
  });
});
