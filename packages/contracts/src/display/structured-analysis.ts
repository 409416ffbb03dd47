import { analysisSchema, type Analysis, type AnalysisContent } from '../analyses';

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

/**
 * What /results shows for an analysis: the structured analysis, validated by the contracts;
 * the model's unstructured text (rendered as markdown); or a structured analysis that does not
 * match `analysisSchema`, with the first problem found.
 */
export type AnalysisReading =
  | { kind: 'structured'; analysis: Analysis }
  | { kind: 'text'; text: string }
  | { kind: 'invalid'; problem: string };

function validated(structured: unknown): AnalysisReading {
  const parsed = analysisSchema.safeParse(structured);
  if (parsed.success) return { kind: 'structured', analysis: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return { kind: 'invalid', problem: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}` };
}

/**
 * An analysis received from the API (already validated on the wire): a structured one as it
 * is; text by SPEC's rule, so a JSON string with an `analysis` key is structured and validated.
 */
export function readAnalysisContent(content: AnalysisContent): AnalysisReading {
  if (typeof content !== 'string') return { kind: 'structured', analysis: content };
  const structured = toStructuredAnalysis(content);
  return structured ? validated(structured) : { kind: 'text', text: content };
}

/** An analysis from anywhere else (browser history state): validated whatever it is; null for none. */
export function readAnalysis(value: unknown): AnalysisReading | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return readAnalysisContent(value);
  const structured = toStructuredAnalysis(value);
  return structured ? validated(structured) : { kind: 'invalid', problem: 'not an object' };
}
