import { describe, expect, it } from 'vitest';
import {
  capitalGainsRate,
  estateTax,
  federalIncomeTax,
  getTaxYear,
  marginalRate,
  niitRate,
  preferentialIncomeTax,
  regularIncomeTax,
  saltCap,
  stateTopRate,
  tentativeTax,
} from './index';

const y2026 = getTaxYear(2026).federal;

function* sourcedLeaves(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const item of node) yield* sourcedLeaves(item);
  else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if ('status' in obj && 'source' in obj && 'value' in obj) yield obj;
    else for (const value of Object.values(obj)) yield* sourcedLeaves(value);
  }
}

describe('tax table', () => {
  it('holds the 2026 reference figures', () => {
    expect(y2026.estate.basicExclusion.value).toBe(15_000_000);
    expect(y2026.estate.gstExemption.value).toBe(15_000_000);
    expect(y2026.estate.topRate.value).toBe(0.4);
    expect(y2026.estate.annualExclusion.value).toBe(19_000);
    expect(y2026.income.brackets.mfj.value.at(-1)).toEqual({ over: 768_700, rate: 0.37 });
    expect(y2026.income.brackets.single.value.map((b) => b.over)).toEqual([
      0, 12_400, 50_400, 105_700, 201_775, 256_225, 640_600,
    ]);
    expect(y2026.income.standardDeduction.mfj.value).toBe(32_200);
    expect(y2026.income.standardDeduction.single.value).toBe(16_100);
    expect(y2026.income.ltcgZeroMax.mfj.value).toBe(98_900);
    expect(y2026.income.ltcgFifteenMax.single.value).toBe(545_500);
    expect(y2026.income.socialSecurityWageBase.value).toBe(184_500);
    expect(y2026.income.saltCap.value).toBe(40_400);
    expect(y2026.income.qbiRate.value).toBe(0.2);
    expect(y2026.retirement.electiveDeferral.value).toBe(24_500);
    expect(y2026.retirement.catchUp.value).toBe(8_000);
    expect(y2026.retirement.annualAdditions415c.value).toBe(72_000);
    expect(y2026.retirement.iraLimit.value).toBe(7_500);
    expect(y2026.retirement.hsaFamily.value).toBe(8_750);
    expect(y2026.section7520.value).toEqual({ month: '2026-04', rate: 0.046 });
    expect(getTaxYear(2025).federal.estate.basicExclusion.value).toBe(13_990_000);
  });

  it('flags every CONFLICT or NOT VERIFIED figure as an assumption with a note, and sources every figure', () => {
    for (const year of [2025, 2026]) {
      const leaves = [...sourcedLeaves(getTaxYear(year))];
      expect(leaves.length).toBeGreaterThan(100);
      for (const leaf of leaves) {
        expect(String(leaf.source).length).toBeGreaterThan(0);
        if (leaf.status === 'CONFLICT' || leaf.status === 'NOT VERIFIED') {
          expect(leaf.assumption).toBe(true);
          expect(String(leaf.note).length).toBeGreaterThan(10);
        }
      }
    }
  });

  it('has a top income tax rate for all 50 states and DC', () => {
    const rates = getTaxYear(2026).stateIncomeTopRate;
    expect(Object.keys(rates)).toHaveLength(51);
    expect(
      ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'].map((c) => stateTopRate(c)),
    ).toEqual(Array(9).fill(0));
    expect(stateTopRate('ca')).toBe(0.133);
    expect(stateTopRate('NC')).toBe(0.0399);
    expect(stateTopRate('NC', 2025)).toBe(0.0425);
    expect(() => stateTopRate('XX')).toThrow(/Unknown state code 'XX'/);
    expect(() => getTaxYear(2019)).toThrow(/No tax parameters for 2019/);
  });
});

describe('federal computations', () => {
  it('computes bracket tax by hand (2026 single, $300,000 taxable)', () => {
    // 1,240 + 4,560 + 12,166 + 23,058 + 17,424 + 43,775 x 0.35 (15,321.25)
    expect(federalIncomeTax(300_000, 'single', 2026)).toBeCloseTo(73_769.25, 2);
    expect(marginalRate(300_000, 'single', 2026)).toBe(0.35);
    expect(marginalRate(800_000, 'mfj', 2026)).toBe(0.37);
    expect(marginalRate(0, 'mfj', 2026)).toBe(0.1);
    // 2026 MFJ $100,000: 2,480 + (100,000 - 24,800) x 0.12 = 11,504
    expect(federalIncomeTax(100_000, 'mfj', 2026)).toBeCloseTo(11_504, 2);
  });

  it('taxes an estate above the exemption at 40% on the excess', () => {
    expect(tentativeTax(15_000_000)).toBe(5_945_800);
    expect(estateTax(25_000_000, 0, 2026)).toBe(4_000_000);
    expect(estateTax(15_000_000, 0, 2026)).toBe(0);
    expect(estateTax(3_000_000, 0, 2026)).toBe(0);
    expect(estateTax(25_000_000, 1_000_000, 2026)).toBeCloseTo(4_400_000, 6);
    expect(estateTax(25_000_000, 0, 2026, 2)).toBe(0);
    expect(estateTax(25_000_000, 0, 2025)).toBeCloseTo((25_000_000 - 13_990_000) * 0.4, 6);
  });

  it('applies capital gains, NIIT and SALT phase-down thresholds', () => {
    expect(capitalGainsRate(90_000, 'mfj')).toBe(0);
    expect(capitalGainsRate(600_000, 'mfj')).toBe(0.15);
    expect(capitalGainsRate(600_000, 'single')).toBe(0.2);
    expect(niitRate(260_000, 'mfj')).toBe(0.038);
    expect(niitRate(240_000, 'mfj')).toBe(0);
    expect(saltCap(400_000)).toBe(40_400);
    expect(saltCap(555_000)).toBeCloseTo(40_400 - 0.3 * 50_000, 6);
    expect(saltCap(700_000)).toBe(10_000);
  });
});

describe('qualified dividends and long-term gains (IRC 1(h) worksheet)', () => {
  it('stack on the ordinary income, each dollar taxed by the band it falls in', () => {
    // Single, 2026: 0% to 49,450 of taxable income, 15% to 545,500, 20% above.
    // 40,000 of ordinary income and 600,000 of gains: 9,450 at 0%, 496,050 at 15% (74,407.50)
    // and 94,500 at 20% (18,900): 93,307.50.
    expect(preferentialIncomeTax(640_000, 600_000, 'single', 2026)).toBeCloseTo(93_307.5, 6);
    // A 5,000 gain on 40,000 of ordinary income stays under the 0% band's top: no tax on it;
    // a 30,000 gain reaches past it: 20,550 x 15% = 3,082.50.
    expect(preferentialIncomeTax(45_000, 5_000, 'single', 2026)).toBe(0);
    expect(preferentialIncomeTax(70_000, 30_000, 'single', 2026)).toBeCloseTo(3_082.5, 6);
  });

  it('has no cliff: a dollar more of gain adds at most 20 cents', () => {
    for (const taxable of [49_000, 98_900, 545_500, 613_700, 2_000_000]) {
      const before = regularIncomeTax(taxable, taxable / 2, 'mfj', 2026);
      const after = regularIncomeTax(taxable + 1, taxable / 2 + 1, 'mfj', 2026);
      expect(after - before).toBeLessThanOrEqual(0.2 + 1e-9);
      expect(after - before).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('unrecaptured section 1250 gain (IRC 1(h)(1)(E))', () => {
  it('is taxed at the ordinary rates up to 25%, between the ordinary income and the other gains', () => {
    // Single, 2026: 100,000 of ordinary income (16,712 of tax) and a 1,000,000 gain of which
    // 300,000 is depreciation taken. That 300,000 runs from 100,000 to 400,000 of taxable income:
    // 5,700 at 22% (1,254), 96,075 at 24% (23,058), 198,225 at 25% where the brackets are 32%
    // and 35% (49,556.25): 73,868.25. The other 700,000 runs from 400,000 to 1,100,000:
    // 145,500 at 15% (21,825) and 554,500 at 20% (110,900): 132,725.
    expect(federalIncomeTax(100_000, 'single', 2026)).toBeCloseTo(16_712, 6);
    expect(regularIncomeTax(1_100_000, 1_000_000, 'single', 2026, 300_000)).toBeCloseTo(
      16_712 + 73_868.25 + 132_725,
      6,
    );
  });
});
