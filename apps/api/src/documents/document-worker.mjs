// Piscina starts this file in a bare worker thread, which cannot load TypeScript by itself
// under Vitest or plain node (and inherits tsx's loader only when the parent runs under tsx):
// registering tsx here loads the extractors the same way everywhere.
import { tsImport } from 'tsx/esm/api';

const { extractInWorker } = await tsImport('./extract-in-worker.ts', import.meta.url);

export default extractInWorker;
