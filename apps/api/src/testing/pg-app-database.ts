import pg from 'pg';
import { createAppRoleDatabase } from './test-database';

/** A fresh PostgreSQL database owned by a login role that is neither superuser nor BYPASSRLS. */
export interface PgAppDatabase {
  /** The app's connection string (the unprivileged role). */
  url: string;
  role: string;
  /** Ends every connection the app holds to the database (the database "lost"). */
  terminateAppConnections(): Promise<number>;
  dispose(): Promise<void>;
}

/** Creates the role and database through `adminUrl` (a superuser URL, as CI provides). */
export async function createPgAppDatabase(adminUrl: string): Promise<PgAppDatabase> {
  const database = await createAppRoleDatabase(adminUrl);
  const name = new URL(database.url).pathname.slice(1);
  return {
    ...database,
    async terminateAppConnections() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = $2',
          [name, database.role],
        );
        return rowCount ?? 0;
      } finally {
        await admin.end();
      }
    },
  };
}
