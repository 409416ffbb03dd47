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
