/**
 * Every tax figure carries where it was seen and how well it is verified
 * (status tags of shared/reference/tax-2026.md). CONFLICT and NOT VERIFIED figures are
 * always flagged `assumption: true` with a note, so nothing unverified is a silent constant.
 */
export type SourceStatus = 'V-P' | 'V-2' | 'V-1' | 'CONFLICT' | 'NOT VERIFIED';

export interface Sourced<T> {
  value: T;
  status: SourceStatus;
  /** URL (or URLs, separated by ' ; ') where the figure was seen. */
  source: string;
  assumption?: true;
  note?: string;
}

/** A figure seen in the sources named. */
export function sourced<T>(
  value: T,
  status: 'V-P' | 'V-2' | 'V-1',
  source: string,
  note?: string,
): Sourced<T> {
  return note === undefined ? { value, status, source } : { value, status, source, note };
}

/** A figure the engine assumes: unverified, conflicting, derived or taken from general knowledge. */
export function assumed<T>(
  value: T,
  status: SourceStatus,
  source: string,
  note: string,
): Sourced<T> {
  return { value, status, source, assumption: true, note };
}
