import { and, count, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Attachment, CreateAnalysisBody } from '@strata/contracts';
import { withJobScope, withUserScope, type Database } from '../db/client';
import { projects } from '../db/schema';
import { recordAnalysisEvent } from '../features/audit/audit.service';
import type { Logger } from '../logger';
import { AnalysisProgress } from './analysis-progress';
import { runAnalysisPipeline, type PipelineDeps } from './analysis-pipeline';
import { createBoss } from './pg-boss-connection';
import { deriveProjectDescription, deriveProjectName } from './project-naming';
import { reclaimUnheldJobs, takeRunnerLock, type RunnerLock } from './runner-lock';

export const ANALYSIS_QUEUE = 'analysis';

/** The job's input. It lives in pg-boss's job row only until the job ends (then the row is deleted). */
interface AnalysisJobData {
  projectId: string;
  /** Who submitted it, for the log (absent on jobs queued before it was recorded). */
  userId?: string;
  notes: string;
  attachments: Attachment[];
}

export interface AnalysisJobsOptions {
  logger: Logger;
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /** Analyses one user may have pending at once; more are refused with 429. */
  maxPendingPerUser?: number;
  /** A job running longer is taken for crashed and run again (also bounds a hung job). */
  expireInSeconds?: number;
  /** Further runs after a crash before the project is failed. */
  retryLimit?: number;
  pollingIntervalSeconds?: number;
  /** How often crashed jobs are expired and lost projects failed. */
  maintenanceIntervalSeconds?: number;
  /**
   * Put jobs left `active` back in the queue at start. Safe only when no other process can be
   * running them: PGlite, whose data directory is locked to one process (the default there).
   */
  resumeActiveOnStart?: boolean;
  /** Whether this instance runs jobs (false: it only submits, e.g. a web-only node). */
  runWorkers?: boolean;
}

/** Too many analyses in flight for one user (answered 429). */
export class TooManyPendingAnalysesError extends Error {
  override readonly name = 'TooManyPendingAnalysesError';
}

/** Raw `execute` results: both drivers answer `{ rows }` (the shared Orm type leaves it unknown). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const LOST_JOB_REASON =
  'The analysis was interrupted (the server stopped while it ran) and could not be resumed. Please submit it again.';

/** Why a job whose every attempt was cut short by a stopping server is not tried again. */
export function interruptedReason(attempts: number): string {
  return `The analysis was interrupted ${attempts} times (the server stopped while it ran) and was not tried again. Please submit it again; if it keeps failing, try fewer or smaller documents.`;
}

/**
 * Durable analysis jobs on pg-boss: submit() writes the pending project row and enqueues;
 * workers claim jobs (one instance per job, also across servers on one PostgreSQL), run the
 * pipeline and write the outcome to the row, which is the source of truth.
 */
export class AnalysisJobs {
  readonly progress = new AnalysisProgress();
  private readonly boss: PgBoss;
  private readonly workerIds: string[] = [];
  private readonly options: Required<Omit<AnalysisJobsOptions, 'logger'>> & { logger: Logger };
  private sweepTimer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly deps: PipelineDeps,
    options: AnalysisJobsOptions,
  ) {
    this.options = {
      concurrency: 2,
      maxPendingPerUser: 5,
      expireInSeconds: 15 * 60,
      retryLimit: 2,
      pollingIntervalSeconds: 2,
      maintenanceIntervalSeconds: 60,
      resumeActiveOnStart: database.kind === 'pglite',
      runWorkers: true,
      ...options,
    };
    this.boss = createBoss(database, {
      schedule: false,
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds,
    });
    this.boss.on('error', (error) => this.options.logger.error({ err: error }, 'job queue error'));
  }

  /** Which engine runs analyses, for logs and health. */
  get usesLlm(): boolean {
    return this.deps.llm !== undefined;
  }

  /** open(), then runJobs(). */
  async start(): Promise<void> {
    await this.open();
    await this.runJobs();
  }

  /** Connects the queue: submit() works from here on; nothing runs yet. */
  async open(): Promise<void> {
    await this.boss.start();
    this.started = true;
    await this.boss.createQueue(ANALYSIS_QUEUE, {
      name: ANALYSIS_QUEUE,
      retryLimit: this.options.retryLimit,
      expireInSeconds: this.options.expireInSeconds,
    });
  }

  /**
   * Resumes what a stopped server left (jobs it was running, lost projects), then starts the
   * workers. The server calls it once it is listening, so a resumed job never delays the port.
   */
  async runJobs(): Promise<void> {
    if (!this.started) return;
    if (this.options.resumeActiveOnStart) await this.resumeActiveJobs();
    await this.reclaimOrphanedJobs();
    await this.failLostProjects();
    if (!this.options.runWorkers) return;
    for (let i = 0; i < this.options.concurrency; i++) {
      const id = await this.boss.work<AnalysisJobData>(
        ANALYSIS_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
        async ([job]) => {
          if (job) await this.run(job);
        },
      );
      this.workerIds.push(id);
    }
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'failed to sweep lost analyses'),
      );
    }, this.options.maintenanceIntervalSeconds * 1000);
    this.sweepTimer.unref();
  }

  /** Stops taking jobs and waits for the running ones to finish. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.sweepTimer);
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 30_000 });
  }

  /**
   * Creates the pending project row, then enqueues its job. Limits on documents are the
   * caller's to check first (nothing is written for a refused request).
   */
  async submit(userId: string, body: CreateAnalysisBody): Promise<string> {
    const projectId = await withUserScope(this.database.orm, userId, async (tx) => {
      // One submission per user at a time: concurrent ones would all count the same pending rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`strata-submit:${userId}`}))`);
      const [pending] = await tx
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.userId, userId), eq(projects.status, 'pending')));
      if ((pending?.n ?? 0) >= this.options.maxPendingPerUser) {
        throw new TooManyPendingAnalysesError(
          `You already have ${this.options.maxPendingPerUser} analyses running. Wait for one to finish, then try again.`,
        );
      }
      const [row] = await tx
        .insert(projects)
        .values({
          userId,
          name: deriveProjectName(body.notes),
          description: deriveProjectDescription(body.notes, body.attachments.length),
          status: 'pending',
          clientNotes: body.notes,
          hasDocuments: body.attachments.length > 0,
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('the project row was not created');
      await recordAnalysisEvent(tx, 'analysis-created', userId, row.id);
      return row.id;
    });
    try {
      const data: AnalysisJobData = {
        projectId,
        userId,
        notes: body.notes,
        attachments: body.attachments,
      };
      await this.boss.send(ANALYSIS_QUEUE, data, {
        singletonKey: projectId,
        retryLimit: this.options.retryLimit,
        expireInSeconds: this.options.expireInSeconds,
      });
    } catch (error) {
      await this.markFailed(projectId, 'The analysis could not be queued. Please try again.');
      throw error;
    }
    // Who and when, never what: notes and documents stay out of the logs.
    this.options.logger.info(
      { projectId, userId, documents: body.attachments.length, at: new Date().toISOString() },
      'analysis submitted',
    );
    for (const id of this.workerIds) this.boss.notifyWorker(id);
    this.progress.report(projectId, { stage: 'queued', message: 'Waiting for a worker...' });
    return projectId;
  }

  private async run(job: PgBoss.Job<AnalysisJobData>): Promise<void> {
    const lock = await this.claimRunner(job.id);
    if (lock === 'reclaimed') return;
    try {
      await this.runClaimed(job);
    } finally {
      await lock?.release();
    }
  }

  /**
   * On PostgreSQL, marks this process as the job's live runner. 'reclaimed' when a sweep put the
   * job back in the queue between pg-boss's claim and the lock (its retry runs elsewhere).
   */
  private async claimRunner(jobId: string): Promise<RunnerLock | 'reclaimed' | undefined> {
    if (this.database.kind !== 'postgres') return undefined;
    const lock = await takeRunnerLock(this.database.pool, jobId);
    const [job] = rowsOf<{ state: string }>(
      await this.database.orm.execute(sql`select state from pgboss.job where id = ${jobId}`),
    );
    if (job?.state === 'active') return lock;
    await lock.release();
    return 'reclaimed';
  }

  private async runClaimed(job: PgBoss.Job<AnalysisJobData>): Promise<void> {
    const { projectId, notes, attachments } = job.data;
    const log = this.options.logger.child({ projectId, userId: job.data.userId, jobId: job.id });
    const [row] = await withJobScope(this.database.orm, (tx) =>
      tx.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)),
    );
    // Already finished (a crash after the row was written) or deleted: only the input remains to go.
    if (row?.status === 'pending') {
      const started = performance.now();
      try {
        const output = await runAnalysisPipeline(this.deps, { notes, attachments }, (event) =>
          this.progress.report(projectId, event),
        );
        this.progress.report(projectId, { stage: 'saving', message: 'Saving the analysis...' });
        await withJobScope(this.database.orm, (tx) =>
          tx
            .update(projects)
            .set({
              status: 'completed',
              analysis: output.analysis,
              rawLlmResponse: output.rawResponse,
              extractedDocumentText: output.extractedDocumentText,
              error: null,
              updatedAt: sql`now()`,
            })
            .where(and(eq(projects.id, projectId), eq(projects.status, 'pending'))),
        );
        log.info({ ms: Math.round(performance.now() - started) }, 'analysis completed');
        this.progress.finish(projectId, { status: 'completed' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ err: error }, 'analysis failed');
        await this.markFailed(projectId, reason);
      }
    }
    await this.boss.deleteJob(ANALYSIS_QUEUE, job.id);
  }

  private async markFailed(projectId: string, reason: string): Promise<void> {
    await withJobScope(this.database.orm, (tx) =>
      tx
        .update(projects)
        .set({ status: 'failed', error: reason, updatedAt: sql`now()` })
        .where(and(eq(projects.id, projectId), eq(projects.status, 'pending'))),
    );
    this.progress.finish(projectId, { status: 'failed', error: reason });
  }

  /**
   * After a restart on an exclusively held database, jobs marked running have no runner. Each
   * goes back in the queue while it has retries left (pg-boss counts a run when it hands a
   * started job out again), else it is failed and failLostProjects says why.
   */
  private async resumeActiveJobs(): Promise<void> {
    const resumedRows = rowsOf<{ id: string }>(
      await this.database.orm.execute(sql`
      update pgboss.job
      set state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
          start_after = now()
      where name = ${ANALYSIS_QUEUE} and state = 'active'
      returning id`),
    );
    const resumed = resumedRows.length;
    if (resumed > 0)
      this.options.logger.warn({ resumed }, 'resumed analysis jobs interrupted by a restart');
  }

  /**
   * PostgreSQL: jobs marked running whose runner lock is free lost their process (crash,
   * SIGKILL); they go back in the queue at once instead of waiting for the claim to expire,
   * within the same retry limit, so a job that keeps killing servers ends failed.
   */
  private async reclaimOrphanedJobs(): Promise<void> {
    if (this.database.kind !== 'postgres') return;
    const active = rowsOf<{ id: string }>(
      await this.database.orm.execute(
        sql`select id from pgboss.job where name = ${ANALYSIS_QUEUE} and state = 'active'`,
      ),
    );
    let reclaimed = 0;
    await reclaimUnheldJobs(
      this.database.pool,
      active.map((job) => job.id),
      async (client, jobId) => {
        const result = await client.query(
          `update pgboss.job
           set state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
               start_after = now()
           where name = $1 and id = $2 and state = 'active'`,
          [ANALYSIS_QUEUE, jobId],
        );
        reclaimed += result.rowCount ?? 0;
      },
    );
    if (reclaimed > 0)
      this.options.logger.warn({ reclaimed }, 'requeued analysis jobs whose server stopped');
  }

  private async sweep(): Promise<void> {
    await this.reclaimOrphanedJobs();
    await this.failLostProjects();
  }

  /**
   * Fails pending projects that no live job will finish, and deletes their leftover input: a
   * job whose every attempt was interrupted (at once, with the count), or no job at all (the
   * server stopped between writing the row and queueing; after a grace for that window).
   */
  async failLostProjects(): Promise<number> {
    const lost = rowsOf<{ id: string; attempts: number | null; old: boolean }>(
      await withJobScope(this.database.orm, (tx) =>
        tx.execute(sql`
      select p.id,
        (select max(j.retry_count) + 1 from pgboss.job j
          where j.name = ${ANALYSIS_QUEUE} and j.singleton_key = p.id and j.state = 'failed') as attempts,
        p.created_at < now() - interval '30 seconds' as old
      from ${projects} p
      where p.status = 'pending'
        and not exists (
          select 1 from pgboss.job j
          where j.name = ${ANALYSIS_QUEUE} and j.singleton_key = p.id
            and j.state in ('created', 'retry', 'active'))`),
      ),
    ).filter((row) => row.attempts !== null || row.old);
    for (const { id, attempts } of lost) {
      await this.markFailed(id, attempts === null ? LOST_JOB_REASON : interruptedReason(attempts));
      await this.database.orm.execute(
        sql`delete from pgboss.job where name = ${ANALYSIS_QUEUE} and singleton_key = ${id}`,
      );
    }
    if (lost.length > 0) this.options.logger.warn({ failed: lost.length }, 'failed lost analyses');
    return lost.length;
  }
}
