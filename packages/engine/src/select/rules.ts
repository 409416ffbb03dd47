import { currencySign } from '../facts/amounts';
import { saleForcedOnHeirs } from '../facts/goal-facts';
import { formatUsd } from '../formula';
import {
  FOREIGN_GIFT_REPORTING,
  isStateCode,
  premiumCreditCeiling,
  stateEstateTaxRule,
  stateTopRate,
} from '../tax';
import { FIXED_DEFAULTS } from '../projection/assumptions';
import { policiesInEstate } from '../projection/household';
import { installmentSales, plannedPropertySales } from '../projection/property-sales';
import {
  ANTI_ING_STATES,
  DAPT_STATES,
  SAVE_MORE_FOR_RETIREMENT,
  documentYear,
  exemptionFor,
} from './household';
import type { Household } from './household';

/** Yearly giving below which a private foundation's running costs are out of scale (planning threshold). */
const FOUNDATION_GIVING = 100_000;

/**
 * When a strategy fits a client and when it must not be used, stated on the facts and the law.
 * `fit` says why the facts call for it (undefined: nothing does); `against` says why it would be
 * legally ineffective, contradict a stated goal, be out of scale, or be unavailable in the
 * state. `weight` is how strongly the need is felt when it fits: 3 a gap an advisor fixes first
 * (missing documents for a dependant, a deadline, a rule being broken), 2 a clear fit, 1 useful.
 */
export interface StrategyRule {
  fit: (h: Household) => string | undefined;
  against?: (h: Household) => string | undefined;
  weight: (h: Household) => 1 | 2 | 3;
  /**
   * When the strategy is worth doing for this client with no tax saving (control of a family
   * business or land, gifts the client wants to make): only then is it listed without one.
   */
  withoutSaving?: (h: Household) => boolean;
  /**
   * Why the strategy does not fit when the advisor raises it, in terms of this client's facts
   * (the wills a recommended trust replaces, the estate that can pay its own tax).
   */
  answer?: (h: Household) => string | undefined;
}

const usd = formatUsd;
const w = (n: 1 | 2 | 3) => () => n;
/** Stated goals as free text, for phrases the canonical goal list does not name. */
const wants = (h: Household, pattern: RegExp) => pattern.test(h.goalText);

/** Younger of the ages given, or undefined. */
const youngest = (h: Household) =>
  h.age === undefined ? undefined : Math.min(h.age, h.spouseAge ?? h.age);
/** Older of the ages given, or 0 when none is. */
const oldest = (h: Household) => Math.max(h.age ?? 0, h.spouseAge ?? 0);
/** From this age a holding is more likely to end at death than in a sale (life expectancy ~25 years). */
const STEP_UP_AGE = 60;
/**
 * Net worth above the federal exemption (two for a married couple): today's, or for a client
 * under 65 with decades ahead, the estate grown at the planning rate to age 90 against the
 * indexed exemption (calc/estate-projection): a trigger for flexible tools only, never a
 * figure shown (the reason quotes the household baseline instead). An older client is judged
 * on today's figures: spending and a short horizon make the growth the less likely outcome.
 */
export const federalExposure = (h: Household): number => {
  if (h.netWorth === undefined) return 0;
  const today = Math.max(0, h.netWorth - exemptionFor(h));
  const age = youngest(h);
  const projectable = age !== undefined && age >= 50 && age < 65;
  return today > 0 || !projectable ? today : (h.ctx.common.estateAboveFederalExemption ?? 0);
};
/**
 * The part of an owned policy's death benefit the estate taxes: the estate with it above the
 * federal exemption or the domicile's own.
 */
const ownedPolicyTaxed = (h: Household): number => {
  const { deathBenefit } = policiesInEstate(h.facts);
  if (deathBenefit === 0 || h.netWorth === undefined) return 0;
  const rule = h.state ? stateEstateTaxRule(h.state, h.ctx.taxYear) : undefined;
  const exemption = Math.min(exemptionFor(h), rule?.exemption ?? Infinity);
  return Math.max(0, Math.min(deathBenefit, h.netWorth + deathBenefit - exemption));
};
/**
 * Exposure today, for irreversible or costly structures (note sales, dynasty trusts, FLPs,
 * insurance, QPRTs): a projection alone justifies only flexible tools (SLAT, GRAT, gifts).
 */
export const exposureToday = (h: Household): number =>
  h.netWorth === undefined ? 0 : Math.max(0, h.netWorth - exemptionFor(h));
/**
 * The estate above the state's exemption if death came today, at any age: what a will's trust
 * terms (a credit shelter trust) must answer now, since nothing moves until the first death.
 */
const stateExposureAtAnyAge = (h: Household): number => {
  const rule = h.state ? stateEstateTaxRule(h.state, h.ctx.taxYear) : undefined;
  if (h.netWorth === undefined || (!rule && !h.situsEstateTax)) return 0;
  return rule ? Math.max(0, h.netWorth - rule.exemption) : (h.situsEstateTax?.value ?? 0);
};
/**
 * Net worth above the state estate tax exemption where the domicile taxes estates; where it
 * does not, the real property another state's estate tax reaches (taxed where it sits).
 */
export const stateExposure = (h: Household): number => {
  const exposed = stateExposureAtAnyAge(h);
  if (exposed === 0) return 0;
  // A client under 60 who does not raise it meets the state tax decades away: the will's trust
  // terms handle it then, not lifetime transfers now.
  const near =
    (h.age ?? 60) >= 60 ||
    h.goals.has('Minimize estate taxes') ||
    ['CREDIT_SHELTER_TRUST', 'STATE_ESTATE_TAX_PLANNING', 'PORTABILITY_ELECTION'].some((id) =>
      h.asked.has(id),
    );
  return near ? exposed : 0;
};
/** Real property in another state passes through a second probate there, not the domicile's. */
const ancillaryProbate = (h: Household): string => {
  const states = [
    ...new Set(
      (h.facts.properties ?? [])
        .map((p) => p.value.state)
        .filter((s): s is string => !!s && s !== h.state),
    ),
  ];
  return states.length > 0
    ? `, with a second (ancillary) probate in ${states.join(' and ')} for the real property there`
    : '';
};
/** The state whose estate tax reaches the household: the domicile's, else where property sits. */
const taxingState = (h: Household): string =>
  h.state && stateEstateTaxRule(h.state, h.ctx.taxYear)
    ? h.state
    : (h.situsEstateTax?.states.join(' and ') ?? h.state ?? 'the state');
/** Why a state's estate tax reaches the household, in words with the figures. */
const stateExposureText = (h: Household): string =>
  h.state && stateEstateTaxRule(h.state, h.ctx.taxYear)
    ? `${h.state} taxes estates above its exemption (${usd(stateExposure(h))} exposed)`
    : `${taxingState(h)} taxes the ${usd(h.situsEstateTax?.value ?? 0)} of real property there though the clients live in ${h.state ?? 'another state'} (${usd(h.situsEstateTax?.tax ?? 0)} if every person died today)`;
const hasEstateTax = (h: Household) => federalExposure(h) > 0 || stateExposure(h) > 0;
const heirs = (h: Household) => (h.children ?? 0) + h.grandchildren > 0;
/** A home, retreat or land the family means to keep across generations, shared by the children. */
const keepsFamilyProperty = (h: Household) =>
  heirs(h) && h.goals.has('Keep a family property for generations');
/** Words for a home the family uses, which a QPRT can hold (Treas. Reg. 25.2702-5). */
const RESIDENCE_WORDS = /\b(?:home|house|condo|cabin|retreat|cottage|chalet|residence)\b/;
/** The family property to keep is a home they use: a residence trust can hold it. */
const keepsFamilyHome = (h: Household) =>
  keepsFamilyProperty(h) &&
  (h.secondHome > 0 || RESIDENCE_WORDS.test(h.facts.unvaluedProperty?.value ?? ''));
const exposureText = (h: Household) =>
  federalExposure(h) > 0
    ? (h.netWorth ?? 0) > exemptionFor(h)
      ? `estate ${usd(h.netWorth ?? 0)} is ${usd(federalExposure(h))} above the federal exemption`
      : h.projected && h.projected.federal > 0
        ? `the household projection owes ${usd(h.projected.federal)} of federal estate tax at the last death (about ${h.projected.year})`
        : `with growth, the ${usd(h.netWorth ?? 0)} estate can pass the indexed federal exemption within the clients' lifetimes`
    : stateExposureText(h);
const notExposedToday = (h: Household) =>
  h.netWorth !== undefined && exposureToday(h) === 0
    ? `Out of scale: net worth ${usd(h.netWorth)} is below the ${usd(exemptionFor(h))} federal exemption today; an irreversible structure waits until the estate is taxable`
    : undefined;
const noFederalExposure = (h: Household) =>
  h.netWorth !== undefined && federalExposure(h) === 0
    ? `Out of scale: net worth ${usd(h.netWorth)} is below the ${usd(exemptionFor(h))} federal exemption and not projected above it, so there is no estate tax to freeze or fund`
    : undefined;
const noEstateTax = (h: Household) =>
  h.netWorth !== undefined && !hasEstateTax(h)
    ? `Out of scale: net worth ${usd(h.netWorth)} is below the federal exemption (${usd(exemptionFor(h))})${h.state ? ` and ${h.state} has no estate tax reaching it` : ''}`
    : undefined;

/**
 * Wealth expected from non-US relatives (an inheritance, a foreign trust, or family assets
 * abroad): a trust they set up keeps it out of the US heir's own estate.
 */
const foreignInheritance = (h: Household) =>
  /inherit|parent|foreign trust|foreign assets|grandmother|grandfather/.test(h.crossBorder);
/**
 * A gift from a relative abroad over the Form 3520 threshold: the reporting it calls for and the
 * penalty if it goes unreported, in the gift's own currency.
 */
const foreignGiftReported = (h: Household) => {
  const gift = h.facts.foreignGift?.value;
  const rule = FOREIGN_GIFT_REPORTING.value;
  if (!gift || gift.amount <= rule.threshold) return undefined;
  const money = (n: number) =>
    `${currencySign(gift.currency)}${Math.round(n).toLocaleString('en-US')}`;
  return `the ${money(gift.amount)} gift from the client’s ${gift.from} abroad is over the $${rule.threshold.toLocaleString('en-US')} Form 3520 threshold for gifts from foreign persons; unreported, the penalty is ${rule.penaltyPerMonth * 100}% of the gift a month up to ${rule.maximumPenalty * 100}% (${money(rule.maximumPenalty * gift.amount)})`;
};
/** The share of the company an ESOP must hold after the sale for a section 1042 rollover. */
const ESOP_1042_MINIMUM_SHARE = 0.3;
const isCrypto = (h: Household) => /(btc|bitcoin|crypto|ether)/.test(h.positionText);
/**
 * A position in a listed stock: not coins, and not shares the notes call private, closely held
 * or a founder's (a collar or an exchange fund needs a traded stock) unless they say it trades.
 */
const isListedStock = (h: Household) =>
  h.positionValue > 0 &&
  !isCrypto(h) &&
  !(
    /(closely held|private|pre-ipo|founders?'?s? (?:stock|shares)|start-?up)/.test(
      h.positionText,
    ) && !/\b(?:publicly traded|listed|nasdaq|nyse|went public)\b/.test(h.positionText)
  );
const hasPosition = (h: Household) => h.positionValue > 0 || !!h.facts.concentratedPosition;
const lowBasisPosition = (h: Household) =>
  h.lowBasisHoldings > 0 ||
  (h.positionValue > 0 &&
    (h.positionBasis === 'low' ||
      (typeof h.positionBasis === 'number' && h.positionBasis <= 0.5 * h.positionValue)));
/**
 * Employer stock inside a qualified plan (IRC 402(e)(4)): placed there by the notes, or named
 * as company stock beside a pre-tax balance, never shares already held outside a plan
 * (vested RSUs, ESPP shares), which have no NUA.
 */
const employerStockInPlan = (h: Household) =>
  h.pretax > 0 &&
  (h.positionInPlan ?? /(company stock|employer stock|nua|net unrealized)/.test(h.positionText));
/** A sale of the business the facts plan, or a stated goal to sell it. */
const salePlanned = (h: Household) =>
  h.businessSale === 'planned' ||
  (h.hasBusiness && (h.goals.has('Sell the business') || wantsToSell(h.goalText)));
/** A sale the goals plan, not one they fear or spare the heirs ('so the kids don't have to sell'). */
const wantsToSell = (goalText: string) =>
  [...goalText.matchAll(/\b(?:exit|sell|sale)\b/gi)].some(
    (m) => !saleForcedOnHeirs(goalText.slice(0, m.index)),
  );
/**
 * The goals want cash at death for the estate tax: 'estate tax liquidity', 'heirs shouldn't have
 * to sell the real estate', 'pay the estate tax without selling the farm'.
 */
const wantsTaxPaidWithoutSelling = (h: Household) =>
  wants(
    h,
    /\b(?:estate(?:[- ]tax)? liquidity|liquidity (?:for|to pay) (?:the )?(?:estate )?tax(?:es)?|(?:have|need|be forced|be made) to sell|forced (?:sale|to sell)|without (?:having to )?sell(?:ing)?)\b/i,
  );
/** The notes look to the company's shares becoming saleable: a public offering or a liquidity event. */
const goingPublic = (h: Household) =>
  h.hasBusiness &&
  (h.sharesOffered ||
    wants(h, /\b(?:IPO|go(?:es|ing)? public|public offering|liquidity event)\b/i));
/**
 * The client means to sell investment property: a stated gains goal, a planned sale (of the
 * business, or of a property the notes value), or asked.
 */
const sellingProperty = (h: Household) =>
  h.goals.has('Manage capital gains taxes') ||
  salePlanned(h) ||
  plannedPropertySales(h.facts).length > 0 ||
  h.asked.has('1031_EXCHANGE') ||
  h.asked.has('DST');
/** The investment property the notes plan to sell, at its value. */
const beingSold = (h: Household) =>
  (h.facts.properties ?? [])
    .filter((p) => p.value.sale && p.value.use !== 'primary-home' && p.value.use !== 'second-home')
    .reduce((total, p) => total + (p.value.amount ?? 0), 0);
/** Pre-tax IRA balances (IRA, SEP, SIMPLE, rollover), not employer plans: the pro-rata base. */
const IRA_WORDS = /\b(?:IRAs?|SEP|SIMPLE|rollover)\b/i;
const EMPLOYER_PLAN_WORDS =
  /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457|roth|inherited|bene(?:ficiary)?)\b/i;
const preTaxIras = (h: Household): number =>
  (h.facts.accounts ?? [])
    .map((a) => a.value)
    .filter(
      (a) =>
        a.kind === 'traditional-retirement' &&
        IRA_WORDS.test(a.label) &&
        !EMPLOYER_PLAN_WORDS.test(a.label),
    )
    .reduce((t, a) => t + a.amount, 0);
/**
 * An entity whose income passes to its owners: a partnership, an S corporation, an LLC taxed as
 * either. Not a C corporation, nor a sole proprietorship (Schedule C or F), which is no entity
 * that could elect a pass-through entity tax.
 */
const isPassThrough = (h: Household) =>
  h.hasBusiness && h.entity !== 'C corporation' && h.entity !== 'sole proprietorship';
/** The client's business employs people: the stated headcount, else the exposure it gave. */
const hasEmployees = (h: Household) =>
  h.facts.employees !== undefined
    ? h.facts.employees.value > 0
    : /employ|staff/.test(h.facts.liabilityExposure?.value.toLowerCase() ?? '');
const soleOwnerNoStaff = (h: Household) =>
  h.hasBusiness && (h.entity === 'sole proprietorship' || h.entity === 'LLC') && !hasEmployees(h);
/** A corporation with employees whose owner means to sell, or asks about selling to them. */
const esopCandidate = (h: Household) =>
  h.hasBusiness &&
  (h.entity === 'C corporation' || h.entity === 'S corporation') &&
  hasEmployees(h) &&
  (salePlanned(h) || h.asked.has('ESOP') || h.goals.has('Plan business succession'));
/** A sale to an ESOP whose gain section 1042 can defer: only C corporation stock qualifies. */
const esop1042 = (h: Household) => esopCandidate(h) && h.entity === 'C corporation';
const rothLimit = (h: Household) =>
  h.ctx.table.federal.retirement.rothPhaseOutEnd[h.ctx.filingStatus].value;
/** Estate documents on record: null none, a year, or undefined (some, undated). */
const estateDocsYear = (h: Household) => documentYear(h, /will|trust/i);
const docsStale = (h: Household) => {
  const year = estateDocsYear(h);
  return year === null || (year !== undefined && h.ctx.taxYear - year >= 8);
};
const dependantsLikely = (h: Household) => (h.children ?? 0) > 0 && (h.age ?? 99) < 55;
/** The retirement age a goal states ('Retire at 62'), if any. */
const retirementAge = (h: Household) => h.facts.plannedRetirementAge?.value;
/** Why the client's own pre-tax balances call for conversions, whatever the notes ask. */
const ownConversionReason = (h: Household): string | undefined => {
  if (h.pretax < 250_000) return undefined;
  if (h.isRetired && (h.age ?? 0) < 75)
    return `${usd(h.pretax)} pre-tax and lower-income years before required distributions`;
  if ((h.age ?? 0) >= 55 && retiringBefore65(h))
    return `${usd(h.pretax)} pre-tax; the years between retirement and required distributions are the cheapest to convert`;
  const age = h.age ?? 0;
  if (age >= 55 && age < 73 && h.income !== undefined && h.pretax >= 5 * h.income)
    return `${usd(h.pretax)} pre-tax against ${usd(h.income)} of income: required distributions will outgrow today’s bracket`;
  return undefined;
};
/**
 * Why no premium credit can be kept: the dividends and interest of the savings outside
 * retirement plans alone (at the baseline's default yield) exceed 400% of the poverty line.
 */
function incomeAboveCreditCeiling(h: Household): string | undefined {
  const yieldRate = FIXED_DEFAULTS.dividendYield.value / 100;
  const income = h.outsidePlans * yieldRate;
  const people = h.isMarried ? 2 : 1;
  const ceiling = premiumCreditCeiling(people);
  return income > ceiling
    ? `No premium credit to keep: the dividends and interest of ${usd(h.outsidePlans)} outside retirement plans alone (about ${usd(income)} a year at ${+(yieldRate * 100).toFixed(2)}%) are above 400% of the poverty line (${usd(ceiling)} for ${people === 2 ? 'two' : 'one'}), the most income the credit allows (IRC 36B)`
    : undefined;
}
const retiringBefore65 = (h: Household) =>
  (h.age ?? 99) < 65 &&
  (h.age ?? 0) >= 50 &&
  (h.isRetired || h.goals.has('Retire early') || (retirementAge(h) ?? 99) < 65);
/**
 * Earned income (pay or self-employment), which IRA and plan contributions need: read from the
 * income sources where given, else working-age income of a client not said to be retired.
 */
const isEarning = (h: Household) => {
  // One-time income (a prize, a sale) says nothing of earnings.
  const sources = h.facts.incomeSources?.filter((s) => s.value.recurring);
  if (sources?.length)
    return sources.some((s) => ['wages', 'self-employment', 'business'].includes(s.value.source));
  return !h.isRetired && (h.income ?? 0) > 0 && (h.age ?? 0) < 67;
};
/** A profession that exposes the client personally (a business owner's exposure sits in the entity). */
const personalLiability = (h: Household) =>
  !!h.facts.liabilityExposure && !/business owner/i.test(h.facts.liabilityExposure.value);
const windfall = (h: Household) =>
  (h.facts.incomeSources ?? []).some((s) => !s.value.recurring && s.value.amount >= 500_000) ||
  h.inheritedIra > 0;
/** A stated tolerance for growth: aggressive or moderately aggressive. */
const growthTolerance = (h: Household) => /aggressive/.test(h.facts.riskTolerance?.value ?? '');
const conservative = (h: Household) =>
  /conservative/.test(h.facts.riskTolerance?.value ?? '') &&
  !/aggressive/.test(h.facts.riskTolerance?.value ?? '');

/**
 * For an unmarried partner, why the trust and not joint title: putting the partner on the
 * home's deed now is a gift of half its value (no marital deduction), less the annual exclusion.
 */
const jointTitleGift = (h: Household): string => {
  if (!h.isUnmarriedPartner || h.primaryHome <= 0) return '';
  const exclusion = h.ctx.table.federal.estate.annualExclusion.value;
  const gift = Math.max(0, h.primaryHome / 2 - exclusion);
  return `; putting the partner on the home's title instead would be a taxable gift of ${usd(gift)} now (half of ${usd(h.primaryHome)}, less the ${usd(exclusion)} annual exclusion; Form 709), irrevocable and open to the partner's creditors`;
};

const CHARITY = 'Support charitable causes';
/** Gifts while a divorce is pending: marital assets are under the court's restraint. */
const giftsDuringDivorce = (h: Household) =>
  h.isDivorcing
    ? 'Not now: while the divorce is pending, marital assets are under the court’s restraint and gifts would be challenged as dissipation'
    : undefined;

/** A single position this large a share of the wealth is concentrated: the standard advice is to diversify it. */
const CONCENTRATED_SHARE = 0.3;

/** Why a family partnership fits: a business or land to pass in shares, or a property kept. */
const flpFit = (h: Household): string | undefined =>
  (h.hasBusiness || h.investmentRealEstate >= 2_000_000) &&
  heirs(h) &&
  (exposureToday(h) > 0 ||
    h.farmOrLand > 0 ||
    h.goals.has('Plan business succession') ||
    h.asked.has('FLP'))
    ? 'family business or land can pass in shares while the parents keep control'
    : keepsFamilyProperty(h)
      ? 'an LLC holds the family property with written rules for its use, costs and any sale, and passes to the children as units without splitting the property'
      : undefined;

/**
 * An S corporation's stock cannot go into the partnership: a partnership is not an eligible S
 * shareholder (IRC 1361(b)(1)(B)), so the election would end. The reason says so, and the
 * partnership is valued on its other property only (catalogue/sizing partnershipProperty).
 */
const withSCorporationLeftOut = (h: Household, why: string | undefined): string | undefined =>
  why && h.hasBusiness && h.entity === 'S corporation'
    ? `${why}; the S corporation's stock stays out of it (a partnership is not an eligible S shareholder, IRC 1361(b)(1)(B)), so the partnership holds ${h.investmentRealEstate > 0 ? 'the investment real estate only' : 'none of the business'}`
    : why;

export const RULES: Record<string, StrategyRule> = {
  // Documents and family.
  // Adults with an estate of $1M or more are served by a revocable trust (with its pour-over
  // will and powers of attorney): wills are listed on their own where guardians, a partner, a
  // divorce, a death, a dependant with special needs or sudden wealth make them urgent.
  WILL_GUARDIANSHIP: {
    fit: (h) => {
      // Wills that leave a child with special needs a share outright end means-tested benefits
      // (SSI, Medicaid): they must be redone whatever their date.
      if (h.specialNeeds && estateDocsYear(h) !== null)
        return 'existing wills must leave the share of the child with special needs to a supplemental needs trust, not outright, or SSI and Medicaid stop';
      if (!docsStale(h) && !h.isDivorcing && !h.isWidowed) return undefined;
      // With no spouse and no children, intestacy sends the estate to parents or siblings.
      const noSpouseNoChildren =
        !h.isMarried && h.facts.maritalStatus !== undefined && h.children === 0;
      const urgent =
        dependantsLikely(h) ||
        noSpouseNoChildren ||
        h.isUnmarriedPartner ||
        h.isDivorcing ||
        h.specialNeeds ||
        windfall(h) ||
        (h.netWorth ?? 0) < 1_000_000;
      if (!urgent) return undefined;
      const year = estateDocsYear(h);
      const state =
        year === null ? 'no will or powers of attorney on record' : `documents date from ${year}`;
      if (dependantsLikely(h)) return `${state}; minor children need named guardians`;
      if (h.isUnmarriedPartner || h.isDivorcing)
        return `${state}; without new documents the estate passes to relatives or the former spouse`;
      if ((h.netWorth ?? 0) >= 1_000_000 || (h.children ?? 0) > 0) return `${state}`;
      return undefined;
    },
    weight: (h) =>
      dependantsLikely(h) || h.isUnmarriedPartner || h.isDivorcing || estateDocsYear(h) === null
        ? 3
        : 2,
    answer: (h) => {
      const year = estateDocsYear(h);
      if (RULES.REVOCABLE_TRUST!.fit(h))
        return `A revocable living trust, which fits this estate, comes with pour-over wills and powers of attorney${year ? ` that replace the documents of ${year}` : ''}: no separate wills are needed.`;
      return year && !docsStale(h)
        ? `The documents on record date from ${year}: a review at the next meeting, not new wills.`
        : undefined;
    },
  },
  REVOCABLE_TRUST: {
    fit: (h) =>
      (h.netWorth ?? 0) >= 1_000_000 && documentYear(h, /revocable|living trust/i) === null
        ? `${usd(h.netWorth ?? 0)} would pass through probate without a living trust${ancillaryProbate(h)}${jointTitleGift(h)}`
        : undefined,
    // Probate avoidance is a clear fit, a first fix only for a partner the law does not protect
    // or documents known to be years old; notes silent on documents leave it behind tax needs.
    weight: (h) => (h.isUnmarriedPartner || (docsStale(h) && estateDocsYear(h) !== null) ? 3 : 2),
  },
  BENEFICIARY_DESIGNATIONS: {
    fit: (h) =>
      (h.isUnmarriedPartner || h.asked.has('BENEFICIARY_DESIGNATIONS')) && h.pretax > 0
        ? 'an unmarried partner inherits retirement accounts only if the beneficiary forms name the partner'
        : h.isDivorcing && h.pretax > 0
          ? 'beneficiary forms still name the spouse being divorced'
          : undefined,
    weight: w(3),
  },
  RETITLE_JOINT_PROPERTY: {
    // The bypass trust is funded from the domicile's probate estate; property taxed where it
    // sits is the lifetime strategies' (a residence trust, an LLC, a gift of it).
    fit: (h) =>
      h.isMarried && h.stateEstateTax && stateExposure(h) > 0
        ? `joint property passes to the survivor and cannot fund the bypass trust that uses the ${taxingState(h)} exemption`
        : h.isDivorcing
          ? 'property held jointly passes to the spouse being divorced by survivorship'
          : undefined,
    against: (h) =>
      !h.isMarried && !h.isDivorcing && h.crossBorder
        ? 'Adding a US person to a non-US relative’s foreign accounts makes a completed gift, exposes the account to US estate tax and reporting, and gains nothing'
        : undefined,
    weight: (h) => (h.isDivorcing || stateExposure(h) > 0 ? 3 : 2),
  },
  SPECIAL_NEEDS_TRUST: {
    fit: (h) =>
      h.specialNeeds ? 'a family member with a disability relies on SSI or Medicaid' : undefined,
    weight: w(3),
  },
  ABLE_ACCOUNT: {
    fit: (h) =>
      h.specialNeeds
        ? 'a family member with a disability can hold up to $100,000 without losing SSI'
        : undefined,
    weight: w(2),
  },
  QTIP_TRUST: {
    fit: (h) =>
      h.isMarried && h.blendedFamily
        ? 'a second marriage with children from an earlier one: the spouse is provided for for life and the remainder kept for the client’s own children'
        : h.isMarried && stateExposure(h) > 0 && federalExposure(h) > 0
          ? exposureText(h)
          : undefined,
    against: (h) =>
      !h.isMarried ? 'Legally unavailable: the marital deduction needs a legal spouse' : undefined,
    // First where the notes ask for exactly that: the spouse for life, the rest to the children.
    weight: (h) =>
      h.isMarried && h.blendedFamily
        ? wants(h, /\b(?:for life|taken care of|provided for)\b/)
          ? 3
          : 2
        : 1,
  },
  CREDIT_SHELTER_TRUST: {
    fit: (h) =>
      // Federal portability already carries the first spouse's unused federal exemption: the
      // trust is needed where a state estate tax has no portability.
      h.isMarried && stateExposureAtAnyAge(h) > 0
        ? `${taxingState(h)} has an estate tax without portability: outright wills waste the first spouse’s state exemption`
        : undefined,
    against: (h) =>
      !h.isMarried
        ? 'Needs a married couple: the trust uses the first spouse’s exemption'
        : undefined,
    // Drafted into the wills at any age; first where the state tax is near (see stateExposure).
    weight: (h) => (stateExposure(h) > 0 ? 3 : 1),
  },
  PORTABILITY_ELECTION: {
    fit: (h) => {
      const death = h.facts.spouseDeathYear?.value;
      if (h.isWidowed && death === undefined && h.asked.has('PORTABILITY_ELECTION'))
        return 'the notes raise the estate tax return: portability must be elected on a timely Form 706 (confirm the date of death)';
      if (h.facts.portability?.value.elected) return undefined;
      if (h.isWidowed && death !== undefined && h.ctx.taxYear - death <= 5)
        return `a Form 706 electing portability passes the late spouse’s unused exemption to the survivor${death ? ` (death in ${death}; relief available up to 5 years)` : ''}`;
      return undefined;
    },
    against: (h) =>
      h.isUnmarriedPartner || (h.isSingle && !h.isWidowed)
        ? 'Unavailable: only a surviving spouse can receive a deceased spouse’s unused exemption'
        : h.isWidowed && h.facts.portability?.value.elected
          ? 'Already made: the late spouse’s estate tax return elected portability'
          : undefined,
    weight: w(3),
  },
  PRIVATE_TRUST_COMPANY: {
    fit: (h) =>
      (h.netWorth ?? 0) >= 100_000_000 && h.hasBusiness
        ? 'a family business held in trusts for generations needs trustees who know it'
        : undefined,
    weight: w(2),
  },
  FOREIGN_GRANTOR_TRUST: {
    fit: (h) => (foreignInheritance(h) ? 'wealth is expected from non-US relatives' : undefined),
    weight: w(2),
  },
  QDRO_DIVISION: {
    fit: (h) =>
      h.isDivorcing && h.pretax > 0 ? 'an employer plan is divided in the divorce' : undefined,
    weight: w(3),
  },
  SEC121_HOME_SALE_TIMING: {
    fit: (h) =>
      h.isDivorcing && h.primaryHome > 0
        ? 'selling the home while the joint exclusion applies keeps $500,000 of gain untaxed'
        : undefined,
    weight: w(3),
  },
  LLC_ASSET_PROTECTION: {
    fit: (h) =>
      h.investmentRealEstate > 0 && h.farmOrLand === 0
        ? 'rental property carries tenant liability'
        : undefined,
    weight: w(1),
  },
  LIFETIME_GIFTS: {
    fit: (h) => {
      if (h.children === 0 && h.grandchildren === 0) return undefined;
      if (stateExposure(h) > 0 && !h.ctx.state?.match(/^CT$/))
        return `${taxingState(h)} taxes estates but not gifts: gifts leave the state tax base`;
      if (federalExposure(h) > 0) return exposureText(h);
      if (h.isWidowed && (h.netWorth ?? 0) >= 5_000_000)
        return 'gifts use the late spouse’s unused exemption first, which a remarriage could lose';
      return undefined;
    },
    against: (h) =>
      giftsDuringDivorce(h) ??
      (!heirs(h) && h.netWorth !== undefined && federalExposure(h) === 0 && stateExposure(h) === 0
        ? `Out of scale: no heirs named and net worth ${usd(h.netWorth)} far below the exemption: gifts would cut no estate tax`
        : h.specialNeeds && !heirs(h)
          ? 'Outright gifts to a person on SSI end the benefits'
          : undefined),
    weight: (h) => (stateExposure(h) > 0 || federalExposure(h) > 0 ? 2 : 1),
  },
  ANNUAL_EXCLUSION_GIFTING: {
    fit: (h) => {
      if (
        !heirs(h) ||
        !(hasEstateTax(h) || h.isWidowed || wants(h, /heirs|family|keep .* in the family/))
      )
        return undefined;
      // Counted by donee, from each donor: a married couple splits gifts (IRC 2513).
      const donees = (h.children ?? 0) + h.grandchildren;
      const donors = h.ctx.isMarried ? 2 : 1;
      const exclusion = h.ctx.table.federal.estate.annualExclusion.value;
      return `${donees} family donees can each receive the annual exclusion free of exemption (${usd(donors * donees * exclusion)} a year: ${donors} donor${donors > 1 ? 's' : ''} x ${donees} x ${usd(exclusion)})`;
    },
    against: (h) =>
      giftsDuringDivorce(h) ??
      (!heirs(h) ? 'No donees named: no children or grandchildren in the facts' : undefined),
    weight: (h) => (hasEstateTax(h) ? 2 : 1),
    // Units of a family property's LLC pass to the children year by year within the exclusions.
    withoutSaving: (h) =>
      h.goals.has('Transfer wealth to heirs') || h.isWidowed || keepsFamilyProperty(h),
  },
  NONCITIZEN_SPOUSE_GIFTING: {
    fit: (h) => (h.nonCitizenSpouse ? 'the spouse is not a US citizen' : undefined),
    weight: w(1),
  },
  QDOT: {
    // No unlimited marital deduction for a non-citizen spouse: one exemption, not two, is the test.
    fit: (h) =>
      h.nonCitizenSpouse && (h.netWorth ?? 0) > h.ctx.table.federal.estate.basicExclusion.value
        ? 'no marital deduction for a non-citizen spouse without a QDOT'
        : undefined,
    against: (h) =>
      !h.nonCitizenSpouse
        ? 'Not needed: a QDOT only serves a spouse who is not a US citizen'
        : undefined,
    weight: w(2),
  },
  // Transfer-tax techniques: only where an estate tax exists.
  GRAT: {
    fit: (h) =>
      federalExposure(h) > 0 && (h.hasBusiness || h.positionValue > 0)
        ? `${exposureText(h)}; the business or position can appreciate above the 7520 rate`
        : undefined,
    against: noFederalExposure,
    weight: (h) => (salePlanned(h) ? 3 : 2),
  },
  SLAT: {
    fit: (h) => (h.isMarried && federalExposure(h) > 0 ? exposureText(h) : undefined),
    against: (h) =>
      h.isDivorcing
        ? 'Contradicts the goal: a SLAT benefits the spouse being divorced'
        : !h.isMarried
          ? 'Requires a spouse as beneficiary'
          : noFederalExposure(h),
    weight: w(1),
  },
  ILIT: {
    fit: (h) =>
      h.specialNeeds && (h.netWorth ?? 0) >= 1_000_000
        ? 'a survivorship policy can fund the special needs trust'
        : ownedPolicyTaxed(h) > 0
          ? `the ${usd(policiesInEstate(h.facts).deathBenefit)} death benefit of the policy the insured owns is in the estate (IRC 2042); owned by an ILIT for three years it is not`
          : exposureToday(h) > 0 &&
              // A business being sold turns into cash: its sale, not a policy, pays the tax.
              ((h.hasBusiness && !salePlanned(h)) ||
                h.investmentRealEstate > 0.4 * (h.netWorth ?? 0))
            ? `${exposureText(h)} and the estate is illiquid`
            : exposureToday(h) > 0 && wantsTaxPaidWithoutSelling(h)
              ? `${exposureText(h)} and the notes want the heirs to pay it without selling`
              : undefined,
    against: (h) =>
      h.specialNeeds || ownedPolicyTaxed(h) > 0
        ? undefined
        : (noEstateTax(h) ?? (stateExposure(h) > 0 ? undefined : notExposedToday(h))),
    weight: (h) => (h.specialNeeds || ownedPolicyTaxed(h) > 0 ? 3 : 1),
    // A policy pays the estate tax; it does not reduce it. Its use is liquidity, which an
    // estate mostly of investments already has.
    answer: (h) =>
      exposureToday(h) > 0 && ownedPolicyTaxed(h) === 0
        ? 'A policy would pay the estate tax, not reduce it, and this estate holds no business and little investment property that would have to be sold to pay it: the tax itself is cut by the transfer strategies.'
        : undefined,
  },
  IDGT_SALE: {
    fit: (h) =>
      exposureToday(h) > 0 && (h.hasBusiness || h.investmentRealEstate > 0)
        ? `${exposureText(h)}; a note sale freezes the business or real estate at today’s value`
        : undefined,
    against: (h) => noFederalExposure(h) ?? notExposedToday(h),
    weight: (h) => (salePlanned(h) ? 3 : 2),
  },
  DYNASTY_TRUST: {
    // An inheritance held in trust stays out of the US heir's own estate, whether or not the
    // heir has children yet; a client's own dynasty trust is for descendants.
    fit: (h) =>
      foreignInheritance(h)
        ? 'an inheritance from non-US relatives can be kept in a trust outside the heir’s US estate'
        : exposureToday(h) > 0 && heirs(h)
          ? `${exposureText(h)}; GST exemption keeps trust assets out of the children’s estates`
          : keepsFamilyProperty(h)
            ? 'a trust lasting generations can own the family property (or its LLC units) with a fund for its upkeep, under rules the family sets, outside each generation’s estate'
            : undefined,
    against: (h) =>
      foreignInheritance(h) || keepsFamilyProperty(h)
        ? undefined
        : (noFederalExposure(h) ?? notExposedToday(h)),
    withoutSaving: keepsFamilyProperty,
    weight: (h) => (h.grandchildren > 0 || (h.netWorth ?? 0) >= 50_000_000 ? 2 : 1),
  },
  QPRT: {
    fit: (h) =>
      (exposureToday(h) > 0 || stateExposure(h) > 0) &&
      h.primaryHome + h.secondHome > 0 &&
      (h.age ?? 99) < 75
        ? `${exposureText(h)}; the home can leave the estate at a discounted value`
        : // The family home to keep, where the estate is not yet known: worth modelling.
          keepsFamilyHome(h) && h.netWorth === undefined && (h.age ?? 99) < 75
          ? 'the family home can pass to the children at a reduced gift value while the parents keep using it for a term; sized once its value and the estate are known'
          : undefined,
    withoutSaving: (h) => keepsFamilyHome(h) && h.netWorth === undefined,
    against: (h) =>
      h.age !== undefined && h.age >= 75
        ? `Out of scale: at ${h.age} a 10-year term is likely to outlast the grantor, and a death in the term pulls the home back into the estate`
        : h.homeKeptForLife
          ? 'Against the wish the notes state: the home is to be kept for someone’s life, and a QPRT passes it to the remainder beneficiaries when its term ends'
          : noEstateTax(h),
    weight: w(1),
  },
  FLP: {
    fit: (h) => withSCorporationLeftOut(h, flpFit(h)),
    against: (h) =>
      !h.hasBusiness && h.investmentRealEstate === 0 && isListedStock(h)
        ? 'A partnership holding only listed securities invites a challenge of any discount'
        : undefined,
    weight: (h) => (h.farmOrLand > 0 || federalExposure(h) > 0 ? 2 : 1),
    // Worth having without a tax saving: for succession, for a property the family keeps, or
    // where a partner's creditors could reach the rentals (a charging order limits them).
    withoutSaving: (h) =>
      h.farmOrLand > 0 ||
      h.goals.has('Plan business succession') ||
      keepsFamilyProperty(h) ||
      (!!h.facts.liabilityExposure && h.investmentRealEstate > 0),
  },
  SPECIAL_USE_VALUATION: {
    fit: (h) =>
      h.farmOrLand > 0 && federalExposure(h) > 0
        ? 'family farm land in a taxable estate'
        : undefined,
    weight: w(1),
  },
  CONSERVATION_EASEMENT: {
    fit: (h) =>
      h.farmOrLand >= 1_000_000 &&
      (wants(h, /keep|land|ranch|farm/) || h.asked.has('CONSERVATION_EASEMENT'))
        ? 'the family wants the land kept whole and undeveloped'
        : undefined,
    weight: w(2),
  },
  HOLD_FOR_STEP_UP: {
    // The step-up is the plan only where death, not a sale, is the likely end of the holding: an
    // older owner. A younger client holding decades for it forgoes diversification instead.
    fit: (h) => {
      if (oldest(h) < STEP_UP_AGE) return undefined;
      // Section 1042 replacement securities must be held whatever the estate tax: a sale taxes
      // the deferred gain, and only death (section 1014) erases it.
      if (esop1042(h))
        return 'the replacement securities bought under section 1042 carry the deferred gain: any sale taxes it, held until death the step-up erases it';
      // With an estate tax due, lifetime transfers (which give up the step-up) compete for the
      // same assets: holding is then weighed in the estate plan, not recommended on its own.
      return (lowBasisPosition(h) || h.farmOrLand > 0) && federalExposure(h) === 0
        ? 'low-basis assets held until death lose their gain at the step-up, and no estate tax is due'
        : undefined;
    },
    against: (h) =>
      employerStockInPlan(h)
        ? 'Employer stock taken out at its net unrealized appreciation gets no step-up at death (income in respect of a decedent)'
        : undefined,
    weight: w(2),
  },
  INTRA_FAMILY_LOAN: { fit: () => undefined, weight: w(1) },
  PREFERRED_PARTNERSHIP_FREEZE: { fit: () => undefined, against: noFederalExposure, weight: w(1) },
  VOTING_NONVOTING_RECAP: { fit: () => undefined, against: noFederalExposure, weight: w(1) },
  STATE_ESTATE_TAX_PLANNING: { fit: () => undefined, weight: w(1) },
  // Charitable.
  DAF: {
    fit: (h) =>
      h.charitable &&
      ((h.income ?? 0) >= 150_000 ||
        lowBasisPosition(h) ||
        h.taxable > 0 ||
        hasPosition(h) ||
        h.asked.has('DAF'))
        ? h.positionValue > 0
          ? 'gifts of appreciated shares avoid the gain and give a full deduction'
          : 'bunching gifts in one year clears the standard deduction'
        : undefined,
    weight: (h) => (lowBasisPosition(h) || h.positionValue > 0 ? 3 : 2),
  },
  PRIVATE_FOUNDATION: {
    fit: (h) =>
      h.charitable && ((h.netWorth ?? 0) >= 20_000_000 || h.asked.has('PRIVATE_FOUNDATION'))
        ? 'giving at a scale where family governance is worth the running costs'
        : undefined,
    against: (h) =>
      isCrypto(h) || (h.positionValue > 0 && !isListedStock(h) && !h.hasBusiness)
        ? 'Gifts of appreciated property other than listed stock to a private foundation are deductible only at basis'
        : h.netWorth !== undefined && h.netWorth < 5_000_000
          ? `Out of scale: a foundation’s costs and excise tax outweigh a donor-advised fund at ${usd(h.netWorth)}`
          : // The notes say how much the family gives: below a foundation's scale, its costs
            // (5% payout, excise tax, filings, staff) buy nothing a donor-advised fund does not.
            h.annualGiving > 0 && h.annualGiving < FOUNDATION_GIVING
            ? `Out of scale: ${usd(h.annualGiving)} a year of giving is below the ${usd(FOUNDATION_GIVING)} at which a foundation’s running costs are usually worth it; a donor-advised fund does the same`
            : undefined,
    weight: (h) => (h.goals.has(CHARITY) ? 2 : 1),
    // A family foundation's value is governance and shared family giving, not a tax saving.
    withoutSaving: (h) =>
      h.charitable && ((h.netWorth ?? 0) >= 20_000_000 || h.asked.has('PRIVATE_FOUNDATION')),
  },
  CRT: {
    fit: (h) =>
      h.charitable &&
      (lowBasisPosition(h) ||
        salePlanned(h) ||
        employerStockInPlan(h) ||
        hasPosition(h) ||
        h.asked.has('CRT'))
        ? 'a charitable remainder trust sells the low-basis asset without tax and pays an income'
        : undefined,
    weight: (h) => (h.goals.has('Diversify the portfolio') || employerStockInPlan(h) ? 3 : 2),
  },
  CLAT: {
    fit: (h) =>
      h.charitable && federalExposure(h) > 0
        ? `${exposureText(h)}; the lead trust pays charity first and heirs later`
        : undefined,
    against: noFederalExposure,
    weight: w(2),
  },
  CGA: {
    fit: (h) =>
      h.charitable && (h.age ?? 0) >= 65 && h.positionValue > 0
        ? 'a gift annuity pays a life income for appreciated assets'
        : undefined,
    weight: w(1),
  },
  QCD: {
    fit: (h) =>
      (h.age ?? 0) >= 70 && h.pretax > 0 && h.charitable
        ? `at ${h.age} gifts straight from the IRA leave income, counting toward required distributions`
        : undefined,
    weight: w(3),
  },
  QCD_SPLIT_INTEREST: { fit: () => undefined, weight: w(1) },
  CHARITABLE_IRA_BENEFICIARY: {
    fit: (h) =>
      h.charitable && h.pretax >= 500_000 && (h.age ?? 0) >= 60
        ? 'IRA dollars are worth their full value to a charity but far less to heirs after income tax'
        : undefined,
    weight: (h) => ((h.age ?? 0) >= 70 ? 2 : 1),
  },
  // Real estate and gains.
  '1031_EXCHANGE': {
    fit: (h) =>
      // An exchange defers the gain of a sale: with no sale planned there is nothing to defer.
      h.investmentRealEstate > 0 && sellingProperty(h)
        ? 'investment real estate the client means to sell can be exchanged for like-kind property, deferring the gain'
        : undefined,
    against: (h) =>
      h.investmentRealEstate === 0
        ? 'Legally ineffective: since 2018 a like-kind exchange covers only real property held for business or investment, not stock, crypto, a business interest or a personal-use home'
        : undefined,
    weight: (h) => (sellingProperty(h) ? 2 : 1),
  },
  DST: {
    fit: (h) =>
      h.investmentRealEstate > 0 && sellingProperty(h) && (h.age ?? 0) >= 60
        ? 'a replacement property without management duties'
        : undefined,
    weight: w(1),
  },
  UPREIT_721: { fit: () => undefined, weight: w(1) },
  OPPORTUNITY_ZONE: {
    fit: (h) =>
      h.investmentRealEstate >= 2_000_000 && (salePlanned(h) || h.hasBusiness)
        ? 'large gains are coming from property or business sales'
        : undefined,
    weight: w(1),
  },
  COST_SEGREGATION: {
    // Buildings kept: on one about to be sold the faster depreciation is recaptured at once.
    fit: (h) =>
      h.investmentRealEstate - h.farmOrLand - beingSold(h) >= 1_000_000
        ? 'depreciable rental or commercial buildings'
        : h.investmentRealEstate > 0 && sellingProperty(h) && h.asked.has('COST_SEGREGATION')
          ? 'the replacement buildings bought with the sale proceeds can be studied for faster depreciation'
          : undefined,
    weight: w(2),
  },
  // Never for listed stock: section 453(k)(2) denies the installment method to stock traded
  // on an established market (selling it in tranches is direct indexing's staged sale).
  INSTALLMENT_SALE: {
    fit: (h) =>
      salePlanned(h)
        ? 'the planned sale can be paid over years, spreading the gain'
        : // A property sold for cash is exchanged, not financed: only a note the notes name.
          installmentSales(h.facts).length > 0 ||
            (h.investmentRealEstate > 0 &&
              sellingProperty(h) &&
              plannedPropertySales(h.facts).length === 0)
          ? 'property sold for a note is taxed as the payments arrive (section 453), spreading the gain over several years'
          : undefined,
    weight: w(2),
  },
  EXCHANGE_FUND: {
    fit: (h) =>
      // A seven-year lock-up is worth it for a seven-figure position; the catalogue minimum
      // net worth keeps it to accredited investors.
      isListedStock(h) &&
      lowBasisPosition(h) &&
      h.positionValue >= 1_000_000 &&
      !employerStockInPlan(h)
        ? 'the low-basis position can be swapped into a diversified fund without a sale'
        : undefined,
    // Diversifying without a sale is its purpose; the tax it puts off may not pay its fees.
    withoutSaving: (h) => h.goals.has('Diversify the portfolio'),
    weight: (h) => (h.goals.has('Diversify the portfolio') ? 2 : 1),
  },
  DIRECT_INDEXING_TLH: {
    fit: (h) =>
      hasPosition(h) && !employerStockInPlan(h)
        ? 'harvested losses offset gains as the concentrated position is sold down'
        : // Direct indexing harvests an equity index's losses: not for a stated conservative
          // (mostly bonds) allocation, nor an account a pending divorce is about to divide.
          h.taxable >= 1_000_000 && !conservative(h) && !h.isDivorcing
          ? 'harvested losses in a large taxable account offset gains'
          : undefined,
    // A single position that large a share of the wealth is to be diversified, and the
    // direct-indexed core is where it goes: worth it for that, whatever the losses save.
    withoutSaving: (h) =>
      hasPosition(h) &&
      (h.goals.has('Diversify the portfolio') ||
        h.positionValue >= CONCENTRATED_SHARE * (h.netWorth ?? Infinity)),
    weight: (h) => (h.positionValue > 0 ? 2 : 1),
  },
  HEDGE_COLLAR: {
    fit: (h) =>
      isListedStock(h) &&
      h.positionValue >= CONCENTRATED_SHARE * (h.netWorth ?? Infinity) &&
      h.positionValue >= 1_000_000 &&
      !employerStockInPlan(h)
        ? 'a collar caps the downside of the single stock while it is sold down'
        : undefined,
    weight: w(1),
  },
  RULE_10B5_1: {
    fit: (h) =>
      h.facts.insider?.value && hasPosition(h)
        ? 'an insider of the company sells its stock only in open windows or under a pre-set plan'
        : undefined,
    weight: w(2),
  },
  NUA: {
    fit: (h) =>
      employerStockInPlan(h)
        ? 'employer stock in the plan can be distributed at its basis, the rest taxed as capital gain'
        : undefined,
    weight: w(3),
  },
  ISO_AMT_EXERCISE_PLANNING: {
    fit: (h) =>
      /\biso/.test(h.positionText) ||
      h.facts.stockOptions?.some((o) => o.value.type === 'ISO') ||
      (h.asked.has('ISO_AMT_EXERCISE_PLANNING') && isEarning(h))
        ? 'incentive stock options: the spread at exercise counts for the AMT'
        : undefined,
    weight: w(3),
  },
  // Retirement and income tax.
  ROTH_CONVERSION: {
    fit: (h) =>
      ownConversionReason(h) ??
      ((h.goals.has('Evaluate Roth conversions') || h.asked.has('ROTH_CONVERSION')) &&
      h.pretax >= 250_000 &&
      !h.asksToConvertInheritedIra
        ? 'the client asked about conversions'
        : undefined),
    // The question may be about an inherited IRA, which a non-spouse beneficiary cannot convert:
    // it is answered so unless the client's own balances call for conversions.
    against: (h) =>
      (h.pretax === 0 && h.inheritedIra > 0) ||
      (h.asksToConvertInheritedIra && !ownConversionReason(h))
        ? 'Not permitted: a non-spouse beneficiary cannot convert an inherited IRA'
        : undefined,
    weight: (h) => (h.isRetired || retiringBefore65(h) ? 3 : 2),
  },
  BACKDOOR_ROTH: {
    fit: (h) =>
      isEarning(h) && (h.income ?? 0) > rothLimit(h)
        ? `income ${usd(h.income ?? 0)} is above the Roth IRA limit`
        : undefined,
    // Every IRA of the owner counts in the conversion's taxable share (IRC 408(d)(2)). For one
    // person the IRAs are that person's; a spouse without any can still convert.
    against: (h) =>
      !h.isMarried && preTaxIras(h) > 0
        ? `The pro-rata rule (IRC 408(d)(2)): with ${usd(preTaxIras(h))} in pre-tax IRAs, most of each conversion is taxable; rolling them into an employer plan first would clear the way`
        : undefined,
    // A year's IRA limit for each year of earned income left: little for a client about to retire.
    weight: (h) => (retiringBefore65(h) && (h.age ?? 0) >= 62 ? 1 : 2),
  },
  MEGA_BACKDOOR_ROTH: {
    // Where the notes say the plan takes after-tax contributions, a saver above the Roth IRA
    // limits uses the room; else only a high earner's plan is assumed to.
    fit: (h) =>
      isEarning(h) &&
      (h.facts.employerPlan?.value || h.afterTaxContributionsAllowed) &&
      (h.income ?? 0) >= (h.afterTaxContributionsAllowed ? 200_000 : 400_000) &&
      !soleOwnerNoStaff(h)
        ? 'a plan allowing after-tax contributions adds Roth room above the deferral limit'
        : undefined,
    // In the plan of a business the client wholly owns, the owner is the highly compensated
    // group: after-tax contributions only the owner makes fail the ACP test (section 401(m)).
    // A solo 401(k) with no staff has no test to fail.
    against: (h) =>
      h.hasBusiness && h.facts.business?.value.ownershipPercent === 100 && !soleOwnerNoStaff(h)
        ? 'Fails testing: in a plan the client’s own business sponsors for its staff, after-tax contributions made by the owner alone fail the ACP nondiscrimination test'
        : undefined,
    weight: (h) => ((h.income ?? 0) >= 1_000_000 ? 2 : 1),
  },
  MAX_PRETAX_401K: {
    fit: (h) =>
      isEarning(h) &&
      h.facts.employerPlan?.value &&
      ((h.income ?? 0) >= 100_000 || h.inheritedIra > 0) &&
      !h.hasBusiness
        ? 'each deferred dollar comes off the top bracket'
        : undefined,
    weight: w(1),
  },
  SOLO_401K: {
    fit: (h) => (soleOwnerNoStaff(h) ? 'a self-employed owner with no staff' : undefined),
    against: (h) =>
      h.hasBusiness && hasEmployees(h)
        ? 'Not permitted: a solo 401(k) cannot cover a business with employees other than the owner and spouse'
        : h.hasBusiness && h.businessPlan
          ? `Already covered: the business sponsors its own plan ('${h.businessPlan}'); a second plan for the same business shares one section 415(c) limit, which that plan already uses`
          : undefined,
    weight: w(2),
  },
  CASH_BALANCE_PLAN: {
    fit: (h) =>
      h.hasBusiness && isEarning(h) && (h.income ?? 0) >= 400_000 && (h.age ?? 45) >= 40
        ? `a business owner with ${usd(h.income ?? 0)} of income can shelter far more than the 401(k) limit`
        : undefined,
    weight: w(2),
    // Saving more for retirement is then the client's own aim, whatever the rate arbitrage.
    withoutSaving: (h) => h.goals.has(SAVE_MORE_FOR_RETIREMENT),
  },
  PROFIT_SHARING_PLAN: {
    fit: (h) =>
      h.hasBusiness && hasEmployees(h) && (h.income ?? 0) >= 300_000
        ? 'cross-testing directs most contributions to the owner'
        : undefined,
    // An owner with staff who means to save more: the cross-tested profit-sharing layer (and
    // the gateway contribution a cash balance plan beside it needs) is a first lever.
    weight: (h) => (h.goals.has(SAVE_MORE_FOR_RETIREMENT) ? 2 : 1),
    // As for the cash balance plan: saving more is the client's own aim, whatever the arbitrage.
    withoutSaving: (h) => h.goals.has(SAVE_MORE_FOR_RETIREMENT),
  },
  NQDC: { fit: () => undefined, weight: w(1) },
  QLAC: { fit: () => undefined, weight: w(1) },
  HSA: {
    // Contributions need HDHP coverage and stop with Medicare (IRC 223(b)(7)); an HSA already
    // funded is answered as in place.
    fit: (h) =>
      h.hdhpCovered && (h.age ?? 0) < 65
        ? 'covered by a high-deductible health plan: contributions are deductible, growth untaxed and medical withdrawals tax-free'
        : undefined,
    weight: w(2),
  },
  ASSET_LOCATION: {
    // An inherited IRA is tax-deferred too, and must be emptied: the natural home for bonds.
    fit: (h) =>
      h.outsidePlans >= 250_000 && h.pretax + h.inheritedIra >= 250_000
        ? `${usd(h.outsidePlans)} outside retirement plans and ${usd(h.pretax + h.inheritedIra)} tax-deferred: each can hold what is taxed least there`
        : undefined,
    // Housekeeping within the portfolio: listed on its value, after the client's larger needs.
    weight: w(1),
  },
  INHERITED_IRA_DISTRIBUTION_PLANNING: {
    fit: (h) =>
      h.inheritedFromSpouse && !h.spousalRollover
        ? 'as the surviving spouse (an eligible designated beneficiary) the IRA can be treated as the survivor’s own or kept inherited with life-expectancy distributions: no ten-year rule'
        : h.inheritedIra > 0 ||
            (h.asked.has('INHERITED_IRA_DISTRIBUTION_PLANNING') && !h.spousalRollover)
          ? 'an inherited IRA must be emptied within ten years of the death'
          : undefined,
    answer: (h) =>
      h.spousalRollover
        ? 'A spousal rollover made the IRA the survivor’s own: its required distributions follow her own age, and the ten-year rule for inherited IRAs does not apply.'
        : undefined,
    weight: w(3),
  },
  SOCIAL_SECURITY_TIMING: {
    fit: (h) =>
      (h.age ?? 0) >= 55 &&
      (h.age ?? 99) < 70 &&
      (h.isRetired || retiringBefore65(h) || h.asked.has('SOCIAL_SECURITY_TIMING'))
        ? 'claiming ages set the couple’s and the survivor’s lifetime benefit'
        : undefined,
    weight: (h) => (retiringBefore65(h) ? 3 : 2),
  },
  ACA_MAGI_MANAGEMENT: {
    fit: (h) =>
      retiringBefore65(h) && !incomeAboveCreditCeiling(h)
        ? 'retiring before Medicare at 65: exchange premiums depend on income'
        : undefined,
    against: (h) => incomeAboveCreditCeiling(h),
    weight: w(2),
  },
  DELAY_RETIREMENT: { fit: () => undefined, weight: w(1) },
  CONSERVATIVE_ALLOCATION: {
    fit: (h) =>
      conservative(h)
        ? 'the client states a conservative risk tolerance'
        : // The years either side of retirement carry the sequence-of-returns risk: a set
          // spending level drawn from the portfolio needs its first years in cash and bonds.
          retiringBefore65(h) && h.facts.annualExpenses !== undefined && !growthTolerance(h)
          ? `retiring within a few years on a stated ${usd(h.facts.annualExpenses.value)} a year of spending: a cash and bond bucket covers the first years whatever the markets do`
          : undefined,
    weight: w(2),
  },
  ANNUITY_INCOME_FLOOR: {
    fit: (h) =>
      (h.isRetired || retiringBefore65(h)) &&
      conservative(h) &&
      (h.netWorth ?? Infinity) < 5_000_000
        ? 'a guaranteed floor covers essential spending'
        : undefined,
    weight: w(1),
  },
  PAY_OFF_MORTGAGE: { fit: () => undefined, weight: w(1) },
  SPENDING_PLAN: {
    fit: (h) =>
      windfall(h) || ((h.age ?? 99) < 35 && (h.income ?? 0) >= 1_000_000)
        ? 'sudden or short-lived wealth needs a fixed spending level'
        : undefined,
    weight: w(2),
  },
  TAX_RESERVE_ESTIMATES: {
    fit: (h) =>
      (h.facts.incomeSources ?? []).some((s) => !s.value.recurring && s.value.amount >= 500_000) ||
      h.asked.has('TAX_RESERVE_ESTIMATES')
        ? 'withholding on a one-time income falls short of the tax'
        : undefined,
    weight: w(3),
  },
  // Insurance.
  TERM_LIFE_INSURANCE: {
    fit: (h) => {
      if (!isEarning(h) || (h.age ?? 0) >= 60) return undefined;
      const cover = h.lifeCover ?? 0;
      const need = 10 * (h.income ?? 0);
      if (cover >= need) return undefined;
      if (dependantsLikely(h) || h.isDivorcing || (h.mortgage > 0 && (h.children ?? 0) > 0))
        return `income supports ${dependantsLikely(h) ? 'young children' : h.isDivorcing ? 'support obligations' : 'a mortgage'}; cover ${usd(cover)} is below ten years of income`;
      return undefined;
    },
    weight: (h) => (dependantsLikely(h) || h.isDivorcing ? 3 : 2),
  },
  DISABILITY_INSURANCE: {
    fit: (h) =>
      isEarning(h) &&
      (h.age ?? 0) < 60 &&
      (h.income ?? 0) >= 150_000 &&
      (dependantsLikely(h) || (h.income ?? 0) >= 1_000_000 || h.asked.has('DISABILITY_INSURANCE'))
        ? 'earned income the household depends on is uninsured above group limits'
        : undefined,
    weight: (h) => (dependantsLikely(h) || (h.income ?? 0) >= 1_000_000 ? 3 : 2),
  },
  UMBRELLA_LIABILITY: {
    fit: (h) =>
      h.goals.has('Protect assets from creditors') || personalLiability(h)
        ? 'a stated need for protection from claims: excess liability cover is the first layer'
        : (h.income ?? 0) >= 1_000_000 && !h.hasBusiness
          ? 'a high-profile, high-income household is a lawsuit target'
          : // A prize is made public (lotteries publish winners); an inheritance is private.
            h.facts.windfall !== undefined
            ? 'a publicised windfall attracts claims'
            : undefined,
    weight: w(2),
  },
  // Business.
  BUY_SELL: {
    // An agreement among owners: a business (a farm worked as one), not land one person holds.
    // Co-owners need one whether or not a sale is planned: it sets the price one pays the other.
    fit: (h) =>
      h.hasBusiness &&
      ((h.facts.business?.value.ownershipPercent ?? 100) < 100 ||
        (!salePlanned(h) && (h.farmOrLand > 0 || h.asked.has('BUY_SELL'))))
        ? 'co-owners or successors need a price and a funded exit'
        : undefined,
    against: (h) =>
      h.hasBusiness && (h.facts.business?.value.ownershipPercent ?? 0) === 100 && salePlanned(h)
        ? 'Out of place: a sole owner selling the whole business has no co-owner to bind'
        : undefined,
    weight: w(2),
  },
  ESOP: {
    fit: (h) => {
      // The catalogue's ESOP is the section 1042 sale: C corporation stock only.
      if (!esopCandidate(h) || h.entity === 'S corporation') return undefined;
      // Section 1042(b)(2): the ESOP must own at least 30% of the stock right after the sale.
      const value = h.facts.business?.value.value;
      const first =
        value !== undefined && h.entity === 'C corporation'
          ? ` if the ESOP owns at least 30% after the sale (at least ${usd(ESOP_1042_MINIMUM_SHARE * value)} of the ${usd(value)} company in the first stage)`
          : '';
      return `employees can buy the company; a C corporation seller can defer the gain under section 1042${first}`;
    },
    against: (h) =>
      h.hasBusiness && !['C corporation', 'S corporation'].includes(h.entity ?? '')
        ? 'Needs a corporation: an ESOP buys stock'
        : undefined,
    // The catalogue's ESOP is the section 1042 sale, for C corporation stock only.
    answer: (h) =>
      h.entity === 'S corporation'
        ? 'The section 1042 deferral is for C corporation stock only (IRC 1042(c)(1)(A)): a sale of S corporation shares to an ESOP is taxed as any sale, unless the company becomes a C corporation first. An ESOP can still buy the company, and the ESOP’s share of an S corporation’s income is not taxed to it (IRC 512(e)(3)); the sale’s price and terms need a valuation.'
        : undefined,
    weight: w(3),
  },
  QSBS_EXCLUSION: {
    fit: (h) =>
      h.hasBusiness &&
      h.entity === 'C corporation' &&
      !h.isServiceBusiness &&
      (salePlanned(h) || goingPublic(h))
        ? 'C corporation stock held more than five years may exclude the gain'
        : undefined,
    against: (h) => qsbsBar(h),
    weight: w(3),
  },
  QSBS_STACKING: {
    fit: (h) =>
      h.hasBusiness &&
      h.entity === 'C corporation' &&
      !h.isServiceBusiness &&
      (salePlanned(h) || goingPublic(h)) &&
      heirs(h)
        ? 'gifts of shares to non-grantor trusts give each trust its own exclusion cap'
        : undefined,
    against: (h) => qsbsBar(h),
    weight: w(1),
  },
  PTET: {
    fit: (h) =>
      isPassThrough(h) && h.stateIncomeRate > 0 && (h.income ?? 0) >= 400_000
        ? `${h.state} tax paid by the entity is deductible federally above the SALT cap`
        : undefined,
    against: (h) =>
      h.state && h.stateIncomeRate === 0 ? `${h.state} has no income tax to deduct` : undefined,
    weight: w(3),
  },
  S_CORP_ELECTION: {
    fit: (h) =>
      soleOwnerNoStaff(h) && (h.income ?? 0) >= 150_000
        ? 'profit above a reasonable salary escapes self-employment tax'
        : undefined,
    weight: w(3),
  },
  REASONABLE_COMP_REVIEW: {
    fit: (h) =>
      !h.hasBusiness
        ? undefined
        : h.entity === 'S corporation'
          ? 'the owner’s salary must be defensible against the distributions'
          : // No salary yet: the S election recommended beside it brings one.
            soleOwnerNoStaff(h)
            ? 'with the S election, the owner’s salary must be defensible against the distributions'
            : undefined,
    weight: w(3),
  },
  SECTION_199A: {
    fit: () => undefined,
    against: () =>
      'Nothing to implement: the deduction applies automatically on the return where the business qualifies',
    weight: w(1),
  },
  SECTION_179: {
    fit: () => undefined,
    against: (h) =>
      !h.hasBusiness
        ? 'Needs a business buying equipment; holding listed stock gives none'
        : undefined,
    weight: w(1),
  },
  CAPTIVE_INSURANCE: {
    fit: () => undefined,
    against: (h) =>
      !h.hasBusiness
        ? 'No operating business risk to insure; micro-captives are listed transactions'
        : h.businessSale
          ? 'The business is being sold: a captive needs years of insurable operations'
          : undefined,
    weight: w(1),
  },
  SPLIT_DOLLAR: { fit: () => undefined, against: noFederalExposure, weight: w(1) },
  PREMIUM_FINANCING: {
    fit: () => undefined,
    against: (h) =>
      h.netWorth === undefined || h.netWorth < 25_000_000 || !hasEstateTax(h)
        ? 'Out of scale: borrowing for premiums needs a large estate tax to fund and stable income to carry the loan'
        : undefined,
    weight: w(1),
  },
  // State, trusts and cross-border.
  ING_TRUST: {
    fit: (h) =>
      h.stateIncomeRate >= 0.05 &&
      !ANTI_ING_STATES.has(h.state ?? '') &&
      (h.netWorth ?? 0) >= 10_000_000
        ? `${h.state} income tax on trust income can be avoided by a non-grantor trust sited elsewhere`
        : undefined,
    against: (h) =>
      h.state && ANTI_ING_STATES.has(h.state)
        ? `Legally ineffective: ${h.state} taxes an incomplete-gift non-grantor trust’s income to the grantor`
        : h.state && h.stateIncomeRate === 0
          ? `${h.state} has no income tax to avoid`
          : undefined,
    weight: w(1),
  },
  NON_GRANTOR_TRUST: { fit: () => undefined, weight: w(1) },
  RESIDENCY_CHANGE: {
    fit: (h) => {
      const planned = h.facts.plannedState?.value;
      if (!planned || h.stateIncomeRate <= 0) return undefined;
      // A gain is taxed where the seller lives when it is realised: a move the notes plan after
      // the sale leaves the sale to the old state, and the value is in moving first.
      return h.movesAfterSale && h.facts.businessSale?.value.status === 'planned'
        ? `a planned move to ${planned}, but after the sale closes, when its gain is still ${h.state ?? 'the old state'}’s to tax: the figure is what domicile in ${planned} before a binding sale agreement would save`
        : `a planned move to ${planned}`;
    },
    against: (h) => {
      // The strategy is a move to a state without a broad income tax.
      const planned = h.facts.plannedState?.value.toUpperCase();
      if (planned && isStateCode(planned) && stateTopRate(planned) > 0)
        return `Not this strategy: ${planned} taxes income too (up to ${(stateTopRate(planned) * 100).toFixed(2).replace(/\.?0+$/, '')}%), and ${h.state ?? 'the old state'} keeps taxing pay and business income earned there; what the move changes is the difference between the two states' tax on the income that moves`;
      return h.isWorking && h.stateIncomeRate > 0 && !h.facts.plannedState
        ? `Out of place while working in ${h.state}: the state keeps taxing wages and business income earned there`
        : h.state && h.stateIncomeRate === 0 && !h.stateEstateTax
          ? `${h.state} has no income tax to leave`
          : undefined;
    },
    weight: w(2),
  },
  DAPT: {
    fit: (h) =>
      (h.goals.has('Protect assets from creditors') || personalLiability(h)) &&
      (h.netWorth ?? 0) >= 2_000_000 &&
      h.state &&
      DAPT_STATES.has(h.state)
        ? `${h.state} allows a self-settled asset protection trust`
        : undefined,
    against: (h) =>
      h.state && !DAPT_STATES.has(h.state)
        ? `Not available: ${h.state} has no domestic asset protection trust statute, and a resident’s trust sited elsewhere is exposed to ${h.state} courts`
        : undefined,
    weight: w(1),
  },
  PPLI: {
    fit: (h) =>
      (h.netWorth ?? 0) >= 50_000_000 && federalExposure(h) > 0
        ? 'large tax-inefficient investments can grow untaxed inside a policy'
        : undefined,
    against: (h) =>
      h.netWorth !== undefined && h.netWorth < 20_000_000
        ? `Out of scale: private placement policies need qualified-purchaser wealth and premiums of millions; net worth is ${usd(h.netWorth)}`
        : undefined,
    weight: w(1),
  },
  PFIC_AVOIDANCE: {
    // Foreign funds, not a flat abroad: a PFIC is a fund or holding company.
    fit: (h) =>
      /foreign assets|non-us|dual/.test(h.crossBorder)
        ? 'non-US funds held by a US tax resident are PFICs'
        : undefined,
    weight: w(3),
  },
  FOREIGN_REPORTING_COMPLIANCE: {
    fit: (h) =>
      foreignGiftReported(h) ??
      (/foreign|non-us/.test(h.crossBorder)
        ? 'foreign accounts, gifts or trusts must be reported'
        : undefined),
    weight: w(3),
  },
  PRE_IMMIGRATION_PLANNING: {
    fit: (h) =>
      /moving to the us/.test(h.crossBorder) ? 'planning before US residence starts' : undefined,
    weight: w(3),
  },
  EXPATRIATION_PLANNING: {
    fit: (h) => (/renouncing/.test(h.crossBorder) ? 'giving up US citizenship' : undefined),
    weight: w(3),
  },
  PLAN_529: {
    fit: (h) =>
      (h.children ?? 0) + h.grandchildren > 0 &&
      (h.goals.has("Fund children's education") ||
        h.asked.has('PLAN_529') ||
        (h.grandchildren > 0 && hasEstateTax(h)) ||
        (dependantsLikely(h) && (h.income ?? 0) >= 150_000))
        ? 'education costs for the children or grandchildren grow tax-free in a 529'
        : undefined,
    weight: (h) => (h.goals.has("Fund children's education") ? 3 : 1),
  },
};

/** Why the QSBS exclusion is unavailable: not C corporation stock, or a specified service business. */
function qsbsBar(h: Household): string | undefined {
  if (h.hasBusiness && h.isServiceBusiness)
    return 'Legally ineffective: a specified service business (health, law, consulting and the like) is not a qualified trade or business under section 1202';
  if (h.hasBusiness && h.entity && h.entity !== 'C corporation')
    return `Legally ineffective: section 1202 covers only C corporation stock, not an ${h.entity}`;
  if (!h.hasBusiness && h.positionValue > 0)
    return 'Legally ineffective: shares bought on the market or received from a large public company are not qualified small business stock';
  if (!h.hasBusiness) return 'No qualified small business stock in the facts';
  // A founder's shares date from the founding, unless the notes say the company became a
  // C corporation later (its stock is then issued at the conversion).
  const founded = h.facts.business?.value.foundedYear;
  if (
    founded !== undefined &&
    founded <= LAST_YEAR_BEFORE_1202 &&
    !/convert/i.test(h.facts.business?.source ?? '')
  )
    return `Legally ineffective: shares issued at the founding in ${founded}; section 1202 covers only stock originally issued after August 10, 1993`;
  return undefined;
}

/**
 * Section 1202(c)(1): stock originally issued after the date of enactment, August 10, 1993. A
 * founding in 1993 itself may fall either side, so only earlier years are barred.
 */
const LAST_YEAR_BEFORE_1202 = 1992;
