/**
 * The engine's shared vocabulary. facts/ produces ClientFacts from text; select/ and calc/
 * read them; narrative/ turns facts and computed figures into the SPEC's analysis.
 */

import type { Derivation } from '@strata/contracts';
import type { HeirClass } from './tax/state-death-tax';
import type {
  AccountKind,
  EntityKind,
  FilingStatus,
  IncomeSource,
  LiabilityKind,
  Owner,
  Person,
  RealEstateUse,
} from './facts/observation';

/** A person and a country: a citizenship or a country of residence. */
export interface PersonCountry {
  person: Person;
  country: string;
}

/** A fact found in the notes or documents, with the text it came from. */
export interface Fact<T> {
  value: T;
  /** The exact snippet of the source text the value was read from (a derived fact: its parts'). */
  source: string;
  /** How the value was worked out when it is not read as written (facts/derivations). */
  derivation?: Derivation;
  /** Set when the value was not read from the text: the advisor corrected it. */
  origin?: 'advisor';
}

export type MaritalStatus = 'married' | 'single' | 'divorced' | 'widowed' | 'partnered';
export type RiskTolerance =
  'conservative' | 'moderately conservative' | 'moderate' | 'moderately aggressive' | 'aggressive';
/** The legal form of a business interest (one list, with the readers' observations). */
export type EntityType = EntityKind;

/** An amount in a foreign currency, converted to dollars at the rate the text states. */
export interface ForeignAmount {
  currency: 'GBP' | 'EUR';
  amount: number;
  /** Dollars per unit of the currency. */
  rate: number;
}

export interface BusinessFact {
  entityType?: EntityType;
  /** Estimated value of the owner's interest, USD. */
  value?: number;
  /** Percent owned (0-100). */
  ownershipPercent?: number;
  /** Short description, e.g. 'manufacturing company'. */
  description: string;
  /** A specified service trade or business under 199A(d)(2) (health, law, accounting, consulting...). */
  isServiceBusiness?: boolean;
  /** The notes say it is most of what the household owns ('~$300M, mostly the company'). */
  isMostOfWealth?: boolean;
  /** The year it was founded or incorporated: a founder's shares date from it (QSBS). */
  foundedYear?: number;
}

export interface ConcentratedPositionFact {
  value?: number;
  /** Cost basis, USD. */
  basis?: number;
  /** The notes call the basis low without giving a figure. */
  isLowBasis?: boolean;
  /**
   * Held inside a qualified plan ('401k $1.9M, of which $700k is Valero stock'): employer stock
   * a lump-sum distribution can take out at its net unrealized appreciation (IRC 402(e)(4)).
   * False where the notes hold it outside any plan (vested RSUs, ESPP shares).
   */
  inRetirementPlan?: boolean;
  description: string;
}

export interface ClientFacts {
  /** Stated net worth, or assets minus liabilities when not stated (see netWorthDerived). */
  netWorth?: Fact<number>;
  netWorthDerived: boolean;
  /** A net worth the notes state that their own itemized list contradicts (kept as a conflict). */
  netWorthContradicted?: Fact<number>;
  totalAssets?: Fact<number>;
  totalLiabilities?: Fact<number>;
  /**
   * The notes itemize what the household holds, so what the list lacks is known to be absent.
   * `accountsForTotal`: the holdings make up a total the notes state ('Total ~5M: IRA ...'),
   * so nothing else (a business's shares) sits beside them; otherwise they are only a list.
   * The source is the listed holdings' own words.
   */
  holdingsList?: Fact<{ accountsForTotal: boolean }>;
  /** Holdings written in a foreign currency, with the dollars they were counted at. */
  foreignHoldings?: Fact<ForeignAmount & { dollars: number }>[];
  /** A gift or bequest received from a relative abroad, in its currency (Form 3520). */
  foreignGift?: Fact<{ amount: number; currency: string; from: string }>;
  /**
   * Bequests the client means to make to someone other than the children ('leave $500K to her
   * nephew'), with the class of heir the state inheritance taxes use.
   */
  statedBequests?: Fact<{ heir: HeirClass; amount: number; to: string }[]>;
  /** The share of the last estate, in percent, the notes say goes to charity at death. */
  charitableEstateShare?: Fact<number>;
  /** Annual household income, USD. */
  annualIncome?: Fact<number>;
  /**
   * Not read: where the notes state no income, this year's adjusted gross income as the
   * household projection has it (pensions, Social Security, required distributions, the
   * portfolio's dividends and interest), which the strategies' rates are figured on.
   */
  projectedIncome?: Fact<number>;
  /** Annual spending, USD, when stated (savings rate = 1 - spending/income). */
  annualExpenses?: Fact<number>;
  /** Ages of the client first, then spouse/partner. */
  ages: Fact<number>[];
  /** Two-letter USPS code of the state of residence. */
  state?: Fact<string>;
  /** Two-letter code of a state the client plans to move to ('moving from NY to Florida'). */
  plannedState?: Fact<string>;
  maritalStatus?: Fact<MaritalStatus>;
  /**
   * Married today, with a divorce under way: the projection and the plan are the client's alone
   * (one exclusion, no marital deduction, filing single).
   */
  divorcePending?: Fact<true>;
  children?: Fact<number>;
  /** The children's ages where the notes give them ('2 kids (14, 17)'). */
  childrenAges?: Fact<number[]>;
  grandchildren?: Fact<number>;
  business?: Fact<BusinessFact>;
  /**
   * The owner's cost basis in the business, USD, where the notes give it ('basis near zero' is
   * 0): what a sale of it realizes as gain.
   */
  businessBasis?: Fact<number>;
  /** Total real estate value, USD (residence, second homes and investment). */
  realEstateValue?: Fact<number>;
  /** Investment (non-residence) real estate value, USD. */
  investmentRealEstateValue?: Fact<number>;
  /** Second and vacation homes, USD: personal use, so not investment real estate. */
  secondHomeValue?: Fact<number>;
  primaryResidenceValue?: Fact<number>;
  /**
   * Investment or vacation property the notes say the client owns without valuing it
   * ('co-owns a couple of inherited rentals', 'bought a desert retreat'): its kind in words.
   */
  unvaluedProperty?: Fact<string>;
  concentratedPosition?: Fact<ConcentratedPositionFact>;
  /** Pre-tax retirement balances (401(k), IRA, 403(b) ...), USD. */
  retirementAccounts?: Fact<number>;
  /** Existing life insurance death benefit, USD (0 when the notes say none). */
  lifeInsuranceCoverage?: Fact<number>;
  /** Cash (surrender) value of permanent life insurance, USD: an asset, not a portfolio. */
  policyCashValue?: Fact<number>;
  /** Collectibles, vehicles, personal property and 'other assets', USD: not a portfolio either. */
  otherAssetsValue?: Fact<number>;
  charitableIntent?: Fact<boolean>;
  /** Annual charitable giving, USD. */
  annualCharitableGiving?: Fact<number>;
  goals: Fact<string>[];
  riskTolerance?: Fact<RiskTolerance>;
  /** Non-US citizenship, foreign assets or foreign residence of a family member. */
  crossBorder?: Fact<string>;
  /** A profession or business with liability exposure (physician, attorney, contractor, employer). */
  liabilityExposure?: Fact<string>;
  /** The notes say the client is retired (no earned income for IRA contributions). */
  isRetired?: Fact<boolean>;
  /** People the client's own business employs besides the owners (0 when the notes say none). */
  employees?: Fact<number>;
  /** Works for an employer that offers a 401(k) (or 403(b)) plan. */
  employerPlan?: Fact<boolean>;

  // Issue 11: the household in detail. Filled by facts/resolve from observations; read by
  // projection/, strategies/ and select/. Each list holds what the notes and documents state,
  // one entry a holding, never a household total.
  /** Occupation of the client (never a relative's), then the spouse's. */
  occupations?: Fact<{ person: Person; occupation: string }[]>;
  /** The client's age at a retirement the notes plan ('retiring 12/2026', 'retire at 62'). */
  plannedRetirementAge?: Fact<number>;
  /** Each person's citizenship where stated ('US', 'UK', 'US and UK', 'not US'). */
  citizenship?: Fact<PersonCountry[]>;
  /** Each person's country of residence where stated ('lives in London'). */
  residenceCountry?: Fact<PersonCountry[]>;
  /** Date (year) of the spouse's death for a widow or widower, when given. */
  spouseDeathYear?: Fact<number>;
  /**
   * A widow's or widower's late spouse's estate: its size, and what it left to others than the
   * survivor where the notes also say the rest went to the survivor (what used the exclusion).
   */
  lateSpouseEstate?: Fact<{ amount?: number; toOthers?: number }>;
  /**
   * For a widow or widower: whether the late spouse's executor filed the estate tax return
   * (Form 706) electing portability, and the unused exclusion (DSUE) it carried over where
   * stated. Absent when nothing is said: not known, never assumed either way.
   */
  portability?: Fact<{ elected: boolean; dsue?: number }>;
  /**
   * Lifetime exemption the client and the spouse have already used by taxable gifts, by person:
   * added back at each one's death (IRC 2001(b)), so less exemption is left for the estate and
   * for new gifts. Absent when the notes say nothing: none assumed used.
   */
  exemptionUsed?: Fact<{ client: number; spouse: number }>;
  filingStatus?: Fact<FilingStatus>;
  /** The state the client moved from (a former domicile may still claim them). */
  formerState?: Fact<string>;
  /** A child or grandchild with special needs (disability, SSI or Medicaid eligibility). */
  specialNeedsDependent?: Fact<boolean>;
  /** A partner the client is not married to: no marital deduction, no portability. */
  unmarriedPartner?: Fact<boolean>;
  /** Income by source; recurring false for a one-time amount (a bonus paid once, a sale). */
  incomeSources?: Fact<{
    source: IncomeSource;
    amount: number;
    recurring: boolean;
    person?: Person;
  }>[];
  /** Financial accounts by kind (taxable, IRA/401(k), Roth, inherited IRA, HSA, 529 ...). */
  accounts?: Fact<{
    kind: AccountKind;
    label: string;
    amount: number;
    basis?: number;
    owner?: Owner;
  }>[];
  /** Real estate by use, with value, basis, debt and the state it sits in. */
  properties?: Fact<{
    use: RealEstateUse;
    label: string;
    amount?: number;
    /** Adjusted basis: what it cost less the depreciation taken. */
    basis?: number;
    /** What it cost, and the depreciation taken since (recaptured at up to 25% on a sale). */
    cost?: number;
    depreciation?: number;
    debt?: number;
    state?: string;
    acquiredYear?: number;
    /** A sale the notes plan, for a note paid over `noteYears` where they say so (IRC 453). */
    sale?: { forANote: boolean; noteYears?: number };
  }>[];
  /** Liabilities by kind. */
  liabilities?: Fact<{ kind: LiabilityKind; label: string; amount: number }>[];
  /** Life insurance in force. */
  lifePolicies?: Fact<{
    label: string;
    deathBenefit?: number;
    cashValue?: number;
    kind?: 'term' | 'permanent';
    owner?: Owner;
    /** On two lives ('survivorship', 'second-to-die'): paid at the second death. */
    survivorship?: true;
    /** The yearly premium the statement shows. */
    premium?: number;
  }>[];
  /** A new policy the notes are looking at, with the premium quoted for it. */
  proposedPolicy?: Fact<{ deathBenefit: number; premium?: number; survivorship?: true }>;
  /** A planned (or completed) sale of the business, with its year when given. */
  businessSale?: Fact<{ status: 'planned' | 'sold'; year?: number }>;
  /**
   * A short earning career: its projected years, what is set aside to invest each year of it, and
   * the years after it the savings must carry the lifestyle.
   */
  career?: Fact<{ years: number; yearsAfter?: number; investedPerYear?: number }>;
  /** The client is an insider of the company whose stock they hold (Section 16, blackout windows). */
  insider?: Fact<boolean>;
  /** A recent appraisal of the whole company and a buyer's offer for all of it. */
  dealValues?: Fact<{ appraisal: number; offer: number }>;
  /**
   * A prize the client won (lottery, jackpot, sweepstakes): the gross amount that is the
   * client's, and what reached them after withholding where the notes say.
   */
  /** Inherited accounts a statement shows at their value at death beside the decedent's cost. */
  inheritedBasis?: Fact<{ label: string; valueAtDeath: number; decedentBasis: number }>[];
  /** Employee stock option grants a plan statement shows: exercisable and unvested shares, strike. */
  stockOptions?: Fact<{
    type: 'ISO' | 'NSO';
    exercisable: number;
    unvested: number;
    strike: number;
    price?: number;
  }>[];
  /** Options the client plans to exercise ('wants to exercise 1,000 ISOs this yr'). */
  plannedOptionExercise?: Fact<{ shares: number; type?: 'ISO' | 'NSO' }>;
  /** Itemized deductions the notes give, with the state and local taxes among them where said. */
  itemizedDeductions?: Fact<{ amount: number; salt?: number }>;
  /** An attached return's adjusted gross income and total tax, with the year it is for. */
  taxReturn?: Fact<{ year?: number; adjustedGrossIncome: number; totalTax?: number }>;
  windfall?: Fact<{ kind: 'prize'; gross: number; afterWithholding?: number }>;
  /**
   * A gift to charity the client plans, of a named asset where said ('~1M of BTC to charity over
   * next 2 yrs'): never annual giving.
   */
  plannedCharitableGift?: Fact<{ amount: number; asset?: string }>;
  /**
   * The family's wealth the notes give is held by `owners` people in equal shares (siblings who
   * inherited a company): each estate is its own.
   */
  sharedOwnership?: Fact<{ owners: number }>;
  /** Strategies and questions the advisor names, as written ('interested in GRATs'). */
  mentionedStrategies?: Fact<string>[];
  /** Existing plan documents (will, revocable trust, ILIT ...) with their year when given. */
  planDocuments?: Fact<{ kind: string; year?: number }>[];
  /** Text addressing the system rather than describing the client: no fact, flagged to the advisor. */
  ignoredInstructions?: { quote: string; source: string }[];
}
