import { STRATEGY_CATEGORIES, strategySchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { buildContext } from '../calc/context';
import { richFacts } from '../testing/facts.fixture';
import { FormulaError, defineFormula } from '../formula';
import { ALIASES } from './aliases';
import { CATALOGUE, STRATEGIES, getCatalogueEntry, getStrategy } from './index';

/**
 * The recommendation ids of ../shared/eval-dev/README.md's strategy vocabulary (with the ids
 * its cases add), not the ids used only as wrong answers.
 */
const VOCABULARY = [
  'GRAT',
  'SLAT',
  'ILIT',
  'IDGT_SALE',
  'DYNASTY_TRUST',
  'QPRT',
  'CRT',
  'CLAT',
  'DAF',
  'PRIVATE_FOUNDATION',
  'FLP',
  'LIFETIME_GIFTS',
  'ANNUAL_EXCLUSION_GIFTING',
  '1031_EXCHANGE',
  'DST',
  'UPREIT_721',
  'HOLD_FOR_STEP_UP',
  'OPPORTUNITY_ZONE',
  'COST_SEGREGATION',
  'ROTH_CONVERSION',
  'BACKDOOR_ROTH',
  'MEGA_BACKDOOR_ROTH',
  'MAX_PRETAX_401K',
  'SOLO_401K',
  'CASH_BALANCE_PLAN',
  'NQDC',
  'SPLIT_DOLLAR',
  'PREMIUM_FINANCING',
  'CAPTIVE_INSURANCE',
  'ESOP',
  'BUY_SELL',
  'QSBS_STACKING',
  'EXCHANGE_FUND',
  'DIRECT_INDEXING_TLH',
  'INSTALLMENT_SALE',
  'CGA',
  'PTET',
  'ING_TRUST',
  'NON_GRANTOR_TRUST',
  'RESIDENCY_CHANGE',
  'DAPT',
  'PPLI',
  'QTIP_TRUST',
  'CREDIT_SHELTER_TRUST',
  'PORTABILITY_ELECTION',
  'QDOT',
  'NONCITIZEN_SPOUSE_GIFTING',
  'PFIC_AVOIDANCE',
  'RETITLE_JOINT_PROPERTY',
  'FOREIGN_REPORTING_COMPLIANCE',
  'QCD',
  'CHARITABLE_IRA_BENEFICIARY',
  'PLAN_529',
  'TERM_LIFE_INSURANCE',
  'DISABILITY_INSURANCE',
  'WILL_GUARDIANSHIP',
  'REVOCABLE_TRUST',
  'LLC_ASSET_PROTECTION',
  'RULE_10B5_1',
  'HEDGE_COLLAR',
  'SOCIAL_SECURITY_TIMING',
  'ACA_MAGI_MANAGEMENT',
  'DELAY_RETIREMENT',
  'CONSERVATIVE_ALLOCATION',
  'ASSET_LOCATION',
  'ANNUITY_INCOME_FLOOR',
  'PAY_OFF_MORTGAGE',
  'REASONABLE_COMP_REVIEW',
  'ISO_AMT_EXERCISE_PLANNING',
  'CONSERVATION_EASEMENT',
  'SPECIAL_USE_VALUATION',
  'SPECIAL_NEEDS_TRUST',
  'ABLE_ACCOUNT',
  'INHERITED_IRA_DISTRIBUTION_PLANNING',
  'QDRO_DIVISION',
  'SEC121_HOME_SALE_TIMING',
  'BENEFICIARY_DESIGNATIONS',
  'FOREIGN_GRANTOR_TRUST',
  'PRIVATE_TRUST_COMPANY',
  'PROFIT_SHARING_PLAN',
  'SPENDING_PLAN',
  'S_CORP_ELECTION',
  'TAX_RESERVE_ESTIMATES',
  'UMBRELLA_LIABILITY',
  'HSA',
  'NUA',
];

const NET_WORTH_STEPS = [
  100_000, 250_000, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 15_000_000,
  20_000_000, 25_000_000, 50_000_000,
];

describe('strategy catalogue', () => {
  it('holds about 90 valid strategies with unique vocabulary ids and names', () => {
    expect(STRATEGIES.length).toBeGreaterThanOrEqual(85);
    expect(STRATEGIES.length).toBeLessThanOrEqual(110);
    for (const s of STRATEGIES) {
      expect(strategySchema.parse(s)).toEqual(s);
      expect(s.id).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
      expect(NET_WORTH_STEPS).toContain(s.applicableNetWorth);
      expect(s.videoTrainingUrl).toBe(`/training/${s.id}/video`);
      expect(s.textTrainingUrl).toBe(`/training/${s.id}/text`);
      expect(s.description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
    }
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    expect(new Set(STRATEGIES.map((s) => s.name)).size).toBe(STRATEGIES.length);
  });

  it('covers every recommendation id of the evaluation vocabulary, each with its words', () => {
    for (const id of VOCABULARY) {
      expect(getStrategy(id)?.id, id).toBe(id);
      expect(ALIASES[id]?.length, id).toBeGreaterThan(0);
    }
  });

  it('resolves the ids used before the vocabulary ids', () => {
    expect(getStrategy('grat')?.id).toBe('GRAT');
    expect(getStrategy('donor-advised-fund')?.id).toBe('DAF');
    expect(getStrategy('1031-exchange')?.id).toBe('1031_EXCHANGE');
  });

  it('claims no tax saving for a protection, document or planning strategy', () => {
    const { ctx } = buildContext(richFacts());
    for (const entry of CATALOGUE.filter((e) => e.benefitKind === 'protection')) {
      const inputs = { ...ctx.common, ...entry.fees, ...entry.inputs(ctx) };
      expect(entry.benefit.evaluate(inputs), entry.strategy.id).toBe(0);
    }
    expect(getCatalogueEntry('TERM_LIFE_INSURANCE')?.benefitKind).toBe('protection');
    expect(getCatalogueEntry('WILL_GUARDIANSHIP')?.benefitKind).toBe('protection');
    // The baseline already holds to the last death: holding for the step-up saves nothing against it.
    expect(getCatalogueEntry('HOLD_FOR_STEP_UP')?.benefitKind).toBe('protection');
  });

  it('covers all 25 SPEC categories', () => {
    const used = new Set(STRATEGIES.map((s) => s.category));
    for (const category of STRATEGY_CATEGORIES) expect(used.has(category), category).toBe(true);
  });

  it('includes the core planning techniques', () => {
    for (const id of [
      'GRAT',
      'SLAT',
      'ILIT',
      'IDGT_SALE',
      'DYNASTY_TRUST',
      'QPRT',
      'CRT',
      'CLAT',
      'DAF',
      'PRIVATE_FOUNDATION',
      'FLP',
      '1031_EXCHANGE',
      'DST',
      'OPPORTUNITY_ZONE',
      'COST_SEGREGATION',
      'ROTH_CONVERSION',
      'BACKDOOR_ROTH',
      'MEGA_BACKDOOR_ROTH',
      'CASH_BALANCE_PLAN',
      'NQDC',
      'SPLIT_DOLLAR',
      'PREMIUM_FINANCING',
      'CAPTIVE_INSURANCE',
      'ESOP',
      'BUY_SELL',
      'QSBS_EXCLUSION',
      'EXCHANGE_FUND',
      'DIRECT_INDEXING_TLH',
      'INSTALLMENT_SALE',
      'CGA',
      'PTET',
      'ING_TRUST',
      'RESIDENCY_CHANGE',
      'DAPT',
      'PPLI',
      'QDOT',
      'PRE_IMMIGRATION_PLANNING',
      'FOREIGN_REPORTING_COMPLIANCE',
      'PLAN_529',
      'ANNUAL_EXCLUSION_GIFTING',
      'INTRA_FAMILY_LOAN',
      'SECTION_199A',
    ]) {
      expect(getStrategy(id), id).toBeDefined();
    }
    expect(getStrategy('Grantor Retained Annuity Trust (GRAT)')?.id).toBe('GRAT');
    expect(getStrategy('  grantor retained annuity trust (grat) ')?.id).toBe('GRAT');
    expect(getStrategy('unknown')).toBeUndefined();
  });

  it('derives the shown formulas and variables from the formula definitions', () => {
    for (const entry of CATALOGUE) {
      expect(entry.strategy.benefitCalculation).toEqual(entry.benefit.toCalculation());
      expect(entry.strategy.costCalculation).toEqual(entry.cost.formula.toCalculation());
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
