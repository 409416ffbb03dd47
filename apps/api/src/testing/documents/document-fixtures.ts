import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { Deflate } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Attachment } from '@strata/contracts';

/*
 * Fixtures for the document tests and the extraction bench, generated at run time, except
 * the committed ones beside this file, made once on Debian with:
 *   convert -size 640x120 xc:white -font DejaVu-Sans -pointsize 36 -fill black \
 *     -annotate +20+75 'Trust fund 2025 review' -type bilevel ocr-phrase.png
 *   convert ocr-phrase.png -quality 70 ocr-phrase.jpg   (likewise .gif, .webp, BMP3:ocr-phrase.bmp)
 *   soffice --headless --convert-to doc:"MS Word 97" sample.txt   (LibreOffice 7, sample.doc)
 */

export const OCR_PHRASE = 'Trust fund 2025 review';
export const DOC_TEXT = [
  'Client memo: the Garcia family holds municipal bonds.',
  'Second paragraph: annual income 480000.',
];
export type OcrImageFormat = 'png' | 'jpg' | 'gif' | 'bmp' | 'webp';

export function committedFixture(fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./${fileName}`, import.meta.url)));
}

export function ocrImage(format: OcrImageFormat): Uint8Array {
  return committedFixture(`ocr-phrase.${format}`);
}

/** A PDF with one page per string, each drawn as lines of Helvetica. */
export async function makePdf(pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([612, 792]);
    text
      .split('\n')
      .forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 16, size: 11, font }));
  }
  return pdf.save();
}

const SCAN_DPI = 150;

/**
 * A PDF whose pages are scans: each page only a PNG or JPEG image (no text layer) at the top
 * left, sized as a 150 dpi scan (a 1275 x 1650 image fills a letter page); a string instead
 * draws that text (a page with a text layer).
 */
export async function makeScannedPdf(pages: readonly (Uint8Array | string)[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    if (typeof content === 'string') {
      pdf.addPage([612, 792]).drawText(content, { x: 50, y: 740, size: 11, font });
      continue;
    }
    const isJpeg = content[0] === 0xff && content[1] === 0xd8;
    const image = isJpeg ? await pdf.embedJpg(content) : await pdf.embedPng(content);
    const page = pdf.addPage([612, 792]);
    const { width, height } = image.scale(72 / SCAN_DPI);
    page.drawImage(image, { x: 0, y: 792 - height, width, height });
  }
  return pdf.save();
}

export async function makeDocx(paragraphs: readonly string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

interface ZipSource {
  name: string;
  method: 0 | 8;
  data: Uint8Array;
  /** Written into the headers; a zip bomb lies here. */
  declaredSize: number;
}

/** A minimal zip writer (no CRCs): enough for the zip guard and for detection. */
export function makeZip(sources: readonly ZipSource[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const source of sources) {
    const name = encoder.encode(source.name);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, source.method, true);
    lv.setUint32(18, source.data.length, true);
    lv.setUint32(22, source.declaredSize, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, source.method, true);
    cv.setUint32(20, source.data.length, true);
    cv.setUint32(24, source.declaredSize, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, source.data);
    centrals.push(central);
    offset += local.length + source.data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, sources.length, true);
  ev.setUint16(10, sources.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A raw deflate stream that inflates to `megabytes` MB of spaces, built without ever holding
 * them: one sync-flushed block for 1 MB (it refers only to itself) repeated, then an empty
 * final block.
 */
export function deflatedSpaces(megabytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => chunks.push(chunk));
  deflate.push(new Uint8Array(1024 * 1024).fill(0x20));
  deflate.flush(true);
  const block = concat(chunks);
  return concat([...Array.from({ length: megabytes }, () => block), Uint8Array.of(0x03, 0x00)]);
}

/** A .docx-shaped zip whose word/document.xml inflates to `megabytes` MB but declares 2 KB. */
export function makeZipBombDocx(megabytes: number): Uint8Array {
  const contentTypes = new TextEncoder().encode('<?xml version="1.0"?><Types/>');
  return makeZip([
    {
      name: '[Content_Types].xml',
      method: 0,
      data: contentTypes,
      declaredSize: contentTypes.length,
    },
    { name: 'word/document.xml', method: 8, data: deflatedSpaces(megabytes), declaredSize: 2048 },
  ]);
}

/** The first bytes of a 64-bit Linux ELF executable. */
export function elfExecutable(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  return bytes;
}

export function toAttachment(
  name: string,
  bytes: Uint8Array,
  type = 'application/octet-stream',
): Attachment {
  return {
    name,
    type,
    size: bytes.length,
    data: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`,
  };
}

/** A PDF from raw object bodies (object n is bodies[n - 1]; 1 is the catalog), with its xref. */
function assemblePdf(bodies: readonly (string | Uint8Array)[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const bytes = typeof body === 'string' ? encoder.encode(body) : body;
    const object = concat([
      encoder.encode(`${index + 1} 0 obj\n`),
      bytes,
      encoder.encode('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(encoder.encode(xref));
  return concat(parts);
}

/**
 * A one-page PDF of under a megabyte whose content stream inflates to `megabytes` MB (spaces
 * after a line of text): a decompression bomb as the review built it.
 */
export function makePdfBomb(megabytes: number): Uint8Array {
  // FlateDecode is zlib: a two-byte header before the deflate data (the checksum is not read).
  const stream = concat([Uint8Array.of(0x78, 0x9c), deflatedSpaces(megabytes)]);
  const encoder = new TextEncoder();
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    concat([
      encoder.encode(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      encoder.encode('\nendstream'),
    ]),
  ]);
}

/** A PDF of `count` empty pages (a few MB for 50,000). */
export function makeManyPagePdf(count: number): Uint8Array {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ),
  ]);
}
