import { useSyncExternalStore } from 'react';

/**
 * Analyses being submitted, before the server has named their project. The intake moves to
 * /results about 200 ms after 'Analyze Client' (SPEC 4), without waiting for the upload and
 * the POST; /results shows the loading panel and takes the project's id from here once the
 * server answers (or the failure, if it does not).
 */
export type Submission =
  | { status: 'sending' }
  | { status: 'created'; projectId: string; extractedDocumentText: string }
  | { status: 'failed'; error: string };

const submissions = new Map<string, Submission>();
const listeners = new Set<() => void>();

export function setSubmission(id: string, submission: Submission): void {
  submissions.set(id, submission);
  for (const listener of listeners) listener();
}

export function getSubmission(id: string | undefined): Submission | undefined {
  return id === undefined ? undefined : submissions.get(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One submission's state, re-rendering as it changes. */
export function useSubmission(id: string | undefined): Submission | undefined {
  return useSyncExternalStore(subscribe, () => getSubmission(id));
}
