// What other features use of explanation; they import it from here only (eslint.config.js).
export type { SavedExplanation } from './explanation-api';
export { ExplanationDialog } from './explanation-dialog';
