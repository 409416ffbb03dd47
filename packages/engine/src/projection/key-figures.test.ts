import fc from 'fast-check';
import { baselineSchema, type KeyFigure } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts';
import { buildFacts, fact } from '../testing/facts.fixture';
import type { ClientFacts } from '../types';
import { projectBaseline } from './baseline';
import { analyzeClient } from '../analyze';

/** The baseline's key figures for these facts (2026 law), by key. */
function figures(over: Partial<ClientFacts>, taxYear = 2026): Map<string, KeyFigure> {
  const baseline = projectBaseline(buildFacts(over), { taxYear });
  baselineSchema.parse(baseline);
  return new Map((baseline?.keyFigures ?? []).map((f) => [f.key, f]));
}

describe('key figures: the federal exemption today (2026 basic exclusion $15,000,000, OBBBA)', () => {
  it('a single client with $14.2M has $800,000 of room: 15,000,000 - 14,200,000', () => {
    const f = figures({
      ages: [fact(70)],
      maritalStatus: fact('divorced' as const),
      state: fact('FL'),
      netWorth: fact(14_200_000),
    });
    expect(f.get('exemption-cushion')?.value).toBe(800_000);
    expect(f.get('exemption-cushion')?.arithmetic).toBe('$15,000,000 - $14,200,000 = $800,000');
    expect(f.has('estate-tax-without-portability')).toBe(false);
  });

  it('a single client with $20M is $5,000,000 over: 20,000,000 - 15,000,000', () => {
    const f = figures({ ages: [fact(80)], state: fact('TX'), netWorth: fact(20_000_000) });
    expect(f.get('estate-over-exemption')?.value).toBe(5_000_000);
    expect(f.get('estate-over-exemption')?.arithmetic).toBe(
      '$20,000,000 - $15,000,000 = $5,000,000',
    );
    expect(f.has('exemption-cushion')).toBe(false);
  });

  it('a married client whose spouse’s age is not given still has both exemptions today', () => {
    // 2 x 15,000,000 - 14,000,000 = 16,000,000 (portability elected at the first death).
    const f = figures({
      ages: [fact(55)],
      maritalStatus: fact('married' as const),
      state: fact('TX'),
      netWorth: fact(14_000_000),
    });
    expect(f.get('exemption-cushion')?.value).toBe(16_000_000);
  });

  it('no net worth in the notes: no exemption figure', () => {
    const f = figures({ ages: [fact(50)], state: fact('TX'), annualIncome: fact(200_000) });
    expect(f.has('exemption-cushion')).toBe(false);
    expect(f.has('estate-over-exemption')).toBe(false);
  });
});

describe('key figures: the second death without a portability election', () => {
  it('an Ohio couple with $25.5M: 40% x (25,500,000 - 15,000,000) = 4,200,000; 0 with the election', () => {
    // Everything to the survivor at the first death (marital deduction, IRC 2056), so the first
    // estate uses none of its exclusion; without the election the survivor has only her own
    // $15M (IRC 2010(c)(2)); Ohio has no estate tax. With both exclusions: 30M - 25.5M of room.
    const f = figures({
      ages: [fact(61), fact(59)],
      maritalStatus: fact('married' as const),
      state: fact('OH'),
      netWorth: fact(25_500_000),
    });
    expect(f.get('estate-tax-without-portability')?.value).toBeCloseTo(4_200_000, 2);
    expect(f.get('estate-tax-without-portability')?.appliesWhen).toContain(
      'With the election the federal tax would be $0.',
    );
    expect(f.get('exemption-cushion')?.arithmetic).toBe(
      '2 x $15,000,000 - $25,500,000 = $4,500,000',
    );
  });

  it('a $5M couple owes no federal tax either way: no figure', () => {
    const f = figures({
      ages: [fact(68), fact(66)],
      maritalStatus: fact('married' as const),
      state: fact('MA'),
      netWorth: fact(5_000_000),
    });
    expect(f.has('estate-tax-without-portability')).toBe(false);
  });
});

describe('key figures: required minimum distributions (SECURE 2.0; Uniform Lifetime Table, IRS Pub. 590-B)', () => {
  it('a couple both 59 in 2026 (born 1966 or 1967) begin at 75', () => {
    const f = figures({
      ages: [fact(59), fact(59)],
      maritalStatus: fact('married' as const),
      state: fact('KS'),
      retirementAccounts: fact(1_700_000),
    });
    expect(f.get('rmd-start-age')?.value).toBe(75);
    expect(f.get('rmd-start-age')?.arithmetic).toBe(
      'client born 1966 or 1967; spouse born 1966 or 1967: distributions begin at 75',
    );
  });

  it('a client 66 in 2026 may be born in 1959 (73) or 1960 (75): no start age is stated', () => {
    const f = figures({ ages: [fact(66)], retirementAccounts: fact(500_000) });
    expect(f.has('rmd-start-age-client')).toBe(false);
  });

  it('no pre-tax accounts: no RMD figure', () => {
    const f = figures({ ages: [fact(59)], netWorth: fact(1_000_000) });
    expect([...f.keys()].some((k) => k.startsWith('rmd'))).toBe(false);
  });

  it('a widow of 74 with $2,295,000 in her IRA: 2,295,000 / 25.5 = 90,000', () => {
    const f = figures({
      ages: [fact(74)],
      maritalStatus: fact('widowed' as const),
      retirementAccounts: fact(2_295_000),
    });
    expect(f.get('rmd-client')?.value).toBeCloseTo(90_000, 6);
    expect(f.get('rmd-client')?.arithmetic).toBe(
      '$2,295,000 / 25.5 (Uniform Lifetime Table, age 74) = $90,000',
    );
  });

  it('a married owner: only the balance the notes say is his', () => {
    const couple = {
      ages: [fact(74), fact(72)],
      maritalStatus: fact('married' as const),
      retirementAccounts: fact(3_500_000),
    };
    // Whose IRA holds what is not stated: no figure rather than one on a guessed split.
    expect(figures(couple).has('rmd-client')).toBe(false);
    const f = figures({
      ...couple,
      accounts: [
        fact({
          kind: 'traditional-retirement' as const,
          label: 'IRA',
          amount: 2_295_000,
          owner: 'client' as const,
        }),
        fact({
          kind: 'traditional-retirement' as const,
          label: 'IRA',
          amount: 1_205_000,
          owner: 'spouse' as const,
        }),
      ],
    });
    expect(f.get('rmd-client')?.value).toBeCloseTo(90_000, 6);
    // She is 72 (born 1953 or 1954): her first RMD is at 73.
    expect(f.get('rmd-start-age-spouse')?.value).toBe(73);
  });
});

describe('key figures: the step-up in basis (IRC 1014), at 20% + 3.8% NIIT', () => {
  it('a $6.1M brokerage position with $1.25M of basis: 4,850,000 x 23.8% = 1,154,300', () => {
    const f = figures({
      ages: [fact(70)],
      concentratedPosition: fact({
        description: 'legacy positions',
        value: 6_100_000,
        basis: 1_250_000,
      }),
    });
    const s = f.get('step-up-1');
    expect(s?.value).toBeCloseTo(1_154_300, 2);
    expect(s?.facts.find((x) => x.label === 'Unrealized gain')?.value).toBe(4_850_000);
    expect(s?.arithmetic).toBe(
      '($6,100,000 - $1,250,000) x (20% + 3.8%) = $4,850,000 x 23.8% = $1,154,300',
    );
  });

  it('ranch land worth $10.5M with $1.2M of basis: 9,300,000 x 23.8% = 2,213,400', () => {
    const f = figures({
      ages: [fact(64), fact(64)],
      properties: [
        fact({ use: 'land' as const, label: 'deeded land', amount: 10_500_000, basis: 1_200_000 }),
      ],
    });
    expect(f.get('step-up-1')?.value).toBeCloseTo(2_213_400, 2);
  });

  it('the account holding the position: the position, then the rest of the account, never it twice', () => {
    // A $10.8M statement holding AAPL $4.6M (basis $1.0M): AAPL (3.6M x 23.8% = 856,800), then
    // the other $6.2M at $2.9M of basis (3.3M x 23.8% = 785,400).
    const f = figures({
      ages: [fact(66)],
      concentratedPosition: fact({ description: 'AAPL', value: 4_600_000, basis: 1_000_000 }),
      accounts: [
        fact({
          kind: 'taxable' as const,
          label: 'Brokerage',
          amount: 10_800_000,
          basis: 3_900_000,
        }),
      ],
    });
    expect(f.get('step-up-1')?.value).toBeCloseTo(856_800, 2);
    expect(f.get('step-up-2')?.label).toContain('Brokerage, besides AAPL');
    expect(f.get('step-up-2')?.value).toBeCloseTo(785_400, 2);
    expect(f.has('step-up-3')).toBe(false);
  });

  it('a position with no stated basis: no figure', () => {
    const f = figures({
      ages: [fact(29)],
      concentratedPosition: fact({ description: 'one stock', value: 3_100_000 }),
    });
    expect(f.has('step-up-1')).toBe(false);
  });
});

describe('key figures: ABLE and SSI (ABLE Act sec. 103; 20 CFR 416.1205)', () => {
  it('a son on SSI: 100,000 disregarded + 2,000 resource limit = 102,000', () => {
    const f = figures({ ages: [fact(58), fact(56)], specialNeedsDependent: fact(true) });
    expect(f.get('able-before-ssi-suspension')?.value).toBe(102_000);
  });
});

describe('key figures over generated households', () => {
  it('are finite, never negative, and each key appears once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 100 }), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (ages, netWorth, retirement, basis, disabledChild) => {
          const f = projectBaseline(
            buildFacts({
              ages: ages.map((a) => fact(a)),
              maritalStatus: fact(ages.length > 1 ? ('married' as const) : ('single' as const)),
              state: fact('NY'),
              netWorth: fact(netWorth),
              retirementAccounts: fact(retirement),
              concentratedPosition: fact({ description: 'stock', value: netWorth / 2, basis }),
              specialNeedsDependent: fact(disabledChild),
            }),
          )?.keyFigures;
          expect(f).toBeDefined();
          for (const x of f ?? []) expect(Number.isFinite(x.value) && x.value >= 0).toBe(true);
          expect(new Set(f?.map((x) => x.key)).size).toBe(f?.length);
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);
});

describe('key figures: a prize and its withholding (2026 law)', () => {
  it('a married couple owes the bracket tax less the 24% withheld on an $8.35M share', () => {
    // Taxable 8,350,000 - 32,200 = 8,317,800; joint tax 206,583.50 + 37% x (8,317,800 -
    // 768,700) = 2,999,750.50; withheld 24% x 8,350,000 = 2,004,000; due 995,750.50.
    const f = figures({
      ages: [fact(60), fact(58)],
      maritalStatus: fact('married' as const),
      state: fact('WI'),
      netWorth: fact(5_700_000),
      windfall: fact({ kind: 'prize' as const, gross: 8_350_000, afterWithholding: 5_700_000 }),
    });
    expect(f.get('prize-tax-due-beyond-withholding')?.value).toBeCloseTo(995_750.5, 2);
  });

  it('gives no figure when the filing status cannot be told', () => {
    const f = figures({
      ages: [fact(60)],
      netWorth: fact(1_000_000),
      windfall: fact({ kind: 'prize' as const, gross: 1_000_000 }),
    });
    expect(f.has('prize-tax-due-beyond-withholding')).toBe(false);
  });
});

describe('key figures: an inherited account’s step-up (IRC 1014)', () => {
  it('is the gain the decedent had, at the top federal rates', () => {
    // (7,950,000 - 3,150,000) x (20% + 3.8%) = 4,800,000 x 23.8% = 1,142,400.
    const f = figures({
      ages: [fact(29)],
      netWorth: fact(10_000_000),
      inheritedBasis: [
        fact({ label: 'Estate account', valueAtDeath: 7_950_000, decedentBasis: 3_150_000 }),
      ],
    });
    expect(f.get('inherited-step-up-1')?.value).toBeCloseTo(1_142_400, 2);
  });
});

describe('key figures: Roth conversion room before required distributions (2026 joint brackets)', () => {
  it('fills the 22% bracket in a year with no other income', () => {
    // Top of 22% $211,400 + standard deduction $32,200 = $243,600; tax on $211,400:
    // 2,480 + 12% x 76,000 + 22% x 110,600 = 35,932.
    const f = figures({
      ages: [fact(59), fact(59)],
      maritalStatus: fact('married' as const),
      state: fact('KS'),
      netWorth: fact(1_700_000),
      retirementAccounts: fact(1_700_000),
    });
    expect(f.get('conversion-room-22')?.value).toBe(243_600);
    expect(f.get('conversion-room-22-tax')?.value).toBeCloseTo(35_932, 2);
  });

  it('gives none once either spouse takes required distributions, or for small savings', () => {
    const base = { maritalStatus: fact('married' as const), netWorth: fact(3_000_000) };
    expect(
      figures({ ...base, ages: [fact(74), fact(70)], retirementAccounts: fact(2_000_000) }).has(
        'conversion-room-22',
      ),
    ).toBe(false);
    expect(
      figures({ ...base, ages: [fact(60), fact(58)], retirementAccounts: fact(100_000) }).has(
        'conversion-room-22',
      ),
    ).toBe(false);
  });

  it('gives none while a pension or Social Security is paid: no year is without other income', () => {
    const pension = fact({ source: 'pension' as const, amount: 40_000, recurring: true });
    expect(
      figures({
        maritalStatus: fact('married' as const),
        netWorth: fact(5_000_000),
        ages: [fact(68), fact(66)],
        retirementAccounts: fact(1_500_000),
        incomeSources: [pension],
      }).has('conversion-room-22'),
    ).toBe(false);
  });
});

describe('key figures: Medicare premiums and QCDs (2026 IRMAA schedule)', () => {
  const retirees = (giving: string) =>
    figures(
      extractFacts(
        `Retired couple, H 74 and W 72, Raleigh NC. H IRA 2,295,000 (12/31/25). Income: SS ~80K combined, pension 30K, joint taxable ~1.1M throws off ~45K div/int. ${giving}`,
        { referenceYear: 2026 },
      ),
    );

  it('states this year’s MAGI, the surcharge it brings and what QCDs would save', () => {
    // AGI = 85% x 80,000 + 30,000 + RMD 2,295,000 / 25.5 + 45,000 = 68,000 + 30,000 + 90,000
    // + 45,000 = 233,000: over the $218,000 joint tier, 12 x (284.10 - 202.90 + 14.50) = 1,148.40
    // each, 2,296.80 for both. As QCDs, 233,000 - 40,000 = 193,000: no surcharge.
    const f = retirees('They give ~40K/yr to church by check.');
    expect(f.get('magi-this-year')?.value).toBeCloseTo(233_000, 0);
    expect(f.get('irmaa-surcharge')?.value).toBeCloseTo(2_296.8, 2);
    expect(f.get('magi-with-qcd')?.value).toBeCloseTo(193_000, 0);
    expect(f.get('irmaa-avoided-with-qcd')?.value).toBeCloseTo(2_296.8, 2);
  });

  it('gives no QCD figure without gifts to charity', () => {
    const f = retirees('');
    expect(f.has('magi-this-year')).toBe(true);
    expect(f.has('magi-with-qcd')).toBe(false);
  });
});

describe('key figures: an attached return', () => {
  it('states the effective rate on AGI and the 2026 charitable floor at that AGI', () => {
    // 101,871 / 560,000 = 18.19%; 0.5% x 560,000 = 2,800 (IRC 170(b)(1)(I), from 2026).
    const f = figures({
      netWorth: fact(3_000_000),
      taxReturn: fact({ year: 2025, adjustedGrossIncome: 560_000, totalTax: 101_871 }),
    });
    expect(f.get('return-effective-rate')?.value).toBe(18.19);
    expect(f.get('return-effective-rate')?.label).toBe('Federal effective rate on 2025 AGI');
    expect(f.get('charitable-floor')?.value).toBe(2_800);
  });

  it('has no floor before 2026, and no rate without the total tax', () => {
    const f = figures(
      { netWorth: fact(1), taxReturn: fact({ adjustedGrossIncome: 200_000 }) },
      2025,
    );
    expect(f.has('return-effective-rate')).toBe(false);
    expect(f.has('charitable-floor')).toBe(false);
  });
});

describe('key figures: the late spouse’s unused exclusion (portability)', () => {
  const widow = (over: Partial<ClientFacts>) =>
    figures({
      ages: [fact(66)],
      maritalStatus: fact('widowed' as const),
      state: fact('AZ'),
      netWorth: fact(10_000_000),
      spouseDeathYear: fact(2026),
      ...over,
    });

  it('is the year-of-death exclusion less what was left to others', () => {
    // 15,000,000 - 2 x 250,000 = 14,500,000; with her own 15,000,000: 29,500,000.
    const f = widow({ lateSpouseEstate: fact({ amount: 9_000_000, toOthers: 500_000 }) });
    expect(f.get('dsue')?.value).toBe(14_500_000);
    expect(f.get('exclusion-with-dsue')?.value).toBe(29_500_000);
  });

  it('takes a past year of death at that year’s exclusion, with its source', () => {
    // A death in 2022 left all to her: the 2022 basic exclusion, 12,060,000 (Rev. Proc.
    // 2021-45), less nothing; with her own 15,000,000 in 2026: 27,060,000.
    const f = widow({
      spouseDeathYear: fact(2022),
      lateSpouseEstate: fact({ amount: 9_000_000, toOthers: 0 }),
    });
    expect(f.get('dsue')?.value).toBe(12_060_000);
    expect(f.get('dsue')?.parameters[0]?.source).toContain('i706');
    expect(f.get('exclusion-with-dsue')?.value).toBe(27_060_000);
  });

  it('gives none for a death before 2011, when no exclusion could be ported', () => {
    const f = widow({
      spouseDeathYear: fact(2009),
      lateSpouseEstate: fact({ amount: 9_000_000, toOthers: 0 }),
    });
    expect(f.has('dsue')).toBe(false);
  });

  it('gives no figure when what the late spouse left to others is not known', () => {
    const f = widow({ lateSpouseEstate: fact({ amount: 9_000_000 }) });
    expect(f.has('dsue')).toBe(false);
  });
});

describe('estate tax today for a widow with an elected DSUE in a state with an estate tax', () => {
  // $34.5M in Massachusetts, her own $15M and an $11.5M DSUE. Massachusetts: (34,440,000 −
  // 10,040,000) × 16% + 1,082,800 − 99,600 = 4,887,200, deducted federally (IRC 2058):
  // 40% × (34,500,000 − 4,887,200 − 26,500,000) = 40% × 3,112,800 = 1,245,120.
  const notes =
    'Margaret 78, widow, Wellesley MA. Husband died 2020; portability was elected (DSUE about $11.5M). Net worth $34.5M.';
  const { analysis } = analyzeClient({ notes });

  it('counts the DSUE and the state tax deduction in the baseline and the tax situation', () => {
    expect(analysis.baseline!.estateTaxToday).toEqual({ federal: 1_245_120, state: 4_887_200 });
    expect(analysis.taxPlanning.currentTaxSituation).toContain(
      'about $1,245,120 of federal estate tax at rates up to 40%, after deducting the Massachusetts estate tax (IRC 2058)',
    );
  });

  it('subtracts both exclusions in the arithmetic', () => {
    const over = analysis.baseline!.keyFigures!.find((k) => k.key === 'estate-over-exemption');
    expect(over!.arithmetic).toBe('$34,500,000 - ($15,000,000 + $11,500,000) = $8,000,000');
  });
});
