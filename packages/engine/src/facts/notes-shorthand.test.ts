import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

describe("advisors' shorthand for people and places", () => {
  it.each([
    ['Couple H 58 / W 56, Richmond VA. 3 kids.', [58, 56], 'VA'],
    ['H 44 anesthesiologist (W-2), W 42 pediatrician, Denver suburbs CO.', [44, 42], 'CO'],
    [
      'Prospect mtg - owner 61, founded a machining co in 1991, OH. Married (W 59).',
      [61, 59],
      'OH',
    ],
    ['Ranch couple, both 64, central MT cow-calf + hay.', [64, 64], 'MT'],
    ['Married couple, both 58 and 56, live in California.', [58, 56], 'CA'],
    ['New York couple (Westchester), 61 and 59.', [61, 59], 'NY'],
    ['Couple 63/61, Henderson NV. Rental condo - Flagstaff AZ 725k.', [63, 61], 'NV'],
  ])('%s', (notes, ages, state) => {
    const facts = read(notes);
    expect(facts.ages.map((a) => a.value)).toEqual(ages);
    expect(facts.state?.value).toBe(state);
  });

  it('reads a bare code in parentheses, and not a title after a name', () => {
    expect(read('New clients (WI), married.').state?.value).toBe('WI');
    expect(read('Referred by John Smith MD last spring.').state).toBeUndefined();
  });

  it('leaves out the age of someone who has died', () => {
    const facts = read('Widow, 66, Scottsdale AZ. H passed ~8 mos ago (Mar 2026, age 71).');
    expect(facts.ages.map((a) => a.value)).toEqual([66]);
    expect(
      read('New client, 29, single. Mom died Aug 2025 (age 68).').ages.map((a) => a.value),
    ).toEqual([29]);
  });

  it("reads each age after the name of the couple the notes open with, the first named the client's", () => {
    const facts = read(
      'Ray & Donna Jimenez, MFJ, Denver CO. Ray 61, ops mgr at Ball Corp (~145k). Donna 59, part-time dental hygienist (~40k). Kids grown (3).',
    );
    expect(facts.ages.map((a) => a.value)).toEqual([61, 59]);
    expect(facts.ages[1]?.source).toBe('Donna 59');
    // Each job's pay, the employer between them: 145,000 + 40,000.
    expect(facts.annualIncome?.value).toBe(185_000);
    expect(facts.children?.value).toBe(3);
    expect(
      read('Greg & Anne Whitfield, MFJ, AZ. Greg 63 commercial RE developer, Anne 61.').ages.map(
        (a) => a.value,
      ),
    ).toEqual([63, 61]);
    // A figure after the name that is not an age stays out.
    expect(read('Tom & Linda Kowalski, IL. Tom 60% owner of the firm.').ages).toEqual([]);
  });

  it('does not take a count of years or staff as an age', () => {
    expect(read('Client 20 years at IBM, retiring.').ages).toEqual([]);
  });
});

describe('a figure that introduces a list', () => {
  it('is the total of the listed holdings, not one more holding', () => {
    const facts = read(
      'Annual review. H 74, W 72, Raleigh NC. Total ~5.0M: H trad IRA 2.295M, W trad IRA 1.205M, joint taxable ~1.1M, house ~400K paid off.',
    );
    expect(facts.totalAssets?.value).toBe(5_000_000);
    expect(facts.netWorth?.value).toBe(5_000_000);
  });

  it('stays one more holding when the list does not add up to it', () => {
    const facts = read('Brokerage $2M: mostly index funds. IRA $1M, house $800K.');
    expect(facts.totalAssets?.value).toBe(3_800_000);
  });

  it('reads a tolerance stated as a sentence of its own, not a word inside another', () => {
    expect(read('Two kids. Conservative. Asked about QCDs.').riskTolerance?.value).toBe(
      'conservative',
    );
    expect(read('Moderate.').riskTolerance?.value).toBe('moderate');
    expect(read('Conservative estimate of the home: 1M.').riskTolerance).toBeUndefined();
  });

  it("values an account's share in one stock as the position", () => {
    const position = read('Exec, 60. 401(k) ~$2M - 100% company stock; plan basis ~$100K.')
      .concentratedPosition?.value;
    expect(position?.value).toBe(2_000_000);
    expect(read('IRA $1.5M, 40% in employer stock.').concentratedPosition?.value.value).toBe(
      600_000,
    );
  });
});
