import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Analysis } from '@strata/contracts';
import { nonBlank, nonBlankTexts } from './display-text';

/** SPEC Tax Planning tab, with its three fallbacks. */
export function TaxPlanningTab({ analysis }: { analysis: Analysis }) {
  const tax = analysis.taxPlanning;
  const opportunities = nonBlankTexts(tax.opportunities);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Tax Planning</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-1">
          <h3 className="font-medium">Current Tax Situation</h3>
          <p className="text-sm text-muted-foreground">
            {nonBlank(tax.currentTaxSituation) ?? 'Not analyzed'}
          </p>
        </section>
        <section className="space-y-1">
          <h3 className="font-medium">Opportunities</h3>
          {opportunities.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {opportunities.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No opportunities identified</p>
          )}
        </section>
        <section className="space-y-1">
          <h3 className="font-medium">Projected Savings</h3>
          <p className="text-sm text-muted-foreground">
            {nonBlank(tax.projectedSavings) ?? 'To be determined'}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
