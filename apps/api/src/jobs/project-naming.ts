const NAME_MAX = 60;
const DESCRIPTION_MAX = 160;

// Labels advisors put at the top of notes; they say nothing about the client.
const LEADING_LABEL = /^(?:client\s+notes?|notes?|client|re|subject|summary|profile)\s*[:\-–—]\s*/i;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The project's name: the first meaningful phrase of the notes, at most 60 characters. */
export function deriveProjectName(notes: string): string {
  const firstLine =
    notes
      .split(/\r?\n/)
      .map((line) => oneLine(line.replace(/^[#>*\-\s]+/, '')).replace(LEADING_LABEL, ''))
      .find((line) => /[\p{L}\p{N}]/u.test(line)) ?? '';
  const phrase = (firstLine.split(/(?<=[.!?;])\s|\s[–—]\s/)[0] ?? firstLine).replace(
    /[.;:,]+$/,
    '',
  );
  return truncateAtWord(phrase, NAME_MAX) || 'Client analysis';
}

/** A one-line summary: the notes on one line, shortened, plus the number of documents. */
export function deriveProjectDescription(notes: string, documentCount: number): string {
  const summary = truncateAtWord(oneLine(notes), DESCRIPTION_MAX);
  if (documentCount === 0) return summary;
  return `${summary} (${documentCount} document${documentCount === 1 ? '' : 's'})`;
}
