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

  it('keeps for every fact, and each part of a derived one, words found in the text', () => {
    for (const { text } of NOTE_CASES) {
      const facts = extractFacts(text);
      const flat = text.replace(/\s+/g, ' ').toLowerCase();
      const all = Object.values(facts)
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .filter((v): v is Fact<unknown> => typeof v === 'object' && v !== null && 'source' in v);
      const words = (quote: string) => quote.replace(/ \[[^\]]+\]/g, '').split('; ');
      for (const fact of all) {
        const quotes = [fact.source, ...(fact.derivation?.parts ?? []).map((p) => p.quote ?? '')];
        for (const part of quotes.filter(Boolean).flatMap(words))
          expect(flat).toContain(part.toLowerCase());
      }
    }
  });

  it('is deterministic', () => {
    const text = NOTE_CASES[1]!.text;
    expect(extractFacts(text)).toEqual(extractFacts(text));
  });

  it('keeps a range as its two ends, the value its midpoint', () => {
    expect(extractFacts('NW $3-4M').netWorth).toMatchObject({
      value: 3_500_000,
      source: 'NW $3-4M',
      derivation: {
        method: 'range-midpoint',
        parts: [
          { label: 'low', value: 3_000_000 },
          { label: 'high', value: 4_000_000 },
        ],
      },
    });
  });

  it('keeps net worth worked out as assets minus liabilities as data, each part with its words', () => {
    const facts = extractFacts('Total assets $5M, mortgage $1M.');
    expect(facts.netWorth).toMatchObject({
      value: 4_000_000,
      derivation: {
        method: 'assets-minus-liabilities',
        parts: [
          { label: 'total assets', value: 5_000_000, quote: 'Total assets $5M' },
          { label: 'liabilities', value: 1_000_000, quote: 'mortgage $1M' },
        ],
      },
    });
    expect(facts.netWorthDerived).toBe(true);
  });

  it('keeps a sum as its parts, each labelled by the words that named it', () => {
    const facts = extractFacts('IRA $1.2M, Roth IRA $300K, brokerage $2M.');
    expect(facts.totalAssets).toMatchObject({
      value: 3_500_000,
      derivation: {
        method: 'sum-of-parts',
        parts: [
          { label: 'IRA', value: 1_200_000, quote: 'IRA $1.2M' },
          { label: 'Roth IRA', value: 300_000, quote: 'Roth IRA $300K' },
          { label: 'brokerage', value: 2_000_000, quote: 'brokerage $2M' },
        ],
      },
    });
  });

  it('makes a monthly figure annual, keeping the month as the part', () => {
    expect(extractFacts('Spending ~$25K/month.').annualExpenses).toMatchObject({
      value: 300_000,
      derivation: { method: 'monthly-x12', parts: [{ label: 'a month', value: 25_000 }] },
    });
  });

  it("reads 'TC' beside an employer as the employee's total compensation, not a company's value", () => {
    const facts = extractFacts(
      'Rob Castellano 55, MFJ, Hinsdale IL. EVP at ADM-type co, TC ~$1.1M. 401k $1.9M, brokerage $2.3M.',
      { referenceYear: 2026 },
    );
    expect(facts.annualIncome?.value).toBe(1_100_000);
    expect(facts.business).toBeUndefined();
    expect(facts.totalAssets?.value).toBe(4_200_000);
  });

  it("reads 'bank $240k' as deposits and 'part-time ~$60k' as pay", () => {
    const widow = extractFacts(
      'Carol Jensen 72, widowed 2022, Dublin OH. Also IRA ~$1.1M (RMDs started), bank $240k, condo $480k paid off.',
      { referenceYear: 2026 },
    );
    expect(widow.totalAssets?.value).toBe(1_820_000);
    const couple = extractFacts(
      'Tom & Linda Okafor 66/63, Edina MN, MFJ. Tom retired, Linda part-time ~$60k. Home ~$1.1M.',
      { referenceYear: 2026 },
    );
    expect(couple.annualIncome?.value).toBe(60_000);
    expect(couple.totalAssets?.value).toBe(1_100_000);
    expect(extractFacts('Owes the bank $200k; IRA $1M.').totalAssets?.value).toBe(1_000_000);
  });
});

describe('a net worth stated as the rest beside the business', () => {
  it("adds the business the notes value to the 'other NW'", () => {
    const facts = extractFacts(
      'Couple 63/61, Georgia, married. Own family distribution business (LLC taxed as partnership) worth $24M, basis $4M; other NW $6M (brokerage $4M, home $2M).',
    );
    // 6,000,000 + 24,000,000.
    expect(facts.netWorth?.value).toBe(30_000_000);
  });

  it("adds the founder's shares the notes value to the 'Other NW'", () => {
    const facts = extractFacts(
      'Founder 45, California, married (wife 43). Owns 8M shares of private startup, 409A value $2/share ($16M), basis ~0. Other NW $3M (home $2M equity, cash $1M).',
    );
    // 3,000,000 + 8,000,000 x $2.
    expect(facts.netWorth?.value).toBe(19_000_000);
    expect(facts.concentratedPosition?.value).toMatchObject({ value: 16_000_000, basis: 0 });
  });
});
