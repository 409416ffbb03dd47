import { createAnalysisResponseSchema, type Attachment } from '@strata/contracts';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { readAsDataUrl, readDocumentsAsText } from './read-documents';

/** SPEC 9: the pause before moving to /results, so the toasts are seen. */
export const NAVIGATION_DELAY_MS = 200;

export const ANALYSIS_FAILED = 'Failed to analyze client data. Please try again.';

/** SPEC 8: the failure message, or SPEC's fallback when there is none. */
export function analysisFailureMessage(error: unknown): string {
  return errorMessage(error, ANALYSIS_FAILED) || ANALYSIS_FAILED;
}

export interface PreparedSubmission {
  /** The browser's interim extracted text (SPEC 4 step 1), shown until the server's arrives. */
  extractedDocumentText: string;
  attachments: Attachment[];
}

/** Reads the files for submission: the interim text and the data URLs sent as attachments. */
export async function prepareSubmission(files: readonly File[]): Promise<PreparedSubmission> {
  const [extractedDocumentText, attachments] = await Promise.all([
    readDocumentsAsText(files),
    Promise.all(
      files.map(async (file) => ({
        name: file.name,
        size: file.size,
        type: file.type,
        data: await readAsDataUrl(file),
      })),
    ),
  ]);
  return { extractedDocumentText, attachments };
}

/** POST /api/analyses: the project is created pending and its id returned at once. */
export async function startAnalysis(notes: string, attachments: Attachment[]): Promise<string> {
  const created = await apiFetch('/api/analyses', createAnalysisResponseSchema, {
    method: 'POST',
    body: { notes, attachments },
  });
  return created.projectId;
}
