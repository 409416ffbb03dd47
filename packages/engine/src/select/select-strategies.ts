import type { CostBenefitAnalysis, Priority, Strategy } from '@strata/contracts';
import { CATALOGUE } from '../catalogue';
import type { CatalogueEntry } from '../catalogue';
import { buildContext, computeCostBenefit } from '../calc';
import type { CalcOptions } from '../calc';
import type { StrategyContext } from '../catalogue';
import type { ClientFacts } from '../types';
import { ASSET_PROTECTION_GOAL, checkCondition } from './conditions';
import type { SelectionReason } from './conditions';

export interface SelectOptions extends CalcOptions {
  /** Most recommendations returned (default 8). */
  maxResults?: number;
}

/** One recommended strategy with its figures and the facts that made it eligible. */
export interface RankedStrategy {
  /** 1 = best net benefit. */
  rank: number;
  strategy: Strategy;
  priority: Priority;
  /** potentialSavings − estimatedCost, USD. */
  netBenefit: number;
  analysis: CostBenefitAnalysis;
  reasons: SelectionReason[];
  timeline: string;
  steps: string[];
}

export const DEFAULT_MAX_RESULTS = 8;
const MIN_RESULTS = 3;
const MAX_PER_CATEGORY = 2;
/** Strategies that do the same job: at most one of each group is recommended. */
const ALTERNATIVES = [
  ['ilit', 'split-dollar', 'premium-financing'],
  ['1031-exchange', 'delaware-statutory-trust'],
  ['donor-advised-fund', 'private-foundation'],
];
/** Estate strategies recommended at most, leaving room for income-tax planning (one more for an estate goal). */
const MAX_ESTATE = 4;
/** Strategies that shelter or spread the gain of a business sale. */
const SALE_STRATEGIES = new Set([
  'qsbs-planning',
  'qsbs-stacking',
  'installment-sale',
  'esop',
  'charitable-remainder-trust',
  'residency-change',
]);
/** Ranking weight on a strategy that serves a goal the client stated. */
export const GOAL_WEIGHT = 1.5;

const alternativesOf = (id: string) => ALTERNATIVES.find((group) => group.includes(id)) ?? [id];

const ASSET_PROTECTION = 'Asset Protection';
const wantsAssetProtection = (facts: ClientFacts) =>
  facts.goals.some((g) => g.value === ASSET_PROTECTION_GOAL);

/**
 * Which stated goals (or needs) a strategy serves: estate strategies the estate-tax goal,
 * charitable ones giving, asset-protection ones a protection goal or a liable profession.
 */
function servesStatedGoal(entry: CatalogueEntry, facts: ClientFacts): boolean {
  const goals = new Set(facts.goals.map((g) => g.value));
  if (
    entry.strategy.category === ASSET_PROTECTION &&
    (goals.has(ASSET_PROTECTION_GOAL) || !!facts.liabilityExposure)
  )
    return true;
  if (entry.benefitKind === 'estate' && goals.has('Minimize estate taxes')) return true;
  if (entry.requires.includes('charitableIntent') && goals.has('Support charitable causes'))
    return true;
  if (SALE_STRATEGIES.has(entry.strategy.id) && goals.has('Sell the business')) return true;
  return entry.benefitKind === 'estate' && goals.has('Transfer wealth to heirs');
}

/** Reasons the strategy applies, or undefined when it is excluded for this client. */
export function eligibility(
  entry: CatalogueEntry,
  ctx: StrategyContext,
): SelectionReason[] | undefined {
  // Never below the catalogue minimum: an unknown net worth (0) qualifies for nothing.
  if (ctx.netWorth < entry.strategy.applicableNetWorth) return undefined;
  const required = entry.requires.map((c) => checkCondition(c, ctx));
  if (required.some((r) => r === undefined)) return undefined;
  const triggered = entry.triggers
    .map((c) => checkCondition(c, ctx))
    .filter((r): r is SelectionReason => !!r);
  if (entry.requires.length === 0 && triggered.length === 0) return undefined;
  return [...(required as SelectionReason[]), ...triggered];
}

/** High: net benefit of 2% of net worth or more; Medium: 0.2% or more; else Low. */
export function priorityFor(netBenefit: number, netWorth: number): Priority {
  if (netBenefit >= 0.02 * netWorth) return 'High';
  if (netBenefit >= 0.002 * netWorth) return 'Medium';
  return 'Low';
}

/**
 * Eligible catalogue strategies ranked by ten-year net benefit, weighted by GOAL_WEIGHT when
 * the strategy serves a stated goal: those with a positive net benefit first (at most two per
 * category, one per group of alternatives, at most `maxResults`), padded to three with the
 * best remaining eligible ones. Deterministic for the same facts and options.
 */
export function selectStrategies(
  facts: ClientFacts,
  options: SelectOptions = {},
): RankedStrategy[] {
  const { ctx } = buildContext(facts, options);
  const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;
  const candidates = CATALOGUE.flatMap((entry) => {
    const reasons = eligibility(entry, ctx);
    if (!reasons) return [];
    const analysis = computeCostBenefit(entry.strategy.id, facts, options);
    const netBenefit = analysis.potentialSavings - analysis.estimatedCost;
    const weight = netBenefit > 0 && servesStatedGoal(entry, facts) ? GOAL_WEIGHT : 1;
    return [{ entry, reasons, analysis, netBenefit, score: netBenefit * weight }];
  }).sort((a, b) => b.score - a.score || a.entry.strategy.id.localeCompare(b.entry.strategy.id));

  const picked: typeof candidates = [];
  const perCategory = new Map<string, number>();
  const estateGoal = facts.goals.some((g) =>
    ['Minimize estate taxes', 'Transfer wealth to heirs'].includes(g.value),
  );
  const maxEstate = MAX_ESTATE + (estateGoal ? 1 : 0);
  for (const c of candidates) {
    if (picked.length >= maxResults || c.netBenefit <= 0) break;
    const used = perCategory.get(c.entry.strategy.category) ?? 0;
    if (used >= MAX_PER_CATEGORY) continue;
    const group = alternativesOf(c.entry.strategy.id);
    if (picked.some((p) => group.includes(p.entry.strategy.id))) continue;
    const isEstate = c.entry.benefitKind === 'estate';
    if (isEstate && picked.filter((p) => p.entry.benefitKind === 'estate').length >= maxEstate)
      continue;
    perCategory.set(c.entry.strategy.category, used + 1);
    picked.push(c);
  }
  // A stated protection goal is answered by the best strategy whose benefit is the protection
  // itself (not an estate discount), in place of the weakest pick when the list is full.
  const protects = (c: (typeof candidates)[number]) =>
    c.entry.strategy.category === ASSET_PROTECTION && c.entry.benefitKind !== 'estate';
  const protection = candidates.find((c) => protects(c) && c.netBenefit > 0);
  if (wantsAssetProtection(facts) && protection && !picked.some(protects)) {
    if (picked.length >= maxResults) picked.pop();
    picked.push(protection);
    picked.sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b));
  }
  for (const c of candidates) {
    if (picked.length >= Math.min(MIN_RESULTS, maxResults)) break;
    const group = alternativesOf(c.entry.strategy.id);
    if (!picked.some((p) => group.includes(p.entry.strategy.id))) picked.push(c);
  }

  return picked.map((c, i) => ({
    rank: i + 1,
    strategy: c.entry.strategy,
    priority: priorityFor(c.netBenefit, ctx.netWorth),
    netBenefit: c.netBenefit,
    analysis: c.analysis,
    reasons: c.reasons,
    timeline: c.entry.timeline,
    steps: c.entry.steps,
  }));
}
