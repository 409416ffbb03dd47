import type { CostBenefitAnalysis, FigureMath, TenYearPoint } from '@strata/contracts';
import { getCatalogueEntry } from '../catalogue';
import type { CatalogueEntry, StrategyContext } from '../catalogue';
import { defineFormula, formatUsd, labelOf } from '../formula';
import type { Expr, Formula, FormulaInputs, VariableKey } from '../formula';
import type { ClientFacts } from '../types';
import { HORIZON_YEARS, buildContext } from './context';
import type { CalcOptions } from './context';

/** One strategy's figures for one set of inputs, before rounding into the analysis. */
interface Evaluation {
  inputs: FormulaInputs;
  benefitTotal: number;
  setup: number;
  annual: number;
  maintenance: number;
  premium: number;
  benefitByYear: number[];
  costByYear: number[];
}

const round = Math.round;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The years a strategy runs within the horizon: all ten; for a yearly benefit the business
 * provides, the years until the notes' planned sale of the business; for one paid from work
 * (contributions from pay), the years until the client's planned retirement.
 */
export function activeYears(entry: CatalogueEntry, ctx: StrategyContext): number {
  return Math.min(
    HORIZON_YEARS,
    (entry.endsWithTheBusiness && ctx.businessYears) || HORIZON_YEARS,
    (entry.endsAtRetirement && ctx.workingYears) || HORIZON_YEARS,
  );
}

/** The inputs a catalogue formula is evaluated with: shared rates, the entry's fees, its sizing. */
export function strategyInputs(entry: CatalogueEntry, ctx: StrategyContext): FormulaInputs {
  return { ...ctx.common, years: activeYears(entry, ctx), ...entry.fees, ...entry.inputs(ctx) };
}

/** Share of the ten-year benefit that has arrived by the end of each year. */
function benefitShares(entry: CatalogueEntry, growthRate: number, active: number): number[] {
  const years = Array.from({ length: HORIZON_YEARS }, (_, i) => i + 1);
  switch (entry.benefitTiming) {
    case 'once':
      return years.map(() => 1);
    case 'annual':
      return years.map((y) => Math.min(y, active) / active);
    case 'accrued': {
      // Appreciation builds up like compound growth, so later years carry more of it.
      const g = growthRate > 0 ? growthRate : 1e-9;
      return years.map((y) => ((1 + g) ** y - 1) / ((1 + g) ** HORIZON_YEARS - 1));
    }
  }
}

function evaluate(entry: CatalogueEntry, ctx: StrategyContext): Evaluation {
  const inputs = strategyInputs(entry, ctx);
  const part = (label: string, expr: Expr | undefined) =>
    expr === undefined ? 0 : defineFormula(label, expr).evaluate(inputs);
  const benefitTotal = entry.benefit.evaluate(inputs);
  const setup = part('Setup Costs', entry.cost.setup);
  const annual = part('Annual Fees', entry.cost.annual);
  const maintenance = part('Maintenance Costs', entry.cost.maintenance);
  const premium = part('Life Insurance Premiums', entry.cost.premium);
  const active = activeYears(entry, ctx);
  const shares = benefitShares(entry, ctx.common.growthRate ?? 0, active);
  const benefitByYear = shares.map((s, i) => benefitTotal * (s - (shares[i - 1] ?? 0)));
  const costByYear = shares.map(
    (_, i) => (i === 0 ? setup : 0) + (i < active ? annual + maintenance + premium : 0),
  );
  return { inputs, benefitTotal, setup, annual, maintenance, premium, benefitByYear, costByYear };
}

function cumulative(xs: number[]): number[] {
  let total = 0;
  return xs.map((x) => (total += x));
}

/** Years until cumulative benefit reaches cumulative cost (setup paid at the start), or null. */
function paybackYears(e: Evaluation): number | null {
  const cumB = cumulative(e.benefitByYear);
  const cumC = cumulative(e.costByYear);
  // Paid back from the year the cumulative net turns non-negative and stays so to the horizon:
  // a benefit front-loaded in year one that later fees overtake never pays back.
  const nets = [-e.setup];
  for (let y = 1; y <= HORIZON_YEARS; y++) nets.push((cumB[y - 1] ?? 0) - (cumC[y - 1] ?? 0));
  if ((nets.at(-1) ?? -1) < 0) return null;
  let y = HORIZON_YEARS;
  while (y > 1 && nets[y - 1]! >= 0) y -= 1;
  const previous = nets[y - 1]!;
  const net = nets[y]!;
  const fraction = previous >= 0 ? 0 : -previous / (net - previous);
  return Math.round((y - 1 + fraction) * 10) / 10;
}

const npv = (e: Evaluation, rate: number): number =>
  sum(e.benefitByYear.map((b, i) => (b - (e.costByYear[i] ?? 0)) / (1 + rate) ** (i + 1)));

const inputsByLabel = (formula: Formula, inputs: FormulaInputs): Record<string, number> =>
  Object.fromEntries(formula.keys.map((k: VariableKey) => [labelOf(k), Number(inputs[k])]));

/**
 * The formula evaluated again with growth and the tax rates moved; a change that leaves the
 * figure where it is (growth, for a tax deferred) is named once instead of repeated.
 */
function sensitivity(entry: CatalogueEntry, ctx: StrategyContext): string {
  const base = ctx.common;
  const g = base.growthRate ?? 0;
  const lower = (key: VariableKey) => Math.max(0, (base[key] ?? 0) - 0.05);
  const scenarios: [string, StrategyContext['common']][] = [
    [`Growth ${+((g - 0.02) * 100).toFixed(2)}%`, { growthRate: g - 0.02 }],
    [`Growth ${+((g + 0.02) * 100).toFixed(2)}%`, { growthRate: g + 0.02 }],
    [
      'Tax rates 5 points lower',
      {
        marginalTaxRate: lower('marginalTaxRate'),
        federalMarginalRate: lower('federalMarginalRate'),
        capitalGainsTaxRate: lower('capitalGainsTaxRate'),
        federalCapitalGainsRate: lower('federalCapitalGainsRate'),
        federalEstateTaxRate: lower('federalEstateTaxRate'),
      },
    ],
  ];
  const at = (common: StrategyContext['common']) => {
    const e = evaluate(entry, { ...ctx, common: { ...base, ...common } });
    return { savings: round(e.benefitTotal), cost: sum(e.costByYear) };
  };
  const start = at({}).savings;
  const moved: string[] = [];
  const unchanged: string[] = [];
  for (const [label, common] of scenarios) {
    const { savings, cost } = at(common);
    if (savings === start) unchanged.push(label);
    else moved.push(`${label}: savings ${formatUsd(savings)}, net ${formatUsd(savings - cost)}`);
  }
  return (
    [
      `Base: savings ${formatUsd(start)}`,
      ...moved,
      ...(unchanged.length > 0 ? [`Unchanged with ${unchanged.join('; ')}`] : []),
    ].join('. ') + '.'
  );
}

/**
 * Ten-year cost-benefit analysis of one catalogue strategy for one client. Deterministic:
 * every figure comes from the catalogue formulas, the facts (with documented defaults) and
 * the tax table of `options.taxYear`, rounded to whole dollars.
 */
export function computeCostBenefit(
  strategyId: string,
  facts: ClientFacts,
  options: CalcOptions = {},
): CostBenefitAnalysis {
  const entry = getCatalogueEntry(strategyId);
  if (!entry) throw new RangeError(`Unknown strategy '${strategyId}'`);
  const { ctx, assumptions } = buildContext(facts, options);
  const e = evaluate(entry, ctx);
  const year = ctx.taxYear;
  const discountRate = ctx.common.discountRate ?? 0;

  const recurring = e.annual + e.maintenance + e.premium;
  const active = activeYears(entry, ctx);
  const totalCost = round(sum(e.costByYear));
  const totalBenefit = round(e.benefitTotal);
  const isEstate = entry.benefitKind === 'estate';
  const taxSavingsAnnual = isEstate ? 0 : round(e.benefitTotal / active);
  const estateTaxSavings = isEstate ? totalBenefit : 0;
  const netPresentValue = round(npv(e, discountRate));
  const roi = totalCost > 0 ? Math.round(((totalBenefit - totalCost) / totalCost) * 1000) / 10 : 0;
  const payback = paybackYears(e);
  const hasInsurance = entry.cost.premium !== undefined;

  const cumB = cumulative(e.benefitByYear);
  const cumC = cumulative(e.costByYear);
  const tenYear: TenYearPoint[] = cumB.map((b, i) => ({
    year: i + 1,
    cumulativeCost: round(cumC[i] ?? 0),
    cumulativeBenefit: round(b),
  }));

  const costText = entry.cost.formula.substitute(e.inputs);
  const benefitText = entry.benefit.substitute(e.inputs);
  const fig = (
    label: string,
    formula: string,
    inputs: Record<string, number>,
    value: number,
  ): FigureMath => ({
    label,
    formula,
    inputs,
    taxYear: year,
    value,
  });
  const partMath = (label: string, expr: Expr | undefined, value: number) => {
    const f = defineFormula(label, expr ?? { kind: 'const', value: 0 });
    return fig(label, f.render(), inputsByLabel(f, e.inputs), value);
  };
  const math: Record<string, FigureMath> = {
    potentialSavings: fig(
      'Potential Savings (10 years)',
      entry.benefit.render(),
      inputsByLabel(entry.benefit, e.inputs),
      totalBenefit,
    ),
    estimatedCost: fig(
      'Estimated Cost (10 years)',
      entry.cost.formula.render(),
      inputsByLabel(entry.cost.formula, e.inputs),
      totalCost,
    ),
    'costBreakdown.setupCosts': partMath('Setup Costs', entry.cost.setup, round(e.setup)),
    'costBreakdown.annualFees': partMath('Annual Fees', entry.cost.annual, round(e.annual)),
    'costBreakdown.maintenanceCosts': partMath(
      'Maintenance Costs',
      entry.cost.maintenance,
      round(e.maintenance),
    ),
    'costBreakdown.totalTenYear': fig(
      '10-Year Total Cost',
      entry.cost.formula.render(),
      inputsByLabel(entry.cost.formula, e.inputs),
      totalCost,
    ),
    'savingsBreakdown.taxSavings': fig(
      'Annual Tax Savings',
      `Annual Tax Savings = ${isEstate ? '0 (estate benefit)' : `${entry.benefit.type} ÷ Years`}`,
      { [entry.benefit.type]: totalBenefit, Years: active },
      taxSavingsAnnual,
    ),
    'savingsBreakdown.estateTaxSavings': fig(
      'Estate Tax Savings',
      isEstate ? entry.benefit.render() : 'Estate Tax Savings = 0 (income tax benefit)',
      isEstate ? inputsByLabel(entry.benefit, e.inputs) : {},
      estateTaxSavings,
    ),
    'savingsBreakdown.netPresentValue': fig(
      'Net Present Value',
      'NPV = Σ (Benefit in Year t − Cost in Year t) ÷ (1 + Discount Rate) ^ t, t = 1..10',
      {
        'Discount Rate': discountRate,
        [entry.benefit.type]: totalBenefit,
        'Ten-Year Cost': totalCost,
      },
      netPresentValue,
    ),
    'savingsBreakdown.totalTenYear': fig(
      '10-Year Total Savings',
      entry.benefit.render(),
      inputsByLabel(entry.benefit, e.inputs),
      totalBenefit,
    ),
    roi: fig(
      'ROI (%)',
      'ROI = (Potential Savings − Estimated Cost) ÷ Estimated Cost × 100',
      { 'Potential Savings': totalBenefit, 'Estimated Cost': totalCost },
      roi,
    ),
  };
  if (hasInsurance)
    math['costBreakdown.lifeInsurancePremiums'] = partMath(
      'Life Insurance Premiums',
      entry.cost.premium,
      round(e.premium),
    );
  if (payback !== null) {
    math.paybackPeriod = fig(
      'Payback Period (years)',
      'Payback = first year cumulative benefit ≥ cumulative cost (interpolated within the year)',
      { 'Setup Costs': round(e.setup), 'Yearly Cost': round(recurring) },
      payback,
    );
  }

  const feeNotes = Object.entries(entry.fees).map(([k, value]) => {
    const shown = typeof value === 'number' && value >= 100 ? formatUsd(value) : String(value);
    return `${labelOf(k as VariableKey)} ${shown} (catalogue assumption).`;
  });
  const net = totalBenefit - totalCost;

  return {
    estimatedCost: totalCost,
    potentialSavings: totalBenefit,
    costBreakdown: {
      setupCosts: round(e.setup),
      annualFees: round(e.annual),
      maintenanceCosts: round(e.maintenance),
      ...(hasInsurance ? { lifeInsurancePremiums: round(e.premium) } : {}),
      totalTenYear: totalCost,
    },
    savingsBreakdown: {
      taxSavings: taxSavingsAnnual,
      estateTaxSavings,
      netPresentValue,
      totalTenYear: totalBenefit,
    },
    roi,
    paybackPeriod: payback,
    calculations: {
      formula: `${benefitText}; ${costText}`,
      assumptions: [
        `Tax year ${year}.`,
        ...assumptions,
        ...entry.sizing,
        ...(entry.notes?.(ctx) ?? []),
        ...(active < HORIZON_YEARS
          ? [
              `The business provides it, and the notes plan to sell the business: its yearly benefit and fees are counted for the ${active === 1 ? 'year' : `${active} years`} before the sale.`,
            ]
          : []),
        ...feeNotes,
      ],
      sensitivityAnalysis: sensitivity(entry, ctx),
    },
    keyBenefits: [
      `${entry.benefit.type}: ${formatUsd(totalBenefit)} over ${HORIZON_YEARS} years (tax year ${year})`,
      `Net benefit after costs: ${formatUsd(net)}`,
      `Net present value at ${+(discountRate * 100).toFixed(2)}%: ${formatUsd(netPresentValue)}`,
      payback === null
        ? `Does not pay back within ${HORIZON_YEARS} years`
        : payback === 0
          ? 'Pays back within the first year'
          : `Pays back in ${payback} ${payback === 1 ? 'year' : 'years'}`,
    ],
    math,
    tenYear,
  };
}
