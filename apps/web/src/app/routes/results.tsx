import { RequireAccess } from '@/features/auth/require-access';
import { ResultsPage } from '@/features/analyses/results-page';

/** SPEC /results. */
export function ResultsRoute() {
  return (
    <RequireAccess>
      <ResultsPage />
    </RequireAccess>
  );
}
