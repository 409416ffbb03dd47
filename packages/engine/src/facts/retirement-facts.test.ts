import { describe, expect, it } from 'vitest';
import { projectBaseline } from '../projection/baseline';
import { extractFacts } from './extract-facts';
import { readClient } from './read-client';

const plannedAge = (notes: string) => extractFacts(notes).plannedRetirementAge;

describe("the client's planned retirement", () => {
  it('reads an age, a year or a number of years, as the client’s age then', () => {
    expect(plannedAge('Couple 63/61, NV. H sales exec retiring 12/2026; W retired 2024.')).toEqual({
      value: 63,
      source: 'H sales exec retiring 12/2026',
    });
    expect(
      plannedAge('Couple, both 59, Kansas. Plan: both retire ~Dec 2029/Jan 2030.')?.value,
    ).toBe(62);
    expect(plannedAge('Dr. Lee, 48, hopes to retire in 10 yrs.')?.value).toBe(58);
    expect(plannedAge('Couple 55/54. Want: H retire at 62.')?.value).toBe(62);
    expect(
      plannedAge('Raj 58, Priya 56. Considering moving to NV after Raj retires at ~62.')?.value,
    ).toBe(62);
  });

  it('reads a retirement this year or next, by month or in words', () => {
    expect(plannedAge('Karen, 63, single, TX. Retiring from Dell in June.')).toEqual({
      value: 63,
      source: 'Retiring from Dell in June',
    });
    expect(plannedAge('Bob 61, single. Retiring next year.')?.value).toBe(62);
    expect(plannedAge('Tom 62, VP at Valero, retiring June next year.')?.value).toBe(63);
    expect(plannedAge('Exec retiring this yr. He + wife both 60.')?.value).toBe(60);
    expect(plannedAge('Ann 58, single. Retiring June 2031.')?.value).toBe(63);
  });

  it("reads nothing from a past retirement, a spouse's, or retirement money", () => {
    expect(plannedAge('Widow, 74. Retired 2019 from teaching.')).toBeUndefined();
    expect(plannedAge('H 60, W 57. W retiring 2028; H keeps working.')).toBeUndefined();
    expect(plannedAge('Couple 61/60. Retirement accounts $2.1M as of 2025.')).toBeUndefined();
  });

  it('stops pay in the projection at that age, said to come from the notes, and is correctable', () => {
    const notes = 'Couple, both 59, Kansas. Income ~$188K. Plan: both retire ~Dec 2029.';
    const facts = readClient({ notes, documents: [] }, { referenceYear: 2026 });
    const assumption = projectBaseline(facts.facts)!.assumptions.find(
      (a) => a.key === 'retirementAge',
    );
    expect(assumption).toMatchObject({ value: 62, origin: 'notes' });
    expect(assumption?.why).toMatch(/From the notes: "Plan: both retire ~Dec 2029"/);
    const corrected = readClient(
      { notes, documents: [] },
      { referenceYear: 2026, corrections: [{ field: 'plannedRetirementAge', value: 66 }] },
    );
    expect(corrected.analysisFacts.plannedRetirementAge).toMatchObject({
      value: 66,
      source: { kind: 'advisor' },
    });
  });
});
