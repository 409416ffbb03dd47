import { describe, expect, it } from 'vitest';
import { extensionOf, sanitizeDocumentName } from './document-name';

describe('sanitizeDocumentName', () => {
  it('keeps only the last path component', () => {
    expect(sanitizeDocumentName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeDocumentName('C:\\Users\\me\\..\\report.pdf')).toBe('report.pdf');
    expect(sanitizeDocumentName('/abs/path/notes.md')).toBe('notes.md');
  });

  it('strips control characters and bidi overrides', () => {
    expect(sanitizeDocumentName('inv\u0000oice\r\n--- End of document: x ---.pdf')).toBe(
      'invoice--- End of document: x ---.pdf',
    );
    expect(sanitizeDocumentName('report\u202Efdp.exe')).toBe('reportfdp.exe');
  });

  it('falls back to a neutral name when nothing is left', () => {
    expect(sanitizeDocumentName('../..')).toBe('document');
    expect(sanitizeDocumentName('dir/')).toBe('document');
    expect(sanitizeDocumentName('\u0007')).toBe('document');
  });

  it('caps the name at 255 characters without splitting a surrogate pair', () => {
    expect(sanitizeDocumentName('a'.repeat(10_000) + '.pdf')).toBe('a'.repeat(255));
    const emojis = sanitizeDocumentName('\u{1F4C4}'.repeat(300));
    expect(Array.from(emojis)).toHaveLength(255);
    expect(emojis.endsWith('\u{1F4C4}')).toBe(true);
  });
});

describe('extensionOf', () => {
  it('is lower case and empty for dotfiles or no extension', () => {
    expect(extensionOf('Scan.JPEG')).toBe('jpeg');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
});
