import {
  federalIncomeTax,
  preferentialIncomeTax,
  UNRECAPTURED_1250_CAP,
  unrecapturedGainTax,
} from './federal';
import {
  AMT,
  EXCESS_BUSINESS_LOSS,
  IRMAA_2026,
  PAYROLL,
  QSBS,
  RMD_AGES,
  SECTION_179,
  SECTION_7520_RATES,
  SENIOR_DEDUCTION,
  SOCIAL_SECURITY_TAXATION,
  SSI_ABLE,
  UNIFORM_LIFETIME_FIRST_AGE,
  UNIFORM_LIFETIME_TABLE,
} from './federal-rules-data';
import { DEFAULT_TAX_YEAR, getTaxYear } from './tax-table';
import type { FilingStatus, TaxYearParameters } from './types';

function forYear<T>(table: Record<number, { value: T }>, year: number, what: string): T {
  const row = table[year];
  if (!row) throw new RangeError(`No ${what} parameters for ${year}`);
  return row.value;
}

export interface AmtInput {
  /** Regular taxable income (after deductions). */
  taxableIncome: number;
  /** Adjustments and preferences added back: SALT deducted, ISO bargain element, private activity bond interest. */
  adjustments: number;
  /** Long-term gains and qualified dividends inside taxable income (taxed at their own rates under AMT too). */
  preferentialIncome?: number;
  /** The unrecaptured section 1250 part of it (taxed at up to 25% under both taxes). */
  unrecaptured?: number;
  filingStatus: FilingStatus;
  year?: number;
}

export interface AmtResult {
  amti: number;
  exemption: number;
  tentativeMinimumTax: number;
  regularTax: number;
  /** Alternative minimum tax owed on top of the regular tax. */
  amt: number;
}

/**
 * Regular tax: the ordinary brackets on ordinary income, then the unrecaptured section 1250 part
 * of the preferential income at those rates up to 25%, then the rest in the 1(h) bands.
 */
export function regularIncomeTax(
  taxableIncome: number,
  preferentialIncome: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
  unrecaptured = 0,
): number {
  const pref = Math.max(0, Math.min(preferentialIncome, taxableIncome));
  const ordinary = taxableIncome - pref;
  const recaptured = Math.min(Math.max(0, unrecaptured), pref);
  return (
    federalIncomeTax(ordinary, filingStatus, year) +
    unrecapturedGainTax(ordinary, recaptured, filingStatus, year) +
    preferentialIncomeTax(taxableIncome, pref - recaptured, filingStatus, year)
  );
}

/** Form 6251: AMTI, the exemption phased out at the year's rate, 26%/28%, less the regular tax. */
export function alternativeMinimumTax(input: AmtInput): AmtResult {
  const year = input.year ?? DEFAULT_TAX_YEAR;
  const p = forYear(AMT, year, 'AMT');
  const pref = input.preferentialIncome ?? 0;
  const amti = input.taxableIncome + input.adjustments;
  const exemption = Math.max(
    0,
    p.exemption[input.filingStatus] -
      p.phaseOutRate * Math.max(0, amti - p.phaseOutStart[input.filingStatus]),
  );
  const base = Math.max(0, amti - exemption);
  const ordinaryBase = Math.max(0, base - pref);
  const inBase = Math.min(pref, base);
  const recaptured = Math.min(Math.max(0, input.unrecaptured ?? 0), inBase);
  const tentativeMinimumTax =
    0.26 * Math.min(ordinaryBase, p.breakpoint) +
    0.28 * Math.max(0, ordinaryBase - p.breakpoint) +
    UNRECAPTURED_1250_CAP * recaptured +
    preferentialIncomeTax(input.taxableIncome, inBase - recaptured, input.filingStatus, year);
  const regularTax = regularIncomeTax(
    input.taxableIncome,
    pref,
    input.filingStatus,
    year,
    input.unrecaptured,
  );
  return {
    amti,
    exemption,
    tentativeMinimumTax,
    regularTax,
    amt: Math.max(0, tentativeMinimumTax - regularTax),
  };
}

/** The largest further AMT adjustment (e.g. an ISO spread) that leaves the AMT at zero. */
export function amtCrossover(
  input: Omit<AmtInput, 'adjustments'> & { adjustments?: number },
): number {
  const owes = (extra: number) =>
    alternativeMinimumTax({ ...input, adjustments: (input.adjustments ?? 0) + extra }).amt > 0;
  if (owes(0)) return 0;
  let lo = 0;
  let hi = 1;
  while (!owes(hi) && hi < 1e10) hi *= 2;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (owes(mid)) hi = mid;
    else lo = mid;
  }
  return lo;
}

/**
 * IRC 68 as amended by OBBBA (from 2026): itemized deductions are reduced by 2/37 of the lesser
 * of the deductions or the taxable income (before this reduction, plus the deductions) above
 * the start of the 37% bracket, so a deduction is worth at most 35 cents per dollar.
 */
export function itemizedDeductionReduction(
  itemized: number,
  taxableIncomeBeforeReduction: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  if (year < 2026) return 0;
  const brackets = getTaxYear(year).federal.income.brackets[filingStatus].value;
  const top = brackets[brackets.length - 1]!.over;
  const over = Math.max(0, taxableIncomeBeforeReduction + itemized - top);
  return (2 / 37) * Math.min(itemized, over);
}

export interface CharitableGifts {
  cashPublic?: number;
  appreciatedPublic?: number;
  cashPrivate?: number;
  appreciatedPrivate?: number;
}

export interface CharitableResult {
  deductible: number;
  /** Over the AGI limits: carried forward five years. */
  carryforward: number;
  /** The 0.5%-of-AGI floor (2026 on): not deductible this year. */
  floor: number;
}

/**
 * Charitable deduction for an itemizer: 60% of AGI for cash to public charities, 30% for
 * appreciated property to them and for cash to private foundations, 20% for appreciated
 * property to private foundations, all within 60% overall (IRC 170(b)); from 2026 the first
 * 0.5% of AGI is not deductible (OBBBA).
 */
export function charitableDeductionLimits(
  agi: number,
  gifts: CharitableGifts,
  year: number = DEFAULT_TAX_YEAR,
): CharitableResult {
  const c = getTaxYear(year).federal.charitable;
  const total =
    (gifts.cashPublic ?? 0) +
    (gifts.appreciatedPublic ?? 0) +
    (gifts.cashPrivate ?? 0) +
    (gifts.appreciatedPrivate ?? 0);
  let room = c.cashPublicAgiLimit.value * agi;
  const take = (amount: number, limit: number) => {
    const allowed = Math.min(amount, limit * agi, room);
    room -= allowed;
    return allowed;
  };
  const allowed =
    take(gifts.cashPublic ?? 0, c.cashPublicAgiLimit.value) +
    take(gifts.appreciatedPublic ?? 0, c.appreciatedPublicAgiLimit.value) +
    take(gifts.cashPrivate ?? 0, c.cashPrivateAgiLimit.value) +
    take(gifts.appreciatedPrivate ?? 0, c.appreciatedPrivateAgiLimit.value);
  const floor = year >= 2026 ? Math.min(allowed, c.itemizerFloorOfAgi.value * agi) : 0;
  return { deductible: allowed - floor, carryforward: total - allowed, floor };
}

/** Section 179 expensing: the limit less property placed in service over the phase-out start, within business income. */
export function section179Deduction(
  cost: number,
  placedInService: number,
  businessIncome: number,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const p = forYear(SECTION_179, year, 'section 179');
  const limit = Math.max(0, p.limit - Math.max(0, placedInService - p.phaseOutFrom));
  return Math.max(0, Math.min(cost, limit, businessIncome));
}

/** IRC 461(l): the business loss over the limit is disallowed this year (carried forward as an NOL). */
export function excessBusinessLoss(
  netBusinessLoss: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  return Math.max(
    0,
    netBusinessLoss - forYear(EXCESS_BUSINESS_LOSS, year, 'excess business loss')[filingStatus],
  );
}

export interface QsbsInput {
  /** YYYY-MM-DD the stock was issued. */
  issueDate: string;
  yearsHeld: number;
  gain: number;
  basis: number;
}

/**
 * The share of the gain IRC 1202 excludes for stock acquired on the date (YYYY-MM-DD): none
 * before August 11, 1993; for older stock 50% or 75% by the acquisition date, 100% from
 * September 28, 2010, each held 5 years; OBBBA's 50/75/100% at 3/4/5 years after July 4, 2025.
 */
export function qsbsShare(issueDate: string, yearsHeld: number): number {
  if (issueDate < QSBS.firstIssue) return 0;
  const rule = (issueDate >= QSBS.obbbaFrom ? QSBS.after : QSBS.before).value;
  const held = rule.tiers.find((t) => yearsHeld >= t.years)?.share ?? 0;
  if (issueDate >= QSBS.obbbaFrom) return held;
  const byDate = QSBS.preObbbaShares.value.filter((t) => issueDate >= t.from).at(-1)?.share ?? 0;
  return held * byDate;
}

/** Gain excluded under IRC 1202: the share for the acquisition date and holding period, up to the per-issuer cap. */
export function qsbsExclusion(input: QsbsInput): { share: number; cap: number; excluded: number } {
  const rule = (input.issueDate >= QSBS.obbbaFrom ? QSBS.after : QSBS.before).value;
  const share = qsbsShare(input.issueDate, input.yearsHeld);
  const cap = Math.max(rule.cap, 10 * input.basis);
  return { share, cap, excluded: share * Math.min(Math.max(0, input.gain), cap) };
}

/** Net investment income tax: 3.8% of the lesser of NII or MAGI over the threshold. */
export function netInvestmentIncomeTax(
  netInvestmentIncome: number,
  magi: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): number {
  const income = getTaxYear(year).federal.income;
  const over = Math.max(0, magi - income.niitThreshold[filingStatus].value);
  return income.niitRate.value * Math.max(0, Math.min(netInvestmentIncome, over));
}

export interface PayrollResult {
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  total: number;
}

/** Employee and employer payroll taxes together on wages (additional Medicare on the employee). */
export function payrollTaxes(
  wages: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
): PayrollResult {
  const income = getTaxYear(year).federal.income;
  const r = PAYROLL.value;
  const socialSecurity =
    2 * r.socialSecurityRate * Math.min(wages, income.socialSecurityWageBase.value);
  const medicare = 2 * r.medicareRate * wages;
  const additionalMedicare =
    income.additionalMedicareRate.value *
    Math.max(0, wages - income.additionalMedicareThreshold[filingStatus].value);
  return {
    socialSecurity,
    medicare,
    additionalMedicare,
    total: socialSecurity + medicare + additionalMedicare,
  };
}

/** Self-employment tax (Schedule SE) on net earnings, with wages already taxed counted against the base. */
export function selfEmploymentTax(
  netEarnings: number,
  filingStatus: FilingStatus,
  year: number = DEFAULT_TAX_YEAR,
  wages = 0,
): PayrollResult {
  const income = getTaxYear(year).federal.income;
  const r = PAYROLL.value;
  const base = Math.max(0, netEarnings * r.selfEmploymentBase);
  const ssRoom = Math.max(0, income.socialSecurityWageBase.value - wages);
  const socialSecurity = 2 * r.socialSecurityRate * Math.min(base, ssRoom);
  const medicare = 2 * r.medicareRate * base;
  const threshold = income.additionalMedicareThreshold[filingStatus].value;
  const additionalMedicare =
    income.additionalMedicareRate.value * Math.max(0, Math.min(base, base + wages - threshold));
  return {
    socialSecurity,
    medicare,
    additionalMedicare,
    total: socialSecurity + medicare + additionalMedicare,
  };
}

/** Taxable part of Social Security benefits (IRS Publication 915 worksheet). */
export function taxableSocialSecurity(
  benefits: number,
  otherIncome: number,
  filingStatus: FilingStatus,
): number {
  const t = SOCIAL_SECURITY_TAXATION.value;
  const provisional = otherIncome + 0.5 * benefits;
  const base = t.base[filingStatus];
  const adjusted = t.adjustedBase[filingStatus];
  if (provisional <= base) return 0;
  if (provisional <= adjusted) return Math.min(0.5 * (provisional - base), 0.5 * benefits);
  const firstTier = Math.min(0.5 * (adjusted - base), 0.5 * benefits);
  return Math.min(0.85 * benefits, 0.85 * (provisional - adjusted) + firstTier);
}

/** The age at which required minimum distributions begin, by year of birth. */
export function rmdStartAge(birthYear: number): number {
  return RMD_AGES.value.find((r) => birthYear < r.bornBefore)!.age;
}

/** Uniform Lifetime Table divisor at an age (undefined before 72). */
export function uniformLifetimeDivisor(age: number): number | undefined {
  if (age < UNIFORM_LIFETIME_FIRST_AGE) return undefined;
  const table = UNIFORM_LIFETIME_TABLE.value;
  return table[Math.min(table.length - 1, Math.floor(age) - UNIFORM_LIFETIME_FIRST_AGE)];
}

/** Required minimum distribution for a year: the prior December 31 balance over the divisor at this year's age. */
export function requiredMinimumDistribution(
  priorYearEndBalance: number,
  ageThisYear: number,
  birthYear: number,
): number {
  if (ageThisYear < rmdStartAge(birthYear)) return 0;
  const divisor = uniformLifetimeDivisor(ageThisYear);
  return divisor ? priorYearEndBalance / divisor : 0;
}

/**
 * The temporary deduction for filers 65 or older in `year` (2025-2028 only): $6,000 each, less
 * 6% of MAGI over $75,000 ($150,000 joint), never below nothing.
 */
export function seniorDeduction(
  magi: number,
  agedFilers: number,
  filingStatus: FilingStatus,
  year: number,
): number {
  const d = SENIOR_DEDUCTION.value;
  if (agedFilers <= 0 || year < d.firstYear || year > d.lastYear) return 0;
  const reduction = Math.max(0, magi - d.phaseOutFrom[filingStatus]) * d.phaseOutRate;
  return agedFilers * Math.max(0, d.amount - reduction);
}

/**
 * Medicare starts at 65 and its premiums follow the MAGI of two years before: from 63, a year's
 * income sets an IRMAA surcharge.
 */
export const IRMAA_FROM_AGE = 63;

/**
 * The elective deferral limit of a 401(k), 403(b) or governmental 457(b) participant of `age`:
 * the base limit (IRC 402(g)), plus the catch-up from 50 (IRC 414(v)(2)(B)), or the larger one
 * for a participant who reaches 60, 61, 62 or 63 in the year (IRC 414(v)(2)(E), SECURE 2.0
 * section 109; $11,250 in 2025 and 2026). An unknown age gets no catch-up.
 */
export function electiveDeferralLimit(
  retirement: Pick<
    TaxYearParameters['retirement'],
    'electiveDeferral' | 'catchUp' | 'superCatchUp'
  >,
  age: number | undefined,
): number {
  const base = retirement.electiveDeferral.value;
  if (age === undefined || age < 50) return base;
  const isSixtyToSixtyThree = age >= 60 && age <= 63;
  return base + (isSixtyToSixtyThree ? retirement.superCatchUp.value : retirement.catchUp.value);
}

/** A qualified charitable distribution can be made from age 70½ (IRC 408(d)(8)(B)(ii)). */
export const QCD_FROM_AGE = 70.5;

/** Yearly IRMAA surcharge per person (Part B over the standard premium plus Part D), 2026 tiers. */
export function irmaaSurcharge(magi: number, filingStatus: FilingStatus): number {
  const s = IRMAA_2026.value;
  const tier = s.tiers[filingStatus].filter((t) => magi > t.over).at(-1);
  return tier ? 12 * (tier.partBMonthly - s.standardPartB + tier.partDMonthly) : 0;
}

/**
 * The largest ABLE balance an individual SSI recipient can hold before SSI payments are
 * suspended: the ABLE disregard plus what the resource limit leaves after other countable
 * resources.
 */
export function ableBalanceBeforeSsiSuspension(otherCountableResources = 0): number {
  const r = SSI_ABLE.value;
  return r.ableDisregard + Math.max(0, r.individualResourceLimit - otherCountableResources);
}

/** Annual exclusion capacity: donors x donees x years x the per-donee exclusion. */
export function annualExclusionCapacity(
  donors: number,
  donees: number,
  years = 1,
  year: number = DEFAULT_TAX_YEAR,
): number {
  return donors * donees * years * getTaxYear(year).federal.estate.annualExclusion.value;
}

/** The annual exclusion for gifts to a spouse who is not a US citizen (IRC 2523(i)). */
export function nonCitizenSpouseExclusion(year: number = DEFAULT_TAX_YEAR): number {
  return getTaxYear(year).federal.estate.nonCitizenSpouseAnnualExclusion.value;
}

/**
 * The section 7520 rate for a valuation month (YYYY-MM). A month with no published rate in the
 * engine's table is refused: a GRAT, CLAT or QPRT is never valued on a guessed rate.
 */
export function section7520Rate(month: string): number {
  const rate = SECTION_7520_RATES[month];
  if (!rate) {
    throw new RangeError(
      `No published section 7520 rate for ${month} in the engine's table; enter the rate from the IRS revenue ruling for that month (https://www.irs.gov/businesses/small-businesses-self-employed/section-7520-interest-rates).`,
    );
  }
  return rate.value;
}

/** Present value of $1 a year for `years` years, paid at each year's end, at `rate`. */
export function annuityFactor(rate: number, years: number): number {
  return rate === 0 ? years : (1 - (1 + rate) ** -years) / rate;
}

/** Level annual annuity that zeroes out a GRAT's remainder at the month's 7520 rate. */
export function zeroedOutGratAnnuity(
  amount: number,
  years: number,
  valuationMonth: string,
): number {
  return amount / annuityFactor(section7520Rate(valuationMonth), years);
}

export interface QbiInput {
  qbi: number;
  /** Taxable income before the QBI deduction. */
  taxableIncome: number;
  /** Net capital gain (and qualified dividends) inside taxable income. */
  netCapitalGain?: number;
  /** A specified service trade or business (health, law, consulting, ...). */
  sstb: boolean;
  w2Wages?: number;
  /** Unadjusted basis of qualified property. */
  ubia?: number;
  filingStatus: FilingStatus;
  year?: number;
}

/**
 * Section 199A deduction: 20% of QBI up to 20% of taxable income less net capital gain; above
 * the threshold the wage/UBIA limit phases in over the range, and a service business's QBI,
 * wages and UBIA phase out over the same range (nothing above it).
 */
export function qbiDeduction(input: QbiInput): number {
  const income = getTaxYear(input.year ?? DEFAULT_TAX_YEAR).federal.income;
  const threshold = income.qbiThreshold[input.filingStatus].value;
  const range = income.qbiPhaseInRange[input.filingStatus].value;
  const over = Math.max(0, input.taxableIncome - threshold);
  const phase = Math.min(1, over / range);
  const applicable = input.sstb ? 1 - phase : 1;
  const qbi = Math.max(0, input.qbi) * applicable;
  const wages = (input.w2Wages ?? 0) * applicable;
  const ubia = (input.ubia ?? 0) * applicable;
  const tentative = income.qbiRate.value * qbi;
  const wageLimit = Math.max(0.5 * wages, 0.25 * wages + 0.025 * ubia);
  const limited = tentative > wageLimit ? tentative - (tentative - wageLimit) * phase : tentative;
  const cap = income.qbiRate.value * Math.max(0, input.taxableIncome - (input.netCapitalGain ?? 0));
  return Math.max(0, Math.min(limited, cap));
}
