import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../env';

export type LlmProviderName = 'openai' | 'anthropic' | 'openai-compatible';

/** What the LLM engine needs to reach a model, plus the knobs tests turn down. */
export interface LlmConfig {
  provider: LlmProviderName;
  model: string;
  apiKey?: string;
  baseUrl?: string;
  /** Per-call limit before the call counts as timed out. */
  timeoutMs: number;
  retry: RetryPolicy;
}

export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };
export const DEFAULT_TIMEOUT_MS = 120_000;

/** The LLM configuration when ANALYSIS_ENGINE=llm, else undefined (the builtin engine). */
export function llmConfigFromEnv(
  env: Pick<Env, 'ANALYSIS_ENGINE' | 'LLM_PROVIDER' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_BASE_URL'>,
): LlmConfig | undefined {
  if (env.ANALYSIS_ENGINE !== 'llm' || !env.LLM_PROVIDER || !env.LLM_MODEL) return undefined;
  return {
    provider: env.LLM_PROVIDER,
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY,
    baseUrl: env.LLM_BASE_URL,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    retry: DEFAULT_RETRY,
  };
}

/** The engine label shown by /api/health and stored in analysis.meta.engine. */
export function engineLabel(config: LlmConfig | undefined): string {
  return config ? `${config.provider}:${config.model}` : 'builtin';
}

/** Builds the AI SDK model for the configured provider. */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      // Chat Completions rather than the Responses API: the same wire format as every
      // OpenAI-compatible server, so one stand-in tests both.
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey: config.apiKey,
        baseURL: config.baseUrl ?? 'http://127.0.0.1:11434/v1',
        // Without this the schema is dropped and only json_object is requested.
        supportsStructuredOutputs: true,
      })(config.model);
  }
}
