import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * pg-boss on the app's database. On PGlite it runs through an executeSql adapter:
 * parameterless scripts (its migrations hold several statements) go through `exec`, the rest
 * through `query`. On PostgreSQL it keeps its own small pool on the same server.
 */
export function createBoss(database: Database, options: PgBoss.ConstructorOptions = {}): PgBoss {
  if (database.kind === 'postgres') {
    const connectionString = database.pool.options.connectionString;
    if (!connectionString) throw new Error('pg-boss needs the PostgreSQL connection string');
    return new PgBoss({ ...options, connectionString, max: 4 });
  }
  const { pglite } = database;
  const db: PgBoss.Db = {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
  return new PgBoss({ ...options, db });
}
