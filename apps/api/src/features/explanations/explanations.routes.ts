import { Hono } from 'hono';
import { explanationBodySchema, explanationResponseSchema } from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import { requireApproved, requireSession } from '../../auth/guards';
import type { Env } from '../../env';
import { EngineStoppedError } from '../../engine/engine-pool';
import { apiError } from '../../http/api-error';
import { parseWith } from '../../http/validate';
import type { LlmEngine } from '../../jobs/analysis-pipeline';
import { LlmUnavailableError } from '../../llm/call-with-retry';
import { createLanguageModel, llmConfigFromEnv } from '../../llm/provider';
import { findOwnProject } from '../projects/projects.service';
import { withStoredAnalysis } from './stored-analysis-input';
import { generateExplanation, readExplanationInput, saveExplanation } from './explanations.service';

export interface ExplanationDeps {
  /** Set when ANALYSIS_ENGINE=llm; else the builtin engine writes the explanation. */
  llm?: LlmEngine;
}

/** The explanation engine the configuration asks for. */
export function explanationDepsFromEnv(env: Env): ExplanationDeps {
  const config = llmConfigFromEnv(env);
  return config ? { llm: { model: createLanguageModel(config), config } } : {};
}

/** SPEC's wording of the explanation failure toast. */
const GENERATION_FAILED = 'Failed to generate detailed explanation. Please try again.';

async function readJson(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/**
 * POST /api/functions/detailed-strategy-explanation (mounted at that path): SPEC's call,
 * answering `{ explanation, rawResponse }` or `{ error }`; with `projectId` the explanation is
 * also saved on the caller's project.
 */
export function explanationsRoutes({ llm }: ExplanationDeps = {}) {
  return new Hono<AppEnv>().use('*', requireSession, requireApproved).post('/', async (c) => {
    const body = parseWith(explanationBodySchema, await readJson(c.req));
    if (!body.ok)
      return apiError(c, 400, 'invalid_request', 'Invalid explanation request', body.issues);
    const { projectId } = body.data;
    const { orm } = c.var.db;
    const project =
      projectId === undefined ? undefined : await findOwnProject(orm, c.var.user.id, projectId);
    if (project === null) return apiError(c, 404, 'not_found', 'Project not found');
    // The project's documents count as they did in its analysis (a K-1 can be where the business is).
    const read = readExplanationInput(body.data, project?.extractedDocumentText);
    // With a saved project, its stored analysis speaks, not what the browser sent.
    const input = read && project ? await withStoredAnalysis(orm, project, read) : read;
    if (!input) {
      return apiError(
        c,
        400,
        'unknown_strategy',
        `'${body.data.strategy.strategy}' is not a strategy in the catalogue`,
      );
    }

    let generated;
    try {
      generated = await generateExplanation(input, llm);
    } catch (error) {
      // Stopped by its time budget or memory limit: the reason, and the server stays up.
      if (error instanceof EngineStoppedError) {
        c.var.logger.warn(
          { strategy: input.strategy.id, reason: error.message },
          'explanation stopped',
        );
        return c.json(explanationResponseSchema.parse({ error: error.message }), 503);
      }
      if (!(error instanceof LlmUnavailableError)) throw error;
      c.var.logger.warn({ err: error, strategy: input.strategy.id }, 'explanation failed');
      return c.json(explanationResponseSchema.parse({ error: GENERATION_FAILED }), 502);
    }
    if (
      projectId !== undefined &&
      !(await saveExplanation(orm, c.var.user.id, projectId, input.strategy.name, generated))
    )
      return apiError(c, 404, 'not_found', 'Project not found');
    return c.json(explanationResponseSchema.parse(generated));
  });
}
