import type { VariableKey } from '../formula';

/**
 * How a strategy changes the household, by the law it works through: what leaves the estate and
 * when, what exemption it uses, what it defers. Each kind is valued once, in value-strategy.ts,
 * against the household's own projection; a strategy not listed here keeps its catalogue
 * formula (income tax it saves each year) or, if it only protects, no tax figure at all.
 */
export type Mechanism =
  /**
   * A gift that uses exemption: only the growth after the gift escapes estate tax. With
   * `discount`, what is given is a minority interest in a closely held entity (a family
   * partnership's limited units, a company's non-voting shares), valued that much below its
   * share of the assets: the gift uses exemption at the discounted value.
   */
  | { kind: 'gift'; amount: VariableKey; discount?: VariableKey }
  /**
   * The estate at death is smaller by `amount` (times `share`, grown to the death where
   * `grows`): a valuation the law allows at death (a discount on entity units still held, a
   * farm's use value), or a bequest to charity. Nothing is given during life: no exemption
   * used, no step-up lost; `amount` is what it takes of its asset.
   */
  | {
      kind: 'estate-reduction';
      amount: VariableKey;
      share?: VariableKey;
      grows: boolean;
      /** What makes the estate smaller, and what could undo it, in words for the workings. */
      how: string;
      /** The reduction is a bequest to charity (the charity's, not the heirs'). */
      toCharity?: true;
    }
  /** An estate freeze: growth above a hurdle rate leaves; little or no exemption used. */
  | {
      kind: 'freeze';
      amount: VariableKey;
      hurdle: VariableKey;
      /** A GRAT's term in years: if the grantor dies within it, the assets come back into the estate. */
      term?: VariableKey;
      /** A seed gift in proportion of the amount (an IDGT's 10%), which uses exemption. */
      seedGift?: number;
      /** It moves the business or the concentrated position (not cash or investments). */
      movesPosition?: boolean;
    }
  /**
   * Yearly gifts within the annual exclusion: no exemption used. `capacity` is what can be
   * given in all (the investments and cash): the yearly gift is cut so the years' gifts fit in it.
   */
  | {
      kind: 'annual-gifts';
      perYear: (inputs: Partial<Record<VariableKey, number>>) => number;
      capacity?: VariableKey;
    }
  /**
   * A zeroed-out charitable lead annuity trust: charity takes a yearly annuity for the term,
   * the heirs what is left; only the growth above the 7520 rate reaches them.
   */
  | { kind: 'lead-trust'; amount: VariableKey; hurdle: VariableKey; termYears: number }
  /** A residence given subject to a retained term (QPRT). */
  | { kind: 'residence'; amount: VariableKey; termYears: number }
  /**
   * Insurance outside the estate: the death benefit is liquidity; only the premiums leave. An
   * ILIT can instead take a policy the insured already owns: its death benefit leaves the estate.
   */
  | { kind: 'insurance'; deathBenefit: VariableKey; takesOwnedPolicy?: true }
  /** A trust at the first death that keeps that spouse's exemption and its growth. */
  | { kind: 'credit-shelter'; amount: VariableKey }
  /** A late spouse's unused exclusion carried to the survivor by a portability election. */
  | { kind: 'ported-exclusion'; amount: VariableKey }
  /**
   * Tax put off: worth its present value, never the tax itself. Repaid at the end of `years`
   * (a sale after an exchange), or evenly over them (a note's principal as it is received,
   * straight-line deductions given up); a large installment note pays section 453A interest.
   */
  | {
      kind: 'deferral';
      years: number;
      /** An input that sets the years where the facts state them (a note's term). */
      yearsFrom?: VariableKey;
      repaid?: 'evenly';
      interest?: 'section453A';
      /**
       * What the exchange or hedge keeps is property the heirs take at its value at death
       * (IRC 1014): held to the last death, the tax put off is never paid. Not a note's
       * payments (income in respect of a decedent, IRC 691) nor deductions given up.
       */
      steppedUpAtDeath?: true;
    }
  /**
   * A non-citizen survivor's marital deduction kept through a QDOT: the first death's tax on
   * what passes to the survivor is put off to the survivor's death (worth its present value).
   */
  | { kind: 'marital-deferral' }
  /**
   * A charitable remainder trust: the deduction for the charity's remainder is income tax saved
   * now; the gain on what the trust sells is not saved but carried out with the payouts, worth
   * the present value of the deferral over the term.
   */
  | { kind: 'charitable-remainder' }
  /**
   * The charitable legacy the estate already leaves, paid from the pre-tax accounts instead of
   * from what the heirs take at a stepped-up basis: a charity pays no income tax on them (IRC
   * 501(a)), heirs would (IRC 691). The estate tax is the same (IRC 2055); the heirs' income
   * tax is saved, at the last death.
   */
  | { kind: 'legacy-from-pretax'; heirsRate: VariableKey }
  /**
   * Wealth moved between the spouses: it stays in the household the baseline taxes at the last
   * death, so no death tax is saved; `why` says what it does instead.
   */
  | { kind: 'within-household'; why: string };

export const MECHANISMS: Record<string, Mechanism> = {
  SLAT: { kind: 'gift', amount: 'giftAmount' },
  DYNASTY_TRUST: { kind: 'gift', amount: 'giftAmount' },
  LIFETIME_GIFTS: { kind: 'gift', amount: 'giftAmount' },
  STATE_ESTATE_TAX_PLANNING: { kind: 'gift', amount: 'lifetimeGifts' },
  // Limited units given away at a discount: the gift uses exemption at the discounted value and
  // their growth leaves the estate. Units kept to the death are counted at full value (a
  // discount on them is routinely undone under section 2036: Powell, Strangi), never a saving.
  FLP: { kind: 'gift', amount: 'interestsTransferred', discount: 'partnershipDiscount' },
  VOTING_NONVOTING_RECAP: {
    kind: 'gift',
    amount: 'nonVotingValue',
    discount: 'valuationDiscount',
  },
  // Farm or business real estate valued at its use value (section 2032A), capped in law.
  SPECIAL_USE_VALUATION: {
    kind: 'estate-reduction',
    amount: 'valuationReduction',
    grows: false,
    how: 'The farm or business real estate is valued at its use value, up to the section 2032A cap; the tax comes back if the heirs stop that use within ten years.',
  },
  CHARITABLE_IRA_BENEFICIARY: { kind: 'legacy-from-pretax', heirsRate: 'heirsIncomeTaxRate' },
  GRAT: {
    kind: 'freeze',
    amount: 'gratFunding',
    hurdle: 'section7520Rate',
    term: 'gratTermYears',
    movesPosition: true,
  },
  IDGT_SALE: {
    kind: 'freeze',
    amount: 'assetSold',
    hurdle: 'afrRate',
    seedGift: 0.1,
    movesPosition: true,
  },
  INTRA_FAMILY_LOAN: { kind: 'freeze', amount: 'loanPrincipal', hurdle: 'afrRate' },
  PREFERRED_PARTNERSHIP_FREEZE: {
    kind: 'freeze',
    amount: 'commonInterestValue',
    hurdle: 'preferredCoupon',
    movesPosition: true,
  },
  ANNUAL_EXCLUSION_GIFTING: {
    kind: 'annual-gifts',
    perYear: (i) => (i.donors ?? 0) * (i.donees ?? 0) * (i.annualExclusion ?? 0),
    capacity: 'giftableAssets',
  },
  NONCITIZEN_SPOUSE_GIFTING: {
    kind: 'within-household',
    why: "Gifts to the spouse stay in the couple's estate, which the baseline taxes at the last death: no estate tax is saved. What the spouse owns in her or his own name needs no QDOT at the first death, and the survivor's own exemption can shelter it.",
  },
  QPRT: { kind: 'residence', amount: 'residenceValue', termYears: 10 },
  ILIT: { kind: 'insurance', deathBenefit: 'deathBenefit', takesOwnedPolicy: true },
  PREMIUM_FINANCING: { kind: 'insurance', deathBenefit: 'deathBenefit' },
  SPLIT_DOLLAR: { kind: 'insurance', deathBenefit: 'deathBenefit' },
  CREDIT_SHELTER_TRUST: { kind: 'credit-shelter', amount: 'shelteredAmount' },
  PORTABILITY_ELECTION: { kind: 'ported-exclusion', amount: 'portedExclusion' },
  QDOT: { kind: 'marital-deferral' },
  CRT: { kind: 'charitable-remainder' },
  CLAT: { kind: 'lead-trust', amount: 'clatFunding', hurdle: 'section7520Rate', termYears: 10 },
  // A replacement property or fund is assumed sold after these years (a named assumption).
  '1031_EXCHANGE': { kind: 'deferral', years: 10, steppedUpAtDeath: true },
  DST: { kind: 'deferral', years: 10, steppedUpAtDeath: true },
  EXCHANGE_FUND: { kind: 'deferral', years: 7, steppedUpAtDeath: true },
  UPREIT_721: { kind: 'deferral', years: 10, steppedUpAtDeath: true },
  // Deductions moved forward from a seven-year recovery period to the first year.
  SECTION_179: { kind: 'deferral', years: 7, repaid: 'evenly' },
  // The hedged shares are sold, or the collar rolled, at the end of a ten-year horizon.
  HEDGE_COLLAR: { kind: 'deferral', years: 10, steppedUpAtDeath: true },
  // The replacement securities of a section 1042 rollover are stepped up at death too.
  ESOP: { kind: 'deferral', years: 10, steppedUpAtDeath: true },
  // A ten-year level-principal note: the tax falls due as principal arrives.
  INSTALLMENT_SALE: {
    kind: 'deferral',
    years: 10,
    yearsFrom: 'noteYears',
    repaid: 'evenly',
    interest: 'section453A',
  },
  // Bonus depreciation now instead of straight-line over a residential building's 27.5 years.
  COST_SEGREGATION: { kind: 'deferral', years: 27.5, repaid: 'evenly' },
};

/**
 * Where the amount a mechanism moves comes from, for the plan's one ledger of assets. The
 * shares of a business or position are two ledgers: their ownership, which one transfer at a
 * time can move out of the estate, and the gain on their sale, which one sale mechanism at a
 * time can exclude, spread, defer or hedge (without a position or business, the investments
 * are the appreciated holding a charitable trust sells). Shares moved to a grantor trust keep their QSBS status (section
 * 1202(h)), so a GRAT or a note sale and the exclusion do not compete.
 */
type Ledger =
  | 'position-or-business'
  | 'sale-of-position-or-business'
  | 'residence'
  | 'investments'
  | 'investment-real-estate'
  | 'giving';

export const ASSET_OF: Record<string, Ledger | Ledger[]> = {
  GRAT: 'position-or-business',
  IDGT_SALE: 'position-or-business',
  PREFERRED_PARTNERSHIP_FREEZE: 'position-or-business',
  QPRT: 'residence',
  SLAT: 'investments',
  DYNASTY_TRUST: 'investments',
  CLAT: 'investments',
  // A family partnership holds the investment real estate, then the business: a share a freeze
  // has moved is no longer in it. Listed securities stay held directly.
  FLP: ['investment-real-estate', 'position-or-business'],
  VOTING_NONVOTING_RECAP: 'position-or-business',
  LIFETIME_GIFTS: 'investments',
  // Yearly gifts come out of the same investments as a lump-sum gift: a dollar is given once.
  ANNUAL_EXCLUSION_GIFTING: 'investments',
  STATE_ESTATE_TAX_PLANNING: 'investments',
  INTRA_FAMILY_LOAN: 'investments',
  // Both sell the shares: the QSBS exclusion and an installment note cannot each take the
  // whole gain, so beside QSBS the note adds what is left of the business (usually nothing).
  QSBS_EXCLUSION: 'sale-of-position-or-business',
  INSTALLMENT_SALE: 'sale-of-position-or-business',
  // A charitable trust's tax-free sale, a fund swap and a hedge each stand in for selling the
  // same appreciated shares: one of them per share.
  CRT: 'sale-of-position-or-business',
  EXCHANGE_FUND: 'sale-of-position-or-business',
  HEDGE_COLLAR: 'sale-of-position-or-business',
  // The giving the family makes each year goes once: from the IRA as a QCD, or bunched into a
  // fund (a QCD cannot go to a donor-advised fund).
  QCD: 'giving',
  DAF: 'giving',
};

/** Gifts that can give the business's shares before a planned sale (plan/build-plan). */
export const GIFTS_OF_SHARES = new Set(['SLAT', 'DYNASTY_TRUST', 'LIFETIME_GIFTS']);

/** The input saying how much of its asset a strategy valued by its formula or a deferral takes. */
export const ASSET_AMOUNT: Record<string, VariableKey> = {
  QSBS_EXCLUSION: 'saleProceeds',
  INSTALLMENT_SALE: 'saleProceeds',
  CRT: 'crtFunding',
  EXCHANGE_FUND: 'positionValue',
  HEDGE_COLLAR: 'positionValue',
  QCD: 'qcdAmount',
  DAF: 'yearlyGiving',
};
