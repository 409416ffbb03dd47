import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`source-sans/TTF/${file}`));

/**
 * Source Sans 3 (SIL Open Font License), installed from npm with the api and embedded as a
 * subset in every report: nothing is fetched at run time and the text stays selectable. Read
 * once per process, then parsed by each document.
 */
export const REPORT_FONTS = {
  regular: read('SourceSans3-Regular.ttf'),
  semibold: read('SourceSans3-Semibold.ttf'),
  bold: read('SourceSans3-Bold.ttf'),
} as const;
export type ReportFont = keyof typeof REPORT_FONTS;
