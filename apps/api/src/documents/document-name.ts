import { MAX_FILE_NAME_CHARS } from '@strata/contracts';

const FALLBACK_NAME = 'document';
// C0 and C1 controls, DEL, and bidi overrides that can disguise an extension.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name shown in document markers and messages: the last path component only, no
 * control characters, at most MAX_FILE_NAME_CHARS characters.
 */
export function sanitizeDocumentName(raw: string): string {
  const withoutControls = raw.replace(UNSAFE_CHARS, '');
  const lastComponent = withoutControls.split(/[/\\]/).pop() ?? '';
  const trimmed = lastComponent.trim();
  if (trimmed === '' || /^\.+$/.test(trimmed)) return FALLBACK_NAME;
  // Count code points, not UTF-16 units, so a surrogate pair is never split.
  return Array.from(trimmed).slice(0, MAX_FILE_NAME_CHARS).join('');
}

/** The lower-case extension of a (sanitized) name, without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
