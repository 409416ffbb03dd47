import type { CostBenefitAnalysis } from '@strata/contracts';
import { getCatalogueEntry, type StrategyContext } from '../catalogue';
import { liquidAssets } from '../catalogue/sizing';
import type { VariableKey } from '../formula';
import {
  incomeTaxFlows,
  presentValueOf,
  SAVES_ON_A_SALE,
  savesOnASaleNotProjected,
  withinBaselineTax,
  type Flows,
} from './income-tax-years';
import { FRONT_LOADED_YEARS } from '../catalogue/entries-estate';
import { ASSET_AMOUNT, ASSET_OF, GIFTS_OF_SHARES, MECHANISMS } from './mechanisms';
import {
  valueByMechanism,
  valueWithoutEstateChange,
  type PlanContext,
  type StrategyValue,
} from './value-strategy';

/** One recommended strategy as the plan takes it: its catalogue figures and formula inputs. */
export interface PlanInput {
  strategyId: string;
  costBenefit: CostBenefitAnalysis;
  inputs: Partial<Record<VariableKey, number>>;
}

export interface PlannedStrategy {
  strategyId: string;
  /** Its value on its own, against the baseline. */
  alone: StrategyValue;
  /**
   * Its value as the plan applies it, before its share is taken: the same as `alone` unless
   * strategies ranked above it took annual exclusions it would have used.
   */
  applied: StrategyValue;
  /**
   * What it adds to the plan once assets and exemption are shared: its share of its asset or
   * exemption, the estate tax saved beyond the strategies ranked before it, and in all.
   */
  inPlan: { savings: number; share: number; transferTaxSaved: number; incomeTaxSaved: number };
  /**
   * The income tax it saves in the plan by year (nominal), within what the baseline pays; absent
   * for a saving on a sale the baseline does not project, or without a baseline to fit.
   */
  incomeTaxByYear?: Flows;
  /** What held it below its whole: its asset or the exemption, taken by those ranked above. */
  limitedBy?: 'asset' | 'exemption';
  /** What it takes from each ledger of assets (the plan's one ledger), by ledger. */
  taken: Record<string, number>;
  /** Ten-year costs in today's dollars, premiums apart. */
  costs: number;
  /** Ten years of life insurance premiums in today's dollars: the price of the death benefit. */
  premiums: number;
}

export interface HouseholdPlan {
  strategies: PlannedStrategy[];
  totals: {
    incomeTaxSaved: number;
    /**
     * Income tax the strategies, each against its own alternative, would save beyond what the
     * baseline pays in a year (today's dollars): not counted.
     */
    incomeTaxBeyondBaseline: number;
    transferTaxSaved: number;
    /** Nominal, at the last death: never more than the baseline's death taxes. */
    transferTaxSavedAtDeath: number;
    taxDeferred: number;
    lostStepUp: number;
    liquidity: number;
    costs: number;
    net: number;
    protectionCosts: number;
    /** Premiums buy the death benefit (liquidity): never netted against the tax saved. */
    premiums: number;
    /**
     * Estate tax the premiums given to a trust for a new policy would have paid had they stayed
     * in the estate (today's dollars): it goes with the premiums, not in the tax saved, since
     * money spent on a policy is not a saving.
     */
    premiumsTaxSaved: number;
  };
  exemption: { available: number; used: number };
  /** The combined change to the estate at the last death (nominal) the death taxes were worked out on. */
  estateChange: { reduction: number; exemptionUsed: number; dsueUsed: number };
  deathYear: number;
}

/** What the plan shares out, and the baseline's taxes it cannot save more than. */
export interface PlanBudget {
  exemption: number;
  ledger: Record<string, number>;
  baselineDeathTax?: number;
  /** The baseline's income tax (federal and state) by year, where it projects years. */
  incomeTaxByYear?: Record<number, number>;
  /** The year the baseline sells the business, where it projects the sale the notes plan. */
  businessSaleYear?: number;
}

export class PlanInvariantError extends Error {
  constructor(message: string) {
    super(`Plan refused: ${message}`);
    this.name = 'PlanInvariantError';
  }
}

/** Present value of the yearly increments of a cumulative series (year 1 discounted once). */
function presentValue(cumulative: number[], rate: number): number {
  return cumulative.reduce(
    (pv, total, i) => pv + (total - (cumulative[i - 1] ?? 0)) / (1 + rate) ** (i + 1),
    0,
  );
}

/** A strategy without a mechanism: the income tax its catalogue formula saves, or protection. */
function formulaValue(input: PlanInput, ctx: PlanContext): StrategyValue {
  const entry = getCatalogueEntry(input.strategyId)!;
  const protection = entry.benefitKind === 'protection';
  const pv = protection
    ? 0
    : presentValue(
        (input.costBenefit.tenYear ?? []).map((p) => p.cumulativeBenefit),
        ctx.discountRate,
      );
  return valueWithoutEstateChange(protection ? 'protection' : 'income-tax', {
    incomeTaxSaved: pv,
    arrives: { kind: entry.benefitTiming === 'once' ? 'now' : 'yearly' },
    workings: protection
      ? ['Protection and planning: no tax saving is claimed.']
      : [
          `The catalogue formula's ten-year income tax saving, in today's dollars: ${Math.round(pv).toLocaleString('en-US')}.`,
        ],
  });
}

/** The value of one strategy on its own. */
export function valueOf(input: PlanInput, ctx: PlanContext): StrategyValue {
  const entry = getCatalogueEntry(input.strategyId);
  if (!entry) throw new RangeError(`Unknown strategy '${input.strategyId}'`);
  const mechanism = MECHANISMS[input.strategyId];
  // An estate figure is never the catalogue formula's (a flat rate on a projection to 90): it
  // is the household's death taxes with and without the strategy, through its mechanism.
  if (!mechanism && entry.benefitKind === 'estate')
    throw new RangeError(`Strategy '${input.strategyId}' has an estate benefit but no mechanism`);
  const value = mechanism
    ? valueByMechanism(mechanism, input.inputs, ctx, {
        formulaBenefit: input.costBenefit.potentialSavings,
        premiums: input.costBenefit.costBreakdown.lifeInsurancePremiums ?? 0,
      })
    : formulaValue(input, ctx);
  const taken = ASSET_AMOUNT[input.strategyId];
  const withAsset = taken ? { ...value, assetUsed: Math.max(0, input.inputs[taken] ?? 0) } : value;
  // A front-loaded 529 gift is five years of each donor's exclusion for each beneficiary
  // (IRC 529(c)(2)(B)): yearly gifts to the same people have none left in those years.
  const frontLoaded = input.strategyId === 'PLAN_529' ? (input.inputs.frontLoadedGifts ?? 0) : 0;
  return frontLoaded > 0
    ? {
        ...withAsset,
        exclusionsPerYear: frontLoaded / FRONT_LOADED_YEARS,
        exclusionYears: FRONT_LOADED_YEARS,
      }
    : withAsset;
}

/**
 * The ledgers a strategy takes its asset from, in order. A gift given from the investments
 * may, where the notes plan a sale of the business, also give its shares before the sale:
 * their gain is taxed on the sale either way, and a founder's wealth is often all shares.
 */
function ledgersOf(strategyId: string, ctx: PlanContext): string[] {
  const asset = ASSET_OF[strategyId];
  if (!asset) return [];
  if (Array.isArray(asset)) return asset;
  return asset === 'investments' && ctx.positionSoldBeforeDeath && GIFTS_OF_SHARES.has(strategyId)
    ? [asset, 'position-or-business']
    : [asset];
}

/** What each ledger holds before any strategy takes from it. */
export function ledgerOf(ctx: StrategyContext): Record<string, number> {
  return {
    'position-or-business': Math.max(ctx.positionValue, ctx.businessValue),
    'sale-of-position-or-business':
      Math.max(ctx.positionValue, ctx.businessValue) || liquidAssets(ctx),
    residence: ctx.residenceValue,
    investments: liquidAssets(ctx),
    'investment-real-estate': ctx.investmentRealEstate,
    // The giving the notes state, a year.
    giving: ctx.charitableGiving,
  };
}

/**
 * The recommended strategies applied together: ranked by net value, each taking what is left
 * of its asset and of the federal exemption (a dollar or a share serves one strategy; an
 * exemption is used once), the estate tax saved worked out once on the combined change (the
 * estate's marginal rate falls as it shrinks), and refused loudly if it breaks an invariant.
 */
/** A strategy's ten-year costs in today's dollars, and apart from them the premiums of a policy held to pay the tax. */
export function costsOf(
  input: PlanInput,
  alone: StrategyValue,
  ctx: PlanContext,
): { costs: number; premiums: number } {
  const tenYear = input.costBenefit.tenYear ?? [];
  // A protection policy's premiums stay in its costs.
  const premium =
    alone.mechanism === 'insurance'
      ? (input.costBenefit.costBreakdown.lifeInsurancePremiums ?? 0)
      : 0;
  const premiums = presentValue(
    tenYear.map((p) => premium * p.year),
    ctx.discountRate,
  );
  const costs =
    presentValue(
      tenYear.map((p) => p.cumulativeCost),
      ctx.discountRate,
    ) - premiums;
  return { costs, premiums };
}

export function buildPlan(
  inputs: PlanInput[],
  ctx: PlanContext,
  budget: PlanBudget,
): HouseholdPlan {
  const valued = inputs.map((input) => {
    const alone = valueOf(input, ctx);
    return { input, alone, ...costsOf(input, alone, ctx) };
  });
  // Ranked on everything each costs, premiums included: a policy does not jump the queue.
  const net = (v: (typeof valued)[number]) => v.alone.savings - v.costs - v.premiums;
  const order = [...valued].sort((a, b) => net(b) - net(a));
  const left = { ...budget.ledger };
  let exemptionLeft = budget.exemption;
  const discount = (1 + ctx.discountRate) ** Math.max(0, ctx.deathYear - ctx.taxYear);
  const ceiling = budget.baselineDeathTax ?? Infinity;
  // The estate change of the strategies taken so far, and the death taxes it saves, worked out
  // on the combined change: the estate's marginal rate falls as it shrinks, so no dollar of it
  // is taxed at 40% twice, and never more than the baseline's death taxes.
  const change = { reduction: 0, exemptionUsed: 0, dsueUsed: 0 };
  const savedAtDeath = () =>
    Math.min(ctx.deathTaxSaved(change.reduction, change.exemptionUsed, change.dsueUsed), ceiling);
  const planned = new Map<string, PlannedStrategy>();
  let transferAtDeath = 0;
  // Each donee's annual exclusion serves one gift a year: yearly gifts, premium gifts to a
  // trust and a 529's front-loaded gift share them, the later one valued on what is left (its
  // premiums above it use exemption). One that takes them for fewer years than the gifts run
  // (a 529's five) takes its average over their years.
  const exclusionsTakenBy: { perYear: number; years?: number }[] = [];
  const horizon = Math.max(1, ctx.deathYear - ctx.taxYear);
  const exclusionsOf = (i: PlanInput['inputs']) =>
    (i.donors ?? 0) * (i.donees ?? 0) * (i.annualExclusion ?? 0);
  const exclusionsTaken = () =>
    exclusionsTakenBy.reduce(
      (t, e) => t + (e.perYear * Math.min(e.years ?? horizon, horizon)) / horizon,
      0,
    );
  // A 529's front-loaded gift, valued by its formula, is scaled to the exclusions left.
  const byExclusions = (v: (typeof valued)[number]) => {
    const all = exclusionsOf(v.input.inputs);
    const wanted = v.alone.exclusionsPerYear ?? 0;
    if (MECHANISMS[v.input.strategyId] || wanted <= 0 || all <= 0) return 1;
    return Math.max(0, Math.min(1, (all - exclusionsTaken()) / wanted));
  };
  const withExclusionsLeft = (v: (typeof valued)[number]): StrategyValue => {
    const i = v.input.inputs;
    const all = exclusionsOf(i);
    const taken = exclusionsTaken();
    if (!v.alone.exclusionsPerYear || taken <= 0 || all <= 0 || !MECHANISMS[v.input.strategyId])
      return v.alone;
    const share = Math.max(0, 1 - taken / all);
    return valueOf({ ...v.input, inputs: { ...i, donees: (i.donees ?? 0) * share } }, ctx);
  };
  for (const v of order) {
    const value = withExclusionsLeft(v);
    const sources = ledgersOf(v.input.strategyId, ctx);
    const available = sources.reduce((t, k) => t + Math.max(0, left[k] ?? 0), 0);
    const byAsset =
      sources.length > 0 && value.assetUsed > 0 ? Math.min(1, available / value.assetUsed) : 1;
    const byExemption =
      value.exemptionUsed > 0 ? Math.min(1, exemptionLeft / value.exemptionUsed) : 1;
    // One that loses money as valued (a gift whose lost step-up outweighs the tax it saves) is
    // answered in its recommendation but not applied: the plan takes none of it.
    const scale =
      value.savings < 0 ? 0 : Math.max(0, Math.min(byAsset, byExemption, byExclusions(v)));
    const taken: Record<string, number> = {};
    let toTake = value.assetUsed * scale;
    for (const k of sources) {
      const t = Math.min(Math.max(0, left[k] ?? 0), toTake);
      left[k] = (left[k] ?? 0) - t;
      taken[k] = t;
      toTake -= t;
    }
    exemptionLeft -= value.exemptionUsed * scale;
    change.exemptionUsed += value.exemptionUsed * scale;
    if (value.exclusionsPerYear)
      exclusionsTakenBy.push({
        perYear: value.exclusionsPerYear * scale,
        ...(value.exclusionYears ? { years: value.exclusionYears } : {}),
      });
    const estate = value.estateChange;
    if (estate) {
      change.reduction += estate.reduction * scale;
      change.dsueUsed += estate.dsueUsed * scale;
    }
    const before = transferAtDeath;
    transferAtDeath = Math.max(before, savedAtDeath());
    // What this strategy adds to the plan: the estate tax the combined change saves beyond
    // what the strategies before it saved, and its own income tax, deferral and lost step-up.
    const transfer = (transferAtDeath - before) / discount;
    planned.set(v.input.strategyId, {
      strategyId: v.input.strategyId,
      alone: v.alone,
      applied: value,
      inPlan: {
        savings: transfer + (value.incomeTaxSaved + value.taxDeferred - value.lostStepUp) * scale,
        share: scale,
        transferTaxSaved: transfer,
        incomeTaxSaved: value.incomeTaxSaved * scale,
      },
      ...(scale < 1 && value.savings >= 0
        ? { limitedBy: byAsset <= byExemption ? ('asset' as const) : ('exemption' as const) }
        : {}),
      taken,
      costs: v.costs,
      premiums: v.premiums,
    });
  }
  const strategies = valued.map((v) => planned.get(v.input.strategyId)!);
  const beyondBaseline = budget.incomeTaxByYear
    ? countIncomeTaxWithinBaseline(
        strategies,
        inputs,
        ctx,
        budget.incomeTaxByYear,
        budget.businessSaleYear,
      )
    : 0;
  const exemptionUsed = change.exemptionUsed;
  const total = (pick: (s: PlannedStrategy) => number) =>
    strategies.reduce((sum, s) => sum + pick(s), 0);
  // A new policy's estate tax saved is the tax its premiums would have paid: spent on the
  // policy, they buy its death benefit, and the tax they no longer pay goes with them.
  const onPremiums = total((s) => (s.applied.liquidity > 0 ? s.inPlan.transferTaxSaved : 0));
  const totals = {
    incomeTaxSaved: total((s) => s.inPlan.incomeTaxSaved),
    incomeTaxBeyondBaseline: beyondBaseline,
    transferTaxSaved: total((s) => s.inPlan.transferTaxSaved) - onPremiums,
    transferTaxSavedAtDeath: transferAtDeath - onPremiums * discount,
    taxDeferred: total((s) => s.applied.taxDeferred * s.inPlan.share),
    lostStepUp: total((s) => s.applied.lostStepUp * s.inPlan.share),
    liquidity: total((s) => s.applied.liquidity * s.inPlan.share),
    // A strategy the plan leaves out costs nothing; protection's cost buys protection, not tax.
    costs: total((s) => (s.inPlan.share > 0 && s.alone.mechanism !== 'protection' ? s.costs : 0)),
    protectionCosts: total((s) => (s.alone.mechanism === 'protection' ? s.costs : 0)),
    premiums: total((s) => (s.inPlan.share > 0 ? s.premiums : 0)),
    premiumsTaxSaved: onPremiums,
    net: 0,
  };
  totals.net =
    totals.incomeTaxSaved +
    totals.transferTaxSaved +
    totals.taxDeferred -
    totals.lostStepUp -
    totals.costs;
  const plan: HouseholdPlan = {
    strategies,
    totals,
    exemption: { available: budget.exemption, used: exemptionUsed },
    estateChange: { ...change },
    deathYear: ctx.deathYear,
  };
  assertPlan(plan, budget);
  return plan;
}

/**
 * Cuts each strategy's income tax saved in the plan to what the baseline pays, year by year
 * (withinBaselineTax). A saving on the sale of the business the baseline projects falls in the
 * year of that sale; one on a sale the baseline does not project stands against that sale.
 * Returns what is left out, in today's dollars.
 */
function countIncomeTaxWithinBaseline(
  strategies: PlannedStrategy[],
  inputs: PlanInput[],
  ctx: PlanContext,
  paid: Record<number, number>,
  businessSaleYear: number | undefined,
): number {
  // The heirs' income tax a legacy paid from the pre-tax accounts saves is not the household's.
  const subject = strategies.filter(
    (s) =>
      s.inPlan.incomeTaxSaved !== 0 &&
      s.alone.mechanism !== 'legacy-from-pretax' &&
      !savesOnASaleNotProjected(s.strategyId, businessSaleYear),
  );
  const tenYear = (id: string) => inputs.find((i) => i.strategyId === id)?.costBenefit.tenYear;
  const firstYear = (id: string) =>
    SAVES_ON_A_SALE.has(id) ? (businessSaleYear ?? ctx.taxYear) : ctx.taxYear;
  const flows = subject.map((s) =>
    incomeTaxFlows(s.applied, tenYear(s.strategyId) ?? [], firstYear(s.strategyId), s.inPlan.share),
  );
  const { counted, beyond } = withinBaselineTax(flows, (year) => paid[year] ?? 0);
  const pv = (f: Flows) => presentValueOf(f, ctx.taxYear, ctx.discountRate);
  subject.forEach((s, i) => {
    const all = pv(flows[i]!);
    const kept = all > 0 ? Math.min(1, pv(counted[i]!) / all) : 1;
    const cut = s.inPlan.incomeTaxSaved * (1 - kept);
    s.inPlan.incomeTaxSaved -= cut;
    s.inPlan.savings -= cut;
    s.incomeTaxByYear = counted[i];
  });
  return pv(beyond);
}

/** The invariants a CPA would check first; a plan that breaks one is refused, never shown. */
export function assertPlan(plan: HouseholdPlan, budget: PlanBudget): void {
  const cents = 0.01;
  if (plan.exemption.used > budget.exemption + cents)
    throw new PlanInvariantError(
      `uses ${plan.exemption.used} of exemption where ${budget.exemption} exists`,
    );
  if (
    budget.baselineDeathTax !== undefined &&
    plan.totals.transferTaxSavedAtDeath > budget.baselineDeathTax + cents
  )
    throw new PlanInvariantError(
      `saves ${plan.totals.transferTaxSavedAtDeath} of death taxes where the baseline pays ${budget.baselineDeathTax}`,
    );
  const used: Record<string, number> = {};
  for (const s of plan.strategies)
    for (const [asset, amount] of Object.entries(s.taken))
      used[asset] = (used[asset] ?? 0) + amount;
  for (const [asset, amount] of Object.entries(used))
    if (amount > (budget.ledger[asset] ?? 0) + cents)
      throw new PlanInvariantError(`overdraws ${asset}: ${amount} of ${budget.ledger[asset] ?? 0}`);
  for (const s of plan.strategies)
    if (!Number.isFinite(s.inPlan.savings))
      throw new PlanInvariantError(`${s.strategyId} has no finite value`);
}
