import { describe, expect, it } from 'vitest';
import { federalIncomeTax, saltCap } from './federal';
import { getTaxYear } from './tax-table';
import {
  ableBalanceBeforeSsiSuspension,
  alternativeMinimumTax,
  amtCrossover,
  annualExclusionCapacity,
  annuityFactor,
  charitableDeductionLimits,
  electiveDeferralLimit,
  excessBusinessLoss,
  irmaaSurcharge,
  itemizedDeductionReduction,
  netInvestmentIncomeTax,
  nonCitizenSpouseExclusion,
  payrollTaxes,
  qbiDeduction,
  qsbsExclusion,
  qsbsShare,
  requiredMinimumDistribution,
  rmdStartAge,
  section179Deduction,
  section7520Rate,
  selfEmploymentTax,
  taxableSocialSecurity,
  zeroedOutGratAnnuity,
} from './federal-rules';

describe('federal income tax, worked examples (2026)', () => {
  it('a $8,317,800 joint taxable income: 206,583.50 + 37% over 768,700', () => {
    expect(federalIncomeTax(8_317_800, 'mfj')).toBeCloseTo(
      206_583.5 + 0.37 * (8_317_800 - 768_700),
      4,
    );
    expect(federalIncomeTax(8_317_800, 'mfj')).toBeCloseTo(2_999_750.5, 2);
  });

  it('a Roth conversion filling the 22% joint bracket: 2,480 + 12% x 76,000 + 22% x 110,600', () => {
    expect(federalIncomeTax(211_400, 'mfj')).toBeCloseTo(35_932, 4);
  });
});

describe('AMT (2026: $90,100 / $140,200, phase-out from $500K / $1M at 50%, 28% over $244,500)', () => {
  it('exercising and holding 1,000 ISOs with a $100 spread (single)', () => {
    // Regular: 205,000 taxable -> 41,024 + 32% x 3,225 = 42,056. AMTI = 205,000 + 20,000 SALT +
    // 100,000 spread = 325,000; exemption 90,100; 26% x 234,900 = 61,074; AMT 19,018.
    const r = alternativeMinimumTax({
      taxableIncome: 205_000,
      adjustments: 120_000,
      filingStatus: 'single',
    });
    expect(r.regularTax).toBeCloseTo(42_056, 4);
    expect(r.tentativeMinimumTax).toBeCloseTo(61_074, 4);
    expect(r.amt).toBeCloseTo(19_018, 4);
  });

  it('the ISO spread that can be exercised with no AMT (crossover)', () => {
    // 0.26 x (225,000 + x - 90,100) = 42,056 -> x = 26,853.85.
    const x = amtCrossover({ taxableIncome: 205_000, adjustments: 20_000, filingStatus: 'single' });
    expect(x).toBeCloseTo(42_056 / 0.26 + 90_100 - 225_000, 1);
  });

  it('the exemption phases out at 50 cents per dollar and the 28% rate starts at $244,500', () => {
    // AMTI 600,000 single: exemption 90,100 - 50% x 100,000 = 40,100; base 559,900:
    // 26% x 244,500 + 28% x 315,400 = 63,570 + 88,312 = 151,882.
    const r = alternativeMinimumTax({
      taxableIncome: 600_000,
      adjustments: 0,
      filingStatus: 'single',
    });
    expect(r.exemption).toBeCloseTo(40_100, 6);
    expect(r.tentativeMinimumTax).toBeCloseTo(151_882, 4);
  });
});

describe('itemized deductions, SALT and charity', () => {
  it('the 2/37 reduction leaves a deduction worth 35 cents in the 37% bracket (2026 only)', () => {
    // Joint, 1,000,000 taxable before the reduction, 100,000 itemized: 1,100,000 - 768,700 >
    // 100,000, so 2/37 x 100,000 = 5,405.41; (100,000 - 5,405.41) x 37% = 35,000.
    const cut = itemizedDeductionReduction(100_000, 1_000_000, 'mfj', 2026);
    expect(cut).toBeCloseTo((2 / 37) * 100_000, 6);
    expect((100_000 - cut) * 0.37).toBeCloseTo(35_000, 6);
    expect(itemizedDeductionReduction(100_000, 1_000_000, 'mfj', 2025)).toBe(0);
  });

  it('the SALT cap at $600,000 of MAGI: 40,400 - 30% x 95,000 = 11,900 in 2026; the floor in 2025', () => {
    expect(saltCap(600_000, 2026)).toBeCloseTo(11_900, 6);
    // 2025: 40,000 - 30% x 100,000 = 10,000 (the floor).
    expect(saltCap(600_000, 2025)).toBeCloseTo(10_000, 6);
  });

  it('appreciated property to a public charity: 30% of AGI, the rest carried forward; the 0.5% floor from 2026', () => {
    // AGI 460,000: 30% = 138,000 allowed; 2026 floor 0.5% x 460,000 = 2,300.
    const r26 = charitableDeductionLimits(460_000, { appreciatedPublic: 1_000_000 }, 2026);
    expect(r26.floor).toBeCloseTo(2_300, 6);
    expect(r26.deductible).toBeCloseTo(135_700, 6);
    expect(r26.carryforward).toBeCloseTo(862_000, 6);
    const r25 = charitableDeductionLimits(460_000, { appreciatedPublic: 1_000_000 }, 2025);
    expect(r25.floor).toBe(0);
    expect(r25.deductible).toBeCloseTo(138_000, 6);
  });

  it('the 2026 floor at $560,000 of AGI is 2,800', () => {
    expect(charitableDeductionLimits(560_000, { cashPublic: 50_000 }, 2026).floor).toBeCloseTo(
      2_800,
      6,
    );
  });
});

describe('business rules', () => {
  it('section 179 falls dollar for dollar over $4,090,000 placed in service', () => {
    // 2,560,000 - (4,500,000 - 4,090,000) = 2,150,000.
    expect(section179Deduction(3_000_000, 4_500_000, 10_000_000)).toBeCloseTo(2_150_000, 6);
    expect(section179Deduction(3_000_000, 4_500_000, 1_000_000)).toBe(1_000_000);
  });

  it('an excess business loss over $512,000 (joint, 2026) is disallowed this year', () => {
    expect(excessBusinessLoss(700_000, 'mfj')).toBe(188_000);
    expect(excessBusinessLoss(700_000, 'mfj', 2025)).toBe(74_000);
  });

  it('QSBS: issued after 2025-07-04, 50/75/100% at 3/4/5 years to $15M; before, 100% at 5 years to $10M', () => {
    const after = { issueDate: '2025-09-01', gain: 20_000_000, basis: 1_000_000 };
    expect(qsbsExclusion({ ...after, yearsHeld: 3 }).excluded).toBe(7_500_000);
    expect(qsbsExclusion({ ...after, yearsHeld: 4 }).excluded).toBe(11_250_000);
    expect(qsbsExclusion({ ...after, yearsHeld: 5 }).excluded).toBe(15_000_000);
    const before = { issueDate: '2020-01-01', gain: 20_000_000, basis: 500_000 };
    expect(qsbsExclusion({ ...before, yearsHeld: 5 }).excluded).toBe(10_000_000);
    expect(qsbsExclusion({ ...before, yearsHeld: 4 }).excluded).toBe(0);
    // 10 x basis beats the dollar cap: basis 2,000,000 -> cap 20,000,000.
    expect(qsbsExclusion({ ...before, basis: 2_000_000, yearsHeld: 6 }).excluded).toBe(20_000_000);
  });

  it('QSBS before OBBBA: the share follows the acquisition date (IRC 1202(a)(1), (a)(3), (a)(4))', () => {
    // Not issued after August 10, 1993: no exclusion at all (1202(c)(1)).
    expect(qsbsShare('1993-08-10', 20)).toBe(0);
    expect(qsbsShare('1993-08-11', 20)).toBe(0.5);
    expect(qsbsShare('2009-02-17', 10)).toBe(0.5);
    expect(qsbsShare('2009-02-18', 10)).toBe(0.75);
    expect(qsbsShare('2010-09-27', 10)).toBe(0.75);
    expect(qsbsShare('2010-09-28', 10)).toBe(1);
    expect(qsbsShare('2025-07-04', 5)).toBe(1);
    // Each still needs 5 years.
    expect(qsbsShare('2009-03-01', 4)).toBe(0);
    // 1995 stock, $12M gain, basis $500k: 50% of the $10M cap excluded = 5,000,000.
    const old = { issueDate: '1995-06-01', yearsHeld: 30, gain: 11_500_000, basis: 500_000 };
    expect(qsbsExclusion(old).excluded).toBe(5_000_000);
  });
});

describe('section 199A (2026: $403,500 joint threshold, $150,000 range)', () => {
  it('below the threshold: 20% of QBI within 20% of taxable income', () => {
    // 20% x 200,000 = 40,000 < 20% x 300,000 = 60,000.
    expect(
      qbiDeduction({ qbi: 200_000, taxableIncome: 300_000, sstb: false, filingStatus: 'mfj' }),
    ).toBeCloseTo(40_000, 6);
  });

  it('a service business halfway through the range keeps half, then loses half the excess over the wage limit', () => {
    // TI 478,500 = 403,500 + 75,000: applicable 50% -> QBI 100,000 -> 20,000; no wages, so the
    // limit is 0 and half of the 20,000 excess is cut: 10,000.
    expect(
      qbiDeduction({ qbi: 200_000, taxableIncome: 478_500, sstb: true, filingStatus: 'mfj' }),
    ).toBeCloseTo(10_000, 6);
  });

  it('a service business above $553,500 joint gets nothing', () => {
    expect(
      qbiDeduction({
        qbi: 800_000,
        taxableIncome: 900_000,
        sstb: true,
        w2Wages: 300_000,
        filingStatus: 'mfj',
      }),
    ).toBe(0);
  });

  it('above the range a non-service business is limited to 50% of W-2 wages', () => {
    // 20% x 1,000,000 = 200,000; 50% x 150,000 = 75,000.
    expect(
      qbiDeduction({
        qbi: 1_000_000,
        taxableIncome: 1_200_000,
        sstb: false,
        w2Wages: 150_000,
        filingStatus: 'mfj',
      }),
    ).toBeCloseTo(75_000, 6);
  });
});

describe('NIIT, payroll and self-employment taxes, Social Security', () => {
  it('NIIT is 3.8% of the lesser of NII or MAGI over the threshold', () => {
    expect(netInvestmentIncomeTax(100_000, 300_000, 'mfj')).toBeCloseTo(1_900, 6);
    expect(netInvestmentIncomeTax(10_000, 300_000, 'mfj')).toBeCloseTo(380, 6);
  });

  it('an S corporation at a $300K salary against self-employment tax on $800K (joint)', () => {
    // SE: 0.9235 x 800,000 = 738,800; 12.4% x 184,500 = 22,878; 2.9% x 738,800 = 21,425.20;
    // 0.9% x (738,800 - 250,000) = 4,399.20; total 48,702.40.
    const se = selfEmploymentTax(800_000, 'mfj');
    expect(se.total).toBeCloseTo(48_702.4, 4);
    // Payroll: 22,878 + 2.9% x 300,000 = 8,700 + 0.9% x 50,000 = 450; total 32,028.
    const w2 = payrollTaxes(300_000, 'mfj');
    expect(w2.total).toBeCloseTo(32_028, 4);
    expect(se.total - w2.total).toBeCloseTo(16_674.4, 4);
  });

  it('Social Security benefits: 85% taxable far above the thresholds; the two tiers below', () => {
    expect(taxableSocialSecurity(80_000, 165_000, 'mfj')).toBeCloseTo(68_000, 6);
    // Single, 30,000 benefits, 20,000 other: provisional 35,000 -> 85% x 1,000 + min(4,500, 15,000).
    expect(taxableSocialSecurity(30_000, 20_000, 'single')).toBeCloseTo(5_350, 6);
    expect(taxableSocialSecurity(20_000, 10_000, 'single')).toBe(0);
  });
});

describe('RMDs, IRMAA, exclusions', () => {
  it('RMD ages: 73 for births 1951-1959, 75 from 1960', () => {
    expect(rmdStartAge(1952)).toBe(73);
    expect(rmdStartAge(1965)).toBe(75);
    expect(rmdStartAge(1950)).toBe(72);
  });

  it('a first RMD at 73 and one at 74 by the Uniform Lifetime Table', () => {
    // Born 1953, 73 in 2026: 1,000,000 / 26.5 = 37,735.85.
    expect(requiredMinimumDistribution(1_000_000, 73, 1953)).toBeCloseTo(1_000_000 / 26.5, 6);
    // 2,295,000 / 25.5 (age 74) = 90,000.
    expect(requiredMinimumDistribution(2_295_000, 74, 1952)).toBeCloseTo(90_000, 6);
    expect(requiredMinimumDistribution(1_000_000, 73, 1960)).toBe(0);
  });

  it('IRMAA tier 1 for a couple: (284.10 - 202.90 + 14.50) x 12 x 2 = 2,296.80', () => {
    expect(2 * irmaaSurcharge(230_000, 'mfj')).toBeCloseTo(2_296.8, 6);
    expect(irmaaSurcharge(218_000, 'mfj')).toBe(0);
  });

  it('annual exclusions: 2 donors x 2 beneficiaries x 5 years x $19,000; a non-citizen spouse $194,000', () => {
    expect(annualExclusionCapacity(2, 2, 5)).toBe(380_000);
    expect(nonCitizenSpouseExclusion()).toBe(194_000);
  });
});

describe('section 7520 rates by month', () => {
  it('uses each published month and refuses a month with no published rate', () => {
    expect(section7520Rate('2026-04')).toBe(0.046);
    expect(section7520Rate('2025-04')).toBe(0.05);
    expect(section7520Rate('2024-06')).toBe(0.056);
    expect(() => section7520Rate('2026-05')).toThrow(/No published section 7520 rate for 2026-05/);
  });

  it('a 2-year zeroed-out GRAT of $1M at the April 2026 rate (4.6%)', () => {
    // 1.046^2 = 1.094116; factor = (1 - 1 / 1.094116) / 0.046 = (1 - 0.913980) / 0.046 = 1.870003;
    // annuity = 1,000,000 / 1.870003 = 534,758.
    expect(annuityFactor(0.046, 2)).toBeCloseTo(1.870003, 5);
    expect(zeroedOutGratAnnuity(1_000_000, 2, '2026-04')).toBeCloseTo(534_758, -1);
    expect(() => zeroedOutGratAnnuity(1_000_000, 2, '2026-07')).toThrow(/2026-07/);
  });
});

describe('SSI and ABLE (ABLE Act sec. 103; 20 CFR 416.1205)', () => {
  it('the first $100,000 is not counted; the $2,000 limit takes the rest, less other resources', () => {
    expect(ableBalanceBeforeSsiSuspension()).toBe(100_000 + 2_000);
    // $500 in a checking account in his name: 100,000 + (2,000 - 500) = 101,500.
    expect(ableBalanceBeforeSsiSuspension(500)).toBe(101_500);
    expect(ableBalanceBeforeSsiSuspension(5_000)).toBe(100_000);
  });
});

describe('the elective deferral limit with its catch-up (IRC 402(g), 414(v))', () => {
  const r = getTaxYear(2026).federal.retirement;
  it('adds the $8,000 catch-up from 50, and the $11,250 one at 60-63 (SECURE 2.0)', () => {
    expect(electiveDeferralLimit(r, 45)).toBe(24_500);
    expect(electiveDeferralLimit(r, 55)).toBe(32_500);
    // 'Engineer 60, retiring this year': $24,500 + $11,250.
    expect(electiveDeferralLimit(r, 60)).toBe(35_750);
    expect(electiveDeferralLimit(r, 63)).toBe(35_750);
    expect(electiveDeferralLimit(r, 64)).toBe(32_500);
    expect(electiveDeferralLimit(r, undefined)).toBe(24_500);
  });
});
