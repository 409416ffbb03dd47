// What other features use of results; they import it from here only (eslint.config.js).
export {
  asRecord,
  asRecords,
  asText,
  asTexts,
  readRawResponse,
  type Fields,
} from './analysis-fields';
export { followAnalysis, forgetAnalysisRun } from './analysis-runs';
export { analysisProjectKey } from './results-api';
export type { AnalysisProject } from './results-data';
export { getSubmission, setSubmission } from './submissions';
