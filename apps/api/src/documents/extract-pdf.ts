import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, version } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy, RenderParameters, TextItem } from 'pdfjs-dist/types/src/display/api';
import { MAX_OCR_PIXELS, recognizeImageText } from './ocr-image';
import { assertPageCountWithinLimit, assertPdfDecodesWithinLimit } from './pdf-guard';
import { assertSafePdfjsVersion } from './pdfjs-version';

assertSafePdfjsVersion(version);

// Local files only: pdf.js reads the standard fonts' metrics and its image decoders (JPEG 2000,
// JBIG2: common in scans) from the installed package, never the network.
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS_DIR = `${path.join(PDFJS_DIR, 'standard_fonts')}/`;
const WASM_DIR = `${path.join(PDFJS_DIR, 'wasm')}/`;

/** How every PDF is opened: no eval (CVE-2024-4367's path), scripts, XFA, font loading or fetching. */
export const PDF_LOAD_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  useWorkerFetch: false,
  enableXfa: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  isOffscreenCanvasSupported: false,
  standardFontDataUrl: STANDARD_FONTS_DIR,
  wasmUrl: WASM_DIR,
  // An image declaring more pixels is not decoded at all (a few KB can declare gigapixels).
  maxImageSize: MAX_OCR_PIXELS,
  verbosity: 0,
} as const;

// A page without a text layer (a scan) is rendered and read by text recognition: at 200 dpi,
// about a second a page here, so at most 20 pages of a file (which has 60 s in all).
export const MAX_SCANNED_PAGES = 20;
const SCAN_DPI = 200;
// 200 dpi is 3.7 megapixels for a letter page; a page declared far larger is rendered smaller
// rather than allocating hundreds of MB for it.
const MAX_SCAN_PIXELS = 12_000_000;

/** The text recognised in the page rendered at SCAN_DPI on white ('' for a page of no size). */
async function recognizePage(page: PDFPageProxy): Promise<string> {
  const { width, height } = page.getViewport({ scale: 1 });
  if (!(width * height > 0)) return '';
  const scale = Math.min(SCAN_DPI / 72, Math.sqrt(MAX_SCAN_PIXELS / (width * height)));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({
    // pdf.js draws on any 2D canvas; @napi-rs/canvas is the one it uses itself in Node.
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
    background: 'white',
  }).promise;
  return (await recognizeImageText(canvas.toBuffer('image/png'))).trim();
}

async function textLayer(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items
    .map((item) =>
      'str' in item ? (item as TextItem).str + ((item as TextItem).hasEOL ? '\n' : '') : '',
    )
    .join('')
    .trim();
}

/**
 * A PDF's text, page by page: the text layer, or for a scanned page (none) the text
 * recognised in its image, marked as such so an advisor knows which figures came from OCR.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  options: { maxScannedPages?: number } = {},
): Promise<string> {
  const maxScanned = options.maxScannedPages ?? MAX_SCANNED_PAGES;
  assertPdfDecodesWithinLimit(bytes);
  const loading = getDocument({ ...PDF_LOAD_OPTIONS, data: bytes });
  try {
    const pdf = await loading.promise;
    assertPageCountWithinLimit(pdf.numPages);
    const pages: string[] = [];
    let scanned = 0;
    let unread = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      let text = await textLayer(page);
      if (!text && scanned < maxScanned) {
        scanned++;
        const recognised = await recognizePage(page);
        if (recognised) text = `[Page ${number}: scanned, read by text recognition]\n${recognised}`;
      } else if (!text) unread++;
      pages.push(text);
      page.cleanup();
    }
    if (unread > 0)
      pages.push(
        `[Text recognition stopped after ${maxScanned} scanned page${maxScanned === 1 ? '' : 's'}: ${unread} more not read]`,
      );
    return pages.filter(Boolean).join('\n\n');
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException')
      throw new Error('the PDF is password-protected');
    if (error instanceof Error && error.name === 'InvalidPDFException')
      throw new Error('the PDF is corrupt or not a PDF');
    throw error;
  } finally {
    await loading.destroy();
  }
}
