import {
  explanationSchema,
  type ClientProfile,
  type CostBenefitAnalysis,
  type Explanation,
} from '@strata/contracts';
import { buildContext, computeCostBenefit, strategyInputs } from '../calc';
import {
  CATALOGUE,
  getCatalogueEntry,
  type CatalogueEntry,
  type FactCondition,
} from '../catalogue';
import { MECHANISMS, planContext, valueOf, type PlanInput } from '../plan';
import { projectBaseline } from '../projection';
import { eligibility } from '../select';
import type { ClientFacts } from '../types';
import { describeClient, type ClientPicture } from './client-picture';
import { clientWording, lowerFirst } from './client-words';
import { atDetail, type ExplanationDetail } from './explanation-detail';
import { insuranceBenefits } from './life-insurance';
import { missingDataSteps } from './next-steps';
import { professionalFor, teamFor } from './professionals';
import { figuresUsed } from './recommendation';
import { estateExposure } from './tax-situation';
import {
  businessPhrase,
  netWorthPhrase,
  percent,
  positionPhrase,
  benefitWords,
  returnPhrase,
  netPhrase,
  savingsClause,
  savingsPhrase,
  sentenceList,
  usd,
  whoTheClientIs,
  ratesUsed,
} from './wording';

export interface BuildExplanationInput {
  strategyName: string;
  facts: ClientFacts;
  /** The profile shown on the results page; fills net worth, goals and risk the facts lack. */
  clientProfile?: Partial<ClientProfile>;
  costBenefit?: CostBenefitAnalysis;
  taxYear?: number;
  /** How much to say: 'brief', 'standard' (default) or 'detailed'. */
  detail?: ExplanationDetail;
}

/** What each catalogue precondition means, for 'why not chosen'. */
const CONDITION_WORDS: Record<FactCondition, string> = {
  business: 'an owned business',
  concentratedPosition: 'a concentrated stock position',
  lowBasisPosition: 'a low-basis position',
  charitableIntent: 'charitable intent',
  stateIncomeTax: 'residence in a state with income tax',
  highTaxState: 'residence in a high-tax state',
  ingEffectiveState: 'a state where ING trusts still work',
  stateEstateTax: 'a state estate tax exposure',
  heirs: 'children or other heirs',
  grandchildren: 'grandchildren',
  married: 'a spouse',
  realEstate: 'real estate',
  investmentRealEstate: 'investment real estate',
  primaryResidence: 'a primary residence of stated value',
  retirementAccounts: 'retirement account balances',
  highIncome: 'high income',
  aboveRothLimit: 'income above the Roth IRA limit',
  insuranceNeed: 'a life insurance need',
  taxableEstate: 'a projected estate above the federal exemption',
  crossBorder: 'cross-border facts',
  age60: 'age 60 or over',
  age70: 'age 70 or over',
  cCorporation: 'a C corporation',
  passThroughBusiness: 'a pass-through business (S corporation, partnership or LLC)',
  qbiEligible:
    'a pass-through business that is not a specified service business above the income limit',
  ptetState: 'residence in a state with a pass-through entity tax',
  nonCitizenSpouse: 'a spouse who is not a US citizen',
  foreignAssets: 'foreign assets or citizenship',
  renouncingCitizenship: 'a plan to give up US citizenship',
  movingToUs: 'a move to the United States',
  employerPlan: 'current employment with a 401(k) plan',
  employerStockInPlan: 'employer stock inside a retirement plan',
  working: 'earned income (not retired)',
  depreciableRealEstate: 'depreciable investment real estate (buildings, not land)',
  estateTaxGoal: 'a goal of reducing estate tax',
  assetProtectionGoal: 'a goal of protecting assets from creditors',
  liabilityExposure: 'a profession or business with liability exposure',
};

/** What an entry needs: all of its requirements, else any one of its triggers. */
function neededFacts(entry: CatalogueEntry): string {
  if (entry.requires.length) return sentenceList(entry.requires.map((c) => CONDITION_WORDS[c]));
  const words = entry.triggers.map((c) => CONDITION_WORDS[c]);
  return words.length > 1
    ? `one of ${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
    : (words[0] ?? '');
}

/** Facts completed from the results page's profile where the notes were silent. */
function withProfile(facts: ClientFacts, profile: Partial<ClientProfile> | undefined): ClientFacts {
  if (!profile) return facts;
  const completed: ClientFacts = { ...facts };
  if (!facts.netWorth && profile.currentNetWorth && profile.currentNetWorth > 0) {
    completed.netWorth = {
      value: profile.currentNetWorth,
      source: 'client profile: current net worth',
    };
  }
  if (facts.goals.length === 0 && profile.primaryGoals?.length) {
    completed.goals = profile.primaryGoals.map((g) => ({
      value: g,
      source: 'client profile: primary goals',
    }));
  }
  return completed;
}

function whyNotChosen(
  alternative: CatalogueEntry,
  facts: ClientFacts,
  p: ClientPicture,
  chosenNet: number,
  taxYear: number,
): string {
  const { ctx } = buildContext(facts, { taxYear });
  const min = alternative.strategy.applicableNetWorth;
  if (ctx.netWorth < min) {
    return `Needs a net worth of at least ${usd(min)}; the client's is ${p.netWorth !== undefined ? usd(p.netWorth) : 'not stated'}.`;
  }
  if (!eligibility(alternative, ctx)) {
    return `Needs ${neededFacts(alternative)}, which the notes do not show.`;
  }
  const id = alternative.strategy.id;
  const cba = computeCostBenefit(id, facts, { taxYear });
  // A strategy valued on the household (a transfer, a deferral) is compared at that value
  // against the household's baseline, as the chosen one is: never the tax it puts off or an
  // estate figure not brought to today.
  const onHousehold = MECHANISMS[id] !== undefined || alternative.benefitKind === 'estate';
  const input: PlanInput = {
    strategyId: id,
    costBenefit: cba,
    inputs: strategyInputs(alternative, ctx) as PlanInput['inputs'],
  };
  const savings = onHousehold
    ? Math.round(
        valueOf(input, planContext(facts, projectBaseline(facts, { taxYear }), taxYear).ctx)
          .savings,
      )
    : cba.potentialSavings;
  const net = savings - cba.estimatedCost;
  return net < chosenNet
    ? `Lower ten-year net benefit for this client: ${usd(net)} against ${usd(chosenNet)}.`
    : `Projects more for this client (${usd(net)} against ${usd(chosenNet)}) and can be combined with this strategy rather than replace it; it is weighed as its own recommendation.`;
}

/** 2-3 catalogue strategies that share the category or the benefit, with a concrete reason each. */
function alternativesFor(
  entry: CatalogueEntry,
  facts: ClientFacts,
  p: ClientPicture,
  chosenNet: number,
  taxYear: number,
) {
  const shared = (e: CatalogueEntry) =>
    e.triggers
      .concat(e.requires)
      .filter((c) => entry.triggers.includes(c) || entry.requires.includes(c)).length;
  const candidates = CATALOGUE.filter((e) => e !== entry)
    .map((e) => ({
      e,
      score:
        (e.strategy.category === entry.strategy.category ? 10 : 0) +
        shared(e) +
        (e.benefitKind === entry.benefitKind ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.e.strategy.id.localeCompare(b.e.strategy.id))
    .slice(0, 3);
  return candidates.map(({ e }) => ({
    strategy: e.strategy.name,
    whyNotChosen: whyNotChosen(e, facts, p, chosenNet, taxYear),
  }));
}

function stepTimeline(step: string, index: number, count: number): string {
  if (/year|annual|every|each|ongoing/i.test(step)) return 'Yearly, ongoing';
  if (index === 0) return 'Weeks 1-2';
  return index === count - 1
    ? 'By the end of the setup period'
    : `Weeks ${index * 2 + 1}-${index * 2 + 2}`;
}

function goalAlignment(entry: CatalogueEntry, p: ClientPicture): string {
  const goals = p.facts.goals.map((g) => g.value);
  if (goals.length === 0) {
    return `The notes state no goals; ${entry.strategy.name} is proposed on the figures alone (${figuresUsed(p)}), and the client's goals should be confirmed.`;
  }
  const words =
    `${entry.strategy.name} ${entry.strategy.category} ${entry.strategy.description}`.toLowerCase();
  const served = goals.filter((g) => {
    const goal = g.toLowerCase();
    if (/estate|heirs|wealth/.test(goal))
      return entry.benefitKind === 'estate' || /estate|heir|gift|transfer/.test(words);
    if (/income tax|capital gains|tax/.test(goal)) return entry.benefitKind === 'tax';
    if (/charit/.test(goal)) return /charit/.test(words);
    if (/business|succession/.test(goal)) return /business|owner|succession/.test(words);
    if (/retire/.test(goal)) return /retire|ira|401|annuit|roth/.test(words);
    if (/education/.test(goal)) return /529|education|grandchild|gift/.test(words);
    if (/protect/.test(goal)) return /protect|creditor/.test(words);
    if (/relocate/.test(goal)) return /state|residen/.test(words);
    if (/diversif/.test(goal)) return /concentrat|diversif|exchange|hedg/.test(words);
    return false;
  });
  const rest = goals.filter((g) => !served.includes(g));
  return served.length
    ? `Serves the stated goal${served.length > 1 ? 's' : ''} "${served.join('", "')}"${rest.length ? `; other goals ("${rest.join('", "')}") need other strategies` : ''}.`
    : `Does not serve the stated goals ("${goals.join('", "')}") directly; it is proposed for its projected benefit on the client's figures and should be weighed against them.`;
}

function riskProfile(entry: CatalogueEntry, p: ClientPicture): string {
  const tolerance = p.facts.riskTolerance?.value;
  const nature =
    entry.benefitKind === 'estate'
      ? 'its benefit depends on asset growth and on the estate tax law at death, and transfers are usually irrevocable'
      : 'its benefit depends on tax rates and on the client staying in the assumed bracket';
  return `${tolerance ? `The client's risk tolerance is ${tolerance}` : 'The notes do not give a risk tolerance'}; ${nature}. ${
    tolerance && /conservative/.test(tolerance)
      ? 'Size it modestly and favour the fixed-cost, low-volatility version.'
      : tolerance && /aggressive/.test(tolerance)
        ? 'The client can accept the growth assumptions that drive the projected benefit.'
        : 'Review the growth and tax assumptions with the client before committing.'
  }`;
}

function situationalFactors(p: ClientPicture): string[] {
  const f = p.facts;
  return [
    p.netWorth !== undefined
      ? `Net worth ${usd(p.netWorth)}${f.netWorthDerived ? ' (derived from assets and liabilities)' : ''}.`
      : 'Net worth not stated.',
    p.income !== undefined && p.federalMarginalRate !== undefined
      ? `Income ${usd(p.income)}, ${percent(p.federalMarginalRate)} federal bracket.`
      : undefined,
    p.stateName
      ? `Resident of ${p.stateName}${p.stateIncomeRate ? ` (${p.stateRateIsTop ? 'top rate' : 'rate at this income'} ${percent(p.stateIncomeRate)})` : ' (no state income tax)'}${p.plannedStateName ? `, planning a move to ${p.plannedStateName}` : ''}.`
      : undefined,
    `Family: ${whoTheClientIs(p)}.`,
    businessPhrase(p) ? `Business: ${businessPhrase(p)}.` : undefined,
    positionPhrase(p) ? `Concentrated holding: ${positionPhrase(p)}.` : undefined,
    f.retirementAccounts ? `Retirement accounts ${usd(f.retirementAccounts.value)}.` : undefined,
    f.realEstateValue ? `Real estate ${usd(f.realEstateValue.value)}.` : undefined,
    f.crossBorder ? `Cross-border: ${f.crossBorder.value}.` : undefined,
    estateExposure(p),
  ].filter((x): x is string => Boolean(x));
}

/**
 * The builtin Detailed Strategy Explanation: every section drawn from the catalogue entry,
 * the client's facts and calc's figures. Throws RangeError for a name not in the catalogue.
 */
export function buildExplanation(input: BuildExplanationInput): Explanation {
  const entry = getCatalogueEntry(input.strategyName);
  if (!entry) throw new RangeError(`Unknown strategy '${input.strategyName}'`);
  const taxYear = input.taxYear ?? 2026;
  const facts = withProfile(input.facts, input.clientProfile);
  const p = describeClient(facts, taxYear);
  const cba = input.costBenefit ?? computeCostBenefit(entry.strategy.id, facts, { taxYear });
  const net = cba.potentialSavings - cba.estimatedCost;
  const { ctx } = buildContext(facts, { taxYear });
  const reasons = eligibility(entry, ctx);
  const kind = benefitWords(entry.benefitKind, cba);
  const s = entry.strategy;
  const insurance = insuranceBenefits(entry, p, cba);
  const block = insurance.lifeInsuranceBenefits ?? insurance.lifeInsuranceAnnuityBenefits;
  const midpoint = cba.tenYear?.[4];
  const disclosures = s.regulatoryDisclosures.map((d) => d.replace(/_/g, ' '));
  // The catalogue's sizing notes cite their sources; the client reads them without.
  const sizing = entry.sizing.map(clientWording).filter(Boolean);
  const growth = ctx.common.growthRate ?? 0;

  const explanation: Explanation = {
    strategyOverview: {
      title: s.name,
      description: `${s.description} For ${whoTheClientIs(p)} with a ${netWorthPhrase(p)}, we project ${savingsClause(kind, cba)}, for ${usd(cba.estimatedCost)} of cost over ten years.`,
      keyComponents: [
        `Benefit, measured as ${s.benefitCalculation.formula}`,
        `Cost, measured as ${s.costCalculation.formula}`,
        ...(s.lifeInsuranceComponent !== 'N/A'
          ? [`Life insurance: ${s.lifeInsuranceComponent}`]
          : []),
        ...(s.annuityComponent !== 'N/A' ? [`Annuity: ${s.annuityComponent}`] : []),
        ...sizing.slice(0, 2),
      ],
    },
    whyThisClient: reasons
      ? `${s.name} applies to ${whoTheClientIs(p)} because of ${sentenceList(reasons.map((r) => lowerFirst(r.text)))}. With a ${netWorthPhrase(p)} the client ${p.netWorth !== undefined && p.netWorth >= s.applicableNetWorth ? 'meets' : 'is measured against'} the ${usd(s.applicableNetWorth)} catalogue minimum, and the ten-year net benefit is ${usd(net)}.`
      : `The notes do not show everything ${s.name} needs (${usd(s.applicableNetWorth)} minimum net worth; ${neededFacts(entry)}); on the figures given (${figuresUsed(p)}) its ten-year net benefit would be ${usd(net)}.`,
    goalAlignment: goalAlignment(entry, p),
    riskProfile: riskProfile(entry, p),
    situationalFactors: situationalFactors(p),
    implementation: {
      steps: entry.steps.map((step, i) => {
        const who = professionalFor(step);
        return {
          step: i + 1,
          title: step.replace(/\.$/, ''),
          description: `${who} leads this step${i === 0 ? `, starting from ${figuresUsed(p)}` : ''}.`,
          timeline: stepTimeline(step, i, entry.steps.length),
          requirements: [who, ...(i === 0 ? ['Current statements and the latest tax return'] : [])],
        };
      }),
      prerequisites: [
        `Net worth of at least ${usd(s.applicableNetWorth)} (catalogue minimum).`,
        ...entry.requires.map((c) => `Requires ${CONDITION_WORDS[c]}.`),
        ...missingDataSteps(p).map((m) => m.action),
      ],
      professionalInvolvement: teamFor(entry),
    },
    benefits: {
      primaryBenefits: [
        {
          benefit: entry.benefit.type,
          description: `The ${kind} this strategy is expected to save, before its costs.`,
          quantification: `${savingsPhrase(cba)} (${taxYear} tax parameters).`,
        },
        {
          benefit: 'Net present value',
          description: 'Yearly benefits less costs, discounted to today.',
          quantification: usd(cba.savingsBreakdown.netPresentValue),
        },
        {
          benefit: 'Return on cost',
          description: `Benefit against ${usd(cba.estimatedCost)} of ten-year cost.`,
          quantification: returnPhrase(cba),
        },
      ],
      secondaryBenefits: [...cba.keyBenefits, ...(block ? block.keyAdvantages : [])],
      taxAdvantages: [
        entry.benefitKind === 'estate'
          ? `Moves value out of an estate ${p.netWorth !== undefined && p.netWorth > p.estateExemption ? `that is ${usd(p.netWorth - p.estateExemption)} above` : 'measured against'} the ${usd(p.estateExemption)} exemption.`
          : `Reduces tax: ${ratesUsed(entry, p) ?? "the client's federal bracket is unknown"}.`,
        `Rests on ${sentenceList(disclosures)}.`,
        ...(block ? block.taxAdvantages : []),
      ],
    },
    risks: {
      primaryRisks: [
        {
          risk: 'Assumptions not met',
          description: cba.calculations.sensitivityAnalysis,
          mitigation: 'Re-run the figures each year with actual returns and rates.',
        },
        {
          risk: 'Tax law change',
          description: `Figures use ${taxYear} parameters: the ${usd(p.estateExemption)} estate exemption${
            p.federalMarginalRate !== undefined
              ? ` and the ${percent(p.federalMarginalRate)} federal bracket`
              : ''
          }; a change in either moves the benefit.`,
          mitigation:
            'Build in flexibility (powers to amend, swap or decant) and review after each tax act.',
        },
        {
          risk: entry.benefitKind === 'estate' ? 'Irrevocability' : 'IRS challenge',
          description:
            entry.benefitKind === 'estate'
              ? 'Assets transferred generally cannot be taken back if the family’s needs change.'
              : 'A deduction or exclusion can be denied if the documentation or the facts do not meet the rules.',
          mitigation:
            entry.benefitKind === 'estate'
              ? `Transfer only what the client will not need, keeping the ${p.isMarried ? 'couple' : 'client'}'s lifestyle assets outside.`
              : 'Keep contemporaneous records and have the CPA review before filing.',
        },
      ],
      marketRisks: [
        `Projections assume investments grow ${percent(growth)} a year; lower returns would reduce the ${usd(cba.potentialSavings)} benefit.`,
      ],
      regulatoryConsiderations: disclosures,
      liquidityConsiderations: [
        `${usd(cba.costBreakdown.setupCosts)} at setup and ${usd(cba.costBreakdown.annualFees + cba.costBreakdown.maintenanceCosts + (cba.costBreakdown.lifeInsurancePremiums ?? 0))} a year thereafter.`,
        entry.benefitKind === 'estate'
          ? 'Assets placed in the structure are not freely available to the client.'
          : 'Savings arrive as lower tax payments, not as cash at once.',
      ],
    },
    timeline: {
      phases: [
        {
          phase: 'Design',
          duration: entry.timeline,
          keyActivities: entry.steps.slice(0, 2),
          milestones: ['Documents signed'],
        },
        {
          phase: 'Implementation',
          duration: 'First year',
          keyActivities: entry.steps.slice(2),
          milestones: ['Structure funded and reported'],
        },
        {
          phase: 'Monitoring',
          duration: 'Years 2-10',
          keyActivities: ['Annual review of figures against the projection'],
          milestones: midpoint
            ? [`${usd(midpoint.cumulativeBenefit)} cumulative benefit by year 5`]
            : ['Year-5 review'],
        },
      ],
      reviewSchedule: 'Yearly, and after any change in tax law, net worth, residence or family.',
      exitStrategy:
        entry.benefitKind === 'estate'
          ? 'Stop further funding; existing transfers stay in place and can be decanted or swapped where the documents allow.'
          : 'Stop the strategy at the next tax year; costs already paid are not recovered.',
    },
    successMetrics: {
      metrics: [
        {
          metric: `Cumulative ${kind} savings`,
          target: savingsPhrase(cba),
          measurementFrequency: 'Yearly',
        },
        { metric: 'Net benefit after costs', target: usd(net), measurementFrequency: 'Yearly' },
        {
          metric: 'Payback',
          target: cba.paybackPeriod
            ? `${cba.paybackPeriod} years`
            : 'Benefit above cost within ten years',
          measurementFrequency: 'Yearly',
        },
      ],
      qualitativeIndicators: [
        `The ${p.isMarried ? 'couple understands' : 'client understands'} and is comfortable with the structure.`,
        'Documents and filings are current.',
      ],
      warningSignals: [
        'Yearly costs above the projection.',
        `Net worth or income moving far from ${figuresUsed(p)}.`,
      ],
    },
    comparativeAnalysis: {
      alternativeStrategies: alternativesFor(entry, facts, p, net, taxYear),
      uniqueAdvantages: [
        `A ${netPhrase(net)} projected for this client over ten years.`,
        ...(block ? [block.description] : []),
        sizing[0] ?? s.description,
      ],
    },
  };
  return explanationSchema.parse(
    atDetail(explanation, input.detail ?? 'standard', { costBenefit: cba, sizing, kind }),
  );
}
