import { AlertCircle } from 'lucide-react';
import { PageSpinner } from '@/components/page-spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { StrategyBrowser } from '@/features/strategies/strategy-browser';
import { useStrategies } from '@/features/strategies/use-strategies';

/** SPEC /strategies: the catalogue of planning strategies. */
export function StrategiesRoute() {
  const strategies = useStrategies();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Financial Strategies</h1>
        <p className="text-muted-foreground">
          Planning strategies for high-net-worth clients, with how each benefit and cost is
          calculated.
        </p>
      </div>
      {strategies.isPending ? (
        // As tall as the screen, so the footer stays below the fold until the cards arrive.
        <div className="min-h-screen">
          <PageSpinner />
        </div>
      ) : strategies.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription>{strategies.error.message}</AlertDescription>
        </Alert>
      ) : (
        <StrategyBrowser strategies={strategies.data.strategies} />
      )}
    </div>
  );
}
