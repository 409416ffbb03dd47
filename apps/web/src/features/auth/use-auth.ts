import { meSchema, type Me } from '@strata/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';

export const meQueryKey = ['me'] as const;

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: Me; hasAccess: boolean };

/** The signed-in user with their flags; null when nobody is signed in. */
async function fetchMe(): Promise<Me | null> {
  try {
    return await apiFetch('/api/me', meSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    // SPEC 6: when approval or role cannot be read, both flags are false; the session still names the user.
    const { data } = await authClient.getSession();
    if (!data) throw error;
    return {
      user: { id: data.user.id, email: data.user.email, name: data.user.name || null },
      isApproved: false,
      isAdmin: false,
    };
  }
}

/** SPEC 4 (access): loading, then signed out, or signed in with access when approved or admin. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery({ queryKey: meQueryKey, queryFn: fetchMe });
  if (isPending) return { status: 'loading' };
  if (!data) return { status: 'signed-out' };
  return { status: 'signed-in', me: data, hasAccess: data.isApproved || data.isAdmin };
}
