import type pg from 'pg';

// An advisory lock per running job marks "this job has a live runner" on PostgreSQL. It lives
// on the runner's own connection, so the server releases it the moment that process dies:
// a crashed instance's jobs can be told apart from jobs another live instance is running.
const LOCK_CLASS = 0x5354; // 'ST'

const LOCK = 'select pg_advisory_lock($1, hashtext($2::text))';
const TRY_LOCK = 'select pg_try_advisory_lock($1, hashtext($2::text)) as locked';
const UNLOCK = 'select pg_advisory_unlock($1, hashtext($2::text))';

/** Held while a job runs; release() gives the connection back. */
export interface RunnerLock {
  release(): Promise<void>;
}

/**
 * A pool client held for a while. A checked-out client has no error listener of the pool's, so
 * a connection the server drops (restart, pg_terminate_backend) would crash the process; the
 * failure shows up instead on the next query, and release() discards the client.
 */
async function holdClient(pool: pg.Pool) {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  return {
    client,
    release(error?: Error) {
      client.off('error', onError);
      client.release(error ?? broken);
    },
  };
}

/** Blocks until this process holds the job's runner lock (briefly, if a sweep is checking it). */
export async function takeRunnerLock(pool: pg.Pool, jobId: string): Promise<RunnerLock> {
  const held = await holdClient(pool);
  const { client } = held;
  try {
    await client.query(LOCK, [LOCK_CLASS, jobId]);
  } catch (error) {
    held.release(error as Error);
    throw error;
  }
  return {
    async release() {
      try {
        await client.query(UNLOCK, [LOCK_CLASS, jobId]);
        held.release();
      } catch (error) {
        // A broken connection drops the lock with it.
        held.release(error as Error);
      }
    },
  };
}

/**
 * Runs `reclaim(jobId)` for every id in `activeJobIds` whose runner lock is free (its runner
 * died), while holding that lock so a runner that just claimed the job waits and sees the change.
 */
export async function reclaimUnheldJobs(
  pool: pg.Pool,
  activeJobIds: string[],
  reclaim: (client: pg.PoolClient, jobId: string) => Promise<void>,
): Promise<void> {
  if (activeJobIds.length === 0) return;
  const held = await holdClient(pool);
  const { client } = held;
  try {
    for (const jobId of activeJobIds) {
      const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK, [LOCK_CLASS, jobId]);
      if (!rows[0]?.locked) continue;
      try {
        await reclaim(client, jobId);
      } finally {
        await client.query(UNLOCK, [LOCK_CLASS, jobId]);
      }
    }
    held.release();
  } catch (error) {
    held.release(error as Error);
    throw error;
  }
}
