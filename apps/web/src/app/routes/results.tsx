import { RequireAccess } from '@/features/auth/require-access';
import { ResultsPage } from '@/features/results/results-page';

/** SPEC /results. */
export function ResultsRoute() {
  return (
    <RequireAccess>
      <ResultsPage />
    </RequireAccess>
  );
}
