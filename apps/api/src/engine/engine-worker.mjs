// Piscina starts this file in a bare worker thread (execArgv cleared), which cannot load
// TypeScript by itself: registering tsx here loads the engine the same way under tsx, Vitest
// and plain node (as document-worker.mjs does for the extractors).
const { register } = await import('tsx/esm/api');
register();
const { runEngineTask } = await import('./engine-tasks.ts');

export default runEngineTask;
