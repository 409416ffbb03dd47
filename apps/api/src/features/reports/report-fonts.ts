import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Source Sans 3 (SIL Open Font License), installed from npm with the api and embedded as a
 * subset in every report: nothing is fetched at run time and the text stays selectable.
 */
export const REPORT_FONTS = {
  regular: require.resolve('source-sans/TTF/SourceSans3-Regular.ttf'),
  semibold: require.resolve('source-sans/TTF/SourceSans3-Semibold.ttf'),
  bold: require.resolve('source-sans/TTF/SourceSans3-Bold.ttf'),
  italic: require.resolve('source-sans/TTF/SourceSans3-It.ttf'),
} as const;
export type ReportFont = keyof typeof REPORT_FONTS;
