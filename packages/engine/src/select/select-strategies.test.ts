import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFacts, fact, richFacts } from '../calc/facts.fixture';
import { buildContext } from '../calc/context';
import { CATALOGUE } from '../catalogue';
import type { ClientFacts } from '../types';
import { eligibility, selectStrategies } from './select-strategies';

/** Ids of every eligible strategy, before ranking. */
const ids = (facts: ClientFacts) => {
  const { ctx } = buildContext(facts);
  return CATALOGUE.filter((e) => eligibility(e, ctx)).map((e) => e.strategy.id);
};

const STATES = ['CA', 'NY', 'TX', 'FL', 'MA', 'WA', 'OR', 'IL', 'NJ', 'NV'];
const arbitraryFacts: fc.Arbitrary<ClientFacts> = fc
  .record({
    netWorth: fc.option(fc.integer({ min: 0, max: 60_000_000 }), { nil: undefined }),
    income: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    state: fc.option(fc.constantFrom(...STATES), { nil: undefined }),
    married: fc.boolean(),
    children: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    grandchildren: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    business: fc.option(fc.integer({ min: 100_000, max: 30_000_000 }), { nil: undefined }),
    position: fc.option(fc.integer({ min: 100_000, max: 10_000_000 }), { nil: undefined }),
    realEstate: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
    retirement: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    charitable: fc.boolean(),
    crossBorder: fc.boolean(),
    age: fc.option(fc.integer({ min: 25, max: 90 }), { nil: undefined }),
  })
  .map((r) =>
    buildFacts({
      ...(r.netWorth !== undefined ? { netWorth: fact(r.netWorth) } : {}),
      ...(r.income !== undefined ? { annualIncome: fact(r.income) } : {}),
      ...(r.state ? { state: fact(r.state) } : {}),
      maritalStatus: fact(r.married ? ('married' as const) : ('single' as const)),
      ...(r.children !== undefined ? { children: fact(r.children) } : {}),
      ...(r.grandchildren !== undefined ? { grandchildren: fact(r.grandchildren) } : {}),
      ...(r.business ? { business: fact({ value: r.business, description: 'company' }) } : {}),
      ...(r.position
        ? { concentratedPosition: fact({ value: r.position, description: 'stock' }) }
        : {}),
      ...(r.realEstate !== undefined ? { investmentRealEstateValue: fact(r.realEstate) } : {}),
      ...(r.retirement !== undefined ? { retirementAccounts: fact(r.retirement) } : {}),
      ...(r.charitable ? { charitableIntent: fact(true) } : {}),
      ...(r.crossBorder ? { crossBorder: fact('foreign assets') } : {}),
      ages: r.age !== undefined ? [fact(r.age)] : [],
    }),
  );

describe('selectStrategies', () => {
  it('never recommends a strategy below its minimum net worth (property)', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const netWorth = facts.netWorth?.value ?? 0;
        for (const r of selectStrategies(facts))
          expect(r.strategy.applicableNetWorth).toBeLessThanOrEqual(netWorth);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic (property)', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        expect(selectStrategies(facts)).toEqual(selectStrategies(facts));
      }),
      { numRuns: 20 },
    );
  });

  it('ranks 4 to 8 strategies for a rich client by net benefit, with reasons and their source text', () => {
    const ranked = selectStrategies(richFacts());
    expect(ranked.length).toBeGreaterThanOrEqual(4);
    expect(ranked.length).toBeLessThanOrEqual(8);
    const nets = ranked.map((r) => r.netBenefit);
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    expect(ranked.map((r) => r.rank)).toEqual(ranked.map((_, i) => i + 1));
    for (const r of ranked) {
      expect(r.netBenefit).toBe(r.analysis.potentialSavings - r.analysis.estimatedCost);
      expect(r.reasons.length).toBeGreaterThan(0);
      for (const reason of r.reasons) expect(reason.source).toMatch(/^source of /);
    }
    expect(ranked[0]?.priority).toBe('High');
  });

  it('gives a modest client at least three recommendations', () => {
    const facts = buildFacts({
      netWorth: fact(1_200_000),
      annualIncome: fact(250_000),
      state: fact('CA'),
      maritalStatus: fact('married' as const),
      children: fact(2),
      retirementAccounts: fact(400_000),
      charitableIntent: fact(true),
    });
    const ranked = selectStrategies(facts);
    expect(ranked.length).toBeGreaterThanOrEqual(3);
    expect(ranked.every((r) => r.strategy.applicableNetWorth <= 1_200_000)).toBe(true);
  });

  it('recommends nothing when the net worth is unknown', () => {
    expect(selectStrategies(buildFacts({ annualIncome: fact(900_000) }))).toEqual([]);
  });

  it('excludes strategies whose preconditions the facts contradict', () => {
    const base = richFacts();
    const noHeirs = ids({ ...base, children: fact(0), grandchildren: fact(0) });
    for (const id of [
      '529-superfunding',
      'dynasty-trust',
      'annual-exclusion-gifting',
      'intra-family-loan',
    ]) {
      expect(noHeirs).not.toContain(id);
    }
    const { business: _business, ...withoutBusiness } = base;
    const noBusiness = ids(withoutBusiness);
    for (const id of ['esop', 'buy-sell-agreement', 'ptet-election', 'captive-insurance'])
      expect(noBusiness).not.toContain(id);
    const florida = ids({ ...base, state: fact('FL') });
    expect(florida).not.toContain('residency-change');
    expect(florida).not.toContain('ing-trust');
    expect(ids(base)).not.toContain('ing-trust'); // New York's anti-ING rule
    expect(ids({ ...base, state: fact('IL') })).toContain('ing-trust');
    const small = ids(
      buildFacts({
        netWorth: fact(600_000),
        children: fact(3),
        grandchildren: fact(4),
        annualIncome: fact(300_000),
      }),
    );
    expect(small).not.toContain('dynasty-trust');
    expect(ids(base)).toContain('dynasty-trust');
    // Deferring or contributing pay needs pay: not for a retired owner living on K-1 income.
    const working = ids({ ...base, employerPlan: fact(true) });
    const retired = ids({ ...base, employerPlan: fact(true), isRetired: fact(true) });
    for (const id of ['nqdc', 'cash-balance-plan', 'mega-backdoor-roth']) {
      expect(working).toContain(id);
      expect(retired).not.toContain(id);
    }
  });

  it('respects maxResults and keeps at most two per category among positive picks', () => {
    const ranked = selectStrategies(richFacts(), { maxResults: 5 });
    expect(ranked).toHaveLength(5);
    const counts = new Map<string, number>();
    for (const r of ranked)
      counts.set(r.strategy.category, (counts.get(r.strategy.category) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });
});
