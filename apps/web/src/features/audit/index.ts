// What other features use of the audit log; they import it from here only (eslint.config.js).
export { auditEventsQueryKey } from './use-audit-events';
