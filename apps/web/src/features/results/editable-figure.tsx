import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { asMoney, asNumber } from './analysis-fields';

/**
 * A dollar figure the advisor can change for the conversation at hand. SPEC: edits are local
 * only and are not saved.
 */
export function EditableFigure({ label, value }: { label: string; value: unknown }) {
  const [edited, setEdited] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const shown = edited ?? value;

  const save = () => {
    const number = asNumber(draft ?? '');
    if (number !== undefined) setEdited(number);
    setDraft(null);
  };

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="text-sm text-muted-foreground">
        {label}
      </label>
      {draft === null ? (
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold" data-testid={`figure-${label}`}>
            {asMoney(shown) ?? 'Not specified'}
          </span>
          <Button
            id={inputId}
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Edit ${label}`}
            onClick={() => setDraft(String(asNumber(shown) ?? ''))}
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
