import { describe, expect, it } from 'vitest';
import { describeMismatch, detectKind } from './detect-kind';
import {
  committedFixture,
  elfExecutable,
  makeDocx,
  makePdf,
  makeZip,
  ocrImage,
} from '../testing/documents/document-fixtures';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectKind', () => {
  it('recognises the accepted kinds by content', async () => {
    expect((await detectKind(await makePdf(['x']))).kind).toBe('pdf');
    expect((await detectKind(await makeDocx(['x']))).kind).toBe('docx');
    expect((await detectKind(committedFixture('sample.doc'))).kind).toBe('doc');
    for (const format of ['png', 'jpg', 'gif', 'bmp', 'webp'] as const) {
      expect((await detectKind(ocrImage(format))).kind).toBe('image');
    }
    expect(
      (
        await detectKind(
          ascii('<?xml version="1.0"?>\n<!-- c -->\n<svg xmlns="x"><text>a</text></svg>'),
        )
      ).kind,
    ).toBe('svg');
    expect((await detectKind(ascii('MZ Holdings: quarterly review'))).kind).toBe('text');
    expect((await detectKind(ascii('<html><body>not svg</body></html>'))).kind).toBe('text');
    expect((await detectKind(ascii('BMW lease, ID3 tag'))).kind).toBe('text');
  });

  it('refuses executables, other archives and unknown binaries', async () => {
    expect(await detectKind(elfExecutable())).toMatchObject({
      kind: 'executable',
      label: 'an ELF executable',
    });
    const pe = new Uint8Array(256);
    pe.set([0x4d, 0x5a]);
    pe.set([0x80], 0x3c);
    pe.set([0x50, 0x45, 0, 0], 0x80);
    expect(await detectKind(pe)).toMatchObject({
      kind: 'executable',
      label: 'a Windows executable',
    });
    expect((await detectKind(Uint8Array.of(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1))).kind).toBe(
      'executable',
    );
    const zip = makeZip([
      { name: 'payload.sh', method: 0, data: ascii('echo hi'), declaredSize: 7 },
    ]);
    expect(await detectKind(zip)).toMatchObject({
      kind: 'archive',
      label: 'a zip archive that is not a Word document',
    });
    expect(await detectKind(Uint8Array.of(0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3))).toMatchObject({
      kind: 'unsupported',
    });
    expect(await detectKind(Uint8Array.of(1, 2, 3, 0, 5, 6, 7, 8))).toMatchObject({
      kind: 'unsupported',
    });
  });
});

describe('describeMismatch', () => {
  it('names the claim that disagrees with the content', () => {
    expect(describeMismatch('scan.pdf', 'application/pdf', 'pdf')).toBeUndefined();
    expect(describeMismatch('notes.txt', 'text/plain', 'pdf')).toBe('named .txt');
    expect(describeMismatch('upload', 'image/png', 'text')).toBe('declared as image/png');
    expect(describeMismatch('upload', 'application/octet-stream', 'text')).toBeUndefined();
  });
});
