import { describe, expect, it } from 'vitest';
import { buildContext } from '../calc';
import { buildFacts, fact } from '../calc/facts.fixture';
import { CATALOGUE } from '../catalogue';
import { eligibility, selectStrategies } from './select-strategies';

const DAPT = 'domestic-asset-protection-trust';
const dapt = CATALOGUE.find((e) => e.strategy.id === DAPT)!;
const protectGoal = fact('Protect assets from creditors', 'protect assets from malpractice claims');
const physician = fact('Physician (malpractice exposure)', 'surgeon');

/** A modest client none of DAPT's other triggers fit: no business, income under $400k. */
const modest = (over: Parameters<typeof buildFacts>[0] = {}) =>
  buildFacts({
    netWorth: fact(3_000_000),
    annualIncome: fact(300_000),
    maritalStatus: fact('married' as const),
    ages: [fact(50), fact(48)],
    ...over,
  });
const conditionsOf = (facts: ReturnType<typeof buildFacts>) =>
  eligibility(dapt, buildContext(facts).ctx)?.map((r) => r.condition);
const rankOf = (facts: ReturnType<typeof buildFacts>) =>
  selectStrategies(facts, { maxResults: 60 }).findIndex((r) => r.strategy.id === DAPT);

describe('asset protection: trigger, minimum net worth and ranking', () => {
  it('is triggered by a stated protection goal or a liable profession alone', () => {
    expect(conditionsOf(modest())).toBeUndefined();
    expect(conditionsOf(modest({ goals: [protectGoal] }))).toEqual(['assetProtectionGoal']);
    expect(conditionsOf(modest({ liabilityExposure: physician }))).toEqual(['liabilityExposure']);
  });

  it('is never offered below the catalogue minimum net worth', () => {
    const poorer = modest({
      netWorth: fact(dapt.strategy.applicableNetWorth - 1),
      goals: [protectGoal],
      liabilityExposure: physician,
    });
    expect(conditionsOf(poorer)).toBeUndefined();
    expect(selectStrategies(poorer, { maxResults: 60 }).map((r) => r.strategy.id)).not.toContain(
      DAPT,
    );
  });

  it('ranks higher for a liable profession than for the same client without one', () => {
    const base = {
      netWorth: fact(12_000_000),
      annualIncome: fact(900_000),
      children: fact(2),
      state: fact('NJ'),
    };
    const without = rankOf(modest(base));
    const withExposure = rankOf(modest({ ...base, liabilityExposure: physician }));
    expect(without).toBeGreaterThan(-1);
    expect(withExposure).toBeGreaterThan(-1);
    expect(withExposure).toBeLessThan(without);
  });

  it('answers a stated protection goal even when the list is short', () => {
    const facts = modest({
      netWorth: fact(20_000_000),
      annualIncome: fact(1_200_000),
      children: fact(3),
      state: fact('NJ'),
      primaryResidenceValue: fact(2_000_000),
      goals: [protectGoal],
    });
    for (const maxResults of [3, 5, 8]) {
      const ids = selectStrategies(facts, { maxResults }).map((r) => r.strategy.id);
      expect(ids).toHaveLength(maxResults);
      expect(ids).toContain(DAPT);
    }
    const ranked = selectStrategies(facts);
    expect(ranked.map((r) => r.rank)).toEqual(ranked.map((_, i) => i + 1));
  });
});
