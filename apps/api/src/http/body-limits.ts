import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';

const MB = 1024 * 1024;
/** Analysis bodies carry up to 50 MB of documents as data URLs (base64 adds a third; the extractor enforces 50 MB itself). */
export const ANALYSIS_BODY_LIMIT = 55 * MB;
export const DEFAULT_BODY_LIMIT = 1 * MB;

const ANALYSIS_PATHS = ['/api/analyses', '/api/functions/analyze-client'];

const limited = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      apiError(
        c,
        413,
        'payload_too_large',
        `Request body exceeds the limit of ${Math.round(maxSize / MB)} MB`,
      ),
  });

const analysisLimit = limited(ANALYSIS_BODY_LIMIT);
const defaultLimit = limited(DEFAULT_BODY_LIMIT);

export const bodyLimits = createMiddleware<AppEnv>(async (c, next) => {
  const isAnalysis = ANALYSIS_PATHS.some(
    (path) => c.req.path === path || c.req.path.startsWith(`${path}/`),
  );
  return (isAnalysis ? analysisLimit : defaultLimit)(c, next);
});

/**
 * Answers 400 for a JSON body that does not parse (before any router sees it). Hono caches the
 * parsed body, so handlers' `c.req.json()` does not parse twice.
 */
export const rejectMalformedJson = createMiddleware<AppEnv>(async (c, next) => {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method);
  if (hasBody && (c.req.header('content-type') ?? '').includes('application/json')) {
    try {
      const text = await c.req.text();
      if (text.trim() !== '') JSON.parse(text);
    } catch {
      return apiError(c, 400, 'malformed_json', 'The request body is not valid JSON');
    }
  }
  await next();
});
