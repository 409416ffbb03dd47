import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  analysisDoneEventSchema,
  analysisFailedEventSchema,
  analysisProgressEventSchema,
  type AnalysisResponse,
} from '@strata/contracts';

/**
 * Running analyses, followed through their server-sent events. Each run's state is an entry of
 * the query cache (`analysisRunKey`), kept for the session, so a subscription opened by the
 * intake form survives the navigation to /results (and any later navigation): the result is
 * never lost, whichever page is showing when it arrives. Only the open event streams are held
 * here, one per query client and project.
 */
export type AnalysisRun =
  | { status: 'pending'; progress?: string }
  | { status: 'completed'; response: AnalysisResponse }
  | { status: 'failed'; error: string };

export interface RunCallbacks {
  onCompleted?: (response: AnalysisResponse) => void;
  onFailed?: (error: string) => void;
}

/** A run's cache entry; `null` once forgotten (the saved project speaks for it again). */
export const analysisRunKey = (projectId: string) => ['analysis-run', projectId] as const;
const RUN_CACHE = { gcTime: Infinity, staleTime: Infinity } as const;

const streams = new WeakMap<QueryClient, Map<string, EventSource>>();

function streamsOf(queryClient: QueryClient): Map<string, EventSource> {
  let open = streams.get(queryClient);
  if (!open) {
    open = new Map();
    streams.set(queryClient, open);
    queryClient.setQueryDefaults(['analysis-run'], RUN_CACHE);
  }
  return open;
}

function getRun(queryClient: QueryClient, projectId: string): AnalysisRun | undefined {
  return queryClient.getQueryData<AnalysisRun | null>(analysisRunKey(projectId)) ?? undefined;
}

function setRun(queryClient: QueryClient, projectId: string, run: AnalysisRun | null): void {
  queryClient.setQueryData<AnalysisRun | null>(analysisRunKey(projectId), run);
}

/** One event's payload read through its contract schema; undefined when it does not match. */
function readEvent<T>(
  event: Event,
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
): T | undefined {
  try {
    if (!(event instanceof MessageEvent)) return undefined;
    const parsed = schema.safeParse(JSON.parse(String(event.data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function settle(
  queryClient: QueryClient,
  projectId: string,
  run: AnalysisRun,
  callbacks: RunCallbacks,
): void {
  const open = streamsOf(queryClient);
  open.get(projectId)?.close();
  open.delete(projectId);
  setRun(queryClient, projectId, run);
  if (run.status === 'completed') callbacks.onCompleted?.(run.response);
  if (run.status === 'failed') callbacks.onFailed?.(run.error);
}

/**
 * Follows one analysis until it completes or fails. Calling it again for a run already
 * followed does nothing (the first caller's callbacks fire once). A dropped connection is
 * retried by EventSource itself; a refused one (closed) reports a failure.
 */
export function followAnalysis(
  queryClient: QueryClient,
  projectId: string,
  callbacks: RunCallbacks = {},
): void {
  const open = streamsOf(queryClient);
  if (open.has(projectId)) return;
  const current = getRun(queryClient, projectId);
  if (current && current.status !== 'pending') return;
  if (!current) setRun(queryClient, projectId, { status: 'pending' });
  const source = new EventSource(`/api/analyses/${encodeURIComponent(projectId)}/events`);
  open.set(projectId, source);
  source.addEventListener('progress', (event) => {
    setRun(queryClient, projectId, {
      status: 'pending',
      progress: readEvent(event, analysisProgressEventSchema)?.message,
    });
  });
  source.addEventListener('done', (event) => {
    const response = readEvent(event, analysisDoneEventSchema)?.response;
    if (response?.success)
      settle(queryClient, projectId, { status: 'completed', response }, callbacks);
    else
      settle(queryClient, projectId, { status: 'failed', error: response?.error ?? '' }, callbacks);
  });
  source.addEventListener('failed', (event) => {
    const error = readEvent(event, analysisFailedEventSchema)?.error ?? '';
    settle(queryClient, projectId, { status: 'failed', error }, callbacks);
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED)
      settle(queryClient, projectId, { status: 'failed', error: '' }, callbacks);
  });
}

/**
 * Forgets a settled run, so the saved project speaks for the analysis again (after a re-run
 * made a newer version than the one the run delivered). A run still going is kept.
 */
export function forgetAnalysisRun(queryClient: QueryClient, projectId: string): void {
  const run = getRun(queryClient, projectId);
  if (!run || run.status === 'pending') return;
  setRun(queryClient, projectId, null);
}

/** The current state of one run, re-rendering on every event (a cache entry, never fetched). */
export function useAnalysisRun(projectId: string | null | undefined): AnalysisRun | undefined {
  const { data } = useQuery<AnalysisRun | null>({
    queryKey: analysisRunKey(projectId ?? ''),
    queryFn: skipToken,
    ...RUN_CACHE,
  });
  return projectId ? (data ?? undefined) : undefined;
}
