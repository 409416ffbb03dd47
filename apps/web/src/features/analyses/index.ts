// What other features use of analyses; they import it from here only (eslint.config.js).
export { readRawResponse } from './raw-response';
export { analysisProjectKey } from './analyses-api';
