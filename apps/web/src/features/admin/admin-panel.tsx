import { useMemo } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { splitByApproval } from './admin-users';
import { useAdminAction, useAdminUsers } from './use-admin-users';
import { UserList } from './user-list';

/** SPEC /admin: pending and approved users with their actions. */
export function AdminPanel() {
  const users = useAdminUsers();
  const action = useAdminAction();
  const { pending, approved } = useMemo(
    () => splitByApproval(users.data?.users ?? []),
    [users.data],
  );
  const busyUserId = action.isPending ? action.variables.userId : null;

  if (users.isPending) return <PageSpinner />;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UserList
        title="Pending Approvals"
        emptyText="No pending approvals"
        users={pending}
        busyUserId={busyUserId}
        onAction={(kind, user) => action.mutate({ action: kind, userId: user.id })}
      />
      <UserList
        title="Approved Users"
        emptyText="No approved users"
        users={approved}
        busyUserId={busyUserId}
        onAction={(kind, user) => action.mutate({ action: kind, userId: user.id })}
      />
    </div>
  );
}
