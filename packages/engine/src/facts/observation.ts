import type { Derivation } from '@strata/contracts';

/**
 * What a reader saw, before any precedence is decided (issue 11). Readers (notes/ and one per
 * kind of document in documents/) each return observations; resolve/ alone decides which
 * observation speaks for the household, keeps disagreements as conflicts, and derives
 * totals. A reader never sums the household or fills in what the text does not say.
 */

/** One attached document as the engine receives it: its name and extracted text. */
export interface ClientDocument {
  name: string;
  text: string;
}

/** What the engine reads about a client: the advisor's notes and the attached documents. */
export interface ClientInput {
  notes: string;
  documents: ClientDocument[];
}

/** Where an observation was read: the advisor's notes or one document, by name. */
export type ObservationOrigin = { kind: 'notes' } | { kind: 'document'; document: string };

export type Person = 'client' | 'spouse';
export type Owner = Person | 'joint' | 'trust' | 'business';

export type AccountKind =
  | 'taxable'
  | 'cash'
  | 'traditional-retirement'
  | 'roth'
  | 'inherited-ira'
  | 'hsa'
  | '529'
  | 'annuity'
  | 'other';

export type RealEstateUse =
  | 'primary-home'
  | 'second-home'
  | 'rental'
  | 'commercial'
  | 'farmland'
  | 'land'
  /** A developer's units or lots held for sale to customers: dealer property (ordinary income). */
  | 'inventory'
  | 'other';

/** Property held to rent or invest in: never a home nor a developer's inventory. */
export const INVESTMENT_USES: readonly RealEstateUse[] = [
  'rental',
  'commercial',
  'farmland',
  'land',
];

export type LiabilityKind =
  'mortgage' | 'home-equity' | 'loan' | 'margin' | 'credit-line' | 'other';

export type IncomeSource =
  | 'wages'
  | 'self-employment'
  | 'business'
  | 'interest'
  | 'tax-exempt-interest'
  | 'ordinary-dividends'
  | 'qualified-dividends'
  | 'capital-gains'
  | 'rental'
  | 'pension'
  | 'social-security'
  | 'retirement-distributions'
  | 'other';

export type FilingStatus =
  | 'married-joint'
  | 'married-separate'
  | 'single'
  | 'head-of-household'
  | 'qualifying-surviving-spouse';

export type EntityKind =
  | 'S corporation'
  | 'C corporation'
  | 'LLC'
  | 'partnership'
  | 'sole proprietorship'
  | 'professional practice';

/**
 * The observation vocabulary. Household totals ('netWorth', 'totalAssets', 'annualIncome')
 * are only ever observed where the text states them as the household's; a document's own
 * totals are holdings, income lines or liabilities of what the document is about.
 */
export type ObservedValue =
  | { field: 'netWorth'; value: number }
  | { field: 'totalAssets'; value: number }
  | { field: 'totalLiabilities'; value: number }
  /** Household income stated as such ('income ~$520K', a return's total income line). */
  | { field: 'annualIncome'; value: number }
  /** A return's adjusted gross income (Form 1040 line 11). */
  | { field: 'adjustedGrossIncome'; value: number }
  /** A return's total tax (Form 1040 line 24) and the year the return is for. */
  | { field: 'totalTax'; value: number }
  | { field: 'returnYear'; value: number }
  | {
      field: 'income';
      value: {
        source: IncomeSource;
        amount: number;
        recurring: boolean;
        person?: Person;
        payer?: string;
      };
    }
  | { field: 'spending'; value: number }
  | {
      field: 'account';
      value: {
        kind: AccountKind;
        label: string;
        amount: number;
        basis?: number;
        owner?: Owner;
        custodian?: string;
      };
    }
  | {
      field: 'position';
      value: {
        label: string;
        amount: number;
        basis?: number;
        isPublic?: boolean;
        isRestricted?: boolean;
      };
    }
  /** An employee stock option grant: shares exercisable now and later, at its strike. */
  | {
      field: 'stockOption';
      value: {
        type: 'ISO' | 'NSO';
        exercisable: number;
        unvested: number;
        strike: number;
        /** The share's market price the statement gives. */
        price?: number;
      };
    }
  | {
      field: 'business';
      value: {
        label: string;
        entity?: EntityKind;
        ownershipPercent?: number;
        amount?: number;
        basis?: number;
        isServiceBusiness?: boolean;
        /** A sale the notes plan, with its year when given; 'sold' when it already happened. */
        sale?: { status: 'planned' | 'sold'; year?: number };
      };
    }
  | {
      field: 'realEstate';
      value: {
        use: RealEstateUse;
        label: string;
        amount?: number;
        basis?: number;
        debt?: number;
        state?: string;
      };
    }
  | { field: 'liability'; value: { kind: LiabilityKind; label: string; amount: number } }
  | {
      field: 'lifeInsurance';
      value: {
        label: string;
        deathBenefit?: number;
        cashValue?: number;
        premium?: number;
        kind?: 'term' | 'permanent';
        owner?: Owner;
        /** On two lives, paid at the second death. */
        survivorship?: true;
      };
    }
  | { field: 'otherAsset'; value: { label: string; amount: number } }
  /** An inherited account: its value at the death (the heir's basis) and the decedent's cost. */
  | {
      field: 'inheritedBasis';
      value: { label: string; valueAtDeath: number; decedentBasis: number };
    }
  | { field: 'age'; value: { person: Person; age: number } }
  | { field: 'occupation'; value: { person: Person; occupation: string } }
  | { field: 'citizenship'; value: { person: Person; country: string } }
  | { field: 'state'; value: string }
  | { field: 'formerState'; value: string }
  | { field: 'plannedState'; value: string }
  | { field: 'filingStatus'; value: FilingStatus }
  | { field: 'maritalStatus'; value: 'married' | 'single' | 'widowed' | 'divorced' | 'partnered' }
  | { field: 'children'; value: number }
  | { field: 'spouseDeathYear'; value: number }
  | { field: 'portability'; value: { elected: boolean; dsue?: number } }
  /** A gift tax return's total taxable gifts: exemption the donor (by first name) used. */
  | { field: 'taxableGifts'; value: { amount: number; donor?: string } }
  | { field: 'grandchildren'; value: number }
  | { field: 'dependents'; value: number }
  | { field: 'charitableGiving'; value: { amount: number; recurring: boolean } }
  | { field: 'charitableIntent'; value: boolean }
  | { field: 'riskTolerance'; value: 'conservative' | 'moderate' | 'growth' }
  | { field: 'goal'; value: string }
  /** A strategy or question the advisor names ('interested in GRATs', 'asked about IL estate tax'). */
  | { field: 'mentionedStrategy'; value: string }
  | { field: 'planDocument'; value: { kind: string; year?: number } }
  /** Anything else a reader knows how to name, for the advisor's view. */
  | { field: 'other'; value: { label: string; amount?: number; text?: string } };

export type ObservationField = ObservedValue['field'];

export type Observation = ObservedValue & {
  /** The exact words the value was read from (a line of the document, a clause of the notes). */
  quote: string;
  origin: ObservationOrigin;
  /** How the value was worked out when it is not read as written. */
  derivation?: Derivation;
};

/** A reader for one kind of document: recognises its kind by its labels, then reads its lines. */
export interface DocumentReader {
  /** Short name of the kind, e.g. 'form-1040', 'w-2', 'brokerage-statement'. */
  kind: string;
  /** True when the text carries this kind's labels (the first matching reader reads it). */
  recognises(text: string): boolean;
  read(document: ClientDocument): Observation[];
}
