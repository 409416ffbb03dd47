/** SPEC 4 (submitting, step 1): how one file's text appears in the interim extracted text. */
export function describeDocument(name: string, text: string): string {
  return `--- Start of document: ${name} ---\n${text}\n--- End of document: ${name} ---`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The text the browser can give one file at once: text/* as text, a placeholder for images
 * and PDFs (the server extracts them), and a placeholder naming any other file and its type.
 */
async function readDocumentText(file: File): Promise<string> {
  if (file.type.startsWith('text/')) return file.text();
  if (file.type === 'application/pdf') {
    return `[PDF document: ${file.name}] Text extraction in progress...`;
  }
  if (file.type.startsWith('image/')) {
    return `[Image: ${file.name}] Text extraction (OCR) in progress...`;
  }
  return `[Document: ${file.name}, type ${file.type || 'unknown'}] Text extraction in progress...`;
}

/**
 * SPEC 4 step 1: every file read in order, each wrapped in start and end markers; a read
 * error becomes an inline note for that file and the others are still read. The result is
 * the interim extracted text shown on /results until the server's extraction arrives.
 */
export async function readDocumentsAsText(files: readonly File[]): Promise<string> {
  const parts: string[] = [];
  for (const file of files) {
    try {
      parts.push(describeDocument(file.name, await readDocumentText(file)));
    } catch (error) {
      parts.push(
        describeDocument(file.name, `[Error reading ${file.name}: ${errorMessage(error)}]`),
      );
    }
  }
  return parts.join('\n\n');
}

/** A file's content as a data URL, the form attachments are sent in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
