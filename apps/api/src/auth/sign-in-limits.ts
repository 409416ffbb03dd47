import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Orm } from '../db/client';
import { rateLimit } from '../db/schema';
import { apiError } from '../http/api-error';

/** Failed password sign-ins counted per window (successful ones are never counted). */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** One account from one address: a person mistyping, or someone guessing that account. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Any accounts from one address: guessing across many accounts (a whole office shares it). */
export const MAX_FAILURES_PER_ADDRESS = 30;

const windowMs = SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;

interface Bucket {
  key: string;
  max: number;
}

function buckets(email: string, address: string): Bucket[] {
  return [
    {
      key: `strata-sign-in-failures:account:${email}|${address}`,
      max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    },
    { key: `strata-sign-in-failures:address:${address}`, max: MAX_FAILURES_PER_ADDRESS },
  ];
}

/**
 * Seconds until the fullest bucket's window ends, or 0 when every bucket has room. The counts
 * live in the database (better-auth's rate_limit table) so every instance shares them.
 */
async function secondsBlocked(orm: Orm, keys: Bucket[], now: number): Promise<number> {
  let wait = 0;
  for (const { key, max } of keys) {
    const [row] = await orm
      .select({ count: rateLimit.count, start: rateLimit.lastRequest })
      .from(rateLimit)
      .where(sql`${rateLimit.key} = ${key}`);
    if (row && row.count >= max && now - row.start < windowMs)
      wait = Math.max(wait, Math.ceil((row.start + windowMs - now) / 1000));
  }
  return wait;
}

/** Adds one failure to each bucket (a fixed window that restarts once it has passed). */
async function countFailure(orm: Orm, keys: Bucket[], now: number): Promise<void> {
  for (const { key } of keys) {
    await orm
      .insert(rateLimit)
      .values({ id: key, key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${now} - ${rateLimit.lastRequest} >= ${windowMs} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${now} - ${rateLimit.lastRequest} >= ${windowMs} then ${now} else ${rateLimit.lastRequest} end`,
        },
      });
  }
}

async function readEmail(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Limits password sign-in by failures, keyed on the account and the client's address: five
 * wrong passwords for one account from one address, or thirty for any accounts from one
 * address, block further tries there for the rest of the window (429 with Retry-After).
 * Successful sign-ins cost nothing, so colleagues behind one office address all get in.
 */
export const signInLimits = (address: (c: Context<AppEnv>) => string | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const email = await readEmail(c);
    if (email === null) return next();
    const orm = c.var.db.orm;
    const keys = buckets(email, address(c) ?? 'unknown');
    const wait = await secondsBlocked(orm, keys, Date.now());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return apiError(
        c,
        429,
        'too_many_attempts',
        `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`,
      );
    }
    await next();
    if (c.res.status === 401) await countFailure(orm, keys, Date.now());
  });
