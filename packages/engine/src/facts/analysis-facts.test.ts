import { describe, expect, it } from 'vitest';
import { toAnalysisFacts } from './analysis-facts';
import { extractFacts } from './extract-facts';

const factsOf = (notes: string) => toAnalysisFacts(extractFacts(notes), { notes, documents: [] });

describe('concentratedStock from an itemised balance sheet', () => {
  it('is derived false when the listed holdings name no single security', () => {
    const fact = factsOf(
      'Retired, 70. IRA ~2.1M, brokerage ~900K, cash ~200K, home ~1.2M.',
    ).concentratedStock;
    expect(fact?.value).toBe(false);
    expect(fact?.source.kind).toBe('derived');
  });

  it('stays unknown without a balance sheet', () => {
    expect(factsOf('Retired, 70, lives in Ohio.').concentratedStock).toBeUndefined();
  });

  it('stays unknown when an owned business of unknown value may be the dominant holding', () => {
    const facts = factsOf('Owns a machining company (C corp). 401k ~1.8M, brokerage ~2.2M.');
    expect(facts.concentratedStock).toBeUndefined();
  });

  it('is true when the notes name a concentrated position among the holdings', () => {
    const facts = factsOf('Holds $6M of NVDA stock, 401k ~1M, cash ~200K.');
    expect(facts.concentratedStock?.value).toBe(true);
  });
});
