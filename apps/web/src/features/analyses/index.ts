// What other features use of analyses; they import it from here only (eslint.config.js).
export {
  asRecord,
  asRecords,
  asText,
  asTexts,
  readRawResponse,
  type Fields,
} from './analysis-fields';
export { analysisProjectKey } from './analyses-api';
