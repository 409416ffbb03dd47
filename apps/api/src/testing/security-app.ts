import { createApp } from '../app';
import type { Database, Orm } from '../db/client';
import { extractDocuments } from '../documents';
import { AnalysisJobs } from '../jobs/analysis-jobs';
import { builtinEngine } from '../jobs/builtin-engine';
import {
  approve,
  createTestContext,
  signUp,
  type SignedIn,
  type TestApp,
  type TestContext,
} from './test-app';

/** Who calls: the five callers of the access matrix (null = signed out). */
export interface Personas {
  signedOut: null;
  unapproved: SignedIn;
  /** Approved; owns the fixtures' project. */
  owner: SignedIn;
  /** Approved; owns nothing the fixtures name. */
  other: SignedIn;
  admin: SignedIn;
}

export interface SecurityContext {
  ctx: TestContext;
  db: Database;
  /** See TestDatabase.fixtures. */
  fixtures: Orm;
  jobs: AnalysisJobs;
  /** The full app: analysis jobs on (the builtin engine), rate limiting off. */
  app: TestApp;
  personas: Personas;
  dispose(): Promise<void>;
}

/** A fresh database, the app with every route mounted, and the matrix's callers. */
export async function createSecurityContext(
  options: { maxPendingPerUser?: number } = {},
): Promise<SecurityContext> {
  const ctx = await createTestContext();
  const jobs = new AnalysisJobs(
    ctx.db,
    { extractDocuments, engine: builtinEngine },
    { logger: ctx.logger, pollingIntervalSeconds: 0.5, ...options },
  );
  await jobs.start();
  const app = createApp({
    env: ctx.env,
    db: ctx.db,
    logger: ctx.logger,
    jobs,
    options: { disableRateLimit: true },
  });
  if (!ctx.admin) throw new Error('the test context seeds an admin');
  const [unapproved, owner, other] = [await signUp(app), await signUp(app), await signUp(app)];
  await approve(ctx.db, owner.id);
  await approve(ctx.db, other.id);
  return {
    ctx,
    db: ctx.db,
    fixtures: ctx.fixtures,
    jobs,
    app,
    personas: { signedOut: null, unapproved, owner, other, admin: ctx.admin },
    async dispose() {
      await jobs.stop();
      await ctx.dispose();
    },
  };
}

/** A valid analysis body (notes the builtin engine analyses in milliseconds). */
export const ANALYSIS_BODY = {
  notes: 'Married couple, 62 and 60, California. Net worth $18 million. Goal: minimise estate tax.',
  attachments: [],
};

/** A valid explanation body for a catalogue strategy. */
export const EXPLANATION_BODY = {
  strategy: { strategy: 'Dynasty Trust' },
  clientProfile: {},
  clientNotes: ANALYSIS_BODY.notes,
};
