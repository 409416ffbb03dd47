import { describe, expect, it } from 'vitest';
import { extractCharitableEstateShare, extractStatedBequests } from './bequest-facts';

const read = (text: string) => extractStatedBequests(text).statedBequests?.value;

describe('bequests the client means to make beyond the children', () => {
  it.each([
    [
      'Two daughters, one nephew she wants to leave $500K to.',
      [{ heir: 'niece-nephew', amount: 500_000, to: 'nephew' }],
    ],
    [
      'Wants to leave $1M to his alma mater and $250K to his sister.',
      [
        { heir: 'charity', amount: 1_000_000, to: 'alma mater' },
        { heir: 'sibling', amount: 250_000, to: 'sister' },
      ],
    ],
    [
      'Will leaves $1M to the Cleveland Clinic.',
      [{ heir: 'charity', amount: 1_000_000, to: 'Clinic' }],
    ],
    [
      'Will leaves everything to 2 daughters except $1M to the hospital.',
      [{ heir: 'charity', amount: 1_000_000, to: 'hospital' }],
    ],
    [
      'Plans to leave $100,000 to a longtime caregiver.',
      [{ heir: 'other', amount: 100_000, to: 'caregiver' }],
    ],
  ])('reads %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    'Wants to leave $3M to each child.',
    'Her mother left $500K to her brother.',
    'Leave the house to the kids.',
    'Gives $20K a year to her church.',
  ])('finds no bequest beyond the children in %j', (text) => {
    expect(read(text)).toBeUndefined();
  });
});

// Whole analyses, the first importing the engine: over 5 s on a loaded two-core machine.
describe('a bequest beyond the children in the household figures', { timeout: 30_000 }, () => {
  const notes =
    'Widow, 79, lives in New Jersey. Estate about $9M: NJ home $1.5M, $5.5M brokerage, $2M IRA. Two daughters, one nephew she wants to leave $500K to.';

  it('is taxed by its heir’s class: New Jersey takes 15% of a nephew’s $500,000', async () => {
    const { analyzeClient } = await import('../analyze');
    const { analysis } = analyzeClient({ notes });
    // NJ Class D: 15% on the first $700,000 (N.J.S.A. 54:34-2); the daughters (Class A) pay none.
    expect(analysis.baseline?.estateTaxToday.state).toBeCloseTo(75_000, 0);
    expect(analysis.facts?.statedBequests?.value).toEqual(['nephew: $500,000']);
  });

  it('follows the advisor’s correction, and clears with an empty list', async () => {
    const { analyzeClient } = await import('../analyze');
    const corrected = (value: string[]) =>
      analyzeClient({ notes, corrections: [{ field: 'statedBequests', value }] }).analysis;
    // $700,000 x 15% = $105,000.
    expect(corrected(['nephew: $700,000']).baseline?.estateTaxToday.state).toBeCloseTo(105_000, 0);
    expect(corrected([]).baseline?.estateTaxToday.state).toBe(0);
  });
});

describe('the share of the estate left to charity', () => {
  const share = (text: string) => extractCharitableEstateShare(text).charitableEstateShare?.value;

  it.each([
    ['Wills: all to kids equally; want a legacy gift to church at 2nd death, maybe 10%.', 10],
    ['Would like to leave 25% of the estate to the university.', 25],
    ['Her will leaves 5 percent to the local hospital, the rest to the girls.', 5],
  ])('reads %j', (text, expected) => {
    expect(share(text)).toBe(expected);
  });

  it.each([
    // A share that is no bequest, or a bequest to no charity.
    'Gives 10% of income to church every year.',
    'Leaves 50% to each of the two children.',
    'Wants a CRT at a 5% payout, remainder to the university at death.',
    'Kids in the 32% bracket; leave the church something at death.',
  ])('reads no share in %j', (text) => {
    expect(share(text)).toBeUndefined();
  });
});
