import { describe, expect, it } from 'vitest';
import type { ClientFacts, Fact } from '../types';
import { extractFacts } from './extract-facts';
import { NOTE_CASES } from '../testing/extract-facts.cases';

function observed(facts: ClientFacts): Record<string, unknown> {
  return {
    netWorth: facts.netWorth?.value,
    netWorthDerived: facts.netWorthDerived,
    totalAssets: facts.totalAssets?.value,
    totalLiabilities: facts.totalLiabilities?.value,
    annualIncome: facts.annualIncome?.value,
    annualExpenses: facts.annualExpenses?.value,
    ages: facts.ages.map((a) => a.value),
    state: facts.state?.value,
    plannedState: facts.plannedState?.value,
    maritalStatus: facts.maritalStatus?.value,
    children: facts.children?.value,
    grandchildren: facts.grandchildren?.value,
    entityType: facts.business?.value.entityType,
    businessValue: facts.business?.value.value,
    ownershipPercent: facts.business?.value.ownershipPercent,
    businessDescription: facts.business?.value.description,
    isServiceBusiness: facts.business?.value.isServiceBusiness,
    primaryResidenceValue: facts.primaryResidenceValue?.value,
    investmentRealEstateValue: facts.investmentRealEstateValue?.value,
    secondHomeValue: facts.secondHomeValue?.value,
    realEstateValue: facts.realEstateValue?.value,
    concentratedValue: facts.concentratedPosition?.value.value,
    concentratedBasis: facts.concentratedPosition?.value.basis,
    concentratedDescription: facts.concentratedPosition?.value.description,
    retirementAccounts: facts.retirementAccounts?.value,
    lifeInsuranceCoverage: facts.lifeInsuranceCoverage?.value,
    policyCashValue: facts.policyCashValue?.value,
    otherAssetsValue: facts.otherAssetsValue?.value,
    charitableIntent: facts.charitableIntent?.value,
    annualCharitableGiving: facts.annualCharitableGiving?.value,
    goals: facts.goals.map((g) => g.value),
    riskTolerance: facts.riskTolerance?.value,
    crossBorder: facts.crossBorder?.value,
  };
}

describe('extractFacts on advisor notes', () => {
  it.each(NOTE_CASES)('$name', ({ text, expected, absent }) => {
    const facts = extractFacts(text);
    const seen = observed(facts);
    for (const [key, value] of Object.entries(expected)) {
      expect({ [key]: seen[key] }).toEqual({ [key]: value });
    }
    for (const key of absent ?? []) {
      expect(Object.keys(seen)).toContain(key); // a key observed() does not read is always absent
      expect({ [key]: seen[key] }).toEqual({ [key]: undefined });
    }
  });

  it('keeps for every direct fact a snippet found in the text', () => {
    for (const { text } of NOTE_CASES) {
      const facts = extractFacts(text);
      const flat = text.replace(/\s+/g, ' ');
      const direct = Object.values(facts)
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .filter((v): v is Fact<unknown> => typeof v === 'object' && v !== null && 'source' in v)
        .filter(
          (f) =>
            !/^(?:sum of|total assets minus|assets only|net worth plus|net worth, no liabilities)/.test(
              f.source,
            ),
        );
      for (const fact of direct) {
        for (const part of fact.source.replace(/ \[[^\]]+\]/g, '').split('; ')) {
          expect(flat.toLowerCase()).toContain(part.toLowerCase());
        }
      }
    }
  });

  it('is deterministic', () => {
    const text = NOTE_CASES[1]!.text;
    expect(extractFacts(text)).toEqual(extractFacts(text));
  });

  it('says when a figure is the midpoint of a range', () => {
    expect(extractFacts('NW $3-4M').netWorth?.source).toMatch(/midpoint/);
  });

  it('says when net worth is assets minus liabilities', () => {
    const facts = extractFacts('Total assets $5M, mortgage $1M.');
    expect(facts.netWorth).toMatchObject({ value: 4_000_000 });
    expect(facts.netWorth?.source).toMatch(/minus/);
    expect(facts.netWorthDerived).toBe(true);
  });
});
