import { describe, expect, it } from 'vitest';
import { readRawResponse } from './raw-response';

describe('readRawResponse', () => {
  it('pretty-prints JSON', () => {
    expect(readRawResponse('{"a":1}')).toEqual({ kind: 'json', pretty: '{\n  "a": 1\n}' });
  });

  it('reports nothing for an empty or missing response', () => {
    expect(readRawResponse(undefined)).toEqual({ kind: 'none' });
    expect(readRawResponse('  ')).toEqual({ kind: 'none' });
  });

  it('keeps the parse error message and the raw text', () => {
    const view = readRawResponse('{"a":');
    expect(view.kind).toBe('error');
    if (view.kind === 'error') {
      expect(view.message.length).toBeGreaterThan(0);
      expect(view.raw).toBe('{"a":');
    }
  });
});
