import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SavedExplanation } from '@/features/explanation/explanation-api';
import { analysisProjectKey } from './results-api';
import type { AnalysisProject } from './results-data';
import { ResultsScreen } from './results-screen';
import { useResults } from './use-results';

/** SPEC /results, wired to navigation state, the saved project and the live run. */
export function ResultsPage() {
  const { projectId, data, project, progress } = useResults();
  const queryClient = useQueryClient();
  // A new explanation is saved with the project on the server; mirror it so reopening shows it.
  const onExplanationSaved = useCallback(
    (strategy: string, saved: SavedExplanation) => {
      if (!projectId) return;
      queryClient.setQueryData<AnalysisProject>(analysisProjectKey(projectId), (old) =>
        old
          ? {
              ...old,
              explanations: {
                ...old.explanations,
                [strategy]: { ...saved, explanation: saved.explanation as never },
              },
            }
          : old,
      );
    },
    [projectId, queryClient],
  );
  return (
    <ResultsScreen
      data={data}
      projectId={projectId}
      progress={progress}
      savedExplanations={project?.explanations}
      onExplanationSaved={onExplanationSaved}
    />
  );
}
