import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { healthSchema, type Health } from '@strata/contracts';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';

/** 'builtin', or '<provider>:<model>' for the LLM engine (shown in the footer). */
export function engineLabel(
  env: Pick<Env, 'ANALYSIS_ENGINE' | 'LLM_PROVIDER' | 'LLM_MODEL'>,
): string {
  return env.ANALYSIS_ENGINE === 'llm' ? `${env.LLM_PROVIDER}:${env.LLM_MODEL}` : 'builtin';
}

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, env } = c.var;
  const ok = await db.orm.execute(sql`select 1`).then(
    () => true,
    (error: unknown) => {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      return false;
    },
  );
  const body: Health = healthSchema.parse({ ok, db: db.kind, engine: engineLabel(env) });
  return c.json(body, ok ? 200 : 503);
});
