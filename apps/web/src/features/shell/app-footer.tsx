import { useQuery } from '@tanstack/react-query';
import { apiFetch, lazySchema } from '@/lib/api-client';
import { engineLabel } from './engine-label';

/** SPEC shared chrome: the copyright line; on signed-in pages also the live analysis engine. */
export function AppFooter({ showEngine }: { showEngine: boolean }) {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () =>
      apiFetch(
        '/api/health',
        lazySchema((c) => c.healthSchema),
      ),
    enabled: showEngine,
    staleTime: 5 * 60_000,
  });
  return (
    <footer className="mt-auto border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
        <p>© 2024 Strata. Professional planning platform for financial advisors.</p>
        {showEngine && health.data && <p className="text-xs">{engineLabel(health.data.engine)}</p>}
      </div>
    </footer>
  );
}
