import { useSyncExternalStore } from 'react';
import {
  analysisDoneEventSchema,
  analysisFailedEventSchema,
  analysisProgressEventSchema,
  type AnalysisResponse,
} from '@strata/contracts';

/**
 * Running analyses, followed through their server-sent events. The store lives outside React
 * so a subscription opened by the intake form survives the navigation to /results (and any
 * later navigation): the result is never lost, whichever page is showing when it arrives.
 */
export type AnalysisRun =
  | { status: 'pending'; progress?: string }
  | { status: 'completed'; response: AnalysisResponse }
  | { status: 'failed'; error: string };

export interface RunCallbacks {
  onCompleted?: (response: AnalysisResponse) => void;
  onFailed?: (error: string) => void;
}

const runs = new Map<string, AnalysisRun>();
const sources = new Map<string, EventSource>();
const listeners = new Set<() => void>();

function setRun(projectId: string, run: AnalysisRun): void {
  runs.set(projectId, run);
  for (const listener of listeners) listener();
}

/** One event's payload read through its contract schema; undefined when it does not match. */
function readEvent<T>(
  event: Event,
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(String((event as MessageEvent).data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function settle(projectId: string, run: AnalysisRun, callbacks: RunCallbacks): void {
  sources.get(projectId)?.close();
  sources.delete(projectId);
  setRun(projectId, run);
  if (run.status === 'completed') callbacks.onCompleted?.(run.response);
  if (run.status === 'failed') callbacks.onFailed?.(run.error);
}

/**
 * Follows one analysis until it completes or fails. Calling it again for a run already
 * followed does nothing (the first caller's callbacks fire once). A dropped connection is
 * retried by EventSource itself; a refused one (closed) reports a failure.
 */
export function followAnalysis(projectId: string, callbacks: RunCallbacks = {}): void {
  if (sources.has(projectId)) return;
  const current = runs.get(projectId);
  if (current && current.status !== 'pending') return;
  if (!current) setRun(projectId, { status: 'pending' });
  const source = new EventSource(`/api/analyses/${encodeURIComponent(projectId)}/events`);
  sources.set(projectId, source);
  source.addEventListener('progress', (event) => {
    setRun(projectId, {
      status: 'pending',
      progress: readEvent(event, analysisProgressEventSchema)?.message,
    });
  });
  source.addEventListener('done', (event) => {
    const response = readEvent(event, analysisDoneEventSchema)?.response;
    if (response?.success) settle(projectId, { status: 'completed', response }, callbacks);
    else settle(projectId, { status: 'failed', error: response?.error ?? '' }, callbacks);
  });
  source.addEventListener('failed', (event) => {
    const error = readEvent(event, analysisFailedEventSchema)?.error ?? '';
    settle(projectId, { status: 'failed', error }, callbacks);
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED)
      settle(projectId, { status: 'failed', error: '' }, callbacks);
  });
}

/**
 * Forgets a settled run, so the saved project speaks for the analysis again (after a re-run
 * made a newer version than the one the run delivered). A run still going is kept.
 */
export function forgetAnalysisRun(projectId: string): void {
  const run = runs.get(projectId);
  if (!run || run.status === 'pending') return;
  runs.delete(projectId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getAnalysisRun(projectId: string | null | undefined): AnalysisRun | undefined {
  return projectId ? runs.get(projectId) : undefined;
}

/** The current state of one run, re-rendering on every event. */
export function useAnalysisRun(projectId: string | null | undefined): AnalysisRun | undefined {
  return useSyncExternalStore(subscribe, () => getAnalysisRun(projectId));
}
