import { createRequire } from 'node:module';

/** The first pdf.js release past CVE-2024-4367 (arbitrary JavaScript through a crafted font). */
export const PDFJS_MIN_SAFE_VERSION = '4.2.67';

function parts(version: string): number[] {
  return version
    .split(/[.-]/)
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** True when `version` is at least `minimum`, comparing major.minor.patch numerically. */
export function isVersionAtLeast(version: string, minimum: string): boolean {
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < 3; i++) {
    const diff = (have[i] ?? 0) - (need[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

/** Throws when the pdf.js in use is older than PDFJS_MIN_SAFE_VERSION. */
export function assertSafePdfjsVersion(version: string): void {
  if (!isVersionAtLeast(version, PDFJS_MIN_SAFE_VERSION)) {
    throw new Error(
      `pdf.js ${version} is older than ${PDFJS_MIN_SAFE_VERSION} (CVE-2024-4367); refusing to read PDFs`,
    );
  }
}

/** The installed pdf.js version, read without loading pdf.js into this thread. */
export const PDFJS_VERSION: string = (
  createRequire(import.meta.url)('pdfjs-dist/package.json') as { version: string }
).version;
assertSafePdfjsVersion(PDFJS_VERSION);
