import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { CATALOGUE } from '../catalogue';
import { MECHANISMS } from './mechanisms';
import { assertPlan, buildPlan, PlanInvariantError, valueOf, type PlanInput } from './build-plan';
import { planContextFixture } from '../testing/plan-context.fixture';

const STATES = ['California', 'Texas', 'New York', 'Massachusetts', 'Oregon', 'Florida', 'Ohio'];

/** Notes for a generated household, as an advisor would type them. */
const household = fc
  .record({
    married: fc.boolean(),
    age: fc.integer({ min: 35, max: 85 }),
    state: fc.constantFrom(...STATES),
    netWorthM: fc.integer({ min: 2, max: 120 }),
    incomeK: fc.integer({ min: 100, max: 3000 }),
    stockM: fc.integer({ min: 0, max: 40 }),
    charitable: fc.boolean(),
  })
  .map(
    (h) =>
      `${h.married ? `Married couple, ages ${h.age} and ${h.age - 2}` : `Single client, age ${h.age}`}, live in ${h.state}. Net worth $${h.netWorthM}M. Income $${h.incomeK}K. ` +
      (h.stockM > 0 && h.stockM < h.netWorthM
        ? `Holds $${h.stockM}M of one listed stock with a $${Math.ceil(h.stockM / 10)}M basis. `
        : '') +
      `Two children. Wants to reduce estate taxes${h.charitable ? ' and give to charity' : ''}.`,
  );

describe('the plan over generated households', () => {
  it('never saves more than the baseline pays, never overdraws exemption, and is deterministic', () => {
    fc.assert(
      fc.property(household, (notes) => {
        const { analysis } = analyzeClient({ notes });
        const plan = analysis.plan;
        if (!plan) return;
        const last = analysis.baseline?.atLastDeath;
        if (last)
          expect(plan.transferTaxSavedAtDeath).toBeLessThanOrEqual(
            Math.round(last.federal + last.state) + 1,
          );
        expect(plan.exemption.used).toBeLessThanOrEqual(plan.exemption.available);
        const over = plan.overYears;
        if (over) {
          // The plan's death taxes are the baseline's less what it saves: never below zero.
          expect(over.atLastDeath.plan.deathTaxes).toBeGreaterThanOrEqual(0);
          expect(over.atLastDeath.plan.deathTaxes).toBeLessThanOrEqual(
            over.atLastDeath.baseline.deathTaxes,
          );
          expect(over.years.at(-1)?.year).toBe(over.atLastDeath.year);
        }
        for (const s of plan.strategies) expect(s.share).toBeLessThanOrEqual(1);
        expect(analyzeClient({ notes }).analysis.plan).toEqual(plan);
      }),
      { numRuns: 40 },
    );
    // Eighty full analyses (each run analyses twice for determinism): over 5 s on a shared
    // two-core machine, so the default timeout failed a test whose assertions all held.
  }, 30_000);
});

const ctx = planContextFixture();

const gift = (strategyId: string, giftAmount: number): PlanInput => ({
  strategyId,
  inputs: { giftAmount },
  costBenefit: {
    estimatedCost: 0,
    potentialSavings: 0,
    costBreakdown: { setupCosts: 0, annualFees: 0, maintenanceCosts: 0, totalTenYear: 0 },
    savingsBreakdown: { taxSavings: 0, estateTaxSavings: 0, netPresentValue: 0, totalTenYear: 0 },
    roi: 0,
    calculations: { formula: '', assumptions: [], sensitivityAnalysis: '' },
    keyBenefits: [],
  },
});

describe('buildPlan', () => {
  it('uses each dollar of exemption once: a second gift gets what the first left', () => {
    const plan = buildPlan([gift('SLAT', 20_000_000), gift('DYNASTY_TRUST', 20_000_000)], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 100_000_000 },
    });
    expect(plan.exemption.used).toBeCloseTo(30_000_000, 0);
    expect(plan.strategies.map((s) => s.inPlan.share).sort()).toEqual([0.5, 1]);
  });

  it('takes an asset once: gifts beyond the investments are scaled down', () => {
    const plan = buildPlan([gift('SLAT', 8_000_000), gift('LIFETIME_GIFTS', 8_000_000)], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 10_000_000 },
    });
    const used = plan.strategies.reduce((t, s) => t + s.alone.assetUsed * s.inPlan.share, 0);
    expect(used).toBeCloseTo(10_000_000, 0);
  });

  it('gives a dollar once: yearly exclusion gifts fit in the investments and share them with a lump-sum gift', () => {
    // 2 donors x 6 donees x $19,000 = $228,000 a year for 20 years would be $4,560,000, more
    // than the $1,800,000 that can be given: $90,000 a year.
    const annual: PlanInput = {
      ...gift('ANNUAL_EXCLUSION_GIFTING', 0),
      inputs: { donors: 2, donees: 6, annualExclusion: 19_000, giftableAssets: 1_800_000 },
    };
    const plan = buildPlan([annual, gift('LIFETIME_GIFTS', 900_000)], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 1_800_000 },
    });
    const yearly = plan.strategies.find((s) => s.strategyId === 'ANNUAL_EXCLUSION_GIFTING')!;
    expect(yearly.alone.assetUsed).toBeCloseTo(1_800_000, 0);
    expect(yearly.alone.workings[0]).toMatch(/would allow \$228,000 a year.*\$90,000 a year/);
    const used = plan.strategies.reduce((t, s) => t + s.alone.assetUsed * s.inPlan.share, 0);
    expect(used).toBeCloseTo(1_800_000, 0);
  });

  it('leaves out of the plan, at no cost, a strategy that loses money as valued', () => {
    // The heirs sell: a gift's lost step-up (23.8% of the growth) outweighs what no estate tax
    // saves (the context saves estate tax only above the exemption used).
    const losing = buildPlan(
      [gift('LIFETIME_GIFTS', 1_000_000)],
      { ...ctx, heirsSell: true, deathTaxSaved: () => 0 },
      { exemption: 30_000_000, ledger: { investments: 10_000_000 } },
    );
    const [only] = losing.strategies;
    expect(only!.alone.savings).toBeLessThan(0);
    expect(only!.inPlan.share).toBe(0);
    expect(losing.totals.net).toBe(0);
  });

  it('keeps protection’s costs apart: never netted against the tax saved', () => {
    const will: PlanInput = {
      ...gift('WILL_GUARDIANSHIP', 0),
      costBenefit: {
        ...gift('X', 0).costBenefit,
        estimatedCost: 4_000,
        tenYear: [{ year: 1, cumulativeCost: 4_000, cumulativeBenefit: 0 }],
      },
    };
    const plan = buildPlan([gift('SLAT', 1_000_000), will], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 10_000_000 },
    });
    expect(plan.totals.costs).toBe(0);
    expect(plan.totals.protectionCosts).toBeCloseTo(4_000 / 1.04, 0);
    expect(plan.totals.net).toBeCloseTo(plan.totals.transferTaxSaved, 6);
  });

  it('keeps life insurance premiums apart: they buy the death benefit, never netted against tax', () => {
    const ilit: PlanInput = {
      ...gift('ILIT', 0),
      inputs: { deathBenefit: 10_000_000, donors: 2, donees: 4, annualExclusion: 19_000 },
      costBenefit: {
        ...gift('X', 0).costBenefit,
        costBreakdown: {
          setupCosts: 10_000,
          annualFees: 0,
          maintenanceCosts: 0,
          lifeInsurancePremiums: 100_000,
          totalTenYear: 110_000,
        },
        tenYear: [{ year: 1, cumulativeCost: 110_000, cumulativeBenefit: 0 }],
      },
    };
    const plan = buildPlan([ilit], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 10_000_000 },
    });
    // Year 1: $110,000 paid, $100,000 of it premium; each / 1.04.
    expect(plan.totals.premiums).toBeCloseTo(100_000 / 1.04, 0);
    expect(plan.totals.costs).toBeCloseTo(10_000 / 1.04, 0);
    expect(plan.totals.liquidity).toBe(10_000_000);
    // The estate tax the premiums would have paid goes with them, not in the tax saved: the
    // strategy's own transfer tax saved is all on its premiums, so the tax totals keep none.
    const own = plan.strategies[0]!.inPlan.transferTaxSaved;
    expect(own).toBeGreaterThan(0);
    expect(plan.totals.premiumsTaxSaved).toBeCloseTo(own, 6);
    expect(plan.totals.transferTaxSaved).toBeCloseTo(0, 6);
    expect(plan.totals.transferTaxSavedAtDeath).toBeCloseTo(0, 4);
    expect(plan.totals.net).toBeCloseTo(-plan.totals.costs, 6);
  });

  it('uses each annual exclusion once: yearly gifts and premium gifts to a trust share them', () => {
    // 2 donors x 4 donees x $19,000 = $152,000 of exclusions a year, for both strategies.
    const exclusions = { donors: 2, donees: 4, annualExclusion: 19_000 };
    const annual: PlanInput = {
      ...gift('ANNUAL_EXCLUSION_GIFTING', 0),
      inputs: { ...exclusions, giftableAssets: 50_000_000 },
    };
    const ilit: PlanInput = {
      ...gift('ILIT', 0),
      inputs: { ...exclusions, deathBenefit: 10_000_000 },
      costBenefit: {
        ...gift('X', 0).costBenefit,
        costBreakdown: {
          setupCosts: 0,
          annualFees: 0,
          maintenanceCosts: 0,
          lifeInsurancePremiums: 100_000,
          totalTenYear: 1_000_000,
        },
      },
    };
    const plan = buildPlan([annual, ilit], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 50_000_000 },
    });
    const used = plan.strategies.reduce(
      (t, s) => t + (s.applied.exclusionsPerYear ?? 0) * s.inPlan.share,
      0,
    );
    expect(used).toBeCloseTo(152_000, 0);
    // Yearly gifts rank first and take every exclusion: the premiums become taxable gifts,
    // $100,000 a year for ten years of exemption.
    const policy = plan.strategies.find((s) => s.strategyId === 'ILIT')!;
    expect(policy.alone.exemptionUsed).toBe(0);
    expect(policy.applied.exemptionUsed).toBeCloseTo(1_000_000, 0);
  });

  it('uses each annual exclusion once: a front-loaded 529 takes five years of them from yearly gifts', () => {
    // 2 donors x 4 donees x $19,000 = $152,000 a year; the 529 front-loads five years of it,
    // 2 x 4 x $95,000 = $760,000, so for 5 of the 20 years to the last death (2046) no yearly
    // gift fits: the yearly gifts keep 1 - 5/20 = 75% of the exclusions on average.
    const exclusions = { donors: 2, donees: 4, annualExclusion: 19_000 };
    const annual: PlanInput = {
      ...gift('ANNUAL_EXCLUSION_GIFTING', 0),
      inputs: { ...exclusions, giftableAssets: 50_000_000 },
    };
    const plan529 = (benefit: number): PlanInput => ({
      ...gift('PLAN_529', 0),
      inputs: { ...exclusions, frontLoadedGifts: 760_000 },
      costBenefit: {
        ...gift('X', 0).costBenefit,
        tenYear: Array.from({ length: 10 }, (_, k) => ({
          year: k + 1,
          cumulativeCost: 0,
          cumulativeBenefit: benefit * (k + 1),
        })),
      },
    });
    const budget = { exemption: 30_000_000, ledger: { investments: 50_000_000 } };
    // The 529 worth more: it ranks first and the yearly gifts get what it leaves.
    const first = buildPlan([annual, plan529(1_000_000)], ctx, budget);
    const yearly = first.strategies.find((s) => s.strategyId === 'ANNUAL_EXCLUSION_GIFTING')!;
    expect(yearly.applied.exclusionsPerYear).toBeCloseTo(0.75 * 152_000, 0);
    expect(first.strategies.find((s) => s.strategyId === 'PLAN_529')!.inPlan.share).toBe(1);
    // Worth less: the yearly gifts take every exclusion and the 529 has none to front-load.
    const second = buildPlan([annual, plan529(1)], ctx, budget);
    expect(second.strategies.find((s) => s.strategyId === 'PLAN_529')!.inPlan.share).toBe(0);
  });

  it('never saves more estate tax than the baseline pays at the last death', () => {
    const plan = buildPlan(
      [gift('SLAT', 10_000_000)],
      { ...ctx, deathTaxSaved: () => 50_000_000 },
      { exemption: 30_000_000, ledger: { investments: 100_000_000 }, baselineDeathTax: 1_000_000 },
    );
    expect(plan.totals.transferTaxSavedAtDeath).toBe(1_000_000);
  });

  it('refuses, loudly, a plan that uses more exemption than exists', () => {
    const plan = buildPlan([gift('SLAT', 10_000_000)], ctx, {
      exemption: 30_000_000,
      ledger: { investments: 100_000_000 },
    });
    expect(() =>
      assertPlan(plan, { exemption: 5_000_000, ledger: { investments: 100_000_000 } }),
    ).toThrow(PlanInvariantError);
    expect(() => assertPlan(plan, { exemption: 30_000_000, ledger: { investments: 1 } })).toThrow(
      /overdraws investments/,
    );
  });

  it('names the broken invariant when one is broken', () => {
    expect(new PlanInvariantError('uses 2 of exemption where 1 exists').message).toBe(
      'Plan refused: uses 2 of exemption where 1 exists',
    );
  });
});

describe('every estate benefit is valued on the household', () => {
  it('gives each catalogue strategy with an estate benefit a mechanism', () => {
    const without = CATALOGUE.filter(
      (e) => e.benefitKind === 'estate' && !MECHANISMS[e.strategy.id],
    ).map((e) => e.strategy.id);
    expect(without).toEqual([]);
  });
});

describe('valuations at death that give nothing away', () => {
  const input = (strategyId: string, inputs: PlanInput['inputs']): PlanInput => ({
    ...gift(strategyId, 0),
    inputs,
  });

  it("values a late portability election as the survivor's estate tax the DSUE spares", () => {
    // A $25M estate at the death (2046) over a $15M exclusion: $4,000,000 of tax at 40%. The
    // $13.61M DSUE leaves $0 taxable above $28.61M: $4,000,000 saved at the death, / 1.04^20 =
    // $1,825,548 today. Nothing leaves the estate: no exemption, no step-up lost.
    const taxes = (estate: number, exclusion: number) => 0.4 * Math.max(0, estate - exclusion);
    const v = valueOf(input('PORTABILITY_ELECTION', { portedExclusion: 13_610_000 }), {
      ...ctx,
      heirsSell: true,
      deathTaxSaved: (reduction, _gifts, dsueUsed = 0) =>
        taxes(25_000_000, 15_000_000) -
        taxes(25_000_000 - reduction, 15_000_000 + Math.max(0, -dsueUsed)),
    });
    expect(v.transferTaxSaved).toBeCloseTo(4_000_000 / 1.04 ** 20, 0);
    expect(v.exemptionUsed).toBe(0);
    expect(v.lostStepUp).toBe(0);
    expect(v.workings.join(' ')).toContain('IRC 2010(c)(4)');
  });

  it('saves nothing with the units where no estate tax reaches the estate', () => {
    const v = valueOf(input('FLP', { interestsTransferred: 8_800_000, partnershipDiscount: 0.3 }), {
      ...ctx,
      deathTaxSaved: () => 0,
    });
    expect(v.savings).toBe(0);
  });

  it('gives non-voting shares at their discounted value: the exemption used is the discounted gift', () => {
    const v = valueOf(
      input('VOTING_NONVOTING_RECAP', { nonVotingValue: 4_000_000, valuationDiscount: 0.25 }),
      ctx,
    );
    // $4M of shares at a 25% discount is a $3M gift; at the death they are $4M x 1.06^20.
    expect(v.exemptionUsed).toBe(3_000_000);
    expect(v.estateChange!.reduction).toBeCloseTo(4_000_000 * 1.06 ** 20, 0);
  });

  it('takes a use value at the death without growing the capped reduction', () => {
    const v = valueOf(input('SPECIAL_USE_VALUATION', { valuationReduction: 1_420_000 }), ctx);
    expect(v.estateChange!.reduction).toBe(1_420_000);
    // 40% x $1,420,000 = $568,000 at the death, / 1.04^20.
    expect(v.transferTaxSaved).toBeCloseTo(568_000 / 1.04 ** 20, 0);
  });

  it('loses no step-up on shares moved before a planned sale: their gain is taxed on the sale either way', () => {
    const sale = input('IDGT_SALE', { assetSold: 10_000_000, afrRate: 0.04 });
    const held = valueOf(sale, { ...ctx, heirsSell: true, basisRatio: 0 });
    const sold = valueOf(sale, {
      ...ctx,
      heirsSell: true,
      basisRatio: 0,
      positionSoldBeforeDeath: true,
    });
    expect(held.lostStepUp).toBeGreaterThan(0);
    expect(sold.lostStepUp).toBe(0);
    expect(sold.transferTaxSaved).toBeCloseTo(held.transferTaxSaved, 6);
    expect(sold.workings.join(' ')).toMatch(/no step-up at death would have come/);
  });

  it('values a lead trust by the remainder that reaches the heirs, not what charity receives', () => {
    const v = valueOf(input('CLAT', { clatFunding: 1_000_000, section7520Rate: 0.046 }), ctx);
    // Annuity 1,000,000 / a(10, 4.6%) = 1,000,000 / 7.873956 = 127,001 a year to charity;
    // at 6% growth $116,874 is left after ten years, x 1.06^10 = $209,304 at the death (2046);
    // 40% of it, / 1.04^20 = $38,209 today. No exemption used: the gift is about zero.
    expect(v.estateChange!.reduction).toBeCloseTo(209_304, 0);
    expect(v.transferTaxSaved).toBeCloseTo(38_209, 0);
    expect(v.exemptionUsed).toBe(0);
    expect(v.workings[0]).toMatch(/pays charity \$127,001 a year \(\$1,270,010 in all/);
  });

  it('values a QDOT as the first death’s tax put off to the second, never as tax saved', () => {
    const v = valueOf(input('QDOT', {}), {
      ...ctx,
      firstDeathYear: 2036,
      firstDeathWithoutMaritalDeduction: { year: 2036, estate: 20_000_000, tax: 2_000_000 },
    });
    // $2M due in 2036 without the trust, in 2046 with it: 2,000,000 x (1 - 1/1.04^10) / 1.04^10.
    expect(v.transferTaxSaved).toBe(0);
    expect(v.taxDeferred).toBeCloseTo((2_000_000 * (1 - 1 / 1.04 ** 10)) / 1.04 ** 10, 0);
    expect(v.arrives).toEqual({ kind: 'now', deferredYears: 10 });
  });

  it('puts off, for a couple with a UK citizen wife, the first death’s tax on her half', () => {
    const { analysis } = analyzeClient({
      notes:
        'Married couple in Texas, he is 70 (US citizen), she is 66 and a UK citizen. Net worth $60M, mostly brokerage. Two children. Want to reduce estate taxes.',
    });
    const qdot = analysis.recommendations.find((r) => r.strategyId === 'QDOT')!;
    expect(qdot.costBenefitAnalysis!.calculations.formula).toMatch(
      /no marital deduction: the first to die's half of the estate .* owes \$[\d,]+ of death taxes then\. Through the QDOT that tax is put off to the survivor's death/,
    );
    const inPlan = analysis.plan!.strategies.find((s) => s.strategyId === 'QDOT')!;
    expect(inPlan.arrives).toBe('now');
    expect(analysis.plan!.taxDeferred).toBeGreaterThan(0);
    // Gifts to her stay in the couple's estate: no estate tax saved, answered, not listed.
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain(
      'NONCITIZEN_SPOUSE_GIFTING',
    );
    expect(
      analysis.considered?.find((c) => c.strategyId === 'NONCITIZEN_SPOUSE_GIFTING')?.reason,
    ).toMatch(/saves no tax: Gifts to the spouse stay in the couple's estate/);
  });

  it('puts nothing off when, in the expected order, the spouse who is not a citizen dies first', () => {
    const { analysis } = analyzeClient({
      notes:
        'Married couple in Texas. H 60 (US citizen), W 78, a UK citizen. Net worth $60M, mostly brokerage. Two children. Want to reduce estate taxes.',
    });
    const qdot = analysis.recommendations.find((r) => r.strategyId === 'QDOT')!;
    expect(qdot.costBenefitAnalysis!.potentialSavings).toBe(0);
    expect(qdot.costBenefitAnalysis!.calculations.formula).toMatch(
      /the spouse who is not a US citizen dies first .* the citizen survivor takes the marital deduction/,
    );
    expect(qdot.description).toMatch(/it saves no tax against the household's projection/);
  });

  it('shows no QDOT figure when the deaths cannot be dated', () => {
    const v = valueOf(input('QDOT', {}), ctx);
    expect(v.savings).toBe(0);
    expect(v.workings.join(' ')).toMatch(/cannot be dated/);
  });
});

describe('tax put off is worth its present value, never the tax', () => {
  const deferred = (strategyId: string, tax: number, inputs: PlanInput['inputs'] = {}) =>
    valueOf(
      {
        ...gift(strategyId, 0),
        inputs,
        costBenefit: { ...gift(strategyId, 0).costBenefit, potentialSavings: tax },
      },
      ctx,
    );

  it('a collar on $11M of gain puts off $2,618,000 for ten years: $849,373 at 4%', () => {
    // 11,000,000 x 23.8% = 2,618,000; x (1 - 1 / 1.04^10) = 2,618,000 x 0.324436 = 849,373.
    const v = deferred('HEDGE_COLLAR', 2_618_000);
    expect(v.incomeTaxSaved).toBe(0);
    expect(v.taxDeferred).toBeCloseTo(849_373, -1);
    expect(v.arrives).toEqual({ kind: 'now', deferredYears: 10 });
  });

  /** A ten-year unitrust paying 5%, its gain taxed at 23.8%, with the inputs each test sets. */
  const crt = (inputs: PlanInput['inputs']) =>
    valueOf(
      {
        ...gift('CRT', 0),
        inputs: { payoutRate: 0.05, years: 10, capitalGainsTaxRate: 0.238, ...inputs },
      },
      ctx,
    );

  it('a charitable remainder trust: the deduction is tax saved, the gain only put off', () => {
    const v = crt({
      crtFunding: 1_000_000,
      deductionLimit: 10_000_000,
      marginalTaxRate: 0.37,
      embeddedGain: 800_000,
    });
    // Remainder 1,000,000 x 0.95^10 = 598,737, x 37% = 221,533 saved now; the 190,400 of gains
    // tax (800,000 x 23.8%) is carried out over ten years: x (1 - 1/1.04^10) = 61,773.
    expect(v.incomeTaxSaved).toBeCloseTo(221_533, 0);
    expect(v.taxDeferred).toBeCloseTo(61_773, 0);
    expect(v.transferTaxSaved).toBe(0);
  });

  it('a charitable remainder trust whose deduction the AGI limit spreads: each year valued when it is used', () => {
    const v = crt({
      crtFunding: 5_000_000,
      // 30% of a $400,000 AGI for the gift's year and five more: $120,000 a year.
      deductionLimit: 720_000,
      marginalTaxRate: 0.44,
      embeddedGain: 0,
    });
    // The remainder, 5,000,000 x 0.95^10 = 2,993,685, is deductible only up to $720,000:
    // $120,000 x 44% = $52,800 saved in each of six years, the first now, the rest later:
    // 52,800 x (1 + 1/1.04 + ... + 1/1.04^5) = 52,800 x 5.451822 = 287,856, not 316,800.
    expect(v.incomeTaxByYear).toEqual(Array.from({ length: 6 }, () => 52_800));
    expect(v.incomeTaxSaved).toBeCloseTo(287_856, 0);
  });

  it('first-year expensing moves seven years of deductions forward: $100,000 of tax is worth $14,256', () => {
    // Paid back evenly over 7 years: 1 - a(7, 4%) / 7 = 1 - 6.002055 / 7 = 0.142564.
    const v = deferred('SECTION_179', 100_000);
    expect(v.taxDeferred).toBeCloseTo(14_256, -1);
  });
});

describe('income tax saved within what the baseline pays', () => {
  const yearly = (strategyId: string, perYear: number): PlanInput => ({
    ...gift(strategyId, 0),
    costBenefit: {
      ...gift(strategyId, 0).costBenefit,
      tenYear: Array.from({ length: 10 }, (_, i) => ({
        year: i + 1,
        cumulativeCost: 0,
        cumulativeBenefit: perYear * (i + 1),
      })),
    },
  });
  const paid = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [2026 + i, 6_000]));

  it('counts no more income tax saved in a year than the baseline pays in it', () => {
    const plan = buildPlan(
      [yearly('MAX_PRETAX_401K', 6_000), yearly('ASSET_LOCATION', 4_000)],
      ctx,
      { exemption: 0, ledger: {}, incomeTaxByYear: paid },
    );
    // $10,000 a year figured against $6,000 paid: each cut to 60% ($3,600 and $2,400).
    const pv = (perYear: number) =>
      Array.from({ length: 10 }, (_, i) => perYear / 1.04 ** (i + 1)).reduce((a, b) => a + b);
    expect(plan.totals.incomeTaxSaved).toBeCloseTo(pv(6_000), 0);
    expect(plan.totals.incomeTaxBeyondBaseline).toBeCloseTo(pv(4_000), 0);
    expect(plan.strategies.map((s) => s.inPlan.incomeTaxSaved)).toEqual([
      expect.closeTo(pv(3_600), 0),
      expect.closeTo(pv(2_400), 0),
    ]);
    // Each alone keeps its own figure.
    expect(plan.strategies[0]!.alone.incomeTaxSaved).toBeCloseTo(pv(6_000), 0);
  });

  it('leaves a saving on a sale the baseline does not project to stand against that sale', () => {
    const plan = buildPlan([yearly('QSBS_EXCLUSION', 50_000)], ctx, {
      exemption: 0,
      ledger: { 'sale-of-position-or-business': 10_000_000 },
      incomeTaxByYear: paid,
    });
    expect(plan.totals.incomeTaxBeyondBaseline).toBe(0);
    expect(plan.totals.incomeTaxSaved).toBeCloseTo(plan.strategies[0]!.alone.incomeTaxSaved, 0);
  });
});

describe("a family's wealth held by several owners", () => {
  const notes = (owners: string) =>
    `Founder passed the company outright to his ${owners} kids in equal shares. Total family wealth ~$300M, mostly the co.; ~$60M liquid. Want it family-owned for generations; fear estate tax forcing a sale.`;

  it('gives each owner an exclusion to give, and no spouse', () => {
    const plan = analyzeClient({ notes: notes('3'), documents: [] }).analysis.plan!;
    // 3 owners x $15,000,000 (2026); whether each is married is not known.
    expect(plan.exemption.available).toBe(45_000_000);
    expect(plan.exemption.used).toBeLessThanOrEqual(45_000_000);
    expect(plan.assumptions.join(' ')).toMatch(/held by 3 owners in equal shares/);
    // $300M less 3 x $15,000,000: $255M above the owners' exemptions, not $285M above one.
    expect(
      analyzeClient({ notes: notes('3'), documents: [] }).analysis.taxPlanning.opportunities,
    ).toContain(
      '$255,000,000 of the estate is above the 2026 exemptions of its 3 owners; every dollar moved out of the estate saves up to 40 cents.',
    );
  });

  it("taxes each owner's estate on its own share (one $100M share: $34,000,000)", async () => {
    const { planContext } = await import('./plan-context');
    const { extractFacts } = await import('../facts/extract-facts');
    const facts = extractFacts(notes('3'));
    const { ctx } = planContext(facts, undefined, 2026);
    // $300M today, each third $100M: 40% x ($100M - $15M) = $34M each, $102M in all (one
    // household with one exclusion would owe 40% x $285M = $114M).
    expect(ctx.deathTaxesToday!(300_000_000)).toBeCloseTo(3 * 34_000_000, -2);
  });
});

describe('the basis a transfer carries', () => {
  const ratios = async (notes: string) => {
    const { planContext } = await import('./plan-context');
    const { extractFacts } = await import('../facts/extract-facts');
    const { ctx } = planContext(extractFacts(notes), undefined, 2026);
    return { shares: ctx.basisRatio, home: ctx.homeBasisRatio };
  };

  it("is the business's where it is the larger holding and its basis is stated", async () => {
    // $20M of founder's shares at a $2M basis: 10% of value; beside it $1M of stock at $500K (50%).
    expect(
      await ratios(
        'Age 58, married, Texas. Owns a $20M C corp, $2M basis. $1M of AAPL stock, concentrated, $500K basis.',
      ),
    ).toMatchObject({ shares: 0.1 });
  });

  it("is not the stock's for a home: the home carries its own basis, else none is lost", async () => {
    const { home, shares } = await ratios(
      'Texas couple 52/50. $12M of one listed stock (concentrated, $1M basis). Home $3M.',
    );
    expect(shares).toBeCloseTo(1 / 12, 6);
    expect(home).toBe(1);
  });
});

describe('a charitable legacy paid from the pre-tax accounts', () => {
  const legacy: PlanInput = {
    ...gift('CHARITABLE_IRA_BENEFICIARY', 0),
    inputs: { heirsIncomeTaxRate: 0.32 },
  };

  it("saves the heirs' income tax on as much of the accounts, at the last death", () => {
    // The estate leaves $1,000,000 to charity in 2046 and holds $4,000,000 of IRAs: paid from
    // them, $1,000,000 x 32% = $320,000 the heirs do not pay; / 1.04^20 = $146,037 today.
    const value = valueOf(
      legacy,
      planContextFixture({ lastEstate: { toCharity: 1_000_000, pretax: 4_000_000 } }),
    );
    expect(value.incomeTaxSaved).toBeCloseTo(320_000 / 1.04 ** 20, 0);
    expect(value.transferTaxSaved).toBe(0);
    expect(value.arrives).toEqual({ kind: 'at-death', year: 2046 });
    // Only as much as the accounts hold: $600,000 x 32% = $192,000.
    const fewer = valueOf(
      legacy,
      planContextFixture({ lastEstate: { toCharity: 1_000_000, pretax: 600_000 } }),
    );
    expect(fewer.incomeTaxSaved).toBeCloseTo(192_000 / 1.04 ** 20, 0);
  });

  it('waits on the legacy where the estate leaves nothing to charity', () => {
    const value = valueOf(
      legacy,
      planContextFixture({ lastEstate: { toCharity: 0, pretax: 4_000_000 } }),
    );
    expect(value.savings).toBe(0);
    expect(value.workings.join(' ')).toContain('The notes state no legacy to charity at death');
  });

  it("is the heirs' tax: never cut to what the household pays in a year", () => {
    const plan = buildPlan(
      [legacy],
      planContextFixture({ lastEstate: { toCharity: 1_000_000, pretax: 4_000_000 } }),
      { exemption: 30_000_000, ledger: {}, incomeTaxByYear: { 2046: 10_000 } },
    );
    expect(plan.totals.incomeTaxSaved).toBeCloseTo(320_000 / 1.04 ** 20, 0);
    expect(plan.totals.incomeTaxBeyondBaseline).toBe(0);
  });
});

describe('a family partnership: the discount is the gifted units’ only', () => {
  const flp = (inputs: PlanInput['inputs']): PlanInput => ({ ...gift('FLP', 0), inputs });

  it('saves the estate tax on the gifted units’ growth and discount, not on units kept', () => {
    // 'Net worth $40M incl. $20M of rental real estate ... an FLP to gift LP interests to 3
    // kids': units in $16M of the real estate given at a 30% discount are a $16M x 0.7 =
    // $11,200,000 gift (exemption used). At 6% they are $16M x 1.06^20 = $51,314,168 outside the
    // estate at the death (2046); the gift is added back at $11.2M, so 40% x ($51,314,168 -
    // $11,200,000) = 40% x (growth $35,314,168 + discount $4,800,000) = $16,045,667 is saved,
    // / 1.04^20 = $7,323,033 today. The engine took instead 40% x $16M x 30% x 1.06^20 =
    // $6,157,700 at the death on units kept to it, with no exemption used: a saving the law
    // (IRC 2036, Powell, Strangi) does not give.
    const v = valueOf(flp({ interestsTransferred: 16_000_000, partnershipDiscount: 0.3 }), ctx);
    expect(v.mechanism).toBe('gift');
    expect(v.exemptionUsed).toBeCloseTo(11_200_000, 0);
    expect(v.estateChange!.reduction).toBeCloseTo(51_314_168, 0);
    expect(v.transferTaxSaved).toBeCloseTo(7_323_033, 0);
    expect(v.workings.join(' ')).toMatch(/kept to the death are counted at their full share/);
  });

  it('takes no discount on units kept: nothing given, nothing saved', () => {
    const v = valueOf(flp({ interestsTransferred: 0, partnershipDiscount: 0.3 }), ctx);
    expect(v.transferTaxSaved).toBe(0);
    expect(v.exemptionUsed).toBe(0);
  });

  const notes =
    'Married, 66/64, Texas. Net worth $40M incl. $20M of rental real estate and $10M brokerage. Considering an FLP to gift LP interests to 3 kids.';
  const flpOf = (corrections: { field: string; value: number }[] = []) => {
    const { analysis } = analyzeClient({ notes, corrections });
    const rec = analysis.recommendations.find((r) => r.strategyId === 'FLP')!;
    return { analysis, formula: rec.costBenefitAnalysis?.calculations.formula ?? '' };
  };

  it('values units in the real estate, not the brokerage, at the named discount the advisor can change', () => {
    // Up to 40% of the $40M net worth, $16M, of the $20M of real estate (the $10M of listed
    // securities stays held directly, at market value): $16M x (1 - 30%) = $11,200,000 of
    // exemption. At 20% the same units use $16M x 0.8 = $12,800,000. The household projection
    // owes $1,031,220 at the second death (2046): the gift would save all of it, but the heirs
    // lose the step-up on $16M x (1.06^20 - 1) = $35,314,168 of growth, 23.8% of it $8,404,772
    // if they sell, so the family keeps its units and nothing is claimed.
    const base = flpOf();
    expect(base.formula).toContain(
      "Units in $16,000,000 of the entity's assets given now at a 30% discount ($11,200,000 of exemption) would save $1,031,220",
    );
    expect(base.formula).toContain('$8,404,772 of gains tax');
    expect(base.formula).toContain('the family keeps its units');
    const assumption = base.analysis.baseline?.assumptions.find(
      (a) => a.key === 'partnershipDiscount',
    );
    expect(assumption).toMatchObject({ value: 30, unit: 'percent', origin: 'default' });
    const changed = flpOf([{ field: 'assumptions.partnershipDiscount', value: 20 }]);
    expect(changed.formula).toContain('20% discount ($12,800,000 of exemption)');
  });
});

describe('a family partnership whose gift of units would not pay', () => {
  it('gives no units where no estate tax reaches the estate: no exemption used, no step-up lost', () => {
    // 'Net worth $10M including $8M of farmland ... pass the farm to the kids': at $0 of tax
    // saved, giving units would only lose the step-up, so the family keeps them.
    const v = valueOf(
      { ...gift('FLP', 0), inputs: { interestsTransferred: 4_000_000, partnershipDiscount: 0.3 } },
      { ...ctx, heirsSell: true, deathTaxSaved: () => 0 },
    );
    expect(v.savings).toBe(0);
    expect(v.lostStepUp).toBe(0);
    expect(v.exemptionUsed).toBe(0);
    expect(v.workings[0]).toMatch(/the family keeps its units/);
  });
});

describe('a family partnership whose gift loses more step-up than it saves', () => {
  it('keeps the units where the gains tax on the lost step-up, if heirs sell, exceeds the tax saved', () => {
    // $16M of units at 30%: $51,314,168 at the death; a flat $1,031,220 saved against 23.8% x
    // $35,314,168 = $8,404,772 of gains tax on the lost step-up: the family keeps its units.
    const v = valueOf(
      { ...gift('FLP', 0), inputs: { interestsTransferred: 16_000_000, partnershipDiscount: 0.3 } },
      { ...ctx, heirsSell: true, deathTaxSaved: (reduction) => (reduction > 0 ? 1_031_220 : 0) },
    );
    expect(v.savings).toBe(0);
    expect(v.unitsKept).toBe(true);
    expect(v.workings[0]).toContain('$8,404,772 of gains tax');
  });
});
