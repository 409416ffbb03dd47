import { projectListSchema, PROJECT_PAGE_SIZE, type ProjectStatus } from '@strata/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Every workspace list, whatever its search: invalidate this to refresh them all. */
export const projectsQueryKey = ['projects'] as const;

/** While any listed analysis is still running, look again this often, so its card turns without a reload. */
export const PENDING_REFETCH_MS = 3000;

/** What the workspace narrows its list to. */
export interface ProjectFilter {
  q: string;
  status: ProjectStatus | 'all';
}

/** The query string of one page of the list. */
export function projectListParams(filter: ProjectFilter, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams({ limit: String(PROJECT_PAGE_SIZE) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.status !== 'all') params.set('status', filter.status);
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The signed-in user's projects, newest first, 20 at a time (ARCHITECTURE: pages). */
export function useProjects(filter: ProjectFilter = { q: '', status: 'all' }) {
  return useInfiniteQuery({
    queryKey: [...projectsQueryKey, filter.q.trim(), filter.status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/projects?${projectListParams(filter, pageParam)}`, projectListSchema, {
        signal,
      }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A new search keeps the cards on screen until its answer arrives (no flash of skeletons).
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some((project) => project.status === 'pending'),
      )
        ? PENDING_REFETCH_MS
        : false,
  });
}
