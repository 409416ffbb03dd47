import {
  explanationResponseSchema,
  type ExplanationRequest,
  type ExplanationResponse,
} from '@strata/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/functions/detailed-strategy-explanation, read through the contracts' schema. */
export function requestExplanation(
  body: ExplanationRequest,
  signal?: AbortSignal,
): Promise<ExplanationResponse> {
  return apiFetch('/api/functions/detailed-strategy-explanation', explanationResponseSchema, {
    method: 'POST',
    body,
    signal,
  });
}
