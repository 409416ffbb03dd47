import { projectSchema } from '@strata/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { analysisProjectKey } from '@/features/analyses';
import { apiFetch, apiSend, errorMessage } from '@/lib/api-client';
import { projectsQueryKey } from './use-projects';

/** Rename (PATCH) and delete (DELETE) a project, refreshing every workspace list after. */
export function useProjectActions(projectId: string) {
  const queryClient = useQueryClient();
  const path = `/api/projects/${encodeURIComponent(projectId)}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectsQueryKey });

  const rename = useMutation({
    mutationFn: (name: string) =>
      apiFetch(path, projectSchema, { method: 'PATCH', body: { name } }),
    onSuccess: async () => {
      await refresh();
    },
    onError: (error) =>
      toast.error('Rename failed', { description: errorMessage(error, 'Please try again.') }),
  });

  const remove = useMutation({
    mutationFn: () => apiSend(path, { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: analysisProjectKey(projectId) });
      await refresh();
      toast.success('Client deleted', {
        description: 'The notes, documents, analysis versions and explanations were removed.',
      });
    },
    onError: (error) =>
      toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') }),
  });

  return { rename, remove };
}
