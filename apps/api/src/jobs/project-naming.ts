const NAME_MAX = 60;
const DESCRIPTION_MAX = 160;

// Labels advisors put at the top of notes; they say nothing about the client.
const LEADING_LABEL = /^(?:client\s+notes?|notes?|client|re|subject|summary|profile)\s*[:\-–—]\s*/i;

// Titles and abbreviations whose full stop does not end the phrase ('Dr. and Mrs. Patel').
const ABBREVIATION =
  /(?:^|\s)(?:dr|mr|mrs|ms|mx|prof|jr|sr|st|inc|co|corp|llc|ltd|vs|approx|est|e\.g|i\.e|[a-z])\.$/i;

/** The first sentence (or clause before a dash), not cut at a title such as 'Dr.'. */
function firstPhrase(line: string): string {
  const parts = line.split(/(?<=[.!?;])\s|\s[–—]\s/);
  let phrase = parts[0] ?? line;
  for (let i = 1; i < parts.length && ABBREVIATION.test(phrase); i++) phrase += ` ${parts[i]}`;
  return phrase;
}

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
  const phrase = firstPhrase(firstLine).replace(/[.;:,]+$/, '');
  const name = truncateAtWord(phrase, NAME_MAX);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Client analysis';
}

/** A one-line summary: the notes on one line, shortened, plus the number of documents. */
export function deriveProjectDescription(notes: string, documentCount: number): string {
  const summary = truncateAtWord(oneLine(notes), DESCRIPTION_MAX);
  if (documentCount === 0) return summary;
  return `${summary} (${documentCount} document${documentCount === 1 ? '' : 's'})`;
}
