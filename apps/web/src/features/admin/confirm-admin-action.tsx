import type { AdminUser } from '@strata/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { displayName } from './admin-users';
import type { AdminAction } from './use-admin-users';

/** Actions that take something away, asked about before they run. */
export type ConfirmedAction = Extract<AdminAction, 'revoke' | 'remove-admin'>;

export const needsConfirmation = (action: AdminAction): action is ConfirmedAction =>
  action === 'revoke' || action === 'remove-admin';

const WORDING: Record<ConfirmedAction, { title: string; confirm: string; effect: string }> = {
  'remove-admin': {
    title: 'Remove the admin role?',
    confirm: 'Remove Admin',
    effect: 'will no longer be able to manage users.',
  },
  revoke: {
    title: 'Revoke access?',
    confirm: 'Revoke',
    effect: 'will lose access to Strata until approved again.',
  },
};

interface ConfirmAdminActionProps {
  pending: { action: ConfirmedAction; user: AdminUser } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before removing an admin role or revoking access (the last admin is refused by the server). */
export function ConfirmAdminAction({ pending, onConfirm, onCancel }: ConfirmAdminActionProps) {
  const wording = pending ? WORDING[pending.action] : null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{wording?.title}</DialogTitle>
          <DialogDescription>
            {pending && `${displayName(pending.user)} (${pending.user.email}) ${wording?.effect}`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            {wording?.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
