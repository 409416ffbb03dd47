import type {
  Baseline,
  ConsideredStrategy,
  CostBenefitAnalysis,
  MissingFact,
  Priority,
  Strategy,
} from '@strata/contracts';
import { CATALOGUE } from '../catalogue';
import type { CatalogueEntry, StrategyContext } from '../catalogue';
import { buildContext, computeCostBenefit } from '../calc';
import type { CalcOptions } from '../calc';
import { formatUsd } from '../formula';
import { MECHANISMS } from '../plan/mechanisms';
import { deferralWorth } from '../plan/value-strategy';
import type { ClientFacts } from '../types';
import type { SelectionReason } from './conditions';
import { SAVE_MORE_FOR_RETIREMENT, householdOf } from './household';
import type { Household } from './household';
import { mentionedStrategyIds } from './mentions';
import { missingFactsFor, isUnusable } from './missing-facts';
import { RULES } from './rules';

export interface SelectOptions extends CalcOptions {
  /** Most recommendations returned (default 8). */
  maxResults?: number;
  /** The notes, searched for the strategies the advisor names and those already in place. */
  text?: string;
  /** The documents' text, searched only for what is already in place ('PTE tax elected'). */
  documentsText?: string;
  /** The household's baseline: its last death's federal estate tax is the projected exposure. */
  baseline?: Baseline;
}

/** One recommended strategy with its figures and the facts that made it fit. */
export interface RankedStrategy {
  /** 1 = first recommendation. */
  rank: number;
  strategy: Strategy;
  priority: Priority;
  /** potentialSavings − estimatedCost, USD (negative for protection: it costs and saves no tax). */
  netBenefit: number;
  analysis: CostBenefitAnalysis;
  reasons: SelectionReason[];
  timeline: string;
  steps: string[];
  /** The advisor named or asked about it. */
  isAsked: boolean;
  /** Worth having for what it does (a need the facts state), whatever it saves. */
  worthWithoutSaving: boolean;
  /** It serves a goal the notes state other than paying less tax (keeping a property in the family, say). */
  servesGoal: boolean;
}

/** Everything select/ decides for one client. */
export interface Selection {
  recommended: RankedStrategy[];
  /** Strategies evaluated for this client and set aside, with the reason. */
  considered: ConsideredStrategy[];
  /**
   * Fits that ranked below the list, best first (also in `considered`): they take the place of
   * a recommendation the household plan sets aside, so the list is not left short of a fit.
   */
  reserve: RankedStrategy[];
  /** Facts the notes do not give that would change a recommendation. */
  missingFacts: MissingFact[];
}

export const DEFAULT_MAX_RESULTS = 8;
/** Said in a fit's reason when its value waits on a fact the notes do not give. */
export const VALUE_WAITS = 'its value waits on a fact the notes do not give';
/** Below this score a strategy is a marginal fit: listed as considered, never to fill a count. */
const MIN_SCORE = 2;
/** The advisor's own question ranks above a strong fit the advisor did not raise. */
const ASKED_BONUS = 3;
/**
 * Strategies that do the same job: at most one of each group is recommended. (QSBS stacking is
 * not the exclusion's alternative: each trust's cap adds to the owner's, on gain above it.)
 */
const ALTERNATIVES = [
  ['ILIT', 'SPLIT_DOLLAR', 'PREMIUM_FINANCING'],
  ['1031_EXCHANGE', 'DST', 'UPREIT_721'],
  ['SOLO_401K', 'PROFIT_SHARING_PLAN'],
  // One vehicle for the same yearly giving: a fund's deduction and grants, or a foundation's.
  ['DAF', 'PRIVATE_FOUNDATION'],
];
/** The notes show holdings with a gain to give: a position or a taxable account below its value. */
const appreciatedHoldings = (h: Household): boolean => {
  const position = h.facts.concentratedPosition?.value;
  return (
    (position?.basis !== undefined && position.basis < (position.value ?? 0)) ||
    (h.facts.accounts ?? []).some(
      (a) =>
        a.value.kind === 'taxable' && a.value.basis !== undefined && a.value.basis < a.value.amount,
    )
  );
};

/**
 * The strategies that do the same job as `id` for this household. Giving that fits within a
 * year's QCD limit is done by the one vehicle: a QCD cannot fund a donor-advised fund or a
 * private foundation (IRC 408(d)(8)(B)), and the same gifts are not made twice; a fund keeps
 * a job of its own where the notes show appreciated shares to give it.
 */
function alternativesOf(id: string, h: Household): readonly string[] {
  const group = ALTERNATIVES.find((g) => g.includes(id)) ?? [id];
  const giving = h.ctx.charitableGiving;
  const qcdTakesItAll =
    giving > 0 &&
    giving <= h.ctx.table.federal.charitable.qcdLimit.value &&
    !appreciatedHoldings(h);
  const vehicles = ALTERNATIVES.find((g) => g.includes('DAF'))!;
  if (!qcdTakesItAll) return group;
  if (id === 'QCD') return ['QCD', ...vehicles];
  return group === vehicles ? [...vehicles, 'QCD'] : group;
}

/** Stated goals and the strategies (by id, category or kind of value) that serve each. */
const GOAL_SERVED_BY: Record<string, (e: CatalogueEntry) => boolean> = {
  'Minimize estate taxes': (e) => e.benefitKind === 'estate',
  'Transfer wealth to heirs': (e) =>
    e.benefitKind === 'estate' || ['ANNUAL_EXCLUSION_GIFTING', 'PLAN_529'].includes(e.strategy.id),
  'Support charitable causes': (e) =>
    /Charitable/.test(e.strategy.category) || e.strategy.id === 'QCD',
  'Sell the business': (e) =>
    ['INSTALLMENT_SALE', 'ESOP', 'QSBS_EXCLUSION', 'CRT', 'IDGT_SALE', 'GRAT'].includes(
      e.strategy.id,
    ),
  'Plan business succession': (e) =>
    ['BUY_SELL', 'ESOP', 'FLP', 'IDGT_SALE'].includes(e.strategy.id),
  'Reduce income taxes': (e) => e.benefitKind === 'tax',
  'Keep a family property for generations': (e) =>
    ['FLP', 'DYNASTY_TRUST', 'QPRT', 'ANNUAL_EXCLUSION_GIFTING'].includes(e.strategy.id),
  // Deferring or spreading a gain serves the goal as much as excluding it.
  'Manage capital gains taxes': (e) =>
    e.strategy.category === 'Capital Gains Management' ||
    ['INSTALLMENT_SALE', '1031_EXCHANGE', 'DST', 'UPREIT_721', 'CRT', 'ESOP'].includes(
      e.strategy.id,
    ),
  'Diversify the portfolio': (e) =>
    ['EXCHANGE_FUND', 'DIRECT_INDEXING_TLH', 'HEDGE_COLLAR', 'CRT', 'INSTALLMENT_SALE'].includes(
      e.strategy.id,
    ),
  "Fund children's education": (e) => e.strategy.id === 'PLAN_529',
  'Protect assets from creditors': (e) =>
    e.strategy.category === 'Asset Protection' || e.strategy.id === 'UMBRELLA_LIABILITY',
  'Provide for a special-needs family member': (e) =>
    ['SPECIAL_NEEDS_TRUST', 'ABLE_ACCOUNT', 'ILIT'].includes(e.strategy.id),
  'Retire early': (e) => e.strategy.category === 'Retirement Planning',
  'Secure retirement income': (e) => e.strategy.category === 'Retirement Planning',
  [SAVE_MORE_FOR_RETIREMENT]: (e) =>
    e.strategy.category === 'Retirement Planning' && e.benefitKind === 'tax',
};

/** Goals about tax itself: a strategy whose saving does not pay for its costs does not serve them. */
const TAX_GOALS = new Set([
  'Minimize estate taxes',
  'Reduce income taxes',
  'Manage capital gains taxes',
  'Transfer wealth to heirs',
]);

/** The stated goals, with the ones a fact implies (a dependant with special needs). */
function goalsOf(h: Household): string[] {
  const goals = [...h.goals];
  if (h.specialNeeds) goals.push('Provide for a special-needs family member');
  return goals;
}

const servesGoal = (entry: CatalogueEntry, h: Household) =>
  goalsOf(h).some((g) => GOAL_SERVED_BY[g]?.(entry) ?? false);

/**
 * What a strategy's formula figure is worth for ranking: tax put off (an exchange, a collar, a
 * note) at its present value, as the plan values it, never the tax itself.
 */
function rankedSavings(id: string, potentialSavings: number, ctx: StrategyContext): number {
  const mechanism = MECHANISMS[id];
  if (mechanism?.kind !== 'deferral') return potentialSavings;
  const rate = ctx.common.discountRate ?? 0;
  return potentialSavings * deferralWorth(mechanism.years, mechanism.repaid === 'evenly', rate);
}

/** A year's income counts as this much net worth in weighing a strategy's scale. */
const INCOME_TO_NET_WORTH_SCALE = 5;

/** 2: the net benefit is large for this household; 1: material; 0: marginal. */
function valueTier(net: number, h: Household): number {
  const scale = h.netWorth ?? (h.income ?? 0) * INCOME_TO_NET_WORTH_SCALE;
  if (net >= Math.max(250_000, 0.02 * scale)) return 2;
  if (net >= Math.max(25_000, 0.002 * scale)) return 1;
  return 0;
}

/** High from a score of 5 (a core need, a large saving or the client's own question), Medium from 3. */
export function priorityForScore(score: number): Priority {
  if (score >= 5) return 'High';
  if (score >= 3) return 'Medium';
  return 'Low';
}

interface Candidate {
  entry: CatalogueEntry;
  reason: string;
  isAsked: boolean;
  worthWithoutSaving: boolean;
  analysis: CostBenefitAnalysis;
  netBenefit: number;
  score: number;
}

const considered = (entry: CatalogueEntry, reason: string): ConsideredStrategy => ({
  strategyId: entry.strategy.id,
  strategy: entry.strategy.name,
  reason,
});

/** Why an entry is set aside before any figure is computed, or undefined when it may go ahead. */
function barrier(entry: CatalogueEntry, h: Household): string | undefined {
  const turnedDown = h.declined.get(entry.strategy.id);
  if (turnedDown) return `Not wanted: the notes say the client does not want it ('${turnedDown}').`;
  const against = RULES[entry.strategy.id]?.against?.(h);
  if (against) return against;
  const done = h.inPlace.get(entry.strategy.id);
  if (done)
    return `Already in place: ${h.inPlacePerDocument.has(entry.strategy.id) ? 'a document says so' : 'the notes say so'} ('${done}'); setting it up again would save nothing new.`;
  // A structure worth having for what it does, not what it saves, needs no estate to size.
  const worthWithoutSaving = RULES[entry.strategy.id]?.withoutSaving?.(h) ?? false;
  if (entry.benefitKind === 'estate' && h.netWorth === undefined && !worthWithoutSaving)
    return 'Not evaluated: the notes give no net worth, and an estate strategy is sized on it';
  const min = entry.strategy.applicableNetWorth;
  // An income tax strategy is scaled by the income it works on as well: a salaried household
  // with few assets yet defers pay, funds an HSA or elects PTET.
  const byIncome =
    entry.benefitKind === 'tax' && h.income ? INCOME_TO_NET_WORTH_SCALE * h.income : 0;
  if (h.netWorth !== undefined && Math.max(h.netWorth, byIncome) < min)
    return `Out of scale: net worth ${formatUsd(h.netWorth)}${byIncome ? ` (and ${formatUsd(h.income!)} of income)` : ''} is below the ${formatUsd(min)} at which it is usually worth its costs`;
  return undefined;
}

/**
 * Evaluates every catalogue strategy the facts call for or the advisor names: eligibility and
 * contraindications from select/rules.ts, figures from calc/, then a ranking by the need's
 * weight, the value for this client, the stated goals and the advisor's own questions. Returns
 * at most `maxResults` recommendations (none below MIN_SCORE: no filler), the rest considered
 * with a reason, and the missing facts. Deterministic for the same facts and options.
 */
export function planSelection(facts: ClientFacts, options: SelectOptions = {}): Selection {
  const { ctx } = buildContext(facts, options);
  const asked = mentionedStrategyIds(facts, options.text);
  const h = {
    ...householdOf(facts, ctx, asked, options.text, options.documentsText),
    projected: options.baseline?.atLastDeath,
  };
  const set: ConsideredStrategy[] = [];

  if (isUnusable(h, asked)) {
    for (const entry of CATALOGUE)
      if (asked.has(entry.strategy.id))
        set.push(
          considered(
            entry,
            'Not evaluated: the notes give too few facts to judge it (see the facts needed).',
          ),
        );
    return { recommended: [], considered: set, reserve: [], missingFacts: missingFactsFor(h, []) };
  }

  const candidates: Candidate[] = [];
  for (const entry of CATALOGUE) {
    const id = entry.strategy.id;
    const isAsked = asked.has(id);
    const reason = RULES[id]?.fit(h);
    if (!reason && !isAsked) continue;
    const bar = barrier(entry, h);
    if (bar) {
      set.push(considered(entry, bar));
      continue;
    }
    if (!reason) {
      set.push(
        considered(
          entry,
          RULES[id]?.answer?.(h) ??
            'Evaluated because the notes raise it: nothing in the facts given calls for it for this client.',
        ),
      );
      continue;
    }
    const analysis = computeCostBenefit(id, facts, options);
    const savings = rankedSavings(id, analysis.potentialSavings, ctx);
    const netBenefit = savings - analysis.estimatedCost;
    const worthWithoutSaving = RULES[id]?.withoutSaving?.(h) ?? false;
    const worthItAnyway = isAsked || worthWithoutSaving;
    const weight = RULES[id]?.weight(h) ?? 1;
    // A clear fit whose figure the notes do not give is not a strategy of no value: the
    // advisor still needs it, its value waits on the fact listed among the facts needed.
    const unsizedButNeeded =
      analysis.potentialSavings === 0 && (weight >= 2 || servesGoal(entry, h));
    const lacksValue = entry.benefitKind !== 'protection' && netBenefit <= 0 && !worthItAnyway;
    if (lacksValue && !unsizedButNeeded) {
      set.push(
        considered(
          entry,
          analysis.potentialSavings === 0
            ? `Fits (${reason}), but the facts lack the figure it is sized on, so no value can be shown yet (see the facts needed).`
            : savings < analysis.potentialSavings
              ? `No net value at these figures: ${formatUsd(analysis.potentialSavings)} of tax put off is worth ${formatUsd(savings)} today, against ${formatUsd(analysis.estimatedCost)} of cost over ten years.`
              : `No net value at these figures: ${formatUsd(analysis.potentialSavings)} of savings against ${formatUsd(analysis.estimatedCost)} of cost over ten years.`,
        ),
      );
      continue;
    }
    const tier = entry.benefitKind === 'protection' ? 0 : valueTier(netBenefit, h);
    const score = weight + tier + (servesGoal(entry, h) ? 1 : 0) + (isAsked ? ASKED_BONUS : 0);
    const stated = lacksValue ? `${reason}; ${VALUE_WAITS} (see the facts needed)` : reason;
    candidates.push({
      entry,
      reason: stated,
      isAsked,
      worthWithoutSaving,
      analysis,
      netBenefit,
      score,
    });
  }
  candidates.sort(
    (a, b) =>
      b.score - a.score ||
      b.netBenefit - a.netBenefit ||
      a.entry.strategy.id.localeCompare(b.entry.strategy.id),
  );

  const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;
  const picked: Candidate[] = [];
  const below: Candidate[] = [];
  for (const c of candidates) {
    const group = alternativesOf(c.entry.strategy.id, h);
    const rival = picked.find((p) => group.includes(p.entry.strategy.id));
    // The advisor who asks 'foundation or fund?' gets both answered: the one ranked lower is
    // listed at Low, saying which does the same job better for this client.
    if (rival && c.isAsked && rival.isAsked && picked.length < maxResults)
      picked.push({
        ...c,
        reason: `${c.reason}; asked beside ${rival.entry.strategy.name}, which does the same job and ranks higher for this client`,
        score: Math.min(c.score, MIN_SCORE),
      });
    else if (rival)
      set.push(
        considered(
          c.entry,
          `Does the same job as ${rival.entry.strategy.name}, which ranks higher for this client.`,
        ),
      );
    else if (c.score < MIN_SCORE)
      set.push(considered(c.entry, `A marginal fit (${c.reason}); not listed to make up a count.`));
    else if (picked.length >= maxResults) {
      below.push(c);
      set.push(
        considered(c.entry, `Fits (${c.reason}) but ranks below the strategies recommended.`),
      );
    } else picked.push(c);
  }

  answerStatedGoals(picked, candidates, h, maxResults, set);
  const ranked = (c: Candidate, i: number): RankedStrategy => ({
    rank: i + 1,
    strategy: c.entry.strategy,
    priority: priorityForScore(c.score),
    netBenefit: c.netBenefit,
    analysis: c.analysis,
    reasons: [{ text: c.reason, source: '' }],
    timeline: c.entry.timeline,
    steps: c.entry.steps,
    isAsked: c.isAsked,
    worthWithoutSaving: c.worthWithoutSaving,
    servesGoal: goalsOf(h).some((g) => !TAX_GOALS.has(g) && GOAL_SERVED_BY[g]?.(c.entry)),
  });
  const recommended = picked.map(ranked);
  const reserve = below
    .filter((c) => !picked.includes(c))
    .map((c, i) => ranked(c, picked.length + i));
  return { recommended, considered: set, reserve, missingFacts: missingFactsFor(h, recommended) };
}

/**
 * Every stated goal some candidate serves gets at least one recommendation: the best candidate
 * for an unanswered goal takes the place of the lowest-ranked pick the advisor did not ask for.
 */
function answerStatedGoals(
  picked: Candidate[],
  candidates: Candidate[],
  h: Household,
  maxResults: number,
  set: ConsideredStrategy[],
): void {
  for (const goal of goalsOf(h)) {
    const serves = GOAL_SERVED_BY[goal];
    if (!serves || picked.some((p) => serves(p.entry))) continue;
    const best = candidates.find(
      (c) => serves(c.entry) && c.score >= MIN_SCORE && !picked.includes(c),
    );
    if (!best) continue;
    if (picked.length >= maxResults) {
      const weakest = [...picked]
        .reverse()
        .find((p) => !p.isAsked && !goalsOf(h).some((g) => GOAL_SERVED_BY[g]?.(p.entry)));
      if (!weakest) continue;
      picked.splice(picked.indexOf(weakest), 1);
      set.push(
        considered(
          weakest.entry,
          `Fits (${weakest.reason}) but gives way to a strategy serving a stated goal.`,
        ),
      );
    }
    const i = set.findIndex((c) => c.strategyId === best.entry.strategy.id);
    if (i >= 0) set.splice(i, 1);
    picked.push(best);
    picked.sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b));
  }
}

/** The recommended strategies alone (see planSelection). */
export function selectStrategies(
  facts: ClientFacts,
  options: SelectOptions = {},
): RankedStrategy[] {
  return planSelection(facts, options).recommended;
}

/** Why the facts call for this strategy, or undefined when they do not or a contraindication holds. */
export function eligibility(
  entry: CatalogueEntry,
  ctx: StrategyContext,
): SelectionReason[] | undefined {
  const h = householdOf(ctx.facts, ctx);
  const rule = RULES[entry.strategy.id];
  const reason = rule?.fit(h);
  if (!reason || barrier(entry, h)) return undefined;
  return [{ text: reason, source: '' }];
}
