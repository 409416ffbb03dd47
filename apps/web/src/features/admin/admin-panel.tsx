import type { AdminUser } from '@strata/contracts';
import { useMemo, useState } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { splitByApproval } from './admin-users';
import {
  ConfirmAdminAction,
  needsConfirmation,
  type ConfirmedAction,
} from './confirm-admin-action';
import { useAdminAction, useAdminUsers, type AdminAction } from './use-admin-users';
import { UserList } from './user-list';

/** SPEC /admin: pending and approved users with their actions. */
export function AdminPanel() {
  const users = useAdminUsers();
  const action = useAdminAction();
  const [toConfirm, setToConfirm] = useState<{ action: ConfirmedAction; user: AdminUser } | null>(
    null,
  );
  const { pending, approved } = useMemo(
    () => splitByApproval(users.data?.users ?? []),
    [users.data],
  );
  const busyUserId = action.isPending ? action.variables.userId : null;

  if (users.isPending) return <PageSpinner />;

  const onAction = (kind: AdminAction, user: AdminUser) => {
    if (needsConfirmation(kind)) setToConfirm({ action: kind, user });
    else action.mutate({ action: kind, userId: user.id });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UserList
        title="Pending Approvals"
        emptyText="No pending approvals"
        users={pending}
        busyUserId={busyUserId}
        onAction={onAction}
      />
      <UserList
        title="Approved Users"
        emptyText="No approved users"
        users={approved}
        busyUserId={busyUserId}
        onAction={onAction}
      />
      <ConfirmAdminAction
        pending={toConfirm}
        onCancel={() => setToConfirm(null)}
        onConfirm={() => {
          if (toConfirm) action.mutate({ action: toConfirm.action, userId: toConfirm.user.id });
          setToConfirm(null);
        }}
      />
    </div>
  );
}
