// What other features use of explanations; they import it from here only (eslint.config.js).
export type { SavedExplanation } from './explanations-api';
export { ExplanationDialog } from './explanation-dialog';
