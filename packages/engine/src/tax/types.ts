import type { Sourced } from './sourced';

export type FilingStatus = 'single' | 'mfj';

export interface Bracket {
  /** Taxable income above which `rate` applies. */
  over: number;
  rate: number;
}

export interface EstateBracket {
  over: number;
  /** Tentative tax on the amount up to `over`. */
  baseTax: number;
  rate: number;
}

export type ByStatus<T> = Record<FilingStatus, T>;

export interface Section7520Rate {
  /** Valuation month, YYYY-MM. */
  month: string;
  rate: number;
}

export interface TaxYearParameters {
  year: number;
  estate: {
    basicExclusion: Sourced<number>;
    gstExemption: Sourced<number>;
    topRate: Sourced<number>;
    annualExclusion: Sourced<number>;
    nonCitizenSpouseAnnualExclusion: Sourced<number>;
    /** IRC 2001(c) tentative-tax schedule, one sourced row per bracket. */
    rateSchedule: Sourced<EstateBracket>[];
  };
  income: {
    brackets: ByStatus<Sourced<Bracket[]>>;
    standardDeduction: ByStatus<Sourced<number>>;
    /** IRC 63(f): added to the standard deduction for each filer 65 or older, by filing status. */
    agedStandardDeduction: ByStatus<Sourced<number>>;
    /** Top of the 0% long-term capital gains band (taxable income). */
    ltcgZeroMax: ByStatus<Sourced<number>>;
    /** Top of the 15% band; 20% above. */
    ltcgFifteenMax: ByStatus<Sourced<number>>;
    niitRate: Sourced<number>;
    /** Net capital loss deductible against ordinary income a year, the rest carried forward (IRC 1211(b)). */
    capitalLossOrdinaryLimit: Sourced<number>;
    niitThreshold: ByStatus<Sourced<number>>;
    additionalMedicareRate: Sourced<number>;
    additionalMedicareThreshold: ByStatus<Sourced<number>>;
    socialSecurityWageBase: Sourced<number>;
    saltCap: Sourced<number>;
    saltPhaseDownThreshold: Sourced<number>;
    saltPhaseDownRate: Sourced<number>;
    saltFloor: Sourced<number>;
    qbiRate: Sourced<number>;
    qbiPhaseInRange: ByStatus<Sourced<number>>;
    qbiThreshold: ByStatus<Sourced<number>>;
  };
  retirement: {
    electiveDeferral: Sourced<number>;
    catchUp: Sourced<number>;
    superCatchUp: Sourced<number>;
    annualAdditions415c: Sourced<number>;
    definedBenefit415b: Sourced<number>;
    compensationLimit: Sourced<number>;
    iraLimit: Sourced<number>;
    iraCatchUp: Sourced<number>;
    rothPhaseOutEnd: ByStatus<Sourced<number>>;
    hsaSelf: Sourced<number>;
    hsaFamily: Sourced<number>;
    hsaCatchUp: Sourced<number>;
    qlacLimit: Sourced<number>;
  };
  charitable: {
    cashPublicAgiLimit: Sourced<number>;
    appreciatedPublicAgiLimit: Sourced<number>;
    cashPrivateAgiLimit: Sourced<number>;
    appreciatedPrivateAgiLimit: Sourced<number>;
    itemizerFloorOfAgi: Sourced<number>;
    qcdLimit: Sourced<number>;
    splitInterestQcdLimit: Sourced<number>;
  };
  section7520: Sourced<Section7520Rate>;
  business: {
    captive831bPremiumLimit: Sourced<number>;
    section179Limit: Sourced<number>;
    qsbsExclusionCap: Sourced<number>;
  };
}

export type StateCode =
  | 'AL'
  | 'AK'
  | 'AZ'
  | 'AR'
  | 'CA'
  | 'CO'
  | 'CT'
  | 'DE'
  | 'DC'
  | 'FL'
  | 'GA'
  | 'HI'
  | 'ID'
  | 'IL'
  | 'IN'
  | 'IA'
  | 'KS'
  | 'KY'
  | 'LA'
  | 'ME'
  | 'MD'
  | 'MA'
  | 'MI'
  | 'MN'
  | 'MS'
  | 'MO'
  | 'MT'
  | 'NE'
  | 'NV'
  | 'NH'
  | 'NJ'
  | 'NM'
  | 'NY'
  | 'NC'
  | 'ND'
  | 'OH'
  | 'OK'
  | 'OR'
  | 'PA'
  | 'RI'
  | 'SC'
  | 'SD'
  | 'TN'
  | 'TX'
  | 'UT'
  | 'VT'
  | 'VA'
  | 'WA'
  | 'WV'
  | 'WI'
  | 'WY';

export interface StateEstateTaxRule {
  exemption: number;
  topRate: number;
  /** New York: over 105% of the exemption the whole estate is taxed. */
  cliffMultiple?: number;
  /** Connecticut: total tax is capped. */
  maxTax?: number;
}
