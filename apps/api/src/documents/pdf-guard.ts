import { Inflate } from 'fflate';

// pdf.js inflates a content stream whole before reading it, and nothing in its options caps
// that: the review's 944 KB PDF inflating to 300 MB grew a thread by 2.2 GB for 60 s. So the
// streams are inflated here first, counting and keeping nothing, and a PDF whose streams
// decode past the limit is refused before pdf.js sees it.

/** Decoded bytes of a PDF's non-image streams, summed; text-heavy PDFs of 20 MB stay far below. */
export const MAX_PDF_DECODED_BYTES = 64 * 1024 * 1024;
/** Pages read from one PDF; a 50,000-page file would otherwise keep a thread for minutes. */
export const MAX_PDF_PAGES = 2_000;

// Small input slices bound what one push can inflate (deflate tops out near 1032:1).
const INFLATE_SLICE = 8 * 1024;
// How far before `stream` its object header may be (the dictionary sits in between).
const MAX_DICTIONARY_CHARS = 64 * 1024;

export class PdfRefusedError extends Error {
  override readonly name = 'PdfRefusedError';
}

class LimitReached extends Error {}

/** The dictionary of the stream whose `stream` keyword is at `at`: back to its `obj`. */
function dictionaryBefore(text: string, at: number): string {
  const from = Math.max(0, at - MAX_DICTIONARY_CHARS);
  const header = text.lastIndexOf('obj', at);
  return text.slice(header >= from ? header : from, at);
}

/**
 * Inflated length of a FlateDecode stream's data, counting past `budget` no further (throws
 * LimitReached). A damaged stream counts what inflated before the damage, as pdf.js reads it.
 */
function inflatedLength(data: Uint8Array, budget: number): number {
  // zlib (two header bytes) as the PDF specification says, or raw deflate as some writers emit.
  const zlib =
    data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;
  const deflated = zlib ? data.subarray(2) : data;
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > budget) throw new LimitReached();
  });
  try {
    for (let at = 0; at < deflated.length; at += INFLATE_SLICE) {
      const end = Math.min(deflated.length, at + INFLATE_SLICE);
      inflater.push(deflated.subarray(at, end), end === deflated.length);
    }
  } catch (error) {
    if (error instanceof LimitReached) throw error;
  }
  return produced;
}

/**
 * Throws PdfRefusedError when the PDF's streams (other than images, which pdf.js decodes only
 * to their declared pixel size, capped by maxImageSize) inflate past MAX_PDF_DECODED_BYTES.
 * Streams of an encrypted PDF cannot be inflated before decryption: for those the thread's
 * memory limit and the file's time limit are the guard.
 */
export function assertPdfDecodesWithinLimit(
  bytes: Uint8Array,
  limit = MAX_PDF_DECODED_BYTES,
): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const keyword = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
  let total = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    keyword.lastIndex = end + 'endstream'.length;
    const dictionary = dictionaryBefore(text, match.index);
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    // Only a stream whose first filter is Flate: chained filters are rare and each of the
    // others (ASCII85, LZW, RunLength) needs its own decoder.
    if (!/\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/.test(dictionary)) continue;
    try {
      total += inflatedLength(bytes.subarray(start, end), limit - total);
    } catch (error) {
      if (!(error instanceof LimitReached)) throw error;
      throw new PdfRefusedError(
        `refused: its content decompresses to more than ${limit / (1024 * 1024)} MB (a decompression bomb?)`,
      );
    }
  }
  return total;
}

/** Throws PdfRefusedError for a PDF of more than MAX_PDF_PAGES pages. */
export function assertPageCountWithinLimit(pages: number, limit = MAX_PDF_PAGES): void {
  if (pages > limit)
    throw new PdfRefusedError(
      `refused: the PDF has ${pages.toLocaleString('en-US')} pages; the limit is ${limit.toLocaleString('en-US')}`,
    );
}
