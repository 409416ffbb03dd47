import {
  analysisSchema,
  type Analysis,
  type AnalysisFacts,
  type Baseline,
  type ConsideredStrategy,
  type FactCorrection,
  type Plan,
} from '@strata/contracts';
import { getCatalogueEntry } from './catalogue';
import { buildContext, strategyInputs } from './calc';
import { documentsFromText, readClient, type ClientDocument } from './facts';
import { factSource } from './facts/analysis-facts';
import { describeClient, type ClientPicture } from './narrative/client-picture';
import { toChosen } from './narrative/chosen';
import { nextStepsFor } from './narrative/next-steps';
import { opportunityLine, toRecommendation, type ChosenStrategy } from './narrative/recommendation';
import {
  addsNothingReason,
  costsMoreReason,
  losesMoneyReason,
  savesNothingReason,
} from './narrative/set-aside-reasons';
import { currentTaxSituation } from './narrative/tax-situation';
import { netPhrase, sentenceList, usd } from './narrative/wording';
import { assumptionOverrides, estatesOf, exclusionsOf, projectBaseline } from './projection';
import { assumedSavingsRate } from './projection/assumptions';
import {
  buildPlan,
  honestCostBenefit,
  costsOf,
  ledgerOf,
  baselineIncomeTax,
  businessSaleIn,
  planContext,
  planOverYears,
  type HouseholdPlan,
  type PlanInput,
  valueOf,
} from './plan';
import { planSelection, statedGoals } from './select';
import { DEFAULT_TAX_YEAR, getTaxYear } from './tax';
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

function opportunities(
  chosen: ChosenStrategy[],
  p: ClientPicture,
  baseline: Baseline | undefined,
): string[] {
  const list = chosen
    .filter((c) => c.entry.benefitKind !== 'protection')
    .map((c) => opportunityLine(c, p));
  const last = baseline?.atLastDeath;
  if (p.netWorth !== undefined && p.netWorth > p.estateExemption) {
    list.push(
      `${usd(p.netWorth - p.estateExemption)} of the estate is above the ${p.taxYear} ${p.owners > 1 ? `exemptions of its ${p.owners} owners` : 'exemption'}; every dollar moved out of the estate saves up to 40 cents.`,
    );
  } else if (last && last.federal > 0) {
    list.push(
      `With growth, the estate passes the indexed exemption by the last death (about ${last.year}, ${usd(last.federal)} of federal estate tax); growth moved out of the estate now saves up to 40 cents a dollar then.`,
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
        ? `Savings rate of ${p.savingsRate}% is an estimate: ${assumedSavingsRate(facts.isRetired?.value === true).why}`
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

/** Strategies that move assets out of the estate, valued on the projection's estate change. */
const TRANSFERS = new Set<string>(['gift', 'freeze', 'annual-gifts', 'residence', 'lead-trust']);
/** Mechanisms whose only purpose here is a tax figure: at $0 they do nothing for the client. */
const NO_TAX_UNLESS_SAVED = new Set<string>([...TRANSFERS, 'estate-reduction', 'within-household']);

/**
 * The recommended strategies valued against the baseline and applied together (issue 13): each
 * recommendation's figures become its value in today's dollars, dated when it arrives. `chosen`
 * is the selection's list then its reserve: the first `limit` the plan keeps are recommended.
 */
function planned(
  chosen: ChosenStrategy[],
  limit: number,
  facts: ClientFacts,
  baseline: Baseline | undefined,
  taxYear: number,
): { chosen: ChosenStrategy[]; plan?: Plan; setAside: ConsideredStrategy[] } {
  // Without a net worth no estate is known: an estate strategy kept for what it does stays
  // unsized (its figure waits on the net worth), never valued against an estate of $0.
  const isUnsized = (c: ChosenStrategy) =>
    facts.netWorth === undefined && c.entry.benefitKind === 'estate';
  const unsized = chosen.slice(0, limit).filter(isUnsized);
  const result = valuedInPlan(
    chosen.filter((c) => !isUnsized(c)),
    limit - unsized.length,
    facts,
    baseline,
    taxYear,
  );
  const rank = new Map(chosen.map((c, i) => [c.entry.strategy.id, i]));
  const byRank = (a: ChosenStrategy, b: ChosenStrategy) =>
    rank.get(a.entry.strategy.id)! - rank.get(b.entry.strategy.id)!;
  return { ...result, chosen: [...result.chosen, ...unsized].sort(byRank) };
}

function valuedInPlan(
  chosen: ChosenStrategy[],
  limit: number,
  facts: ClientFacts,
  baseline: Baseline | undefined,
  taxYear: number,
): { chosen: ChosenStrategy[]; plan?: Plan; setAside: ConsideredStrategy[] } {
  if (chosen.length === 0) return { chosen, setAside: [] };
  const { ctx, assumptions } = planContext(facts, baseline, taxYear);
  // The partnership discount is the advisor's where changed, as the selection figured it.
  const { partnershipDiscount } = baselineOptions(baseline);
  const { ctx: strategyCtx } = buildContext(facts, {
    taxYear,
    ...(partnershipDiscount !== undefined ? { partnershipDiscount } : {}),
  });
  const all = chosen.map((c) => {
    const input: PlanInput = {
      strategyId: c.entry.strategy.id,
      costBenefit: c.costBenefit,
      inputs: strategyInputs(
        getCatalogueEntry(c.entry.strategy.id)!,
        strategyCtx,
      ) as PlanInput['inputs'],
    };
    return { c, input, value: valueOf(input, ctx) };
  });
  // Valued against the household, a strategy that loses money for the family in tax (a gift
  // whose lost step-up, if heirs sell, outweighs the estate tax it saves) is not recommended
  // unless the advisor asked about it: it is answered in 'considered' with both figures. One
  // that saves less than its fees stays, its net shown negative: its other purpose
  // (diversification, a transfer the client wants) is the advisor's to weigh.
  const ifHeirsHold = (input: PlanInput) => valueOf(input, { ...ctx, heirsSell: false }).savings;
  const worthIt = ({ value, c }: (typeof all)[number]) => value.savings >= 0 || c.isAsked === true;
  // Asked about, or worth having for what it does: kept though others take its estate saving.
  const wanted = (c: ChosenStrategy) => c.isAsked === true || c.worthWithoutSaving === true;
  // Valued against the household, a tax strategy whose saving does not pay for its costs (fees,
  // trustees, a manager's charge, in today's dollars) is not put to the client unless the notes
  // ask about it (then it is answered, Low, saying so) or it serves a goal they state (its other
  // purpose is the advisor's to weigh): it is answered in 'considered' with both figures. A
  // policy is valued on the cash it provides, protection on what it protects, a strategy worth
  // having for what it does on that; one whose figure waits on a fact ($0) stays, unknown.
  const costs = (a: (typeof all)[number]) => costsOf(a.input, a.value, ctx).costs;
  const paysForItself = (a: (typeof all)[number]) =>
    a.value.savings === 0 ||
    a.c.worthWithoutSaving === true ||
    a.value.mechanism === 'insurance' ||
    a.value.mechanism === 'protection' ||
    a.value.savings > costs(a);
  const setAside: ConsideredStrategy[] = all
    .filter((a) => !worthIt(a))
    .map(({ c, value, input }) => ({
      strategyId: c.entry.strategy.id,
      strategy: c.entry.strategy.name,
      reason: losesMoneyReason(value, ifHeirsHold(input)),
    }));
  for (const a of all.filter((a) => worthIt(a) && !paysForItself(a))) {
    const why = costsMoreReason(a.value, costs(a));
    if (a.c.isAsked) {
      const answer = `asked about, though at these figures it does not pay for itself (${why})`;
      a.c = { ...a.c, priority: 'Low', reasons: [...a.c.reasons, answer] };
    } else if (!a.c.servesGoal)
      setAside.push({
        strategyId: a.c.entry.strategy.id,
        strategy: a.c.entry.strategy.name,
        reason: `No net benefit: ${why}.`,
      });
  }
  // Valued against the household, one that moves wealth and saves no tax at all (gifts that
  // stay in the couple's estate, a discount where no estate tax reaches the estate) is answered
  // in 'considered' unless it is wanted for what it does.
  const savesNothing = ({ value, c }: (typeof all)[number]) =>
    NO_TAX_UNLESS_SAVED.has(value.mechanism) && value.savings === 0 && !wanted(c);
  for (const a of all.filter(savesNothing))
    setAside.push({
      strategyId: a.c.entry.strategy.id,
      strategy: a.c.entry.strategy.name,
      reason: savesNothingReason(a.value),
    });
  const kept = all.filter(
    (a) => worthIt(a) && (paysForItself(a) || a.c.isAsked || a.c.servesGoal) && !savesNothing(a),
  );
  if (kept.length === 0) return { chosen: [], setAside };
  const owners = estatesOf(facts);
  const married = owners === 1 && facts.maritalStatus?.value === 'married';
  const last = baseline?.atLastDeath;
  const budget = {
    exemption: exclusionsOf(facts, getTaxYear(taxYear).federal.estate.basicExclusion.value),
    ledger: ledgerOf(strategyCtx),
    baselineDeathTax: last ? last.federal + last.state : undefined,
    ...(baseline?.years.length ? { incomeTaxByYear: baselineIncomeTax(baseline) } : {}),
    ...(businessSaleIn(baseline) ? { businessSaleYear: businessSaleIn(baseline) } : {}),
  };
  // A transfer strategy that adds nothing once the ones ranked above it are in place (they
  // already take the estate tax it would save, and it still loses the step-up), or a deferral
  // whose sale they take whole (an installment note on shares the QSBS exclusion sells), is
  // answered in 'considered'; the plan is then built again without it. A charitable trust or a
  // partnership so limited stays: it does more than the tax figure.
  const first = buildPlan(
    kept.map((k) => k.input),
    ctx,
    budget,
  );
  const addsNothing = (k: (typeof kept)[number], i: number) => {
    const inFirst = first.strategies[i]!;
    const assetTaken =
      k.value.mechanism === 'deferral' &&
      inFirst.limitedBy === 'asset' &&
      inFirst.inPlan.share === 0;
    return (
      !wanted(k.c) &&
      ((TRANSFERS.has(k.value.mechanism) && inFirst.inPlan.savings <= 0) || assetTaken)
    );
  };
  for (const [i, k] of kept.entries())
    if (addsNothing(k, i))
      setAside.push({
        strategyId: k.c.entry.strategy.id,
        strategy: k.c.entry.strategy.name,
        reason: addsNothingReason(
          k.c.entry.strategy.id,
          first.strategies[i]!,
          first.exemption.available,
        ),
      });
  const inPlan = kept.filter((k, i) => !addsNothing(k, i)).slice(0, limit);
  if (inPlan.length === 0) return { chosen: [], setAside };
  chosen = inPlan.map((k) => k.c);
  const inputs = inPlan.map((k) => k.input);
  const household: HouseholdPlan = buildPlan(inputs, ctx, budget);
  const deathLabel = married ? 'second death' : 'death';
  const valued = chosen.map((c, i) => ({
    ...c,
    costBenefit: honestCostBenefit(
      c.costBenefit,
      household.strategies[i]!,
      inputs[i]!,
      ctx,
      deathLabel,
      assumptions,
    ),
  }));
  const t = household.totals;
  const overYears = baseline ? planOverYears(household, inputs, ctx, baseline) : undefined;
  return {
    chosen: valued,
    setAside,
    plan: {
      deathYear: household.deathYear,
      discountRate: ctx.discountRate,
      incomeTaxSaved: Math.round(t.incomeTaxSaved),
      ...(t.incomeTaxBeyondBaseline >= 1
        ? { incomeTaxBeyondBaseline: Math.round(t.incomeTaxBeyondBaseline) }
        : {}),
      transferTaxSaved: Math.round(t.transferTaxSaved),
      transferTaxSavedAtDeath: Math.round(t.transferTaxSavedAtDeath),
      taxDeferred: Math.round(t.taxDeferred),
      lostStepUp: Math.round(t.lostStepUp),
      liquidity: Math.round(t.liquidity),
      costs: Math.round(t.costs),
      net: Math.round(t.net),
      protectionCosts: Math.round(t.protectionCosts),
      premiums: Math.round(t.premiums),
      ...(t.premiumsTaxSaved >= 1 ? { premiumsTaxSaved: Math.round(t.premiumsTaxSaved) } : {}),
      exemption: {
        available: household.exemption.available,
        used: Math.round(household.exemption.used),
      },
      strategies: household.strategies.map((s) => ({
        strategyId: s.strategyId,
        alone: Math.round(s.alone.savings),
        inPlan: Math.round(s.inPlan.savings),
        share: s.inPlan.share,
        arrives: s.alone.arrives.kind,
      })),
      assumptions,
      ...(overYears ? { overYears } : {}),
    },
  };
}

/** SPEC's projectedSavings, from the plan against the baseline: never a sum of the strategies. */
function projectedSavings(plan: Plan | undefined, count: number, facts: ClientFacts): string {
  if (!plan || count === 0) return 'Not estimated: no strategy qualified on the facts given.';
  const married = facts.maritalStatus?.value === 'married';
  const parts: string[] = [];
  if (plan.incomeTaxSaved > 0) parts.push(`${usd(plan.incomeTaxSaved)} of income tax saved`);
  if (plan.transferTaxSaved > 0)
    parts.push(
      `${usd(plan.transferTaxSaved)} of estate tax saved (${usd(plan.transferTaxSavedAtDeath)} at the ${married ? 'second death' : 'death'}, about ${plan.deathYear})`,
    );
  if (plan.taxDeferred > 0) parts.push(`${usd(plan.taxDeferred)} of value from tax deferred`);
  const what = parts.length > 0 ? sentenceList(parts) : 'no tax saved';
  const stepUp =
    plan.lostStepUp > 0
      ? `, less ${usd(plan.lostStepUp)} of gains tax heirs pay on the lost step-up`
      : '';
  const liquidity =
    plan.liquidity > 0
      ? ` Life insurance adds ${usd(plan.liquidity)} of cash at death to pay the tax; it does not reduce it.${(plan.premiums ?? 0) > 0 ? ` Its premiums, ${usd(plan.premiums ?? 0)} over ten years, buy that cash and are not netted against the tax figures${(plan.premiumsTaxSaved ?? 0) > 0 ? `; given to the trust, they leave the estate, and the ${usd(plan.premiumsTaxSaved ?? 0)} of estate tax they would have paid there goes with them, not in the tax saved above` : ''}.` : ''}`
      : '';
  const beyond = plan.incomeTaxBeyondBaseline ?? 0;
  const cut =
    beyond > 0
      ? ` The strategies' own figures, each against its own alternative, would save ${usd(beyond)} more income tax than the baseline pays in the years they fall in; only the baseline's tax is counted.`
      : '';
  const losing = plan.strategies.filter((s) => s.alone < 0).length;
  const leftOut =
    losing > 0
      ? ` ${losing === 1 ? 'One strategy that loses money as valued is' : `${losing} strategies that lose money as valued are`} answered but left out of the plan.`
      : '';
  const protection =
    (plan.protectionCosts ?? 0) > 0
      ? ` Protection (insurance and documents) costs ${usd(plan.protectionCosts ?? 0)} more, paid for what it protects and not netted against the tax figures.`
      : '';
  return `In today's dollars at a ${+(plan.discountRate * 100).toFixed(2)}% discount rate, the ${count - losing} recommended strategies together give ${what}${stepUp}, for ${usd(plan.costs)} of costs: a ${netPhrase(plan.net)}. Worked out on one plan against the baseline, not summed: each asset and each dollar of exemption counts once.${cut}${leftOut}${protection}${liquidity}`;
}

/**
 * The baseline's growth and discount rates as fractions, the year it sells the business and the
 * discount on family partnership units given away, for the strategies' own figures.
 */
function baselineOptions(baseline: Baseline | undefined): {
  growthRate?: number;
  discountRate?: number;
  businessSaleYear?: number;
  partnershipDiscount?: number;
} {
  const value = (key: string) => baseline?.assumptions.find((a) => a.key === key)?.value;
  const rate = (key: string) => {
    const v = value(key);
    return v === undefined ? undefined : v / 100;
  };
  const growthRate = rate('growthInvestments');
  const discountRate = rate('discountRate');
  const businessSaleYear = value('businessSaleYear');
  const partnershipDiscount = rate('partnershipDiscount');
  return {
    ...(growthRate !== undefined ? { growthRate } : {}),
    ...(discountRate !== undefined ? { discountRate } : {}),
    ...(businessSaleYear !== undefined ? { businessSaleYear } : {}),
    ...(partnershipDiscount !== undefined ? { partnershipDiscount } : {}),
  };
}

/**
 * The savings rate with where it comes from: worked out from stated income and spending, or
 * the planning assumption where the notes give income but no spending (shown as assumed, and
 * changed through the spending the advisor states). Without income there is none to show.
 */
function savingsRateFact(p: ClientPicture): AnalysisFacts[string] | undefined {
  if (!p.income) return undefined;
  if (!p.isSavingsRateEstimated)
    return {
      value: p.savingsRate,
      source:
        p.facts.annualExpenses?.origin === 'advisor'
          ? { kind: 'advisor' }
          : {
              kind: 'derived',
              derivation: { method: 'other', note: '(income − spending) ÷ income' },
            },
    };
  return {
    value: p.savingsRate,
    source: {
      kind: 'assumed',
      note: assumedSavingsRate(p.facts.isRetired?.value === true).why,
    },
  };
}

/** Age from which a client the notes give no work or business is taken as living on assets. */
const LIVES_ON_ASSETS_FROM = 65;

/**
 * Where the notes state no income of a household that no longer works, the strategies are
 * figured on this year's adjusted gross income as the baseline projects it (the first year
 * without a planned sale's gain), not on none: pensions, distributions and dividends are taxed
 * in brackets too. Someone still working earns what the notes do not say: unknown.
 */
function withProjectedIncome(facts: ClientFacts, baseline: Baseline | undefined): ClientFacts {
  if (facts.annualIncome || !baseline) return facts;
  const idle =
    !facts.business &&
    !facts.occupations?.value.length &&
    (facts.ages[0]?.value ?? 0) >= LIVES_ON_ASSETS_FROM;
  if (facts.isRetired?.value !== true && !idle) return facts;
  const saleYears = new Set((baseline.sales ?? []).map((s) => s.year));
  const year = baseline.years.find((y) => !saleYears.has(y.year) && y.agi !== undefined);
  if (!year?.agi) return facts;
  return {
    ...facts,
    projectedIncome: {
      value: Math.round(year.agi),
      source: `the household projection's adjusted gross income in ${year.year}`,
    },
  };
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
  const read = reading.facts;
  // The advisor's own words are the notes: a document naming a strategy is not a request for it.
  const baseline = projectBaseline(read, {
    taxYear,
    assumptions: assumptionOverrides(input.corrections),
  });
  const facts = withProjectedIncome(read, baseline);
  const picture = describeClient(facts, taxYear);
  // Strategies are figured at the baseline's growth and discount rate (the advisor's where
  // changed), so no figure rests on a second set of rates.
  const selection = planSelection(facts, {
    taxYear,
    text: reading.notes,
    documentsText: reading.documentsText,
    baseline,
    ...baselineOptions(baseline),
  });
  const { chosen, plan, setAside } = planned(
    [...selection.recommended, ...selection.reserve].map(toChosen),
    selection.recommended.length,
    facts,
    baseline,
    taxYear,
  );
  const listed = new Set(chosen.map((c) => c.entry.strategy.id));
  const answered = new Set(setAside.map((c) => c.strategyId));
  const recommendations = chosen.map((c) => toRecommendation(c, picture));
  // The goals the analysis states: the readers' labels and the notes' own clauses (select/).
  const goals = statedGoals(facts, reading.notes);
  const analysisFacts: AnalysisFacts = goals[0]
    ? {
        ...reading.analysisFacts,
        primaryGoals: {
          value: goals.map((g) => g.value),
          source: factSource(goals[0], { notes: reading.notes, documents: [] }),
        },
      }
    : reading.analysisFacts;
  const savingsRate = savingsRateFact(picture);
  if (savingsRate) analysisFacts.savingsRate = savingsRate;

  const analysis = analysisSchema.parse({
    clientProfile: {
      currentNetWorth: picture.netWorth ?? 0,
      ...(facts.riskTolerance ? { riskTolerance: facts.riskTolerance.value } : {}),
      primaryGoals: goals.map((g) => g.value),
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
      opportunities: opportunities(chosen, picture, baseline),
      projectedSavings: projectedSavings(plan, recommendations.length, facts),
    },
    nextSteps: nextStepsFor(chosen, picture),
    // A reserve fit listed in a freed place, or set aside by the plan, is answered once.
    considered: [
      ...selection.considered.filter(
        (c) => !listed.has(c.strategyId) && !answered.has(c.strategyId),
      ),
      ...setAside,
    ],
    missingFacts: selection.missingFacts,
    meta: { engine: 'builtin', taxYear, notes: metaNotes(facts, picture, chosen) },
    facts: analysisFacts,
    ignoredInstructions: reading.ignoredInstructions,
    baseline,
    ...(plan ? { plan } : {}),
  });
  return { analysis, facts: read, rawResponse: JSON.stringify({ analysis, facts: read }) };
}
