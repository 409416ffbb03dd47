import { serve } from '@hono/node-server';
import { createApp } from './app';
import { migrate, openDatabase, PrivilegedDatabaseRoleError } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { closeDocumentWorkers, startDocumentWorkers } from './documents';
import { closeEngineWorkers, startEngineWorkers } from './engine/engine-pool';
import { loadEnvOrExit } from './env';
import { createAnalysisJobs } from './jobs/create-jobs';
import { createLogger } from './logger';

const env = loadEnvOrExit();
const logger = createLogger(env);

// PGlite is single-process: a second server on the same DATA_DIR must refuse to start.
let releaseDataDir = () => {};
if (!env.DATABASE_URL) {
  try {
    releaseDataDir = lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const db = await openDatabase(env, {
  onConnectionLost: (error) =>
    logger.warn({ err: error }, 'a database connection was lost; reconnecting on demand'),
}).catch((error: unknown) => {
  if (!(error instanceof PrivilegedDatabaseRoleError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await migrate(db);
const jobs = createAnalysisJobs(env, db, logger);
await jobs.open();
const app = createApp({ env, db, logger, jobs });

// The port first, then the jobs a stopped server left: a resumed analysis never keeps the
// server from answering (issue 16: one did, until two more restarts spent its retries).
const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  // One plain line for the person who typed `npm start`, before the JSON log lines (issue 15).
  console.log(`Strata is running on ${env.PUBLIC_URL} (press Ctrl+C to stop)`);
  logger.info(
    { db: db.kind, url: env.PUBLIC_URL },
    `Strata listening on http://${info.address}:${info.port}`,
  );
  // Threads load their code while the server already answers.
  startDocumentWorkers();
  startEngineWorkers();
  jobs.runJobs().catch((error: unknown) => {
    logger.error({ err: error }, 'analysis jobs could not be started');
    void shutdown('jobs failed to start', 1);
  });
});

// Another program on the port: say so and stop cleanly (jobs, workers, the data-dir lock).
server.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${env.PORT} on ${env.HOST} is already in use (another Strata, or another program). Stop it, or choose another port: PORT=${env.PORT + 1} npm start`,
  );
  void shutdown('port in use', 1);
});

let stopping = false;
async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Open event streams would hold the server open; give requests a moment, then cut them.
  const grace = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 2_000);
  await closed;
  clearTimeout(grace);
  await jobs.stop();
  await Promise.all([closeDocumentWorkers(), closeEngineWorkers()]);
  await db.close();
  releaseDataDir();
  process.exit(exitCode);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
