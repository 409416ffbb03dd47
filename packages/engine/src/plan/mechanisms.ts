import type { VariableKey } from '../formula';

/**
 * How a strategy changes the household, by the law it works through: what leaves the estate and
 * when, what exemption it uses, what it defers. Each kind is valued once, in value-strategy.ts,
 * against the household's own projection; a strategy not listed here keeps its catalogue
 * formula (income tax it saves each year) or, if it only protects, no tax figure at all.
 */
export type Mechanism =
  /** A gift that uses exemption: only the growth after the gift escapes estate tax. */
  | { kind: 'gift'; amount: VariableKey }
  /** An estate freeze: growth above a hurdle rate leaves; little or no exemption used. */
  | {
      kind: 'freeze';
      amount: VariableKey;
      hurdle: VariableKey;
      /** A GRAT's term: if the grantor dies within it, the assets come back into the estate. */
      termYears?: number;
      /** A seed gift in proportion of the amount (an IDGT's 10%), which uses exemption. */
      seedGift?: number;
    }
  /** Yearly gifts within the annual exclusion: no exemption used. */
  | { kind: 'annual-gifts'; perYear: (inputs: Partial<Record<VariableKey, number>>) => number }
  /** A residence given subject to a retained term (QPRT). */
  | { kind: 'residence'; amount: VariableKey; termYears: number }
  /** Insurance outside the estate: the death benefit is liquidity; only the premiums leave. */
  | { kind: 'insurance'; deathBenefit: VariableKey }
  /** A trust at the first death that keeps that spouse's exemption and its growth. */
  | { kind: 'credit-shelter'; amount: VariableKey }
  /** Tax put off for some years: worth its present value, never the tax itself. */
  | { kind: 'deferral'; years: number }
  /** Any other estate benefit: the catalogue's figure, dated at the last death. */
  | { kind: 'estate-at-death' };

export const MECHANISMS: Record<string, Mechanism> = {
  SLAT: { kind: 'gift', amount: 'giftAmount' },
  DYNASTY_TRUST: { kind: 'gift', amount: 'giftAmount' },
  LIFETIME_GIFTS: { kind: 'gift', amount: 'giftAmount' },
  STATE_ESTATE_TAX_PLANNING: { kind: 'gift', amount: 'lifetimeGifts' },
  GRAT: { kind: 'freeze', amount: 'gratFunding', hurdle: 'section7520Rate', termYears: 2 },
  IDGT_SALE: { kind: 'freeze', amount: 'assetSold', hurdle: 'afrRate', seedGift: 0.1 },
  INTRA_FAMILY_LOAN: { kind: 'freeze', amount: 'loanPrincipal', hurdle: 'afrRate' },
  PREFERRED_PARTNERSHIP_FREEZE: {
    kind: 'freeze',
    amount: 'commonInterestValue',
    hurdle: 'preferredCoupon',
  },
  ANNUAL_EXCLUSION_GIFTING: {
    kind: 'annual-gifts',
    perYear: (i) => (i.donors ?? 0) * (i.donees ?? 0) * (i.annualExclusion ?? 0),
  },
  NONCITIZEN_SPOUSE_GIFTING: { kind: 'annual-gifts', perYear: (i) => i.annualGifts ?? 0 },
  QPRT: { kind: 'residence', amount: 'residenceValue', termYears: 10 },
  ILIT: { kind: 'insurance', deathBenefit: 'deathBenefit' },
  PREMIUM_FINANCING: { kind: 'insurance', deathBenefit: 'deathBenefit' },
  SPLIT_DOLLAR: { kind: 'insurance', deathBenefit: 'deathBenefit' },
  CREDIT_SHELTER_TRUST: { kind: 'credit-shelter', amount: 'shelteredAmount' },
  // A replacement property or fund is assumed sold after these years (a named assumption).
  '1031_EXCHANGE': { kind: 'deferral', years: 10 },
  DST: { kind: 'deferral', years: 10 },
  EXCHANGE_FUND: { kind: 'deferral', years: 7 },
  ESOP: { kind: 'deferral', years: 10 },
};

/** Where the amount a mechanism moves comes from, for the plan's one ledger of assets. */
export const ASSET_OF: Record<string, 'position-or-business' | 'residence' | 'investments'> = {
  GRAT: 'position-or-business',
  IDGT_SALE: 'position-or-business',
  EXCHANGE_FUND: 'position-or-business',
  PREFERRED_PARTNERSHIP_FREEZE: 'position-or-business',
  QPRT: 'residence',
  SLAT: 'investments',
  DYNASTY_TRUST: 'investments',
  LIFETIME_GIFTS: 'investments',
  STATE_ESTATE_TAX_PLANNING: 'investments',
  INTRA_FAMILY_LOAN: 'investments',
};
