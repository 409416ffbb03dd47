import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { extractInsider } from './insider-facts';

describe('a company insider', () => {
  it('reads an insider, and one the notes say is not', () => {
    expect(extractInsider('CFO, Sec 16 officer; blackout windows apply.').insider).toEqual({
      value: true,
      source: 'Sec 16 officer',
    });
    expect(extractInsider('Not a Sec 16 insider; normal trading windows.').insider?.value).toBe(
      false,
    );
    expect(extractInsider('Engineer at a public co.')).toEqual({});
  });

  it('gives an insider with a large position a Rule 10b5-1 plan, not one who is not', () => {
    const ids = (notes: string) =>
      analyzeClient({ notes }).analysis.recommendations.map((r) => r.strategyId);
    const base =
      'Exec, 52, married, TX. NW ~$12M, $8M of it in company stock (basis $1M). Income $900K. Wants to diversify.';
    expect(ids(`${base} Section 16 officer, blackout periods.`)).toContain('RULE_10B5_1');
    expect(ids(`${base} Not an insider.`)).not.toContain('RULE_10B5_1');
  });

  it('shows citizenship and ties abroad with their source, and a correction clears them', () => {
    const notes =
      'Couple 55/52, NY. Wife is a UK citizen; they keep a flat in London. NW $20M, income $1M.';
    const read = analyzeClient({ notes }).analysis;
    expect(read.facts?.crossBorder).toMatchObject({
      value: ['non-citizen spouse', 'foreign property'],
      source: { kind: 'notes' },
    });
    expect(read.recommendations.map((r) => r.strategyId)).toContain('QDOT');
    // A flat abroad is no foreign fund: no PFIC planning for it.
    expect(read.recommendations.map((r) => r.strategyId)).not.toContain('PFIC_AVOIDANCE');
    const corrected = analyzeClient({
      notes,
      corrections: [{ field: 'crossBorder', value: ['foreign property'] }],
    }).analysis;
    expect(corrected.facts?.crossBorder?.value).toEqual(['foreign property']);
    expect(corrected.recommendations.map((r) => r.strategyId)).not.toContain('QDOT');
  });
});
