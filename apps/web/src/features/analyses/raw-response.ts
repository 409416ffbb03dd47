export type RawResponseView =
  | { kind: 'none' }
  | { kind: 'json'; pretty: string }
  | { kind: 'error'; message: string; raw: string };

/** SPEC Raw JSON tab: pretty-printed JSON, nothing, or the parse error followed by the raw text. */
export function readRawResponse(raw: string | undefined): RawResponseView {
  if (raw === undefined || raw.trim() === '') return { kind: 'none' };
  try {
    return { kind: 'json', pretty: JSON.stringify(JSON.parse(raw), null, 2) };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error), raw };
  }
}
