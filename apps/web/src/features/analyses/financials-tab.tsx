import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { asPercent, asRecord, type Fields } from './analysis-fields';
import { EditableFigure } from './editable-figure';

/**
 * SPEC Financials tab: editable assets, liabilities and income; read-only savings rate. An edit
 * of a saved analysis re-runs it with the figure as a corrected fact (issue 11).
 */
export function FinancialsTab({ analysis }: { analysis: Fields }) {
  const summary = asRecord(analysis.financialSummary) ?? {};
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
          <p className="text-lg font-semibold">
            {asPercent(summary.savingsRate) ?? 'Not specified'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
