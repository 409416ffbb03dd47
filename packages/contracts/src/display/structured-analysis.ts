export type StructuredAnalysis = Record<string, unknown>;

function isPlainObject(value: unknown): value is StructuredAnalysis {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC /results: an analysis is structured when it is an object, or a JSON string that parses
 * to an object with an `analysis` key (then that key's value is the analysis). Returns null
 * for anything else, which the page renders as markdown text.
 */
export function toStructuredAnalysis(value: unknown): StructuredAnalysis | null {
  if (isPlainObject(value)) return value;
  if (typeof value !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed) || !('analysis' in parsed)) return null;
  return isPlainObject(parsed.analysis) ? parsed.analysis : parsed;
}

export function isStructuredAnalysis(value: unknown): boolean {
  return toStructuredAnalysis(value) !== null;
}
