import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Env } from '../env';
import * as schema from './schema';

export { schema };

/** The drizzle query builder every service takes; the same type on PGlite and PostgreSQL. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: `orm` for queries, `kind` for health, the raw client for adapters (pg-boss). */
export type Database =
  | { kind: 'pglite'; orm: Orm; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; orm: Orm; pool: pg.Pool; close(): Promise<void> };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite
 * (`memory: true` keeps PGlite in memory, for tests).
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { memory?: boolean } = {},
): Promise<Database> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    const orm = drizzlePg({ client: pool, schema }) as unknown as Orm;
    await orm.execute(sql`select 1`);
    return { kind: 'postgres', orm, pool, close: () => pool.end() };
  }
  const pglite = options.memory ? new PGlite() : new PGlite(join(env.DATA_DIR, 'pglite'));
  await pglite.waitReady;
  const orm = drizzlePglite({ client: pglite, schema }) as unknown as Orm;
  return { kind: 'pglite', orm, pglite, close: () => pglite.close() };
}

/** Applies the committed migrations (idempotent). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
  } else {
    await migratePg(drizzlePg({ client: database.pool }), { migrationsFolder });
  }
}

/**
 * Runs `work` in a short transaction scoped to one user: on PostgreSQL row-level security on
 * projects then shows only that user's rows (PGlite runs as superuser, where the explicit
 * user_id filter in each query is the guard).
 */
export async function withUserScope<T>(
  orm: Orm,
  userId: string,
  work: (tx: Orm) => Promise<T>,
): Promise<T> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
    return work(tx as unknown as Orm);
  });
}
