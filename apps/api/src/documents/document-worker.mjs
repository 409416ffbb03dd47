// Piscina starts this file in a bare worker thread (execArgv cleared), which cannot load
// TypeScript by itself: registering tsx here loads the extractors the same way under tsx,
// Vitest and plain node. The large JavaScript dependencies are imported natively first,
// because through tsx's hooks pdf.js alone takes seconds to load.
await Promise.all([
  import('pdfjs-dist/legacy/build/pdf.mjs'),
  import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  import('mammoth'),
  import('word-extractor'),
  import('tesseract.js'),
]);
const { register } = await import('tsx/esm/api');
register();
const { extractInWorker } = await import('./extract-in-worker.ts');

export default extractInWorker;
