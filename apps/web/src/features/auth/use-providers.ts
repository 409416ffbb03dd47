import { useQuery } from '@tanstack/react-query';
import { apiFetch, lazySchema } from '@/lib/api-client';

/** Which sign-in methods the server enables (GET /api/auth/providers). */
export function useProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () =>
      apiFetch(
        '/api/auth/providers',
        lazySchema((c) => c.providersSchema),
      ),
    staleTime: Infinity,
  });
}
