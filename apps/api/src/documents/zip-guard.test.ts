import { describe, expect, it } from 'vitest';
import { deflateSync } from 'fflate';
import { makeDocx, makeZip, makeZipBombDocx } from '../testing/documents/document-fixtures';
import { assertNotZipBomb, listZipEntries, ZipRefusedError } from './zip-guard';

const MB = 1024 * 1024;

describe('assertNotZipBomb', () => {
  it('passes a real .docx and counts what it inflates', async () => {
    const docx = await makeDocx(['Hello from a generated document.']);
    expect(listZipEntries(docx).map((entry) => entry.name)).toContain('word/document.xml');
    const inflated = assertNotZipBomb(docx);
    expect(inflated).toBeGreaterThan(docx.length);
    expect(inflated).toBeLessThan(1 * MB);
  });

  it('refuses an entry that inflates to hundreds of MB while declaring 2 KB', () => {
    const bomb = makeZipBombDocx(400);
    expect(bomb.length).toBeLessThan(1 * MB);
    expect(listZipEntries(bomb).find((entry) => entry.name === 'word/document.xml')).toBeDefined();
    expect(() => assertNotZipBomb(bomb)).toThrow(/inflates more than 100 times its size/);
  });

  it('refuses past the total, counting entries that share their data (overlapping zip bomb)', () => {
    const data = deflateSync(new Uint8Array(2 * MB).fill(0x41), { level: 9 });
    const zip = makeZip(
      Array.from({ length: 30 }, (_, i) => ({
        name: `part${i}.xml`,
        method: 8 as const,
        data,
        declaredSize: 1,
      })),
    );
    const limits = {
      maxInflatedBytes: 50 * MB,
      maxRatio: Infinity,
      minBytesForRatio: 0,
      maxEntries: 100,
    };
    expect(() => assertNotZipBomb(zip, limits)).toThrow(/more than 50 MB/);
    expect(assertNotZipBomb(zip, { ...limits, maxInflatedBytes: 61 * MB })).toBe(60 * MB);
  });

  it('counts stored entries and refuses too many entries, unknown methods and corrupt archives', () => {
    const stored = makeZip([
      { name: 'a.txt', method: 0, data: new Uint8Array(1000), declaredSize: 1000 },
    ]);
    expect(assertNotZipBomb(stored)).toBe(1000);
    const many = makeZip(
      Array.from({ length: 20 }, (_, i) => ({
        name: `${i}`,
        method: 0 as const,
        data: new Uint8Array(1),
        declaredSize: 1,
      })),
    );
    expect(() =>
      assertNotZipBomb(many, {
        maxInflatedBytes: MB,
        maxRatio: 100,
        minBytesForRatio: 0,
        maxEntries: 10,
      }),
    ).toThrow(/20 entries/);
    const truncated = stored.subarray(0, stored.length - 10);
    expect(() => assertNotZipBomb(truncated)).toThrow(ZipRefusedError);
    const corruptDeflate = makeZip([
      { name: 'x', method: 8, data: Uint8Array.of(0xff, 0xff, 0xff), declaredSize: 1 },
    ]);
    expect(() => assertNotZipBomb(corruptDeflate)).toThrow();
  });
});
