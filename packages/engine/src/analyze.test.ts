import { analysisSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from './analyze';
import { STRATEGIES, getCatalogueEntry } from './catalogue';
import { usd } from './narrative/wording';

const RICH_NOTES = `John (62) and Mary (59), married, live in Austin, TX. NW ~$32MM. HHI $850k.
Owns an HVAC business (S corp), 100% owner, valued at $5M. Three kids, 5 grandkids.
Wants to retire at 65 and minimize estate taxes. Moderate risk tolerance.
$2M house with a $600k mortgage. $1.5M in 401(k). No life insurance. Gives $50k a year to their church.`;

const catalogueNames = new Set(STRATEGIES.map((s) => s.name));

describe('analyzeClient', () => {
  it('produces a schema-valid analysis built from the client facts', () => {
    const { analysis, facts, rawResponse } = analyzeClient({ notes: RICH_NOTES });
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.clientProfile).toMatchObject({
      currentNetWorth: 32_000_000,
      riskTolerance: 'moderate',
      primaryGoals: ['Retire at 65', 'Minimize estate taxes', 'Support charitable causes'],
    });
    expect(analysis.financialSummary).toMatchObject({
      totalLiabilities: 600_000,
      annualIncome: 850_000,
    });
    expect(facts.state?.value).toBe('TX');
    expect(JSON.parse(rawResponse).analysis).toEqual(analysis);
    expect(analysis.meta).toMatchObject({ engine: 'builtin', taxYear: 2026 });
  });

  it('recommends catalogue strategies described with the client’s own figures', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    expect(analysis.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of analysis.recommendations) {
      expect(catalogueNames.has(r.strategy)).toBe(true);
      // A protection strategy is not sized on the net worth, and its description says so.
      if (getCatalogueEntry(r.strategyId ?? '')?.benefitKind !== 'protection')
        expect(r.description).toContain('$32,000,000');
      expect(r.description).toContain('Texas');
      expect(r.implementation.steps.length).toBeGreaterThanOrEqual(4);
      expect(r.implementation.steps.length).toBeLessThanOrEqual(7);
      expect(r.implementation.steps.every((s) => /^[A-Z][\w() -]+: /.test(s))).toBe(true);
    }
  });

  it('adds a life insurance block only where the catalogue entry has one', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    for (const r of analysis.recommendations) {
      const strategy = STRATEGIES.find((s) => s.id === r.strategyId)!;
      const hasBlock = Boolean(r.lifeInsuranceBenefits ?? r.lifeInsuranceAnnuityBenefits);
      expect(hasBlock).toBe(
        strategy.lifeInsuranceComponent !== 'N/A' || strategy.annuityComponent !== 'N/A',
      );
      if (r.lifeInsuranceAnnuityBenefits)
        expect(r.lifeInsuranceAnnuityBenefits.annuityBenefits).toBeDefined();
    }
  });

  it('states the plan against the baseline, in today’s dollars, not a sum of the strategies', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    const plan = analysis.plan!;
    expect(analysis.taxPlanning.projectedSavings).toContain(usd(plan.net));
    expect(analysis.taxPlanning.projectedSavings).toMatch(/not summed/);
    // Never more estate tax saved than the baseline pays at the last death.
    const last = analysis.baseline!.atLastDeath;
    expect(plan.transferTaxSavedAtDeath).toBeLessThanOrEqual(Math.round(last.federal + last.state));
    expect(plan.exemption.used).toBeLessThanOrEqual(plan.exemption.available);
    expect(plan.strategies.map((s) => s.strategyId)).toEqual(
      analysis.recommendations.map((r) => r.strategyId),
    );
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(/37% federal bracket/);
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(/\$30,000,000/);
  });

  it('dates an estate benefit at the last death: no payback within ten years, today’s dollars', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    const estate = analysis.recommendations.filter(
      (r) => r.costBenefitAnalysis?.benefitArrives?.kind === 'at-death',
    );
    expect(estate.length).toBeGreaterThan(0);
    for (const r of estate) {
      const cba = r.costBenefitAnalysis!;
      expect(cba.paybackPeriod).toBeNull();
      expect(cba.benefitArrives?.year).toBe(analysis.baseline!.atLastDeath.year);
      expect(r.description).toMatch(
        /in today's dollars, arriving at the second death \(about \d{4}\)/,
      );
      // No second horizon beside the baseline's: the formula's ten years and age-90 estate go.
      expect(cba.calculations.assumptions.join(' ')).not.toMatch(/Estate projected|Horizon 10/);
    }
  });

  it('derives the savings rate from stated spending, and says when it is an estimate', () => {
    const stated = analyzeClient({ notes: 'NW $5M. Income $500,000. Spends $300k a year.' });
    expect(stated.analysis.financialSummary.savingsRate).toBe(40);
    const estimated = analyzeClient({ notes: 'NW $5M. Income $500,000.' });
    expect(estimated.analysis.meta?.notes.join(' ')).toMatch(/estimate/);
  });

  it('reads the documents text as well as the notes', () => {
    const { facts } = analyzeClient({
      notes: 'Married couple in Ohio. NW $8M.',
      documentsText:
        '--- Start of document: 1040.pdf ---\nAdjusted gross income ..... 11 640,000\n--- End of document: 1040.pdf ---',
    });
    expect(facts.annualIncome?.value).toBe(640_000);
  });

  it('re-runs the baseline with an assumption the advisor changed, marked as theirs', () => {
    const before = analyzeClient({ notes: RICH_NOTES }).analysis.baseline!;
    const after = analyzeClient({
      notes: RICH_NOTES,
      corrections: [
        { field: 'assumptions.growthInvestments', value: 3 },
        { field: 'assumptions.deathAgeClient', value: 100 },
      ],
    }).analysis.baseline!;
    const growth = (b: typeof before) => b.assumptions.find((a) => a.key === 'growthInvestments');
    expect(growth(before)).toMatchObject({ value: 6, origin: 'default' });
    expect(growth(after)).toMatchObject({ value: 3, origin: 'advisor' });
    // John is 62 in 2026: dying at 100 puts his death in 2064, later than the table's age.
    expect(after.deaths?.find((d) => d.person === 'client')?.year).toBe(2064);
    expect(after.startNetWorth).toBe(before.startNetWorth);
  });

  it('is deterministic', () => {
    expect(analyzeClient({ notes: RICH_NOTES })).toEqual(analyzeClient({ notes: RICH_NOTES }));
  });

  it('stays honest on thin notes: no invented figures, next steps ask for the data', () => {
    const { analysis } = analyzeClient({ notes: 'Client wants to talk about retirement.' });
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.clientProfile.currentNetWorth).toBe(0);
    expect(analysis.clientProfile.riskTolerance).toBeUndefined();
    expect(analysis.recommendations).toEqual([]);
    const actions = analysis.nextSteps.map((s) => s.action).join(' ');
    expect(actions).toMatch(/balance sheet/);
    expect(actions).toMatch(/tax returns/);
    expect(analysis.meta?.notes.join(' ')).toMatch(/No net worth/);
  });
});
