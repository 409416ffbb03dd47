import type { PlanContext } from '../plan/value-strategy';

/**
 * A household context for valuing strategies by hand: the last death in 2046, 6% growth, a 4%
 * discount rate, a flat 40% estate tax above the exemption the gifts used, heirs who keep what
 * they receive and a grantor who outlives every term. Each test overrides what its row needs.
 */
export function planContextFixture(over: Partial<PlanContext> = {}): PlanContext {
  return {
    taxYear: 2026,
    deathYear: 2046,
    deathYearFromAges: true,
    growth: 0.06,
    discountRate: 0.04,
    deathTaxSaved: (reduction, exemptionUsed) => 0.4 * Math.max(0, reduction - exemptionUsed),
    heirsGainRate: 0.238,
    heirsSell: false,
    basisRatio: 1,
    homeBasisRatio: 1,
    survival: () => 1,
    ...over,
  };
}
