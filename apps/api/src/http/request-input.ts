import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/**
 * U+0000 (PostgreSQL text cannot hold it: the insert fails) and UTF-16 halves without their
 * pair (not encodable as UTF-8). Without the `u` flag the pattern sees code units.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this pattern looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/** Whether any string (key or value) anywhere in a parsed JSON value is unsafe; iterative, for deep nesting. */
export function jsonHasUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasUnsafeText(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasUnsafeText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Whether the request carries body bytes. The node adapter gives every DELETE or POST a body
 * stream, empty or not, so only reading (a clone; bodies are size-limited before this) tells.
 */
async function requestHasBody(c: Context<AppEnv>): Promise<boolean> {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.raw.body === null) return false;
  return (await c.req.raw.clone().arrayBuffer()).byteLength > 0;
}

const invalidText = (c: Context<AppEnv>) =>
  apiError(
    c,
    400,
    'invalid_text',
    'Text must not contain NUL characters (U+0000) or unpaired UTF-16 surrogates',
  );

/**
 * Every body sent to the API is JSON: a state-changing request with a body of any other type
 * (text/plain and form posts are what a cross-site form can send) answers 415.
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (WITH_BODY.has(c.req.method) && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    if (await requestHasBody(c))
      return apiError(
        c,
        415,
        'unsupported_media_type',
        'Send the request body as application/json',
      );
  }
  await next();
});

/**
 * Answers 400 before any query for a JSON body that does not parse, and for text the database
 * cannot store (NUL, lone surrogates) in the path, the query string (cursors too) or the body.
 * Hono caches the parsed body for handlers; better-auth reads the raw request itself, so its
 * body is read from a clone.
 */
export const rejectUnsafeInput = createMiddleware<AppEnv>(async (c, next) => {
  let path: string;
  try {
    path = decodeURIComponent(c.req.path);
  } catch {
    return apiError(c, 400, 'bad_request', 'The request path is not valid');
  }
  if (hasUnsafeText(path)) return invalidText(c);
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (hasUnsafeText(key) || hasUnsafeText(value)) return invalidText(c);
  }
  if (WITH_BODY.has(c.req.method) && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    const text = c.req.path.startsWith('/api/auth/')
      ? await c.req.raw.clone().text()
      : await c.req.text();
    if (text.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return apiError(c, 400, 'malformed_json', 'The request body is not valid JSON');
      }
      if (jsonHasUnsafeText(parsed)) return invalidText(c);
    }
  }
  await next();
});
