import { apiFetch } from '@/lib/api-client';

/** A saved explanation as the project carries it (contracts' savedExplanationSchema). */
export interface SavedExplanation {
  explanation: unknown;
  rawResponse: string;
  generatedAt: string;
}

/**
 * The answer read leniently: a model's explanation may be partial, and the dialog renders
 * whatever parts arrived rather than refusing the whole answer.
 */
export interface ExplanationAnswer {
  explanation?: unknown;
  rawResponse?: string;
  error?: string;
}

const explanationAnswerSchema = {
  parse(data: unknown): ExplanationAnswer {
    if (typeof data !== 'object' || data === null) throw new TypeError('not an object');
    const { explanation, rawResponse, error } = data as Record<string, unknown>;
    return {
      explanation,
      rawResponse: typeof rawResponse === 'string' ? rawResponse : undefined,
      error: typeof error === 'string' ? error : undefined,
    };
  },
};

/** How much the explanation says (contracts' explanationDetailSchema). */
export type ExplanationDetail = 'brief' | 'standard' | 'detailed';

export interface ExplanationRequest {
  strategy: Record<string, unknown>;
  clientProfile: Record<string, unknown>;
  clientNotes: string;
  projectId?: string;
  detail?: ExplanationDetail;
}

/** POST /api/functions/detailed-strategy-explanation */
export function requestExplanation(
  body: ExplanationRequest,
  signal?: AbortSignal,
): Promise<ExplanationAnswer> {
  return apiFetch('/api/functions/detailed-strategy-explanation', explanationAnswerSchema, {
    method: 'POST',
    body,
    signal,
  });
}
