import {
  derivationWords,
  formatCurrency,
  formatKeyFigure,
  type Analysis,
  type AnalysisFact,
  type Baseline,
  type Plan,
  type PlanAtLastDeath,
  type ExplanationResult,
  type FactSource,
  type Recommendation,
} from '@strata/contracts';
import { clientWording, getStrategy, getTaxYear, internalMarkerIn } from '@strata/engine';

/**
 * What the client report says, as plain data: every word and figure is chosen here, and
 * report-pdf.ts only lays it out. Only client-ready words: the recommendations' advisorNotes
 * and the analysis' meta are left out, and any older text still carrying an internal marker
 * is reworded (clientWording).
 */
export interface ReportContent {
  title: string;
  clientLabel: string;
  advisor: string;
  date: string;
  taxYear: number;
  taxTableVersion: string;
  summary: { label: string; value: string }[];
  goals: string[];
  facts: { label: string; value: string; source: string }[];
  baseline?: ReportBaseline;
  /** The recommended strategies together against the baseline (issue 13). */
  plan?: ReportPlan;
  strategies: ReportStrategy[];
  taxPlanning: { situation: string; opportunities: string[]; projectedSavings: string };
  nextSteps: { action: string; detail: string }[];
  considered: { strategy: string; reason: string }[];
  missingFacts: { fact: string; why: string }[];
  assumptions: string[];
  disclosures: string[];
  strategyDisclosures: { strategy: string; disclosures: string[] }[];
}

export interface ReportBaseline {
  highlights: { label: string; value: string }[];
  /** Tax-law figures about the household before any planning, each with when it holds. */
  keyFigures: { label: string; value: string; appliesWhen: string }[];
  netWorthByYear: { year: number; value: number }[];
  taxesByYear: { year: number; incomeTax: number; deathTax: number }[];
  assumptions: { label: string; value: string; why: string }[];
}

export interface ReportPlan {
  intro: string;
  highlights: { label: string; value: string }[];
  strategies: { name: string; alone: string; inPlan: string }[];
}

export interface ReportStrategy {
  name: string;
  category: string;
  priority: string;
  description: string;
  figures: { label: string; value: string }[];
  tenYear: { year: number; cost: number; benefit: number }[];
  /** The saved explanation's prose, else the description's benefits. */
  explanation: { heading: string; paragraphs: string[]; bullets: string[] }[];
  steps: string[];
}

export interface ReportSource {
  clientLabel: string;
  advisor: string;
  generatedAt: Date;
  analysis: Analysis;
  explanations: Record<string, { explanation: ExplanationResult }>;
}

/** Client-ready wording of a text: unchanged unless it carries an internal marker. */
const words = (text: string): string =>
  internalMarkerIn(text) === undefined ? text : clientWording(text);
const allWords = (texts: readonly string[]) => texts.map(words).filter(Boolean);

/** FNV-1a over the tax table's parameters: the version changes whenever a figure does. */
export function taxTableVersion(taxYear: number): string {
  const text = JSON.stringify(getTaxYear(taxYear));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${taxYear}.${hash.toString(16).padStart(8, '0')}`;
}

const MONEY_FACTS = new Set(['netWorth', 'totalAssets', 'totalLiabilities', 'annualIncome']);

function factLabel(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const percentOf = (value: number) => `${+value.toFixed(2)}%`;

/** Facts stated in percent. */
const PERCENT_FACTS = new Set(['savingsRate']);

function factValue(key: string, value: unknown): string {
  if (typeof value === 'number')
    return MONEY_FACTS.has(key)
      ? formatCurrency(value)
      : PERCENT_FACTS.has(key)
        ? percentOf(value)
        : `${value}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => factValue(key, v)).join(', ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
      .map(
        ([k, v]) =>
          `${factLabel(k)}: ${typeof v === 'number' && v >= 1000 ? formatCurrency(v) : String(v)}`,
      )
      .join('; ');
  }
  return '';
}

/** A quote as a client reads it: one line, dot leaders of statements collapsed, at most 90 characters. */
function shortQuote(raw: string): string {
  const quote = raw
    .replace(/\s*\.{4,}\s*/g, ' … ')
    .replace(/\s+/g, ' ')
    .trim();
  return `“${quote.length > 90 ? `${quote.slice(0, 87).trimEnd()}...` : quote}”`;
}

/** Where a fact came from, in words a client can follow. */
export function factSourceWords(source: FactSource): string {
  switch (source.kind) {
    // The advisor's notes are internal: the client reads that a fact came from them, never
    // the words (which may carry the advisor's own remarks).
    case 'notes':
      return 'Our notes';
    case 'document':
      return `Your document${source.document ? ` “${source.document}”` : ''}${source.quote ? `: ${shortQuote(source.quote)}` : ''}`;
    case 'derived':
      return `Worked out: ${words(
        (source.derivation && derivationWords(source.derivation)) ??
          source.note ??
          'from the figures above',
      )}`;
    case 'assumed':
      return `Assumed${source.note ? `: ${words(source.note)}` : ''}`;
    case 'advisor':
      return 'Confirmed with your advisor';
  }
}

function factsOf(analysis: Analysis): ReportContent['facts'] {
  if (!analysis.facts) return [];
  return Object.entries(analysis.facts).flatMap(([key, fact]) => {
    const f = fact as AnalysisFact | undefined;
    if (!f) return [];
    const value = factValue(key, f.value);
    return value ? [{ label: factLabel(key), value, source: factSourceWords(f.source) }] : [];
  });
}

function assumptionValue(a: Baseline['assumptions'][number]): string {
  if (a.unit === 'percent') return percentOf(a.value * (Math.abs(a.value) < 1 ? 100 : 1));
  if (a.unit === 'usd') return formatCurrency(a.value);
  return `${a.value}`;
}

/** The last death, no planning against the plan: the taxes then and what reaches heirs and charity. */
function atLastDeathRows(d: PlanAtLastDeath): { label: string; value: string }[] {
  const at = `at the last death (${d.year})`;
  const pair = (what: string, without: number, withPlan: number) => [
    { label: `${what} ${at}, no planning`, value: formatCurrency(without) },
    { label: `${what} ${at}, with the plan`, value: formatCurrency(withPlan) },
  ];
  return [
    ...pair('Estate tax', d.baseline.deathTaxes, d.plan.deathTaxes),
    ...pair('To heirs', d.baseline.toHeirs, d.plan.toHeirs),
    ...(d.plan.toCharity > 0 || d.baseline.toCharity > 0
      ? pair('To charity', d.baseline.toCharity, d.plan.toCharity)
      : []),
    ...(d.plan.toCharityDuringLife > 0
      ? [
          {
            label: 'Given to charity during life, with the plan',
            value: formatCurrency(d.plan.toCharityDuringLife),
          },
        ]
      : []),
  ];
}

function planOf(
  plan: Plan,
  baseline: Baseline | undefined,
  names: Map<string, string>,
): ReportPlan {
  const last = baseline?.atLastDeath;
  const deathTax = last ? last.federal + last.state : undefined;
  const money = (value: number) => formatCurrency(Math.round(value));
  return {
    intro: `The recommended strategies applied together, each asset and each dollar of exemption counted once, in today's dollars at a ${percentOf(plan.discountRate * 100)} discount rate.`,
    highlights: [
      ...(plan.overYears ? atLastDeathRows(plan.overYears.atLastDeath) : []),
      ...(deathTax !== undefined && !plan.overYears
        ? [
            {
              label: `Estate tax at the last death (${plan.deathYear}), no planning`,
              value: money(deathTax),
            },
            {
              label: `Estate tax at the last death (${plan.deathYear}), with the plan`,
              value: money(Math.max(0, deathTax - plan.transferTaxSavedAtDeath)),
            },
          ]
        : []),
      { label: 'Estate tax saved (today’s dollars)', value: money(plan.transferTaxSaved) },
      { label: 'Income tax saved (today’s dollars)', value: money(plan.incomeTaxSaved) },
      { label: 'Value of tax deferred', value: money(plan.taxDeferred) },
      { label: 'Gains tax on the lost step-up (if heirs sell)', value: money(plan.lostStepUp) },
      { label: 'Costs (today’s dollars)', value: money(plan.costs) },
      { label: 'Net benefit', value: money(plan.net) },
      ...(plan.liquidity > 0
        ? [
            {
              label: 'Insurance paid at death (cash to pay the tax, not a saving)',
              value: money(plan.liquidity),
            },
          ]
        : []),
    ],
    strategies: plan.strategies.map((s) => ({
      name: names.get(s.strategyId) ?? s.strategyId,
      alone: money(s.alone),
      inPlan: money(s.inPlan),
    })),
  };
}

function baselineOf(baseline: Baseline): ReportBaseline {
  const today = baseline.estateTaxToday;
  const last = baseline.atLastDeath;
  return {
    highlights: [
      {
        label: 'Estate and inheritance tax if both died today',
        value: formatCurrency(today.federal + today.state),
      },
      // Without ages no death year is set: only what needs none.
      ...(last
        ? [
            {
              label: `Estate tax at the last death (${last.year})`,
              value: formatCurrency(last.federal + last.state),
            },
            { label: 'Of which federal', value: formatCurrency(last.federal) },
            { label: 'Of which state', value: formatCurrency(last.state) },
            { label: 'What reaches the heirs', value: formatCurrency(last.toHeirs) },
            { label: 'What reaches charity', value: formatCurrency(last.toCharity) },
          ]
        : []),
    ],
    keyFigures: (baseline.keyFigures ?? []).map((f) => ({
      label: words(f.label),
      value: formatKeyFigure(f),
      appliesWhen: words(f.appliesWhen),
    })),
    netWorthByYear: baseline.years.map((y) => ({ year: y.year, value: y.netWorth })),
    taxesByYear: baseline.years.map((y) => ({
      year: y.year,
      incomeTax: y.incomeTax.federal + y.incomeTax.state,
      deathTax: y.deathTax.federal + y.deathTax.state,
    })),
    assumptions: baseline.assumptions.map((a) => ({
      label: a.label,
      value: assumptionValue(a),
      why: words(a.why),
    })),
  };
}

function figuresOf(r: Recommendation): ReportStrategy['figures'] {
  const cba = r.costBenefitAnalysis;
  if (!cba) return [{ label: 'Implementation cost', value: words(r.implementation.cost) }];
  const rows = [
    { label: 'Ten-year benefit', value: formatCurrency(cba.potentialSavings) },
    { label: 'Ten-year cost', value: formatCurrency(cba.estimatedCost) },
    { label: 'Net benefit', value: formatCurrency(cba.potentialSavings - cba.estimatedCost) },
    { label: 'Net present value', value: formatCurrency(cba.savingsBreakdown.netPresentValue) },
    { label: 'Annual income tax savings', value: formatCurrency(cba.savingsBreakdown.taxSavings) },
    { label: 'Estate tax savings', value: formatCurrency(cba.savingsBreakdown.estateTaxSavings) },
    { label: 'Setup costs', value: formatCurrency(cba.costBreakdown.setupCosts) },
    {
      label: 'Yearly costs',
      value: formatCurrency(
        cba.costBreakdown.annualFees +
          cba.costBreakdown.maintenanceCosts +
          (cba.costBreakdown.lifeInsurancePremiums ?? 0),
      ),
    },
    { label: 'Return on cost', value: percentOf(cba.roi) },
  ];
  if (typeof cba.paybackPeriod === 'number')
    rows.push({ label: 'Payback', value: `${cba.paybackPeriod} years` });
  return rows;
}

function explanationOf(
  r: Recommendation,
  saved: ExplanationResult | undefined,
): ReportStrategy['explanation'] {
  if (saved && 'strategyOverview' in saved) {
    return [
      {
        heading: 'Why it fits',
        paragraphs: allWords([saved.whyThisClient, saved.goalAlignment]),
        bullets: [],
      },
      {
        heading: 'What it is expected to bring',
        paragraphs: [],
        bullets: allWords(
          saved.benefits.primaryBenefits.map(
            (b) => `${b.benefit}: ${b.quantification.replace(/\.$/, '')}. ${b.description}`,
          ),
        ),
      },
      {
        heading: 'Risks to weigh',
        paragraphs: allWords([saved.riskProfile]),
        bullets: allWords(
          saved.risks.primaryRisks.map(
            (risk) => `${risk.risk}: ${risk.description} ${risk.mitigation}`,
          ),
        ),
      },
    ];
  }
  if (saved && 'rawText' in saved && internalMarkerIn(saved.rawText) === undefined) {
    return [{ heading: 'Why it fits', paragraphs: saved.rawText.split(/\n{2,}/), bullets: [] }];
  }
  return [
    { heading: 'What it is expected to bring', paragraphs: [], bullets: allWords(r.benefits) },
  ];
}

function strategyOf(r: Recommendation, saved: ExplanationResult | undefined): ReportStrategy {
  return {
    name: r.strategy,
    category: r.category,
    priority: r.priority,
    description: words(r.description),
    figures: figuresOf(r),
    tenYear: (r.costBenefitAnalysis?.tenYear ?? []).map((p) => ({
      year: p.year,
      cost: p.cumulativeCost,
      benefit: p.cumulativeBenefit,
    })),
    explanation: explanationOf(r, saved),
    steps: allWords(r.implementation.steps),
  };
}

/** Each assumption once, in the order first met. */
function assumptionsOf(analysis: Analysis): string[] {
  const all = analysis.recommendations.flatMap(
    (r) => r.costBenefitAnalysis?.calculations.assumptions ?? [],
  );
  return [...new Set(allWords(all))];
}

const DISCLOSURES = (taxYear: number, version: string) => [
  'This report is prepared for discussion with your advisor. It is not tax, legal or accounting advice: consult your CPA and your attorney before acting on any strategy in it.',
  `Every figure is an estimate under the assumptions stated in this report and the ${taxYear} federal and state tax parameters (tax table version ${version}). Actual results will differ with investment returns, tax law, your circumstances and the terms of the documents you sign.`,
  'Savings are projected over ten years unless stated otherwise; estate tax savings arise only at a death and depend on the law in force then. Past performance does not guarantee future results.',
  'Insurance and annuity figures are illustrations, not offers: premiums, coverage and guarantees depend on underwriting and on the insurer.',
];

/**
 * The savings rate as the client may read it: marked when it is the planning assumption (the
 * notes gave no spending), and absent when no income was stated to take it from.
 */
function savingsRateWords(analysis: ReportSource['analysis']): string {
  const fact = analysis.facts?.savingsRate;
  if (analysis.facts && !fact) return 'Not stated';
  const rate = percentOf(analysis.financialSummary.savingsRate);
  return fact?.source.kind === 'assumed' ? `${rate} (assumed: no spending stated)` : rate;
}

/** The report's content for one saved analysis. */
export function buildReportContent(source: ReportSource): ReportContent {
  const { analysis } = source;
  const taxYear = analysis.meta?.taxYear ?? analysis.baseline?.taxYear ?? 2026;
  const version = taxTableVersion(taxYear);
  const summary = [
    { label: 'Net worth', value: formatCurrency(analysis.clientProfile.currentNetWorth) },
    { label: 'Total assets', value: formatCurrency(analysis.financialSummary.totalAssets) },
    {
      label: 'Total liabilities',
      value: formatCurrency(analysis.financialSummary.totalLiabilities),
    },
    { label: 'Annual income', value: formatCurrency(analysis.financialSummary.annualIncome) },
    { label: 'Savings rate', value: savingsRateWords(analysis) },
  ];
  return {
    title: 'Financial Planning Report',
    clientLabel: source.clientLabel,
    advisor: source.advisor,
    date: source.generatedAt.toLocaleDateString('en-US', { dateStyle: 'long' }),
    taxYear,
    taxTableVersion: version,
    summary,
    goals: allWords(analysis.clientProfile.primaryGoals),
    facts: factsOf(analysis),
    ...(analysis.baseline ? { baseline: baselineOf(analysis.baseline) } : {}),
    ...(analysis.plan
      ? {
          plan: planOf(
            analysis.plan,
            analysis.baseline,
            new Map(analysis.recommendations.map((r) => [r.strategyId ?? r.strategy, r.strategy])),
          ),
        }
      : {}),
    strategies: analysis.recommendations.map((r) =>
      strategyOf(r, source.explanations[r.strategy]?.explanation),
    ),
    taxPlanning: {
      situation: words(analysis.taxPlanning.currentTaxSituation),
      opportunities: allWords(analysis.taxPlanning.opportunities),
      projectedSavings: words(analysis.taxPlanning.projectedSavings),
    },
    nextSteps: analysis.nextSteps.map((s) => ({
      action: words(s.action),
      detail: `${s.priority} priority · ${s.timeline} · ${s.responsibility}`,
    })),
    considered: (analysis.considered ?? []).map((c) => ({
      strategy: c.strategy,
      reason: words(c.reason),
    })),
    missingFacts: (analysis.missingFacts ?? []).map((m) => ({ fact: m.fact, why: words(m.why) })),
    assumptions: assumptionsOf(analysis),
    disclosures: DISCLOSURES(taxYear, version),
    strategyDisclosures: analysis.recommendations.flatMap((r) => {
      const strategy = getStrategy(r.strategyId ?? r.strategy);
      const tags = strategy?.regulatoryDisclosures ?? [];
      return tags.length
        ? [{ strategy: r.strategy, disclosures: tags.map((d) => d.replace(/_/g, ' ')) }]
        : [];
    }),
  };
}
