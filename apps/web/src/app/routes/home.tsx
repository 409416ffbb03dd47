import { useNavigate } from 'react-router';
import { RequireAccess } from '@/features/auth/require-access';
import { IntakeForm, type IntakeSubmission } from '@/features/intake/intake-form';
import { ClientWorkspace } from '@/features/workspace/client-workspace';

/** SPEC /: the intake form above the client workspace, for users with access. */
export function HomeRoute() {
  const navigate = useNavigate();

  function handleSubmit({ notes, files }: IntakeSubmission) {
    void navigate('/results', {
      state: {
        clientNotes: notes,
        isLoading: true,
        hasDocuments: files.length > 0,
        timestamp: new Date().toISOString(),
      },
    });
  }

  return (
    <RequireAccess>
      <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        <IntakeForm onSubmit={handleSubmit} />
        <ClientWorkspace />
      </div>
    </RequireAccess>
  );
}
