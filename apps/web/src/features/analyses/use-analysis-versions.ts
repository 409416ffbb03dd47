import {
  analysisVersionListSchema,
  analysisVersionSchema,
  type AnalysisProject,
  type AnalysisVersion,
  type FactCorrection,
} from '@strata/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectsQueryKey } from '@/features/projects';
import { analysisProjectKey } from './analyses-api';
import { forgetAnalysisRun } from './analysis-runs';
import { apiFetch, errorMessage } from '@/lib/api-client';

export const analysisVersionsKey = (projectId: string) => ['analysis-versions', projectId] as const;

const versionsPath = (projectId: string) =>
  `/api/analyses/${encodeURIComponent(projectId)}/versions`;

/** The analysis' versions, newest first (GET /api/analyses/:id/versions). */
export function useAnalysisVersions(projectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: analysisVersionsKey(projectId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(versionsPath(projectId ?? ''), analysisVersionListSchema, { signal }),
    enabled: projectId !== null && enabled,
  });
}

/** One earlier version, to view (GET /api/analyses/:id/versions/:version). */
export function useAnalysisVersion(projectId: string | null, version: number | null) {
  return useQuery({
    queryKey: [...analysisVersionsKey(projectId ?? ''), version],
    queryFn: ({ signal }) =>
      apiFetch(`${versionsPath(projectId ?? '')}/${version}`, analysisVersionSchema, { signal }),
    enabled: projectId !== null && version !== null,
    staleTime: Infinity,
  });
}

/** The saved project with a new version as its analysis (what GET /api/analyses/:id now says). */
function withVersion(project: AnalysisProject, version: AnalysisVersion): AnalysisProject {
  return {
    ...project,
    analysis: version.analysis,
    rawLlmResponse: version.rawResponse,
    version: version.version,
    updatedAt: version.createdAt,
    explanations: {},
    response: project.response && {
      ...project.response,
      analysis: version.analysis,
      rawResponse: version.rawResponse ?? '',
      timestamp: version.createdAt,
    },
  };
}

/** POST /api/analyses/:id/versions: the analysis re-run from the corrections, shown at once. */
export function useRerun(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corrections: FactCorrection[]) =>
      apiFetch(versionsPath(projectId ?? ''), analysisVersionSchema, {
        method: 'POST',
        body: { corrections },
      }),
    onSuccess: async (version) => {
      if (!projectId) return;
      // The followed run holds the first version; the saved project speaks from now on.
      forgetAnalysisRun(queryClient, projectId);
      queryClient.setQueryData<AnalysisProject>(analysisProjectKey(projectId), (old) =>
        old ? withVersion(old, version) : old,
      );
      toast.success('Analysis re-run', {
        description: `Version ${version.version} uses your corrected facts.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: analysisVersionsKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
      ]);
    },
    onError: (error) =>
      toast.error('Re-run failed', {
        description: errorMessage(error, 'The analysis could not be re-run. Please try again.'),
      }),
  });
}
