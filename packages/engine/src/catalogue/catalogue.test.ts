import { STRATEGY_CATEGORIES, strategySchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { buildContext } from '../calc/context';
import { richFacts } from '../calc/facts.fixture';
import { FormulaError, defineFormula } from '../formula';
import { CATALOGUE, STRATEGIES, getStrategy } from './index';

const NET_WORTH_STEPS = [
  100_000, 250_000, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 15_000_000,
  20_000_000, 25_000_000, 50_000_000,
];

describe('strategy catalogue', () => {
  it('holds 52 to 58 valid strategies with unique ids and names', () => {
    expect(STRATEGIES.length).toBeGreaterThanOrEqual(52);
    expect(STRATEGIES.length).toBeLessThanOrEqual(58);
    for (const s of STRATEGIES) {
      expect(strategySchema.parse(s)).toEqual(s);
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(NET_WORTH_STEPS).toContain(s.applicableNetWorth);
      expect(s.videoTrainingUrl).toBe(`/training/${s.id}/video`);
      expect(s.textTrainingUrl).toBe(`/training/${s.id}/text`);
      expect(s.description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
    }
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    expect(new Set(STRATEGIES.map((s) => s.name)).size).toBe(STRATEGIES.length);
  });

  it('covers all 25 SPEC categories', () => {
    const used = new Set(STRATEGIES.map((s) => s.category));
    for (const category of STRATEGY_CATEGORIES) expect(used.has(category), category).toBe(true);
  });

  it('includes the core planning techniques', () => {
    for (const id of [
      'grat',
      'slat',
      'ilit',
      'idgt-sale',
      'dynasty-trust',
      'qprt',
      'charitable-remainder-trust',
      'charitable-lead-annuity-trust',
      'donor-advised-fund',
      'private-foundation',
      'family-limited-partnership',
      '1031-exchange',
      'delaware-statutory-trust',
      'opportunity-zone-fund',
      'cost-segregation',
      'roth-conversion',
      'backdoor-roth',
      'mega-backdoor-roth',
      'cash-balance-plan',
      'nqdc',
      'split-dollar',
      'premium-financing',
      'captive-insurance',
      'esop',
      'buy-sell-agreement',
      'qsbs-planning',
      'exchange-fund',
      'direct-indexing',
      'installment-sale',
      'charitable-gift-annuity',
      'ptet-election',
      'ing-trust',
      'residency-change',
      'domestic-asset-protection-trust',
      'ppli',
      'qdot',
      'pre-immigration-planning',
      'fbar-fatca-compliance',
      '529-superfunding',
      'annual-exclusion-gifting',
      'intra-family-loan',
      'section-199a-optimization',
    ]) {
      expect(getStrategy(id), id).toBeDefined();
    }
    expect(getStrategy('Grantor Retained Annuity Trust (GRAT)')?.id).toBe('grat');
    expect(getStrategy('  grantor retained annuity trust (grat) ')?.id).toBe('grat');
    expect(getStrategy('unknown')).toBeUndefined();
  });

  it('derives the shown formulas and variables from the formula definitions', () => {
    for (const entry of CATALOGUE) {
      expect(entry.strategy.benefitCalculation).toEqual(entry.benefit.toCalculation());
      expect(entry.strategy.costCalculation).toEqual(entry.cost.formula.toCalculation());
      expect(entry.requires.length + entry.triggers.length, entry.strategy.id).toBeGreaterThan(0);
      if (entry.cost.premium) expect(entry.strategy.lifeInsuranceComponent).not.toBe('N/A');
    }
  });

  it('evaluates every formula to a finite number from its declared variables and refuses a missing one', () => {
    const { ctx } = buildContext(richFacts());
    for (const entry of CATALOGUE) {
      const inputs = { ...ctx.common, ...entry.fees, ...entry.inputs(ctx) };
      const parts = [entry.benefit, entry.cost.formula];
      for (const formula of parts) {
        const declared = Object.fromEntries(formula.keys.map((k) => [k, inputs[k]]));
        const value = formula.evaluate(declared);
        expect(Number.isFinite(value), `${entry.strategy.id} ${formula.type}`).toBe(true);
        const [first, ...others] = formula.keys;
        if (first === undefined) continue;
        const missing = Object.fromEntries(others.map((k) => [k, inputs[k]]));
        expect(() => formula.evaluate(missing)).toThrow(FormulaError);
        expect(() => formula.evaluate(missing)).toThrow(new RegExp(`"${first}"`));
      }
      for (const expr of [
        entry.cost.setup,
        entry.cost.annual,
        entry.cost.maintenance,
        entry.cost.premium,
      ]) {
        if (expr) expect(Number.isFinite(defineFormula('part', expr).evaluate(inputs))).toBe(true);
      }
    }
  });
});
