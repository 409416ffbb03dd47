import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasUnsafeText } from './request-input';

/** Keyset position in a list ordered newest first: the last item's time and id. */
export interface ListCursor {
  at: Date;
  id: string;
}

/** The opaque cursor a list answers as nextCursor. */
export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString('base64url');
}

/** null when the cursor was not made by encodeListCursor. */
export function decodeListCursor(cursor: string): ListCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'string')
      return null;
    // The id reaches a query: text PostgreSQL cannot hold would fail it (a 500, not a 400).
    if (hasUnsafeText(value[1])) return null;
    const at = new Date(value[0]);
    return Number.isNaN(at.getTime()) ? null : { at, id: value[1] };
  } catch {
    return null;
  }
}

/** The rows after `cursor` in ORDER BY time DESC, id DESC; undefined (no condition) without one. */
export function afterListCursor(
  time: PgColumn,
  id: PgColumn,
  cursor: ListCursor | null,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(time, cursor.at), and(eq(time, cursor.at), lt(id, cursor.id)));
}

/**
 * One page of a list fetched with one row more than `limit`: the page, and the cursor after its
 * last row when that extra row shows there is more.
 */
export function pageWithCursor<T extends { id: string }>(
  rows: T[],
  limit: number,
  timeOf: (row: T) => Date,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? encodeListCursor({ at: timeOf(last), id: last.id }) : null,
  };
}
