import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { stateNamed } from './documents/us-states';
import { extractState, stateOfPlace } from './state-facts';

const codes = (notes: string) => {
  const f = extractState(notes);
  return { state: f.state?.value, planned: f.plannedState?.value, former: f.formerState?.value };
};

describe('the state of domicile, a planned move and the state left', () => {
  it('reads the state moved from as the former state, never as the domicile', () => {
    expect(codes('Couple 60/58, moved from California to Nevada in 2024.')).toEqual({
      state: 'NV',
      planned: undefined,
      former: 'CA',
    });
    expect(codes('Retired exec, 66, Naples FL. Former NY resident; still owns a co-op.')).toEqual({
      state: 'FL',
      planned: undefined,
      former: 'NY',
    });
    expect(codes('Lives in Austin TX; moved here from Illinois 3 yrs ago.').former).toBe('IL');
  });

  it('reads the state a planned move leaves as the domicile, whichever way it is written', () => {
    expect(codes('Moving to FL from NJ next year.')).toEqual({
      state: 'NJ',
      planned: 'FL',
      former: undefined,
    });
  });

  it('a state named for the law a company is formed under is not where the client lives', () => {
    const notes = (company: string) =>
      `Founder/CEO of a Series C startup (${company}, founded 2019). Brokerage $600k. CA.`;
    for (const company of [
      'Delaware C corp',
      'Delaware C-corp',
      'Delaware corporation',
      'Delaware Inc',
    ])
      expect(codes(notes(company)).state).toBe('CA');
  });

  it('tells the advisor a former income-tax state may still claim the client', () => {
    const { analysis } = analyzeClient({
      notes: 'Couple 60/58, moved from California to Nevada in 2024. NW $10M, income $600K.',
    });
    expect(analysis.facts?.formerState).toMatchObject({ value: 'CA', source: { kind: 'notes' } });
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(
      /moved from California, which can still treat them as residents/,
    );
  });
});

describe('a state code with the town in parentheses, and LA for Los Angeles', () => {
  it("reads a code followed by its town in parentheses: 'NY (Westchester)' is New York", () => {
    expect(
      codes(
        'Couple 68/66, NY (Westchester), MFJ. NW ~$22M incl. brokerage $9M (basis $2M), home $3.5M.',
      ).state,
    ).toBe('NY');
  });

  it("reads '(LA)' beside a Californian place as Los Angeles, not Louisiana", () => {
    expect(codes('Hedge fund PM 50, married, California (LA). W-2 $2.5M.').state).toBe('CA');
    expect(codes('Couple 52/50, Santa Monica (LA). W-2 $500k.').state).toBe('CA');
    expect(codes('Couple 52/50, lives in LA. W-2 $500k.').state).toBe('CA');
    expect(codes('Couple 52/50, planning to move to LA next year. NJ resident.')).toMatchObject({
      state: 'NJ',
      planned: 'CA',
    });
  });

  it('lets LA written as a city give way to a state stated elsewhere', () => {
    expect(codes('Couple 60, Phoenix AZ. Daughter lives in LA.').state).toBe('AZ');
    expect(codes('Widow 70, lives in LA part of the year; Texas resident.').state).toBe('TX');
  });

  it('still reads LA as Louisiana in a postal address', () => {
    expect(codes('Retired couple, Baton Rouge, LA. IRAs $2M.').state).toBe('LA');
    expect(codes('Couple 61/60, New Orleans LA.').state).toBe('LA');
  });

  it("places a property 'in LA' in California", () => {
    expect(stateOfPlace('condo in LA')).toBe('CA');
    expect(stateOfPlace('camp in Lafayette, LA')).toBe('LA');
  });
});

describe("the state a property's words place it in", () => {
  it("is not a street's compass quarter ('NE 97th St' is no Nebraska)", () => {
    expect(stateOfPlace('11820 NE 97th St, Kirkland WA 98033 (4 units)')).toBe('WA');
    expect(stateNamed('Subject: 11820 NE 97th St, Kirkland WA 98033')).toBe('WA');
    // The code itself still places a property there.
    expect(stateOfPlace('farmland in NE, 400 acres')).toBe('NE');
  });
});

describe("a town with a capital inside its name, before its state's code", () => {
  it.each([
    ['Charles & Anne Beaumont 70/68, McLean VA, MFJ. ~$60M NW.', 'VA'],
    ['Couple 62/60, DeKalb IL, MFJ.', 'IL'],
    ["Widow 74, O'Fallon MO.", 'MO'],
  ])('%s', (notes, state) => {
    expect(codes(notes).state).toBe(state);
  });
});
