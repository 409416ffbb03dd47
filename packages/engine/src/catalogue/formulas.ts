import { add, defineFormula, div, max, min, mul, pow, sub, v } from '../formula';
import type { Expr, Formula, VariableKey } from '../formula';
import { HORIZON_YEARS, type CostModel, type EntryDefinition, type CatalogueEntry } from './types';

/** (1 + Growth Rate) ^ Years */
export const growth = (): Expr => pow(add(1, v('growthRate')), v('years'));
/** (1 + rate) ^ Years */
export const compounded = (rate: VariableKey): Expr => pow(add(1, v(rate)), v('years'));
/** 1 − 1 ÷ (1 + Discount Rate) ^ Years: the value of paying a tax Years later instead of now. */
export const deferralFactor = (): Expr =>
  sub(1, div(1, pow(add(1, v('discountRate')), v('years'))));

/**
 * Federal and state estate tax on an amount kept out of the estate, counting only the part of
 * the estate above each exemption (a $3M estate saves no federal estate tax).
 */
export const estateSavings = (amount: Expr): Expr =>
  add(
    mul(min(amount, v('estateAboveFederalExemption')), v('federalEstateTaxRate')),
    mul(min(amount, v('estateAboveStateExemption')), v('stateEstateTaxRate')),
  );

/** Growth above a hurdle rate that passes to heirs (GRAT, CLAT, note sales, family loans); none below it. */
export const growthAboveHurdle = (amount: VariableKey, hurdle: VariableKey): Expr =>
  max(0, mul(v(amount), sub(growth(), compounded(hurdle))));

/** Tax on a gain that is deferred or excluded. */
export const gainTax = (gain: VariableKey): Expr => mul(v(gain), v('capitalGainsTaxRate'));

/** Deduction today at the current rate against income taxed later at a lower rate, each year. */
export const rateArbitrage = (amount: VariableKey): Expr =>
  mul(v(amount), sub(v('marginalTaxRate'), v('retirementTaxRate')), v('years'));

/** Capital gains tax avoided on Roth growth over the horizon (contributions spread over it). */
export const taxFreeGrowth = (annualAmount: VariableKey): Expr =>
  mul(
    v(annualAmount),
    v('years'),
    // On average a contribution grows for the horizon less half the years they are made in.
    sub(pow(add(1, v('growthRate')), sub(HORIZON_YEARS, div(v('years'), 2))), 1),
    v('capitalGainsTaxRate'),
  );

/** State tax on income accumulated in a trust outside the resident's state. */
export const stateTrustSavings = (): Expr =>
  mul(v('trustAssets'), v('incomeYield'), v('stateIncomeTaxRate'), v('years'));

/** Ten-year cost: Setup + (Annual Fee + Maintenance + Premium) × Years. */
export function costModel(parts: {
  setup: Expr;
  annual?: Expr;
  maintenance?: Expr;
  premium?: Expr;
}): CostModel {
  const recurring = [parts.annual, parts.maintenance, parts.premium].filter(
    (p): p is Expr => p !== undefined,
  );
  const [first, ...rest] = recurring;
  const expr =
    first === undefined ? parts.setup : add(parts.setup, mul(add(first, ...rest), v('years')));
  return { ...parts, formula: defineFormula('Setup + Annual Fees', expr) };
}

/** The commonest cost model: a setup fee, then an annual fee each year. */
export function setupAndAnnualFees(): CostModel {
  return costModel({ setup: v('setupFee'), annual: v('annualFee') });
}

export const benefit = (type: string, expr: Expr): Formula => defineFormula(type, expr);

/** Builds the wire DTO and engine entry from one definition. */
export function defineEntry(def: EntryDefinition): CatalogueEntry {
  return {
    strategy: {
      id: def.id,
      name: def.name,
      category: def.category,
      description: def.description,
      benefitCalculation: def.benefit.toCalculation(),
      costCalculation: def.cost.formula.toCalculation(),
      lifeInsuranceComponent: def.lifeInsuranceComponent ?? 'N/A',
      annuityComponent: def.annuityComponent ?? 'N/A',
      applicableNetWorth: def.applicableNetWorth,
      regulatoryDisclosures: def.regulatoryDisclosures,
      videoTrainingUrl: `/training/${def.id}/video`,
      textTrainingUrl: `/training/${def.id}/text`,
    },
    benefit: def.benefit,
    benefitKind: def.benefitKind,
    benefitTiming: def.benefitTiming,
    endsWithTheBusiness: def.endsWithTheBusiness ?? false,
    endsAtRetirement: def.endsAtRetirement ?? false,
    cost: def.cost,
    requires: def.requires ?? [],
    triggers: def.triggers ?? [],
    fees: def.fees,
    sizing: def.sizing,
    ...(def.notes ? { notes: def.notes } : {}),
    inputs: def.inputs,
    timeline: def.timeline,
    steps: def.steps,
  };
}

/** The benefit of a strategy whose value is protection, a document or planning: no tax saving is claimed. */
export const noTaxSaving = (): Formula => defineFormula('Tax Saved', v('noTaxSaving'));

type ProtectionDefinition = Omit<
  EntryDefinition,
  'benefit' | 'benefitKind' | 'benefitTiming' | 'cost' | 'inputs'
> & {
  cost?: CostModel;
  inputs?: EntryDefinition['inputs'];
};

/**
 * A strategy valued as protection, documents or planning (insurance, wills, trusts for care,
 * claiming decisions): it shows its cost and claims no tax saving, since protection is not one.
 */
export function protectionEntry(def: ProtectionDefinition): CatalogueEntry {
  const inputs = def.inputs ?? (() => ({}));
  return defineEntry({
    ...def,
    benefit: noTaxSaving(),
    benefitKind: 'protection',
    benefitTiming: 'once',
    cost: def.cost ?? setupAndAnnualFees(),
    inputs: (ctx) => ({ noTaxSaving: 0, ...inputs(ctx) }),
  });
}
