import fc from 'fast-check';
import { baselineSchema, type Baseline } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { seniorDeduction, stateEstateTaxAtDeath, type StateCode } from '../tax';
import type { ClientFacts } from '../types';
import { projectBaseline } from './baseline';
import { householdFromFacts, type Household } from './household';
import { projectHousehold, type Rates, type ProjectedYear } from './project';
import { yearTax } from './year-tax';
import { analyzeClient } from '../analyze';

const fact = <T>(value: T) => ({ value, source: 'test' });
const facts = (over: Partial<ClientFacts>): ClientFacts => ({
  netWorthDerived: false,
  ages: [],
  goals: [],
  ...over,
});

const RATES: Rates = {
  inflation: 0.025,
  discountRate: 0.04,
  growthInvestments: 0.06,
  dividendYield: 0.02,
  growthCash: 0.03,
  growthRealEstate: 0.04,
  growthBusiness: 0.05,
  retirementAge: 65,
  portabilityElected: true,
  charitableBequest: 0,
  spending: 150_000,
};

/** Net worth moves only by income, growth and insurance in; spending, giving, taxes and bequests out. */
function conservationGap(startNetWorth: number, years: ProjectedYear[]): number {
  let expected = startNetWorth;
  let worst = 0;
  for (const y of years) {
    expected +=
      y.income +
      y.growth +
      y.insuranceProceeds -
      y.spending -
      y.charitableGiving -
      y.incomeTax.federal -
      y.incomeTax.state -
      y.deathTax.federal -
      y.deathTax.state -
      y.toHeirs -
      y.toCharity;
    // In dollars: floating point leaves millionths of a cent on tens of millions.
    worst = Math.max(worst, Math.abs(expected - y.netWorth));
  }
  return worst;
}

describe('the household baseline from facts', () => {
  it('a $5M Massachusetts couple: today 292,000 of state tax (both exclusions federally, MA not portable)', () => {
    const b = projectBaseline(
      facts({
        ages: [fact(68), fact(66)],
        maritalStatus: fact('married'),
        state: fact('MA'),
        netWorth: fact(5_000_000),
      }),
    )!;
    expect(b.estateTaxToday).toEqual({ federal: 0, state: expect.closeTo(292_000, 4) });
    expect(() => baselineSchema.parse(b)).not.toThrow();
    expect(b.years.at(-1)!.year).toBe(b.atLastDeath!.year);
    expect(b.atLastDeath!.state).toBeGreaterThan(292_000);
  });

  it('a $4.5M Oregon couple: today 367,500 (the whole estate over $1M)', () => {
    const b = projectBaseline(
      facts({
        ages: [fact(70), fact(68)],
        maritalStatus: fact('married'),
        state: fact('OR'),
        netWorth: fact(4_500_000),
      }),
    )!;
    expect(b.estateTaxToday.state).toBeCloseTo(367_500, 4);
  });

  it('a $40M California couple: today 40% of the $10M over two $15M exclusions = 4,000,000', () => {
    const b = projectBaseline(
      facts({
        ages: [fact(58), fact(56)],
        maritalStatus: fact('married'),
        state: fact('CA'),
        netWorth: fact(40_000_000),
        annualIncome: fact(1_200_000),
      }),
    )!;
    expect(b.estateTaxToday.federal).toBeCloseTo(4_000_000, 4);
    expect(b.estateTaxToday.state).toBe(0);
    // Pay stops at 65: the client is 65 in 2033.
    expect(b.years.find((y) => y.year === 2033)!.income).toBe(0);
    expect(b.years[0]!.income).toBe(1_200_000);
  });

  it('every assumption is named and changeable, and a change re-runs the projection', () => {
    const f = facts({ ages: [fact(60)], state: fact('NY'), netWorth: fact(20_000_000) });
    const base = projectBaseline(f)!;
    const keys = base.assumptions.map((a) => a.key);
    for (const k of [
      'inflation',
      'discountRate',
      'growthInvestments',
      'spending',
      'deathAgeClient',
    ])
      expect(keys).toContain(k);
    expect(base.assumptions.every((a) => a.origin === 'default' && a.why.length > 0)).toBe(true);
    const low = projectBaseline(f, { assumptions: { growthInvestments: 4 } })!;
    const high = projectBaseline(f, { assumptions: { growthInvestments: 8 } })!;
    expect(low.assumptions.find((a) => a.key === 'growthInvestments')!.origin).toBe('advisor');
    expect(high.atLastDeath!.toHeirs).toBeGreaterThan(low.atLastDeath!.toHeirs);
    const later = projectBaseline(f, { assumptions: { deathAgeClient: 95 } })!;
    expect(later.atLastDeath!.year).toBe(2026 + 35);
  });

  describe('a business sale the notes plan', () => {
    const sale = (b: Baseline, what = 'business') => b.sales?.find((s) => s.what === what);
    // A Texas owner (no state income tax), 60 and single, of a $10M C corporation with a $1M
    // basis, who plans to sell it in 2027 and has no other income.
    const owner = (over: Partial<ClientFacts> = {}) =>
      facts({
        ages: [fact(60)],
        state: fact('TX'),
        business: fact({ description: 'company', entityType: 'C corporation', value: 10_000_000 }),
        businessBasis: fact(1_000_000),
        businessSale: fact({ status: 'planned', year: 2027 }),
        annualExpenses: fact(0),
        ...over,
      });

    it('is made in its year: the gain taxed then, at 20% and the 3.8% NIIT above the brackets below', () => {
      const b = projectBaseline(owner())!;
      // Sold at the start of 2027 after a year's 5% growth: 10,000,000 x 1.05 = 10,500,000, a
      // gain of 10,500,000 - 1,000,000 = 9,500,000.
      expect(sale(b)).toMatchObject({ year: 2027, value: 10_500_000, gain: 9_500_000 });
      // 9,500,000 x 23.8% = 2,261,000, less what the 0% and 15% brackets and the NIIT threshold
      // leave untaxed at those rates (under $60,000 for a single filer).
      expect(sale(b)!.tax).toBeLessThan(2_261_000);
      expect(sale(b)!.tax).toBeGreaterThan(2_261_000 - 60_000);
      const y2027 = b.years.find((y) => y.year === 2027)!;
      expect(y2027.incomeTax.federal).toBeGreaterThanOrEqual(sale(b)!.tax);
      expect(b.assumptions.find((a) => a.key === 'businessSaleYear')).toMatchObject({
        value: 2027,
        origin: 'notes',
      });
      expect(b.notes!.join(' ')).toContain('projected in 2027');
    });

    it('income the notes name as royalties continues past the retirement age', () => {
      const { analysis } = analyzeClient({
        notes:
          'H 68 W 65, MFJ, TX, NW ~60M. Mineral rights Permian ~$28M (royalty income ~$3.4M/yr), marketable securities $15M.',
      });
      const years = analysis.baseline!.years;
      // Both past 65: pay would have stopped; royalties keep coming, grown with inflation.
      expect(years[0]!.income).toBeCloseTo(3_400_000, -3);
      expect(years[5]!.income).toBeGreaterThan(3_400_000);
      expect(analysis.baseline!.notes!.join(' ')).toContain(
        'Stated income from royalty taxed as ordinary income, continuing for life.',
      );
    });

    it("is taxed on top of the year's other income, which keeps its own tax", () => {
      // The same owner with $1M of wages in 2027 (a pension-free 61-year-old still working):
      // the gain's tax is 20% + 3.8% on all of it, the wages already filling the lower brackets
      // and the NIIT threshold: 9,500,000 x 23.8% = 2,261,000, not that plus the wages' tax.
      const paid = owner({
        incomeSources: [fact({ source: 'wages' as const, amount: 1_000_000, recurring: true })],
      });
      expect(sale(projectBaseline(paid)!)!.tax).toBeCloseTo(2_261_000, -3);
    });

    it('leaves the heirs less than no sale by about its tax, grown', () => {
      const sold = projectBaseline(owner())!;
      const kept = projectBaseline(owner({ businessSale: undefined }))!;
      expect(sale(kept)).toBeUndefined();
      expect(sold.atLastDeath!.toHeirs).toBeLessThan(kept.atLastDeath!.toHeirs);
    });

    it('the year is the advisor’s to change; without a basis the sale is not projected, and said so', () => {
      const later = projectBaseline(owner(), { assumptions: { businessSaleYear: 2030 } })!;
      expect(sale(later)!.year).toBe(2030);
      // 10,000,000 x 1.05^4 = 12,155,062.5 at the start of 2030.
      expect(sale(later)!.value).toBeCloseTo(12_155_062.5, 0);
      const unknown = projectBaseline(owner({ businessBasis: undefined }))!;
      expect(sale(unknown)).toBeUndefined();
      expect(unknown.assumptions.some((a) => a.key === 'businessSaleYear')).toBe(false);
      expect(unknown.notes!.join(' ')).toContain('give no basis');
    });

    it('an S corporation owner who works in it owes no NIIT on the sale (IRC 1411(c)(4))', () => {
      const c = sale(projectBaseline(owner())!)!;
      const s = sale(
        projectBaseline(
          owner({
            business: fact({
              description: 'company',
              entityType: 'S corporation',
              value: 10_000_000,
            }),
          }),
        )!,
      )!;
      // The NIIT on the gain above the $200,000 threshold: about 3.8% x 9,500,000 = 361,000.
      expect(c.tax - s.tax).toBeGreaterThan(0.038 * (9_500_000 - 200_000) * 0.99);
    });

    it("stops the owner's income from the business when it is sold", () => {
      const paid = owner({
        incomeSources: [
          fact({ source: 'business' as const, amount: 500_000, recurring: true }),
          fact({ source: 'pension' as const, amount: 40_000, recurring: true }),
        ],
      });
      const income = (b: Baseline, year: number) => b.years.find((y) => y.year === year)!.income;
      const sold = projectBaseline(paid)!;
      // 2026 before the sale: both; from 2027: the pension alone (grown 2.5% a year).
      expect(income(sold, 2026)).toBeCloseTo(540_000, 0);
      expect(income(sold, 2027)).toBeCloseTo(40_000 * 1.025, 0);
      const kept = projectBaseline({ ...paid, businessSale: undefined })!;
      expect(income(kept, 2027)).toBeCloseTo(540_000 * 1.025, 0);
    });

    it('a rental building sold for cash: the depreciation taken taxed at up to 25%, the rest as gain', () => {
      // A Texas owner, 60, single, sells a $3M rental building (basis $1M after $800,000 of
      // depreciation) next year: after a year's 4% growth, 3,120,000 - 1,000,000 = 2,120,000 of
      // gain, 800,000 of it unrecaptured section 1250 gain.
      const landlord = facts({
        ages: [fact(60)],
        state: fact('TX'),
        annualExpenses: fact(0),
        properties: [
          fact({
            use: 'rental' as const,
            label: 'rental building',
            amount: 3_000_000,
            basis: 1_000_000,
            depreciation: 800_000,
            sale: { forANote: false },
          }),
        ],
      });
      const b = projectBaseline(landlord)!;
      const s = sale(b, 'property')!;
      expect(s).toMatchObject({ year: 2027, value: 3_120_000, gain: 2_120_000 });
      expect(b.assumptions.find((a) => a.key === 'propertySaleYear')).toMatchObject({
        value: 2027,
        origin: 'default',
      });
      // The same gain with none of it depreciation: the 800,000 then sits in the 0%, 15% and 20%
      // bands; as depreciation it is taxed at the ordinary rates, none above 25%: at least 5
      // points more on each dollar above the 15% band's top, never 25% more on all of it.
      const noDepreciation = projectBaseline({
        ...landlord,
        properties: [fact({ ...landlord.properties![0]!.value, depreciation: 0 })],
      })!;
      const more = s.tax - sale(noDepreciation, 'property')!.tax;
      expect(more).toBeGreaterThan(0.05 * 800_000);
      expect(more).toBeLessThan(0.25 * 800_000);
      expect(b.notes!.join(' ')).toContain('800,000 of it the depreciation taken');
    });
  });

  it('stated spending is the notes’ figure; scenarios order early, expected, late', () => {
    const b = projectBaseline(
      facts({
        ages: [fact(50), fact(48)],
        maritalStatus: fact('married'),
        state: fact('TX'),
        netWorth: fact(3_000_000),
        annualExpenses: fact(200_000),
      }),
    )!;
    expect(b.assumptions.find((a) => a.key === 'spending')).toMatchObject({
      value: 200_000,
      origin: 'notes',
    });
    const [expected, early, late] = b.scenarios!;
    expect(early!.year).toBeLessThanOrEqual(expected!.year);
    expect(late!.year).toBeGreaterThanOrEqual(expected!.year);
  });

  it('shows the partnership discount only where a partnership could hold something', () => {
    const keys = (over: Partial<ClientFacts>) =>
      projectBaseline(
        facts({ ages: [fact(40)], state: fact('TX'), netWorth: fact(2_000_000), ...over }),
      )!.assumptions.map((a) => a.key);
    expect(keys({})).not.toContain('partnershipDiscount');
    expect(keys({ investmentRealEstateValue: fact(3_000_000) })).toContain('partnershipDiscount');
  });

  it('leaves to charity the share of the last estate the notes state', () => {
    const b = projectBaseline(
      facts({
        ages: [fact(74), fact(72)],
        maritalStatus: fact('married'),
        state: fact('NC'),
        netWorth: fact(5_000_000),
        charitableEstateShare: fact(10),
      }),
    )!;
    expect(b.assumptions.find((a) => a.key === 'charitableBequest')).toMatchObject({
      value: 10,
      origin: 'notes',
    });
    // Nothing is owed at death in North Carolina on this estate: 10% of it goes to charity.
    const last = b.atLastDeath!;
    expect(last.toCharity / (last.toCharity + last.toHeirs)).toBeCloseTo(0.1, 6);
  });

  it('a pre-tax account pays RMDs from the owner’s start age', () => {
    const b = projectBaseline(
      facts({
        ages: [fact(72)],
        state: fact('FL'),
        accounts: [
          fact({ kind: 'traditional-retirement' as const, label: 'IRA', amount: 2_000_000 }),
        ],
        annualExpenses: fact(60_000),
      }),
    )!;
    // Born 1954: RMDs from 73, i.e. 2027; the 2027 RMD is the 12/31/2026 balance / 26.5.
    expect(b.years[0]!.rmd).toBe(0);
    expect(b.years[1]!.rmd).toBeGreaterThan(0);
  });

  it('a position too large for the listed brokerage account is held with its own low basis', () => {
    // $8M of coins in self-custody (basis $240K) beside a $250K brokerage account: the gain is
    // the position's, not an unitemized remainder taken at basis equal to value.
    const household = householdFromFacts(
      facts({
        ages: [fact(45), fact(45)],
        maritalStatus: fact('married'),
        state: fact('NY'),
        netWorth: fact(8_250_000),
        concentratedPosition: fact({ description: 'BTC', value: 8_000_000, basis: 240_000 }),
        accounts: [fact({ kind: 'taxable' as const, label: 'brokerage', amount: 250_000 })],
      }),
    );
    expect(household.holdings).toEqual([
      { kind: 'taxable', value: 250_000, basis: 250_000 },
      { kind: 'taxable', value: 8_000_000, basis: 240_000 },
    ]);
    expect(household.notes.join(' ')).not.toMatch(/not itemized/);
  });

  it('keeps a 529 on the balance sheet but out of the estate (IRC 529(c)(4))', () => {
    const household = householdFromFacts(
      facts({
        ages: [fact(58), fact(56)],
        maritalStatus: fact('married'),
        state: fact('SC'),
        netWorth: fact(1_070_000),
        accounts: [
          fact({ kind: 'taxable' as const, label: 'brokerage', amount: 950_000 }),
          fact({ kind: '529' as const, label: '529', amount: 120_000 }),
        ],
      }),
    );
    // Only the brokerage account is projected; the 529 is not an unitemized remainder either.
    expect(household.holdings).toEqual([{ kind: 'taxable', value: 950_000, basis: 950_000 }]);
    expect(household.notes.join(' ')).toMatch(/120,000 dollars in 529 accounts/);
    expect(household.notes.join(' ')).not.toMatch(/not itemized/);
  });

  it('a family’s wealth held in equal shares by siblings: one estate each, one exemption each', () => {
    // $300M / 3 = $100M each; 40% x ($100M - $15M) = $34M; all three $102M.
    const b = projectBaseline(
      facts({
        netWorth: fact(300_000_000),
        state: fact('FL'),
        sharedOwnership: fact({ owners: 3 }),
      }),
    )!;
    expect(b.estateTaxToday).toEqual({ federal: 102_000_000, state: 0 });
    const figures = Object.fromEntries((b.keyFigures ?? []).map((k) => [k.key, k.value]));
    expect(figures['estate-tax-per-owner']).toBe(34_000_000);
    expect(figures['estate-tax-all-owners']).toBe(102_000_000);
    expect(figures['estate-over-exemption']).toBeUndefined();
  });

  it('no age in the notes: the taxes today and the key figures, no projection (no death year can be set honestly)', () => {
    const b = projectBaseline(
      facts({ netWorth: fact(40_000_000), maritalStatus: fact('married'), state: fact('TX') }),
    )!;
    expect(baselineSchema.parse(b)).toEqual(b);
    // 40% x ($40M - 2 x $15M) with both spouses' 2026 exclusions.
    expect(b.estateTaxToday).toEqual({ federal: 4_000_000, state: 0 });
    expect(b.atLastDeath).toBeUndefined();
    expect(b.years).toEqual([]);
    expect(b.assumptions).toEqual([]);
    expect(b.keyFigures?.map((k) => k.key)).toContain('estate-over-exemption');
    expect(b.notes?.at(-1)).toMatch(/give no age: the projection to the last death is not drawn/);
  });

  it('no age and nothing held or figured: no baseline', () => {
    expect(projectBaseline(facts({}))).toBeUndefined();
  });
});

const STATES: StateCode[] = ['CA', 'NY', 'MA', 'OR', 'WA', 'TX', 'FL', 'NJ', 'PA', 'IL'];

const householdArb = fc.record({
  ages: fc.array(fc.integer({ min: 30, max: 90 }), { minLength: 1, maxLength: 2 }),
  state: fc.constantFrom(...STATES),
  taxable: fc.integer({ min: 0, max: 50_000_000 }),
  basisShare: fc.double({ min: 0, max: 1, noNaN: true }),
  cash: fc.integer({ min: 0, max: 2_000_000 }),
  retirement: fc.integer({ min: 0, max: 5_000_000 }),
  realEstate: fc.integer({ min: 0, max: 10_000_000 }),
  wages: fc.integer({ min: 0, max: 3_000_000 }),
  spending: fc.integer({ min: 0, max: 1_000_000 }),
  liabilities: fc.integer({ min: 0, max: 1_000_000 }),
  insurance: fc.integer({ min: 0, max: 5_000_000 }),
});

describe('the year’s federal tax', () => {
  const pension = (agedFilers: number) =>
    yearTax(
      {
        wages: 0,
        selfEmployment: 0,
        ordinary: 100_000,
        preferential: 0,
        investment: 0,
        socialSecurity: 0,
        charitableGiving: 0,
        agedFilers,
      },
      'mfj',
      'FL',
      2026,
      1,
    ).federal;

  it('adds $1,650 to the joint standard deduction for each spouse 65 or older (IRC 63(f)), and $6,000 each in 2025-2028', () => {
    // Taxable 100,000 - 32,200 = 67,800: 2,480 + 12% x 43,000 = 7,640. Both 65+: 100,000 -
    // 35,500, less 2 x 6,000 (MAGI under the $150,000 joint threshold) = 52,500: 2,480 + 12% x
    // 27,700 = 5,804.
    expect(pension(0)).toBeCloseTo(7_640, 2);
    expect(pension(2)).toBeCloseTo(5_804, 2);
  });

  it('phases the 2025-2028 deduction out by 6% of MAGI over $150,000 joint, and ends it after 2028', () => {
    // 200,000 of MAGI: each 6,000 less 6% x 50,000 = 3,000; two filers: 6,000.
    expect(seniorDeduction(200_000, 2, 'mfj', 2026)).toBe(6_000);
    expect(seniorDeduction(250_000, 2, 'mfj', 2026)).toBe(0);
    expect(seniorDeduction(80_000, 1, 'single', 2028)).toBe(5_700);
    expect(seniorDeduction(50_000, 2, 'mfj', 2029)).toBe(0);
  });
});

describe('a client in the middle of a divorce', () => {
  const couple = facts({
    ages: [fact(52), fact(50)],
    maritalStatus: fact('married'),
    state: fact('TX'),
    netWorth: fact(20_000_000),
  });
  const divorcing = { ...couple, divorcePending: { value: true as const, source: 'mediation' } };

  it('is projected alone: one person, filing single, one exclusion, the assumption named', () => {
    const hh = householdFromFacts(divorcing);
    expect(hh.ages).toEqual([52]);
    expect(hh.married).toBe(false);
    expect(
      hh.notes.some((n) => /^A divorce is under way: the client is projected alone/.test(n)),
    ).toBe(true);
    // $20M against one $15M exclusion: (20M - 15M) x 40% = $2M today; the couple owes nothing.
    expect(projectBaseline(divorcing)!.estateTaxToday.federal).toBeCloseTo(2_000_000, -3);
    expect(projectBaseline(couple)!.estateTaxToday.federal).toBe(0);
    // One death, no marital deduction at it.
    expect(projectBaseline(divorcing)!.deaths).toHaveLength(1);
  });
});

describe('life insurance in the estate', () => {
  const couple = (survivorshipInEstate?: number): Household => ({
    ages: [70, 68],
    married: true,
    state: 'FL',
    holdings: [{ kind: 'taxable', value: 10_000_000, basis: 10_000_000 }],
    liabilities: 0,
    insuranceInEstate: 4_000_000,
    ...(survivorshipInEstate !== undefined ? { survivorshipInEstate } : {}),
    insuranceOutside: 0,
    income: [],
    charitableGiving: 0,
    bequests: [],
    children: 2,
    owners: 1,
    retired: true,
    dsue: 0,
    notes: [],
  });
  // The client dies in 2040, the spouse in 2046.
  const proceedsIn = (hh: Household) => {
    const p = projectHousehold(hh, RATES, 2026, [2040, 2046]);
    const at = (year: number) => p.years.find((y) => y.year === year)!.insuranceProceeds;
    return [at(2040), at(2046)];
  };

  it('a policy on the client pays at the client’s death', () => {
    expect(proceedsIn(couple())).toEqual([4_000_000, 0]);
  });

  it('a survivorship policy pays at the second death, not at the client’s first', () => {
    expect(proceedsIn(couple(4_000_000))).toEqual([0, 4_000_000]);
    // One of each: the single life at the first death, the joint lives at the second.
    expect(proceedsIn(couple(1_500_000))).toEqual([2_500_000, 1_500_000]);
  });
});

describe('property tests over generated households', () => {
  it('money is conserved, and no tax is negative', () => {
    fc.assert(
      fc.property(householdArb, (g) => {
        const hh: Household = {
          ages: g.ages,
          married: g.ages.length > 1,
          state: g.state,
          holdings: [
            { kind: 'taxable', value: g.taxable, basis: g.taxable * g.basisShare },
            { kind: 'cash', value: g.cash, basis: g.cash },
            { kind: 'retirement', value: g.retirement, basis: 0, owner: 'client' },
            { kind: 'realEstate', value: g.realEstate, basis: g.realEstate / 2 },
          ],
          liabilities: g.liabilities,
          insuranceInEstate: g.insurance,
          insuranceOutside: 0,
          income: [
            { kind: 'wages', amount: g.wages, earned: true, person: 'client', investment: false },
          ],
          charitableGiving: 0,
          bequests: [],
          children: 2,
          owners: 1,
          retired: false,
          dsue: 0,
          notes: [],
        };
        const deathYears = g.ages.map((a, i) => 2026 + Math.max(0, 85 + i - a));
        const p = projectHousehold(hh, { ...RATES, spending: g.spending }, 2026, deathYears);
        expect(conservationGap(p.startNetWorth, p.years)).toBeLessThan(0.01);
        for (const y of p.years) {
          expect(y.incomeTax.federal).toBeGreaterThanOrEqual(0);
          expect(y.incomeTax.state).toBeGreaterThanOrEqual(0);
          expect(y.deathTax.federal).toBeGreaterThanOrEqual(0);
          expect(y.deathTax.state).toBeGreaterThanOrEqual(0);
        }
        expect(p.years.at(-1)!.netWorth).toBeCloseTo(0, 2);
      }),
      { numRuns: 60 },
    );
  });

  it('tax never falls as income rises (wages, gains, in every state, both statuses)', () => {
    const incomeArb = fc.record({
      wages: fc.integer({ min: 0, max: 5_000_000 }),
      gains: fc.integer({ min: 0, max: 5_000_000 }),
      more: fc.integer({ min: 1, max: 1_000_000 }),
      state: fc.constantFrom(...STATES),
      mfj: fc.boolean(),
      year: fc.constantFrom(2025, 2026, 2040),
    });
    fc.assert(
      fc.property(incomeArb, (g) => {
        const tax = (wages: number, gains: number) => {
          const t = yearTax(
            {
              wages,
              selfEmployment: 0,
              ordinary: 0,
              preferential: gains,
              investment: gains,
              socialSecurity: 0,
              charitableGiving: 0,
              longTermGains: gains,
            },
            g.mfj ? 'mfj' : 'single',
            g.state,
            g.year,
            1.025 ** Math.max(0, g.year - 2026),
          );
          return t.federal + t.state;
        };
        const base = tax(g.wages, g.gains);
        expect(base).toBeGreaterThanOrEqual(0);
        expect(tax(g.wages + g.more, g.gains)).toBeGreaterThanOrEqual(base - 1e-6);
        expect(tax(g.wages, g.gains + g.more)).toBeGreaterThanOrEqual(base - 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});

describe('real property in another state', () => {
  const widow = (propertyState?: string) =>
    facts({
      ages: [fact(80)],
      maritalStatus: fact('widowed'),
      state: fact('FL'),
      netWorth: fact(20_000_000),
      totalAssets: fact(20_000_000),
      properties: [
        fact({ use: 'second-home', label: 'Cape house', amount: 4_000_000, state: propertyState }),
      ],
    } as Partial<ClientFacts>);

  it('is taxed at the death by the state it sits in, on its share of the estate', () => {
    const hh = householdFromFacts(widow('MA'));
    expect(hh.holdings.find((h) => h.kind === 'realEstate')?.situs).toBe('MA');
    expect(hh.notes.join(' ')).toMatch(/Real property in MA is taxed by MA at a death/);
    const taxed = projectBaseline(widow('MA'))!;
    const untaxed = projectBaseline(widow())!;
    // Florida has no estate tax: without the Massachusetts house there is no state tax at all.
    expect(untaxed.atLastDeath!.state).toBe(0);
    expect(taxed.atLastDeath!.state).toBeGreaterThan(0);
    // And Massachusetts takes only its share: less than its tax on the whole estate.
    expect(taxed.atLastDeath!.state).toBeLessThan(
      stateEstateTaxAtDeath({
        state: 'MA',
        taxableEstate: taxed.atLastDeath!.toHeirs + taxed.atLastDeath!.federal,
        dateOfDeath: `${taxed.atLastDeath!.year}-07-01`,
      }) * 0.5,
    );
  });

  it('in a state with no estate tax, or in the home state, changes nothing', () => {
    expect(projectBaseline(widow('FL'))!.atLastDeath).toEqual(
      projectBaseline(widow())!.atLastDeath,
    );
    expect(projectBaseline(widow('TX'))!.atLastDeath).toEqual(
      projectBaseline(widow())!.atLastDeath,
    );
  });
});

describe('a New York City resident', () => {
  it("pays the city's income tax beside the state's, and the figures say so", () => {
    const notes = (home: string) => `Wei 52 & Lisa 50, MFJ, ${home}. Income $1.6M (wages). NW $9M.`;
    const city = analyzeClient({ notes: notes('Manhattan NYC resident') }).analysis;
    const upstate = analyzeClient({ notes: notes('Albany, New York') }).analysis;
    // The city's top rate is 3.876%, over $90,000 of joint taxable income.
    const stateTax = (a: typeof city) => a.baseline!.years[0]!.incomeTax.state;
    const taxable = 1_600_000 - 32_200;
    expect(stateTax(city) - stateTax(upstate)).toBeGreaterThan(0.03 * taxable);
    expect(city.taxPlanning.currentTaxSituation).toContain(
      'New York State and New York City tax the last dollar of that income at 10.73% together',
    );
    expect(upstate.taxPlanning.currentTaxSituation).toContain(
      'New York taxes the last dollar of that income at 6.85%',
    );
  });
});
