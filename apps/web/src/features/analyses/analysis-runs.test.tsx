import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAnalysis } from '@/testing/build-analysis';
import {
  analysisRunKey,
  followAnalysis,
  forgetAnalysisRun,
  useAnalysisRun,
  type AnalysisRun,
} from './analysis-runs';

/** The server's event stream, driven by the test. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(public url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  send(type: string, payload: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(payload) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('analysis runs live in the query cache', () => {
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    queryClient = new QueryClient();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows one stream per project through progress to the completed response', async () => {
    const { result } = renderHook(() => useAnalysisRun('p1'), { wrapper });
    const onCompleted = vi.fn();
    act(() => followAnalysis(queryClient, 'p1', { onCompleted }));
    act(() => followAnalysis(queryClient, 'p1'));
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/analyses/p1/events']);
    await waitFor(() => expect(result.current).toEqual({ status: 'pending' }));

    const stream = FakeEventSource.opened[0]!;
    act(() => stream.send('progress', { stage: 'facts', message: 'Reading the notes' }));
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'pending', progress: 'Reading the notes' }),
    );

    const response = { success: true, analysis: buildAnalysis(), timestamp: 't' };
    act(() => stream.send('done', { response }));
    await waitFor(() => expect(result.current).toEqual({ status: 'completed', response }));
    expect(queryClient.getQueryData<AnalysisRun>(analysisRunKey('p1'))?.status).toBe('completed');
    expect(onCompleted).toHaveBeenCalledWith(response);
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);

    act(() => forgetAnalysisRun(queryClient, 'p1'));
    await waitFor(() => expect(result.current).toBeUndefined());
  });

  it('reads a failed event through its contract schema', async () => {
    const { result } = renderHook(() => useAnalysisRun('p2'), { wrapper });
    act(() => followAnalysis(queryClient, 'p2'));
    act(() => FakeEventSource.opened[0]!.send('failed', { error: 'The engine stopped' }));
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'failed', error: 'The engine stopped' }),
    );
  });
});
