import {
  charitableDeductionRates,
  DEFAULT_TAX_YEAR,
  federalEstateTax,
  getTaxYear,
  isStateCode,
  marginalRate,
  stateEstateTax,
  stateEstateTaxRule,
  stateTopRate,
  type FilingStatus,
} from '../tax';
import { returnTaxableIncome, stateMarginalRate } from '../calc/taxable-income';
import { US_STATES } from '../facts/state-facts';
import { assumedSavingsRate } from '../projection/assumptions';
import {
  electedDsue,
  exemptionAlreadyUsed,
  livesInNewYorkCity,
  estatesOf,
  exclusionsOf,
  plansAsCouple,
  policiesInEstate,
} from '../projection/household';
import type { ClientFacts } from '../types';

/** Share of gross income assumed saved when the notes give no spending (see meta.notes). */

/** The client's figures and tax position that every sentence of the narrative draws on. */
export interface ClientPicture {
  facts: ClientFacts;
  taxYear: number;
  netWorth?: number;
  totalAssets: number;
  totalLiabilities: number;
  income?: number;
  savingsRate: number;
  isSavingsRateEstimated: boolean;
  filingStatus: FilingStatus;
  isMarried: boolean;
  age?: number;
  spouseAge?: number;
  stateCode?: string;
  stateName?: string;
  plannedStateName?: string;
  /** The state the client moved from, and whether it taxes income (a residency claim matters). */
  formerStateName?: string;
  formerStateTaxesIncome: boolean;
  federalMarginalRate?: number;
  /** The state's rate on the last dollar of this income; its top rate when income is unknown. */
  stateIncomeRate?: number;
  /** True when stateIncomeRate is the top rate (no income to place in the brackets). */
  stateRateIsTop: boolean;
  /** A New York City resident: the city's income tax is in stateIncomeRate. */
  newYorkCity: boolean;
  /** What a dollar given to charity saves: federal (after IRC 68) and the state's if allowed. */
  charitableDeduction?: { federal: number; stateAllows: boolean; total: number };
  /**
   * Federal basic exclusion available: doubled for a married couple (portability), with the
   * late spouse's elected DSUE for a widow or widower.
   */
  estateExemption: number;
  /** The elected DSUE within estateExemption (0 when none is stated). */
  lateSpouseExclusion: number;
  /** Exemption the household's lifetime taxable gifts already used (out of estateExemption). */
  exemptionUsed: number;
  /** Death benefit of permanent policies the insured owns: in the estate, not in net worth. */
  insuranceInEstate: number;
  federalEstateTax: number;
  /** The people the net worth belongs to in equal shares (siblings who inherited a company). */
  owners: number;
  stateEstateTax: number;
  stateEstateExemption?: number;
}

export function stateNameOf(code: string | undefined): string | undefined {
  return code ? US_STATES[code] : undefined;
}

/** Reads the facts once into the figures the narrative quotes. */
export function describeClient(
  facts: ClientFacts,
  taxYear: number = DEFAULT_TAX_YEAR,
): ClientPicture {
  const table = getTaxYear(taxYear).federal;
  // Planned as the projection plans it: a client in the middle of a divorce files alone.
  const isMarried = plansAsCouple(facts);
  const filingStatus: FilingStatus = isMarried ? 'mfj' : 'single';
  const netWorth = facts.netWorth?.value;
  const income = facts.annualIncome?.value;
  const expenses = facts.annualExpenses?.value;
  const stateCode = facts.state && isStateCode(facts.state.value) ? facts.state.value : undefined;
  const owners = estatesOf(facts);
  const exemption = exclusionsOf(facts, table.estate.basicExclusion.value);
  const stateDeathTax = netWorth && stateCode ? stateEstateTax(stateCode, netWorth, taxYear) : 0;
  const hasSavingsFigures = income !== undefined && income > 0 && expenses !== undefined;
  const taxable =
    income !== undefined ? returnTaxableIncome(facts, income, filingStatus, taxYear) : undefined;
  const federalMarginalRate =
    taxable !== undefined ? marginalRate(taxable, filingStatus, taxYear) : undefined;
  const stateIncomeRate = stateCode
    ? stateMarginalRate(stateCode, taxable, filingStatus, taxYear, livesInNewYorkCity(facts))
    : undefined;
  return {
    facts,
    taxYear,
    netWorth,
    totalAssets: facts.totalAssets?.value ?? netWorth ?? 0,
    totalLiabilities: facts.totalLiabilities?.value ?? 0,
    income,
    savingsRate: hasSavingsFigures
      ? Math.round(((income - expenses) / income) * 1000) / 10
      : income
        ? assumedSavingsRate(facts.isRetired?.value === true).percent
        : 0,
    isSavingsRateEstimated: !hasSavingsFigures,
    filingStatus,
    isMarried,
    age: facts.ages[0]?.value,
    spouseAge: facts.ages[1]?.value,
    stateCode,
    stateName: stateNameOf(stateCode),
    plannedStateName: stateNameOf(facts.plannedState?.value),
    formerStateName: stateNameOf(facts.formerState?.value),
    formerStateTaxesIncome: (() => {
      const former = facts.formerState?.value.toUpperCase();
      return former !== undefined && isStateCode(former) && stateTopRate(former, taxYear) > 0;
    })(),
    federalMarginalRate,
    stateIncomeRate,
    stateRateIsTop: stateCode !== undefined && taxable === undefined,
    ...(federalMarginalRate !== undefined
      ? {
          charitableDeduction: charitableDeductionRates({
            federalMarginalRate,
            topFederalRate: table.income.brackets[filingStatus].value.at(-1)!.rate,
            stateRate: stateIncomeRate ?? 0,
            state: stateCode,
            taxYear,
          }),
        }
      : {}),
    newYorkCity: livesInNewYorkCity(facts),
    estateExemption: exemption,
    lateSpouseExclusion: electedDsue(facts),
    exemptionUsed: exemptionAlreadyUsed(facts).total,
    insuranceInEstate: policiesInEstate(facts).deathBenefit,
    // The state's estate tax is deducted from the federal taxable estate (IRC 2058).
    federalEstateTax: netWorth
      ? federalEstateTax({
          grossEstate: netWorth,
          basicExclusion: exemption,
          stateDeathTaxes: stateDeathTax,
        }).tax
      : 0,
    stateEstateTax: stateDeathTax,
    stateEstateExemption: stateCode ? stateEstateTaxRule(stateCode, taxYear)?.exemption : undefined,
    owners,
  };
}
