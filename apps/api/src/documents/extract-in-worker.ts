import { extractPdfText } from './extract-pdf';
import { extractDocText, extractDocxText } from './extract-word';
import { recognizeImageText } from './ocr-image';

/** The kinds whose extraction is CPU-heavy and runs in the worker pool. */
export type PooledKind = 'pdf' | 'docx' | 'doc' | 'image';

export interface ExtractTask {
  kind: PooledKind;
  bytes: Uint8Array;
}

const EXTRACTORS: Record<PooledKind, (bytes: Uint8Array) => Promise<string>> = {
  pdf: extractPdfText,
  docx: extractDocxText,
  doc: extractDocText,
  image: recognizeImageText,
};

/** Runs inside a pool thread (see document-worker.mjs): one file's text. */
export function extractInWorker(task: ExtractTask): Promise<string> {
  return EXTRACTORS[task.kind](task.bytes);
}
