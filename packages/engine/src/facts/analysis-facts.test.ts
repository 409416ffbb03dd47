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

describe('a stated net worth below the itemised holdings', () => {
  const notes =
    'NW ~$3.2M per intake sheet.\n- 401k 1,350,000\n- Brokerage 1,150,000\n- Home 1,100,000 - no mtg\n- Rental duplex 980,000';

  it('takes the itemised balance sheet and keeps the stated figure as a conflict', () => {
    const netWorth = factsOf(notes).netWorth;
    expect(netWorth?.value).toBe(4_580_000);
    expect(netWorth?.source.kind).toBe('derived');
    expect(netWorth?.conflicts?.map((c) => c.value)).toEqual([3_200_000]);
  });

  it('keeps a stated net worth that its own list adds up to, with no conflict', () => {
    const netWorth = factsOf('NW ~4.0M: stock ~2.3M, 401k ~0.3M, brokerage ~1.4M.').netWorth;
    expect(netWorth?.value).toBe(4_000_000);
    expect(netWorth?.conflicts).toBeUndefined();
  });
});
