import { formatDate, type AdminUser } from '@strata/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { displayName } from './admin-users';
import type { AdminAction } from './use-admin-users';

interface UserListProps {
  title: string;
  emptyText: string;
  users: AdminUser[];
  /** The user whose action is running, whose buttons are disabled meanwhile. */
  busyUserId: string | null;
  onAction: (action: AdminAction, user: AdminUser) => void;
}

/** SPEC /admin: one of the two lists, 'Pending Approvals (n)' or 'Approved Users (n)'. */
export function UserList({ title, emptyText, users, busyUserId, onAction }: UserListProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title} ({users.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="divide-y">
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isBusy={busyUserId === user.id}
                onAction={onAction}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UserRow({
  user,
  isBusy,
  onAction,
}: {
  user: AdminUser;
  isBusy: boolean;
  onAction: UserListProps['onAction'];
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{displayName(user)}</span>
          {user.isAdmin && <Badge>Admin</Badge>}
          {user.approved && <Badge variant="success">Approved</Badge>}
        </div>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <p className="text-xs text-muted-foreground">Registered {formatDate(user.createdAt)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {user.approved ? (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={isBusy}
              onClick={() => onAction(user.isAdmin ? 'remove-admin' : 'grant-admin', user)}
            >
              {user.isAdmin ? 'Remove Admin' : 'Make Admin'}
            </Button>
            <Button
              variant="destructive"
              size="sm"
              disabled={isBusy}
              onClick={() => onAction('revoke', user)}
            >
              Revoke
            </Button>
          </>
        ) : (
          <Button size="sm" disabled={isBusy} onClick={() => onAction('approve', user)}>
            Approve
          </Button>
        )}
      </div>
    </li>
  );
}
