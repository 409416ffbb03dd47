import { describe, expect, it } from 'vitest';
import { isStructuredAnalysis, toStructuredAnalysis } from './structured-analysis';

describe('toStructuredAnalysis', () => {
  it('takes an object as it is', () => {
    const analysis = { clientProfile: { riskTolerance: 'moderate' } };
    expect(toStructuredAnalysis(analysis)).toBe(analysis);
  });

  it("unwraps a JSON string's analysis object", () => {
    const text = JSON.stringify({ analysis: { recommendations: [] } });
    expect(toStructuredAnalysis(text)).toEqual({ recommendations: [] });
  });

  it('keeps the parsed object when its analysis key is not an object', () => {
    const text = JSON.stringify({ analysis: 'see notes', extra: 1 });
    expect(toStructuredAnalysis(text)).toEqual({ analysis: 'see notes', extra: 1 });
  });

  it('refuses JSON objects without an analysis key, JSON arrays and scalars', () => {
    expect(toStructuredAnalysis(JSON.stringify({ recommendations: [] }))).toBeNull();
    expect(toStructuredAnalysis('[1,2]')).toBeNull();
    expect(toStructuredAnalysis('42')).toBeNull();
  });

  it('refuses text that is not JSON, and null, arrays and numbers', () => {
    expect(toStructuredAnalysis('# Analysis\n\n- Use a trust')).toBeNull();
    expect(toStructuredAnalysis(null)).toBeNull();
    expect(toStructuredAnalysis([{ analysis: {} }])).toBeNull();
    expect(toStructuredAnalysis(7)).toBeNull();
  });
});

describe('isStructuredAnalysis', () => {
  it('agrees with toStructuredAnalysis', () => {
    expect(isStructuredAnalysis({})).toBe(true);
    expect(isStructuredAnalysis('{"analysis":{}}')).toBe(true);
    expect(isStructuredAnalysis('plain text')).toBe(false);
  });
});
