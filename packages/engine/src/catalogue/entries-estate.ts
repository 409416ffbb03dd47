import { add, div, mul, pow, sub, v } from '../formula';
import type { StrategyContext } from './types';
import { policiesInEstate } from '../projection/household';
import {
  benefit,
  compounded,
  costModel,
  defineEntry,
  estateSavings,
  growth,
  growthAboveHurdle,
  setupAndAnnualFees,
} from './formulas';
import {
  anchorAsset,
  estateTaxLiquidityNeed,
  liquidAssets,
  premiumRateForAge,
  roundTo,
} from './sizing';

/** Years of annual exclusions a 529 gift may use at once (IRC 529(c)(2)(B)). */
export const FRONT_LOADED_YEARS = 5;
/** The age college starts: what a 529 saves is the tax on the growth before it is spent. */
const COLLEGE_AGE = 18;

/**
 * Years a 529 grows before it is spent: for the children whose ages the notes give, when no
 * grandchildren share the gifts, the average of their years to college (at least one); else
 * the horizon.
 */
function yearsToCollege(ctx: StrategyContext): number {
  const horizon = ctx.common.years ?? 10;
  const ages = ctx.facts.childrenAges?.value ?? [];
  if (ctx.grandchildren > 0 || ages.length === 0 || ages.length !== ctx.children) return horizon;
  const years = ages.map((age) => Math.min(horizon, Math.max(1, COLLEGE_AGE - age)));
  return years.reduce((t, y) => t + y, 0) / years.length;
}

/** Above this age a parent's children are taken as grown, where the notes give no ages. */
const PARENT_OF_GROWN_CHILDREN = 55;

/**
 * The children and grandchildren a 529 is opened for: every grandchild, and the children not
 * yet past college age (by their ages, or all of them where a parent under 55 gives none).
 */
function collegeBound(ctx: StrategyContext): number {
  const ages = ctx.facts.childrenAges?.value ?? [];
  const children =
    ages.length === ctx.children && ages.length > 0
      ? ages.filter((age) => age < COLLEGE_AGE).length
      : (ctx.age ?? 0) >= PARENT_OF_GROWN_CHILDREN
        ? 0
        : ctx.children;
  return children + ctx.grandchildren;
}

const TRUST_ANCHOR =
  'Irrevocable trust drafting $5,000-$15,000+, corporate trustee 0.5%-2% a year (https://tinygrab.com/how-much-does-a-trust-fund-cost)';

/** Estate Planning, Wealth Transfer, Multi-Generational and Advanced Wealth Transfer. */
export const ESTATE_ENTRIES = [
  defineEntry({
    id: 'GRAT',
    name: 'Grantor Retained Annuity Trust (GRAT)',
    category: 'Estate Planning',
    description:
      'The grantor moves appreciating assets into a trust and takes back a fixed annuity sized so the taxable gift is close to zero. Growth above the IRC 7520 rate passes to heirs free of gift and estate tax.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_2702', 'IRC_7520', 'IRC_2036', 'Form_709', 'Circular_230'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(growthAboveHurdle('gratFunding', 'section7520Rate')),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    triggers: ['concentratedPosition', 'business', 'taxableEstate'],
    fees: { setupFee: 7_500, annualFee: 2_500, gratTermYears: 2 },
    sizing: [
      'GRAT funded with the concentrated position or business interest, at most 25% of net worth.',
      'Rolling 2-year terms (change the term for a longer GRAT); each annuity at the valuation month’s 7520 rate, each term weighed by the grantor’s survival.',
      'Fees: drafting "several thousand dollars", administration $1,500-$5,000 a year (https://beverlyhillsprobatelaw.com/?p=294).',
    ],
    inputs: (ctx) => ({ gratFunding: anchorAsset(ctx, 0.25) }),
    timeline: '1-2 months to draft and fund; 2-year rolling terms',
    steps: [
      'Value the assets to be contributed',
      'Draft a zeroed-out GRAT at the current 7520 rate',
      'Fund the trust and calendar annuity payments',
      'Roll remaining assets into a new GRAT at each term end',
    ],
  }),
  defineEntry({
    id: 'QPRT',
    name: 'Qualified Personal Residence Trust (QPRT)',
    category: 'Estate Planning',
    description:
      'A residence is placed in a trust while the grantor keeps the right to live there for a term. The gift is valued at a discount for the retained term, and later appreciation stays out of the estate.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_2702', 'IRC_7520', 'IRC_2036', 'Form_709'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(mul(v('residenceValue'), sub(growth(), div(1, compounded('section7520Rate'))))),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['primaryResidence'],
    triggers: ['taxableEstate', 'stateEstateTax'],
    fees: { setupFee: 10_000, annualFee: 1_000 },
    sizing: [
      'Term equal to the ten-year horizon; remainder factor approximated as 1 ÷ (1 + 7520 rate)^term, ignoring mortality.',
      `Fees: ${TRUST_ANCHOR}; QPRT-specific annual cost NOT VERIFIED.`,
    ],
    inputs: (ctx) => ({ residenceValue: ctx.residenceValue }),
    timeline: '1-2 months; term of years chosen at funding',
    steps: [
      'Appraise the residence',
      'Draft the QPRT and deed the home to the trust',
      'File Form 709 reporting the remainder gift',
      'Plan the post-term lease at fair rent',
    ],
  }),
  defineEntry({
    id: 'ILIT',
    name: 'Irrevocable Life Insurance Trust (ILIT)',
    category: 'Estate Planning',
    description:
      'A trust buys and owns a life policy funded by annual-exclusion gifts with Crummey notices. The death benefit stays outside the estate and supplies cash to pay estate tax.',
    // A survivorship policy that funds a special needs trust is sized on the dependant's needs,
    // not an estate tax: select/rules.ts sets the estate-tax scale for the other uses.
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: [
      'IRC_2042',
      'IRC_2035',
      'IRC_2503',
      'IRC_101',
      'FINRA_2210',
      'State_Insurance_Suitability',
    ],
    lifeInsuranceComponent:
      'Permanent life insurance owned by the trust; death benefit sized to the projected estate tax.',
    benefit: benefit('Estate Tax Savings', estateSavings(v('deathBenefit'))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: costModel({
      setup: v('setupFee'),
      annual: v('annualFee'),
      premium: mul(v('deathBenefit'), v('premiumRate')),
    }),
    triggers: ['taxableEstate', 'insuranceNeed', 'stateEstateTax'],
    fees: { setupFee: 10_000, annualFee: 1_500 },
    sizing: [
      "Death benefit = the policy the notes are looking at, else the projected estate tax (federal and state) in today's dollars, at least $1,000,000.",
      'Premium: the quote the notes give, else a rate by age: 1% under 50, 2% at 50-64, 3.5% from 65 (assumption, not a quote).',
      `Fees: ${TRUST_ANCHOR}; Crummey administration NOT VERIFIED.`,
    ],
    // A policy the insured already owns moves to the trust as it is: its premiums are paid
    // either way, so none is a new cost. A new one the notes are looking at is the one sized,
    // at its quoted premium where they give it.
    inputs: (ctx) => {
      const owned = policiesInEstate(ctx.facts).deathBenefit;
      const proposed = ctx.facts.proposedPolicy?.value;
      const quotedRate =
        proposed?.premium !== undefined ? proposed.premium / proposed.deathBenefit : undefined;
      return {
        deathBenefit: owned || proposed?.deathBenefit || estateTaxLiquidityNeed(ctx),
        premiumRate: owned > 0 ? 0 : (quotedRate ?? premiumRateForAge(ctx.age)),
        // Each beneficiary's Crummey power makes a premium gift an annual exclusion gift.
        donees: ctx.children + ctx.grandchildren,
      };
    },
    timeline: '2-3 months including underwriting',
    steps: [
      'Draft the ILIT and appoint a trustee',
      'Apply for coverage with the trust as owner',
      'Gift premiums and send Crummey notices yearly',
      'Review coverage against the estate every 3 years',
    ],
  }),
  defineEntry({
    id: 'SLAT',
    name: 'Spousal Lifetime Access Trust (SLAT)',
    category: 'Wealth Transfer',
    description:
      'One spouse makes a completed gift to an irrevocable grantor trust for the other spouse and descendants, using lifetime exemption. Growth leaves the estate while the family keeps indirect access through the beneficiary spouse.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: [
      'IRC_2511',
      'IRC_2036',
      'IRC_2038',
      'IRC_677',
      'Form_709',
      'Circular_230',
    ],
    benefit: benefit('Estate Tax Savings', estateSavings(mul(v('giftAmount'), sub(growth(), 1)))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('giftAmount'), v('assetFeeRate')) }),
    requires: ['married'],
    triggers: ['taxableEstate', 'heirs'],
    fees: { setupFee: 10_000, assetFeeRate: 0.01 },
    sizing: [
      'Gift of 30% of net worth, capped at the federal basic exclusion.',
      `Fees: ${TRUST_ANCHOR}.`,
    ],
    inputs: (ctx) => ({
      giftAmount: roundTo(
        Math.min(0.3 * ctx.netWorth, ctx.table.federal.estate.basicExclusion.value),
        1_000,
      ),
    }),
    timeline: '2-3 months',
    steps: [
      'Decide which spouse funds and which benefits',
      'Draft the SLAT avoiding reciprocal-trust terms',
      'Retitle assets and file Form 709',
      'Grantor pays the trust income tax each year',
    ],
  }),
  defineEntry({
    id: 'INTRA_FAMILY_LOAN',
    name: 'Intra-Family Loan',
    category: 'Wealth Transfer',
    description:
      'The client lends to a child or a family trust at the applicable federal rate. Any return the borrower earns above that rate passes to the family without gift tax.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_7872', 'IRC_1274', 'Circular_230'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(growthAboveHurdle('loanPrincipal', 'afrRate')),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['heirs'],
    triggers: ['taxableEstate', 'stateEstateTax'],
    fees: { setupFee: 3_000, annualFee: 500 },
    sizing: [
      'Loan principal of 10% of net worth.',
      'Note drafting and servicing fees NOT VERIFIED (assumed $3,000 and $500 a year).',
    ],
    inputs: (ctx) => ({ loanPrincipal: roundTo(0.1 * ctx.netWorth, 1_000) }),
    timeline: '2-4 weeks',
    steps: [
      'Pick the AFR term matching the note',
      'Document a written, secured promissory note',
      'Collect interest on schedule and report it as income',
    ],
  }),
  defineEntry({
    id: 'ANNUAL_EXCLUSION_GIFTING',
    name: 'Annual Exclusion Gifting',
    category: 'Wealth Transfer',
    description:
      'Each donor gives up to the annual exclusion to each child and grandchild every year, and pays tuition and medical bills directly to providers. These transfers use no lifetime exemption.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_2503', 'IRC_2513', 'Form_709'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(mul(v('donors'), v('donees'), v('annualExclusion'), v('years'))),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['heirs'],
    triggers: ['taxableEstate', 'stateEstateTax'],
    fees: { setupFee: 500, annualFee: 750 },
    sizing: [
      'Donees = children + grandchildren; donors = 2 when married.',
      'The gifts over the years to the last death never exceed the investments and cash that can be given today (retirement accounts, the home and the business are not given).',
      'Form 709 preparation for gift splitting NOT VERIFIED (assumed $750 a year).',
    ],
    inputs: (ctx) => ({
      donees: ctx.children + ctx.grandchildren,
      giftableAssets: liquidAssets(ctx),
    }),
    timeline: 'Ongoing, each calendar year',
    steps: [
      'List donees and the yearly amount',
      'Make gifts before December 31',
      'Pay tuition and medical costs directly to providers',
    ],
  }),
  defineEntry({
    id: 'DYNASTY_TRUST',
    name: 'Dynasty Trust',
    category: 'Multi-Generational Planning',
    description:
      'A long-lasting trust sited in a state without a rule against perpetuities receives gifts covered by the GST exemption. The assets can pass through several generations without estate or GST tax.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: ['IRC_2631', 'IRC_2632', 'IRC_2642', 'Form_709', 'Circular_230'],
    benefit: benefit('Transfer Tax Savings', estateSavings(mul(v('giftAmount'), growth()))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('giftAmount'), v('assetFeeRate')) }),
    requires: ['heirs'],
    triggers: ['grandchildren', 'taxableEstate'],
    fees: { setupFee: 15_000, assetFeeRate: 0.01 },
    sizing: [
      'Funded with 25% of net worth, capped at the GST exemption.',
      `Fees: ${TRUST_ANCHOR}; corporate trustee 0.5%-1.5% (https://alperlaw.com/blog/what-it-costs-to-set-up-an-asset-protection-trust).`,
    ],
    inputs: (ctx) => ({
      giftAmount: roundTo(
        Math.min(0.25 * ctx.netWorth, ctx.table.federal.estate.gstExemption.value),
        1_000,
      ),
    }),
    timeline: '2-3 months',
    steps: [
      'Choose a trust situs (e.g. South Dakota, Nevada, Delaware)',
      'Draft the trust and appoint a directed trustee',
      'Fund it and allocate GST exemption on Form 709',
    ],
  }),
  defineEntry({
    id: 'PLAN_529',
    name: '529 Education Savings (Front-Loaded)',
    category: 'Multi-Generational Planning',
    description:
      'Parents or grandparents fund a 529 plan for each child or grandchild, front-loading up to five years of annual exclusions at once. Growth is never taxed when spent on qualified education, and the gifts leave the estate.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_529', 'IRC_2503', 'Form_709'],
    // The value counted is the tax on growth never paid; any estate tax saved is left out so
    // the same dollars are not counted twice.
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('frontLoadedGifts'),
        sub(pow(add(1, v('growthRate')), v('yearsToCollege')), 1),
        v('capitalGainsTaxRate'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'accrued',
    cost: costModel({
      setup: v('setupFee'),
      annual: mul(v('frontLoadedGifts'), v('assetFeeRate')),
    }),
    requires: ['heirs'],
    triggers: ['grandchildren', 'stateEstateTax', 'taxableEstate'],
    fees: { setupFee: 1_000, assetFeeRate: 0.002 },
    sizing: [
      'One account per grandchild and per child not yet of college age (by the ages given; where none are, children of a parent 55 or older are taken as grown); donors = 2 when married.',
      'Growth counted until college (age 18) where the children’s ages are given and no grandchildren share the gifts, averaged over the children; else over the horizon.',
      'Plan expense ratio NOT VERIFIED (assumed 0.20% a year); $1,000 for the Form 709 five-year election.',
      'Its value is the income tax the growth escapes; the gift uses the same annual exclusions as yearly gifts to the same people, so beside them it is those gifts made into 529 accounts, and their estate saving is counted once, with the yearly gifts.',
    ],
    // Each donor front-loads five years of annual exclusions per beneficiary (IRC 529(c)(2)(B));
    // a married couple splits the gifts, so both exclusions count.
    inputs: (ctx) => ({
      frontLoadedGifts:
        (ctx.common.donors ?? 1) *
        collegeBound(ctx) *
        FRONT_LOADED_YEARS *
        (ctx.common.annualExclusion ?? 0),
      yearsToCollege: yearsToCollege(ctx),
    }),
    timeline: '2-4 weeks',
    steps: [
      'Open a 529 account per beneficiary',
      'Contribute five years of exclusions',
      'Elect five-year averaging on Form 709',
    ],
  }),
  defineEntry({
    id: 'IDGT_SALE',
    name: 'Installment Sale to an Intentionally Defective Grantor Trust (IDGT)',
    category: 'Advanced Wealth Transfer',
    description:
      'After a seed gift of about 10%, the client sells appreciating, often discounted, assets to a grantor trust for a note at the AFR. No gain is recognized on the sale and growth above the note rate leaves the estate.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: [
      'IRC_671',
      'IRC_7872',
      'IRC_1274',
      'IRC_2036',
      'Form_709',
      'Circular_230',
    ],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(
        add(growthAboveHurdle('assetSold', 'afrRate'), mul(v('assetSold'), v('valuationDiscount'))),
      ),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    triggers: ['business', 'concentratedPosition', 'taxableEstate'],
    fees: { setupFee: 25_000, annualFee: 5_000, valuationDiscount: 0.25 },
    sizing: [
      'Sells the business or concentrated position, at most 30% of net worth.',
      'Valuation discount 25% on non-marketable interests (assumption).',
      'Drafting and valuation fees NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ assetSold: anchorAsset(ctx, 0.3) }),
    timeline: '3-4 months',
    steps: [
      'Create and seed the grantor trust',
      'Obtain a qualified appraisal',
      'Sell for a note at the AFR',
      'Service the note and keep grantor-trust status',
    ],
  }),
  defineEntry({
    id: 'PREFERRED_PARTNERSHIP_FREEZE',
    name: 'Preferred Partnership Freeze',
    category: 'Advanced Wealth Transfer',
    description:
      'A family entity is recapitalized into preferred interests the client keeps, with a fixed qualified payment, and common interests given to heirs. Growth above the preferred coupon accrues to the common holders.',
    applicableNetWorth: 20_000_000,
    regulatoryDisclosures: ['IRC_2701', 'IRC_2704', 'IRC_704', 'Form_709', 'Circular_230'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(growthAboveHurdle('commonInterestValue', 'preferredCoupon')),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['business'],
    triggers: ['taxableEstate'],
    fees: { setupFee: 30_000, annualFee: 7_500, preferredCoupon: 0.07 },
    sizing: [
      'Common interests equal to 50% of the business value.',
      'Preferred coupon 7% (assumption); legal and valuation NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ commonInterestValue: roundTo(0.5 * ctx.businessValue, 1_000) }),
    timeline: '3-6 months',
    steps: [
      'Value the entity',
      'Recapitalize into preferred and common',
      'Gift or sell the common to heirs or trusts',
    ],
  }),
];
