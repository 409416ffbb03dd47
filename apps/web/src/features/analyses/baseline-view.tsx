import { formatCurrency, type Baseline } from '@strata/contracts';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BaselineAssumptions } from './baseline-assumptions';
import { BaselineKeyFigures } from './baseline-key-figures';
import { BaselineParameters } from './baseline-parameters';
import { FigureRow } from './figure-row';

const BaselineCharts = lazy(() => import('./baseline-charts'));

/** The household baseline (issue 12): net worth and taxes to the second death, with its assumptions. */
export function BaselineView({ value: b }: { value: Baseline | undefined }) {
  if (!b) return null;
  const deaths = b.years.filter((y) => y.deathTax.federal + y.deathTax.state > 0);
  const last = b.atLastDeath;
  return (
    <Card data-testid="baseline">
      <CardHeader>
        <CardTitle as="h2">Baseline: Where the Client Stands</CardTitle>
        <p className="text-sm text-muted-foreground">
          {last
            ? `The household projected year by year with no new planning, to the second death (${last.year}).`
            : 'The taxes as they stand today, with no new planning. The notes give no age, so no year of death can be set and the household is not projected forward: add the ages under Client Facts.'}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-x-6 md:grid-cols-2">
          <FigureRow
            label="Estate tax if both died today"
            value={formatCurrency(b.estateTaxToday.federal + b.estateTaxToday.state)}
          />
          {last ? (
            <>
              <FigureRow
                label={`Estate tax at the last death (${last.year})`}
                value={formatCurrency(last.federal + last.state)}
              />
              <FigureRow label="To heirs" value={formatCurrency(last.toHeirs)} />
              <FigureRow label="To charity" value={formatCurrency(last.toCharity)} />
            </>
          ) : null}
        </div>
        <BaselineKeyFigures figures={b.keyFigures ?? []} />
        {deaths.length > 0 ? (
          <section className="space-y-1 text-sm">
            <h3 className="font-medium">Tax at each death</h3>
            <ul className="list-disc pl-5">
              {deaths.map((y) => (
                <li key={y.year}>
                  {y.year}: federal {formatCurrency(y.deathTax.federal)}, state{' '}
                  {formatCurrency(y.deathTax.state)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {b.years.length > 1 ? (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <BaselineCharts years={b.years} />
          </Suspense>
        ) : null}
        {b.assumptions.length > 0 ? <BaselineAssumptions assumptions={b.assumptions} /> : null}
        <BaselineParameters parameters={b.parameters ?? []} />
      </CardContent>
    </Card>
  );
}
