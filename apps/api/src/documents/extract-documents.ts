import type { Attachment } from '@strata/contracts';
import { describeMismatch, detectKind, KIND_LABELS, type DocumentKind } from './detect-kind';
import { decodeAttachments, type DecodedAttachment } from './document-limits';
import type { PooledKind } from './extract-in-worker';
import { extractSvgText } from './svg-text';
import { DOCUMENT_THREAD_HEAP_MB, POOL_CONCURRENCY, runInPool } from './worker-pool';

export interface ExtractDocumentsOptions {
  /** Time allowed for one file once its work has started; past it the file gets an error note. */
  timeoutMsPerFile?: number;
  /** Aborts the remaining work (e.g. the job was cancelled); aborted files get an error note. */
  signal?: AbortSignal;
}

export interface ExtractedFile {
  name: string;
  kind: DocumentKind;
  ok: boolean;
  /** Characters of text extracted from the file (0 when it failed). */
  chars: number;
  error?: string;
  /** Set when the name or declared type disagreed with the content. */
  note?: string;
}

export interface ExtractedDocuments {
  text: string;
  files: ExtractedFile[];
}

export const DEFAULT_TIMEOUT_MS_PER_FILE = 60_000;
const MAX_REASON_CHARS = 300;
const POOLED_KINDS = new Set<DocumentKind>(['pdf', 'docx', 'doc', 'image']);

interface FileOutcome {
  file: ExtractedFile;
  body: string;
}

/** Plain text for the markers: one newline style, no control characters, no forged markers. */
function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/^--- (Start|End) of document:/gm, ' --- $1 of document:')
      .trim()
  );
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = (message.split('\n')[0] ?? '').trim() || 'unknown error';
  return firstLine.length > MAX_REASON_CHARS
    ? `${firstLine.slice(0, MAX_REASON_CHARS)}...`
    : firstLine;
}

async function runWithTimeout(
  kind: PooledKind,
  bytes: Uint8Array,
  options: ExtractDocumentsOptions,
): Promise<string> {
  const timeoutMs = options.timeoutMsPerFile ?? DEFAULT_TIMEOUT_MS_PER_FILE;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    return await runInPool({ kind, bytes }, signal);
  } catch (error) {
    if (timeout.aborted)
      throw new Error(
        `timed out after ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`,
      );
    if (options.signal?.aborted) throw new Error('extraction was cancelled');
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new Error(
        `refused: reading it needs more than ${DOCUMENT_THREAD_HEAP_MB} MB of memory`,
      );
    throw error;
  }
}

async function extractOne(
  attachment: DecodedAttachment,
  options: ExtractDocumentsOptions,
): Promise<FileOutcome> {
  const { name, declaredType, bytes } = attachment;
  const detection = await detectKind(bytes);
  const claim = describeMismatch(name, declaredType, detection.kind);
  const file: ExtractedFile = { name, kind: detection.kind, ok: false, chars: 0 };
  const fail = (reason: string): FileOutcome => ({
    file: { ...file, error: reason },
    body: `[Error reading ${name}: ${reason}]`,
  });

  if (
    detection.kind === 'executable' ||
    detection.kind === 'archive' ||
    detection.kind === 'unsupported'
  ) {
    return fail(`refused: the content is ${detection.label}${claim ? ` (${claim})` : ''}`);
  }
  let text: string;
  try {
    if (POOLED_KINDS.has(detection.kind))
      text = await runWithTimeout(detection.kind as PooledKind, bytes, options);
    else if (detection.kind === 'svg') text = extractSvgText(detection.decoded?.text ?? '');
    else text = detection.decoded?.text ?? '';
  } catch (error) {
    return fail(reasonOf(error));
  }

  const cleaned = cleanText(text);
  const note = claim
    ? `${name} was ${claim} but its content is ${KIND_LABELS[detection.kind]}; read as such.`
    : undefined;
  const lines = [...(note ? [`[Note: ${note}]`] : []), cleaned || `[No text found in ${name}]`];
  return {
    file: { ...file, ok: true, chars: cleaned.length, ...(note ? { note } : {}) },
    body: lines.join('\n'),
  };
}

/** Runs `work` over `items` with at most `limit` in flight, keeping results in order. */
async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * The text of every attachment, each wrapped in start and end markers carrying its name and
 * joined by a blank line; a file that cannot be read gets an inline error note and the rest
 * go on. Throws DocumentLimitError (413) or DocumentInputError (400) before any work when the
 * attachments break a limit or are not data URLs.
 */
export async function extractDocuments(
  attachments: readonly Attachment[],
  options: ExtractDocumentsOptions = {},
): Promise<ExtractedDocuments> {
  const decoded = decodeAttachments(attachments);
  // Files are started no faster than the pool can take them, so a file's timeout measures its own work.
  const outcomes = await mapWithLimit(decoded, POOL_CONCURRENCY, (attachment) =>
    extractOne(attachment, options),
  );
  return {
    text: outcomes
      .map(
        ({ file, body }) =>
          `--- Start of document: ${file.name} ---\n${body}\n--- End of document: ${file.name} ---`,
      )
      .join('\n\n'),
    files: outcomes.map(({ file }) => file),
  };
}
