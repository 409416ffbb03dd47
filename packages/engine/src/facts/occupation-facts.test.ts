import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { readClient } from './read-client';

const occupations = (notes: string) =>
  extractFacts(notes, { referenceYear: 2026 }).occupations?.value;

describe('occupations of the client and the spouse', () => {
  it('reads each person’s job by the person it follows', () => {
    expect(occupations('H 44 anesthesiologist (W-2), W 42 pediatrician, Denver CO.')).toEqual([
      { person: 'client', occupation: 'anesthesiologist' },
      { person: 'spouse', occupation: 'pediatrician' },
    ]);
    expect(occupations('Tom 61 and Ann 59. Ann is a CPA; Tom a retired surgeon.')).toEqual([
      { person: 'client', occupation: 'retired surgeon' },
      { person: 'spouse', occupation: 'CPA' },
    ]);
  });

  it('takes an unnamed job in a note about one client as the client’s', () => {
    expect(occupations('Client 38, single. Sr eng at public tech co.')).toEqual([
      { person: 'client', occupation: 'Sr eng' },
    ]);
  });

  it('never takes a relative’s or an adviser’s job as the client’s', () => {
    expect(
      occupations('Widow, 70. Their daughter (32) is a physician; referral from their CPA.'),
    ).toBeUndefined();
    expect(occupations('Couple 60/58. His brother, a surgeon, co-owns the cabin.')).toBeUndefined();
    // An adviser speaking of the client is no occupation of theirs.
    expect(
      occupations('Divorced, 52. No cash balance plan yet - CPA mentioned it.'),
    ).toBeUndefined();
    expect(
      occupations('Married, 62/60. EBITDA ~$6.5M, banker thinks $30-35M enterprise value.'),
    ).toBeUndefined();
    // The W of a W-2 is not the wife, and a CPA named after 'by' set the pay.
    expect(
      occupations('Dentist, 48. W-2 was set at $120K yrs ago by prior CPA, rest is distributions.'),
    ).toEqual([{ person: 'client', occupation: 'Dentist' }]);
  });

  it('is shown with its source and corrected by the advisor, the client first', () => {
    const notes = 'H 44 anesthesiologist, W 42 pediatrician, Denver CO.';
    expect(
      readClient({ notes, documents: [] }, { referenceYear: 2026 }).analysisFacts.occupations,
    ).toMatchObject({
      value: ['client: anesthesiologist', 'spouse: pediatrician'],
      source: { kind: 'notes' },
    });
    const corrected = readClient(
      { notes, documents: [] },
      {
        referenceYear: 2026,
        corrections: [{ field: 'occupations', value: ['surgeon', 'spouse: CPA'] }],
      },
    );
    expect(corrected.facts.occupations?.value).toEqual([
      { person: 'client', occupation: 'surgeon' },
      { person: 'spouse', occupation: 'CPA' },
    ]);
    expect(corrected.analysisFacts.occupations?.source.kind).toBe('advisor');
  });
});
