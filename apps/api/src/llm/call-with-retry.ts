import { APICallError } from 'ai';
import type { RetryPolicy } from './provider';

/** The model could not be reached or kept failing; the message says why, for the project's `error`. */
export class LlmUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmUnavailableError';
  }
}

/** How a transport failure reads, and whether to try again; undefined for anything else. */
function describeFailure(error: unknown): { retryable: boolean; reason: string } | undefined {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) return { retryable: true, reason: 'rate limited (HTTP 429)' };
    if (status !== undefined && status >= 500)
      return { retryable: true, reason: `server error (HTTP ${status})` };
    if (status !== undefined)
      return { retryable: false, reason: `request refused (HTTP ${status}): ${error.message}` };
    return { retryable: error.isRetryable, reason: `connection failed: ${error.message}` };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { retryable: true, reason: 'timed out' };
  }
  return undefined;
}

/** Exponential backoff with full jitter: a random delay up to base * 2^attempt, capped. */
function backoffDelay(policy: RetryPolicy, attempt: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/**
 * Runs `call` with a fresh timeout signal per attempt; retries rate limits, server errors,
 * timeouts and dropped connections, then throws LlmUnavailableError. Other errors pass through.
 */
export async function callWithRetry<T>(
  call: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  timeoutMs: number,
): Promise<T> {
  let lastReason = 'no attempt made';
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    if (attempt > 0)
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(policy, attempt - 1)));
    try {
      return await call(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      const failure = describeFailure(error);
      // Not a transport problem (e.g. output that does not parse): the caller handles it.
      if (!failure) throw error;
      const { retryable, reason } = failure;
      lastReason = reason;
      if (!retryable)
        throw new LlmUnavailableError(`The language model failed: ${reason}`, { cause: error });
    }
  }
  throw new LlmUnavailableError(
    `The language model did not answer after ${policy.attempts} attempts: ${lastReason}`,
  );
}
