import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@strata/contracts';

/** Answers the API's one error shape: `{ error: { code, message, issues? } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  issues?: ApiErrorBody['error']['issues'],
) {
  const body: ApiErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } };
  return c.json(body, status);
}
