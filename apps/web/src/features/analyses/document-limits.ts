import { DOCUMENT_LIMITS } from '@strata/contracts';

/** SPEC 5: the accepted file types, as the file picker's accept list. */
export const ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.bmp',
  '.webp',
  '.svg',
] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

const MB = 1024 * 1024;

export interface LimitProblem {
  title: string;
  description: string;
}

export interface LimitCheck {
  /** The added files that fit, in the order given. */
  accepted: File[];
  /** One message per refused file. */
  problems: LimitProblem[];
}

function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * ARCHITECTURE.md limits (20 MB a file, 10 files, 50 MB in all), checked before upload so the
 * advisor learns at once which file does not fit, instead of from a 413 after the upload.
 */
export function checkDocumentLimits(current: readonly File[], added: readonly File[]): LimitCheck {
  const accepted: File[] = [];
  const problems: LimitProblem[] = [];
  let count = current.length;
  let total = current.reduce((sum, file) => sum + file.size, 0);
  for (const file of added) {
    if (!hasAcceptedExtension(file.name)) {
      problems.push({
        title: 'Unsupported file type',
        description: `"${file.name}" is not a supported type (${ACCEPTED_EXTENSIONS.join(', ')}).`,
      });
    } else if (file.size > DOCUMENT_LIMITS.maxFileBytes) {
      problems.push({
        title: 'File too large',
        description: `"${file.name}" is larger than the ${DOCUMENT_LIMITS.maxFileBytes / MB} MB limit per file.`,
      });
    } else if (count >= DOCUMENT_LIMITS.maxFiles) {
      problems.push({
        title: 'Too many files',
        description: `"${file.name}" was not added: at most ${DOCUMENT_LIMITS.maxFiles} files can be attached.`,
      });
    } else if (total + file.size > DOCUMENT_LIMITS.maxRequestBytes) {
      problems.push({
        title: 'Attachments too large',
        description: `"${file.name}" was not added: attachments may total at most ${DOCUMENT_LIMITS.maxRequestBytes / MB} MB.`,
      });
    } else {
      accepted.push(file);
      count += 1;
      total += file.size;
    }
  }
  return { accepted, problems };
}
