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

  it("takes a figure in the next sentence for the client's, not the estate's size", () => {
    // 'his estate all to her.' gives no size; 'NW $20M' is hers.
    const facts = extractFacts(
      'Widow 80, Ohio. Husband died 2024, his estate all to her. NW $20M. 2 sons.',
      { referenceYear: 2026 },
    );
    expect(facts.netWorth?.value).toBe(20_000_000);
    expect(facts.lateSpouseEstate?.value).toEqual({ toOthers: 0 });
  });
});

describe('the portability election on the late spouse’s estate tax return', () => {
  const portability = (notes: string) =>
    extractFacts(notes, { referenceYear: 2026 }).portability?.value;

  it.each([
    ['Widower, 79. Wife died 2023; 706 filed, DSUE $12.9M.', { elected: true, dsue: 12_900_000 }],
    [
      'Widow, 72. H died 2022. Portability elected; DSUE amount: $11,580,000.',
      { elected: true, dsue: 11_580_000 },
    ],
    ['Widow, 70. H died 2024; her CPA filed the 706 electing portability.', { elected: true }],
    // A DSUE exists only by an election: stating its amount says one was made.
    ['Widow, 75. Husband died 2021, $9M of DSUE carried over.', { elected: true, dsue: 9_000_000 }],
    ["Widow, 66. H died Mar 2026. No 706 filed - CPA said 'not needed'.", { elected: false }],
    ['Widow, 66. H died 2025; the 706 was not filed.', { elected: false }],
    // The 'no' is the estate tax's, not the return's.
    ['Widow, 70. H died 2024. No estate tax was due but the 706 was filed.', { elected: true }],
    // The amount is at the second mention of the DSUE.
    [
      "Widowed (husband Robert d. 2022). Portability - DSUE elected on Robert's 706, approx $11.7M DSUE (his estate mostly went to her outright).",
      { elected: true, dsue: 11_700_000 },
    ],
    [
      'Widow, 85. Husband d. 2019. DSUE: Not elected (bypass trust used his exemption).',
      { elected: false },
    ],
  ])('%s', (notes, expected) => {
    expect(portability(notes)).toEqual(expected);
  });

  it('reads a QTIP election on the return as no word on portability', () => {
    expect(
      portability('Widow, 85. Husband d. 2019; QTIP election made on Form 706 (filed 2020).'),
    ).toBeUndefined();
  });

  it('reads advice to file as no filing, and nothing for a married couple', () => {
    expect(
      portability('Widow, 66. H died 2026. To-do: CPA should file a 706 electing portability.'),
    ).toBeUndefined();
    expect(
      portability('Married, 60/58. They would elect portability at the first death.'),
    ).toBeUndefined();
  });
});
