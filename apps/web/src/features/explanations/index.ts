// What other features use of explanations; they import it from here only (eslint.config.js).
export { ExplanationDialog } from './explanation-dialog';
