import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ExtractTask } from './extract-in-worker';

// One thread per core, at most two: the machines have two cores shared with the server.
const MAX_THREADS = Math.max(1, Math.min(2, availableParallelism()));
/**
 * Heap of one extraction thread. Past it the thread is stopped and the file gets an error note:
 * a file that gets past the decoded-size and page caps still cannot take the machine's memory.
 */
export const DOCUMENT_THREAD_HEAP_MB = 768;
// Threads (and their loaded OCR model) stay warm between requests for this long.
const IDLE_TIMEOUT_MS = 10 * 60_000;

let pool: Piscina<ExtractTask, string> | undefined;

function documentPool(): Piscina<ExtractTask, string> {
  pool ??= new Piscina<ExtractTask, string>({
    filename: new URL('./document-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
    concurrentTasksPerWorker: 1,
    // The worker registers its own TypeScript loader; inherited flags (tsx's, --inspect) are not wanted.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: DOCUMENT_THREAD_HEAP_MB },
  });
  return pool;
}

/** Starts the pool's first thread and loads the extractors, so the first upload does not wait for it. */
export function startDocumentWorkers(): void {
  documentPool();
}

/** How many files the pool works on at once. */
export const POOL_CONCURRENCY = MAX_THREADS;

/**
 * Runs one extraction in the pool. Aborting the signal (a timeout) rejects at once and
 * terminates the thread doing the work, so a runaway parse cannot linger.
 */
export function runInPool(task: ExtractTask, signal: AbortSignal): Promise<string> {
  return documentPool().run(task, { signal });
}

/** Stops the pool's threads (and the OCR workers inside them); for shutdown and tests. */
export async function closeDocumentWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
