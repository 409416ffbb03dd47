import { formatCurrency, type Plan } from '@strata/contracts';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FigureRow } from './figure-row';
import { PlanAtLastDeathTable } from './plan-at-last-death';

const PlanYearsChart = lazy(() => import('./plan-years-chart'));

const ARRIVES: Record<Plan['strategies'][number]['arrives'], string> = {
  yearly: 'each year',
  now: 'now',
  'at-death': 'at the last death',
};

/**
 * Issue 13: the recommended strategies applied together against the baseline. Each asset and
 * each dollar of exemption is counted once, so a strategy's part in the plan can be less than
 * its value alone; figures in today's dollars, the estate tax also at the last death.
 */
export function PlanView({
  value: plan,
  baselineDeathTax,
  names,
}: {
  value: Plan | undefined;
  baselineDeathTax?: number;
  names: Record<string, string>;
}) {
  if (!plan) return null;
  const rate = `${+(plan.discountRate * 100).toFixed(2)}%`;
  return (
    <Card data-testid="plan">
      <CardHeader>
        <CardTitle as="h2">The Plan Against the Baseline</CardTitle>
        <p className="text-sm text-muted-foreground">
          The recommended strategies applied together, each asset and each dollar of exemption
          counted once. In today’s dollars at a {rate} discount rate.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-x-6 md:grid-cols-2">
          {baselineDeathTax !== undefined && !plan.overYears ? (
            <>
              <FigureRow
                label={`Estate tax at the last death (${plan.deathYear}), baseline`}
                value={formatCurrency(baselineDeathTax)}
              />
              <FigureRow
                label={`Estate tax at the last death (${plan.deathYear}), with the plan`}
                value={formatCurrency(Math.max(0, baselineDeathTax - plan.transferTaxSavedAtDeath))}
              />
            </>
          ) : null}
          <FigureRow
            label="Estate tax saved (today’s dollars)"
            value={formatCurrency(plan.transferTaxSaved)}
          />
          <FigureRow
            label="Income tax saved (today’s dollars)"
            value={formatCurrency(plan.incomeTaxSaved)}
          />
          {plan.incomeTaxBeyondBaseline ? (
            <FigureRow
              label="Income tax beyond what the baseline pays (not counted)"
              value={formatCurrency(plan.incomeTaxBeyondBaseline)}
            />
          ) : null}
          <FigureRow label="Value of tax deferred" value={formatCurrency(plan.taxDeferred)} />
          <FigureRow
            label="Gains tax on the lost step-up (if heirs sell)"
            value={formatCurrency(plan.lostStepUp)}
          />
          <FigureRow
            label="Costs of the tax strategies (today’s dollars)"
            value={formatCurrency(plan.costs)}
          />
          <FigureRow label="Net tax benefit" value={formatCurrency(plan.net)} />
          {plan.protectionCosts ? (
            <FigureRow
              label="Protection costs (insurance, documents; not netted against tax)"
              value={formatCurrency(plan.protectionCosts)}
            />
          ) : null}
          <FigureRow
            label="Federal exemption used"
            value={`${formatCurrency(plan.exemption.used)} of ${formatCurrency(plan.exemption.available)}`}
          />
          {plan.liquidity > 0 ? (
            <FigureRow
              label="Insurance paid at death (liquidity, not a saving)"
              value={formatCurrency(plan.liquidity)}
            />
          ) : null}
          {plan.premiums ? (
            <FigureRow
              label="Premiums for that insurance (today’s dollars; not netted against tax)"
              value={formatCurrency(plan.premiums)}
            />
          ) : null}
          {plan.premiumsTaxSaved ? (
            <FigureRow
              label="Estate tax those premiums would have paid (with the premiums, not in the tax saved)"
              value={formatCurrency(plan.premiumsTaxSaved)}
            />
          ) : null}
        </div>
        {plan.overYears ? (
          <section className="space-y-3" data-testid="plan-over-years">
            <h3 className="font-medium">The plan against the baseline over the years</h3>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <PlanYearsChart years={plan.overYears.years} />
            </Suspense>
            <PlanAtLastDeathTable value={plan.overYears.atLastDeath} />
            <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
              {plan.overYears.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="space-y-2">
          <h3 className="font-medium">Each strategy alone and within the plan</h3>
          <ul className="space-y-1 text-sm" aria-label="Strategies in the plan">
            {plan.strategies.map((s) => (
              <li
                key={s.strategyId}
                className="flex flex-wrap justify-between gap-2 border-b py-1 last:border-b-0"
              >
                <span className="font-medium">{names[s.strategyId] ?? s.strategyId}</span>
                <span className="text-muted-foreground">
                  alone {formatCurrency(s.alone)}, in the plan {formatCurrency(s.inPlan)}
                  {s.alone < 0
                    ? ' (left out: it loses money as valued)'
                    : s.share < 1
                      ? ` (${Math.round(s.share * 100)}% of its asset or exemption left)`
                      : ''}
                  , arrives {ARRIVES[s.arrives]}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
