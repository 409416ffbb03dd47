import { providersSchema } from '@strata/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Which sign-in methods the server enables (GET /api/auth/providers). */
export function useProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => apiFetch('/api/auth/providers', providersSchema),
    staleTime: Infinity,
  });
}
