import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { readImageSize } from './image-size';

// The installed model: without langPath tesseract.js downloads from a CDN, which must never happen.
const LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

// A few KB of PNG can declare a 50000 x 50000 canvas; decoding it would take gigabytes.
export const MAX_OCR_PIXELS = 40_000_000;

let worker: Promise<Worker> | undefined;

function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a bad image's error out of a message listener,
    // killing the thread; with one, recognize() rejects instead.
    errorHandler: () => undefined,
  }).catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

/** Text recognised in a PNG, JPEG, GIF, BMP or WebP image; the tesseract worker is kept for the next image. */
export async function recognizeImageText(bytes: Uint8Array): Promise<string> {
  const size = readImageSize(bytes);
  if (!size || size.width === 0 || size.height === 0)
    throw new Error('the image header is unreadable');
  if (size.width * size.height > MAX_OCR_PIXELS) {
    throw new Error(
      `the image is ${size.width} x ${size.height} pixels; the limit for text recognition is ${MAX_OCR_PIXELS / 1_000_000} megapixels`,
    );
  }
  const tesseract = await ocrWorker();
  const result = await tesseract.recognize(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  return result.data.text;
}
