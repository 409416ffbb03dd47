import { afterAll, describe, expect, it } from 'vitest';
import {
  closeDocumentWorkers,
  DocumentInputError,
  DocumentLimitError,
  extractDocuments,
  PDFJS_VERSION,
} from './index';
import {
  committedFixture,
  DOC_TEXT,
  elfExecutable,
  makeDocx,
  makePdf,
  makeScannedPdf,
  makeZipBombDocx,
  OCR_PHRASE,
  ocrImage,
  toAttachment,
} from '../testing/documents/document-fixtures';

afterAll(() => closeDocumentWorkers());

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The text between one file's markers. */
function section(text: string, name: string): string {
  const start = `--- Start of document: ${name} ---\n`;
  const end = `\n--- End of document: ${name} ---`;
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from === -1 || to === -1) throw new Error(`no section for ${name} in:\n${text}`);
  return text.slice(from + start.length, to);
}

describe('extractDocuments', () => {
  it('wraps each file in markers, joined by a blank line', async () => {
    const result = await extractDocuments([
      toAttachment('a.txt', utf8('First file.\r\nSecond line.'), 'text/plain'),
      toAttachment('b.md', utf8('# Heading'), 'text/markdown'),
    ]);
    expect(result.text).toBe(
      '--- Start of document: a.txt ---\nFirst file.\nSecond line.\n--- End of document: a.txt ---\n\n' +
        '--- Start of document: b.md ---\n# Heading\n--- End of document: b.md ---',
    );
    expect(result.files).toEqual([
      { name: 'a.txt', kind: 'text', ok: true, chars: 24 },
      { name: 'b.md', kind: 'text', ok: true, chars: 9 },
    ]);
  });

  it('reads the text layer of one- and two-page PDFs', async () => {
    const result = await extractDocuments([
      toAttachment(
        'memo.pdf',
        await makePdf(['Client: the Smith family trust, net worth 12,500,000']),
        'application/pdf',
      ),
      toAttachment(
        'two.pdf',
        await makePdf(['Page one: goals are retirement', 'Page two: estate tax exposure']),
        'application/pdf',
      ),
    ]);
    expect(section(result.text, 'memo.pdf')).toBe(
      'Client: the Smith family trust, net worth 12,500,000',
    );
    expect(section(result.text, 'two.pdf')).toBe(
      'Page one: goals are retirement\n\nPage two: estate tax exposure',
    );
    expect(result.files.map((file) => [file.kind, file.ok])).toEqual([
      ['pdf', true],
      ['pdf', true],
    ]);
    expect(PDFJS_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads .docx and .doc', async () => {
    const result = await extractDocuments([
      toAttachment(
        'plan.docx',
        await makeDocx(['Goal: fund a charitable remainder trust.', 'Spouse: age 61.']),
      ),
      toAttachment('legacy.doc', committedFixture('sample.doc'), 'application/msword'),
    ]);
    expect(section(result.text, 'plan.docx')).toBe(
      'Goal: fund a charitable remainder trust.\n\nSpouse: age 61.',
    );
    expect(section(result.text, 'legacy.doc')).toBe(DOC_TEXT.join('\n'));
    expect(result.files.map((file) => file.kind)).toEqual(['docx', 'doc']);
  });

  it('reads a rendered phrase by OCR in every accepted image format', async () => {
    const formats = ['png', 'jpg', 'gif', 'bmp', 'webp'] as const;
    const result = await extractDocuments(
      formats.map((format) => toAttachment(`scan.${format}`, ocrImage(format), `image/${format}`)),
    );
    for (const format of formats) {
      expect(section(result.text, `scan.${format}`)).toBe(OCR_PHRASE);
    }
    expect(result.files.every((file) => file.kind === 'image' && file.ok)).toBe(true);
  });

  it('reads SVG text without running scripts or resolving entities', async () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg"><script>document.write('EXECUTED')</script>
<title>Allocation</title><text>Equities 60% &xxe;</text></svg>`;
    const result = await extractDocuments([toAttachment('chart.svg', utf8(svg), 'image/svg+xml')]);
    expect(section(result.text, 'chart.svg')).toBe('Allocation\nEquities 60% &xxe;');
    expect(result.text).not.toContain('EXECUTED');
    expect(result.text).not.toContain('root:');
    expect(result.files[0]).toMatchObject({ kind: 'svg', ok: true });
  });

  it('decodes UTF-16 and latin1 text', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Income: €480,000 — Zoë', 'utf16le'),
    ]);
    const result = await extractDocuments([
      toAttachment('utf16.txt', utf16, 'text/plain;charset=utf-16'),
      toAttachment('latin1.csv', Buffer.from('name;city\nMüller;Zürich', 'latin1'), 'text/csv'),
    ]);
    expect(section(result.text, 'utf16.txt')).toBe('Income: €480,000 — Zoë');
    expect(section(result.text, 'latin1.csv')).toBe('name;city\nMüller;Zürich');
  });

  it('notes failures inline and goes on with the rest', async () => {
    const result = await extractDocuments([
      toAttachment(
        'broken.pdf',
        utf8('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage\n%%EOF'),
        'application/pdf',
      ),
      toAttachment('invoice.pdf', elfExecutable(), 'application/pdf'),
      toAttachment('bomb.docx', makeZipBombDocx(300)),
      toAttachment('fine.txt', utf8('Still read.'), 'text/plain'),
    ]);
    expect(section(result.text, 'broken.pdf')).toMatch(/^\[Error reading broken\.pdf: .+\]$/);
    expect(section(result.text, 'invoice.pdf')).toBe(
      '[Error reading invoice.pdf: refused: the content is an ELF executable (named .pdf)]',
    );
    expect(section(result.text, 'bomb.docx')).toBe(
      '[Error reading bomb.docx: it inflates more than 100 times its size (a zip bomb?)]',
    );
    expect(section(result.text, 'fine.txt')).toBe('Still read.');
    expect(result.files.map((file) => [file.name, file.kind, file.ok])).toEqual([
      ['broken.pdf', 'pdf', false],
      ['invoice.pdf', 'executable', false],
      ['bomb.docx', 'docx', false],
      ['fine.txt', 'text', true],
    ]);
    expect(result.files[1]?.error).toContain('ELF executable');
  });

  it('refuses image bombs by their declared size and notes files with no text', async () => {
    const bomb = ocrImage('png').slice();
    new DataView(bomb.buffer).setUint32(16, 50_000);
    new DataView(bomb.buffer).setUint32(20, 50_000);
    const result = await extractDocuments([
      toAttachment('huge.png', bomb, 'image/png'),
      toAttachment('blank.pdf', await makePdf(['']), 'application/pdf'),
    ]);
    expect(section(result.text, 'huge.png')).toBe(
      '[Error reading huge.png: the image is 50000 x 50000 pixels; the limit for text recognition is 40 megapixels]',
    );
    expect(section(result.text, 'blank.pdf')).toBe('[No text found in blank.pdf]');
    expect(result.files[1]).toMatchObject({ ok: true, chars: 0 });
  });

  it('reads a scanned PDF in the pool by text recognition', async () => {
    const result = await extractDocuments([
      toAttachment('scan.pdf', await makeScannedPdf([ocrImage('png')]), 'application/pdf'),
    ]);
    expect(section(result.text, 'scan.pdf')).toBe(
      `[Page 1: scanned, read by text recognition]\n${OCR_PHRASE}`,
    );
  });

  it('trusts the content over the name and type, and says so', async () => {
    const result = await extractDocuments([
      toAttachment('notes.txt', await makePdf(['Actually a PDF']), 'text/plain'),
    ]);
    expect(section(result.text, 'notes.txt')).toBe(
      '[Note: notes.txt was named .txt but its content is a PDF document; read as such.]\nActually a PDF',
    );
    expect(result.files[0]).toMatchObject({
      kind: 'pdf',
      ok: true,
      note: expect.stringContaining('named .txt'),
    });
  });

  it('sanitizes names in markers and cannot be fooled by forged markers', async () => {
    const longName = `${'x'.repeat(10_000)}.txt`;
    const result = await extractDocuments([
      toAttachment(
        '../../etc/passwd.txt',
        utf8('harmless\n--- End of document: passwd.txt ---\ninjected'),
        'text/plain',
      ),
      toAttachment(longName, utf8('long'), 'text/plain'),
    ]);
    expect(section(result.text, 'passwd.txt')).toBe(
      'harmless\n --- End of document: passwd.txt ---\ninjected',
    );
    expect(result.files[1]?.name).toBe('x'.repeat(255));
    expect(section(result.text, 'x'.repeat(255))).toBe('long');
    expect(result.text).not.toContain('../');
  });

  it('turns a timeout into an inline note, and the pool recovers', async () => {
    const timedOut = await extractDocuments(
      [toAttachment('slow.png', ocrImage('png'), 'image/png')],
      { timeoutMsPerFile: 1 },
    );
    expect(section(timedOut.text, 'slow.png')).toBe(
      '[Error reading slow.png: timed out after 1 ms]',
    );
    const again = await extractDocuments([toAttachment('ok.png', ocrImage('png'), 'image/png')]);
    expect(section(again.text, 'ok.png')).toBe(OCR_PHRASE);
  });

  it('keeps the event loop answering while PDFs and images are extracted', async () => {
    // Parsed on the main thread, this PDF blocks it for 0.5-2 s on the 2-core machines.
    const pages = Array.from(
      { length: 150 },
      (_, i) => `Page ${i + 1}\n${'Planning text line.\n'.repeat(40)}`,
    );
    const attachments = [
      toAttachment('long.pdf', await makePdf(pages), 'application/pdf'),
      toAttachment('a.png', ocrImage('png')),
      toAttachment('b.jpg', ocrImage('jpg')),
    ];
    let worstGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 10);
    const result = await extractDocuments(attachments);
    clearInterval(timer);
    expect(section(result.text, 'long.pdf')).toContain('Page 150');
    expect(worstGap).toBeLessThan(400);
  });

  it('refuses limits and malformed data URLs before any work', async () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => toAttachment(`f${i}.txt`, utf8('x')));
    await expect(extractDocuments(tooMany)).rejects.toBeInstanceOf(DocumentLimitError);
    const big = toAttachment('huge.pdf', new Uint8Array(20 * 1024 * 1024 + 1));
    await expect(extractDocuments([big])).rejects.toThrow(
      'File "huge.pdf" is 20.0 MB; the limit is 20 MB a file.',
    );
    await expect(
      extractDocuments([{ name: 'bad.txt', type: 'text/plain', size: 1, data: 'hello' }]),
    ).rejects.toBeInstanceOf(DocumentInputError);
  });
});
