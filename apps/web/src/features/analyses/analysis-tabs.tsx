import type { Analysis, Baseline, Recommendation } from '@strata/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePrinting } from '@/lib/use-printing';
import { BaselineView } from './baseline-view';
import { ConsideredView } from './considered-view';
import { FinancialsTab } from './financials-tab';
import { NextStepsTab } from './next-steps-tab';
import { OverviewTab } from './overview-tab';
import { PlanView } from './plan-view';
import { RawJsonTab } from './raw-json-tab';
import { ReportDownload } from './report-download';
import { StrategiesTab } from './strategies-tab';
import { TaxPlanningTab } from './tax-planning-tab';

/** The baseline's estate tax at the last death, when the analysis has a baseline. */
function baselineDeathTax(baseline: Baseline | undefined): number | undefined {
  const last = baseline?.atLastDeath;
  return last ? last.federal + last.state : undefined;
}

/** Strategy names by catalogue id, from the recommendations. */
function strategyNames(recommendations: Recommendation[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const r of recommendations) names[r.strategyId ?? r.strategy] = r.strategy;
  return names;
}

/** A tab's name as a heading, printed only (the tab list is not), where its card has another title. */
function PrintedTitle({ isPrinting, title }: { isPrinting: boolean; title: string }) {
  return isPrinting ? <h2 className="mb-2 text-lg font-semibold">{title}</h2> : null;
}

/**
 * SPEC /results: the six tabs of a structured analysis, Overview first. Printing renders
 * every tab but Raw JSON (the machine's answer, not the analysis) one after the other.
 */
export function AnalysisTabs({
  analysis,
  rawResponse,
  onExplain,
  projectId,
}: {
  analysis: Analysis;
  rawResponse: string | undefined;
  onExplain: (recommendation: Recommendation) => void;
  /** The saved project, when there is one: its report can be downloaded. */
  projectId?: string | null;
}) {
  const isPrinting = usePrinting();
  const forceMount = isPrinting ? true : undefined;
  return (
    <Tabs defaultValue="overview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="financials">Financials</TabsTrigger>
          <TabsTrigger value="strategies">Strategies</TabsTrigger>
          <TabsTrigger value="tax">Tax Planning</TabsTrigger>
          <TabsTrigger value="next-steps">Next Steps</TabsTrigger>
          <TabsTrigger value="raw">Raw JSON</TabsTrigger>
        </TabsList>
        {projectId ? <ReportDownload projectId={projectId} /> : null}
      </div>
      <TabsContent value="overview" forceMount={forceMount} className="space-y-4">
        <PrintedTitle isPrinting={isPrinting} title="Overview" />
        <OverviewTab analysis={analysis} />
        <BaselineView value={analysis.baseline} />
      </TabsContent>
      <TabsContent value="financials" forceMount={forceMount}>
        <PrintedTitle isPrinting={isPrinting} title="Financials" />
        <FinancialsTab analysis={analysis} />
      </TabsContent>
      <TabsContent value="strategies" forceMount={forceMount} className="space-y-4">
        <PrintedTitle isPrinting={isPrinting} title="Strategies" />
        <StrategiesTab analysis={analysis} onExplain={onExplain} isPrinting={isPrinting} />
        <ConsideredView considered={analysis.considered} missingFacts={analysis.missingFacts} />
      </TabsContent>
      <TabsContent value="tax" forceMount={forceMount} className="space-y-4">
        <TaxPlanningTab analysis={analysis} />
        <PlanView
          value={analysis.plan}
          baselineDeathTax={baselineDeathTax(analysis.baseline)}
          names={strategyNames(analysis.recommendations)}
        />
      </TabsContent>
      <TabsContent value="next-steps" forceMount={forceMount}>
        <PrintedTitle isPrinting={isPrinting} title="Next Steps" />
        <NextStepsTab analysis={analysis} />
      </TabsContent>
      {isPrinting ? null : (
        <TabsContent value="raw">
          <RawJsonTab rawResponse={rawResponse} />
        </TabsContent>
      )}
    </Tabs>
  );
}
