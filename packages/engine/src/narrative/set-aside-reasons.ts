import { ASSET_OF, type PlannedStrategy, type StrategyValue } from '../plan';
import { usd } from './wording';

/**
 * Why a strategy valued against the household is answered in 'considered' and left out of the
 * plan, in the advisor's words with its own figures.
 */

/** It loses money as valued: the lost step-up outweighs its estate saving, or its own cost does. */
export function losesMoneyReason(value: StrategyValue, savedIfHeirsHold: number): string {
  return value.lostStepUp > 0
    ? `Valued against this household it would save ${usd(savedIfHeirsHold)} of estate tax in today's dollars if the heirs keep what they receive, but if they sell, the gains tax on the lost step-up (${usd(value.lostStepUp)}) outweighs the estate tax it saves: ${usd(-value.savings)} lost in all.`
    : `Valued against this household it would cost ${usd(-value.savings)} in today's dollars: ${value.workings.join(' ')}`;
}

/** What it saves does not pay for what it costs, both in today's dollars. */
export function costsMoreReason(value: StrategyValue, costs: number): string {
  const saved =
    value.savings < 0
      ? `it would cost ${usd(-value.savings)} in tax`
      : `it saves ${usd(value.savings)}`;
  return `valued against this household ${saved} in today's dollars, against ${usd(costs)} of costs over ten years`;
}

/** It saves nothing at all: a gift between spouses, nothing to give, or no death tax to cut. */
export function savesNothingReason(value: StrategyValue): string {
  const why =
    value.mechanism === 'within-household' || value.unitsKept
      ? value.workings[0]
      : value.assetUsed === 0 && value.mechanism !== 'estate-reduction'
        ? 'the facts list nothing it could move (investments or cash beside the business and real estate).'
        : 'no death tax reaches the estate at the last death on the baseline.';
  return `Valued against this household it saves no tax: ${why}`;
}

/** Within the plan it adds nothing: its asset or the exemption is taken, or the estate tax is. */
export function addsNothingReason(
  strategyId: string,
  planned: PlannedStrategy,
  exemptionAvailable: number,
): string {
  const alone = usd(planned.alone.savings);
  if (planned.inPlan.share > 0)
    return `Adds nothing within the plan: the strategies recommended above it already take the estate tax it would save (${alone} in today's dollars on its own), and it would still lose the step-up on what it moves.`;
  if (planned.limitedBy === 'exemption')
    return `Adds nothing within the plan: the strategies recommended above it use all ${usd(exemptionAvailable)} of the exemption it would use (${alone} in today's dollars on its own).`;
  return `Adds nothing within the plan: ${nothingToMove(strategyId)} (${alone} in today's dollars on its own, had it something to move).`;
}

/** Why a transfer gets none of its asset within the plan: the ledger it gives from is empty. */
function nothingToMove(strategyId: string): string {
  const asset = ASSET_OF[strategyId];
  const what = Array.isArray(asset)
    ? 'the real estate and business it would hold are'
    : asset === 'residence'
      ? 'the home it would give is'
      : asset === 'investments'
        ? 'the investments and cash it would give (beside the business and real estate) are'
        : asset === 'sale-of-position-or-business'
          ? 'the sale of the business or the position it would use (one sale strategy per share) is'
          : asset === 'giving'
            ? 'the yearly giving it would use (made once: from the IRA or through a fund) is'
            : 'the business or the position it would move is';
  return `${what} taken by the strategies recommended above it, or the facts list none: it has nothing to move`;
}
