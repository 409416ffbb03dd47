import {
  CORE_FACT_FIELDS,
  parseCorrection,
  type Analysis,
  type AnalysisFact,
  type FactCorrection,
} from '@strata/contracts';
import { AlertTriangle, Pencil, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  describeSource,
  factInputKind,
  factLabel,
  formatFactValue,
  parseFactInput,
  toInputText,
} from './fact-fields';
import { FactEditor } from './fact-editor';
import { useRerunActions } from './rerun-context';

/** The analysis' facts by field, or none when it carries none (an older or a model's analysis). */
function readFacts(analysis: Analysis): Record<string, AnalysisFact> {
  const facts: Record<string, AnalysisFact> = {};
  for (const [field, fact] of Object.entries(analysis.facts ?? {})) if (fact) facts[field] = fact;
  return facts;
}

/** The core facts first, in their order, then any other the analysis lists. */
function fieldsShown(facts: Record<string, AnalysisFact>): string[] {
  const core: readonly string[] = CORE_FACT_FIELDS;
  return [...core, ...Object.keys(facts).filter((field) => !core.includes(field))];
}

function FactRow({
  field,
  fact,
  correction,
  canCorrect,
  onCorrect,
  onUndo,
}: {
  field: string;
  fact: AnalysisFact | undefined;
  correction: FactCorrection | undefined;
  canCorrect: boolean;
  onCorrect: (value: unknown) => void;
  onUndo: () => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const kind = factInputKind(field, fact?.value);
  const label = factLabel(field);
  return (
    <li className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[14rem_1fr_auto] sm:gap-4">
      <p className="text-sm font-medium">{label}</p>
      <div className="min-w-0 space-y-1 text-sm">
        {isEditing ? (
          <FactEditor
            label={label}
            kind={kind}
            initial={toInputText(field, correction?.value ?? fact?.value)}
            parse={(text) => {
              const typed = parseFactInput(kind, text);
              if (!typed.ok) return typed;
              const checked = parseCorrection({ field, value: typed.value });
              return checked.ok
                ? { ok: true, value: checked.correction.value }
                : { ok: false, message: checked.message };
            }}
            onApply={(value) => {
              onCorrect(value);
              setIsEditing(false);
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : correction ? (
          <p>
            <span className="font-semibold">{formatFactValue(field, correction.value)}</span>{' '}
            <Badge variant="outline">Your correction</Badge>{' '}
            {fact ? (
              <span className="text-muted-foreground">
                (was {formatFactValue(field, fact.value)})
              </span>
            ) : null}
          </p>
        ) : fact ? (
          <p className="font-semibold" data-testid={`fact-${field}`}>
            {formatFactValue(field, fact.value)}
          </p>
        ) : (
          <p className="text-muted-foreground" data-testid={`fact-${field}`}>
            Not stated
          </p>
        )}
        {fact && !isEditing ? (
          <p className="text-xs break-words text-muted-foreground">{describeSource(fact.source)}</p>
        ) : null}
        {fact?.conflicts?.length && !isEditing ? (
          <div className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs">
            <p className="flex items-center gap-1 font-medium">
              <AlertTriangle aria-hidden className="size-3.5" />
              Conflict: the sources disagree
            </p>
            <ul className="mt-1 space-y-0.5">
              {fact.conflicts.map((conflict, index) => (
                <li key={index}>
                  {formatFactValue(field, conflict.value)} — {describeSource(conflict.source)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {canCorrect && !isEditing ? (
        correction ? (
          <Button variant="ghost" size="sm" onClick={onUndo} aria-label={`Undo ${label}`}>
            <Undo2 aria-hidden />
            Undo
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setIsEditing(true)}
            aria-label={`Correct ${label}`}
          >
            <Pencil aria-hidden />
            Correct
          </Button>
        )
      ) : (
        <span />
      )}
    </li>
  );
}

/**
 * Issue 11: every fact the analysis rests on, with its value and where it came from, conflicts
 * marked, the core facts the notes do not state listed as such. The advisor corrects any of
 * them and re-runs: the analysis is computed again with the corrected values as facts.
 */
export function ClientFactsPanel({ analysis }: { analysis: Analysis }) {
  const facts = readFacts(analysis);
  const { rerun, isRerunning } = useRerunActions();
  const [corrections, setCorrections] = useState<Record<string, FactCorrection>>({});
  const pending = Object.values(corrections);
  const conflictCount = Object.values(facts).filter((fact) => fact.conflicts?.length).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Client Facts</CardTitle>
        <CardDescription>
          What the analysis rests on and where each fact came from.
          {conflictCount > 0
            ? ` ${conflictCount} ${conflictCount === 1 ? 'fact has' : 'facts have'} conflicting sources.`
            : ''}
          {rerun ? ' Correct any fact and re-run the analysis.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Client facts">
          {fieldsShown(facts).map((field) => (
            <FactRow
              key={field}
              field={field}
              fact={facts[field]}
              correction={corrections[field]}
              canCorrect={rerun !== undefined}
              onCorrect={(value) =>
                setCorrections((current) => ({ ...current, [field]: { field, value } }))
              }
              onUndo={() =>
                setCorrections((current) => {
                  const { [field]: _undone, ...rest } = current;
                  return rest;
                })
              }
            />
          ))}
        </ul>
        {rerun ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button
              disabled={pending.length === 0 || isRerunning}
              onClick={() => {
                void rerun(pending).then(
                  () => setCorrections({}),
                  // The mutation toasts the failure; the corrections stay for another try.
                  () => undefined,
                );
              }}
            >
              <RotateCcw aria-hidden />
              {isRerunning ? 'Re-running...' : 'Re-run'}
            </Button>
            <p className="text-sm text-muted-foreground">
              {pending.length === 0
                ? 'No corrections yet.'
                : `${pending.length} ${pending.length === 1 ? 'correction' : 'corrections'} to apply.`}
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
