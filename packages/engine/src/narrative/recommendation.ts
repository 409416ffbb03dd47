import type { CostBenefitAnalysis, Priority, Recommendation } from '@strata/contracts';
import type { CatalogueEntry } from '../catalogue';
import { VALUE_WAITS } from '../select';
import type { ClientPicture } from './client-picture';
import { splitForClient } from './client-words';
import { insuranceBenefits } from './life-insurance';
import { professionalFor } from './professionals';
import {
  businessPhrase,
  netWorthPhrase,
  positionPhrase,
  benefitWords,
  returnPhrase,
  savingsClause,
  netPhrase,
  sentenceList,
  usd,
  whoTheClientIs,
  years,
  ratesUsed,
} from './wording';

/** A strategy chosen for the client, as the narrative needs it. */
export interface ChosenStrategy {
  entry: CatalogueEntry;
  costBenefit: CostBenefitAnalysis;
  /** Why it was chosen, in the client's terms ('net worth $12M above the $5M minimum'). */
  reasons: string[];
  priority: Priority;
  /** The advisor named or asked about it: it is answered even when it saves nothing. */
  isAsked?: boolean;
  /** Worth having for what it does (a need the facts state), whatever it saves. */
  worthWithoutSaving?: boolean;
  /** It serves a goal the notes state. */
  servesGoal?: boolean;
}

const netBenefit = (cba: CostBenefitAnalysis) => cba.potentialSavings - cba.estimatedCost;

/** The figures of the client this strategy is sized on, for the first step and the description. */
export function figuresUsed(p: ClientPicture): string {
  const parts = [
    p.netWorth !== undefined ? `the ${usd(p.netWorth)} net worth` : undefined,
    p.income !== undefined ? `${usd(p.income)} of annual income` : undefined,
    businessPhrase(p),
    positionPhrase(p),
    p.stateName ? `${p.stateName} residence` : undefined,
  ].filter((x): x is string => Boolean(x));
  return parts.length ? sentenceList(parts) : 'the figures the notes give';
}

/**
 * The figure a strategy with no value shown is waiting on: the estate's size for an estate
 * strategy, the income for a tax one. A $0 saving then means 'not sized yet', never 'worth
 * nothing': it is said so, not shown as a loss of its costs.
 */
function awaitedFigure(c: ChosenStrategy, p: ClientPicture): string | undefined {
  if (c.costBenefit.potentialSavings !== 0) return undefined;
  // Selection says when a fit's value waits on a fact (a business's or a position's value).
  if (c.reasons.some((r) => r.includes(VALUE_WAITS))) return 'a figure listed in the facts needed';
  if (c.entry.benefitKind === 'estate' && p.netWorth === undefined)
    return "the estate's size (the net worth)";
  if (c.entry.benefitKind === 'tax' && p.income === undefined) return 'the income';
  return undefined;
}

/**
 * Valued against the household, it saves nothing (a family partnership where no estate tax
 * falls due): kept for what it does, never shown as '$0 of savings, ROI -100%'.
 */
const savesNothing = (c: ChosenStrategy) =>
  c.entry.benefitKind !== 'protection' && c.costBenefit.potentialSavings === 0;

/** One line of the Tax Planning tab's opportunities: what it is worth here, and its cost. */
export function opportunityLine(c: ChosenStrategy, p: ClientPicture): string {
  const cba = c.costBenefit;
  const awaited = awaitedFigure(c, p);
  const worth = awaited
    ? `value not sized yet (it waits on ${awaited})`
    : savesNothing(c)
      ? "no tax saving against the household's projection, listed for what it does"
      : savingsClause(benefitWords(c.entry.benefitKind, cba), cba);
  return `${c.entry.strategy.name}: ${worth}, for ${usd(cba.estimatedCost)} of cost over ten years.`;
}

export function describeRecommendation(c: ChosenStrategy, p: ClientPicture): string {
  const cba = c.costBenefit;
  const why = c.reasons.length
    ? ` Selected on these facts: ${sentenceList(c.reasons.map((r) => r.replace(/\.$/, '')))}.`
    : '';
  const awaited = awaitedFigure(c, p);
  if (awaited)
    return `${c.entry.strategy.description} For ${whoTheClientIs(p)} its value is not sized yet: it is worked out from ${awaited}, which the notes do not give. It costs about ${usd(cba.estimatedCost)} over ten years.${why}`;
  if (c.entry.benefitKind === 'protection')
    return `${c.entry.strategy.description} For ${whoTheClientIs(p)} it costs about ${usd(cba.estimatedCost)} over ten years and claims no tax saving: its value is protection and planning, not tax.${why}`;
  if (savesNothing(c))
    return `${c.entry.strategy.description} For ${whoTheClientIs(p)} and a ${netWorthPhrase(p)}, it saves no tax against the household's projection: it is listed for what it does, at about ${usd(cba.estimatedCost)} of cost over ten years.${why}`;
  return `${c.entry.strategy.description} For ${whoTheClientIs(p)} and a ${netWorthPhrase(p)}, it projects ${savingsClause(benefitWords(c.entry.benefitKind, cba), cba)}, against ${usd(cba.estimatedCost)} of cost over ten years (${returnPhrase(cba)}).${why}`;
}

function benefitsOf(c: ChosenStrategy, p: ClientPicture): string[] {
  const cba = c.costBenefit;
  const awaited = awaitedFigure(c, p);
  if (awaited)
    return [
      `Value not sized yet: it waits on ${awaited}.`,
      `About ${usd(cba.estimatedCost)} of cost over ten years.`,
      ...c.reasons.map((r) => `${r.charAt(0).toUpperCase()}${r.slice(1).replace(/\.$/, '')}.`),
    ];
  if (c.entry.benefitKind === 'protection' || savesNothing(c))
    return [
      c.entry.benefitKind === 'protection'
        ? `Protection and planning, not a tax saving: about ${usd(cba.estimatedCost)} of cost over ten years.`
        : `No tax saving against the household's projection: listed for what it does, at about ${usd(cba.estimatedCost)} of cost over ten years.`,
      ...c.reasons.map((r) => `${r.charAt(0).toUpperCase()}${r.slice(1).replace(/\.$/, '')}.`),
    ];
  const list = [
    `Projected ${savingsClause(benefitWords(c.entry.benefitKind, cba), cba)}; ${netPhrase(netBenefit(cba))} after costs.`,
    `Net present value of ${usd(cba.savingsBreakdown.netPresentValue)} at the assumed discount rate.`,
  ];
  if (cba.paybackPeriod) list.push(`Costs recovered in about ${years(cba.paybackPeriod)}.`);
  if (
    c.entry.benefitKind === 'estate' &&
    p.netWorth !== undefined &&
    p.netWorth > p.estateExemption
  ) {
    list.push(
      `Works on the ${usd(p.netWorth - p.estateExemption)} of estate above the ${p.taxYear} exemption.`,
    );
  } else if (c.entry.benefitKind === 'tax') {
    const rates = ratesUsed(c.entry, p);
    if (rates) list.push(`${rates.charAt(0).toUpperCase()}${rates.slice(1)}.`);
  }
  return [...list, ...cba.keyBenefits].filter((b, i, all) => all.indexOf(b) === i).slice(0, 6);
}

/** 4-7 steps: confirm the figures, the catalogue's steps with who does them, then the review. */
export function stepsFor(c: ChosenStrategy, p: ClientPicture): string[] {
  return [
    `Financial advisor: confirm ${figuresUsed(p)} with the client before anything is signed.`,
    ...c.entry.steps
      .slice(0, 5)
      .map((step) => `${professionalFor(step)}: ${step.replace(/\.$/, '')}.`),
    reviewStep(c),
  ];
}

/**
 * The yearly review: what there is to check depends on what the strategy claims. A saving
 * that arrives at a death is re-projected (it moves with growth, the law and the year of
 * death); a yearly saving is checked against the return; a strategy that claims no tax saving
 * (protection, documents) is reviewed for fit, not against a $0 figure.
 */
function reviewStep(c: ChosenStrategy): string {
  const { estateTaxSavings, taxSavings } = c.costBenefit.savingsBreakdown;
  if (c.entry.benefitKind === 'estate' && estateTaxSavings > 0)
    return `CPA and financial advisor: re-project the ${usd(estateTaxSavings)} of estate tax savings at each annual review, as growth, the law and the family change.`;
  if (c.entry.benefitKind !== 'estate' && taxSavings > 0)
    return `CPA and financial advisor: check the ${usd(taxSavings)} a year of projected tax savings against the filed return at each year-end review.`;
  return 'Financial advisor: review it with the client each year, and whenever the family, the assets or the law change.';
}

/** The figures as a client may read them; the provenance of their assumptions goes to the advisor. */
function forClient(cba: CostBenefitAnalysis): {
  costBenefit: CostBenefitAnalysis;
  advisorNotes: string[];
} {
  const { client, advisor } = splitForClient(cba.calculations.assumptions);
  return {
    costBenefit: { ...cba, calculations: { ...cba.calculations, assumptions: client } },
    advisorNotes: advisor,
  };
}

export function toRecommendation(c: ChosenStrategy, p: ClientPicture): Recommendation {
  const { strategy } = c.entry;
  const { costBenefit, advisorNotes } = forClient(c.costBenefit);
  return {
    strategy: strategy.name,
    strategyId: strategy.id,
    category: strategy.category,
    priority: c.priority,
    description: describeRecommendation(c, p),
    benefits: benefitsOf(c, p),
    costBenefitAnalysis: costBenefit,
    implementation: {
      timeline: c.entry.timeline,
      cost: `${usd(c.costBenefit.costBreakdown.setupCosts)} to set up, then ${usd(
        c.costBenefit.costBreakdown.annualFees + c.costBenefit.costBreakdown.maintenanceCosts,
      )} a year${
        c.costBenefit.costBreakdown.lifeInsurancePremiums
          ? ` plus ${usd(c.costBenefit.costBreakdown.lifeInsurancePremiums)} a year of premiums`
          : ''
      }`,
      steps: stepsFor(c, p),
    },
    ...insuranceBenefits(c.entry, p, c.costBenefit),
    ...(advisorNotes.length ? { advisorNotes } : {}),
  };
}
