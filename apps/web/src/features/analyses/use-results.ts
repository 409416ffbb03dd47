import type { AnalysisProject } from '@strata/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { followAnalysis, useAnalysisRun } from './analysis-runs';
import { analysisProjectKey, fetchAnalysisProject } from './analyses-api';
import { useSubmission } from './submissions';
import { readNavigationState, resolveResultsData, type ResultsData } from './results-data';

export interface ResultsSource {
  projectId: string | null;
  data: ResultsData | null;
  project: AnalysisProject | undefined;
  /** The latest progress message of a running analysis. */
  progress?: string;
  /** ?project=ID names no analysis of this user (never was, deleted, or someone else's). */
  isNotFound: boolean;
}

/**
 * /results' data: navigation state, the saved project when ?project=ID (so a reload or a shared
 * link works), and the live run; a pending project is followed through its events.
 */
export function useResults(): ResultsSource {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const projectId = searchParams.get('project');
  // Read once per history entry: the state may carry an analysis, validated when read.
  const navigation = useMemo(() => readNavigationState(location.state), [location.state]);
  const navigate = useNavigate();
  const submission = useSubmission(projectId === null ? navigation?.submissionId : undefined);
  const run = useAnalysisRun(projectId);
  const query = useQuery({
    queryKey: analysisProjectKey(projectId ?? ''),
    queryFn: ({ signal }) => fetchAnalysisProject(projectId ?? '', signal),
    enabled: projectId !== null,
    // A missing analysis stays missing: no retries before saying so.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 3,
  });
  const project = query.data;

  useEffect(() => {
    if (projectId && project?.status === 'pending') followAnalysis(queryClient, projectId);
  }, [queryClient, projectId, project?.status]);

  // The server named the submitted analysis' project: this page becomes ?project=ID.
  useEffect(() => {
    if (submission?.status !== 'created') return;
    void navigate(`/results?project=${encodeURIComponent(submission.projectId)}`, {
      replace: true,
      state: {
        ...(location.state as object),
        extractedDocumentText: submission.extractedDocumentText,
      },
    });
  }, [submission, navigate, location.state]);

  // A settled run changes the saved project (status, explanations): read it afresh.
  const runStatus = run?.status;
  useEffect(() => {
    if (projectId && (runStatus === 'completed' || runStatus === 'failed')) {
      void queryClient.invalidateQueries({ queryKey: analysisProjectKey(projectId) });
    }
  }, [projectId, runStatus, queryClient]);

  const data = useMemo(
    () =>
      submission?.status === 'failed' && navigation
        ? { ...navigation, isLoading: false, error: submission.error }
        : resolveResultsData(navigation, project, run),
    [submission, navigation, project, run],
  );

  return {
    projectId,
    data,
    project,
    progress: run?.status === 'pending' ? run.progress : undefined,
    isNotFound: query.error instanceof ApiError && query.error.status === 404,
  };
}
