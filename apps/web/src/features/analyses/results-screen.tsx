import { formatDate, type Recommendation, type SavedExplanation } from '@strata/contracts';
import { AlertCircle, FileText, Loader2, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ExplanationDialog } from '@/features/explanations';
import { AnalysisTabs } from './analysis-tabs';
import { LoadingPanel } from './loading-panel';
import { MarkdownAnalysis } from './markdown-analysis';
import { RawJsonTab } from './raw-json-tab';
import { ScrollableText } from './scrollable-text';
import type { ResultsData } from './results-data';

export interface ResultsScreenProps {
  data: ResultsData | null;
  projectId: string | null;
  progress?: string;
  savedExplanations?: Record<string, SavedExplanation>;
  onExplanationSaved?: (strategy: string, saved: SavedExplanation) => void;
  /** The analysis the page names (?project=ID) does not exist for this user. */
  isNotFound?: boolean;
  /** A line above the analysis (e.g. which earlier version is on screen). */
  notice?: ReactNode;
}

function NoAnalysisAvailable() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <FileText aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">No Analysis Available</h1>
      <p className="text-muted-foreground">
        Please submit a client analysis request to view results.
      </p>
      <Button asChild>
        <Link to="/">Go to Dashboard</Link>
      </Button>
      <p className="text-sm text-muted-foreground">
        Or open a saved analysis from your{' '}
        <Link to="/#client-workspace" className="font-medium text-primary underline">
          Client Workspace
        </Link>
        .
      </p>
    </div>
  );
}

function AnalysisNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">Analysis not found</h1>
      <p className="text-muted-foreground">
        This analysis does not exist or was deleted. Your saved analyses are in the Client
        Workspace.
      </p>
      <Button asChild>
        <Link to="/#client-workspace">Back to Client Workspace</Link>
      </Button>
    </div>
  );
}

function ClientInputPanel({ data }: { data: ResultsData }) {
  const isExtracting = data.isLoading && data.hasDocuments && !data.extractedDocumentText;
  return (
    <aside className="space-y-4 lg:col-span-1" aria-label="Client input">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Client Notes</CardTitle>
        </CardHeader>
        <CardContent>
          {data.clientNotes.trim() ? (
            <ScrollableText label="Client notes">
              <p className="text-sm break-words whitespace-pre-wrap">{data.clientNotes}</p>
            </ScrollableText>
          ) : (
            <p className="text-sm text-muted-foreground">No client notes provided</p>
          )}
        </CardContent>
      </Card>
      {data.extractedDocumentText ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Extracted Document Content</CardTitle>
            {data.isLoading ? (
              <p className="text-xs text-muted-foreground">
                AI is analyzing this content to generate strategies...
              </p>
            ) : null}
          </CardHeader>
          <CardContent>
            <pre
              className="max-h-96 overflow-y-auto font-sans text-xs break-words whitespace-pre-wrap"
              tabIndex={0}
              data-testid="extracted-text"
            >
              {data.extractedDocumentText}
            </pre>
          </CardContent>
        </Card>
      ) : null}
      {isExtracting ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Processing Documents</CardTitle>
          </CardHeader>
          <CardContent className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            Extracting text from uploaded documents...
          </CardContent>
        </Card>
      ) : null}
    </aside>
  );
}

/** A structured analysis that does not match the contracts: said plainly, with the model's raw answer. */
function UnreadableAnalysis({ problem, rawResponse }: { problem: string; rawResponse?: string }) {
  return (
    <div className="space-y-4">
      <Card className="border-destructive/50">
        <CardContent className="flex items-start gap-3 p-6">
          <AlertCircle aria-hidden className="size-5 text-destructive" />
          <div>
            <p className="font-medium text-destructive">Analysis Could Not Be Displayed</p>
            <p className="text-sm text-muted-foreground">
              The analysis does not have the expected structure ({problem}). The raw response
              follows; running the analysis again may help.
            </p>
          </div>
        </CardContent>
      </Card>
      <RawJsonTab rawResponse={rawResponse} />
    </div>
  );
}

function AnalysisBody({
  data,
  progress,
  onExplain,
  projectId,
}: {
  data: ResultsData;
  progress?: string;
  onExplain: (recommendation: Recommendation) => void;
  projectId: string | null;
}) {
  if (data.isLoading) return <LoadingPanel progress={progress} />;
  if (data.error !== undefined) {
    return (
      <Card className="border-destructive/50">
        <CardContent className="flex items-start gap-3 p-6">
          <AlertCircle aria-hidden className="size-5 text-destructive" />
          <div>
            <p className="font-medium text-destructive">Analysis Failed</p>
            <p className="text-sm text-muted-foreground">
              {data.error || 'Failed to analyze client data. Please try again.'}
            </p>
          </div>
        </CardContent>
      </Card>
    );
  }
  const reading = data.analysis;
  if (reading === null) return null;
  switch (reading.kind) {
    case 'structured':
      return (
        <AnalysisTabs
          analysis={reading.analysis}
          rawResponse={data.rawResponse}
          onExplain={onExplain}
          projectId={projectId}
        />
      );
    case 'text':
      return reading.text === '' ? null : <MarkdownAnalysis text={reading.text} />;
    case 'invalid':
      return <UnreadableAnalysis problem={reading.problem} rawResponse={data.rawResponse} />;
  }
}

/** SPEC /results: client input on the left third, the analysis on the right. */
export function ResultsScreen({
  data,
  projectId,
  progress,
  savedExplanations,
  onExplanationSaved,
  isNotFound = false,
  notice,
}: ResultsScreenProps) {
  const [explaining, setExplaining] = useState<Recommendation | null>(null);
  if (isNotFound) return <AnalysisNotFound />;
  if (!data || (!data.clientNotes.trim() && !data.isLoading)) return <NoAnalysisAvailable />;
  const clientProfile =
    data.analysis?.kind === 'structured' ? data.analysis.analysis.clientProfile : {};
  const isWaiting = (data.isLoading || data.analysis === null) && data.error === undefined;
  const generated = data.timestamp ? formatDate(data.timestamp) : '';
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {data.projectName ?? 'Client Strategy Analysis'}
        </h1>
        {data.projectDescription ? (
          <p className="text-muted-foreground">{data.projectDescription}</p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <ClientInputPanel data={data} />
        <section className="min-w-0 space-y-4 lg:col-span-2" aria-label="Analysis">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            {/* 'Generated:' once there is an analysis; until then only the spinner says it runs. */}
            {isWaiting ? <p>Analyzing...</p> : <p>Generated: {generated || 'Just now'}</p>}
            {isWaiting ? <Spinner className="size-4" /> : null}
          </div>
          {notice}
          <AnalysisBody
            data={data}
            progress={progress}
            onExplain={setExplaining}
            projectId={projectId}
          />
        </section>
      </div>
      <ExplanationDialog
        recommendation={explaining}
        clientProfile={clientProfile}
        clientNotes={data.clientNotes}
        projectId={projectId}
        saved={explaining ? savedExplanations?.[explaining.strategy] : undefined}
        onSaved={onExplanationSaved}
        onOpenChange={(open) => {
          if (!open) setExplaining(null);
        }}
      />
    </div>
  );
}
