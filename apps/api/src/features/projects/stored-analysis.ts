import { analysisSchema, type AnalysisContent } from '@strata/contracts';

/**
 * A stored analysis as the API sends it: text as it is, a structured analysis that matches
 * today's contract as it is, and one saved under an earlier version of the contract (a field
 * added since) as the JSON text SPEC's rule reads as a structured analysis, so the page shows
 * it as one that no longer matches, with its raw JSON, instead of the request failing. Nothing
 * stored is changed or dropped.
 */
export function analysisOnTheWire(stored: unknown): AnalysisContent | null {
  if (stored === null || stored === undefined) return null;
  if (typeof stored === 'string') return stored;
  const parsed = analysisSchema.safeParse(stored);
  return parsed.success ? parsed.data : JSON.stringify({ analysis: stored });
}
