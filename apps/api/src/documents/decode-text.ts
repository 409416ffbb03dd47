export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  encoding: TextEncodingName;
  text: string;
}

const SAMPLE_BYTES = 8192;
// Share of C0 control bytes (other than tab, newlines, form feed, escape) above which
// content is treated as binary rather than text in a legacy 8-bit encoding.
const MAX_CONTROL_SHARE = 0.05;

function hasPrefix(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** UTF-16 without a byte-order mark: ASCII-heavy text puts a zero in every other byte. */
function guessUtf16WithoutBom(sample: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

function looksBinary(sample: Uint8Array): boolean {
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (
      byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0d &&
      byte !== 0x0c &&
      byte !== 0x1b
    )
      controls++;
  }
  return controls > sample.length * MAX_CONTROL_SHARE;
}

// Node's TextDecoder treats windows-1252 as ISO-8859-1; these are the code points of
// 0x80-0x9f that differ (undefined bytes keep their C1 value, as browsers do).
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (ch) =>
      String.fromCodePoint(WINDOWS_1252_HIGH[ch.charCodeAt(0) - 0x80] ?? 0xfffd),
    );
}

function decodeAs(
  encoding: Exclude<TextEncodingName, 'windows-1252'>,
  bytes: Uint8Array,
  fatal = false,
): string {
  return new TextDecoder(encoding, { fatal }).decode(bytes);
}

/**
 * Decodes text in any common charset: a byte-order mark (UTF-8, UTF-16LE/BE) decides; else
 * UTF-8 when the bytes are valid UTF-8; else windows-1252 (the web's "latin1").
 * Returns undefined for content that is not text.
 */
export function decodeText(bytes: Uint8Array): DecodedText | undefined {
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf]))
    return { encoding: 'utf-8', text: decodeAs('utf-8', bytes) };
  if (hasPrefix(bytes, [0xff, 0xfe]))
    return { encoding: 'utf-16le', text: decodeAs('utf-16le', bytes) };
  if (hasPrefix(bytes, [0xfe, 0xff]))
    return { encoding: 'utf-16be', text: decodeAs('utf-16be', bytes) };
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const utf16 = guessUtf16WithoutBom(sample);
  if (utf16) return { encoding: utf16, text: decodeAs(utf16, bytes) };
  if (looksBinary(sample)) return undefined;
  try {
    return { encoding: 'utf-8', text: decodeAs('utf-8', bytes, true) };
  } catch {
    return { encoding: 'windows-1252', text: decodeWindows1252(bytes) };
  }
}
