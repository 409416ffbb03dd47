import type * as contracts from '@strata/contracts';
import type { ApiErrorBody } from '@strata/contracts';

type ApiIssue = NonNullable<ApiErrorBody['error']['issues']>[number];

/** A non-OK answer of the API, carrying its `{ error: { code, message, issues? } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** Anything with zod's `parse`: the contracts' schemas, or a `lazySchema` of one. */
export interface ResponseSchema<T> {
  parse(data: unknown): T | Promise<T>;
}

/**
 * A contracts schema loaded when the first answer is parsed, not with the page: zod is about
 * 29 KB gzip, too much for the sign-in page's first load (bench/web).
 */
export function lazySchema<T>(
  pick: (loaded: typeof contracts) => { parse(data: unknown): T },
): ResponseSchema<T> {
  return { parse: async (data) => pick(await import('@strata/contracts')).parse(data) };
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function request(
  path: string,
  { method = 'GET', body, signal }: ApiRequest,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(
      0,
      'network_error',
      'The server could not be reached. Check your connection and try again.',
    );
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { apiErrorBodySchema } = await import('@strata/contracts');
  const parsed = apiErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues } = parsed.data.error;
    return new ApiError(response.status, code, message, issues);
  }
  return new ApiError(
    response.status,
    'http_error',
    `Request failed with status ${response.status}`,
  );
}

/** Calls the API and validates the answer with a contracts schema; non-OK answers throw ApiError. */
export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  init: ApiRequest = {},
): Promise<T> {
  const response = await request(path, init);
  const data: unknown = await response.json();
  try {
    return await schema.parse(data);
  } catch {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${path}`);
  }
}

/** Calls the API for its effect only (approve, revoke...); non-OK answers throw ApiError. */
export async function apiSend(path: string, init: ApiRequest): Promise<void> {
  await request(path, init);
}

/** A human message for any thrown value, with a fallback for the unexpected. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
