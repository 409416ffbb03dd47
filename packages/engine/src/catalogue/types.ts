import type { Strategy, StrategyCategory } from '@strata/contracts';
import type { ClientFacts } from '../types';
import type { Expr, Formula, VariableKey } from '../formula';
import type { FilingStatus, StateCode, TaxYear } from '../tax';

/** The years every strategy's figures run over (its ten-year totals). */
export const HORIZON_YEARS = 10;

/** Facts a strategy can require or be triggered by (evaluated in select/conditions.ts). */
export type FactCondition =
  | 'business'
  | 'concentratedPosition'
  | 'lowBasisPosition'
  | 'charitableIntent'
  | 'stateIncomeTax'
  | 'highTaxState'
  | 'ingEffectiveState'
  | 'stateEstateTax'
  | 'heirs'
  | 'grandchildren'
  | 'married'
  | 'realEstate'
  | 'investmentRealEstate'
  | 'primaryResidence'
  | 'retirementAccounts'
  | 'highIncome'
  | 'aboveRothLimit'
  | 'insuranceNeed'
  | 'taxableEstate'
  | 'crossBorder'
  | 'age60'
  | 'age70'
  | 'cCorporation'
  | 'passThroughBusiness'
  | 'qbiEligible'
  | 'ptetState'
  | 'nonCitizenSpouse'
  | 'foreignAssets'
  | 'renouncingCitizenship'
  | 'movingToUs'
  | 'employerPlan'
  | 'employerStockInPlan'
  | 'working'
  | 'depreciableRealEstate'
  | 'estateTaxGoal'
  | 'assetProtectionGoal'
  | 'liabilityExposure';

/** Everything a strategy's inputs are computed from: the facts, resolved with defaults, and the tax year. */
export interface StrategyContext {
  facts: ClientFacts;
  taxYear: number;
  table: TaxYear;
  filingStatus: FilingStatus;
  state?: StateCode;
  age?: number;
  netWorth: number;
  /** The stated income, else this year's projected AGI (facts.projectedIncome), else 0. */
  income: number;
  /** The income is stated or projected: brackets can be placed. */
  incomeKnown: boolean;
  children: number;
  grandchildren: number;
  isMarried: boolean;
  businessValue: number;
  /** The owner's basis in the business: stated, or assumed 20% of value and named. */
  businessBasis: number;
  /**
   * Years the owner still runs the business within the horizon: to the planned sale's year
   * (at least one), absent without a planned sale with a year.
   */
  businessYears?: number;
  /** Years of work left within the horizon, where the notes plan the client's retirement. */
  workingYears?: number;
  /**
   * The owner's shares of the company, for the QSBS exclusion: the business at its value and
   * basis, or where the notes value no business, a founder's position in its stock.
   */
  companyShares: { value: number; basis: number };
  /** The owner's share of the business's income: stated, or assumed and named in the assumptions. */
  businessIncome: number;
  positionValue: number;
  positionBasis: number;
  investmentRealEstate: number;
  residenceValue: number;
  /** Held for use, not to invest: second homes, policy cash values, collectibles and the like. */
  personalAssets: number;
  retirementBalance: number;
  charitableGiving: number;
  /** Variables shared by every formula (rates from the tax table, growth, horizon...). */
  common: Partial<Record<VariableKey, number>>;
}

/**
 * What the strategy's value is: income tax, estate tax, or protection (insurance, documents,
 * planning) which is never shown as a tax saving.
 */
export type BenefitKind = 'tax' | 'estate' | 'protection';
/** How the ten-year benefit arrives: spread evenly, all in year one, or built up evenly as it accrues. */
export type BenefitTiming = 'annual' | 'once' | 'accrued';

export interface CostModel {
  formula: Formula;
  setup: Expr;
  annual?: Expr;
  maintenance?: Expr;
  premium?: Expr;
}

/** A catalogue entry with the engine-only metadata kept out of the wire DTO. */
export interface CatalogueEntry {
  strategy: Strategy;
  benefit: Formula;
  benefitKind: BenefitKind;
  benefitTiming: BenefitTiming;
  /**
   * A yearly benefit the business itself provides (its retirement plan, its entity-level tax,
   * its deduction): it stops when a planned sale of the business closes.
   */
  endsWithTheBusiness: boolean;
  /** Contributions from pay: they stop at the client's planned retirement. */
  endsAtRetirement: boolean;
  cost: CostModel;
  /** All must hold, else the strategy is excluded. */
  requires: FactCondition[];
  /** Any one makes it relevant (with `requires`, either list may be empty but not both). */
  triggers: FactCondition[];
  /** Fixed fee and rate assumptions, each listed in the analysis. */
  fees: Partial<Record<VariableKey, number>>;
  /** How the strategy-specific inputs are sized, as listed in the analysis. */
  sizing: string[];
  /** Assumptions that depend on the client's facts (what they leave open), listed after `sizing`. */
  notes?: (ctx: StrategyContext) => string[];
  inputs: (ctx: StrategyContext) => Partial<Record<VariableKey, number>>;
  timeline: string;
  steps: string[];
}

export interface EntryDefinition {
  id: string;
  name: string;
  category: StrategyCategory;
  description: string;
  applicableNetWorth: number;
  regulatoryDisclosures: string[];
  lifeInsuranceComponent?: string;
  annuityComponent?: string;
  benefit: Formula;
  benefitKind: BenefitKind;
  benefitTiming: BenefitTiming;
  endsWithTheBusiness?: boolean;
  endsAtRetirement?: boolean;
  cost: CostModel;
  requires?: FactCondition[];
  triggers?: FactCondition[];
  fees: Partial<Record<VariableKey, number>>;
  sizing: string[];
  notes?: (ctx: StrategyContext) => string[];
  inputs: (ctx: StrategyContext) => Partial<Record<VariableKey, number>>;
  timeline: string;
  steps: string[];
}
