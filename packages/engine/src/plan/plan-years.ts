import type { Baseline, PlanAtLastDeath, PlanYear } from '@strata/contracts';
import { formatUsd as usd } from '../formula';
import type { HouseholdPlan, PlanInput } from './build-plan';
import {
  addTo,
  addYearly,
  businessSaleIn,
  savesOnASaleNotProjected,
  type Flows,
} from './income-tax-years';
import type { PlanContext } from './value-strategy';

export interface PlanOverYears {
  years: PlanYear[];
  atLastDeath: PlanAtLastDeath;
  notes: string[];
}

/** Carried to `year` at `rate` from the year each amount falls in (discounted if later). */
function valueIn(flows: Flows, year: number, rate: number): number {
  let total = 0;
  for (const [y, amount] of flows) total += amount * (1 + rate) ** (year - y);
  return total;
}

/**
 * The plan against the baseline over the years: the baseline's taxes year by year, the same less
 * what the plan saves when it saves it, the plan's costs, and at the last death what reaches
 * the heirs and charity. Income tax saved and costs fall in the years of their ten-year series;
 * the estate tax saved, and the heirs' gains tax on a lost step-up, at the last death. Money the
 * plan saves or spends is carried to that death at the discount rate, as its figures are
 * brought to today's dollars. The plan is the one built against this baseline's income tax
 * (PlanBudget.incomeTaxByYear). Only what the baseline pays can be saved: income tax saved
 * beyond the baseline's income tax in a year, and tax put off from a sale or a death the
 * baseline does not tax, are named and left out.
 */
export function planOverYears(
  plan: HouseholdPlan,
  inputs: PlanInput[],
  ctx: PlanContext,
  baseline: Baseline,
): PlanOverYears | undefined {
  const last = baseline.atLastDeath;
  if (!last || baseline.years.length === 0) return undefined;
  const r = ctx.discountRate;
  const toDeath = (1 + r) ** Math.max(0, last.year - ctx.taxYear);
  const costs: Flows = new Map();
  const charityDuringLife: Flows = new Map();
  // The income tax saved, within what the baseline pays each year (as the plan counts it).
  const counted: Flows = new Map();
  let onASale = 0;
  let charityAtDeath = 0;
  plan.strategies.forEach((s, i) => {
    const k = s.inPlan.share;
    if (k <= 0) return;
    addYearly(costs, inputs[i]!.costBenefit.tenYear ?? [], 'cumulativeCost', ctx.taxYear);
    if (savesOnASaleNotProjected(s.strategyId, businessSaleIn(baseline)))
      onASale += s.inPlan.incomeTaxSaved;
    for (const [year, amount] of s.incomeTaxByYear ?? []) addTo(counted, year, amount);
    const v = s.applied;
    for (const f of v.toCharity?.flows ?? [])
      if (v.toCharity?.deducted) charityAtDeath += f.amount * k;
      else addTo(charityDuringLife, f.year, f.amount * k);
  });
  // What charity receives during life leaves the estate too: the death taxes on it are not
  // paid, though the heirs do not receive it (the strategies' saving leaves it out).
  const charityGrown = valueIn(charityDuringLife, last.year, ctx.growth);
  const change = plan.estateChange;
  const baselineDeathTaxes = last.federal + last.state;
  const deathTaxSaved = Math.min(
    baselineDeathTaxes,
    ctx.deathTaxSaved(change.reduction + charityGrown, change.exemptionUsed, change.dsueUsed),
  );
  const heirsGainsTax = plan.totals.lostStepUp * toDeath;
  const insurance = plan.totals.liquidity;
  const carried = valueIn(counted, last.year, r) - valueIn(costs, last.year, r);
  // What charity receives would have grown in the estate as the baseline's wealth does.
  const toHeirs =
    last.toHeirs +
    deathTaxSaved -
    heirsGainsTax +
    insurance +
    carried -
    charityGrown -
    charityAtDeath;

  let baselineTaxes = 0;
  let planTaxes = 0;
  let planCosts = 0;
  const years = baseline.years
    .filter((y) => y.year <= last.year)
    .map((y): PlanYear => {
      const taxes = y.incomeTax.federal + y.incomeTax.state + y.deathTax.federal + y.deathTax.state;
      const atDeath = y.year === last.year ? heirsGainsTax - deathTaxSaved : 0;
      baselineTaxes += taxes;
      planTaxes += taxes - (counted.get(y.year) ?? 0) + atDeath;
      planCosts += costs.get(y.year) ?? 0;
      return {
        year: y.year,
        baselineTaxes: Math.round(baselineTaxes),
        planTaxes: Math.round(planTaxes),
        planCosts: Math.round(planCosts),
      };
    });
  const lifeTotal = [...charityDuringLife.values()].reduce((a, b) => a + b, 0);
  const notes = [
    `Income tax saved and costs fall in the years of each strategy's ten-year figures; the estate tax saved${heirsGainsTax > 0 ? ", and the heirs' gains tax on the lost step-up (if they sell)," : ''} at the last death, ${last.year}.`,
    `What the plan saves and spends is carried to ${last.year} at the ${+(r * 100).toFixed(2)}% discount rate, the rate its figures are brought to today's dollars at.`,
    ...(plan.totals.incomeTaxBeyondBaseline >= 1
      ? [
          `The strategies, each figured against its own alternative (a larger income, a gain realized), would save more income tax in some years than the baseline pays in them (${usd(plan.totals.incomeTaxBeyondBaseline)} in today's dollars): only the baseline's tax is counted, here and in the plan's figures.`,
        ]
      : []),
    ...(onASale > 0.5
      ? [
          `Income tax saved on a sale the baseline does not project (worth ${usd(onASale)} today) is left out here: it stands against that sale.`,
        ]
      : []),
    ...(plan.totals.taxDeferred > 0
      ? [
          `Tax put off (worth ${usd(plan.totals.taxDeferred)} today) is left out here: the tax is paid later, not saved; its value is the use of the money in between.`,
        ]
      : []),
    ...(plan.totals.protectionCosts > 0 || plan.totals.premiums > 0
      ? [
          `The costs include what protection and insurance cost; what they protect against is not valued here, and a policy's death benefit counts only where it pays the tax.`,
        ]
      : []),
    ...(lifeTotal > 0
      ? [
          `The plan gives charity ${usd(lifeTotal)} during life; ${charityGrown - lifeTotal >= 1 ? `with its growth, ${usd(charityGrown)} that is` : 'it is'} not in the estate at the last death, so its estate tax is not paid either, though the heirs do not receive it.`,
        ]
      : []),
  ];
  return {
    years,
    atLastDeath: {
      year: last.year,
      baseline: {
        deathTaxes: Math.round(baselineDeathTaxes),
        toHeirs: Math.round(last.toHeirs),
        toCharity: Math.round(last.toCharity),
      },
      plan: {
        deathTaxes: Math.round(baselineDeathTaxes - deathTaxSaved),
        heirsGainsTax: Math.round(heirsGainsTax),
        insurance: Math.round(insurance),
        toHeirs: Math.round(toHeirs),
        toCharity: Math.round(last.toCharity + charityAtDeath),
        toCharityDuringLife: Math.round(lifeTotal),
      },
    },
    notes,
  };
}
