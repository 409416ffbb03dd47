import {
  ASSUMPTION_FIELD_PREFIX,
  formatCurrency,
  parseCorrection,
  type ProjectionAssumption,
} from '@strata/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FactEditor } from './fact-editor';
import { parseFactInput, type FactInputKind } from './fact-fields';
import { useRerunActions } from './rerun-context';

const ORIGIN_LABEL = { default: 'Default', notes: 'From the notes', advisor: 'Set by the advisor' };

/** The value in the unit the advisor types it in: percent as 6 for 6%. */
export function assumptionValue(a: ProjectionAssumption): string {
  if (a.unit === 'usd') return formatCurrency(a.value);
  if (a.unit === 'percent') return `${+a.value.toFixed(2)}%`;
  return String(a.value);
}

const KIND: Record<ProjectionAssumption['unit'], FactInputKind> = {
  usd: { type: 'money' },
  percent: { type: 'number' },
  age: { type: 'number' },
  year: { type: 'number' },
};

function AssumptionRow({ assumption }: { assumption: ProjectionAssumption }) {
  const { rerun, isRerunning } = useRerunActions();
  const [isEditing, setIsEditing] = useState(false);
  const field = `${ASSUMPTION_FIELD_PREFIX}${assumption.key}`;
  const kind = KIND[assumption.unit];
  return (
    <li className="flex flex-wrap items-baseline gap-2">
      <span className="font-medium">{assumption.label}:</span>
      {isEditing && rerun ? (
        <FactEditor
          label={assumption.label}
          kind={kind}
          initial={String(assumption.value)}
          parse={(text) => {
            const typed = parseFactInput(kind, text);
            if (!typed.ok) return typed;
            const checked = parseCorrection({ field, value: typed.value });
            return checked.ok
              ? { ok: true, value: checked.correction.value }
              : { ok: false, message: checked.message.slice(field.length + 2) };
          }}
          onApply={(value) => {
            setIsEditing(false);
            // The mutation toasts a failure; the assumption then shows its earlier value.
            void rerun([{ field, value }]).catch(() => undefined);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <>
          <span>{assumptionValue(assumption)}</span>
          <Badge variant="outline">{ORIGIN_LABEL[assumption.origin]}</Badge>
          {rerun ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-7"
              disabled={isRerunning}
              onClick={() => setIsEditing(true)}
              aria-label={`Change ${assumption.label}`}
            >
              <Pencil aria-hidden />
              Change
            </Button>
          ) : null}
        </>
      )}
      <span className="w-full text-muted-foreground sm:w-auto">{assumption.why}</span>
    </li>
  );
}

/**
 * The baseline's assumptions (issue 12): each named, with its value, where it came from and
 * why; on a saved analysis the advisor changes one and the analysis re-runs as a new version.
 */
export function BaselineAssumptions({
  assumptions,
}: {
  assumptions: readonly ProjectionAssumption[];
}) {
  const { rerun, isRerunning } = useRerunActions();
  return (
    <section className="space-y-2">
      <h3 className="font-medium">Assumptions</h3>
      {rerun ? (
        <p className="text-sm text-muted-foreground">
          {isRerunning
            ? 'Re-running with the changed assumption...'
            : 'Change any assumption and the analysis re-runs with it as a new version.'}
        </p>
      ) : null}
      <ul className="space-y-1 text-sm" aria-label="Assumptions">
        {assumptions.map((a) => (
          <AssumptionRow key={a.key} assumption={a} />
        ))}
      </ul>
    </section>
  );
}
