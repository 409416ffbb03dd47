import { describe, expect, it } from 'vitest';
import { costBenefitAnalysisSchema } from '@strata/contracts';
import { getCatalogueEntry } from '../catalogue';
import { buildContext, computeCostBenefit, strategyInputs } from '../calc';
import { buildFacts, fact } from '../testing/facts.fixture';
import { buildPlan, ledgerOf, type PlanInput } from './build-plan';
import { honestCostBenefit } from './honest-cost-benefit';
import { planContext } from './plan-context';

const facts = buildFacts({
  netWorth: fact(20_000_000),
  annualIncome: fact(1_000_000),
  ages: [fact(60), fact(58)],
  state: fact('FL'),
  maritalStatus: fact('married' as const),
  children: fact(2),
  concentratedPosition: fact({ value: 8_000_000, basis: 800_000, description: 'founder stock' }),
});

/** One strategy applied alone in a plan for a family, with `budget` beside the exemption and ledger. */
function plannedAlone(
  strategyId: string,
  family = facts,
  budget: Partial<Parameters<typeof buildPlan>[2]> = {},
) {
  const { ctx, assumptions } = planContext(family, undefined, 2026);
  const { ctx: strategyCtx } = buildContext(family, { taxYear: 2026 });
  const input: PlanInput = {
    strategyId,
    costBenefit: computeCostBenefit(strategyId, family),
    inputs: strategyInputs(getCatalogueEntry(strategyId)!, strategyCtx) as PlanInput['inputs'],
  };
  const plan = buildPlan([input], ctx, {
    exemption: 30_000_000,
    ledger: ledgerOf(strategyCtx),
    ...budget,
  });
  const figures = () =>
    honestCostBenefit(
      input.costBenefit,
      plan.strategies[0]!,
      input,
      ctx,
      'second death',
      assumptions,
    );
  return { plan, figures };
}

/** The figures of one strategy valued in a plan for a family. */
const honestFigures = (strategyId: string, family = facts) =>
  plannedAlone(strategyId, family).figures();

const sensitivityOf = (strategyId: string) =>
  honestFigures(strategyId).calculations.sensitivityAnalysis;

const savesAfter = (text: string, label: string): number => {
  const m = new RegExp(`${label}[^:]*: saves (-?)\\$([\\d,]+)`).exec(text);
  if (!m) throw new Error(`no line '${label}' in: ${text}`);
  return Number(`${m[1]}${m[2]!.replace(/,/g, '')}`);
};

describe('the sensitivity analysis (issue 13, item 4)', () => {
  it('values a transfer again for growth, discount rate, year of death and tax law', () => {
    // A $20M family's estate stays under today's exclusion: the gift saves no estate tax and
    // loses the step-up, so it costs; each change moves that figure.
    const text = sensitivityOf('DYNASTY_TRUST');
    const figures = [
      'Base',
      'Growth 4%',
      'Growth 8%',
      'Discount rate 5%',
      'Last death five years later',
    ].map((label) => savesAfter(text, label));
    expect(new Set(figures).size).toBe(figures.length);
    // Half the exclusion leaves the estate taxed, and the same gift then saves estate tax.
    expect(savesAfter(text, 'Base')).toBeLessThan(0);
    expect(savesAfter(text, 'Federal exclusion halved')).toBeGreaterThan(0);
  });

  it('names the changes that leave a deferral where it is instead of repeating its figure', () => {
    const text = sensitivityOf('EXCHANGE_FUND');
    expect(text).toMatch(/Unchanged with Growth 4%; Growth 8%/);
    expect(text).not.toMatch(/Growth 4%: saves/);
    expect(savesAfter(text, 'Discount rate 5%')).toBeGreaterThan(savesAfter(text, 'Base'));
  });
});

describe('a deferral in the analysis', () => {
  it('says how long it is put off in whole years, valid against the contract', () => {
    const landlord = buildFacts({
      netWorth: fact(15_000_000),
      annualIncome: fact(700_000),
      state: fact('NY'),
      maritalStatus: fact('married' as const),
      investmentRealEstateValue: fact(8_000_000),
    });
    const figures = honestFigures('COST_SEGREGATION', landlord);
    expect(costBenefitAnalysisSchema.parse(figures)).toEqual(figures);
    expect(figures.benefitArrives).toEqual({ kind: 'now', deferredYears: 28 });
  });
});

describe("a policy's return", () => {
  it('is measured on its premiums too, the cost shown beside it', () => {
    const ilit = honestFigures('ILIT');
    const premiums = ilit.costBreakdown.lifeInsurancePremiums ?? 0;
    expect(premiums).toBeGreaterThan(0);
    // ROI = (savings - cost) / cost with the premiums in the cost: NPV and ROI agree in sign,
    // and the ROI is not the thousands of percent a cost without premiums would give.
    const npv = ilit.savingsBreakdown.netPresentValue;
    expect(Math.sign(ilit.roi)).toBe(Math.sign(npv));
    const cost = ilit.potentialSavings - npv;
    expect(cost).toBeGreaterThan(premiums * 5);
    expect(ilit.roi).toBeCloseTo(((ilit.potentialSavings - cost) / cost) * 100, 0);
  });
});

describe('an income strategy within the plan', () => {
  it('says how much of its own figure the plan counts where the baseline pays less tax', () => {
    // A baseline paying $100 of income tax a year: nearly none of the saving can be counted.
    const paid = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [2026 + i, 100]));
    const poor = plannedAlone('BACKDOOR_ROTH', facts, { incomeTaxByYear: paid });
    const line = poor.figures().keyBenefits.find((b) => b.startsWith('Within the plan'));
    expect(line).toMatch(/only the tax paid can be saved/);
    expect(poor.plan.strategies[0]!.inPlan.incomeTaxSaved).toBeLessThan(1_000);
    // Where the baseline pays enough, no such line.
    const rich = plannedAlone('BACKDOOR_ROTH').figures();
    expect(rich.keyBenefits.some((b) => b.startsWith('Within the plan'))).toBe(false);
  });
});
