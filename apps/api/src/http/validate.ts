import type { ZodType } from 'zod';
import type { ApiErrorBody } from '@strata/contracts';

/** zod issues in the API's error shape (`issues: [{ path, message }]`). */
export function toIssues(error: {
  issues: { path: PropertyKey[]; message: string }[];
}): NonNullable<ApiErrorBody['error']['issues']> {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses `value` with `schema`; `{ ok: false, issues }` instead of throwing. */
export function parseWith<T>(schema: ZodType<T>, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? ({ ok: true, data: result.data } as const)
    : ({ ok: false, issues: toIssues(result.error) } as const);
}
