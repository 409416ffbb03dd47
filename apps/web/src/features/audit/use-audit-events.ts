import { auditEventListSchema, type AuditEventKind } from '@strata/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Every Audit Log list, whatever its filter: invalidate this after an admin action. */
export const auditEventsQueryKey = ['audit-events'] as const;

/** The audit log, newest first, a page at a time; `kind` narrows it to one kind of event. */
export function useAuditEvents(kind: AuditEventKind | 'all') {
  return useInfiniteQuery({
    queryKey: [...auditEventsQueryKey, kind],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (kind !== 'all') params.set('kind', kind);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch(`/api/admin/audit?${params}`, auditEventListSchema, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A new filter keeps the rows on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });
}
