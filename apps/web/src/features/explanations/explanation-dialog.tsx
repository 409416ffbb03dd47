import { Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type {
  ExplanationDetailLevel,
  ExplanationRequest,
  ExplanationResult,
  Recommendation,
  SavedExplanation,
} from '@strata/contracts';
import { readRawResponse } from '@/features/analyses';
import { requestExplanation } from './explanations-api';
import { ExplanationSections } from './explanation-sections';

/** What the dialog shows: the explanation and the model's raw text, when it has one. */
interface ShownExplanation {
  explanation: ExplanationResult;
  rawResponse?: string;
}

export interface ExplanationDialogProps {
  /** The recommendation explained; null keeps the dialog closed. */
  recommendation: Recommendation | null;
  clientProfile: ExplanationRequest['clientProfile'];
  clientNotes: string;
  projectId: string | null;
  /** An explanation saved with the project: shown on open without a new call. */
  saved?: SavedExplanation;
  onSaved?: (strategy: string, saved: SavedExplanation) => void;
  onOpenChange: (open: boolean) => void;
}

const FAILURE = 'Failed to generate detailed explanation. Please try again.';

/** Regenerate offers the other lengths, never the same text again. */
const DETAIL_CHOICES: { detail: ExplanationDetailLevel; label: string }[] = [
  { detail: 'brief', label: 'Shorter version' },
  { detail: 'standard', label: 'Standard version' },
  { detail: 'detailed', label: 'More detailed version' },
];

function ExplanationContent({ result }: { result: ShownExplanation }) {
  const { explanation } = result;
  if ('rawText' in explanation) {
    return (
      <div className="space-y-2">
        <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">
          Note: This response could not be parsed as structured data and is displayed as plain text.
        </p>
        <p className="text-sm whitespace-pre-wrap">{explanation.rawText}</p>
      </div>
    );
  }
  return <ExplanationSections explanation={explanation} />;
}

function RawView({ result }: { result: ShownExplanation }) {
  const view = readRawResponse(result.rawResponse ?? JSON.stringify(result.explanation));
  const text = view.kind === 'json' ? view.pretty : view.kind === 'error' ? view.raw : '';
  return (
    <pre
      className="overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
      data-testid="explanation-raw"
    >
      {text}
    </pre>
  );
}

/** The dialog's body; it mounts on open and unmounts on close, which clears result and raw view. */
function ExplanationBody({
  recommendation,
  clientProfile,
  clientNotes,
  projectId,
  saved,
  onSaved,
}: Omit<ExplanationDialogProps, 'onOpenChange'> & { recommendation: Recommendation }) {
  const [result, setResult] = useState<ShownExplanation | null>(saved ?? null);
  const [isGenerating, setIsGenerating] = useState(false);
  const [showRaw, setShowRaw] = useState(false);
  const [detail, setDetail] = useState<ExplanationDetailLevel>('standard');
  const controller = useRef<AbortController | null>(null);
  const strategy = recommendation.strategy;

  const generate = useCallback(
    async (level: ExplanationDetailLevel = 'standard') => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setIsGenerating(true);
      try {
        const answer = await requestExplanation(
          {
            strategy: { ...recommendation, strategy },
            clientProfile,
            clientNotes,
            ...(projectId ? { projectId } : {}),
            ...(level !== 'standard' ? { detail: level } : {}),
          },
          abort.signal,
        );
        if (answer.error || answer.explanation === undefined)
          throw new Error(answer.error ?? FAILURE);
        setResult({ explanation: answer.explanation, rawResponse: answer.rawResponse });
        setDetail(level);
        onSaved?.(strategy, {
          explanation: answer.explanation,
          rawResponse: answer.rawResponse ?? '',
          generatedAt: new Date().toISOString(),
        });
      } catch {
        if (abort.signal.aborted) return;
        setResult(null);
        toast.error('Error', { description: FAILURE });
      } finally {
        if (!abort.signal.aborted) setIsGenerating(false);
      }
    },
    [recommendation, clientProfile, clientNotes, projectId, onSaved, strategy],
  );

  useEffect(() => {
    if (!saved) void generate();
    return () => controller.current?.abort();
    // Generate once per opening: the body remounts on every open, and a saved explanation arriving later must not trigger a call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <div
        className="h-96 overflow-y-auto pr-2"
        data-testid="explanation-scroll"
        tabIndex={0}
        aria-label="Explanation"
      >
        {isGenerating ? (
          <div
            className="flex h-full flex-col items-center justify-center gap-3 text-muted-foreground"
            role="status"
          >
            <Loader2 aria-hidden className="size-8 animate-spin" />
            <p>Generating detailed explanation tailored to your client...</p>
          </div>
        ) : result ? (
          <div className="space-y-4">
            <ExplanationContent result={result} />
            {showRaw ? <RawView result={result} /> : null}
          </div>
        ) : (
          <div className="flex h-full items-center justify-center">
            <Button onClick={() => void generate()}>
              <Sparkles aria-hidden />
              Generate Explanation
            </Button>
          </div>
        )}
      </div>
      {result && !isGenerating ? (
        <DialogFooter className="items-center border-t pt-4 sm:justify-between">
          <p className="text-xs text-muted-foreground">
            This explanation was generated specifically for your client's profile and goals.
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setShowRaw((s) => !s)}>
              {showRaw ? 'Hide Raw JSON' : 'Show Raw JSON'}
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="sm">
                  <RefreshCw aria-hidden />
                  Regenerate
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {DETAIL_CHOICES.filter((choice) => choice.detail !== detail).map((choice) => (
                  <DropdownMenuItem
                    key={choice.detail}
                    onSelect={() => void generate(choice.detail)}
                  >
                    {choice.label}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </DialogFooter>
      ) : null}
    </>
  );
}

/** SPEC Detailed Strategy Explanation dialog. */
export function ExplanationDialog(props: ExplanationDialogProps) {
  const { recommendation, onOpenChange } = props;
  return (
    <Dialog open={recommendation !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{recommendation?.strategy || 'Strategy'}</DialogTitle>
          <DialogDescription>
            {recommendation?.category || 'Detailed strategy explanation'}
          </DialogDescription>
        </DialogHeader>
        {recommendation ? (
          <ExplanationBody
            key={recommendation.strategy}
            {...props}
            recommendation={recommendation}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
