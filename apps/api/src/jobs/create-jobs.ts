import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { extractDocuments } from '../documents';
import type { Env } from '../env';
import { createLanguageModel, llmConfigFromEnv } from '../llm/provider';
import { AnalysisJobs } from './analysis-jobs';
import { builtinEngine } from './builtin-engine';

/** The analysis jobs of a running server: the builtin engine, plus the LLM when configured. */
export function createAnalysisJobs(env: Env, db: Database, logger: Logger): AnalysisJobs {
  const llmConfig = llmConfigFromEnv(env);
  return new AnalysisJobs(
    db,
    {
      extractDocuments,
      engine: builtinEngine,
      llm: llmConfig && { model: createLanguageModel(llmConfig), config: llmConfig },
    },
    { logger },
  );
}
