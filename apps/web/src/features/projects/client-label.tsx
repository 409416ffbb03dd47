import { PROJECT_NAME_MAX } from '@strata/contracts';
import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';

/** The card's title: the client label, renamed in place (Enter saves, Escape cancels). */
export function ClientLabel({
  label,
  isSaving,
  onRename,
}: {
  label: string;
  isSaving: boolean;
  onRename: (name: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null)
    return (
      <div className="flex min-w-0 items-start gap-1">
        <CardTitle className="text-base break-words">{label}</CardTitle>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 size-7 shrink-0"
          aria-label={`Rename ${label}`}
          onClick={() => setDraft(label)}
        >
          <Pencil aria-hidden />
        </Button>
      </div>
    );
  const name = draft.trim();
  return (
    <form
      className="flex min-w-0 flex-1 items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name || name === label) return setDraft(null);
        void onRename(name).then(
          () => setDraft(null),
          // The mutation toasts the failure; the draft stays for another try.
          () => undefined,
        );
      }}
    >
      <Input
        aria-label="Client label"
        autoFocus
        maxLength={PROJECT_NAME_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        className="h-8"
      />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label="Save client label"
        disabled={!name || isSaving}
      >
        <Check aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label="Cancel renaming"
        onClick={() => setDraft(null)}
      >
        <X aria-hidden />
      </Button>
    </form>
  );
}
