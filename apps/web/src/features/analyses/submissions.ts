import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';

/**
 * Analyses being submitted, before the server has named their project. The intake moves to
 * /results about 200 ms after 'Analyze Client' (SPEC 4), without waiting for the upload and
 * the POST; /results shows the loading panel and takes the project's id from here once the
 * server answers (or the failure, if it does not). Each submission is an entry of the query
 * cache, kept for the session and never fetched.
 */
export type Submission =
  | { status: 'sending' }
  | { status: 'created'; projectId: string; extractedDocumentText: string }
  | { status: 'failed'; error: string };

export const submissionKey = (id: string) => ['analysis-submission', id] as const;
const SUBMISSION_CACHE = { gcTime: Infinity, staleTime: Infinity } as const;

export function setSubmission(queryClient: QueryClient, id: string, submission: Submission): void {
  queryClient.setQueryDefaults(['analysis-submission'], SUBMISSION_CACHE);
  queryClient.setQueryData<Submission>(submissionKey(id), submission);
}

export function getSubmission(queryClient: QueryClient, id: string): Submission | undefined {
  return queryClient.getQueryData<Submission>(submissionKey(id));
}

/** One submission's state, re-rendering as it changes. */
export function useSubmission(id: string | undefined): Submission | undefined {
  const { data } = useQuery<Submission>({
    queryKey: submissionKey(id ?? ''),
    queryFn: skipToken,
    ...SUBMISSION_CACHE,
  });
  return id === undefined ? undefined : data;
}
