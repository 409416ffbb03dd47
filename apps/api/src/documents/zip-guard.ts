import { Inflate } from 'fflate';

/** One entry of a zip's central directory (what JSZip, and so mammoth, reads). */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localHeaderOffset: number;
}

export interface ZipBombLimits {
  /** Bytes actually inflated, summed over every entry. */
  maxInflatedBytes: number;
  /** Inflated bytes per byte of archive, enforced once past minBytesForRatio. */
  maxRatio: number;
  minBytesForRatio: number;
  maxEntries: number;
}

export const DOCX_ZIP_LIMITS: ZipBombLimits = {
  maxInflatedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  minBytesForRatio: 5 * 1024 * 1024,
  maxEntries: 5000,
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;
// Small input slices bound what one push can inflate (deflate tops out near 1032:1).
const INFLATE_SLICE = 8 * 1024;

export class ZipRefusedError extends Error {
  override readonly name = 'ZipRefusedError';
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(bytes: Uint8Array, data: DataView): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (data.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw new ZipRefusedError('not a readable zip archive (no central directory)');
}

/** The central directory's entries; throws ZipRefusedError on a malformed or ZIP64 archive. */
export function listZipEntries(
  bytes: Uint8Array,
  maxEntries = DOCX_ZIP_LIMITS.maxEntries,
): ZipEntry[] {
  const data = view(bytes);
  const eocd = findEndOfCentralDirectory(bytes, data);
  const count = data.getUint16(eocd + 10, true);
  const directoryOffset = data.getUint32(eocd + 16, true);
  if (directoryOffset === ZIP64_MARKER || count === 0xffff)
    throw new ZipRefusedError('ZIP64 archives are not supported');
  if (count > maxEntries)
    throw new ZipRefusedError(`the archive has ${count} entries; the limit is ${maxEntries}`);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipRefusedError('the zip central directory is corrupt');
    }
    const nameLength = data.getUint16(at + 28, true);
    const entry: ZipEntry = {
      flags: data.getUint16(at + 8, true),
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      localHeaderOffset: data.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.compressedSize === ZIP64_MARKER || entry.localHeaderOffset === ZIP64_MARKER) {
      throw new ZipRefusedError('ZIP64 archives are not supported');
    }
    entries.push(entry);
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  return entries;
}

function entryData(bytes: Uint8Array, data: DataView, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || data.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new ZipRefusedError(`the zip entry "${entry.name}" is corrupt`);
  }
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipRefusedError(`the zip entry "${entry.name}" is truncated`);
  return bytes.subarray(start, end);
}

/**
 * Inflates every entry, counting the bytes that actually come out (declared sizes can lie),
 * and throws ZipRefusedError as soon as the total or the ratio passes the limits.
 * Returns the total inflated bytes.
 */
export function assertNotZipBomb(
  bytes: Uint8Array,
  limits: ZipBombLimits = DOCX_ZIP_LIMITS,
): number {
  const data = view(bytes);
  let total = 0;
  const count = (produced: number) => {
    total += produced;
    if (total > limits.maxInflatedBytes) {
      throw new ZipRefusedError(
        `it inflates to more than ${limits.maxInflatedBytes / (1024 * 1024)} MB (a zip bomb?)`,
      );
    }
    if (total > limits.minBytesForRatio && total > bytes.length * limits.maxRatio) {
      throw new ZipRefusedError(
        `it inflates more than ${limits.maxRatio} times its size (a zip bomb?)`,
      );
    }
  };
  for (const entry of listZipEntries(bytes, limits.maxEntries)) {
    if (entry.flags & 0x1) throw new ZipRefusedError('encrypted archives are not supported');
    const compressed = entryData(bytes, data, entry);
    if (entry.method === 0) {
      count(compressed.length);
    } else if (entry.method === 8) {
      const inflater = new Inflate((chunk) => count(chunk.length));
      for (let at = 0; at < compressed.length || at === 0; at += INFLATE_SLICE) {
        const end = Math.min(compressed.length, at + INFLATE_SLICE);
        inflater.push(compressed.subarray(at, end), end === compressed.length);
      }
    } else {
      throw new ZipRefusedError(`unsupported zip compression method ${entry.method}`);
    }
  }
  return total;
}
