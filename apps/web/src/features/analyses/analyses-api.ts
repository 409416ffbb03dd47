import { analysisProjectSchema, type AnalysisProject } from '@strata/contracts';
import { apiFetch } from '@/lib/api-client';

export const analysisProjectKey = (projectId: string) => ['analysis', projectId] as const;

/** GET /api/analyses/:id */
export function fetchAnalysisProject(
  projectId: string,
  signal?: AbortSignal,
): Promise<AnalysisProject> {
  return apiFetch(`/api/analyses/${encodeURIComponent(projectId)}`, analysisProjectSchema, {
    signal,
  });
}
