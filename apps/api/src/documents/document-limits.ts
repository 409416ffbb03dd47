import { DOCUMENT_LIMITS, type Attachment } from '@strata/contracts';
import { sanitizeDocumentName } from './document-name';

/** An attachment over an ARCHITECTURE.md limit: answered as 413 with this message. */
export class DocumentLimitError extends Error {
  readonly status = 413;
  readonly code = 'payload_too_large';
  override readonly name = 'DocumentLimitError';
}

/** An attachment that is not a well-formed data URL: answered as 400 with this message. */
export class DocumentInputError extends Error {
  readonly status = 400;
  readonly code = 'invalid_attachment';
  override readonly name = 'DocumentInputError';
}

/** An attachment after its data URL was checked: the sanitized name and the decoded bytes. */
export interface DecodedAttachment {
  name: string;
  declaredType: string;
  bytes: Uint8Array;
}

const MB = 1024 * 1024;
const DATA_URL_HEAD = /^data:([^,]*),/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

interface ParsedDataUrl {
  isBase64: boolean;
  body: string;
}

function formatMb(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

function parseDataUrl(attachment: Attachment, name: string): ParsedDataUrl {
  const head = DATA_URL_HEAD.exec(attachment.data);
  if (!head) throw new DocumentInputError(`File "${name}" is not a valid data URL.`);
  const meta = head[1] ?? '';
  const isBase64 = /;base64$/i.test(meta);
  let body = attachment.data.slice(head[0].length);
  if (isBase64) {
    if (/\s/.test(body)) body = body.replace(/\s+/g, '');
    if (!BASE64_BODY.test(body) || body.length % 4 === 1) {
      throw new DocumentInputError(
        `File "${name}" is not a valid data URL: its base64 content is malformed.`,
      );
    }
  }
  return { isBase64, body };
}

function base64DecodedLength(body: string): number {
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

function percentDecode(body: string, name: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body.charCodeAt(i);
    if (ch === 0x25 /* % */) {
      const hex = body.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex))
        throw new DocumentInputError(`File "${name}" is not a valid data URL: bad percent escape.`);
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (ch < 0x80) {
      bytes.push(ch);
    } else {
      const char = String.fromCodePoint(body.codePointAt(i) ?? 0xfffd);
      bytes.push(...Buffer.from(char, 'utf8'));
      i += char.length - 1;
    }
  }
  return Uint8Array.from(bytes);
}

function decodedLength(parsed: ParsedDataUrl, name: string): number {
  return parsed.isBase64
    ? base64DecodedLength(parsed.body)
    : percentDecode(parsed.body, name).length;
}

/**
 * Throws DocumentLimitError (413) when the attachments break a limit, and DocumentInputError
 * (400) when one is not a data URL. Sizes are the decoded bytes, never the declared `size`.
 * Nothing is decoded, so a huge upload costs no more than a scan of its text.
 */
export function checkLimits(attachments: readonly Attachment[]): void {
  measureAttachments(attachments);
}

function measureAttachments(
  attachments: readonly Attachment[],
): Array<{ name: string; parsed: ParsedDataUrl }> {
  if (attachments.length > DOCUMENT_LIMITS.maxFiles) {
    throw new DocumentLimitError(
      `Too many files: ${attachments.length} attached; the limit is ${DOCUMENT_LIMITS.maxFiles} files a request.`,
    );
  }
  let total = 0;
  return attachments.map((attachment) => {
    const name = sanitizeDocumentName(attachment.name);
    const parsed = parseDataUrl(attachment, name);
    const size = decodedLength(parsed, name);
    if (size > DOCUMENT_LIMITS.maxFileBytes) {
      throw new DocumentLimitError(
        `File "${name}" is ${formatMb(size)}; the limit is ${DOCUMENT_LIMITS.maxFileBytes / MB} MB a file.`,
      );
    }
    total += size;
    if (total > DOCUMENT_LIMITS.maxRequestBytes) {
      throw new DocumentLimitError(
        `File "${name}" brings the request to ${formatMb(total)}; the limit is ${DOCUMENT_LIMITS.maxRequestBytes / MB} MB a request.`,
      );
    }
    return { name, parsed };
  });
}

/** checkLimits, then the decoded bytes of every attachment, in order. */
export function decodeAttachments(attachments: readonly Attachment[]): DecodedAttachment[] {
  return measureAttachments(attachments).map(({ name, parsed }, index) => ({
    name,
    declaredType: attachments[index]?.type ?? '',
    bytes: parsed.isBase64
      ? new Uint8Array(Buffer.from(parsed.body, 'base64'))
      : percentDecode(parsed.body, name),
  }));
}
