import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';

/** The signed-in user as guards put it on the context (approval and role read per request). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  isApproved: boolean;
  isAdmin: boolean;
}

/**
 * Hono typing for every router: `c.var.db` (the open database), `c.var.logger` (request logger),
 * `c.var.user` (set by requireSession).
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    env: Env;
    db: Database;
    auth: Auth;
    logger: Logger;
    user: SessionUser;
  };
}
