import { adminUsersResponseSchema } from '@strata/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { apiFetch, apiSend, type ApiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/features/auth/use-auth';
import { auditEventsQueryKey } from '@/features/audit';

const adminUsersQueryKey = ['admin-users'] as const;

/** Every profile with its role; SPEC 8: a failure toasts 'Failed to fetch users'. */
export function useAdminUsers() {
  const query = useQuery({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/users?status=all', adminUsersResponseSchema, { signal }),
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!query.isError) return;
    toast.error('Error', { description: 'Failed to fetch users' });
    // The failure may mean this user is no longer an admin: re-read the role, so the page
    // redirects and the menu drops its Administrator label instead of showing a stale one.
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [query.isError, queryClient]);
  return query;
}

export type AdminAction = 'approve' | 'revoke' | 'grant-admin' | 'remove-admin';

// SPEC 8: the toasts of each admin action, word for word.
const ACTIONS: Record<
  AdminAction,
  { request: (id: string) => [string, ApiRequest]; success: [string, string]; failure: string }
> = {
  approve: {
    request: (id) => [`/api/admin/users/${encodeURIComponent(id)}/approve`, { method: 'POST' }],
    success: ['User Approved', 'User has been approved and can now access the system'],
    failure: 'Failed to approve user',
  },
  revoke: {
    request: (id) => [`/api/admin/users/${encodeURIComponent(id)}/revoke`, { method: 'POST' }],
    success: ['Access Revoked', 'User access has been revoked'],
    failure: 'Failed to revoke user access',
  },
  'grant-admin': {
    request: (id) => [`/api/admin/users/${encodeURIComponent(id)}/admin`, { method: 'PUT' }],
    success: ['Admin Role Added', 'User is now an admin'],
    failure: 'Failed to update admin role',
  },
  'remove-admin': {
    request: (id) => [`/api/admin/users/${encodeURIComponent(id)}/admin`, { method: 'DELETE' }],
    success: ['Admin Role Removed', 'User is no longer an admin'],
    failure: 'Failed to update admin role',
  },
};

/**
 * One admin action on one user; the lists and the audit log reload after it, whatever the
 * outcome.
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: AdminAction; userId: string }) =>
      apiSend(...ACTIONS[action].request(userId)),
    onSuccess: (_data, { action }) => {
      const [title, description] = ACTIONS[action].success;
      toast.success(title, { description });
    },
    onError: (_error, { action }) => {
      toast.error('Error', { description: ACTIONS[action].failure });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditEventsQueryKey }),
      ]),
  });
}
