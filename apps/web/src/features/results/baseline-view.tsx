import { baselineSchema, formatCurrency, type Baseline } from '@strata/contracts';
import { lazy, Suspense } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FigureRow } from './figure-row';

const BaselineCharts = lazy(() => import('./baseline-charts'));

const ORIGIN_LABEL = { default: 'Default', notes: 'From the notes', advisor: 'Set by the advisor' };

function assumptionValue(a: Baseline['assumptions'][number]): string {
  if (a.unit === 'usd') return formatCurrency(a.value);
  // Rates arrive as fractions (0.05) or as percents (5); both read as 5%.
  if (a.unit === 'percent')
    return `${+(Math.abs(a.value) < 1 ? a.value * 100 : a.value).toFixed(2)}%`;
  return String(a.value);
}

/** The household baseline (issue 12): net worth and taxes to the second death, with its assumptions. */
export function BaselineView({ value }: { value: unknown }) {
  const parsed = baselineSchema.safeParse(value);
  if (!parsed.success) return null;
  const b = parsed.data;
  const deaths = b.years.filter((y) => y.deathTax.federal + y.deathTax.state > 0);
  return (
    <Card data-testid="baseline">
      <CardHeader>
        <CardTitle as="h2">Baseline: Where the Client Stands</CardTitle>
        <p className="text-sm text-muted-foreground">
          The household projected year by year with no new planning, to the second death (
          {b.atLastDeath.year}).
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-x-6 md:grid-cols-2">
          <FigureRow
            label="Estate tax if both died today"
            value={formatCurrency(b.estateTaxToday.federal + b.estateTaxToday.state)}
          />
          <FigureRow
            label={`Estate tax at the last death (${b.atLastDeath.year})`}
            value={formatCurrency(b.atLastDeath.federal + b.atLastDeath.state)}
          />
          <FigureRow label="To heirs" value={formatCurrency(b.atLastDeath.toHeirs)} />
          <FigureRow label="To charity" value={formatCurrency(b.atLastDeath.toCharity)} />
        </div>
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
        {b.assumptions.length > 0 ? (
          <section className="space-y-2">
            <h3 className="font-medium">Assumptions</h3>
            <ul className="space-y-1 text-sm">
              {b.assumptions.map((a) => (
                <li key={a.key} className="flex flex-wrap items-baseline gap-2">
                  <span className="font-medium">{a.label}:</span>
                  <span>{assumptionValue(a)}</span>
                  <Badge variant="outline">{ORIGIN_LABEL[a.origin]}</Badge>
                  <span className="text-muted-foreground">{a.why}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
