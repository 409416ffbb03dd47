import { analysisSchema, readAnalysisContent } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analysisOnTheWire } from './stored-analysis';

describe('analysisOnTheWire', () => {
  it('sends text and a current analysis as they are, and nothing for none', () => {
    expect(analysisOnTheWire(null)).toBeNull();
    expect(analysisOnTheWire('# Plan')).toBe('# Plan');
  });

  it('sends an analysis saved before a field was added as JSON text the page reads as invalid', () => {
    const older = { clientProfile: { currentNetWorth: 1_000_000 }, recommendations: [] };
    expect(analysisSchema.safeParse(older).success).toBe(false);
    const sent = analysisOnTheWire(older);
    expect(typeof sent).toBe('string');
    expect(JSON.parse(sent as string)).toEqual({ analysis: older });
    expect(readAnalysisContent(sent!).kind).toBe('invalid');
  });
});
