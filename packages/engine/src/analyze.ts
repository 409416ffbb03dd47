import { analysisSchema, type Analysis, type FactCorrection } from '@strata/contracts';
import { documentsFromText, readClient, type ClientDocument } from './facts';
import { describeClient, type ClientPicture } from './narrative/client-picture';
import { toChosen } from './narrative/chosen';
import { nextStepsFor } from './narrative/next-steps';
import { toRecommendation, type ChosenStrategy } from './narrative/recommendation';
import { currentTaxSituation } from './narrative/tax-situation';
import { usd } from './narrative/wording';
import { assumptionOverrides, projectBaseline } from './projection';
import { planSelection } from './select';
import { DEFAULT_TAX_YEAR } from './tax';
import type { ClientFacts } from './types';

export interface AnalyzeClientInput {
  notes: string;
  /** The attached documents, each with its name and extracted text. */
  documents?: ClientDocument[];
  /**
   * Only for callers holding nothing but the extracted-text string with its start and end
   * markers (projects saved before documents were kept apart): split back into documents.
   */
  documentsText?: string | null;
  /**
   * The advisor's corrections of facts, which win over what the text says, and of the
   * projection's assumptions (`assumptions.<key>` fields).
   */
  corrections?: FactCorrection[];
  taxYear?: number;
}

export interface AnalyzeClientResult {
  analysis: Analysis;
  facts: ClientFacts;
  /** JSON of the builtin engine's output (the analysis). */
  rawResponse: string;
}

function opportunities(chosen: ChosenStrategy[], p: ClientPicture): string[] {
  const list = chosen
    .filter((c) => c.entry.benefitKind !== 'protection')
    .map((c) => {
      const cba = c.costBenefit;
      const kind = c.entry.benefitKind === 'estate' ? 'estate tax' : 'income tax';
      return `${c.entry.strategy.name}: ${usd(cba.potentialSavings)} of ${kind} savings over ten years for ${usd(cba.estimatedCost)} of cost.`;
    });
  if (p.netWorth !== undefined && p.netWorth > p.estateExemption) {
    list.push(
      `${usd(p.netWorth - p.estateExemption)} of the estate is above the ${p.taxYear} exemption; every dollar moved out of the estate saves up to 40 cents.`,
    );
  } else if (p.estateProjection && p.estateProjection.aboveFederal > 0) {
    const e = p.estateProjection;
    list.push(
      `The estate is projected to pass the indexed exemption within ${e.years} years (${usd(e.projectedEstate)} against ${usd(e.federalExemption)}); growth moved out of the estate now saves up to 40 cents a dollar later.`,
    );
  }
  return list;
}

function metaNotes(facts: ClientFacts, p: ClientPicture, chosen: ChosenStrategy[]): string[] {
  const notes = [
    'Built by the builtin engine: facts read from the notes and documents by rules, strategies selected and figured from the catalogue and the tax table, narrative written from those figures. No language model was used.',
  ];
  if (p.isSavingsRateEstimated) {
    notes.push(
      p.income
        ? `Savings rate of ${p.savingsRate}% is an estimate: the notes give income but no spending, so a planning assumption of ${p.savingsRate}% of gross income saved is used.`
        : 'Savings rate shown as 0%: the notes give neither income nor spending.',
    );
  } else {
    notes.push(`Savings rate = (income − spending) ÷ income = ${p.savingsRate}%.`);
  }
  if (facts.netWorthDerived && facts.netWorth)
    notes.push(`Net worth derived, not stated: ${facts.netWorth.source}.`);
  if (!facts.netWorth)
    notes.push(
      'No net worth could be read from the notes: net worth, assets and liabilities are shown as 0 and no strategy with a net worth minimum could be recommended.',
    );
  if (chosen.length === 0) notes.push('No catalogue strategy qualified on the facts given.');
  return notes;
}

/**
 * The builtin engine end to end: facts from the text, strategies from select/, figures from
 * calc/, and narrative written from them. Deterministic; validated against analysisSchema.
 */
export function analyzeClient(input: AnalyzeClientInput): AnalyzeClientResult {
  const taxYear = input.taxYear ?? DEFAULT_TAX_YEAR;
  const reading = readClient(
    { notes: input.notes, documents: input.documents ?? documentsFromText(input.documentsText) },
    { referenceYear: taxYear, corrections: input.corrections },
  );
  const { facts } = reading;
  const picture = describeClient(facts, taxYear);
  // The advisor's own words are the notes: a document naming a strategy is not a request for it.
  const selection = planSelection(facts, { taxYear, text: reading.notes });
  const chosen = selection.recommended.map(toChosen);
  const recommendations = chosen.map((c) => toRecommendation(c, picture));
  const projected = recommendations.reduce(
    (total, r) => total + (r.costBenefitAnalysis?.potentialSavings ?? 0),
    0,
  );

  const baseline = projectBaseline(facts, {
    taxYear,
    assumptions: assumptionOverrides(input.corrections),
  });

  const analysis = analysisSchema.parse({
    clientProfile: {
      currentNetWorth: picture.netWorth ?? 0,
      ...(facts.riskTolerance ? { riskTolerance: facts.riskTolerance.value } : {}),
      primaryGoals: facts.goals.map((g) => g.value),
    },
    financialSummary: {
      totalAssets: picture.totalAssets,
      totalLiabilities: picture.totalLiabilities,
      annualIncome: picture.income ?? 0,
      savingsRate: picture.savingsRate,
    },
    recommendations,
    taxPlanning: {
      currentTaxSituation: currentTaxSituation(picture, baseline),
      opportunities: opportunities(chosen, picture),
      projectedSavings:
        recommendations.length > 0
          ? `${usd(projected)} over ten years across ${recommendations.length} recommended strategies (before their ${usd(
              recommendations.reduce((t, r) => t + (r.costBenefitAnalysis?.estimatedCost ?? 0), 0),
            )} of costs).`
          : 'Not estimated: no strategy qualified on the facts given.',
    },
    nextSteps: nextStepsFor(chosen, picture),
    considered: selection.considered,
    missingFacts: selection.missingFacts,
    meta: { engine: 'builtin', taxYear, notes: metaNotes(facts, picture, chosen) },
    facts: reading.analysisFacts,
    ignoredInstructions: reading.ignoredInstructions,
    baseline,
  });
  return { analysis, facts, rawResponse: JSON.stringify({ analysis, facts }) };
}
