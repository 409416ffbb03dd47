import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { assertNotZipBomb } from './zip-guard';

/** The text of a .docx, after the archive has been inflated once, counting, to refuse zip bombs. */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  assertNotZipBomb(bytes);
  const result = await mammoth.extractRawText({
    buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
  return result.value;
}

/** The body text of a Word 97-2003 .doc (an OLE compound file). */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  return document.getBody();
}
