import { formatCurrency } from '@strata/contracts';

/**
 * Defensive readers for analysis fields. A model's output may be partial or loosely typed, so
 * every tab reads through these and shows its fallback instead of crashing.
 */
export type Fields = Record<string, unknown>;

export function asRecord(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
}

export function asRecords(value: unknown): Fields[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): Fields[] => {
    const record = asRecord(item);
    return record ? [record] : [];
  });
}

/** A non-empty string (numbers are written out); undefined for anything else. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return value.trim() === '' ? undefined : value;
}

export function asTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): string[] => {
    const text = asText(item);
    return text === undefined ? [] : [text];
  });
}

/** A finite number, also from a numeric string such as "$1,250,000". */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** A dollar figure as USD with no decimals; a text figure (e.g. "$5,000 - $10,000") as given. */
export function asMoney(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? formatCurrency(value) : undefined;
  return asText(value);
}

/** A percentage: numbers get a % sign, text is shown as given. */
export function asPercent(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) ? `${Math.round(value * 10) / 10}%` : undefined;
  return asText(value);
}

export type RawResponseView =
  | { kind: 'none' }
  | { kind: 'json'; pretty: string }
  | { kind: 'error'; message: string; raw: string };

/** SPEC Raw JSON tab: pretty-printed JSON, nothing, or the parse error followed by the raw text. */
export function readRawResponse(raw: unknown): RawResponseView {
  if (typeof raw !== 'string' || raw.trim() === '') {
    return raw && typeof raw === 'object'
      ? { kind: 'json', pretty: JSON.stringify(raw, null, 2) }
      : { kind: 'none' };
  }
  try {
    return { kind: 'json', pretty: JSON.stringify(JSON.parse(raw), null, 2) };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error), raw };
  }
}
