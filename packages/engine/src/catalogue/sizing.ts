import type { StrategyContext } from './types';
import { stateMarginalRate } from '../calc/taxable-income';
import { livesInNewYorkCity } from '../projection/household';
import { capitalGainsRate, niitRate, taxableIncomeAfterStandardDeduction } from '../tax';

export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** The asset a transfer would use: the concentrated position or business if known, at most `share` of net worth. */
export function anchorAsset(ctx: StrategyContext, share: number): number {
  const cap = share * ctx.netWorth;
  const known = Math.max(ctx.positionValue, ctx.businessValue);
  return roundTo(known > 0 ? Math.min(cap, known) : cap, 1_000);
}

/** Net worth not tied up in the business, real estate, homes, policies or retirement accounts. */
export const liquidAssets = (ctx: StrategyContext): number =>
  Math.max(
    0,
    ctx.netWorth -
      ctx.businessValue -
      ctx.investmentRealEstate -
      ctx.residenceValue -
      ctx.personalAssets -
      ctx.retirementBalance,
  );

/**
 * What a family partnership holds: the investment real estate and the closely held business.
 * Listed securities stay held directly, at their market value: no discount is taken on them.
 * An S corporation's stock stays out: a partnership is not an eligible S shareholder (IRC
 * 1361(b)(1)(B)), and the election would end.
 */
export const partnershipProperty = (ctx: StrategyContext): number =>
  ctx.investmentRealEstate + (isSCorporation(ctx) ? 0 : ctx.businessValue);

export const isSCorporation = (ctx: StrategyContext): boolean =>
  ctx.facts.business?.value.entityType === 'S corporation';

/** Annual life insurance premium per dollar of death benefit, by age (an assumption, not a quote). */
export function premiumRateForAge(age: number | undefined): number {
  if (age === undefined) return 0.02;
  if (age < 50) return 0.01;
  if (age < 65) return 0.02;
  return 0.035;
}

/**
 * Death benefit sized to the projected estate tax in today's dollars (the tax at the projection
 * year discounted at the discount rate), at least $1M. The policy is re-sized as the estate grows.
 */
export function estateTaxLiquidityNeed(ctx: StrategyContext): number {
  const c = ctx.common;
  const tax =
    (c.estateAboveFederalExemption ?? 0) * (c.federalEstateTaxRate ?? 0) +
    (c.estateAboveStateExemption ?? 0) * (c.stateEstateTaxRate ?? 0);
  const today = tax / (1 + (c.discountRate ?? 0)) ** (c.estateYears ?? 0);
  return Math.max(1_000_000, roundTo(today, 100_000));
}

/** Embedded gain in the concentrated position. */
export const positionGain = (ctx: StrategyContext): number =>
  Math.max(0, ctx.positionValue - ctx.positionBasis);

/** Gain on the business: its value less the owner's basis (stated, else 20% of value). */
export const businessGain = (ctx: StrategyContext): number =>
  roundTo(Math.max(0, ctx.businessValue - ctx.businessBasis), 1_000);

/** The state's tax on a gain: its marginal rate with the gain on top of the year's income. */
export function stateTaxOnGain(ctx: StrategyContext, gain: number): number {
  if (!ctx.state) return 0;
  const taxable = taxableIncomeAfterStandardDeduction(ctx.income, ctx.filingStatus, ctx.taxYear);
  return roundTo(
    gain *
      stateMarginalRate(
        ctx.state,
        taxable + gain,
        ctx.filingStatus,
        ctx.taxYear,
        livesInNewYorkCity(ctx.facts),
      ),
    1,
  );
}

/**
 * The rate on a gain with the gain on top of the year's income: a large gain is taxed at 20%
 * and the 3.8% NIIT even when the notes give no other income (federal, plus the state's rate).
 */
export function rateOnGain(ctx: StrategyContext, gain: number): number {
  const taxable = taxableIncomeAfterStandardDeduction(ctx.income, ctx.filingStatus, ctx.taxYear);
  const federal =
    capitalGainsRate(taxable + gain, ctx.filingStatus, ctx.taxYear) +
    niitRate(ctx.income + gain, ctx.filingStatus, ctx.taxYear);
  return federal + stateRateOnGain(ctx, gain);
}

/** The state's tax on a gain as a share of it (none for no gain). */
export const stateRateOnGain = (ctx: StrategyContext, gain: number): number =>
  gain > 0 ? stateTaxOnGain(ctx, gain) / gain : 0;
