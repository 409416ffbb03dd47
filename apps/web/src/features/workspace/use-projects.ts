import { projectListSchema, PROJECT_PAGE_SIZE } from '@strata/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const projectsQueryKey = ['projects'] as const;

/** While any listed analysis is still running, look again this often, so its card turns without a reload. */
export const PENDING_REFETCH_MS = 3000;

/** The signed-in user's projects, newest first, 20 at a time (ARCHITECTURE: pages). */
export function useProjects() {
  return useInfiniteQuery({
    queryKey: projectsQueryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PROJECT_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch(`/api/projects?${params}`, projectListSchema, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some((project) => project.status === 'pending'),
      )
        ? PENDING_REFETCH_MS
        : false,
  });
}
