import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const lateEstate = (notes: string) =>
  extractFacts(notes, { referenceYear: 2026 }).lateSpouseEstate?.value;

describe("a widow's or widower's late spouse's estate", () => {
  it('reads its size and what it left to others when the rest went to the survivor', () => {
    expect(
      lateEstate(
        'Widower, 74. Wife died Jan 2025. Her estate ~6M: $300K each to 3 grandkids, everything else to him.',
      ),
    ).toEqual({ amount: 6_000_000, toOthers: 900_000 });
  });

  it('counts a single bequest once', () => {
    expect(
      lateEstate('Widow, 70. Late husband’s estate ~4M; $1M to his daughter, rest to W.'),
    ).toEqual({ amount: 4_000_000, toOthers: 1_000_000 });
  });

  it('knows nothing left to others when all went to the survivor', () => {
    expect(lateEstate('Widow, 68. H died 2024; his estate ~3M, all to W.')).toEqual({
      amount: 3_000_000,
      toOthers: 0,
    });
  });

  it('leaves what used the exclusion unknown when the notes do not say where the rest went', () => {
    expect(lateEstate('Widow, 68. H died 2024; his estate ~3M.')).toEqual({ amount: 3_000_000 });
  });

  it('reads no late spouse for a married couple', () => {
    expect(lateEstate('Couple 60/58. H estate plan dated 2010; his estate ~3M.')).toBeUndefined();
  });
});

describe("the late spouse's estate is not the survivor's", () => {
  it("does not take the late spouse's estate for the client's net worth", () => {
    const facts = extractFacts(
      'Widow, 71. H died 2025; his estate ~5M, all to W. She now has ~6M incl home ~1M.',
      { referenceYear: 2026 },
    );
    expect(facts.netWorth?.value).toBe(6_000_000);
    expect(facts.lateSpouseEstate?.value.amount).toBe(5_000_000);
  });
});
