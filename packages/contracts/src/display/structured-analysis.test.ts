import { describe, expect, it } from 'vitest';
import {
  isStructuredAnalysis,
  readAnalysis,
  readAnalysisContent,
  toStructuredAnalysis,
} from './structured-analysis';

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

describe('readAnalysis', () => {
  const analysis = {
    clientProfile: { currentNetWorth: 1_000_000, primaryGoals: ['Retire'] },
    financialSummary: { totalAssets: 1, totalLiabilities: 0, annualIncome: 0, savingsRate: 0 },
    recommendations: [],
    taxPlanning: { currentTaxSituation: '', opportunities: [], projectedSavings: '' },
    nextSteps: [],
  };

  it('takes a valid structured analysis, also from a JSON string with an analysis key', () => {
    expect(readAnalysis(analysis)).toEqual({ kind: 'structured', analysis });
    expect(readAnalysis(JSON.stringify({ analysis }))).toEqual({ kind: 'structured', analysis });
    expect(readAnalysisContent(analysis)).toEqual({ kind: 'structured', analysis });
  });

  it('keeps unstructured text as text, and reads nothing as null', () => {
    expect(readAnalysis('# Plan')).toEqual({ kind: 'text', text: '# Plan' });
    expect(readAnalysisContent('{"recommendations":[]}')).toEqual({
      kind: 'text',
      text: '{"recommendations":[]}',
    });
    expect(readAnalysis(null)).toBeNull();
    expect(readAnalysis(undefined)).toBeNull();
  });

  it('names the first problem of a structured analysis that does not match the contract', () => {
    const wrong = { ...analysis, clientProfile: { currentNetWorth: 'a lot', primaryGoals: [] } };
    const reading = readAnalysis(wrong);
    expect(reading?.kind).toBe('invalid');
    expect(reading?.kind === 'invalid' && reading.problem).toMatch(
      /^clientProfile\.currentNetWorth: /,
    );
    expect(readAnalysisContent(JSON.stringify({ analysis: {} }))).toMatchObject({
      kind: 'invalid',
    });
  });
});
