import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl } from './markdown-url';

describe('safeMarkdownUrl', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/a?b=c',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.example.net/chan',
    'ircs://irc.example.net/chan',
    'mailto:advisor@example.com',
    'xmpp:advisor@example.com',
  ])('keeps the allowed scheme in %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    '/results',
    'docs/guide.md',
    '#section',
    '?tab=overview',
    '',
    './a:b',
    'path/with:colon',
    '?q=a:b',
    '#x:y',
  ])('keeps %j, which has no scheme', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://host/file',
  ])('empties %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe('');
  });
});
