import { formatCurrency } from '@strata/contracts';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRerunActions } from './rerun-context';
import { parseAmount } from './fact-fields';

/**
 * A dollar figure the advisor can change. On a saved analysis the change is a corrected fact:
 * the analysis is re-run with it (issue 11) and every figure follows. Without one (nothing to
 * re-run), SPEC's reading: the edit is local only and is not saved.
 */
export function EditableFigure({
  label,
  field,
  value,
}: {
  label: string;
  /** The fact this figure is (analysis.facts), corrected by an edit. */
  field: string;
  value: number;
}) {
  const { rerun, isRerunning } = useRerunActions();
  const [edited, setEdited] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const shown = rerun ? value : (edited ?? value);

  const save = () => {
    const number = parseAmount(draft ?? '');
    setDraft(null);
    if (number === undefined || number === value) return;
    if (rerun) void rerun([{ field, value: number }]).catch(() => undefined);
    else setEdited(number);
  };

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="text-sm text-muted-foreground">
        {label}
      </label>
      {draft === null ? (
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold" data-testid={`figure-${label}`}>
            {formatCurrency(shown)}
          </span>
          <Button
            id={inputId}
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Edit ${label}`}
            disabled={isRerunning}
            onClick={() => setDraft(String(shown))}
          >
            <Pencil aria-hidden />
          </Button>
        </div>
      ) : (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Input
            id={inputId}
            inputMode="decimal"
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-8 max-w-48"
          />
          <Button
            type="submit"
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Save ${label}`}
          >
            <Check aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Cancel editing ${label}`}
            onClick={() => setDraft(null)}
          >
            <X aria-hidden />
          </Button>
        </form>
      )}
    </div>
  );
}
