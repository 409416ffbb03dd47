import type { CostBenefitAnalysis, Explanation } from '@strata/contracts';
import { splitForClient } from './client-words';
import { usd } from './wording';

/** How much an explanation says: Regenerate offers a shorter or a more detailed version. */
export type ExplanationDetail = 'brief' | 'standard' | 'detailed';
export const EXPLANATION_DETAILS: readonly ExplanationDetail[] = ['brief', 'standard', 'detailed'];

interface DetailExtras {
  costBenefit: CostBenefitAnalysis;
  /** The catalogue's sizing notes in client wording. */
  sizing: string[];
  /** 'estate tax' or 'income tax'. */
  kind: string;
}

const firstSentence = (text: string) => text.match(/^.*?\.(?=\s|$)/)?.[0] ?? text;

/** The brief version: the first sentence of each paragraph and the first items of each list. */
function brief(e: Explanation): Explanation {
  return {
    ...e,
    strategyOverview: {
      ...e.strategyOverview,
      description: firstSentence(e.strategyOverview.description),
      keyComponents: e.strategyOverview.keyComponents.slice(0, 2),
    },
    whyThisClient: firstSentence(e.whyThisClient),
    riskProfile: firstSentence(e.riskProfile),
    situationalFactors: e.situationalFactors.slice(0, 3),
    implementation: {
      ...e.implementation,
      steps: e.implementation.steps.slice(0, 3),
      prerequisites: e.implementation.prerequisites.slice(0, 2),
    },
    benefits: {
      primaryBenefits: e.benefits.primaryBenefits.slice(0, 1),
      secondaryBenefits: e.benefits.secondaryBenefits.slice(0, 2),
      taxAdvantages: e.benefits.taxAdvantages.slice(0, 1),
    },
    risks: {
      ...e.risks,
      primaryRisks: e.risks.primaryRisks.slice(0, 2),
      marketRisks: e.risks.marketRisks.slice(0, 1),
    },
    timeline: { ...e.timeline, phases: e.timeline.phases.slice(0, 2) },
    successMetrics: {
      ...e.successMetrics,
      metrics: e.successMetrics.metrics.slice(0, 1),
      qualitativeIndicators: e.successMetrics.qualitativeIndicators.slice(0, 1),
    },
    comparativeAnalysis: {
      alternativeStrategies: e.comparativeAnalysis.alternativeStrategies.slice(0, 1),
      uniqueAdvantages: e.comparativeAnalysis.uniqueAdvantages.slice(0, 1),
    },
  };
}

/** The detailed version adds the year-by-year figures, every assumption and each sensitivity case. */
function detailed(e: Explanation, { costBenefit: cba, sizing, kind }: DetailExtras): Explanation {
  const milestones = (cba.tenYear ?? [])
    .filter((point) => [1, 3, 5, 10].includes(point.year))
    .map(
      (point) =>
        `Year ${point.year}: ${usd(point.cumulativeBenefit)} of cumulative ${kind} savings against ${usd(point.cumulativeCost)} of cumulative cost.`,
    );
  const scenarios = cba.calculations.sensitivityAnalysis
    .split(/\.\s+/)
    .map((s) => s.replace(/\.$/, '').trim())
    // Each moved case is a risk; the base figure and the closing note are not.
    .filter((s) => (s.includes(':') || s.startsWith('Unchanged')) && !s.startsWith('Base:'))
    .map((scenario) => ({
      risk: scenario.split(':')[0] ?? scenario,
      description: `${scenario}.`,
      mitigation: 'Review the figures with actual results each year and resize if needed.',
    }));
  return {
    ...e,
    strategyOverview: {
      ...e.strategyOverview,
      keyComponents: [...new Set([...e.strategyOverview.keyComponents, ...sizing])],
    },
    situationalFactors: [
      ...e.situationalFactors,
      ...splitForClient(cba.calculations.assumptions).client,
    ],
    risks: { ...e.risks, primaryRisks: [...e.risks.primaryRisks, ...scenarios] },
    timeline: {
      ...e.timeline,
      phases: e.timeline.phases.map((phase) =>
        phase.phase === 'Monitoring' && milestones.length ? { ...phase, milestones } : phase,
      ),
    },
  };
}

/** The explanation at the asked level of detail; 'standard' is the explanation as built. */
export function atDetail(
  explanation: Explanation,
  detail: ExplanationDetail,
  extras: DetailExtras,
): Explanation {
  if (detail === 'brief') return brief(explanation);
  if (detail === 'detailed') return detailed(explanation, extras);
  return explanation;
}
