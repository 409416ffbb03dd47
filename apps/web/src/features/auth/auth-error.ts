/** What the red alert on /auth shows: a message and, for a weak password, the server's reasons. */
export interface AuthErrorView {
  message: string;
  reasons: string[];
}

const FALLBACK = 'Sign-in failed. Please try again.';

/**
 * Reads better-auth's client error (`{ code, message, status, ...body }`); a weak password
 * carries `code: 'weak_password'` and `reasons` (ARCHITECTURE: sign-in methods).
 */
export function toAuthErrorView(error: unknown): AuthErrorView {
  if (typeof error !== 'object' || error === null) return { message: FALLBACK, reasons: [] };
  const { code, message, statusText, reasons } = error as Record<string, unknown>;
  const text =
    typeof message === 'string' && message
      ? message
      : typeof statusText === 'string' && statusText
        ? statusText
        : FALLBACK;
  const list =
    code === 'weak_password' && Array.isArray(reasons)
      ? reasons.filter((reason): reason is string => typeof reason === 'string')
      : [];
  return { message: text, reasons: list };
}

/**
 * After a failed OAuth callback the server sends the browser back to /auth?error=CODE
 * (optionally with error_description); show the description, else the code in words.
 */
export function callbackErrorMessage(params: URLSearchParams): string | null {
  const description = params.get('error_description');
  if (description) return description;
  const code = params.get('error');
  if (!code) return null;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
