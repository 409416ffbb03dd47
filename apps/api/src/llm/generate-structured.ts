import {
  generateText,
  NoObjectGeneratedError,
  Output,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import type { z } from 'zod';
import { callWithRetry } from './call-with-retry';
import type { LlmConfig } from './provider';

export interface StructuredResult<T> {
  /** The parsed, schema-valid output; undefined when even the repair attempt failed. */
  value: T | undefined;
  /** The model's last raw text (what the project keeps as raw_llm_response). */
  rawText: string;
  repaired: boolean;
}

export interface StructuredRequest<S extends z.ZodType> {
  system: string;
  prompt: string;
  schema: S;
  schemaName: string;
}

type Attempt<T> =
  { ok: true; value: T; text: string } | { ok: false; text: string; problem: string };

async function attempt<S extends z.ZodType>(
  model: LanguageModel,
  config: LlmConfig,
  request: StructuredRequest<S>,
  messages: ModelMessage[],
): Promise<Attempt<z.infer<S>>> {
  try {
    const result = await callWithRetry(
      (abortSignal) =>
        generateText({
          model,
          system: request.system,
          messages,
          output: Output.object({ schema: request.schema, name: request.schemaName }),
          maxRetries: 0,
          abortSignal,
        }),
      config.retry,
      config.timeoutMs,
    );
    return { ok: true, value: result.output as z.infer<S>, text: result.text };
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : error.message;
    return { ok: false, text: error.text ?? '', problem: cause.slice(0, 2_000) };
  }
}

/**
 * Asks for output matching `schema`; when the answer does not parse or validate, asks once
 * more with the problem spelled out. Transport failures (after retries) are thrown.
 */
export async function generateStructured<S extends z.ZodType>(
  model: LanguageModel,
  config: LlmConfig,
  request: StructuredRequest<S>,
): Promise<StructuredResult<z.infer<S>>> {
  const question: ModelMessage = { role: 'user', content: request.prompt };
  const first = await attempt(model, config, request, [question]);
  if (first.ok) return { value: first.value, rawText: first.text, repaired: false };
  const repair = await attempt(model, config, request, [
    question,
    { role: 'assistant', content: first.text },
    {
      role: 'user',
      content:
        `That answer is not valid ${request.schemaName} JSON: ${first.problem}\n` +
        'Reply again with only the corrected JSON object, following the schema exactly.',
    },
  ]);
  if (repair.ok) return { value: repair.value, rawText: repair.text, repaired: true };
  return { value: undefined, rawText: repair.text || first.text, repaired: true };
}
