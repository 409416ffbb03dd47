import { useSyncExternalStore } from 'react';
import { analysisResponseSchema, type AnalysisResponse } from '@strata/contracts';

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
const settledListeners = new Set<(projectId: string) => void>();

function setRun(projectId: string, run: AnalysisRun): void {
  runs.set(projectId, run);
  for (const listener of listeners) listener();
}

function parseData(event: MessageEvent): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(String(event.data));
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function settle(projectId: string, run: AnalysisRun, callbacks: RunCallbacks): void {
  sources.get(projectId)?.close();
  sources.delete(projectId);
  setRun(projectId, run);
  for (const listener of settledListeners) listener(projectId);
  if (run.status === 'completed') callbacks.onCompleted?.(run.response);
  if (run.status === 'failed') callbacks.onFailed?.(run.error);
}

/** Reads the failure message of a `failed` event, whether `{error: "..."}` or `{error: {message}}`. */
function failureMessage(data: Record<string, unknown>): string {
  const error = data.error;
  if (typeof error === 'string') return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message;
  }
  return '';
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
    const message = parseData(event as MessageEvent).message;
    setRun(projectId, {
      status: 'pending',
      progress: typeof message === 'string' ? message : undefined,
    });
  });
  source.addEventListener('done', (event) => {
    const parsed = analysisResponseSchema.safeParse(parseData(event as MessageEvent).response);
    if (parsed.success && parsed.data.success) {
      settle(projectId, { status: 'completed', response: parsed.data }, callbacks);
    } else {
      settle(
        projectId,
        { status: 'failed', error: parsed.success ? (parsed.data.error ?? '') : '' },
        callbacks,
      );
    }
  });
  source.addEventListener('failed', (event) => {
    settle(
      projectId,
      { status: 'failed', error: failureMessage(parseData(event as MessageEvent)) },
      callbacks,
    );
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED)
      settle(projectId, { status: 'failed', error: '' }, callbacks);
  });
}

/** Records a run known from elsewhere (e.g. the project loaded on /results). */
export function recordAnalysisRun(projectId: string, run: AnalysisRun): void {
  if (runs.get(projectId)?.status === run.status && run.status !== 'pending') return;
  setRun(projectId, run);
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

/** Called with the project id whenever a followed run completes or fails. */
export function onAnalysisSettled(listener: (projectId: string) => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAnalysisRun(projectId: string | null | undefined): AnalysisRun | undefined {
  return projectId ? runs.get(projectId) : undefined;
}

/** The current state of one run, re-rendering on every event. */
export function useAnalysisRun(projectId: string | null | undefined): AnalysisRun | undefined {
  return useSyncExternalStore(subscribe, () => getAnalysisRun(projectId));
}
