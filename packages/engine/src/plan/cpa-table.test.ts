import { describe, expect, it } from 'vitest';
import { MECHANISMS } from './mechanisms';
import { valueByMechanism, type PlanContext } from './value-strategy';

/**
 * Issue 13's table, each row rebuilt under the CPA's own assumptions: a ten-year horizon to the
 * benefit, 6% growth, a flat 40% federal estate tax on the part of the estate above an
 * exemption already used up (so every dollar out of the estate saves 40 cents and every dollar
 * of adjusted taxable gift costs 40 cents), figures not discounted unless the row says so.
 */
function cpaContext(over: Partial<PlanContext> = {}): PlanContext {
  return {
    taxYear: 2026,
    deathYear: 2036,
    deathYearFromAges: true,
    growth: 0.06,
    discountRate: 0,
    deathTaxSaved: (reduction, exemptionUsed) => 0.4 * Math.max(0, reduction - exemptionUsed),
    heirsGainRate: 0.238,
    heirsSell: false,
    basisRatio: 1,
    survival: () => 1,
    ...over,
  };
}

const within1 = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(0.01);

const none = { formulaBenefit: 0, premiums: 0 };

describe('the CPA table, row by row', () => {
  it('Dynasty trust (A): a $10M gift saves 40% of its growth only: $3,163,391', () => {
    // 0.40 × 10,000,000 × (1.06^10 − 1) = 0.40 × 7,908,477 = 3,163,391.
    const v = valueByMechanism(
      MECHANISMS.DYNASTY_TRUST!,
      { giftAmount: 10_000_000 },
      cpaContext(),
      none,
    );
    within1(v.savings, 3_163_391);
    expect(v.exemptionUsed).toBe(10_000_000);
  });

  it('SLAT (A): $12M given by a California couple whose heirs sell: $275,215', () => {
    // Growth 12,000,000 × 0.790848 = 9,490,172; estate tax saved 40% = 3,796,069;
    // heirs' gains tax on it without a step-up, 20% + 3.8% + 13.3% = 37.1%: 3,520,854.
    // 3,796,069 − 3,520,854 = 275,215.
    const v = valueByMechanism(
      MECHANISMS.SLAT!,
      { giftAmount: 12_000_000 },
      cpaContext({ heirsGainRate: 0.371, heirsSell: true }),
      none,
    );
    within1(v.savings, 275_215);
    within1(v.lostStepUp, 3_520_854);
  });

  it('ILIT (A): only the gifted premiums leave the estate: at most $1,344,000', () => {
    // Premiums of $336,000 a year for ten years, $3,360,000, at 40%: 1,344,000. The death
    // benefit pays the tax: it is liquidity, never a saving.
    const v = valueByMechanism(
      MECHANISMS.ILIT!,
      { deathBenefit: 16_800_000 },
      cpaContext({ growth: 0 }),
      { formulaBenefit: 6_720_000, premiums: 336_000 },
    );
    within1(v.transferTaxSaved, 1_344_000);
    expect(v.liquidity).toBe(16_800_000);
    expect(v.savings).toBeLessThanOrEqual(1_344_000);
  });

  it('Exchange fund (B): $2,618,000 of tax deferred seven years is worth $757,436 at 5%', () => {
    // 11,000,000 of gain × 23.8% = 2,618,000; × (1 − 1 / 1.05^7) = 2,618,000 × 0.289320 = 757,436.
    const v = valueByMechanism(MECHANISMS.EXCHANGE_FUND!, {}, cpaContext({ discountRate: 0.05 }), {
      formulaBenefit: 2_618_000,
      premiums: 0,
    });
    within1(v.taxDeferred, 757_436);
    expect(v.transferTaxSaved).toBe(0);
  });

  it('IDGT sale (B): listed shares sold at full value, no discount: $1,204,641', () => {
    // $9M of shares sold for a note at the 3.83% AFR: growth above it over ten years is
    // 9,000,000 × (1.06^10 − 1.0383^10) = 9,000,000 × 0.334623 = 3,011,602; at 40%: 1,204,641.
    const v = valueByMechanism(
      { kind: 'freeze', amount: 'assetSold', hurdle: 'afrRate' },
      { assetSold: 9_000_000, afrRate: 0.0383 },
      cpaContext(),
      none,
    );
    within1(v.savings, 1_204_641);
  });

  it('QSBS (C) and other income tax figures are not the mechanisms’ to change', () => {
    expect(MECHANISMS.QSBS_EXCLUSION).toBeUndefined();
    expect(MECHANISMS.SECTION_199A).toBeUndefined();
  });
});

describe('the rules a CPA insists on', () => {
  it('dates an estate benefit at the last death and discounts it to today', () => {
    const v = valueByMechanism(
      MECHANISMS.DYNASTY_TRUST!,
      { giftAmount: 10_000_000 },
      cpaContext({ discountRate: 0.04, deathYear: 2050 }),
      none,
    );
    expect(v.arrives).toEqual({ kind: 'at-death', year: 2050 });
    // 0.40 × 10M × (1.06^24 − 1) = 12,195,739 at death; ÷ 1.04^24 (2.563304) = 4,757,820 today.
    within1(v.savings, 4_757_820);
  });

  it('weighs a GRAT by the chance of outliving each term', () => {
    const inputs = { gratFunding: 7_500_000, section7520Rate: 0.046 };
    const sure = valueByMechanism(MECHANISMS.GRAT!, inputs, cpaContext(), none);
    const risky = valueByMechanism(
      MECHANISMS.GRAT!,
      inputs,
      cpaContext({ survival: (years) => 0.97 ** years }),
      none,
    );
    expect(risky.savings).toBeLessThan(sure.savings);
    // A zeroed-out GRAT uses no exemption, and returns all but the excess growth.
    expect(sure.exemptionUsed).toBe(0);
    expect(sure.savings).toBeLessThan(0.4 * 7_500_000 * (1.06 ** 10 - 1.046 ** 10));
  });

  it('weighs a QPRT by survival of its term: at 82 a 10-year term is worth little', () => {
    const inputs = { residenceValue: 3_000_000, section7520Rate: 0.046 };
    const young = valueByMechanism(
      MECHANISMS.QPRT!,
      inputs,
      cpaContext({ survival: () => 0.9 }),
      none,
    );
    const old = valueByMechanism(
      MECHANISMS.QPRT!,
      inputs,
      cpaContext({ survival: () => 0.2 }),
      none,
    );
    expect(old.savings).toBeLessThan(young.savings * 0.25);
  });
});
