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

/** DATABASE_URL connects as a role that would bypass row-level security on projects. */
export class PrivilegedDatabaseRoleError extends Error {
  override readonly name = 'PrivilegedDatabaseRoleError';
  constructor(role: string) {
    super(
      `DATABASE_URL connects as "${role}", a superuser or BYPASSRLS role, which row-level security cannot hold. ` +
        'Create a plain role that owns the database and connect as it, e.g. in psql as an administrator: ' +
        "CREATE ROLE strata LOGIN PASSWORD '...' NOSUPERUSER NOBYPASSRLS; CREATE DATABASE strata OWNER strata; " +
        'then DATABASE_URL=postgres://strata:...@host:5432/strata',
    );
  }
}

/** Refuses a role that is superuser or BYPASSRLS (ARCHITECTURE "Server-side enforcement"). */
async function assertUnprivilegedRole(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
    'select rolname as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user',
  );
  const [row] = rows;
  if (!row || row.rolsuper || row.rolbypassrls)
    throw new PrivilegedDatabaseRoleError(row?.role ?? 'unknown');
}

/**
 * Opens PostgreSQL when DATABASE_URL is set (refusing a superuser or BYPASSRLS role), else
 * PGlite in DATA_DIR/pglite (`memory: true` keeps PGlite in memory, for tests).
 * `onConnectionLost` hears of PostgreSQL connections the server dropped (for logging).
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { memory?: boolean; onConnectionLost?: (error: Error) => void } = {},
): Promise<Database> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    // An idle connection lost (server restart, database dropped) is emitted here, and with no
    // listener it would crash the process; the pool drops it and the next query reports its own.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    try {
      await assertUnprivilegedRole(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const orm = drizzlePg({ client: pool, schema }) as unknown as Orm;
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

/**
 * Runs `work` in a transaction with the analysis runner's scope: row-level security lets it
 * read and finish any user's project, which no request's transaction can (decision 0022).
 */
export async function withJobScope<T>(orm: Orm, work: (tx: Orm) => Promise<T>): Promise<T> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.job_scope', 'analysis', true)`);
    return work(tx as unknown as Orm);
  });
}
