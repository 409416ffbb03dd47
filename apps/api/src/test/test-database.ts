import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase, type Database } from '../db/client';
import { testDatabaseUrl } from './test-env';

export interface TestDatabase {
  database: Database;
  /** The connection string of the fresh PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or, when DATABASE_URL is set, a new database
 * strata_test_<random> on that server, dropped again by dispose().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase(
      { DATABASE_URL: undefined, DATA_DIR: '' },
      { memory: true },
    );
    await migrate(database);
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `strata_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: '' });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
