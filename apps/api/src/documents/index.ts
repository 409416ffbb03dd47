export { extractDocuments, DEFAULT_TIMEOUT_MS_PER_FILE } from './extract-documents';
export type {
  ExtractDocumentsOptions,
  ExtractedDocuments,
  ExtractedFile,
} from './extract-documents';
export { checkLimits, DocumentInputError, DocumentLimitError } from './document-limits';
export type { DocumentKind } from './detect-kind';
export { sanitizeDocumentName } from './document-name';
export { closeDocumentWorkers, startDocumentWorkers } from './worker-pool';
export { PDFJS_MIN_SAFE_VERSION, PDFJS_VERSION } from './pdfjs-version';
