import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FactInputKind, ParsedInput } from './fact-fields';

const PLACEHOLDERS: Partial<Record<FactInputKind['type'], string>> = {
  money: 'e.g. 1,250,000 or $1.25M',
  ages: 'e.g. 62, 60',
  state: 'e.g. NY',
  count: 'e.g. 2',
  number: 'e.g. 4.5',
  list: 'separated by commas',
};

/** One fact's typed input: a choice where the values are fixed, else text read by the kind. */
export function FactEditor({
  label,
  kind,
  initial,
  parse,
  onApply,
  onCancel,
}: {
  label: string;
  kind: FactInputKind;
  initial: string;
  parse: (text: string) => ParsedInput;
  onApply: (value: unknown) => void;
  onCancel: () => void;
}) {
  const choices =
    kind.type === 'choice' ? kind.options : kind.type === 'yes-no' ? ['yes', 'no'] : null;
  const [text, setText] = useState(initial || (choices?.[0] ?? ''));
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();

  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parse(text);
        if (parsed.ok) onApply(parsed.value);
        else setMessage(parsed.message);
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        {choices ? (
          <select
            id={id}
            aria-label={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-8 rounded-md border border-input bg-card px-2 text-sm"
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <Input
            id={id}
            aria-label={label}
            aria-invalid={message !== null}
            aria-describedby={message ? `${id}-message` : undefined}
            autoFocus
            placeholder={PLACEHOLDERS[kind.type]}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setMessage(null);
            }}
            className="h-8 max-w-64"
          />
        )}
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-xs text-destructive">
          {message}
        </p>
      ) : null}
    </form>
  );
}
