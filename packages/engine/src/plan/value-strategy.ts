import type { VariableKey } from '../formula';
import { CARRYFORWARD_YEARS_AND_GIFT_YEAR } from '../catalogue/entries-charitable-global';
import type { Mechanism } from './mechanisms';

/**
 * What the valuation needs to know of the household: its last death (from the baseline), the
 * rates it grows and discounts at, and how its death taxes respond to a smaller estate.
 */
/** A policy given away within three years of the death is back in the estate (IRC 2035). */
const OWNED_POLICY_LOOKBACK_YEARS = 3;

export interface PlanContext {
  taxYear: number;
  /** Year of the last death (the baseline's, at the expected ages). */
  deathYear: number;
  /** Year of the first death of a couple; undefined for one person. */
  firstDeathYear?: number;
  /** True when the death year comes from the clients' ages; false when it is assumed. */
  deathYearFromAges: boolean;
  growth: number;
  discountRate: number;
  /**
   * Death taxes (federal and state) saved at the last death, nominal, when the estate is
   * `reduction` smaller and `exemptionUsed` of federal exclusion was used by lifetime gifts
   * (`dsueUsed`: of the first spouse's exclusion, by a credit shelter trust).
   */
  deathTaxSaved(reduction: number, exemptionUsed: number, dsueUsed?: number): number;
  /**
   * The same death taxes under a change of law, for the sensitivity: what the saving would be
   * if Congress cut the exclusion, say.
   */
  lawChange?: { label: string; deathTaxSaved: PlanContext['deathTaxSaved'] };
  /** Rate heirs pay on a sale of what they receive without a step-up (federal, NIIT, state). */
  heirsGainRate: number;
  /** Assumption: heirs sell what they receive, so a lost step-up costs its gains tax. */
  heirsSell: boolean;
  /**
   * Basis as a share of value of the shares a freeze moves: the position's or the business's,
   * whichever is the larger (the plan's ledger), where the notes give it (1: no gain today).
   */
  basisRatio: number;
  /** The same for the home a residence trust takes (1 where its basis is not stated). */
  homeBasisRatio: number;
  /**
   * The notes plan a sale of the business or position before any death: its gain is taxed on
   * that sale either way, so moving it to a trust loses no step-up.
   */
  positionSoldBeforeDeath?: boolean;
  /** Probability the grantor is alive after `years`. */
  survival(years: number): number;
  /** Permanent policies the insured owns, in the estate: death benefit and cash value. */
  ownedPolicy?: { deathBenefit: number; value: number; premiums?: number };
  /**
   * Death taxes (federal and state) on an estate of `estate` if the last death were this year,
   * at today's values: the 'values unchanged' illustration beside a projected figure.
   */
  deathTaxesToday?(estate: number, firstDeathExclusionUsed?: number): number;
  /**
   * A couple one of whom is not a US citizen: the death taxes due at the first death (nominal)
   * on the first to die's half of the estate, `estate`, if it passed to the survivor without a
   * QDOT and so without the marital deduction.
   */
  firstDeathWithoutMaritalDeduction?: {
    year: number;
    estate: number;
    tax: number;
    /** In the expected order the spouse who is not a citizen dies first. */
    citizenSurvives?: boolean;
  };
  /** Today's net worth, the estate of that illustration. */
  netWorth?: number;
  /**
   * The baseline's last estate (nominal): what it leaves to charity, and its pre-tax retirement
   * accounts, on which heirs pay income tax and a charity none.
   */
  lastEstate?: { toCharity: number; pretax: number };
  /**
   * The state whose estate tax the household pays, where it has one: it taxes the estate at
   * death alone (no gift tax, no add-back of lifetime gifts in the model).
   */
  estateTaxState?: string;
}

/** A strategy's value, by category, in today's dollars at the discount rate. */
export interface StrategyValue {
  mechanism: Mechanism['kind'] | 'income-tax' | 'protection';
  incomeTaxSaved: number;
  transferTaxSaved: number;
  /** The present value of tax put off (never the tax itself). */
  taxDeferred: number;
  /** Capital gains tax heirs pay because gifted assets miss the step-up at death. */
  lostStepUp: number;
  /** Cash insurance pays at death to meet the tax: liquidity, not a saving. */
  liquidity: number;
  /** Federal exclusion the strategy uses now. */
  exemptionUsed: number;
  /** Gift tax annual exclusions it uses each year (yearly gifts, premium gifts to a trust). */
  exclusionsPerYear?: number;
  /** For how many years it uses them, where fewer than to the last death (a 529's five). */
  exclusionYears?: number;
  /** How much smaller the estate is at the last death (nominal), and the first spouse's exclusion used. */
  estateChange?: { reduction: number; dsueUsed: number };
  /** The amount of an asset the strategy takes (the plan's ledger). */
  assetUsed: number;
  /** When the benefit arrives: each year, now (a deferral: for how many years), or at the last death. */
  arrives: { kind: 'yearly' | 'now'; deferredYears?: number } | { kind: 'at-death'; year: number };
  /**
   * What it gives to charity, nominal, by year; `deducted` when that gift is the estate's
   * deduction at death, already in `estateChange.reduction`.
   */
  toCharity?: { flows: { year: number; amount: number }[]; deducted: boolean };
  /** Income tax saved in each year from the tax year (nominal), where it is not all saved at once. */
  incomeTaxByYear?: number[];
  /** What it saves net of the lost step-up, in today's dollars. */
  savings: number;
  /** A family entity's units are kept, not given: the gift would not pay (its first working says why). */
  unitsKept?: true;
  /** Each step of the arithmetic, in words with the figures. */
  workings: string[];
}

type Inputs = Partial<Record<VariableKey, number>>;

/** Installment obligations outstanding above this at a year end pay interest (IRC 453A(b)(2)(B)). */
const SECTION_453A_THRESHOLD = 5_000_000;

/** Years of premiums counted, as many as the costs count (SPEC's ten-year horizon). */
const PREMIUM_YEARS = 10;

const usd = (n: number) =>
  `${Math.round(n) < 0 ? '-' : ''}$${Math.abs(Math.round(n)).toLocaleString('en-US')}`;
const pct = (r: number) => `${+(r * 100).toFixed(2)}%`;

/** The credit shelter trust at today's values: the survivor's estate tax without and with it. */
function todaysValues(ctx: PlanContext, sheltered: number): string[] {
  if (!ctx.deathTaxesToday || !ctx.netWorth) return [];
  const without = ctx.deathTaxesToday(ctx.netWorth);
  // The trust uses the first spouse's exclusion: the survivor inherits only what is left of it.
  const withTrust = ctx.deathTaxesToday(Math.max(0, ctx.netWorth - sheltered), sheltered);
  if (without <= withTrust) return [];
  return [
    `At today's values (no growth), the survivor's estate tax falls from ${usd(without)} to ${usd(withTrust)} with the trust: ${usd(without - withTrust)} less.`,
  ];
}

function atDeath(
  ctx: PlanContext,
  mechanism: Mechanism['kind'],
  parts: {
    reduction: number;
    exemptionUsed: number;
    dsueUsed?: number;
    gain: number;
    assetUsed: number;
    liquidity?: number;
    probability?: number;
    exclusionsPerYear?: number;
    toCharity?: StrategyValue['toCharity'];
    workings: string[];
  },
): StrategyValue {
  const n = ctx.deathYear - ctx.taxYear;
  const discount = (1 + ctx.discountRate) ** n;
  const probability = parts.probability ?? 1;
  const saved = ctx.deathTaxSaved(parts.reduction, parts.exemptionUsed, parts.dsueUsed);
  const lost = ctx.heirsSell ? Math.max(0, parts.gain) * ctx.heirsGainRate : 0;
  const transferTaxSaved = (saved * probability) / discount;
  const lostStepUp = (lost * probability) / discount;
  const workings = [
    ...parts.workings,
    `Estate and state death taxes saved at the last death (${ctx.deathYear}${ctx.deathYearFromAges ? '' : ', assumed'}): ${usd(saved)}.`,
  ];
  if (probability < 1)
    workings.push(`Times ${pct(probability)}, the chance the grantor outlives the term.`);
  if (lost > 0)
    workings.push(
      `Less ${usd(lost)} of gains tax heirs pay on ${usd(parts.gain)} of gain that misses the step-up (${pct(ctx.heirsGainRate)}, if they sell).`,
    );
  workings.push(`In today's dollars at ${pct(ctx.discountRate)} over ${n} years.`);
  return {
    mechanism,
    incomeTaxSaved: 0,
    transferTaxSaved,
    taxDeferred: 0,
    lostStepUp,
    liquidity: parts.liquidity ?? 0,
    exemptionUsed: parts.exemptionUsed,
    ...(parts.exclusionsPerYear ? { exclusionsPerYear: parts.exclusionsPerYear } : {}),
    ...(parts.toCharity ? { toCharity: parts.toCharity } : {}),
    estateChange: { reduction: parts.reduction * probability, dsueUsed: parts.dsueUsed ?? 0 },
    assetUsed: parts.assetUsed,
    arrives: { kind: 'at-death', year: ctx.deathYear },
    savings: transferTaxSaved - lostStepUp,
    workings,
  };
}

/** A value that moves nothing out of the estate: income tax saved or tax put off. */
export function valueWithoutEstateChange(
  mechanism: StrategyValue['mechanism'],
  parts: {
    incomeTaxSaved?: number;
    taxDeferred?: number;
    toCharity?: StrategyValue['toCharity'];
    incomeTaxByYear?: number[];
    arrives: StrategyValue['arrives'];
    workings: string[];
  },
): StrategyValue {
  const incomeTaxSaved = parts.incomeTaxSaved ?? 0;
  const taxDeferred = parts.taxDeferred ?? 0;
  return {
    mechanism,
    incomeTaxSaved,
    transferTaxSaved: 0,
    taxDeferred,
    lostStepUp: 0,
    liquidity: 0,
    exemptionUsed: 0,
    assetUsed: 0,
    ...(parts.toCharity ? { toCharity: parts.toCharity } : {}),
    ...(parts.incomeTaxByYear ? { incomeTaxByYear: parts.incomeTaxByYear } : {}),
    arrives: parts.arrives,
    savings: incomeTaxSaved + taxDeferred,
    workings: parts.workings,
  };
}

/**
 * The value of one strategy to this household, by the mechanism it works through. `formulaBenefit`
 * is the catalogue formula's figure (the tax deferred, or an estate figure not modelled here);
 * `premiums` the yearly premium of an insurance strategy.
 */
export function valueByMechanism(
  mechanism: Mechanism,
  inputs: Inputs,
  ctx: PlanContext,
  extra: { formulaBenefit: number; premiums: number },
): StrategyValue {
  const n = Math.max(0, ctx.deathYear - ctx.taxYear);
  const grow = (amount: number, years = n) => amount * (1 + ctx.growth) ** years;
  const amount = (key: VariableKey) => Math.max(0, inputs[key] ?? 0);
  switch (mechanism.kind) {
    case 'gift': {
      const gift = amount(mechanism.amount);
      const discount = mechanism.discount ? Math.min(1, amount(mechanism.discount)) : 0;
      const valued = gift * (1 - discount);
      const atDeathValue = grow(gift);
      // Units of a family entity are given to save estate tax: where the gift would save no more
      // than the heirs' gains tax on the step-up it loses (if they sell), the family keeps them
      // (the entity serves control, protection and succession) and nothing is saved or lost.
      const savedByGift = ctx.deathTaxSaved(atDeathValue, valued);
      const stepUpLost = ctx.heirsSell ? (atDeathValue - gift) * ctx.heirsGainRate : 0;
      if (discount > 0 && gift > 0 && savedByGift <= stepUpLost)
        return {
          unitsKept: true,
          ...atDeath(ctx, 'gift', {
            reduction: 0,
            exemptionUsed: 0,
            gain: 0,
            assetUsed: 0,
            workings: [
              `Units in ${usd(gift)} of the entity's assets given now at a ${pct(discount)} discount (${usd(valued)} of exemption) would save ${usd(savedByGift)} of death taxes at the last death (${ctx.deathYear})${stepUpLost > 0 ? ` but cost the heirs ${usd(stepUpLost)} of gains tax on the step-up they lose, if they sell` : ''}: the family keeps its units (no gift, no exemption used, no step-up lost) and the entity serves control, protection and succession.`,
            ],
          }),
        };
      return atDeath(ctx, 'gift', {
        reduction: atDeathValue,
        exemptionUsed: valued,
        // Given from the investments, whose basis is taken as today's value: the growth misses
        // the step-up (a low-basis position is the freeze strategies' asset, at its own basis).
        gain: atDeathValue - gift,
        assetUsed: gift,
        workings: [
          discount > 0
            ? `Interests in the entity holding ${usd(gift)} of assets given now, valued at a ${pct(discount)} discount for lack of control and marketability (an assumption the appraisal must support): ${usd(valued)} of exemption used; grown at ${pct(ctx.growth)} the assets are ${usd(atDeathValue)} outside the estate at the last death.`
            : `Gift of ${usd(gift)} now, using as much exemption; grown at ${pct(ctx.growth)} it is ${usd(atDeathValue)} outside the estate at the last death.`,
          ctx.estateTaxState
            ? `For federal estate tax only the growth after the gift${discount > 0 ? ' and the discount escape' : ' escapes'} (the gift is added back as an adjusted taxable gift${discount > 0 ? ' at its discounted value' : ''}); ${ctx.estateTaxState}'s estate tax falls on the estate at death alone, so the whole gift and its growth leave it.`
            : `Only the growth after the gift${discount > 0 ? ' and the discount escape' : ' escapes'} estate tax: the gift itself is added back as a taxable gift${discount > 0 ? ' at its discounted value' : ''}.`,
          // The discount is the gift's: interests kept to the death claim none (IRC 2036 pulls
          // the entity's assets back at full value where the decedent kept their use or control).
          ...(discount > 0
            ? [
                'Interests kept to the death are counted at their full share of the assets: no discount on them is taken as a saving (IRC 2036, Estate of Powell, Estate of Strangi).',
              ]
            : []),
        ],
      });
    }
    case 'estate-reduction': {
      const taken = amount(mechanism.amount);
      const base = taken * (mechanism.share ? amount(mechanism.share) : 1);
      const reduction = mechanism.grows ? grow(base) : base;
      return atDeath(ctx, 'estate-reduction', {
        reduction,
        exemptionUsed: 0,
        gain: 0,
        assetUsed: taken,
        ...(mechanism.toCharity
          ? { toCharity: { flows: [{ year: ctx.deathYear, amount: reduction }], deducted: true } }
          : {}),
        workings: [
          mechanism.how,
          `The estate at the last death is ${usd(reduction)} smaller${mechanism.grows ? ` (${usd(base)} today, grown at ${pct(ctx.growth)})` : ''}; nothing is given during life, so no exemption is used and no step-up is lost.`,
        ],
      });
    }
    case 'legacy-from-pretax': {
      const toCharity = ctx.lastEstate?.toCharity ?? 0;
      const pretax = ctx.lastEstate?.pretax ?? 0;
      const paid = Math.min(toCharity, pretax);
      const rate = inputs[mechanism.heirsRate] ?? 0;
      const saved = paid * rate;
      const today = saved / (1 + ctx.discountRate) ** n;
      return valueWithoutEstateChange('legacy-from-pretax', {
        incomeTaxSaved: today,
        arrives: { kind: 'at-death', year: ctx.deathYear },
        workings:
          paid > 0
            ? [
                `At the last death (${ctx.deathYear}) the estate leaves ${usd(toCharity)} to charity and holds ${usd(pretax)} of pre-tax accounts. Paid from them, ${usd(paid)} of the legacy carries no income tax (a charity pays none); left to the heirs instead, it would be taxed at ${pct(rate)} (an assumption: their own bracket sets it): ${usd(saved)} saved.`,
                `The estate tax is the same either way (the legacy is deducted). In today's dollars at ${pct(ctx.discountRate)} over ${n} years: ${usd(today)}.`,
              ]
            : [
                toCharity > 0
                  ? 'No pre-tax accounts are left at the last death to pay the legacy from.'
                  : 'The notes state no legacy to charity at death: the value waits on its amount (bequests to charity, or a share of the estate).',
              ],
      });
    }
    case 'lead-trust': {
      const funding = amount(mechanism.amount);
      const rate = inputs[mechanism.hurdle] ?? 0;
      const term = mechanism.termYears;
      const { annuity, remainder } = zeroedOutAnnuity(funding, rate, term, ctx.growth);
      // The remainder passes at the end of the term whenever the grantor dies; valued at the
      // last death with its growth since (or discounted back to it, if the death comes first).
      const atDeathValue = remainder * (1 + ctx.growth) ** (n - term);
      return atDeath(ctx, 'lead-trust', {
        reduction: atDeathValue,
        exemptionUsed: 0,
        // Carryover basis: the remainder's growth since the funding misses the step-up.
        gain: Math.max(0, atDeathValue - remainder),
        assetUsed: funding,
        toCharity: {
          flows: Array.from({ length: term }, (_, k) => ({
            year: ctx.taxYear + k + 1,
            amount: annuity,
          })),
          deducted: false,
        },
        workings: [
          `${usd(funding)} in a ${term}-year lead trust pays charity ${usd(annuity)} a year (${usd(annuity * term)} in all, the charity's, not a saving); at the ${pct(rate)} 7520 rate the annuity is worth the funding, so the taxable gift is about zero.`,
          `Growth at ${pct(ctx.growth)} above that rate leaves ${usd(remainder)} for the heirs at the end of the term: ${usd(atDeathValue)} outside the estate at the last death. Only that remainder counts here; the estate tax on what goes to charity is not the family's saving.`,
        ],
      });
    }
    case 'charitable-remainder': {
      const years = Math.max(1, inputs.years ?? 10);
      const remainder = amount('crtFunding') * (1 - (inputs.payoutRate ?? 0)) ** years;
      const deductible = Math.min(remainder, amount('deductionLimit'));
      const rate = inputs.charitableDeductionRate ?? inputs.marginalTaxRate ?? 0;
      // The AGI limit allows a sixth of the limit each year: the gift's year and five more.
      const perYear = amount('deductionLimit') / CARRYFORWARD_YEARS_AND_GIFT_YEAR;
      const byYear: number[] = [];
      for (let left = deductible; left > 0.005 && perYear > 0; left -= perYear)
        byYear.push(Math.min(left, perYear) * rate);
      const deduction = byYear.reduce(
        (pv, saved, t) => pv + saved / (1 + ctx.discountRate) ** t,
        0,
      );
      const gainTax = amount('embeddedGain') * (inputs.capitalGainsTaxRate ?? 0);
      const deferred = gainTax * deferralWorth(years, false, ctx.discountRate);
      return valueWithoutEstateChange('charitable-remainder', {
        incomeTaxSaved: deduction,
        incomeTaxByYear: byYear,
        taxDeferred: deferred,
        toCharity: { flows: [{ year: ctx.taxYear + years, amount: remainder }], deducted: false },
        arrives: { kind: 'now', deferredYears: years },
        workings: [
          byYear.length > 1
            ? `The charity's remainder, ${usd(remainder)}, is deducted (${usd(deductible)} within the limits, ${usd(perYear)} a year over ${byYear.length} years) at ${pct(rate)}: ${usd(deductible * rate)} of income tax saved, ${usd(deduction)} in today's dollars.`
            : `The charity's remainder, ${usd(remainder)}, is deducted (${usd(deductible)} within the limits) at ${pct(rate)}: ${usd(deduction)} of income tax saved.`,
          `The trust sells the ${usd(amount('crtFunding'))} without tax, but the ${usd(gainTax)} of gains tax is not saved: the payouts carry the gain out over ${years} years. Put off, it is worth its present value at ${pct(ctx.discountRate)}, ${usd(deferred)}.`,
        ],
      });
    }
    case 'within-household':
      return valueWithoutEstateChange('within-household', {
        arrives: { kind: 'at-death', year: ctx.deathYear },
        workings: [mechanism.why],
      });
    case 'marital-deferral': {
      const first = ctx.firstDeathWithoutMaritalDeduction;
      const d = ctx.discountRate;
      const untilFirst = first ? Math.max(0, first.year - ctx.taxYear) : 0;
      const between = first ? Math.max(0, ctx.deathYear - first.year) : 0;
      // Paid at the first death without the trust, at the second with it (estate tax on QDOT
      // principal falls due when the survivor dies): the value is the use of the money between.
      const value = first ? (first.tax * (1 - 1 / (1 + d) ** between)) / (1 + d) ** untilFirst : 0;
      return valueWithoutEstateChange('marital-deferral', {
        taxDeferred: value,

        arrives: { kind: 'now', deferredYears: between },
        workings: first?.citizenSurvives
          ? [
              `In the expected order the spouse who is not a US citizen dies first (about ${first.year}) and the citizen survivor takes the marital deduction: nothing is put off. The QDOT guards the other order, which these figures do not value.`,
            ]
          : first
            ? [
                `Without a QDOT the survivor, not a US citizen, gets no marital deduction: the first to die's half of the estate (${usd(first.estate)} about ${first.year}) owes ${usd(first.tax)} of death taxes then.`,
                `Through the QDOT that tax is put off to the survivor's death (${ctx.deathYear}), ${between} years later: deferred, not saved, it is worth its present value at ${pct(d)}, ${usd(value)} in today's dollars.`,
              ]
            : [
                'The order and years of the two deaths are not known (the notes give no ages): the tax the QDOT puts off cannot be dated, so no figure is shown.',
              ],
      });
    }
    case 'freeze': {
      const moved = amount(mechanism.amount);
      const hurdle = inputs[mechanism.hurdle] ?? 0;
      const soldAnyway = mechanism.movesPosition === true && ctx.positionSoldBeforeDeath === true;
      const noStepUpLost = soldAnyway
        ? [
            'The shares are to be sold in the planned sale, whose gain is taxed either way: no step-up at death would have come, so none is lost.',
          ]
        : [];
      if (mechanism.term) {
        const term = Math.max(1, inputs[mechanism.term] ?? 1);
        const grat = rollingAnnuityTrust(moved, hurdle, term, {
          ...ctx,
          heirsSell: ctx.heirsSell && !soldAnyway,
        });
        return { ...grat, workings: [...noStepUpLost, ...grat.workings] };
      }
      const excess = Math.max(0, moved * ((1 + ctx.growth) ** n - (1 + hurdle) ** n));
      const seed = moved * (mechanism.seedGift ?? 0);
      return atDeath(ctx, 'freeze', {
        reduction: excess + grow(seed),
        exemptionUsed: seed,
        gain: soldAnyway ? 0 : excess + grow(seed) - seed * ctx.basisRatio,
        assetUsed: moved,
        workings: [
          `${usd(moved)} sold or lent at full value (no valuation discount taken); its growth at ${pct(ctx.growth)} above the ${pct(hurdle)} the trust pays back passes to the heirs: ${usd(excess)} by the last death.`,
          ...(seed > 0 ? [`A seed gift of ${usd(seed)} uses as much exemption.`] : []),
          ...noStepUpLost,
        ],
      });
    }
    case 'annual-gifts': {
      const allowed = Math.max(0, mechanism.perYear(inputs));
      const capacity = mechanism.capacity ? amount(mechanism.capacity) : Infinity;
      const perYear = n > 0 ? Math.min(allowed, capacity / n) : 0;
      let outside = 0;
      for (let k = 0; k < n; k++) outside = (outside + perYear) * (1 + ctx.growth);
      const capped =
        perYear < allowed
          ? [
              `The exclusions would allow ${usd(allowed)} a year, but ${n} years of it would exceed the ${usd(capacity)} of investments and cash that can be given: ${usd(perYear)} a year.`,
            ]
          : [];
      return atDeath(ctx, 'annual-gifts', {
        exclusionsPerYear: perYear,
        reduction: outside,
        exemptionUsed: 0,
        gain: outside - perYear * n,
        assetUsed: perYear * n,
        workings: [
          ...capped,
          `${usd(perYear)} a year given within the annual exclusions for ${n} years (no exemption used): ${usd(outside)} outside the estate at the last death with its growth.`,
        ],
      });
    }
    case 'residence': {
      const home = amount(mechanism.amount);
      const remainderShare = 1 / (1 + (inputs.section7520Rate ?? 0)) ** mechanism.termYears;
      const gift = home * remainderShare;
      const atDeathValue = grow(home);
      return atDeath(ctx, 'residence', {
        reduction: atDeathValue,
        exemptionUsed: gift,
        gain: atDeathValue - home * ctx.homeBasisRatio,
        assetUsed: home,
        probability: ctx.survival(mechanism.termYears),
        workings: [
          `The ${usd(home)} residence given subject to a ${mechanism.termYears}-year retained term: a taxable gift of ${usd(gift)}.`,
          `If the grantor dies within the term the home is back in the estate, so the saving is weighed by survival.`,
        ],
      });
    }
    case 'insurance': {
      const owned = ctx.ownedPolicy;
      // The premiums are gifts to the trust: within the beneficiaries' annual exclusions
      // (Crummey powers), the rest uses exemption.
      const exclusions = amount('donors') * amount('donees') * amount('annualExclusion');
      const years = Math.min(n, PREMIUM_YEARS);
      if (mechanism.takesOwnedPolicy && owned && owned.deathBenefit > 0) {
        // The trust pays the policy's premiums from the insureds' gifts: paid either way, so
        // no new cost, but they take annual exclusions no other yearly gift can then use.
        const premium = owned.premiums ?? 0;
        const premiumsAbove = Math.max(0, premium - exclusions) * years;
        return atDeath(ctx, 'insurance', {
          reduction: owned.deathBenefit,
          exemptionUsed: owned.value + premiumsAbove,
          ...(premium > 0 ? { exclusionsPerYear: Math.min(premium, exclusions) } : {}),
          // Death benefits are free of income tax: no step-up is lost.
          gain: 0,
          assetUsed: 0,
          probability: ctx.survival(OWNED_POLICY_LOOKBACK_YEARS),
          workings: [
            `The ${usd(owned.deathBenefit)} death benefit of the policy the insured owns is in the estate (IRC 2042); given to the trust, it is not, if the insured lives ${OWNED_POLICY_LOOKBACK_YEARS} more years (IRC 2035).`,
            `The gift is the policy's value, taken as its ${usd(owned.value)} cash value (the insurer's Form 712 gives the exact figure), against exemption. The premiums are paid either way: no new cost.`,
            ...(premium > 0
              ? [
                  `The trust pays the ${usd(premium)} yearly premium from the insureds' gifts to it, which take ${usd(Math.min(premium, exclusions))} a year of the beneficiaries' annual exclusions${premiumsAbove > 0 ? ` and ${usd(premiumsAbove)} of exemption over ${years} years` : ''}.`,
                ]
              : []),
          ],
        });
      }
      const benefit = amount(mechanism.deathBenefit);
      // Premiums counted for the years their cost is counted (the ten-year horizon), each with
      // the growth it would have had in the estate until the last death.
      let outside = 0;
      for (let k = 0; k < years; k++) outside = (outside + extra.premiums) * (1 + ctx.growth);
      outside *= (1 + ctx.growth) ** (n - years);
      const aboveExclusions = Math.max(0, extra.premiums - exclusions) * years;
      return atDeath(ctx, 'insurance', {
        exclusionsPerYear: Math.min(extra.premiums, exclusions),
        reduction: outside,
        exemptionUsed: aboveExclusions,
        gain: 0,
        assetUsed: 0,
        liquidity: benefit,
        workings: [
          `The ${usd(benefit)} death benefit pays the tax; it does not reduce it (liquidity, not a saving).`,
          `Only the premiums given to the trust leave the estate: ${usd(extra.premiums)} a year for ${years} years, ${usd(outside)} with their growth by the last death.`,
          ...(aboveExclusions > 0
            ? [
                `The beneficiaries' annual exclusions cover ${usd(exclusions)} of each year's premium gift; the rest, ${usd(aboveExclusions)} over ${years} years, uses exemption.`,
              ]
            : []),
        ],
      });
    }
    case 'credit-shelter': {
      const sheltered = amount(mechanism.amount);
      const between = ctx.firstDeathYear !== undefined ? ctx.deathYear - ctx.firstDeathYear : 0;
      const atSecond = grow(sheltered, between);
      return atDeath(ctx, 'credit-shelter', {
        reduction: atSecond,
        exemptionUsed: 0,
        dsueUsed: sheltered,
        // Stepped up at the first death, not again at the second: the growth between misses it.
        gain: atSecond - sheltered,
        assetUsed: 0,
        workings: [
          `At the first death ${usd(sheltered)} goes to a trust for the survivor instead of outright, using that spouse's exemption (no longer ported).`,
          `With ${between} years of growth it is ${usd(atSecond)} outside the survivor's estate, for federal and state tax alike.`,
          ...todaysValues(ctx, sheltered),
        ],
      });
    }
    case 'ported-exclusion': {
      // The exclusion is added to the survivor's (a DSUE used up is the negative of this).
      const ported = amount(mechanism.amount);
      return atDeath(ctx, 'ported-exclusion', {
        reduction: 0,
        exemptionUsed: 0,
        dsueUsed: -ported,
        gain: 0,
        assetUsed: 0,
        workings: [
          `The late spouse's unused exclusion, ${usd(ported)}, is added to the survivor's own at the survivor's death (IRC 2010(c)(4)); nothing leaves the estate, so no step-up is lost.`,
        ],
      });
    }
    case 'deferral': {
      const tax = extra.formulaBenefit;
      const evenly = mechanism.repaid === 'evenly';
      const term = (mechanism.yearsFrom && inputs[mechanism.yearsFrom]) || mechanism.years;
      const d = ctx.discountRate;
      // Property stepped up at a last death that comes before the sale put off is never taxed
      // on that gain; payments spread over a note or a recovery period go on whoever holds them.
      if (mechanism.steppedUpAtDeath && n < term)
        return valueWithoutEstateChange('deferral', {
          incomeTaxSaved: tax,
          arrives: { kind: 'now' },
          workings: [
            `${usd(tax)} of tax is not paid on the sale. The last death, about ${ctx.deathYear}, comes before the sale assumed after ${term} years: what is held then passes at its value at death (IRC 1014), and the gain put off is never taxed.`,
          ],
        });
      // Without a step-up, a lump put off past the last death falls due at it.
      const years = evenly ? term : Math.min(term, n || term);
      const factor = deferralWorth(years, evenly, d);
      const interest =
        mechanism.interest === 'section453A'
          ? section453AInterest(tax, amount('saleProceeds'), inputs.underpaymentRate ?? 0, years, d)
          : 0;
      const value = tax * factor - interest;
      return valueWithoutEstateChange('deferral', {
        taxDeferred: value,
        // Whole years on the wire: a 27.5-year recovery period is put off into its 28th year.
        arrives: { kind: 'now', deferredYears: Math.ceil(years) },
        workings: [
          `${usd(tax)} of tax put off${evenly ? `, paid back evenly over ${years} years,` : ` for ${years} years`} is not a saving: it is worth its present value at ${pct(d)}, ${usd(tax * factor)}.`,
          ...(interest > 0
            ? [
                `Less ${usd(interest)} of section 453A interest (today's dollars) on the tax deferred on the note above ${usd(SECTION_453A_THRESHOLD)}, at the ${pct(inputs.underpaymentRate ?? 0)} underpayment rate: ${usd(value)}.`,
              ]
            : []),
        ],
      });
    }
  }
}

/**
 * What a dollar of tax put off is worth today at `discountRate`: paid back after `years`, or
 * evenly over them (a note's principal, deductions given up over a recovery period).
 */
export function deferralWorth(years: number, evenly: boolean, discountRate: number): number {
  const d = discountRate;
  return evenly
    ? 1 - (d > 0 ? (1 - (1 + d) ** -years) / d : years) / years
    : 1 - 1 / (1 + d) ** years;
}

/**
 * Section 453A interest, in today's dollars, on a level-principal note of `proceeds` over
 * `years`: at each year end the tax still deferred, times the share of the note above $5M,
 * times the underpayment rate.
 */
function section453AInterest(
  deferredTax: number,
  proceeds: number,
  rate: number,
  years: number,
  discountRate: number,
): number {
  let pv = 0;
  for (let t = 1; t < years; t++) {
    const face = proceeds * (1 - t / years);
    if (face <= SECTION_453A_THRESHOLD) continue;
    const stillDeferred = deferredTax * (1 - t / years);
    pv +=
      (stillDeferred * ((face - SECTION_453A_THRESHOLD) / face) * rate) / (1 + discountRate) ** t;
  }
  return pv;
}

/**
 * Rolling zeroed-out GRATs: each term the trust pays the grantor an annuity whose present value
 * at the valuation month's 7520 rate equals the funding, so the gift is about zero; what the
 * assets earn above that rate is left at the end of the term and passes to the heirs. A
 * grantor who dies within a term brings that term's assets back into the estate, so each
 * term's remainder is weighed by the chance of surviving it.
 */
/**
 * A trust whose yearly annuity over `term` years returns its funding at the 7520 rate (a
 * zeroed-out GRAT or CLAT): the annuity, and what is left at the end of the term when the
 * assets grow at `growth`.
 */
function zeroedOutAnnuity(
  funding: number,
  rate7520: number,
  term: number,
  growth: number,
): { annuity: number; remainder: number } {
  const annuityFactor = Array.from({ length: term }, (_, k) => (1 + rate7520) ** -(k + 1)).reduce(
    (a, b) => a + b,
    0,
  );
  const annuity = funding / annuityFactor;
  let remainder = funding * (1 + growth) ** term;
  for (let k = 1; k <= term; k++) remainder -= annuity * (1 + growth) ** (term - k);
  return { annuity, remainder: Math.max(0, remainder) };
}

function rollingAnnuityTrust(
  funding: number,
  rate7520: number,
  term: number,
  ctx: PlanContext,
): StrategyValue {
  const n = Math.max(0, ctx.deathYear - ctx.taxYear);
  const { annuity, remainder } = zeroedOutAnnuity(funding, rate7520, term, ctx.growth);
  const terms = Math.max(1, Math.floor(n / term));
  let outside = 0;
  let expectedOutside = 0;
  for (let t = 1; t <= terms; t++) {
    const grown = remainder * (1 + ctx.growth) ** Math.max(0, n - t * term);
    outside += grown;
    expectedOutside += grown * ctx.survival(t * term);
  }
  const probability = outside > 0 ? expectedOutside / outside : 1;
  // Each remainder is the shares left when the annuity is paid in kind: bought at the funding's
  // basis ratio, their price grown over the term, so their basis is that ratio of the remainder
  // brought back over the term. It does not grow after.
  const remainderBasis = (terms * remainder * ctx.basisRatio) / (1 + ctx.growth) ** term;
  return atDeath(ctx, 'freeze', {
    reduction: outside,
    exemptionUsed: 0,
    gain: outside - remainderBasis,
    assetUsed: funding,
    probability,
    workings: [
      `${usd(funding)} in ${terms > 1 ? `${terms} rolling ${term}-year GRATs` : `a ${term}-year GRAT`}; the annuity of ${usd(annuity)} a year returns the funding at the ${pct(rate7520)} 7520 rate, so the gift is about zero.`,
      `Growth at ${pct(ctx.growth)} above that rate leaves ${usd(remainder)} at the end of each term: ${usd(outside)} outside the estate by the last death.`,
    ],
  });
}
