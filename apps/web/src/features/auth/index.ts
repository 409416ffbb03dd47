// What other features use of auth; they import it from here only (eslint.config.js).
export { meQueryKey, useAuth } from './use-auth';
export { useSignOut } from './use-sign-out';
