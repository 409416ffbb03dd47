import { describe, expect, it } from 'vitest';
import {
  assertPageCountWithinLimit,
  assertPdfDecodesWithinLimit,
  MAX_PDF_DECODED_BYTES,
  PdfRefusedError,
} from './pdf-guard';
import {
  makePdf,
  makePdfBomb,
  makeScannedPdf,
  ocrImage,
} from '../testing/documents/document-fixtures';

const MB = 1024 * 1024;

describe('assertPdfDecodesWithinLimit', () => {
  it('refuses a small PDF whose content stream inflates to 300 MB, quickly', () => {
    const bomb = makePdfBomb(300);
    expect(bomb.length).toBeLessThan(MB);
    const started = performance.now();
    expect(() => assertPdfDecodesWithinLimit(bomb)).toThrow(PdfRefusedError);
    expect(() => assertPdfDecodesWithinLimit(bomb)).toThrow(
      'refused: its content decompresses to more than 64 MB (a decompression bomb?)',
    );
    // It stops at the limit: two refusals well under the time pdf.js spent (60 s).
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('counts what an ordinary PDF decodes to and lets it through', async () => {
    const pdf = await makePdf(['Trust statement, page one.', 'Page two: $1,200,000 in bonds.']);
    const decoded = assertPdfDecodesWithinLimit(pdf);
    expect(decoded).toBeGreaterThan(0);
    expect(decoded).toBeLessThan(MAX_PDF_DECODED_BYTES);
  });

  it('does not count image streams (pdf.js decodes them only to their declared pixels)', async () => {
    // The 640 x 120 image inflates to 230 KB of RGB; only the page's few drawing operators count.
    const scanned = await makeScannedPdf([ocrImage('png')]);
    expect(assertPdfDecodesWithinLimit(scanned)).toBeLessThan(1024);
  });

  it('refuses at exactly the limit given', () => {
    expect(() => assertPdfDecodesWithinLimit(makePdfBomb(3), 2 * MB)).toThrow(PdfRefusedError);
    expect(assertPdfDecodesWithinLimit(makePdfBomb(3), 4 * MB)).toBe(3 * MB);
  });
});

describe('assertPageCountWithinLimit', () => {
  it('refuses more pages than the limit, naming both', () => {
    expect(() => assertPageCountWithinLimit(50_000)).toThrow(
      'refused: the PDF has 50,000 pages; the limit is 2,000',
    );
    expect(() => assertPageCountWithinLimit(2_000)).not.toThrow();
  });
});
