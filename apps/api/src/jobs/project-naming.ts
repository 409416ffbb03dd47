const NAME_MAX = 60;
const DESCRIPTION_MAX = 160;

// Labels advisors put at the top of notes; they say nothing about the client.
const LEADING_LABEL =
  /^(?:client\s+notes?|notes?|client(?:\s+name)?|name|re|subject|summary|profile)\s*[:\-–—]\s*/i;

// A line that names the client outright ('Household: Okafor family', 'Client name: R. Chen'):
// the label wherever it sits among the first lines, as in a CRM export.
const NAMING_LINE =
  /^(?:client\s+names?|names?|household(?:\s+name)?|family|clients?)\s*:\s*(.+)$/i;

// A phrase that says what the notes are or when and who wrote them, not who the client is:
// 'Client ID: 100482', 'Intake 3/2026', 'Annual review', 'Prospect mtg', 'Date: 4/2/2026'.
const METADATA_WORDS =
  /^(?:(?:new|prospective|existing)\s+clients?|intake|annual\s+review|review|(?:family\s+|prospect\s+|intro\s+|initial\s+)?(?:mtg|meeting)(?:\s+(?:prep|notes?))?|prospect|call(?:\s+notes?)?|follow[-\s]?up|notes?|update|referral|draft|confidential)\b(?:\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)?[^a-z]*(?:\([^)]*\))?\s*$/i;
const IDENTIFIER =
  /^(?:[\p{L} ]{0,30}\b(?:id|no|number|#|ref(?:erence)?|record|account|acct|case|file|date|dob|advisor|prepared\s+by|rep)\b\.?\s*[:#]?\s*[\w\-/.,# ]*|[\d\s/.\-#:]+)$/iu;

/** True for a phrase that is metadata about the notes rather than words about the client. */
function isMetadata(phrase: string): boolean {
  const text = phrase.trim().replace(/[.;:,]+$/, '');
  if (!/[\p{L}]/u.test(text)) return true;
  if (METADATA_WORDS.test(text)) return true;
  // An identifier or a date with a short label; a phrase with more words is about the client.
  return IDENTIFIER.test(text) && /\d/.test(text) && text.split(/\s+/).length <= 5;
}

// Titles and abbreviations whose full stop does not end the phrase ('Dr. and Mrs. Patel').
const ABBREVIATION =
  /(?:^|\s)(?:dr|mr|mrs|ms|mx|prof|jr|sr|st|inc|co|corp|llc|ltd|vs|approx|est|e\.g|i\.e|[a-z])\.$/i;

/** The line's sentences (or clauses between dashes), not cut at a title such as 'Dr.'. */
function phrases(line: string): string[] {
  const parts = line.split(/(?<=[.!?;])\s|\s[-–—]\s/);
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (last !== undefined && ABBREVIATION.test(last))
      joined[joined.length - 1] = `${last} ${part}`;
    else joined.push(part);
  }
  return joined;
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

// Two given names joined, each perhaps with an age: 'John (62) and Mary (60)', 'Raj 58 & Priya 56'.
const COUPLE =
  /\b([A-Z][a-z]+)\s*(?:\(?\d{2}\)?)?\s*(?:and|&)\s*([A-Z][a-z]+)\b(?:\s*\(?\d{2}\)?)?/;
// Capitalised words that start a phrase without naming anyone.
const NOT_NAMES = new Set([
  'Married',
  'Couple',
  'Client',
  'Clients',
  'Husband',
  'Wife',
  'Both',
  'Mr',
  'Mrs',
  'Dr',
]);

/** 'Married couple, John (62) and Mary (60), live in ...' -> 'John and Mary'. */
function coupleNamed(phrase: string): string | undefined {
  const m = COUPLE.exec(phrase);
  if (!m?.[1] || !m[2] || NOT_NAMES.has(m[1]) || NOT_NAMES.has(m[2])) return undefined;
  return `${m[1]} and ${m[2]}`;
}

/** How many of the notes' first lines are read for a name or a first phrase. */
const LINES_READ = 15;

/**
 * The project's client label (the advisor can rename it): a name the notes give on a line of
 * its own ('Household: Okafor family'), else the first phrase about the client, skipping
 * identifiers, dates and what kind of notes these are ('Client ID: 100482', 'Intake 3/2026');
 * at most 60 characters.
 */
export function deriveProjectName(notes: string): string {
  const lines = notes
    .split(/\r?\n/)
    .slice(0, LINES_READ)
    .map((line) => oneLine(line.replace(/^[#>*\-\s]+/, '')));
  const named = lines
    .map((line) => NAMING_LINE.exec(line)?.[1]?.trim())
    .find((name) => name !== undefined && !isMetadata(name) && !/\d/.test(name));
  const phrase =
    named ??
    lines
      .flatMap((line) => phrases(line.replace(LEADING_LABEL, '')))
      .map((part) =>
        part
          .replace(LEADING_LABEL, '')
          .replace(/[.;:,]+$/, '')
          .trim(),
      )
      .find((part) => /[\p{L}\p{N}]/u.test(part) && !isMetadata(part)) ??
    '';
  const name = truncateAtWord(named ?? coupleNamed(phrase) ?? phrase, NAME_MAX);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Client analysis';
}

/** A one-line summary: the notes on one line, shortened, plus the number of documents. */
export function deriveProjectDescription(notes: string, documentCount: number): string {
  const summary = truncateAtWord(oneLine(notes), DESCRIPTION_MAX);
  if (documentCount === 0) return summary;
  return `${summary} (${documentCount} document${documentCount === 1 ? '' : 's'})`;
}
