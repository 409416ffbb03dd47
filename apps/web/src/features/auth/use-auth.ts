import type { Me } from '@strata/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, lazySchema } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';

export const meQueryKey = ['me'] as const;

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: Me; hasAccess: boolean };

/**
 * The signed-in user with their flags; null when nobody is signed in. The session is read
 * first (better-auth answers 200 with null when signed out), so a signed-out visit makes no
 * failing request.
 */
async function fetchMe(): Promise<Me | null> {
  const { data: session, error: sessionError } = await authClient.getSession();
  if (sessionError)
    throw new ApiError(
      sessionError.status,
      'session_error',
      sessionError.message || sessionError.statusText,
    );
  if (!session) return null;
  try {
    return await apiFetch(
      '/api/me',
      lazySchema((c) => c.meSchema),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    // SPEC 6: when approval or role cannot be read, both flags are false.
    const { id, email, name } = session.user;
    return { user: { id, email, name: name || null }, isApproved: false, isAdmin: false };
  }
}

/** How often a user awaiting approval asks again, so the pending screen moves on by itself. */
export const PENDING_APPROVAL_POLL_MS = 3000;

/** SPEC 4 (access): loading, then signed out, or signed in with access when approved or admin. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    refetchInterval: (query) => {
      const me = query.state.data;
      return me && !me.isApproved && !me.isAdmin ? PENDING_APPROVAL_POLL_MS : false;
    },
  });
  if (isPending) return { status: 'loading' };
  if (!data) return { status: 'signed-out' };
  return { status: 'signed-in', me: data, hasAccess: data.isApproved || data.isAdmin };
}
