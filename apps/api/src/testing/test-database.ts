import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate, openDatabase, type Database, type Orm } from '../db/client';
import * as schema from '../db/schema';
import { testDatabaseUrl } from './test-env';

export interface TestDatabase {
  database: Database;
  /** The connection string of the fresh PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  /**
   * For fixtures that write or read projects directly: the analysis runner's scope on every
   * connection, since row-level security hides all rows from an unscoped one (decision 0022).
   * PGlite runs as superuser, where the policy does not apply: the database's own orm.
   */
  fixtures: Orm;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or, when DATABASE_URL is set, a new database
 * on that server, dropped again by dispose().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase(
      { DATABASE_URL: undefined, DATA_DIR: '' },
      { memory: true },
    );
    await migrate(database);
    return { database, url: undefined, fixtures: database.orm, dispose: () => database.close() };
  }
  const appDatabase = await createAppRoleDatabase(testDatabaseUrl);
  const database = await openDatabase({ DATABASE_URL: appDatabase.url, DATA_DIR: '' });
  await migrate(database);
  const fixturePool = new pg.Pool({
    connectionString: appDatabase.url,
    options: '-c app.job_scope=analysis',
    max: 2,
  });
  // dispose() drops the database with FORCE: a connection the pool has not yet closed is ended
  // by the server (57P01), which an idle client reports as an error on the pool. Nothing is
  // waiting for it then; without a listener it would be an uncaught exception in the run.
  fixturePool.on('error', () => undefined);
  return {
    database,
    url: appDatabase.url,
    fixtures: drizzle({ client: fixturePool, schema }) as unknown as Orm,
    async dispose() {
      await fixturePool.end();
      await database.close();
      await appDatabase.dispose();
    },
  };
}

/**
 * What production runs (README "Configuration"): a database strata_test_<random> owned by a
 * plain login role strata_app_<random> (neither superuser nor BYPASSRLS), made with the
 * administrator's `adminUrl`; `url` connects as that role. dispose() drops both.
 */
export async function createAppRoleDatabase(
  adminUrl: string,
): Promise<{ url: string; role: string; dispose(): Promise<void> }> {
  const suffix = randomBytes(6).toString('hex');
  const name = `strata_test_${suffix}`;
  const role = `strata_app_${suffix}`;
  const password = randomBytes(12).toString('hex');
  await asAdmin(adminUrl, [
    `create role ${role} login password '${password}' nosuperuser nobypassrls nocreaterole nocreatedb`,
    `create database ${name} owner ${role}`,
  ]);
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    role,
    dispose: () =>
      asAdmin(adminUrl, [
        `drop database if exists ${name} with (force)`,
        `drop role if exists ${role}`,
      ]),
  };
}

async function asAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
