import { eq } from 'drizzle-orm';
import { checkLimits, DocumentInputError, DocumentLimitError } from '../../documents';
import { createAnalysisBodySchema, DOCUMENT_LIMITS, type Attachment } from '@strata/contracts';
import { withUserScope, type Orm } from '../../db/client';
import { projects } from '../../db/schema';
import type { ApiErrorBody } from '@strata/contracts';
import { TooManyPendingAnalysesError, type AnalysisJobs } from '../../jobs/analysis-jobs';
import type { AnalysisProgressEvent } from '../../jobs/analysis-progress';
import { toIssues } from '../../http/validate';
import type { ProjectRow } from '../projects/projects.service';

export type SubmitResult =
  | { ok: true; projectId: string }
  | { ok: false; status: 400 | 413 | 429; error: ApiErrorBody['error'] };

function attachmentsOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as { attachments?: unknown }).attachments
    : undefined;
}

/**
 * Validates the body (strict: unknown keys are refused), checks the document limits, and only
 * then creates the pending project and its job.
 */
export async function submitAnalysis(
  jobs: AnalysisJobs,
  userId: string,
  body: unknown,
): Promise<SubmitResult> {
  try {
    // The file count is a document limit (413), though the schema would also refuse it (400).
    // Only the count: the items are not validated yet (an item may be anything at all).
    const attachments = attachmentsOf(body);
    if (Array.isArray(attachments) && attachments.length > DOCUMENT_LIMITS.maxFiles)
      checkLimits(attachments as Attachment[]);
    const parsed = createAnalysisBodySchema.safeParse(body);
    if (!parsed.success) {
      return {
        ok: false,
        status: 400,
        error: {
          code: 'invalid_request',
          message: 'Invalid analysis request',
          issues: toIssues(parsed.error),
        },
      };
    }
    checkLimits(parsed.data.attachments);
    return { ok: true, projectId: await jobs.submit(userId, parsed.data) };
  } catch (error) {
    if (error instanceof DocumentLimitError)
      return { ok: false, status: 413, error: { code: error.code, message: error.message } };
    if (error instanceof DocumentInputError)
      return { ok: false, status: 400, error: { code: error.code, message: error.message } };
    if (error instanceof TooManyPendingAnalysesError) {
      return {
        ok: false,
        status: 429,
        error: { code: 'too_many_analyses', message: error.message },
      };
    }
    throw error;
  }
}

async function readProject(
  orm: Orm,
  userId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  const [row] = await withUserScope(orm, userId, (tx) =>
    tx.select().from(projects).where(eq(projects.id, projectId)),
  );
  return row;
}

/**
 * Resolves with the project once it is no longer pending. Progress in this process arrives
 * through `onProgress`; the row is also polled, so a job run by another instance still ends
 * the wait.
 */
export function waitForFinish(
  jobs: AnalysisJobs,
  orm: Orm,
  userId: string,
  projectId: string,
  options: {
    onProgress?: (event: AnalysisProgressEvent) => void;
    signal?: AbortSignal;
    pollMs?: number;
  } = {},
): Promise<ProjectRow | undefined> {
  return new Promise((resolve, reject) => {
    let checking = false;
    let settled = false;
    const finish = (row: ProjectRow | undefined) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      unsubscribe();
      options.signal?.removeEventListener('abort', onAbort);
      resolve(row);
    };
    const check = async () => {
      if (checking || settled) return;
      checking = true;
      try {
        const row = await readProject(orm, userId, projectId);
        if (!row || row.status !== 'pending') finish(row);
      } catch (error) {
        settled = true;
        clearInterval(timer);
        unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        checking = false;
      }
    };
    const onAbort = () => finish(undefined);
    const unsubscribe = jobs.progress.watch(
      projectId,
      (event) => options.onProgress?.(event),
      () => void check(),
    );
    const timer = setInterval(() => void check(), options.pollMs ?? 1_000);
    options.signal?.addEventListener('abort', onAbort);
    void check();
  });
}
