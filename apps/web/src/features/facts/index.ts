// What other features use of facts; they import it from here only (eslint.config.js).
export { AnalysisVersionsPanel } from './analysis-versions-panel';
export { ClientFactsPanel } from './client-facts-panel';
export { RerunContext, useRerunActions, type RerunActions } from './rerun-context';
export { useAnalysisVersion, useRerun } from './use-analysis-versions';
export { FactEditor } from './fact-editor';
export { parseFactInput, type FactInputKind } from './fact-fields';
