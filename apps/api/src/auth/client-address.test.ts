import { describe, expect, it } from 'vitest';
import { resolveClientAddress } from './client-address';

describe('resolveClientAddress', () => {
  it('is the socket peer without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '10.9.9.9', [])).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, [])).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', ['10.0.0.2'])).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy appended', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', ['10.0.0.2'])).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.7', ['10.0.0.2'])).toBe(
      '198.51.100.7',
    );
  });

  it('never believes what the client wrote to the left of the proxy’s entry', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', ['10.0.0.2'])).toBe(
      '198.51.100.7',
    );
  });

  it('skips a chain of trusted proxies', () => {
    expect(
      resolveClientAddress('10.0.0.2', '198.51.100.7, 10.0.0.3', ['10.0.0.2', '10.0.0.3']),
    ).toBe('198.51.100.7');
  });

  it('stops at a malformed entry and keeps the last good address', () => {
    expect(resolveClientAddress('10.0.0.2', 'junk', ['10.0.0.2'])).toBe('10.0.0.2');
  });
});
