import { describe, expect, it } from 'vitest';
import type { Attachment } from '@strata/contracts';
import {
  checkLimits,
  decodeAttachments,
  DocumentInputError,
  DocumentLimitError,
} from './document-limits';

const MB = 1024 * 1024;

/** A base64 data URL of `bytes` zero bytes, built without allocating the bytes themselves. */
function zeroAttachment(name: string, bytes: number): Attachment {
  const body = 'A'.repeat(Math.ceil(bytes / 3) * 4);
  const padding = (3 - (bytes % 3)) % 3;
  return {
    name,
    type: 'text/plain',
    size: 1,
    data: `data:text/plain;base64,${body.slice(0, body.length - padding)}${'='.repeat(padding)}`,
  };
}

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('checkLimits', () => {
  it('accepts files up to the limits, measuring decoded bytes', () => {
    expect(() =>
      checkLimits([zeroAttachment('a.txt', 20 * MB), zeroAttachment('b.txt', 20 * MB)]),
    ).not.toThrow();
    expect(decodeAttachments([zeroAttachment('c.txt', 1000)])[0]?.bytes.length).toBe(1000);
  });

  it('refuses a file over 20 MB with a 413 naming the file and the limit', () => {
    const error = thrown(() =>
      checkLimits([zeroAttachment('ok.txt', 10), zeroAttachment('../big scan.pdf', 20 * MB + 1)]),
    );
    expect(error).toBeInstanceOf(DocumentLimitError);
    expect((error as DocumentLimitError).status).toBe(413);
    expect((error as Error).message).toBe(
      'File "big scan.pdf" is 20.0 MB; the limit is 20 MB a file.',
    );
  });

  it('refuses more than 10 files', () => {
    const files = Array.from({ length: 11 }, (_, i) => zeroAttachment(`f${i}.txt`, 10));
    expect(() => checkLimits(files)).toThrow(
      new DocumentLimitError('Too many files: 11 attached; the limit is 10 files a request.'),
    );
  });

  it('refuses a request over 50 MB, naming the file that crosses it', () => {
    const files = [
      zeroAttachment('one.pdf', 18 * MB),
      zeroAttachment('two.pdf', 18 * MB),
      zeroAttachment('three.pdf', 18 * MB),
    ];
    const error = thrown(() => checkLimits(files));
    expect(error).toBeInstanceOf(DocumentLimitError);
    expect((error as Error).message).toBe(
      'File "three.pdf" brings the request to 54.0 MB; the limit is 50 MB a request.',
    );
  });

  it('refuses malformed data URLs with a 400 naming the file', () => {
    const bad: Attachment[] = [
      { name: 'x.txt', type: 'text/plain', size: 3, data: 'not a data url' },
      { name: 'y.txt', type: 'text/plain', size: 3, data: 'data:text/plain;base64,@@@@' },
      { name: 'z.txt', type: 'text/plain', size: 3, data: 'data:text/plain;base64,QUJDR' },
      { name: 'w.txt', type: 'text/plain', size: 3, data: 'data:text/plain,%zz' },
    ];
    for (const attachment of bad) {
      const error = thrown(() => checkLimits([attachment]));
      expect(error).toBeInstanceOf(DocumentInputError);
      expect((error as DocumentInputError).status).toBe(400);
      expect((error as Error).message).toContain(`"${attachment.name}"`);
    }
  });

  it('decodes base64 (with whitespace or without padding) and percent-encoded data URLs', () => {
    const decoded = decodeAttachments([
      { name: 'a.txt', type: 'text/plain', size: 3, data: 'data:text/plain;base64,QUJD\nREVG' },
      { name: 'b.txt', type: 'text/plain', size: 3, data: 'data:text/plain;base64,QUI' },
      { name: 'c.txt', type: 'text/plain', size: 3, data: 'data:,caf%C3%A9%20%E2%82%AC' },
    ]);
    expect(decoded.map((d) => Buffer.from(d.bytes).toString('utf8'))).toEqual([
      'ABCDEF',
      'AB',
      'café €',
    ]);
  });
});
