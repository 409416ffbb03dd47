import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { extractMaritalStatus, extractUnmarriedPartner } from './people-facts';

describe('ages estimated from a decade', () => {
  it('reads mid-50s as 55 and says so', () => {
    const [age] = extractFacts('Client mid-50s, single, NW $3M.').ages;
    expect(age?.value).toBe(55);
    expect(age?.source).toMatch(/estimated from the decade/);
  });
});

describe('an age in brackets beside the sex', () => {
  it("reads 'Client (M, 48) and wife (45)' as the client 48 and the spouse 45, not a child's", () => {
    const notes =
      'Client (M, 48) and wife (45), Minnesota, MFJ. Kids 12, 9, 6. Son (M, 17) drives.';
    expect(extractFacts(notes).ages.map((a) => a.value)).toEqual([48, 45]);
    expect(extractFacts('Widow (F, 71), Boston.').ages.map((a) => a.value)).toEqual([71]);
  });
});

describe('two names, each with an age', () => {
  it('reads two names with ages past a note in brackets', () => {
    expect(
      extractFacts('Priya 45 (cardiologist at MGH), Arjun 46.').ages.map((a) => a.value),
    ).toEqual([45, 46]);
  });

  it('reads them past a title and with a surname, and maps first names onto the two people', () => {
    const notes =
      'Dr. Wei Chen 52 (ortho surgeon, partner in practice - K-1 ~$1.35M) & Dr. Lisa Chen 50 (pediatrician). MFJ. Lisa 401k $900k.';
    const facts = extractFacts(notes);
    expect(facts.ages.map((a) => a.value)).toEqual([52, 50]);
    expect(facts.accounts?.[0]?.value.owner).toBe('spouse');
    // A partner in a practice owns a share of a service business.
    expect(facts.business?.value).toMatchObject({
      description: 'practice',
      isServiceBusiness: true,
    });
  });

  it("reads a name and surname, then 'wife' and her name", () => {
    expect(
      extractFacts('Greg Taubman 58, wife Ellen 56. Princeton NJ. MFJ.').ages.map((a) => a.value),
    ).toEqual([58, 56]);
  });

  it('reads the name and age the notes open with, apart from the spouse named later', () => {
    const ages = (notes: string) => extractFacts(notes).ages.map((a) => a.value);
    expect(ages('Priya 38, founder/CEO of a startup. Husband Raj 40, W-2 $300k. CA.')).toEqual([
      38, 40,
    ]);
    expect(ages('Tom Reyes 61. Wife Ana 59. Retiring 2027.')).toEqual([61, 59]);
    expect(ages('Dan Whitaker 47 and his husband Marcus Bell 45, NY.')).toEqual([47, 45]);
    expect(ages('Priya Raman 38 + husband Dev 40, CA.')).toEqual([38, 40]);
    expect(ages('Richard Hale 67, retired. Second marriage to Andrea 55. FL.')).toEqual([67, 55]);
    // Not a figure that opens a list of holdings.
    expect(ages('Brokerage 60% equities, 40% bonds. Ann 70, widow.')).toEqual([70]);
  });

  it("keeps a widow's own age only: a companion's is not a spouse's", () => {
    const facts = extractFacts(
      'Peggy, 79, widow - husband Carl died Aug 2022. Thinking about remarrying? (seeing someone - Dave, 81).',
    );
    expect(facts.maritalStatus?.value).toBe('widowed');
    expect(facts.ages.map((a) => a.value)).toEqual([79]);
  });

  it('reads them when a comma follows the second age', () => {
    const ages = extractFacts('Married couple, John 62 and Mary 60, live in Westchester, NY.').ages;
    expect(ages.map((a) => a.value)).toEqual([62, 60]);
  });

  it('takes a name that begins like a month for a name', () => {
    const ages = extractFacts('Julia 58 & Augustin 61 live in Ohio.').ages;
    expect(ages.map((a) => a.value)).toEqual([58, 61]);
    expect(extractFacts('Sept 20 and 21 meetings. Client is single.').ages).toEqual([]);
  });

  it('does not take the start of an amount for an age', () => {
    const ages = extractFacts('Gifts: Anna 10 and Ben 60,000 dollars to the trust.').ages;
    expect(ages.map((a) => a.value)).toEqual([]);
  });
});

describe('children counted by their ages', () => {
  it.each([
    ['Both physicians. Kids 8 and 5. Saved ~1.8M.', 2],
    ['Married, kids (16 and 18), Ohio.', 2],
    ['Children: 12, 15 and 17.', 3],
  ])('%s', (text, count) => {
    expect(extractFacts(text).children?.value).toBe(count);
  });
});

describe("the children's ages with a remark in their brackets", () => {
  it("reads '2 kids (16, 19 - UT Austin)' as children aged 16 and 19", () => {
    const facts = extractFacts(
      'Mtg w/ Raj & Priya Natarajan 3/12. TX (Austin). Both 52. 2 kids (16, 19 - UT Austin). 2023 return attached.',
    );
    expect(facts.childrenAges?.value).toEqual([16, 19]);
    expect(facts.children?.value).toBe(2);
    expect(facts.ages.map((a) => a.value)).toEqual([52, 52]);
  });

  it('takes no part of a list of ages for a remark', () => {
    expect(extractFacts('Married, 3 kids (12, 15, and 22), Ohio.').childrenAges?.value).not.toEqual(
      [12, 15],
    );
  });
});

describe("the client's age after the name the notes open with, then the status", () => {
  it("reads 'Kevin Brandt 44 single Columbus OH' as 44", () => {
    const facts = extractFacts(
      'Kevin Brandt 44 single Columbus OH. Eng mgr at Nationwide. 401k + paystub attached. Rents apt.',
    );
    expect(facts.ages.map((a) => a.value)).toEqual([44]);
    expect(facts.maritalStatus?.value).toBe('single');
  });

  it.each([
    ['Dr. Alan Chu 56 + Mei Chu 54, Palo Alto CA. Schwab statement attached.', [56, 54]],
    ['Ray Lee 61 & Donna Lee 59. Denver CO.', [61, 59]],
    // An unmarried client is one age: partner A's.
    ['Unmarried couple, Minnesota. Partner A 62 NW ~$11M. Partner B 58 NW ~$600k.', [62]],
  ])('reads the ages where the notes open with the names: %j', (notes, ages) => {
    expect(extractFacts(notes).ages.map((a) => a.value)).toEqual(ages);
  });
});

describe('a family member with special needs', () => {
  it.each([
    [
      '3 kids; son 24 severe autism (nonverbal), lives w/ us, SSI + Medicaid waiver since 18.',
      true,
    ],
    ['Their disabled daughter lives at home.', true],
    ['Son is a physician; daughter a teacher.', undefined],
  ])('%s', (text, expected) => {
    expect(extractFacts(text).specialNeedsDependent?.value).toBe(expected);
  });
});

describe('the year a spouse died', () => {
  it.each([
    ['Widow, 66. H passed ~8 mos ago (Mar 2026, age 71).', 2026],
    ['Her husband died in 2023 after a long illness.', 2023],
    // A sentence may open with the word.
    ['Widower, 81. Wife passed 2024.', 2024],
    ['Widow, 70, husband Ted d. 2023.', 2023],
    ['Husband, 70, retired in 2019.', undefined],
  ])('%s', (text, year) => {
    expect(extractFacts(text).spouseDeathYear?.value).toBe(year);
  });
});

describe('shorthand the facts are read from', () => {
  it("takes the state before 'couple': 'MA couple, joint taxable estate ~$5M'", () => {
    expect(extractFacts('MA couple, joint taxable estate ~$5M.').state?.value).toBe('MA');
  });

  it("reads '~$1.7M saved, all pre-tax (401(k)s/IRAs)' as retirement savings, not a pre-tax lump sum", () => {
    expect(
      extractFacts('~$1.7M saved, all pre-tax (401(k)s/IRAs) - no Roth.').retirementAccounts?.value,
    ).toBe(1_700_000);
    expect(
      extractFacts('Took the lump sum (~$16.7M pre-tax total).').retirementAccounts,
    ).toBeUndefined();
  });
});

describe('whose age a figure is', () => {
  it('reads a lower-case wife or husband with an age', () => {
    const ages = extractFacts('Surgeon, 61, Ohio; husband 63 retired last year.').ages;
    expect(ages.map((a) => a.value)).toEqual([61, 63]);
  });

  it('reads ages tagged with whose they are', () => {
    const ages = extractFacts('Pair of retirees, 71 (W) / 74 (H), lake house in MI.').ages;
    expect(ages.map((a) => a.value)).toEqual([74, 71]);
  });

  it('does not take a colleague or relative for the spouse', () => {
    const ages = extractFacts('Veterinarian, 45, owns the clinic. Employee (29) may buy in.').ages;
    expect(ages.map((a) => a.value)).toEqual([45]);
    expect(extractFacts('Pilot, 50, Denver. Father, 82, lives with them.').ages).toHaveLength(1);
  });
});

describe('marital status stated in the notes', () => {
  it('keeps a divorce the client never followed with a remarriage', () => {
    expect(
      extractFacts('Retired nurse, divorced in 1998 and never remarried.').maritalStatus?.value,
    ).toBe('divorced');
  });

  it("takes the client's own 'single' over a partner they date", () => {
    const status = extractFacts('Engineer, 34, single; girlfriend of two years, no plans yet.');
    expect(status.maritalStatus?.value).toBe('single');
  });
});

describe('children described one by one without a count', () => {
  it('counts each distinct son and daughter', () => {
    const facts = extractFacts(
      'Orchard owners, 66/63. Eldest daughter runs packing; youngest daughter teaches. Son in Denver.',
    );
    expect(facts.children?.value).toBe(3);
  });

  it('does not count one child mentioned alone, or a child-in-law', () => {
    expect(extractFacts('Their daughter is named executor.').children).toBeUndefined();
    expect(
      extractFacts('Older son and son-in-law help with the farm; older son is successor.').children,
    ).toBeUndefined();
  });

  it('prefers a stated count to the described children', () => {
    expect(extractFacts('Four kids. Older son and younger son in the firm.').children?.value).toBe(
      4,
    );
  });
});

describe('extractUnmarriedPartner', () => {
  const partner = (text: string) =>
    extractUnmarriedPartner(text, extractMaritalStatus(text)?.value).unmarriedPartner?.value;

  it.each([
    'Not married. Her partner of 20 years owns the condo with her.',
    'Single; domestic partner Sam, together since 2009.',
    'Never married, lives with his girlfriend in the house he owns.',
  ])('reads a shared life in %j', (text) => {
    expect(partner(text)).toBe(true);
  });

  it.each([
    'Single, boyfriend 2 yrs, may marry.',
    'Equity partner at a law firm, single.',
    'Married; her business partner owns 40% of the firm.',
    "Widowed; the late husband's partner runs the shop.",
  ])('finds none in %j (dating, a business partner, or a spouse)', (text) => {
    expect(partner(text)).toBeUndefined();
  });
});

describe('the age of a retired client', () => {
  it.each([
    ['Retired, 70. Lives in Ohio.', [70]],
    ['Widow, retired, 74, Ohio.', [74]],
    ['MFJ, 58/55, Denver CO.', [58, 55]],
    ['Widowed 71F, Tampa FL.', [71]],
    ['Single (never married), 52, Seattle.', [52]],
    ['Net worth 71M, single.', []],
    ['Harold 73, June 71, Naples FL.', [73, 71]],
    ['Sam 66 Leah 64, Boston.', [66, 64]],
    ['Sept 20 and 21 meetings.', []],
    ['Richard Lowe, 61, TX. Spouse Karen 59.', [61, 59]],
    ['Rob Castellano 55, MFJ w/ Maria 53 (homemaker), Hinsdale IL.', [55, 53]],
    ['Jim 70, married with 3 kids, Ohio.', [70]],
    // A target stays a target.
    ['Single, 45. Wants to retire, 60, if the numbers work.', [45]],
  ])('%s', (text, ages) => {
    expect(extractFacts(text).ages.map((a) => a.value)).toEqual(ages);
  });
});

describe('whether the clients are retired', () => {
  it.each([
    ['Retired teachers, 67 & 66.', true],
    ['Couple, 70/68, both in retirement now.', true],
    ['Tom retiring next June. Worried about taxes in retirement.', undefined],
    ['Wants income in retirement to last.', undefined],
    // The household still earns.
    ['Bob retired from Honeywell last yr, Linda still consulting (~$90k/yr).', undefined],
    // One retired, the other's retirement still to come.
    ['Dev retired from SAS last yr. Want to retire Priya at 62, minimize tax.', undefined],
    ['He retired in 2019; she is retiring next year.', undefined],
  ])('%s', (text, retired) => {
    expect(extractFacts(text).isRetired?.value).toBe(retired);
  });
});

describe('a move the client turns down', () => {
  it.each([
    'Her brother (a CPA) thinks she should move to FL - not planning to.',
    'Not planning to move to Florida.',
  ])('%s is no planned state and no goal', (notes) => {
    const facts = extractFacts(`Single, 38, Manhattan NY. ${notes}`);
    expect(facts.plannedState).toBeUndefined();
    expect(facts.goals.map((g) => g.value)).not.toContain('Relocate to Florida');
  });

  it('leaves a planned move a plan', () => {
    expect(extractFacts('Couple, 60/58, NJ. Moving to FL next year.').plannedState?.value).toBe(
      'FL',
    );
  });
});

describe('the children’s ages', () => {
  it.each([
    ['2 kids (14, 17), 529s ~$180k.', [14, 17]],
    ['Kids 14 and 17.', [14, 17]],
    ['Two children ages 8, 11.', [8, 11]],
    ['Two sons (ages 12 & 9).', [12, 9]],
    ['3 kids. Home $1M.', undefined],
  ])('%s', (notes, ages) => {
    expect(extractFacts(notes).childrenAges?.value).toEqual(ages);
  });
});

describe('a divorce under way', () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it('keeps the client married today and marks the divorce, quoting its words', () => {
    const facts = read(
      'Client 52, in the middle of a divorce from her husband (filed March 2026). Income $650k.',
    );
    expect(facts.maritalStatus?.value).toBe('married');
    expect(facts.divorcePending).toEqual({
      value: true,
      source: 'in the middle of a divorce',
    });
    expect(
      read('H 52, W 50. Mediation underway, target signed by Q3 2026.').divorcePending,
    ).toBeDefined();
  });

  it('marks nothing for a past divorce or a married couple', () => {
    expect(read('Divorced in 2015, 58, single since.').divorcePending).toBeUndefined();
    expect(read('Married couple, 60 and 58, Ohio.').divorcePending).toBeUndefined();
  });
});

describe('readings seen in advisors’ notes', () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it('reads a wife named before her death as a widower’s', () => {
    expect(read('Harold, 78. Wife Ruth died Feb 2024.').maritalStatus?.value).toBe('widowed');
  });

  it('counts children listed by name and age, and keeps their ages', () => {
    const facts = read('Married, 46/45. Kids: Anika 9, Rohan 6, Maya 2.');
    expect(facts.children?.value).toBe(3);
    expect(facts.childrenAges?.value).toEqual([9, 6, 2]);
    expect(read('Children: 12, 15, 17').childrenAges?.value).toEqual([12, 15, 17]);
  });

  it('places the family in its primary residence, not its second home', () => {
    expect(
      read('Primary res Upper East Side NYC (co-op ~$6M). 2nd home Jupiter Island FL ~$4M.').state
        ?.value,
    ).toBe('NY');
  });

  it('reads no life insurance only where the notes say so of life insurance', () => {
    expect(read('LTC: no policy. Brokerage $2M.').lifeInsuranceCoverage).toBeUndefined();
    expect(read('No life insurance. Brokerage $2M.').lifeInsuranceCoverage?.value).toBe(0);
  });

  it('reads a paid-off home’s value today, a purchase budget as neither spending nor a home, and a pension past a question in brackets', () => {
    const home = read('Home paid off, bought 1988 for $240k, now ~$1.9M. Brokerage $2M.');
    expect(home.primaryResidenceValue?.value).toBe(1_900_000);
    expect(home.netWorth?.value).toBe(3_900_000);
    const buying = read('Looking to buy a house, $2M budget. Brokerage $3M.');
    expect(buying.annualExpenses).toBeUndefined();
    expect(buying.primaryResidenceValue).toBeUndefined();
    expect(
      read('Pension (CalPERS? no - Caltech plan) $4,200/mo. SS $3,150/mo.').annualIncome?.value,
    ).toBe(12 * (4_200 + 3_150));
  });
});

describe("both ages after a married client's trade", () => {
  it("reads 'Married farmer 58/57' as the farmer's and the spouse's ages", () => {
    const facts = extractFacts(
      'Married farmer 58/57, Iowa. Sole prop grain/cattle (Schedule F), net farm profit ~$240k avg but lumpy ($90k-$380k). Owns 900 acres ($9M, basis $1.2M), machinery.',
    );
    expect(facts.ages.map((a) => a.value)).toEqual([58, 57]);
    expect(
      extractFacts('Married dairy farmers 61/59, Wisconsin.').ages.map((a) => a.value),
    ).toEqual([61, 59]);
  });

  it('reads no ages from an allocation, years married or children', () => {
    expect(extractFacts('Married couple, 60/40 portfolio.').ages).toEqual([]);
    expect(extractFacts('Married 25 years, 2 kids.').ages).toEqual([]);
    expect(extractFacts('married with kids 12 and 9').ages).toEqual([]);
  });
});
