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
  if (db.kind === 'postgres') {
    // An idle connection the server drops (restart, failover, pg_terminate_backend) is reported
    // on the pool; without a listener that would crash the process. The pool reconnects on the
    // next query. (Belongs beside the pool in db/client.ts; here to stay out of that folder.)
    db.pool.on('error', (error) =>
      logger.warn({ err: error }, 'a database connection was lost; reconnecting on demand'),
    );
  }
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
