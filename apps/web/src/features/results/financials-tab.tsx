import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { asPercent, asRecord, type Fields } from './analysis-fields';
import { EditableFigure } from './editable-figure';

/** SPEC Financials tab: editable assets, liabilities and income (local only); read-only savings rate. */
export function FinancialsTab({ analysis }: { analysis: Fields }) {
  const summary = asRecord(analysis.financialSummary) ?? {};
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Financial Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <EditableFigure label="Total Assets" value={summary.totalAssets} />
        <EditableFigure label="Total Liabilities" value={summary.totalLiabilities} />
        <EditableFigure label="Annual Income" value={summary.annualIncome} />
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
