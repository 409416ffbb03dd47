import type { Baseline } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { buildPlan, type PlanInput } from './build-plan';
import { baselineIncomeTax } from './income-tax-years';
import { planOverYears } from './plan-years';
import { planContextFixture } from '../testing/plan-context.fixture';

const ctx = planContextFixture();

/** A baseline paying $100,000 of income tax a year and $2,000,000 of estate tax at the 2046 death. */
const baseline: Baseline = {
  taxYear: 2026,
  assumptions: [],
  estateTaxToday: { federal: 0, state: 0 },
  atLastDeath: { year: 2046, federal: 2_000_000, state: 0, toHeirs: 8_000_000, toCharity: 0 },
  years: Array.from({ length: 21 }, (_, i) => ({
    year: 2026 + i,
    ages: [60 + i],
    netWorth: 0,
    income: 0,
    spending: 0,
    incomeTax: { federal: 100_000, state: 0 },
    deathTax: { federal: i === 20 ? 2_000_000 : 0, state: 0 },
  })),
};

const input = (
  strategyId: string,
  inputs: PlanInput['inputs'],
  yearly: { cost: number; benefit: number },
): PlanInput => ({
  strategyId,
  inputs,
  costBenefit: {
    estimatedCost: yearly.cost * 10,
    potentialSavings: yearly.benefit * 10,
    costBreakdown: { setupCosts: 0, annualFees: 0, maintenanceCosts: 0, totalTenYear: 0 },
    savingsBreakdown: { taxSavings: 0, estateTaxSavings: 0, netPresentValue: 0, totalTenYear: 0 },
    roi: 0,
    calculations: { formula: '', assumptions: [], sensitivityAnalysis: '' },
    keyBenefits: [],
    tenYear: Array.from({ length: 10 }, (_, i) => ({
      year: i + 1,
      cumulativeCost: yearly.cost * (i + 1),
      cumulativeBenefit: yearly.benefit * (i + 1),
    })),
  },
});

describe('planOverYears', () => {
  const inputs = [
    input('MAX_PRETAX_401K', {}, { cost: 1_000, benefit: 10_000 }),
    input('CLAT', { clatFunding: 1_000_000, section7520Rate: 0.046 }, { cost: 0, benefit: 0 }),
  ];
  const plan = buildPlan(inputs, ctx, {
    exemption: 15_000_000,
    ledger: { investments: 5_000_000 },
    baselineDeathTax: 2_000_000,
    incomeTaxByYear: baselineIncomeTax(baseline),
  });
  const over = planOverYears(plan, inputs, ctx, baseline)!;

  // The lead trust's annuity returns $1,000,000 at 4.6% over ten years.
  const factor = Array.from({ length: 10 }, (_, k) => 1.046 ** -(k + 1)).reduce((a, b) => a + b);
  const annuity = 1_000_000 / factor;
  // Paid to charity in 2027 to 2036, each grown at 6% to 2046.
  const charityGrown = Array.from({ length: 10 }, (_, k) => annuity * 1.06 ** (19 - k)).reduce(
    (a, b) => a + b,
  );
  // The remainder and what charity received together are the funding grown 20 years: none of
  // it is in the estate, so 40% of $1,000,000 x 1.06^20 = $1,282,854 of estate tax is not paid.
  const deathTaxSaved = 0.4 * 1_000_000 * 1.06 ** 20;

  it('pays the estate tax on neither the heirs’ remainder nor the charity’s annuities', () => {
    expect(deathTaxSaved).toBeCloseTo(1_282_854, 0);
    expect(over.atLastDeath.plan.deathTaxes).toBeCloseTo(2_000_000 - deathTaxSaved, -1);
    expect(over.atLastDeath.plan.toCharityDuringLife).toBeCloseTo(annuity * 10, -1);
  });

  it('gives the heirs the tax saved and what the plan saves less its costs, not what went to charity', () => {
    // $10,000 saved less $1,000 of cost in each of 2026 to 2035, carried to 2046 at 4%.
    const carried = Array.from({ length: 10 }, (_, i) => 9_000 * 1.04 ** (20 - i)).reduce(
      (a, b) => a + b,
    );
    expect(over.atLastDeath.plan.toHeirs).toBeCloseTo(
      8_000_000 + deathTaxSaved + carried - charityGrown,
      -1,
    );
  });

  it('places the income tax saved in its years and the estate tax saved at the death', () => {
    const first = over.years[0]!;
    expect(first).toEqual({
      year: 2026,
      baselineTaxes: 100_000,
      planTaxes: 90_000,
      planCosts: 1_000,
    });
    const last = over.years.at(-1)!;
    // 21 years of $100,000 and the $2,000,000 estate tax; the plan saves $100,000 and the estate tax above.
    expect(last.baselineTaxes).toBe(4_100_000);
    expect(last.planTaxes).toBeCloseTo(4_100_000 - 100_000 - deathTaxSaved, -1);
    expect(last.planCosts).toBe(10_000);
  });

  it('counts no more income tax saved in a year than the baseline pays, and says what it left out', () => {
    const poor: Baseline = {
      ...baseline,
      years: baseline.years.map((y) => ({ ...y, incomeTax: { federal: 4_000, state: 0 } })),
    };
    const plan401k = buildPlan([inputs[0]!], ctx, {
      exemption: 0,
      ledger: {},
      incomeTaxByYear: baselineIncomeTax(poor),
    });
    const o = planOverYears(plan401k, [inputs[0]!], ctx, poor)!;
    // $10,000 a year figured, $4,000 paid: the plan pays nothing those ten years, not less than nothing.
    expect(o.years[0]).toMatchObject({ baselineTaxes: 4_000, planTaxes: 0 });
    expect(o.years[9]).toMatchObject({ baselineTaxes: 40_000, planTaxes: 0 });
    // $6,000 a year left out for ten years: 6,000 x (1/1.04 + ... + 1/1.04^10) = $48,665 today.
    expect(o.notes.join(' ')).toMatch(
      /than the baseline pays in them \(\$48,665 in today's dollars\)/,
    );
  });

  it('places a saving on the sale of the business in the year the baseline sells it', () => {
    // The QSBS exclusion saves $2,380,000 once (23.8% of $10,000,000 of gain); the baseline
    // sells the business in 2028 and pays $8,000,000 of income tax that year.
    const qsbs = input('QSBS_EXCLUSION', {}, { cost: 0, benefit: 0 });
    qsbs.costBenefit.tenYear = qsbs.costBenefit.tenYear!.map((p) => ({
      ...p,
      cumulativeBenefit: 2_380_000,
    }));
    const selling: Baseline = {
      ...baseline,
      years: baseline.years.map((y) =>
        y.year === 2028 ? { ...y, incomeTax: { federal: 8_000_000, state: 0 } } : y,
      ),
      sales: [
        { what: 'business', year: 2028, value: 20_000_000, gain: 20_000_000, tax: 7_900_000 },
      ],
    };
    const budget = { exemption: 0, ledger: {}, incomeTaxByYear: baselineIncomeTax(selling) };
    const sold = buildPlan([qsbs], ctx, { ...budget, businessSaleYear: 2028 });
    const o = planOverYears(sold, [qsbs], ctx, selling)!;
    expect(sold.strategies[0]!.incomeTaxByYear).toEqual(new Map([[2028, 2_380_000]]));
    expect(o.years[1]).toMatchObject({ year: 2027, baselineTaxes: 200_000, planTaxes: 200_000 });
    expect(o.years[2]).toMatchObject({
      year: 2028,
      baselineTaxes: 8_200_000,
      planTaxes: 8_200_000 - 2_380_000,
    });
    expect(o.notes.join(' ')).not.toMatch(/does not project/);
    // Where the baseline does not sell the business, the saving stands against the sale, named.
    const unsold = buildPlan([qsbs], ctx, budget);
    const u = planOverYears(unsold, [qsbs], ctx, baseline)!;
    expect(unsold.strategies[0]!.incomeTaxByYear).toBeUndefined();
    expect(u.years[2]!.planTaxes).toBe(u.years[2]!.baselineTaxes);
    expect(u.notes.join(' ')).toMatch(/a sale the baseline does not project/);
  });

  it('has no figures over the years without a last death to date them', () => {
    expect(
      planOverYears(plan, inputs, ctx, { ...baseline, atLastDeath: undefined }),
    ).toBeUndefined();
  });
});
