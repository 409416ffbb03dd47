import { describe, expect, it } from 'vitest';
import {
  basicExclusion,
  deathTaxes,
  deceasedSpouseUnusedExclusion,
  federalEstateTax,
  householdExclusion,
} from './death-taxes';
import { connecticutGiftTax, inheritanceTax, stateEstateTaxAtDeath } from './state-death-tax';
import { stateEstateTax } from './state';
import type { StateCode } from './types';

const at = (
  state: StateCode,
  estate: number,
  dateOfDeath = '2026-12-31',
  portedExemption?: number,
) => stateEstateTaxAtDeath({ state, taxableEstate: estate, dateOfDeath, portedExemption });

describe('state estate taxes by each state’s method (worked examples)', () => {
  it('Massachusetts $5M: the 2011(b) table on the estate less $60,000, less the $99,600 credit', () => {
    // Adjusted taxable estate 5,000,000 - 60,000 = 4,940,000: 290,800 + 11.2% x 900,000 =
    // 391,600; less 99,600 = 292,000 (Mass. DOR guide; the issue's $299,200 used 12% for the
    // 4.04M-5.04M band, which is 11.2% in 26 USC 2011(b)).
    expect(at('MA', 5_000_000)).toBeCloseTo(292_000, 6);
  });

  it('Massachusetts $3M and $2M: 82,400 and nothing (the credit makes $2M the threshold)', () => {
    // 2,940,000: 146,800 + 8.8% x 400,000 = 182,000 - 99,600 = 82,400.
    expect(at('MA', 3_000_000)).toBeCloseTo(82_400, 6);
    // 1,940,000: 70,800 + 7.2% x 400,000 = 99,600 - 99,600 = 0.
    expect(at('MA', 2_000_000)).toBeCloseTo(0, 6);
  });

  it('Oregon $4.5M and $3.5M: the whole estate taxed once over $1M (ORS 118.010)', () => {
    // 4,500,000 starts the 11.5% band: 367,500 (= 257,500 + 11% x 1,000,000).
    expect(at('OR', 4_500_000)).toBeCloseTo(367_500, 6);
    expect(at('OR', 3_500_000)).toBeCloseTo(257_500, 6);
    // 3,000,000: 152,500 + 10.5% x 500,000 = 205,000.
    expect(at('OR', 3_000_000)).toBeCloseTo(205_000, 6);
    expect(at('OR', 999_999)).toBe(0);
  });

  it('New York: nothing at the exclusion, a shrinking credit to 105%, the whole estate above (the cliff)', () => {
    expect(at('NY', 7_350_000)).toBe(0);
    // 7,800,000 > 7,717,500: 650,800 + 13.6% x 700,000 = 746,000 on the whole estate.
    expect(at('NY', 7_800_000)).toBeCloseTo(746_000, 6);
    // 7,500,000: tax 650,800 + 13.6% x 400,000 = 705,200; credit = tax on 7,350,000
    // (650,800 + 13.6% x 250,000 = 684,800) x (1 - 150,000 / 367,500).
    expect(at('NY', 7_500_000)).toBeCloseTo(705_200 - 684_800 * (1 - 150_000 / 367_500), 4);
  });

  it('Washington 2026: deaths before July use $3,076,000 and rates to 35%; from July $3M and 10%-20%', () => {
    // 5,076,000 - 3,076,000 = 2,000,000 -> 250,000 (the 17% band starts there).
    expect(at('WA', 5_076_000, '2026-03-01')).toBeCloseTo(250_000, 6);
    // 5,000,000 - 3,000,000 = 2,000,000 -> 240,000.
    expect(at('WA', 5_000_000, '2026-09-01')).toBeCloseTo(240_000, 6);
    // 11,000,000 in June: excess 7,924,000 -> 1,330,000 + 30% x 924,000 = 1,607,200; in
    // September: excess 8,000,000 -> 1,100,000 + 19.5% x 1,000,000 = 1,295,000.
    expect(at('WA', 11_000_000, '2026-06-30')).toBeCloseTo(1_607_200, 4);
    expect(at('WA', 11_000_000, '2026-09-30')).toBeCloseTo(1_295_000, 4);
  });

  it('Connecticut: 12% over $15M, the total capped at $15M; its gift tax the same', () => {
    expect(at('CT', 20_000_000)).toBeCloseTo(600_000, 6);
    expect(at('CT', 200_000_000)).toBe(15_000_000);
    // Cumulative taxable gifts 16,000,000: 12% x 1,000,000 = 120,000.
    expect(connecticutGiftTax(16_000_000)).toBeCloseTo(120_000, 6);
  });

  it("Illinois $5M: the Attorney General's interrelated computation", () => {
    // The federal-style limit binds: T = 40% x (5,000,000 - T - 4,000,000) -> T = 400,000 / 1.4
    // = 285,714.29; the 2011(b) credit on 4,654,286 (359,600) is higher.
    expect(at('IL', 5_000_000)).toBeCloseTo(400_000 / 1.4, 2);
  });

  it('Hawaii lets a survivor use a late spouse’s unused state exemption', () => {
    // 8,000,000 - (5,490,000 + 2,000,000) = 510,000 at 10% = 51,000.
    expect(at('HI', 8_000_000, '2026-12-31', 2_000_000)).toBeCloseTo(51_000, 6);
    // Massachusetts is not portable: the ported amount is ignored.
    expect(at('MA', 3_000_000, '2026-12-31', 2_000_000)).toBeCloseTo(82_400, 6);
  });

  it('the older entry point now uses the state method (no top rate times the excess)', () => {
    expect(stateEstateTax('MA', 5_000_000)).toBeCloseTo(292_000, 6);
    expect(stateEstateTax('FL', 50_000_000)).toBe(0);
  });
});

describe('inheritance taxes by class of heir (worked examples)', () => {
  it('New Jersey: a niece is class D (15% to $700,000); a sibling class C ($25,000 exempt, then 11%)', () => {
    expect(inheritanceTax('NJ', 'niece-nephew', 500_000)).toBeCloseTo(75_000, 6);
    // (500,000 - 25,000) x 11% = 52,250.
    expect(inheritanceTax('NJ', 'sibling', 500_000)).toBeCloseTo(52_250, 6);
    // 1,000,000 to a niece: 700,000 x 15% + 300,000 x 16% = 105,000 + 48,000.
    expect(inheritanceTax('NJ', 'niece-nephew', 1_000_000)).toBeCloseTo(153_000, 6);
    expect(inheritanceTax('NJ', 'child', 5_000_000)).toBe(0);
  });

  it('Pennsylvania: 4.5% lineal, 12% siblings, 15% others, spouses and charities exempt', () => {
    expect(inheritanceTax('PA', 'child', 1_000_000)).toBeCloseTo(45_000, 6);
    expect(inheritanceTax('PA', 'sibling', 100_000)).toBeCloseTo(12_000, 6);
    expect(inheritanceTax('PA', 'spouse', 1_000_000)).toBe(0);
    expect(inheritanceTax('PA', 'charity', 1_000_000)).toBe(0);
  });

  it('Nebraska and Kentucky by class', () => {
    // Nebraska remote relative: 11% x (100,000 - 40,000) = 6,600.
    expect(inheritanceTax('NE', 'niece-nephew', 100_000)).toBeCloseTo(6_600, 6);
    // Kentucky class C on 100,000: 99,500 over $500: 600 + 800 + 1,000 + 1,800 + 2,100 + 16% x 39,500.
    expect(inheritanceTax('KY', 'other', 100_000)).toBeCloseTo(6_300 + 0.16 * 39_500, 6);
  });

  it('Maryland credits its 10% inheritance tax against its 16% estate tax', () => {
    // Estate 6,000,000 to a niece: estate tax 16% x 1,000,000 = 160,000; inheritance tax
    // 10% x 6,000,000 = 600,000; the state takes the larger, 600,000.
    const r = deathTaxes({
      state: 'MD',
      dateOfDeath: '2026-12-31',
      grossEstate: 6_000_000,
      bequests: [{ heir: 'niece-nephew', amount: 6_000_000 }],
      basicExclusion: 15_000_000,
    });
    expect(r.state).toBeCloseTo(600_000, 6);
    expect(r.federal).toBe(0);
  });
});

describe('federal estate tax, section 2058 and the couple’s two exemptions', () => {
  it('section 2058: the Massachusetts tax is deducted before the federal tax', () => {
    // MA on 25,000,000: ATE 24,940,000 -> 1,082,800 + 16% x 14,900,000 = 3,466,800 - 99,600 =
    // 3,367,200. Federal taxable estate 25,000,000 - 3,367,200 = 21,632,800; tax 40% x
    // (21,632,800 - 15,000,000) = 2,653,120 (without the deduction 4,000,000).
    const r = deathTaxes({
      state: 'MA',
      dateOfDeath: '2026-12-31',
      grossEstate: 25_000_000,
      bequests: [{ heir: 'child', amount: 25_000_000 }],
      basicExclusion: 15_000_000,
    });
    expect(r.state).toBeCloseTo(3_367_200, 4);
    expect(r.federal).toBeCloseTo(2_653_120, 4);
  });

  it('one $15M exemption on a $100M estate: 34,000,000', () => {
    // 345,800 + 40% x 99,000,000 = 39,945,800 less the credit 5,945,800.
    expect(
      federalEstateTax({ grossEstate: 100_000_000, basicExclusion: 15_000_000 }).tax,
    ).toBeCloseTo(34_000_000, 4);
  });

  it('portability: a $25.5M survivor estate owes 4,200,000 without the DSUE and nothing with it', () => {
    const dsue = deceasedSpouseUnusedExclusion({
      basicExclusion: 15_000_000,
      exclusionUsed: 0,
      portabilityElected: true,
    });
    expect(dsue).toBe(15_000_000);
    expect(
      federalEstateTax({ grossEstate: 25_500_000, basicExclusion: 15_000_000 }).tax,
    ).toBeCloseTo(4_200_000, 4);
    expect(
      federalEstateTax({ grossEstate: 25_500_000, basicExclusion: 15_000_000, dsue }).tax,
    ).toBe(0);
    expect(
      deceasedSpouseUnusedExclusion({
        basicExclusion: 15_000_000,
        exclusionUsed: 0,
        portabilityElected: false,
      }),
    ).toBe(0);
  });

  it("a couple's two exclusions come from one rule: $30M married, $15M otherwise", () => {
    expect(householdExclusion(15_000_000, true)).toBe(30_000_000);
    expect(householdExclusion(15_000_000, false)).toBe(15_000_000);
  });

  it('DSUE after $500,000 of taxable bequests: 14,500,000', () => {
    const first = deathTaxes({
      state: 'AZ',
      dateOfDeath: '2026-05-01',
      grossEstate: 8_000_000,
      bequests: [
        { heir: 'spouse', amount: 7_500_000 },
        { heir: 'child', amount: 500_000 },
      ],
      basicExclusion: 15_000_000,
    });
    expect(first.federal).toBe(0);
    expect(
      deceasedSpouseUnusedExclusion({
        basicExclusion: 15_000_000,
        exclusionUsed: first.exclusionUsed,
        portabilityElected: true,
      }),
    ).toBe(14_500_000);
  });

  it('the exclusion is $15M in 2026 and indexed after, rounded down to $10,000', () => {
    expect(basicExclusion(2026, 0.025)).toBe(15_000_000);
    // 15,000,000 x 1.025 = 15,375,000, rounded down to 15,370,000.
    expect(basicExclusion(2027, 0.025)).toBe(15_370_000);
  });
});

describe('real property in another state: taxed where it sits', () => {
  const death = (state: StateCode, propertyElsewhere: { state: StateCode; share: number }[]) =>
    deathTaxes({
      state,
      dateOfDeath: '2026-07-01',
      grossEstate: 10_000_000,
      bequests: [{ heir: 'child', amount: 10_000_000 }],
      basicExclusion: 15_000_000,
      propertyElsewhere,
    });

  it('a Florida resident with a Cape Cod house owes Massachusetts its share of the tax on the whole estate', () => {
    // MA as if resident: the 2011(b) credit on $10M - $60K = $9.94M is $930,800 + 15.2% of
    // ($9.94M - $9.04M) = $1,067,600; less the $99,600 credit, $968,000; 20% of it is in MA.
    expect(death('FL', [{ state: 'MA', share: 0.2 }]).stateEstateTax).toBeCloseTo(193_600, 0);
  });

  it('New York taxes its own property alone, as if it were the whole estate', () => {
    // $2M in NY is under the $7.35M exclusion: nothing, though the whole estate is over it.
    expect(death('FL', [{ state: 'NY', share: 0.2 }]).stateEstateTax).toBe(0);
    expect(death('FL', [{ state: 'NY', share: 0.8 }]).stateEstateTax).toBe(
      stateEstateTaxAtDeath({ state: 'NY', taxableEstate: 8_000_000, dateOfDeath: '2026-07-01' }),
    );
  });

  it('the domicile taxes the rest, and property in a state with no estate tax adds nothing', () => {
    const resident = stateEstateTaxAtDeath({
      state: 'MA',
      taxableEstate: 10_000_000,
      dateOfDeath: '2026-07-01',
    });
    expect(death('MA', [{ state: 'FL', share: 0.3 }]).stateEstateTax).toBeCloseTo(
      resident * 0.7,
      2,
    );
    expect(death('MA', []).stateEstateTax).toBe(resident);
    expect(death('MA', [{ state: 'MA', share: 0.3 }]).stateEstateTax).toBe(resident);
  });
});

describe('a spouse who is not a US citizen', () => {
  const toSpouse = (maritalDeductionDenied: boolean, state: StateCode = 'FL') =>
    deathTaxes({
      state,
      dateOfDeath: '2026-07-01',
      grossEstate: 20_000_000,
      bequests: [{ heir: 'spouse', amount: 20_000_000 }],
      basicExclusion: 15_000_000,
      maritalDeductionDenied,
    });

  it('gets no marital deduction without a QDOT: $20M to the spouse owes $2,000,000', () => {
    // 40% x ($20M - $15M) = $2,000,000 (IRC 2056(d)(1)); with the deduction, nothing.
    expect(toSpouse(true).federal).toBeCloseTo(2_000_000, 0);
    expect(toSpouse(false).federal).toBe(0);
  });

  it('loses the deduction in a state estate tax that follows the federal one', () => {
    // Massachusetts on $20M: the 2011(b) table on $19,940,000, less the $99,600 credit.
    expect(toSpouse(true, 'MA').state).toBeCloseTo(at('MA', 20_000_000), 6);
    expect(toSpouse(false, 'MA').state).toBe(0);
  });
});
