import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database owned by a login role that is neither superuser nor BYPASSRLS. */
export interface PgAppDatabase {
  /** The app's connection string (the unprivileged role). */
  url: string;
  role: string;
  /** Ends every connection the app holds to the database (the database "lost"). */
  terminateAppConnections(): Promise<number>;
  dispose(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the role and database through `adminUrl` (a superuser URL, as CI provides). */
export async function createPgAppDatabase(adminUrl: string): Promise<PgAppDatabase> {
  const suffix = randomBytes(5).toString('hex');
  const role = `strata_app_${suffix}`;
  const name = `strata_faults_${suffix}`;
  const password = randomBytes(12).toString('hex');
  await asAdmin(adminUrl, async (client) => {
    await client.query(
      `create role ${role} login nosuperuser nobypassrls nocreatedb nocreaterole password '${password}'`,
    );
    await client.query(`create database ${name} owner ${role}`);
  });
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    role,
    terminateAppConnections: () =>
      asAdmin(adminUrl, async (client) => {
        const { rowCount } = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = $2',
          [name, role],
        );
        return rowCount ?? 0;
      }),
    dispose: () =>
      asAdmin(adminUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`drop role if exists ${role}`);
      }),
  };
}
