import { riskToleranceBadge, type Analysis } from '@strata/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AnalysisVersionsPanel } from './analysis-versions-panel';
import { ClientFactsPanel } from './client-facts-panel';
import { nonBlank, nonBlankTexts } from './display-text';
import { EditableFigure } from './editable-figure';

/**
 * SPEC Overview tab: Client Profile with editable net worth, risk tolerance and goals; then
 * (issue 11) the Client Facts panel and the analysis' versions.
 */
export function OverviewTab({ analysis }: { analysis: Analysis }) {
  const profile = analysis.clientProfile;
  const risk = riskToleranceBadge(nonBlank(profile.riskTolerance));
  const goals = nonBlankTexts(profile.primaryGoals);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Client Profile</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-3">
          <EditableFigure
            label="Current Net Worth"
            field="netWorth"
            value={profile.currentNetWorth}
          />
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">Risk Tolerance</p>
            <Badge variant={risk.variant} className="capitalize">
              {risk.label}
            </Badge>
          </div>
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">Primary Goals</p>
            {goals.length > 0 ? (
              <div className="flex flex-wrap gap-1.5">
                {goals.map((goal) => (
                  <Badge key={goal} variant="outline" className="whitespace-normal">
                    {goal}
                  </Badge>
                ))}
              </div>
            ) : (
              <p className="text-sm">Not specified</p>
            )}
          </div>
        </CardContent>
      </Card>
      <ClientFactsPanel analysis={analysis} />
      <AnalysisVersionsPanel />
    </div>
  );
}
