import { describe, expect, it } from 'vitest';
import {
  asMoney,
  asNumber,
  asPercent,
  asRecords,
  asTexts,
  readRawResponse,
} from './analysis-fields';

describe('field readers', () => {
  it('read loosely typed model output without throwing', () => {
    expect(asMoney(1250000)).toBe('$1,250,000');
    expect(asMoney('$5,000 - $10,000')).toBe('$5,000 - $10,000');
    expect(asMoney(undefined)).toBeUndefined();
    expect(asMoney(Number.NaN)).toBeUndefined();
    expect(asNumber('$1,250,000')).toBe(1250000);
    expect(asNumber('about a million')).toBeUndefined();
    expect(asPercent(12.345)).toBe('12.3%');
    expect(asTexts(['a', 3, null, { x: 1 }, ''])).toEqual(['a', '3']);
    expect(asTexts('not a list')).toEqual([]);
    expect(asRecords([{ a: 1 }, 'x', null, [1]])).toEqual([{ a: 1 }]);
  });
});

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
