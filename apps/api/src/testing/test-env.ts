import { loadEnv, type Env } from '../env';

/**
 * Test-only configuration. CI sets DATABASE_URL to run the API tests on PostgreSQL; tests read
 * it here because the app's own env.ts is built from explicit sources in tests.
 */
// eslint-disable-next-line no-restricted-properties -- tests pick the database server from CI's environment (see .ci/run)
export const testDatabaseUrl: string | undefined = process.env.DATABASE_URL || undefined;

/** The tests' PUBLIC_URL: the Origin a same-origin browser call carries. */
export const TEST_ORIGIN = 'http://127.0.0.1:3000';

/** A valid configuration for tests; fields override the defaults. */
export function buildTestEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent/strata-test-data',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
