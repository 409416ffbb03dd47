import { strategiesResponseSchema } from '@strata/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The built-in catalogue (GET /api/strategies); it only changes with a release. */
export function useStrategies() {
  return useQuery({
    queryKey: ['strategies'],
    queryFn: ({ signal }) => apiFetch('/api/strategies', strategiesResponseSchema, { signal }),
    staleTime: Infinity,
  });
}
