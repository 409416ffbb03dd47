import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

const sample = 'Estate: €2,5 million — “trust” for Zoë';

describe('decodeText', () => {
  it('follows a byte-order mark', () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample, 'utf8')]);
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')]);
    const utf16be = Buffer.from(utf16le).swap16();
    expect(decodeText(utf8)).toEqual({ encoding: 'utf-8', text: sample });
    expect(decodeText(utf16le)).toEqual({ encoding: 'utf-16le', text: sample });
    expect(decodeText(utf16be)).toEqual({ encoding: 'utf-16be', text: sample });
  });

  it('recognises UTF-16 without a byte-order mark', () => {
    const text = 'Annual income 480000, spouse retired.';
    expect(decodeText(Buffer.from(text, 'utf16le'))).toEqual({ encoding: 'utf-16le', text });
    expect(decodeText(Buffer.from(text, 'utf16le').swap16())).toEqual({
      encoding: 'utf-16be',
      text,
    });
  });

  it('reads valid UTF-8 as UTF-8 and anything else as windows-1252', () => {
    expect(decodeText(Buffer.from(sample, 'utf8'))).toEqual({ encoding: 'utf-8', text: sample });
    // "café: €100 “net”" in windows-1252.
    const cp1252 = Buffer.from([
      0x63, 0x61, 0x66, 0xe9, 0x3a, 0x20, 0x80, 0x31, 0x30, 0x30, 0x20, 0x93, 0x6e, 0x65, 0x74,
      0x94,
    ]);
    expect(decodeText(cp1252)).toEqual({ encoding: 'windows-1252', text: 'café: €100 “net”' });
    expect(decodeText(Buffer.from('Müller GmbH', 'latin1'))?.text).toBe('Müller GmbH');
  });

  it('says binary content is not text', () => {
    expect(
      decodeText(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0x03])),
    ).toBeUndefined();
    expect(
      decodeText(Uint8Array.from({ length: 200 }, (_, i) => (i % 7 === 0 ? 0x01 : 0x41))),
    ).toBeUndefined();
  });
});
