import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Fields } from './analysis-fields';
import { FinancialsTab } from './financials-tab';
import { NextStepsTab } from './next-steps-tab';
import { OverviewTab } from './overview-tab';
import { RawJsonTab } from './raw-json-tab';
import { StrategiesTab } from './strategies-tab';
import { TaxPlanningTab } from './tax-planning-tab';

/** SPEC /results: the six tabs of a structured analysis, Overview first. */
export function AnalysisTabs({
  analysis,
  rawResponse,
  onExplain,
}: {
  analysis: Fields;
  rawResponse: unknown;
  onExplain: (recommendation: Fields) => void;
}) {
  return (
    <Tabs defaultValue="overview">
      <TabsList className="h-auto flex-wrap">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="financials">Financials</TabsTrigger>
        <TabsTrigger value="strategies">Strategies</TabsTrigger>
        <TabsTrigger value="tax">Tax Planning</TabsTrigger>
        <TabsTrigger value="next-steps">Next Steps</TabsTrigger>
        <TabsTrigger value="raw">Raw JSON</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab analysis={analysis} />
      </TabsContent>
      <TabsContent value="financials">
        <FinancialsTab analysis={analysis} />
      </TabsContent>
      <TabsContent value="strategies">
        <StrategiesTab analysis={analysis} onExplain={onExplain} />
      </TabsContent>
      <TabsContent value="tax">
        <TaxPlanningTab analysis={analysis} />
      </TabsContent>
      <TabsContent value="next-steps">
        <NextStepsTab analysis={analysis} />
      </TabsContent>
      <TabsContent value="raw">
        <RawJsonTab rawResponse={rawResponse} />
      </TabsContent>
    </Tabs>
  );
}
