import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, version } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { assertSafePdfjsVersion } from './pdfjs-version';

assertSafePdfjsVersion(version);

// Local files only: pdf.js reads the standard fonts' metrics from disk, never the network.
const STANDARD_FONTS_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

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
  verbosity: 0,
} as const;

/** The text layer of a PDF, page by page. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ ...PDF_LOAD_OPTIONS, data: bytes });
  try {
    const pdf = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) =>
          'str' in item ? (item as TextItem).str + ((item as TextItem).hasEOL ? '\n' : '') : '',
        )
        .join('');
      pages.push(text.trim());
      page.cleanup();
    }
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
