import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Analysis } from '@strata/contracts';
import { formatPercent } from './display-text';
import { EditableFigure } from './editable-figure';

/**
 * SPEC Financials tab: editable assets, liabilities and income; read-only savings rate. An edit
 * of a saved analysis re-runs it with the figure as a corrected fact (issue 11).
 */
export function FinancialsTab({ analysis }: { analysis: Analysis }) {
  const summary = analysis.financialSummary;
  // A rate the notes do not support is the engine's planning assumption, and says so.
  const facts = analysis.facts;
  const isAssumed = facts?.savingsRate?.source.kind === 'assumed';
  // An analysis that lists its facts and no savings rate had no income to take one from.
  const rate = facts && !facts.savingsRate ? undefined : formatPercent(summary.savingsRate);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Financial Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <EditableFigure label="Total Assets" field="totalAssets" value={summary.totalAssets} />
        <EditableFigure
          label="Total Liabilities"
          field="totalLiabilities"
          value={summary.totalLiabilities}
        />
        <EditableFigure label="Annual Income" field="annualIncome" value={summary.annualIncome} />
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">Savings Rate</p>
          <p className="text-lg font-semibold">{rate ?? 'Not specified'}</p>
          {isAssumed && (
            <p className="text-xs text-muted-foreground">
              Assumed: the notes give no spending. Correct it under Client Facts.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
