import { assumed, sourced } from './sourced';
import type { Sourced } from './sourced';
import type { ByStatus } from './types';

/**
 * Federal figures beyond the bracket table (shared/reference/tax-2026.md sections 2, 3, 6, 9,
 * 10 and 13, and the sources named per figure), for 2025 and 2026.
 */

export interface AmtParameters {
  exemption: ByStatus<number>;
  phaseOutStart: ByStatus<number>;
  phaseOutRate: number;
  /** AMT base above which the rate is 28% instead of 26%. */
  breakpoint: number;
}

const PE_AMT =
  'https://github.com/PolicyEngine/policyengine-us/blob/main/policyengine_us/parameters/gov/irs/income/amt/brackets.yaml (citing https://www.irs.gov/pub/irs-drop/rp-25-32.pdf#page=16)';

export const AMT: Record<number, Sourced<AmtParameters>> = {
  2025: sourced(
    {
      exemption: { single: 88_100, mfj: 137_000 },
      phaseOutStart: { single: 626_350, mfj: 1_252_700 },
      phaseOutRate: 0.25,
      breakpoint: 239_100,
    },
    'V-2',
    'https://taxnews.ey.com/news/2024-1952-irs-releases-standard-deductions-and-exclusions-for-2025-including-estate-and-gift-tax ; https://thinkadvisor.com/tax-facts/2024/03/13/777-how-is-the-alternative-minimum-tax-calculated',
  ),
  2026: sourced(
    {
      exemption: { single: 90_100, mfj: 140_200 },
      phaseOutStart: { single: 500_000, mfj: 1_000_000 },
      phaseOutRate: 0.5,
      breakpoint: 244_500,
    },
    'V-1',
    `https://www.stevenjcpa.com/insights/irs-2026-inflation-adjustments-obbba ; https://www.hcvt.com/alert-One-Big-Beautiful-Bill-Act-Summary ; ${PE_AMT}`,
    'Exemptions V-2; phase-out at 50% (OBBBA) V-1; the $244,500 breakpoint V-1 (PolicyEngine, citing Rev. Proc. 2025-32).',
  ),
};

export interface Section179Parameters {
  limit: number;
  phaseOutFrom: number;
}

export const SECTION_179: Record<number, Sourced<Section179Parameters>> = {
  2025: sourced(
    { limit: 2_500_000, phaseOutFrom: 4_000_000 },
    'V-2',
    'https://frblaw.com/obbba-series-depreciation-and-expensing ; https://fa-cpa.com/section-179-is-enhanced-and-100-bonus-depreciation-is-back-and-here-to-stay-what-the-new-tax-law-means-for-your-business',
  ),
  2026: sourced(
    { limit: 2_560_000, phaseOutFrom: 4_090_000 },
    'V-1',
    'http://section179.org/section_179_deduction ; https://thegig.news/glossary/section-179/',
    'Limit V-2; the $4,090,000 phase-out start V-1 (Spidell quoting Rev. Proc. 2025-32).',
  ),
};

/** Excess business loss limit, IRC 461(l). */
export const EXCESS_BUSINESS_LOSS: Record<number, Sourced<ByStatus<number>>> = {
  2025: sourced({ single: 313_000, mfj: 626_000 }, 'V-2', 'https://keitercpa.com/?p=45594'),
  2026: assumed(
    { single: 256_000, mfj: 512_000 },
    'V-1',
    'https://www.topc.us/post/obbb-act-excess-business-loss-limitation?lang=en',
    'OBBBA resets the indexing base year to 2024, so 2026 is lower than 2025; $256,000 / $512,000 seen in one source only.',
  ),
};

/** Social Security benefits taxation thresholds (IRC 86; not indexed). */
export const SOCIAL_SECURITY_TAXATION = sourced(
  { base: { single: 25_000, mfj: 32_000 }, adjustedBase: { single: 34_000, mfj: 44_000 } },
  'V-P',
  'https://www.law.cornell.edu/uscode/text/26/86 ; https://www.irs.gov/publications/p915',
);

/** Payroll rates (IRS Topic 751) and the 92.35% self-employment base (Schedule SE). */
export const PAYROLL = sourced(
  { socialSecurityRate: 0.062, medicareRate: 0.0145, selfEmploymentBase: 0.9235 },
  'V-2',
  'https://www.irs.gov/taxtopics/tc751 ; https://www.irs.gov/taxtopics/tc554 ; https://raw.githubusercontent.com/api-evangelist/planomy-tax-data/refs/heads/main/examples/planomy-tax-data-2026.json',
);

/** Required minimum distributions: the applicable age by year of birth (SECURE 2.0). */
export const RMD_AGES = sourced(
  [
    { bornBefore: 1949.5, age: 70.5 },
    { bornBefore: 1951, age: 72 },
    { bornBefore: 1960, age: 73 },
    { bornBefore: Infinity, age: 75 },
  ],
  'V-2',
  'https://www.irs.gov/irb/2024-33_IRB (T.D. 10001) ; https://raw.githubusercontent.com/api-evangelist/planomy-tax-data/refs/heads/main/examples/planomy-tax-data-2026.json ; https://www.habitatpc.org/rmdbydob',
);

/** Uniform Lifetime Table, 26 CFR 1.401(a)(9)-9(c), for distribution years from 2022; ages 72 to 120+. */
export const UNIFORM_LIFETIME_TABLE = sourced(
  [
    27.4, 26.5, 25.5, 24.6, 23.7, 22.9, 22.0, 21.1, 20.2, 19.4, 18.5, 17.7, 16.8, 16.0, 15.2, 14.4,
    13.7, 12.9, 12.2, 11.5, 10.8, 10.1, 9.5, 8.9, 8.4, 7.8, 7.3, 6.8, 6.4, 6.0, 5.6, 5.2, 4.9, 4.6,
    4.3, 4.1, 3.9, 3.7, 3.5, 3.4, 3.3, 3.1, 3.0, 2.9, 2.8, 2.7, 2.5, 2.3, 2.0,
  ],
  'V-1',
  'https://financialducksinarow.com/an-ira-owners-manual/irs-uniform-life-table-2022 ; https://www.irs.gov/publications/p590b',
  'Index 0 is age 72; the last entry is 120 and older.',
);
export const UNIFORM_LIFETIME_FIRST_AGE = 72;

export interface IrmaaTier {
  /** MAGI (two years earlier) above which the tier applies. */
  over: number;
  partBMonthly: number;
  partDMonthly: number;
}

/**
 * The temporary deduction for each filer 65 or older (OBBBA section 70103, IRC 151(d)(5)(C)),
 * tax years 2025 through 2028, taken whether or not the return itemizes: $6,000 a filer, less
 * 6% of MAGI over the threshold.
 */
export const SENIOR_DEDUCTION = sourced(
  {
    amount: 6_000,
    phaseOutFrom: { single: 75_000, mfj: 150_000 } satisfies ByStatus<number>,
    phaseOutRate: 0.06,
    firstYear: 2025,
    lastYear: 2028,
  },
  'V-1',
  'https://www.hcvt.com/alert-One-Big-Beautiful-Bill-Act-Summary (reference/tax-2026.md)',
  'The 6% phase-out rate is the statute’s; confirm against the IRS instructions for 2026.',
);

/** 2026 Medicare Part B standard premium and the IRMAA tiers (CMS; 2024 MAGI). */
export const IRMAA_2026 = sourced(
  {
    standardPartB: 202.9,
    tiers: {
      single: [
        { over: 109_000, partBMonthly: 284.1, partDMonthly: 14.5 },
        { over: 137_000, partBMonthly: 405.8, partDMonthly: 37.5 },
        { over: 171_000, partBMonthly: 527.5, partDMonthly: 60.4 },
        { over: 205_000, partBMonthly: 649.2, partDMonthly: 83.3 },
        { over: 500_000, partBMonthly: 689.9, partDMonthly: 91.0 },
      ],
      mfj: [
        { over: 218_000, partBMonthly: 284.1, partDMonthly: 14.5 },
        { over: 274_000, partBMonthly: 405.8, partDMonthly: 37.5 },
        { over: 342_000, partBMonthly: 527.5, partDMonthly: 60.4 },
        { over: 410_000, partBMonthly: 649.2, partDMonthly: 83.3 },
        { over: 750_000, partBMonthly: 689.9, partDMonthly: 91.0 },
      ],
    } satisfies ByStatus<IrmaaTier[]>,
  },
  'V-2',
  'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-deductibles ; https://irmaa.com/?p=2989 ; https://raw.githubusercontent.com/api-evangelist/planomy-tax-data/refs/heads/main/examples/planomy-tax-data-2026.json',
  'The surcharge is the tier premium less the standard $202.90 (CMS publishes the totals).',
);

/**
 * SSI and ABLE accounts (ABLE Act of 2014, sec. 103; SSA POMS SI 01130.740): the first $100,000
 * of an ABLE balance is not a countable resource for SSI; above it the excess counts toward the
 * SSI resource limit ($2,000 for an individual, 20 CFR 416.1205; neither is indexed), and
 * SSI cash payments are suspended (Medicaid continues) while the limit is exceeded.
 */
export const SSI_ABLE = sourced(
  { ableDisregard: 100_000, individualResourceLimit: 2_000 },
  'V-2',
  'https://www.ablenrc.org/understanding-able-account-savings-and-public-benefits/step-2/ ; https://legalclarity.org/able-accounts-and-ssi-eligibility-and-limits',
);

export interface QsbsRule {
  /** Exclusion share by whole years held (the first entry whose `years` is reached applies). */
  tiers: { years: number; share: number }[];
  /** Per-issuer cap: the greater of this amount or 10 times basis. */
  cap: number;
}

const QSBS_SRC =
  'https://www.mwe.com/insights/one-big-beautiful-bill-act-brings-major-changes-to-section-1202-capital-gains-exclusion ; https://production.jdsupra.com/legalnews/significant-changes-by-the-one-big-2249287';

const IRC_1202 = 'https://www.law.cornell.edu/uscode/text/26/1202';

/**
 * IRC 1202 by the date the stock was acquired at original issue. Before OBBBA: none before
 * August 11, 1993 (1202(c)(1)); 50% to February 17, 2009 (1202(a)(1)); 75% from February 18,
 * 2009 (1202(a)(3)); 100% from September 28, 2010 (1202(a)(4)), each after 5 years. OBBBA's tiers
 * apply to stock issued after July 4, 2025. The gain a partial exclusion leaves taxed is taxed
 * at 28% (IRC 1(h)(4), '28-percent rate gain'), and 7% of the excluded gain on stock acquired
 * before September 28, 2010 is an AMT preference (IRC 57(a)(7)).
 */
export const QSBS = {
  firstIssue: '1993-08-11',
  obbbaFrom: '2025-07-05',
  /** Pre-OBBBA exclusion share by acquisition date: the last entry whose `from` is reached. */
  preObbbaShares: sourced(
    [
      { from: '1993-08-11', share: 0.5 },
      { from: '2009-02-18', share: 0.75 },
      { from: '2010-09-28', share: 1 },
    ],
    'V-2',
    IRC_1202,
  ),
  /** The rate on the gain a partial exclusion leaves taxed (before NIIT). */
  includedGainRate: sourced(0.28, 'V-2', 'https://www.law.cornell.edu/uscode/text/26/1'),
  /** Share of the excluded gain that is an AMT preference, for stock acquired before 2010-09-28. */
  amtPreference: sourced(0.07, 'V-2', 'https://www.law.cornell.edu/uscode/text/26/57'),
  before: sourced<QsbsRule>({ tiers: [{ years: 5, share: 1 }], cap: 10_000_000 }, 'V-2', QSBS_SRC),
  after: sourced<QsbsRule>(
    {
      tiers: [
        { years: 5, share: 1 },
        { years: 4, share: 0.75 },
        { years: 3, share: 0.5 },
      ],
      cap: 15_000_000,
    },
    'V-2',
    QSBS_SRC,
  ),
};

/**
 * Section 7520 rates by valuation month (YYYY-MM), only as published: 2024 and January to
 * October 2025 from one table (V-1; April to June 2025 seen twice), April 2026 from one source.
 * Every other month is absent on purpose: the engine refuses it rather than guessing.
 */
const TIGER = 'https://tigertables.com/7520.htm';
const months = (year: number, rates: number[]) =>
  rates.map((rate, i) => [`${year}-${String(i + 1).padStart(2, '0')}`, rate] as const);
export const SECTION_7520_RATES: Record<string, Sourced<number>> = Object.fromEntries([
  ...months(2024, [5.2, 4.8, 5.0, 5.2, 5.4, 5.6, 5.4, 5.2, 4.8, 4.4, 4.4, 5.0]).map(
    ([m, r]) => [m, sourced(Math.round(r * 10) / 1000, 'V-1', TIGER)] as const,
  ),
  ...months(2025, [5.2, 5.4, 5.4, 5.0, 5.0, 5.0, 5.0, 4.8, 4.8, 4.6]).map(
    ([m, r]) => [m, sourced(Math.round(r * 10) / 1000, 'V-1', TIGER)] as const,
  ),
  [
    '2026-04',
    sourced(
      0.046,
      'V-1',
      'https://altarrockwealth.co/perspectives/section-7520-rate-april-2026-grat-crt-window',
      'Rev. Rul. 2026-7.',
    ),
  ],
]);

/**
 * Regular gambling withholding (IRC 3402(q)): a flat rate on lottery, sweepstakes and other
 * wagering winnings above $5,000, the third-lowest bracket rate, 24% since 2018.
 */
export const PRIZE_WITHHOLDING_RATE = assumed(
  0.24,
  'NOT VERIFIED',
  'https://www.irs.gov/instructions/iw2g',
  'IRC 3402(q) regular gambling withholding at 24%; not checked against the 2026 Form W-2G instructions.',
);

/**
 * Gifts and bequests from a foreign person (IRC 6039F): a US person reports them on Form 3520
 * when they total more than $100,000 in a year (not indexed for individuals); a gift not
 * reported draws a penalty of 5% of its amount for each month it is late, up to 25%.
 */
export const FOREIGN_GIFT_REPORTING = sourced(
  { threshold: 100_000, penaltyPerMonth: 0.05, maximumPenalty: 0.25 },
  'V-2',
  'https://www.irs.gov/instructions/i3520 ; https://www.law.cornell.edu/uscode/text/26/6039F',
);

/**
 * The premium tax credit for exchange cover (IRC 36B): only a household whose modified AGI is at
 * most 400% of the poverty line qualifies (36B(c)(1)(A)); the enhanced credits without that
 * ceiling (36B(b)(3)(A)(iii)) ran through 2025. Poverty guidelines for the 48 contiguous states,
 * 2025 (used for 2026 cover).
 */
export const ACA_PREMIUM_CREDIT = sourced(
  { povertyLineFirstPerson: 15_650, povertyLinePerAdditional: 5_500, ceilingMultiple: 4 },
  'V-1',
  'https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines ; https://www.law.cornell.edu/uscode/text/26/36B',
  'Whether Congress extended the enhanced credits past 2025 is NOT VERIFIED; with them, no ceiling applies.',
);

/** 400% of the poverty line for a household of `people`: the most MAGI the credit allows. */
export function premiumCreditCeiling(people: number): number {
  const p = ACA_PREMIUM_CREDIT.value;
  return (
    p.ceilingMultiple *
    (p.povertyLineFirstPerson + p.povertyLinePerAdditional * Math.max(0, people - 1))
  );
}
