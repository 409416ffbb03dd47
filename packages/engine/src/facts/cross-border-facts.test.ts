import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { readClient } from './read-client';

const read = (notes: string) => {
  const f = extractFacts(notes);
  return {
    citizenship: f.citizenship?.value,
    residence: f.residenceCountry?.value,
    labels: f.crossBorder?.value,
  };
};

describe('citizenship and country of residence, for each person', () => {
  it("gives the spouse's citizenship to the spouse and flags the missing marital deduction", () => {
    expect(read('Couple 55/52, NY. Wife is a UK citizen; they keep a flat in London.')).toEqual({
      citizenship: [{ person: 'spouse', country: 'UK' }],
      residence: undefined,
      labels: 'non-citizen spouse; foreign property',
    });
  });

  it('gives each of two people in one sentence the citizenship nearest them', () => {
    const both = [
      { person: 'client', country: 'US' },
      { person: 'spouse', country: 'UK' },
    ];
    expect(read('Married. H 60, W 58. H is a US citizen, W is a UK citizen.').citizenship).toEqual(
      both,
    );
    expect(
      read('Married couple in Texas, he is 70 (US citizen), she is 66 and a UK citizen.'),
    ).toEqual({ citizenship: both, residence: undefined, labels: 'non-citizen spouse' });
    expect(read('Married couple, FL. H 71 (US citizen), W 68, a UK citizen.').citizenship).toEqual(
      both,
    );
  });

  it('reads a US citizen as one, not as a non-citizen', () => {
    expect(read('H 60, W 58, Ohio. Wife is a US citizen.')).toEqual({
      citizenship: [{ person: 'spouse', country: 'US' }],
      residence: undefined,
      labels: undefined,
    });
    expect(read('Couple 70/68 in AZ. Both US citizens.').citizenship).toEqual([
      { person: 'client', country: 'US' },
      { person: 'spouse', country: 'US' },
    ]);
  });

  it('keeps both countries of a dual citizen, who is still a US citizen', () => {
    const found = read('Client, 47, is a US/UK dual citizen living in Chicago.');
    expect(found.citizenship).toEqual([{ person: 'client', country: 'UK and US' }]);
    // Still a US citizen (no non-citizen label), with a second country's rules to check.
    expect(found.labels).toBe('dual citizenship');
  });

  it('reads a citizenship by name and a country of residence', () => {
    expect(
      read('Raj 58 and Priya 55. Priya is a citizen of India; Raj lives in London for work.'),
    ).toEqual({
      citizenship: [{ person: 'spouse', country: 'India' }],
      residence: [{ person: 'client', country: 'UK' }],
      labels: 'non-citizen spouse',
    });
  });

  it('reads what a phrase says a person is not: a green card holder, a non-citizen spouse', () => {
    expect(read('Single, 44, green card holder, works in tech.')).toMatchObject({
      citizenship: [{ person: 'client', country: 'not US' }],
      labels: 'non-US citizenship',
    });
    expect(read('Couple, both green card holders, live in CA.').citizenship).toEqual([
      { person: 'client', country: 'not US' },
      { person: 'spouse', country: 'not US' },
    ]);
    expect(read('Married, 61/59; non-citizen spouse.')).toMatchObject({
      citizenship: [{ person: 'spouse', country: 'not US' }],
      labels: 'non-citizen spouse',
    });
  });

  it("never takes a relative's citizenship or home for the client's, nor a US state for a country", () => {
    expect(
      read('Widow, 80, lives in Florida. Her daughter is a Canadian citizen living in Toronto.'),
    ).toEqual({ citizenship: undefined, residence: undefined, labels: undefined });
  });

  it("shows each person's citizenship with its words; a correction changes the rules' labels", () => {
    const notes = 'Couple 55/52, NY. Wife is a UK citizen; they keep a flat in London.';
    const read = (corrections = [] as { field: string; value: unknown }[]) =>
      readClient({ notes, documents: [] }, { referenceYear: 2026, corrections });
    expect(read().analysisFacts.citizenship).toEqual({
      value: ['spouse: UK'],
      source: { kind: 'notes', quote: 'Wife is a UK citizen' },
    });
    const corrected = read([{ field: 'citizenship', value: ['client: US', 'spouse: US and UK'] }]);
    expect(corrected.analysisFacts.citizenship).toMatchObject({
      value: ['client: US', 'spouse: US and UK'],
      source: { kind: 'advisor' },
    });
    // A spouse who is a US citizen has the marital deduction: no QDOT label; the flat stays.
    expect(corrected.facts.crossBorder?.value).toBe('foreign property');
  });

  it('shows where each property sits, and the advisor can correct it by its label', () => {
    const notes = 'Couple 66/64, Florida. Home $2M, Vermont ski house $1.2M, brokerage $6M.';
    const read = (corrections = [] as { field: string; value: unknown }[]) =>
      readClient({ notes, documents: [] }, { referenceYear: 2026, corrections });
    expect(read().analysisFacts.propertyStates).toEqual({
      value: ['ski house $1.2M: VT'],
      source: { kind: 'notes', quote: 'Vermont ski house $1.2M' },
    });
    const corrected = read([{ field: 'propertyStates', value: ['ski house $1.2M: nh'] }]);
    expect(corrected.analysisFacts.propertyStates).toMatchObject({
      value: ['ski house $1.2M: NH'],
      source: { kind: 'advisor' },
    });
  });
});
