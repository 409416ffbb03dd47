import { formatDate, type AnalysisProject, type SavedExplanation } from '@strata/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RerunContext, type RerunActions } from './rerun-context';
import { useAnalysisVersion, useRerun } from './use-analysis-versions';
import { analysisProjectKey } from './analyses-api';
import { ResultsScreen } from './results-screen';
import { useResults } from './use-results';

/** SPEC /results, wired to navigation state, the saved project, the live run and its versions. */
export function ResultsPage() {
  const { projectId, data, project, progress, isNotFound } = useResults();
  const queryClient = useQueryClient();
  const [viewedVersion, setViewedVersion] = useState<number | null>(null);
  const earlier = useAnalysisVersion(projectId, viewedVersion);
  const rerun = useRerun(projectId);
  const { mutateAsync } = rerun;

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

  const canRerun = projectId !== null && project?.status === 'completed';
  const actions = useMemo<RerunActions>(
    () => ({
      rerun: canRerun
        ? async (corrections) => {
            await mutateAsync(corrections);
            setViewedVersion(null);
          }
        : undefined,
      isRerunning: rerun.isPending,
      projectId: canRerun ? projectId : undefined,
      viewedVersion,
      viewVersion: setViewedVersion,
    }),
    [canRerun, mutateAsync, rerun.isPending, projectId, viewedVersion],
  );

  // An earlier version replaces the analysis on screen (its explanations are not the latest's).
  const shown =
    data && viewedVersion !== null && earlier.data
      ? {
          ...data,
          analysis: { kind: 'structured' as const, analysis: earlier.data.analysis },
          rawResponse: earlier.data.rawResponse ?? undefined,
          timestamp: earlier.data.createdAt,
        }
      : data;

  return (
    <RerunContext.Provider value={actions}>
      <ResultsScreen
        data={shown}
        projectId={projectId}
        progress={progress}
        savedExplanations={viewedVersion === null ? project?.explanations : undefined}
        onExplanationSaved={onExplanationSaved}
        isNotFound={isNotFound}
        notice={
          viewedVersion !== null && earlier.data ? (
            <div
              role="status"
              className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm"
            >
              <History aria-hidden className="size-4" />
              <span className="flex-1">
                Viewing version {earlier.data.version} of {project?.version ?? '?'}, computed{' '}
                {formatDate(earlier.data.createdAt)}.
              </span>
              <Button size="sm" variant="outline" onClick={() => setViewedVersion(null)}>
                Back to the latest version
              </Button>
            </div>
          ) : null
        }
      />
    </RerunContext.Provider>
  );
}
