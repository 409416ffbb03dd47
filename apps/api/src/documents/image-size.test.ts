import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-size';
import { ocrImage } from '../testing/documents/document-fixtures';

describe('readImageSize', () => {
  it('reads the size of every accepted image format from its header', () => {
    for (const format of ['png', 'jpg', 'gif', 'bmp', 'webp'] as const) {
      expect(readImageSize(ocrImage(format)), format).toEqual({ width: 640, height: 120 });
    }
  });

  it('reads a huge declared size without decoding anything', () => {
    const png = ocrImage('png').slice();
    const view = new DataView(png.buffer);
    view.setUint32(16, 50_000);
    view.setUint32(20, 50_000);
    expect(readImageSize(png)).toEqual({ width: 50_000, height: 50_000 });
    expect(readImageSize(Uint8Array.of(0xff, 0xd8, 0xff))).toBeUndefined();
  });
});
