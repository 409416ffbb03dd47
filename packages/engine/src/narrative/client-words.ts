/**
 * Words a client may read carry no internal provenance: no source addresses, no verification
 * status tags of the tax table (V-P, V-1, V-2, NOT VERIFIED, CONFLICT) and no engine jargon.
 * The catalogue and the tax table keep that provenance (the advisor must see it); this module
 * separates the two readings of one text.
 */

const URL = /\b(?:https?:\/\/|www\.)\S+/i;
const STATUS = /\b(?:V-P|V-1|V-2|NOT VERIFIED|CONFLICT)\b/;
/** 'nY', 'cO': an abbreviation whose first letter was lowercased to start a clause. */
const BROKEN_ABBREVIATION = /\b[a-z][A-Z]{1,3}\b/;
const JARGON = /\bcalc's\b|\bthe calc\b/i;

/** The internal markers a client must never read, each with the reason it is internal. */
export const INTERNAL_MARKERS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: URL, what: 'a source address' },
  { pattern: STATUS, what: 'a verification status' },
  { pattern: BROKEN_ABBREVIATION, what: 'a broken abbreviation' },
  { pattern: JARGON, what: 'engine jargon' },
];

/** The first internal marker in a text, or undefined when it is client-ready. */
export function internalMarkerIn(text: string): string | undefined {
  return INTERNAL_MARKERS.find((m) => m.pattern.test(text))?.what;
}

/** Every string inside a value that carries an internal marker, with its path. */
export function findInternalMarkers(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string')
    return internalMarkerIn(value) === undefined ? [] : [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => findInternalMarkers(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => findInternalMarkers(v, `${path}.${k}`));
  return [];
}

/**
 * Ordinary one-word asides; any other bare lowercase word in parentheses names a source
 * ('pgcalc'). A single letter is a subsection of a cited law ('IRC 1(h)(4)', '57(a)(7)').
 */
const PLAIN_ASIDES = new Set(['assumption', 'assumed', 'estimate', 'estimated', 'default']);
const isSourceName = (part: string) => /^[a-z]{2,}$/.test(part) && !PLAIN_ASIDES.has(part);
const isInternal = (part: string) => URL.test(part) || STATUS.test(part) || isSourceName(part);

/** '(2026, V-2, assumption)' -> '(2026, assumption)'; '(https://...)' -> ''. */
function withoutInternalAsides(text: string): string {
  return text.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
    const kept = inner.split(/\s*[,;]\s*/).filter((part) => part && !isInternal(part));
    if (kept.length === inner.split(/\s*[,;]\s*/).filter(Boolean).length) return whole;
    return kept.length ? ` (${kept.join(', ')})` : '';
  });
}

/** 'CONFLICT on legal fees: $5,000 vs $15,000; $15,000 used' -> 'Legal fees: $15,000 used'. */
function conflictAsChoice(text: string): string {
  return text.replace(
    /CONFLICT on ([^:]+):[^;.]*;\s*([^.;]+?\bused)/g,
    (_, what: string, used: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${used}`,
  );
}

/**
 * The client's reading of a text: asides that only cite a source or a status are removed, a
 * conflict becomes the value used, and a clause still carrying a marker is left out. Empty
 * when nothing client-ready remains.
 */
export function clientWording(text: string): string {
  const cleaned = withoutInternalAsides(conflictAsChoice(text));
  const sentences = cleaned.split(/(?<=\.)\s+/).flatMap((sentence) => {
    const clauses = sentence
      .replace(/\.$/, '')
      .split(/;\s+/)
      .filter((clause) => clause.trim() && internalMarkerIn(clause) === undefined);
    if (!clauses.length) return [];
    const joined = clauses.join('; ');
    return [`${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`];
  });
  return sentences.join(' ').replace(/\(catalogue assumption\)/g, '(planning estimate)');
}

/**
 * Splits assumptions into what a client may read and the advisor's 'Sources and assumptions':
 * a text changed for the client keeps its original wording for the advisor.
 */
export function splitForClient(texts: readonly string[]): { client: string[]; advisor: string[] } {
  const client: string[] = [];
  const advisor: string[] = [];
  for (const text of texts) {
    const words = clientWording(text);
    if (words) client.push(words);
    if (words !== text && (URL.test(text) || STATUS.test(text))) advisor.push(text);
  }
  return { client, advisor };
}

/** Lowercases a clause's first letter for use mid-sentence, leaving abbreviations ('NY') alone. */
export function lowerFirst(text: string): string {
  return /^(?:[A-Z][a-z]|A\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
