import type { CostBenefitAnalysis, FigureMath } from '@strata/contracts';
import { formatUsd } from '../formula';
import type { PlannedStrategy } from './build-plan';
import { valueOf, type PlanInput } from './build-plan';
import type { PlanContext, StrategyValue } from './value-strategy';

const round = Math.round;

/**
 * The catalogue formula's own horizon and estate projection: replaced, for a strategy valued
 * against the household, by the baseline's last death and discount rate (plan-context.ts).
 */
const FORMULA_HORIZON = /^(?:Horizon \d+ years|Estate projected )/;
const ESTATE_HORIZON = /^Estate projected /;
const pct = (r: number) => `${+(r * 100).toFixed(2)}%`;

/**
 * The sensitivity lines: the strategy valued again with growth, discount rate, year of death
 * and the estate tax law moved. A change that leaves the value where it is (growth, for a
 * deferral) is named once rather than repeated as a line.
 */
function sensitivity(input: PlanInput, ctx: PlanContext, costs: number): string {
  const base = Math.round(valueOf(input, ctx).savings);
  const scenarios: [string, Partial<PlanContext>][] = [
    [`Growth ${pct(ctx.growth - 0.02)}`, { growth: ctx.growth - 0.02 }],
    [`Growth ${pct(ctx.growth + 0.02)}`, { growth: ctx.growth + 0.02 }],
    [`Discount rate ${pct(ctx.discountRate + 0.01)}`, { discountRate: ctx.discountRate + 0.01 }],
    [`Last death five years earlier (${ctx.deathYear - 5})`, { deathYear: ctx.deathYear - 5 }],
    [`Last death five years later (${ctx.deathYear + 5})`, { deathYear: ctx.deathYear + 5 }],
    ...(ctx.lawChange
      ? [
          [ctx.lawChange.label, { deathTaxSaved: ctx.lawChange.deathTaxSaved }] as [
            string,
            Partial<PlanContext>,
          ],
        ]
      : []),
  ];
  const moved: string[] = [];
  const unchanged: string[] = [];
  for (const [label, changed] of scenarios) {
    const savings = Math.round(valueOf(input, { ...ctx, ...changed }).savings);
    if (savings === base) unchanged.push(label);
    else
      moved.push(`${label}: saves ${formatUsd(savings)}, net ${formatUsd(round(savings - costs))}`);
  }
  const still = unchanged.length > 0 ? ` Unchanged with ${unchanged.join('; ')}.` : '';
  return `Base: saves ${formatUsd(base)}. ${moved.join('. ')}${moved.length > 0 ? '.' : ''}${still} In today's dollars; costs ${formatUsd(round(costs))}.`;
}

/** The ten-year chart: costs as they are paid, the benefit in the year it arrives. */
function chart(
  cba: CostBenefitAnalysis,
  value: StrategyValue,
  ctx: PlanContext,
): CostBenefitAnalysis['tenYear'] {
  const arrival =
    value.arrives.kind === 'at-death'
      ? value.arrives.year - ctx.taxYear
      : value.arrives.kind === 'now'
        ? 1
        : 0;
  return (cba.tenYear ?? []).map((p) => ({
    ...p,
    cumulativeBenefit: arrival >= 1 && p.year >= arrival ? round(value.savings) : 0,
  }));
}

function payback(tenYear: NonNullable<CostBenefitAnalysis['tenYear']>): number | null {
  // The year from which the cumulative benefit covers the cumulative cost to the horizon.
  const covered = (p: (typeof tenYear)[number]) =>
    p.cumulativeBenefit > 0 && p.cumulativeBenefit >= p.cumulativeCost;
  const lastShort = tenYear.findLastIndex((p) => !covered(p));
  return lastShort === tenYear.length - 1 ? null : (tenYear[lastShort + 1]?.year ?? null);
}

/**
 * Where the plan counts less of an income strategy's saving than its own figure: the baseline
 * pays less income tax in some years than the strategies together would save (decision 0036).
 */
function withinThePlan(planned: PlannedStrategy): string[] {
  const counted = planned.inPlan.incomeTaxSaved;
  const own = planned.alone.incomeTaxSaved;
  // The giving a QCD and a fund would both use goes once.
  if (planned.inPlan.share <= 0 && own >= 1 && planned.limitedBy === 'asset')
    return [
      'Within the plan it adds nothing: what it would use is taken by the strategies recommended above it',
    ];
  if (planned.inPlan.share <= 0 || own - counted < 1) return [];
  return [
    `Within the plan, ${formatUsd(round(counted))} of its ${formatUsd(round(own))} in today's dollars is counted: together the recommended strategies would save more income tax than is paid in some years, and only the tax paid can be saved`,
  ];
}

/**
 * A strategy's SPEC figures from its value in the plan (issue 13): savings in today's dollars
 * and net of the lost step-up, a benefit at a death dated there (no payback before it), ROI
 * and NPV on present values, the sensitivity recomputed. Income tax strategies without a
 * mechanism keep the catalogue's figures.
 */
export function honestCostBenefit(
  cba: CostBenefitAnalysis,
  planned: PlannedStrategy,
  input: PlanInput,
  ctx: PlanContext,
  deathLabel: string,
  assumptions: string[],
): CostBenefitAnalysis {
  const value = planned.alone;
  if (value.mechanism === 'income-tax' || value.mechanism === 'protection')
    return {
      ...cba,
      keyBenefits: [...cba.keyBenefits, ...withinThePlan(planned)],
      // The formulas' own estate projection (to age 90) is not this strategy's and not the
      // baseline's: the baseline's last death is the one estate horizon.
      calculations: {
        ...cba.calculations,
        assumptions: cba.calculations.assumptions.filter((a) => !ESTATE_HORIZON.test(a)),
      },
      benefitArrives: { kind: value.arrives.kind === 'now' ? 'now' : 'yearly' },
    };
  const savings = round(value.savings);
  // A policy's premiums are part of what it costs (the estimated cost beside it includes them):
  // its return is measured on them too, though they buy the death benefit, not a tax saving.
  const costs = planned.costs + (value.mechanism === 'insurance' ? planned.premiums : 0);
  const roi = costs > 0 ? round(((value.savings - costs) / costs) * 1000) / 10 : 0;
  const tenYear = chart(cba, value, ctx);
  const atDeath = value.arrives.kind === 'at-death';
  const estate = round(value.transferTaxSaved - value.lostStepUp);
  const n = ctx.deathYear - ctx.taxYear;
  const workings = value.workings.join(' ');
  const inputs = {
    'Growth rate': ctx.growth,
    'Discount rate': ctx.discountRate,
    'Years to the last death': n,
    'Exemption used': round(value.exemptionUsed),
    'Lost step-up (today)': round(value.lostStepUp),
  };
  const fig = (label: string, formula: string, v: number): FigureMath => ({
    label,
    formula,
    inputs,
    taxYear: ctx.taxYear,
    value: v,
  });
  const { paybackPeriod: _old, ...math } = cba.math ?? {};
  const keyBenefits = [
    atDeath
      ? `${formatUsd(savings)} in today's dollars, arriving at the ${deathLabel} (about ${ctx.deathYear})`
      : `${formatUsd(savings)} in today's dollars`,
    ...(value.lostStepUp > 0
      ? [
          `Net of ${formatUsd(round(value.lostStepUp))} of gains tax heirs pay on the lost step-up (today's dollars)`,
        ]
      : []),
    ...(value.liquidity > 0
      ? [
          `${formatUsd(round(value.liquidity))} of death benefit to pay the estate tax: liquidity, not a saving`,
        ]
      : []),
    ...(planned.inPlan.share < 1
      ? [
          `Within the plan it can use ${Math.round(planned.inPlan.share * 100)}% of its asset or exemption: ${formatUsd(round(planned.inPlan.savings))}`,
        ]
      : // All of its asset, but less value: other strategies took the annual exclusions
        // it gives within, or the estate tax it saves.
        planned.inPlan.savings < 0.99 * savings
        ? [
            `Within the plan, with the other strategies, it adds ${formatUsd(round(planned.inPlan.savings))}`,
          ]
        : []),
    atDeath
      ? `Payback and return are measured at the ${deathLabel}, not within ten years`
      : `Net present value ${formatUsd(round(value.savings - costs))}`,
  ];
  const tenYearPayback = payback(tenYear ?? []);
  return {
    ...cba,
    potentialSavings: savings,
    savingsBreakdown: {
      taxSavings: 0,
      estateTaxSavings: atDeath ? estate : 0,
      netPresentValue: round(value.savings - costs),
      totalTenYear: savings,
    },
    roi,
    paybackPeriod: atDeath ? null : tenYearPayback,
    calculations: {
      formula: workings,
      assumptions: [
        ...cba.calculations.assumptions.filter((a) => !FORMULA_HORIZON.test(a)),
        ...assumptions,
      ],
      sensitivityAnalysis: sensitivity(input, ctx, costs),
    },
    keyBenefits,
    math: {
      ...math,
      potentialSavings: fig('Potential Savings (today’s dollars)', workings, savings),
      'savingsBreakdown.totalTenYear': fig('Total Savings (today’s dollars)', workings, savings),
      'savingsBreakdown.estateTaxSavings': fig(
        'Estate Tax Savings (today’s dollars, net of the lost step-up)',
        workings,
        atDeath ? estate : 0,
      ),
      'savingsBreakdown.taxSavings': fig('Annual Tax Savings', 'No income tax saved each year', 0),
      'savingsBreakdown.netPresentValue': fig(
        'Net Present Value',
        'Savings in today’s dollars − ten-year costs in today’s dollars',
        round(value.savings - costs),
      ),
      roi: fig('ROI (%)', '(Savings − costs) ÷ costs × 100, both in today’s dollars', roi),
    },
    tenYear,
    benefitArrives:
      value.arrives.kind === 'at-death'
        ? { kind: 'at-death', year: value.arrives.year, label: deathLabel }
        : {
            kind: 'now',
            ...(value.arrives.deferredYears ? { deferredYears: value.arrives.deferredYears } : {}),
            ...(value.arrives.deferredYears && value.incomeTaxSaved >= 1
              ? { deferredValue: round(value.taxDeferred) }
              : {}),
          },
  };
}
