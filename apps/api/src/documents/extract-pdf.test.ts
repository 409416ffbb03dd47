import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText, MAX_SCANNED_PAGES } from './extract-pdf';
import { makeScannedPdf, OCR_PHRASE, ocrImage } from '../testing/documents/document-fixtures';

const SCANNED = (page: number) => `[Page ${page}: scanned, read by text recognition]`;

describe('extractPdfText', () => {
  it('reads scanned pages (PNG and JPEG images, no text layer) by text recognition, marked', async () => {
    const pdf = await makeScannedPdf([
      'Statement summary: typed text',
      ocrImage('png'),
      ocrImage('jpg'),
    ]);
    expect(await extractPdfText(pdf)).toBe(
      [
        'Statement summary: typed text',
        `${SCANNED(2)}\n${OCR_PHRASE}`,
        `${SCANNED(3)}\n${OCR_PHRASE}`,
      ].join('\n\n'),
    );
  });

  it(`stops recognising after ${MAX_SCANNED_PAGES} scanned pages (by default) and says how many it left`, async () => {
    const pdf = await makeScannedPdf([ocrImage('png'), 'typed', ocrImage('png'), ocrImage('png')]);
    expect(await extractPdfText(pdf, { maxScannedPages: 1 })).toBe(
      [
        `${SCANNED(1)}\n${OCR_PHRASE}`,
        'typed',
        '[Text recognition stopped after 1 scanned page: 2 more not read]',
      ].join('\n\n'),
    );
  });

  it('gives nothing for a blank page, nor for one declared 200 inches square (drawn smaller)', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    pdf.addPage([14_400, 14_400]); // 200 inches square: 800 megapixels at 200 dpi
    expect(await extractPdfText(await pdf.save())).toBe('');
  });
});
