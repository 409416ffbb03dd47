import { afterAll, expect, it } from 'vitest';
import { closeDocumentWorkers, extractDocuments } from './index';
import {
  makeManyPagePdf,
  makePdf,
  makePdfBomb,
  toAttachment,
} from '../testing/documents/document-fixtures';

// The review's bombs: four PDFs of under a megabyte whose content inflates to 300 MB each, and
// a 50,000-page PDF, in one request; another advisor's small PDF at the same moment took 61 s
// instead of 0.4 s.

afterAll(() => closeDocumentWorkers());

it('refuses PDF bombs by name, and another advisor’s small PDF is read meanwhile', async () => {
  const bombs = [
    ...[1, 2, 3, 4].map((n) => toAttachment(`bomb-${n}.pdf`, makePdfBomb(300), 'application/pdf')),
    toAttachment('pages.pdf', makeManyPagePdf(50_000), 'application/pdf'),
  ];
  const small = toAttachment(
    'statement.pdf',
    await makePdf(['Brokerage statement: $2,400,000 in municipal bonds.']),
    'application/pdf',
  );

  await extractDocuments([small]); // the threads are warm, as on a running server

  const started = performance.now();
  const attack = extractDocuments(bombs).then((result) => ({
    result,
    ms: performance.now() - started,
  }));
  const advisor = extractDocuments([small]).then((result) => ({
    result,
    ms: performance.now() - started,
  }));
  const [{ result: refused, ms: attackMs }, other] = await Promise.all([attack, advisor]);

  for (let n = 1; n <= 4; n++) {
    expect(refused.text).toContain(
      `--- Start of document: bomb-${n}.pdf ---\n[Error reading bomb-${n}.pdf: refused: its content decompresses to more than 64 MB (a decompression bomb?)]\n`,
    );
  }
  expect(refused.text).toContain(
    '[Error reading pages.pdf: refused: the PDF has 50,000 pages; the limit is 2,000]',
  );
  expect(refused.files.every((file) => !file.ok)).toBe(true);
  expect(other.result.text).toContain('Brokerage statement: $2,400,000 in municipal bonds.');
  // It waits for a thread at most one refusal long, not for the whole attack (which held a
  // thread for a minute a bomb before); the bound is loose for a loaded shared machine.
  expect(other.ms).toBeLessThan(attackMs);
  expect(other.ms).toBeLessThan(20_000);
}, 120_000);
