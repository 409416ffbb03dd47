import { describe, expect, it } from 'vitest';
import { buildTestEnv } from '../testing/test-env';
import { allowedOrigins } from './allowed-origins';

describe('allowedOrigins', () => {
  it('accepts every loopback name of a development server on a loopback address', () => {
    const env = buildTestEnv({ PUBLIC_URL: '', HOST: '127.0.0.1', PORT: '3000' });
    expect(allowedOrigins(env)).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:3000',
        'http://localhost:3000',
        'http://[::1]:3000',
      ]),
    );
  });

  it('adds no loopback names in production', () => {
    const env = buildTestEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://strata.example.com',
      HOST: '127.0.0.1',
    });
    expect(allowedOrigins(env)).toEqual(['https://strata.example.com']);
  });

  it('adds no loopback names when the server listens on a public interface', () => {
    const env = buildTestEnv({ PUBLIC_URL: 'http://10.0.0.5:3000', HOST: '0.0.0.0', PORT: '3000' });
    expect(allowedOrigins(env)).not.toContain('http://localhost:3000');
  });
});
