import { describe, expect, it } from 'vitest';
import { readAsDataUrl, readDocumentsAsText } from './read-documents';

describe('readDocumentsAsText', () => {
  it('reads text files and wraps every file in start and end markers', async () => {
    const text = await readDocumentsAsText([
      new File(['Net worth $12 million'], 'notes.txt', { type: 'text/plain' }),
      new File([new Uint8Array([37, 80, 68, 70])], 'statement.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array([137, 80, 78, 71])], 'scan.png', { type: 'image/png' }),
      new File(['PK'], 'trust.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);
    const blocks = text.split('\n\n');
    expect(blocks).toHaveLength(4);
    expect(blocks[0]).toBe(
      '--- Start of document: notes.txt ---\nNet worth $12 million\n--- End of document: notes.txt ---',
    );
    expect(blocks[1]).toMatch(
      /^--- Start of document: statement\.pdf ---\n.*statement\.pdf.*in progress/,
    );
    expect(blocks[2]).toMatch(/scan\.png.*in progress.*\n--- End of document: scan\.png ---$/);
    expect(blocks[3]).toContain('trust.docx');
    expect(blocks[3]).toContain(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(blocks[3]).not.toContain('PK');
  });

  it('records a read error inline and goes on with the next file', async () => {
    const broken = new File(['x'], 'broken.txt', { type: 'text/plain' });
    Object.defineProperty(broken, 'text', { value: () => Promise.reject(new Error('disk gone')) });
    const text = await readDocumentsAsText([
      broken,
      new File(['fine'], 'ok.txt', { type: 'text/plain' }),
    ]);
    expect(text).toContain(
      '--- Start of document: broken.txt ---\n[Error reading broken.txt: disk gone]',
    );
    expect(text).toContain(
      '--- Start of document: ok.txt ---\nfine\n--- End of document: ok.txt ---',
    );
  });

  it('gives no text for no files', async () => {
    expect(await readDocumentsAsText([])).toBe('');
  });
});

describe('readAsDataUrl', () => {
  it('encodes the content with its type', async () => {
    const url = await readAsDataUrl(new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(url).toMatch(/^data:text\/plain[;,]/);
    expect(atob(url.slice(url.indexOf(',') + 1))).toBe('hello');
  });
});
