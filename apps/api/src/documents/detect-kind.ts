import { fileTypeFromBuffer } from 'file-type';
import { decodeText, type DecodedText } from './decode-text';
import { extensionOf } from './document-name';
import { listZipEntries } from './zip-guard';

/** What a file is, judged by its content. The last three are refused. */
export type DocumentKind =
  'text' | 'svg' | 'pdf' | 'docx' | 'doc' | 'image' | 'executable' | 'archive' | 'unsupported';

export interface Detection {
  kind: DocumentKind;
  /** Human words for the content, used in notes and errors ("a PDF document", "an ELF executable"). */
  label: string;
  /** For text and SVG: the decoded text, so it is decoded once. */
  decoded?: DecodedText;
}

const OCR_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/webp',
]);
const HEAD_BYTES = 4100;
const PDF_HEADER_WINDOW = 1024;

const EXECUTABLE_MAGIC: ReadonlyArray<{ bytes: readonly number[]; label: string }> = [
  { bytes: [0x7f, 0x45, 0x4c, 0x46], label: 'an ELF executable' },
  { bytes: [0xfe, 0xed, 0xfa, 0xce], label: 'a Mach-O executable' },
  { bytes: [0xfe, 0xed, 0xfa, 0xcf], label: 'a Mach-O executable' },
  { bytes: [0xce, 0xfa, 0xed, 0xfe], label: 'a Mach-O executable' },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], label: 'a Mach-O executable' },
  { bytes: [0xca, 0xfe, 0xba, 0xbe], label: 'a Mach-O universal executable or Java class' },
  { bytes: [0x00, 0x61, 0x73, 0x6d], label: 'a WebAssembly module' },
];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

export const KIND_LABELS: Record<'text' | 'svg' | 'pdf' | 'docx' | 'doc' | 'image', string> = {
  text: 'text',
  svg: 'an SVG image',
  pdf: 'a PDF document',
  docx: 'a Word document (.docx)',
  doc: 'a Word 97-2003 document (.doc)',
  image: 'an image',
};

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** A Windows PE: 'MZ', then 'PE\0\0' where the DOS header's e_lfanew points (plain text may start with MZ). */
function isPortableExecutable(bytes: Uint8Array): boolean {
  if (bytes.length < 64 || bytes[0] !== 0x4d || bytes[1] !== 0x5a) return false;
  const peOffset = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(
    0x3c,
    true,
  );
  return peOffset + 4 <= bytes.length && startsWith(bytes.subarray(peOffset), [0x50, 0x45, 0, 0]);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // pdf.js, like Acrobat, accepts junk before the header within the first kilobyte.
  return Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.byteLength, PDF_HEADER_WINDOW),
  ).includes('%PDF-');
}

function detectZip(bytes: Uint8Array): Detection {
  try {
    const isDocx = listZipEntries(bytes).some((entry) => entry.name === 'word/document.xml');
    if (isDocx) return { kind: 'docx', label: KIND_LABELS.docx };
  } catch {
    return { kind: 'archive', label: 'an unreadable zip archive' };
  }
  return { kind: 'archive', label: 'a zip archive that is not a Word document' };
}

function looksLikeSvg(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<(?:[a-z][\w.-]*:)?svg[\s>/]/i.test(head);
}

/** Detects a file's kind from its bytes: strong magic numbers, then text and SVG, then image signatures. */
export async function detectKind(bytes: Uint8Array): Promise<Detection> {
  for (const magic of EXECUTABLE_MAGIC) {
    if (startsWith(bytes, magic.bytes)) return { kind: 'executable', label: magic.label };
  }
  if (isPortableExecutable(bytes)) return { kind: 'executable', label: 'a Windows executable' };
  if (hasPdfHeader(bytes)) return { kind: 'pdf', label: KIND_LABELS.pdf };
  if (startsWith(bytes, ZIP_MAGIC)) return detectZip(bytes);
  if (startsWith(bytes, EMPTY_ZIP_MAGIC)) return { kind: 'archive', label: 'an empty zip archive' };
  if (startsWith(bytes, OLE_MAGIC)) return { kind: 'doc', label: KIND_LABELS.doc };

  // Text before file-type: some of its signatures are two bytes ('BM', 'MZ') that plain
  // text can start with, while real images and binaries nearly always hold NUL bytes.
  const decoded = decodeText(bytes);
  if (decoded) {
    if (looksLikeSvg(decoded.text)) return { kind: 'svg', label: KIND_LABELS.svg, decoded };
    return { kind: 'text', label: KIND_LABELS.text, decoded };
  }
  const sniffed = await fileTypeFromBuffer(bytes.subarray(0, HEAD_BYTES));
  if (sniffed && OCR_IMAGE_TYPES.has(sniffed.mime))
    return { kind: 'image', label: `a ${sniffed.ext.toUpperCase()} image` };
  if (sniffed) return { kind: 'unsupported', label: `an unsupported file type (${sniffed.mime})` };
  return { kind: 'unsupported', label: 'binary data of an unknown type' };
}

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  svg: 'svg',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  webp: 'image',
  txt: 'text',
  text: 'text',
  csv: 'text',
  tsv: 'text',
  md: 'text',
  json: 'text',
  xml: 'text',
  html: 'text',
  htm: 'text',
  log: 'text',
  rtf: 'text',
};

function kindOfDeclaredType(type: string): DocumentKind | undefined {
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return 'docx';
  if (mime === 'application/msword') return 'doc';
  if (mime === 'image/svg+xml') return 'svg';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('text/') || mime === 'application/json' || mime === 'application/xml')
    return 'text';
  return undefined;
}

/**
 * What the file claimed to be, when that disagrees with its content: e.g. 'named .pdf'
 * or 'declared as image/png'. undefined when the claims match the content or say nothing.
 */
export function describeMismatch(
  name: string,
  declaredType: string,
  actual: DocumentKind,
): string | undefined {
  const extension = extensionOf(name);
  const byExtension = KIND_BY_EXTENSION[extension];
  if (byExtension && byExtension !== actual) return `named .${extension}`;
  const byType = kindOfDeclaredType(declaredType);
  if (byType && byType !== actual) return `declared as ${declaredType}`;
  return undefined;
}
