import { RequireAccess } from '@/features/auth/require-access';
import { IntakeForm } from '@/features/analyses/intake-form';
import { ClientWorkspace } from '@/features/projects/client-workspace';

/** SPEC /: the intake form above the client workspace, for users with access. */
export function HomeRoute() {
  return (
    <RequireAccess>
      <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        <IntakeForm />
        <ClientWorkspace />
      </div>
    </RequireAccess>
  );
}
