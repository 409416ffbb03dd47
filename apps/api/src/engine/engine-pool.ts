import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { EngineTask, EngineTaskResult } from './engine-tasks';

// The engine reads facts out of up to 200,000 characters of notes and 50 MB of document text.
// Run on the event loop, a slow read froze every request (issue 16); in a thread the server
// keeps answering, and a read past its budget is stopped by terminating the thread.

// At most two threads: the machines have two cores shared with the server and the documents.
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

/** Wall-clock time one analysis may spend in the engine once a thread has taken it. */
export const ANALYSIS_BUDGET_MS = 60_000;
/** An explanation answers a waiting request: a shorter budget. */
export const EXPLANATION_BUDGET_MS = 20_000;
/** Heap of one engine thread; past it the thread is stopped and the task fails. */
export const ENGINE_THREAD_HEAP_MB = 1024;

const WHAT: Record<EngineTask['kind'], string> = {
  analyze: 'analysis',
  explain: 'explanation',
};

/** An engine task stopped by its time budget or its memory limit: the message is for the advisor. */
export class EngineStoppedError extends Error {
  override readonly name = 'EngineStoppedError';
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

let pool: Piscina<EngineTask, unknown> | undefined;

function enginePool(): Piscina<EngineTask, unknown> {
  pool ??= new Piscina<EngineTask, unknown>({
    filename: new URL('./engine-worker.mjs', import.meta.url).href,
    // Warm threads, never retired: a task’s budget should not pay for loading the engine.
    minThreads: THREADS,
    maxThreads: THREADS,
    concurrentTasksPerWorker: 1,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: ENGINE_THREAD_HEAP_MB },
  });
  return pool;
}

/**
 * Free threads, handed out in order. The budget starts when a thread is free, so a task
 * queued behind others is not stopped for their time.
 */
let free = THREADS;
const waiting: Array<() => void> = [];

async function takeThread(): Promise<() => void> {
  if (free > 0) free--;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
}

export interface EngineRunOptions {
  /** Overrides the kind's default budget (tests, the bench). */
  budgetMs?: number;
}

/**
 * Runs one engine task in a pool thread. Past its budget the thread is terminated and the
 * promise rejects with EngineStoppedError ('the analysis took longer than 60 s and was
 * stopped'); a thread that runs out of memory rejects the same way.
 */
export async function runEngineTask<T extends EngineTask>(
  task: T,
  options: EngineRunOptions = {},
): Promise<EngineTaskResult<T>> {
  const what = WHAT[task.kind];
  const budgetMs =
    options.budgetMs ?? (task.kind === 'analyze' ? ANALYSIS_BUDGET_MS : EXPLANATION_BUDGET_MS);
  const release = await takeThread();
  const budget = AbortSignal.timeout(budgetMs);
  try {
    return (await enginePool().run(task, { signal: budget })) as EngineTaskResult<T>;
  } catch (error) {
    if (budget.aborted)
      throw new EngineStoppedError(
        `The ${what} took longer than ${seconds(budgetMs)} and was stopped.`,
      );
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new EngineStoppedError(
        `The ${what} needed more than ${ENGINE_THREAD_HEAP_MB} MB of memory and was stopped.`,
      );
    throw error;
  } finally {
    release();
  }
}

/** Starts the engine's threads, so the first analysis does not wait for them. */
export function startEngineWorkers(): void {
  enginePool();
}

/** Stops the engine's threads; for shutdown and tests. */
export async function closeEngineWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
