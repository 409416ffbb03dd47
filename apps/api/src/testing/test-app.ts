import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp } from '../app';
import { approveUser } from '../features/admin/admin.service';
import { eq } from 'drizzle-orm';
import { grantAdmin } from '../auth/access';
import { user } from '../db/schema';
import type { Database, Orm } from '../db/client';
import type { Env } from '../env';
import { baseLoggerOptions, type Logger } from '../logger';
import { openTestDatabase } from './test-database';
import { buildTestEnv, TEST_ORIGIN } from './test-env';

export type TestApp = ReturnType<typeof createApp>;

export interface SignedIn {
  id: string;
  email: string;
  /** The Cookie header value carrying the session. */
  cookie: string;
}

export interface TestContext {
  app: TestApp;
  db: Database;
  /** See TestDatabase.fixtures. */
  fixtures: Orm;
  env: Env;
  logger: Logger;
  /** Log lines written through `logger` (JSON objects), for assertions. */
  logs: Record<string, unknown>[];
  /**
   * Signed up first, so it took the development admin bootstrap and later sign-ups are plain
   * users; null with `seedAdmin: false`.
   */
  admin: SignedIn | null;
  /** Another app over the same database with other settings (e.g. rate limiting on). */
  buildApp(options?: { env?: Record<string, string>; disableRateLimit?: boolean }): TestApp;
  dispose(): Promise<void>;
}

/** A logger that keeps its JSON lines in memory. */
export function captureLogger(): { logger: Logger; logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ ...baseLoggerOptions, level: 'info' }, stream), logs };
}

/**
 * A fresh migrated database (PGlite in memory, or PostgreSQL when DATABASE_URL is set) and an
 * app on it with rate limiting off. Call once per test file (beforeAll) and dispose afterwards.
 * `seedAdmin: false` leaves the database empty (for the first-account rule).
 */
export async function createTestContext(
  options: { env?: Record<string, string>; seedAdmin?: boolean } = {},
): Promise<TestContext> {
  const handle = await openTestDatabase();
  const { logger, logs } = captureLogger();
  const buildApp: TestContext['buildApp'] = (appOptions = {}) =>
    createApp({
      env: buildTestEnv({ ...options.env, ...appOptions.env }),
      db: handle.database,
      logger,
      options: { disableRateLimit: appOptions.disableRateLimit ?? true },
    });
  const app = buildApp();
  const admin = options.seedAdmin === false ? null : await signUp(app);
  return {
    app,
    db: handle.database,
    fixtures: handle.fixtures,
    env: buildTestEnv(options.env),
    logger,
    logs,
    admin,
    buildApp,
    dispose: handle.dispose,
  };
}

/** Joins a response's Set-Cookie pairs into a Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Creates an account through POST /api/auth/sign-up/email, then signs in as the web does (sign-up
 * starts no session), and returns the session.
 */
export async function signUp(
  app: TestApp,
  overrides: { email?: string; password?: string; name?: string; origin?: string } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'correct horse 42 battery';
  const headers = { 'content-type': 'application/json', origin: overrides.origin ?? TEST_ORIGIN };
  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: overrides.name ?? 'Test User' }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const signedIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 200)
    throw new Error(`sign-in after sign-up failed: ${signedIn.status} ${await signedIn.text()}`);
  const body = (await signedIn.json()) as { user: { id: string; email: string } };
  return { id: body.user.id, email: body.user.email, cookie: cookieFrom(signedIn) };
}

export async function makeAdmin(db: Database, userId: string): Promise<void> {
  await grantAdmin(db.orm, userId);
}

/** Approves `userId` as `approvedBy` would (themselves by default), audit event included. */
export async function approve(db: Database, userId: string, approvedBy?: string): Promise<void> {
  const approverId = approvedBy ?? userId;
  const [approver] = await db.orm
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, approverId));
  if (!approver) throw new Error(`approve: no user ${approverId}`);
  await approveUser(db.orm, userId, approver);
}

/** A request as `who` (or signed out), with an optional JSON body. */
export function call(
  app: TestApp,
  path: string,
  init: { method?: string; as?: SignedIn; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  // A same-origin browser call by default (state-changing calls need it); tests may override.
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
  if (init.as) headers.cookie = init.as.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    app.request(path, {
      method: init.method ?? 'GET',
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    }),
  );
}
