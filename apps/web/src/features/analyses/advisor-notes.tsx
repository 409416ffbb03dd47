import { nonBlankTexts } from './display-text';

/**
 * The advisor's 'Sources and assumptions' of one recommendation: where its figures come from,
 * their verification status and any conflict between sources. Collapsed, and never printed
 * (a printout may reach the client).
 */
export function AdvisorNotes({ notes }: { notes: string[] | undefined }) {
  const items = nonBlankTexts(notes);
  if (items.length === 0) return null;
  return (
    <details
      className="rounded-md border p-3 text-sm"
      data-print="hidden"
      data-testid="advisor-notes"
    >
      <summary className="cursor-pointer font-medium">Sources and assumptions</summary>
      <p className="mt-2 text-xs text-muted-foreground">
        For the advisor: where the figures come from and how well each is verified. Not shown to
        clients and left out of the report.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
