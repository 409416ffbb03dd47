import { analysisSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from './analyze';
import { CATALOGUE } from './catalogue';
import { usd } from './narrative/wording';
import { PROFILE_CASES } from './testing/profiles.cases';

const minimumOf = (id: string | undefined) =>
  CATALOGUE.find((e) => e.strategy.id === id)?.strategy.applicableNetWorth ?? Infinity;

/** Every number in a value, with the path it sits at. */
function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}.${k}`));
  return [];
}

describe.each(PROFILE_CASES)('profile: $name', (c) => {
  const { analysis, facts } = analyzeClient({ notes: c.notes });
  const ids = analysis.recommendations.map((r) => r.strategyId);

  it('reads the headline facts', () => {
    expect(facts.netWorth?.value).toBe(c.facts.netWorth);
    expect(facts.state?.value).toBe(c.facts.state);
    expect(analysis.financialSummary.totalAssets).toBeGreaterThanOrEqual(c.facts.netWorth ?? 0);
  });

  it('recommends what fits the profile and nothing that does not', () => {
    for (const id of c.expected) expect(ids).toContain(id);
    for (const id of c.absent) expect(ids).not.toContain(id);
    expect(ids.length).toBeGreaterThanOrEqual(c.minRecommendations);
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never recommends below a strategy minimum net worth', () => {
    for (const id of ids) expect(c.facts.netWorth ?? 0).toBeGreaterThanOrEqual(minimumOf(id));
  });

  it('keeps every figure finite and every money figure non-negative', () => {
    for (const [path, n] of numbersIn(analysis)) {
      expect(Number.isFinite(n), path).toBe(true);
      // ROI and net present value are negative when costs exceed savings; the baseline's
      // saving is negative in a year the household draws its assets down.
      // The plan's net, and a strategy the advisor asked about, are negative when costs and the
      // lost step-up exceed what it saves.
      if (
        !/roi|netPresentValue|baseline\.years\[\d+\]\.saving|^\.plan\.(net|strategies\[\d+\]\.(alone|inPlan))$/i.test(
          path,
        )
      )
        expect(n, path).toBeGreaterThanOrEqual(0);
    }
  });

  it("names the client's own figures in the narrative", () => {
    const text = JSON.stringify(analysis);
    expect(text).toContain(usd(c.facts.netWorth ?? 0));
    if (facts.annualIncome)
      expect(analysis.taxPlanning.currentTaxSituation).toContain(usd(facts.annualIncome.value));
  });

  it('is schema-valid and deterministic', () => {
    expect(() => analysisSchema.parse(analysis)).not.toThrow();
    expect(analyzeClient({ notes: c.notes }).analysis).toEqual(analysis);
  });
});

describe('thin notes with no numbers', () => {
  const { analysis } = analyzeClient({
    notes: 'Client wants help with retirement and taxes. Call back next week.',
  });

  it('recommends nothing it cannot size and says why', () => {
    expect(analysis.recommendations).toHaveLength(0);
    expect(analysis.clientProfile.currentNetWorth).toBe(0);
    expect(analysis.meta?.notes.join(' ')).toMatch(/No net worth could be read/);
    expect(() => analysisSchema.parse(analysis)).not.toThrow();
  });
});
