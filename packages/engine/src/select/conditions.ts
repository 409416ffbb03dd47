import type { FactCondition, StrategyContext } from '../catalogue';
import { formatUsd } from '../formula';
import { hasPassThroughEntityTax, stateEstateTaxRule } from '../tax';
import type { Fact } from '../types';

/** Why a fact condition holds, with the source text it was read from. */
export interface SelectionReason {
  /** The catalogue condition that holds, for reasons drawn from an entry's requires/triggers. */
  condition?: FactCondition;
  text: string;
  /** The snippet of the notes or documents the fact came from. */
  source: string;
}

type Check = (
  ctx: StrategyContext,
) => { text: string; fact: Fact<unknown> | undefined } | undefined;

export const ASSET_PROTECTION_GOAL = 'Protect assets from creditors';
const HIGH_INCOME = 400_000;
const HIGH_TAX_STATE_RATE = 0.06;
/** States whose anti-ING rules tax incomplete-gift non-grantor trusts as grantor trusts. */
const ANTI_ING_STATES = new Set(['CA', 'NY']);

const entityOf = (ctx: StrategyContext) => ctx.facts.business?.value.entityType;
/** A pass-through (S corp, partnership, LLC, sole proprietorship, practice) or an unnamed entity. */
const isPassThrough = (ctx: StrategyContext) =>
  !!ctx.facts.business && entityOf(ctx) !== 'C corporation';
const crossBorderHas = (ctx: StrategyContext, ...labels: string[]) =>
  labels.some((l) => ctx.facts.crossBorder?.value.includes(l) ?? false);

const when = (ok: boolean, text: string, fact: Fact<unknown> | undefined) =>
  ok ? { text, fact } : undefined;
const pct = (rate: number) => `${+(rate * 100).toFixed(2)}%`;
const stateRate = (ctx: StrategyContext) => ctx.common.stateIncomeTaxRate ?? 0;

const CHECKS: Record<FactCondition, Check> = {
  business: (ctx) =>
    when(
      !!ctx.facts.business,
      `Owns a business (${ctx.facts.business?.value.description})`,
      ctx.facts.business,
    ),
  concentratedPosition: (ctx) =>
    when(
      !!ctx.facts.concentratedPosition,
      `Concentrated position (${ctx.facts.concentratedPosition?.value.description})`,
      ctx.facts.concentratedPosition,
    ),
  lowBasisPosition: (ctx) =>
    when(
      !!ctx.facts.concentratedPosition && ctx.positionBasis <= 0.5 * ctx.positionValue,
      `Low-basis position: basis ${formatUsd(ctx.positionBasis)} on ${formatUsd(ctx.positionValue)}`,
      ctx.facts.concentratedPosition,
    ),
  charitableIntent: (ctx) => {
    const giving = ctx.facts.annualCharitableGiving;
    if (ctx.facts.charitableIntent?.value)
      return { text: 'Charitable intent', fact: ctx.facts.charitableIntent };
    return when(
      !!giving && giving.value > 0,
      `Gives ${formatUsd(giving?.value ?? 0)} a year to charity`,
      giving,
    );
  },
  stateIncomeTax: (ctx) =>
    when(
      stateRate(ctx) > 0,
      `Resident of ${ctx.state} (top income tax rate ${pct(stateRate(ctx))})`,
      ctx.facts.state,
    ),
  highTaxState: (ctx) =>
    when(
      stateRate(ctx) >= HIGH_TAX_STATE_RATE,
      `High-tax state ${ctx.state} (${pct(stateRate(ctx))})`,
      ctx.facts.state,
    ),
  ingEffectiveState: (ctx) =>
    when(
      stateRate(ctx) > 0 && !ANTI_ING_STATES.has(ctx.state ?? ''),
      `${ctx.state} taxes income (${pct(stateRate(ctx))}) and has no anti-ING rule`,
      ctx.facts.state,
    ),
  stateEstateTax: (ctx) => {
    const rule = ctx.state ? stateEstateTaxRule(ctx.state, ctx.taxYear) : undefined;
    return when(
      !!rule,
      `${ctx.state} has an estate tax (exemption ${formatUsd(rule?.exemption ?? 0)})`,
      ctx.facts.state,
    );
  },
  heirs: (ctx) =>
    when(
      ctx.children + ctx.grandchildren > 0,
      `${ctx.children} children and ${ctx.grandchildren} grandchildren`,
      ctx.children > 0 ? ctx.facts.children : ctx.facts.grandchildren,
    ),
  grandchildren: (ctx) =>
    when(ctx.grandchildren > 0, `${ctx.grandchildren} grandchildren`, ctx.facts.grandchildren),
  married: (ctx) => when(ctx.isMarried, 'Married', ctx.facts.maritalStatus),
  realEstate: (ctx) =>
    when(
      ctx.investmentRealEstate + ctx.residenceValue > 0,
      'Owns real estate',
      ctx.facts.realEstateValue ??
        ctx.facts.investmentRealEstateValue ??
        ctx.facts.primaryResidenceValue,
    ),
  investmentRealEstate: (ctx) =>
    when(
      ctx.investmentRealEstate > 0,
      `Investment real estate ${formatUsd(ctx.investmentRealEstate)}`,
      ctx.facts.investmentRealEstateValue ?? ctx.facts.realEstateValue,
    ),
  primaryResidence: (ctx) =>
    when(
      ctx.residenceValue > 0,
      `Residence worth ${formatUsd(ctx.residenceValue)}`,
      ctx.facts.primaryResidenceValue,
    ),
  retirementAccounts: (ctx) =>
    when(
      ctx.retirementBalance > 0,
      `Pre-tax retirement accounts ${formatUsd(ctx.retirementBalance)}`,
      ctx.facts.retirementAccounts,
    ),
  highIncome: (ctx) =>
    when(
      ctx.income >= HIGH_INCOME,
      `High income (${formatUsd(ctx.income)})`,
      ctx.facts.annualIncome,
    ),
  aboveRothLimit: (ctx) => {
    const limit = ctx.table.federal.retirement.rothPhaseOutEnd[ctx.filingStatus].value;
    return when(
      ctx.income > limit,
      `Income ${formatUsd(ctx.income)} above the Roth IRA limit ${formatUsd(limit)}`,
      ctx.facts.annualIncome,
    );
  },
  insuranceNeed: (ctx) => {
    const cover = ctx.facts.lifeInsuranceCoverage;
    return when(
      !!cover && cover.value < 0.1 * ctx.netWorth,
      `Life cover ${formatUsd(cover?.value ?? 0)} is under 10% of net worth`,
      cover,
    );
  },
  taxableEstate: (ctx) => {
    const federal = ctx.common.estateAboveFederalExemption ?? 0;
    const state = ctx.common.estateAboveStateExemption ?? 0;
    return when(
      federal > 0 || state > 0,
      federal > 0
        ? `Estate ${formatUsd(federal)} above the federal exemption`
        : `Estate ${formatUsd(state)} above the ${ctx.state} exemption`,
      ctx.facts.netWorth,
    );
  },
  crossBorder: (ctx) =>
    when(
      !!ctx.facts.crossBorder,
      `Cross-border: ${ctx.facts.crossBorder?.value}`,
      ctx.facts.crossBorder,
    ),
  age60: (ctx) => when((ctx.age ?? 0) >= 60, `Age ${ctx.age}`, ctx.facts.ages[0]),
  cCorporation: (ctx) =>
    when(entityOf(ctx) === 'C corporation', 'The business is a C corporation', ctx.facts.business),
  passThroughBusiness: (ctx) =>
    when(
      isPassThrough(ctx),
      `Pass-through business (${entityOf(ctx) ?? 'entity not named'})`,
      ctx.facts.business,
    ),
  qbiEligible: (ctx) => {
    // A specified service business loses the deduction once income passes the phase-in range.
    const fed = ctx.table.federal.income;
    const ceiling =
      fed.qbiThreshold[ctx.filingStatus].value + fed.qbiPhaseInRange[ctx.filingStatus].value;
    const isService = ctx.facts.business?.value.isServiceBusiness ?? false;
    return when(
      isPassThrough(ctx) && (!isService || ctx.income < ceiling),
      isService
        ? `Service business with income ${formatUsd(ctx.income)} under the 199A phase-out end ${formatUsd(ceiling)}`
        : 'Pass-through business outside the specified service trades',
      ctx.facts.business,
    );
  },
  ptetState: (ctx) =>
    when(
      !!ctx.state && stateRate(ctx) > 0 && hasPassThroughEntityTax(ctx.state),
      `${ctx.state} offers a pass-through entity tax election`,
      ctx.facts.state,
    ),
  nonCitizenSpouse: (ctx) =>
    when(
      ctx.isMarried && crossBorderHas(ctx, 'non-citizen spouse'),
      'Spouse is not a US citizen',
      ctx.facts.crossBorder,
    ),
  foreignAssets: (ctx) =>
    when(
      crossBorderHas(
        ctx,
        'foreign assets',
        'foreign property',
        'dual citizenship',
        'non-US citizenship',
        'moving',
      ),
      `Foreign ties: ${ctx.facts.crossBorder?.value}`,
      ctx.facts.crossBorder,
    ),
  renouncingCitizenship: (ctx) =>
    when(
      crossBorderHas(ctx, 'renouncing citizenship'),
      'Considering giving up US citizenship',
      ctx.facts.crossBorder,
    ),
  movingToUs: (ctx) =>
    when(crossBorderHas(ctx, 'moving to the US'), 'Moving to the US', ctx.facts.crossBorder),
  employerPlan: (ctx) =>
    when(!!ctx.facts.employerPlan?.value, 'Employed with a 401(k) plan', ctx.facts.employerPlan),
  employerStockInPlan: (ctx) => {
    const position = ctx.facts.concentratedPosition;
    // Where the notes say where the shares are held, that decides (IRC 402(e)(4) needs them in
    // the plan); otherwise employer stock named beside a plan balance.
    const inPlan =
      position?.value.inRetirementPlan ??
      /employer stock|company stock|\bNUA\b|net unrealized/i.test(
        `${position?.source ?? ''} ${position?.value.description ?? ''}`,
      );
    return when(
      inPlan && ctx.retirementBalance > 0,
      'Employer stock held in a retirement plan',
      position,
    );
  },
  depreciableRealEstate: (ctx) => {
    // Land is not depreciable: farmland or acreage alone gives cost segregation nothing to reclassify.
    const source =
      ctx.facts.investmentRealEstateValue?.source ?? ctx.facts.realEstateValue?.source ?? '';
    const landOnly =
      /\b(?:farm ?land|land|acres?|acreage|timberland|ranch ?land)\b/i.test(source) &&
      !/\b(?:rental|building|apartment|commercial|office|warehouse|retail|multifamily|industrial)/i.test(
        source,
      );
    return when(
      ctx.investmentRealEstate > 0 && !landOnly,
      `Depreciable investment real estate ${formatUsd(ctx.investmentRealEstate)}`,
      ctx.facts.investmentRealEstateValue ?? ctx.facts.realEstateValue,
    );
  },
  working: (ctx) =>
    when(!ctx.facts.isRetired?.value, 'Still working (earned income)', ctx.facts.annualIncome),
  estateTaxGoal: (ctx) => {
    const goal = ctx.facts.goals.find((g) => g.value === 'Minimize estate taxes');
    return when(!!goal, 'Wants to reduce estate tax', goal);
  },
  assetProtectionGoal: (ctx) => {
    const goal = ctx.facts.goals.find((g) => g.value === ASSET_PROTECTION_GOAL);
    return when(!!goal, 'Wants to protect assets from creditors', goal);
  },
  liabilityExposure: (ctx) => {
    const exposure = ctx.facts.liabilityExposure;
    return when(!!exposure, `Liability exposure: ${exposure?.value}`, exposure);
  },
  // 70 stands in for 70½: ages in the notes are whole years.
  age70: (ctx) => when((ctx.age ?? 0) >= 70, `Age ${ctx.age}`, ctx.facts.ages[0]),
};

/** The reason a condition holds for this client, or undefined when it does not. */
export function checkCondition(
  condition: FactCondition,
  ctx: StrategyContext,
): SelectionReason | undefined {
  const hit = CHECKS[condition](ctx);
  return hit ? { condition, text: hit.text, source: hit.fact?.source ?? '' } : undefined;
}
