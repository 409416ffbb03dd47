import { mul, sub, v } from '../formula';
import { electiveDeferralLimit, QCD_FROM_AGE, stateTaxesRetirementDistribution } from '../tax';
import {
  benefit,
  costModel,
  defineEntry,
  protectionEntry,
  rateArbitrage,
  setupAndAnnualFees,
} from './formulas';
import { roundTo } from './sizing';
import type { StrategyContext } from './types';

/** Yearly term premium per dollar of cover by age (an assumption for a healthy non-smoker, not a quote). */
export function termPremiumRate(age: number | undefined): number {
  if (age === undefined || age < 40) return 0.0008;
  if (age < 50) return 0.0015;
  if (age < 60) return 0.004;
  return 0.01;
}

/** Income replacement cover: ten years of income, at least $1M. */
const incomeCover = (ctx: StrategyContext) =>
  Math.max(1_000_000, roundTo(10 * ctx.income, 100_000));

/** Elective deferral limit with the catch-up from 50, the larger one at 60-63. */
const deferralLimit = (ctx: StrategyContext) =>
  electiveDeferralLimit(ctx.table.federal.retirement, ctx.age);

/** Insurance, retirement income, savings plans and pay: the household's everyday planning. */
export const HOUSEHOLD_ENTRIES = [
  protectionEntry({
    id: 'TERM_LIFE_INSURANCE',
    name: 'Term Life Insurance for Income Replacement',
    category: 'Risk Management',
    description:
      'Level term cover owned outside the employer, sized to replace the income a family depends on (mortgage, children’s costs, support obligations) for the years it is needed. It protects; it saves no tax.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['State_Insurance_Suitability', 'IRC_101(a)', 'FINRA_2210'],
    lifeInsuranceComponent:
      'Level term policy (20-30 years) sized to replace income; no cash value.',
    cost: costModel({ setup: v('setupFee'), premium: mul(v('coverageAmount'), v('premiumRate')) }),
    fees: { setupFee: 0 },
    sizing: [
      'Cover of ten times income, at least $1,000,000.',
      'Premium by age: 0.08% of cover under 40, 0.15% at 40-49, 0.4% at 50-59, 1% from 60 (assumption for a healthy non-smoker, not a quote).',
    ],
    inputs: (ctx) => ({ coverageAmount: incomeCover(ctx), premiumRate: termPremiumRate(ctx.age) }),
    timeline: '1-2 months including underwriting',
    steps: [
      'Total the income, debts and goals the cover must replace',
      'Compare level term quotes for the needed term',
      'Name beneficiaries (a trust for minors)',
    ],
  }),
  protectionEntry({
    id: 'DISABILITY_INSURANCE',
    name: 'Individual Disability Income Insurance',
    category: 'Risk Management',
    description:
      'An own-occupation policy that pays a monthly benefit if illness or injury stops the client working, filling the gap group cover leaves for high earners and owners. It protects income; it saves no tax.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['State_Insurance_Suitability', 'IRC_104(a)(3)'],
    // Not life insurance: its premium is an annual cost, never the SPEC's life insurance line.
    cost: costModel({ setup: v('setupFee'), annual: mul(v('insuredIncome'), v('premiumRate')) }),
    fees: { setupFee: 0, premiumRate: 0.02 },
    sizing: [
      'Insures 60% of income, at most $360,000 a year of benefit; premium 2% of the insured income (assumption, not a quote).',
    ],
    inputs: (ctx) => ({ insuredIncome: Math.min(360_000, roundTo(0.6 * ctx.income, 1_000)) }),
    timeline: '1-2 months including underwriting',
    steps: [
      'Read the group policy’s cap and definition of disability',
      'Quote own-occupation individual cover for the gap',
      'Add future-increase and residual riders',
    ],
  }),
  protectionEntry({
    id: 'UMBRELLA_LIABILITY',
    name: 'Umbrella Liability Insurance',
    category: 'Risk Management',
    description:
      'Personal excess liability cover above home and auto policies: the cheapest protection against a lawsuit for a visible or wealthy household.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['State_Insurance_Suitability'],
    cost: costModel({ setup: v('setupFee'), annual: v('annualPremium') }),
    fees: { setupFee: 0 },
    sizing: ['Cover of $5,000,000 at about $1,500 a year (assumption, not a quote).'],
    inputs: () => ({ coverageAmount: 5_000_000, annualPremium: 1_500 }),
    timeline: '2-4 weeks',
    steps: [
      'Raise underlying home and auto limits to the umbrella’s minimum',
      'Buy cover at least equal to net worth',
    ],
  }),
  protectionEntry({
    id: 'SOCIAL_SECURITY_TIMING',
    name: 'Social Security Claiming Strategy',
    category: 'Retirement Planning',
    description:
      'Choosing when each spouse claims: delaying the larger benefit to 70 raises it about 8% a year and raises the survivor’s benefit for life, while savings bridge the gap. It protects against a long life; it is not a tax saving.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['SSA_Claiming_Rules', 'Not_Tax_Advice'],
    fees: { setupFee: 1_000, annualFee: 0 },
    sizing: ['Analysis with both earnings records assumed $1,000 of planning time.'],
    timeline: 'Decide before the earliest claiming age',
    steps: [
      'Download both spouses’ earnings records',
      'Compare claiming ages for the couple and the survivor',
      'Plan withdrawals that bridge to the chosen age',
    ],
  }),
  protectionEntry({
    id: 'ACA_MAGI_MANAGEMENT',
    name: 'Managing Income for ACA Premium Credits Before Medicare',
    category: 'Retirement Planning',
    description:
      'Between retirement and Medicare at 65, health cover bought on the exchange is priced on modified AGI. Drawing from cash and taxable accounts and sizing Roth conversions around that income keeps premium credits.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_36B', 'Not_Tax_Advice'],
    fees: { setupFee: 1_000, annualFee: 500 },
    sizing: ['No saving claimed: the credit depends on premiums and income not in the notes.'],
    timeline: 'Each year from retirement to 65',
    steps: [
      'Price exchange cover for the pre-Medicare years',
      'Set a yearly MAGI target',
      'Draw income and size conversions to stay under it',
    ],
  }),
  protectionEntry({
    id: 'DELAY_RETIREMENT',
    name: 'Phased or Later Retirement',
    category: 'Retirement Planning',
    description:
      'Working a few more years, or part time, adds savings, shortens the years to fund and delays withdrawals: often the strongest lever when savings look thin for the spending planned.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['Not_Tax_Advice'],
    fees: { setupFee: 0, annualFee: 0 },
    sizing: ['No cost or tax saving claimed.'],
    timeline: 'Decide before the planned retirement date',
    steps: [
      'Project the plan at the planned and a later date',
      'Discuss part-time options with the employer',
    ],
  }),
  protectionEntry({
    id: 'CONSERVATIVE_ALLOCATION',
    name: 'Income and Bucket Allocation Matching a Low Risk Tolerance',
    category: 'Investment Planning',
    description:
      'A portfolio set to the client’s stated tolerance: several years of withdrawals in cash and high-quality bonds, the rest invested for growth, so a market fall does not force selling. It manages risk; it saves no tax.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['Reg_BI', 'Advisers_Act_Fiduciary_Duty'],
    fees: { setupFee: 0, annualFee: 0 },
    sizing: ['No cost beyond the existing advisory fee assumed.'],
    timeline: '1 month, then yearly rebalancing',
    steps: [
      'Set the years of withdrawals held in cash and bonds',
      'Rebalance each year, refilling the bucket',
    ],
  }),
  protectionEntry({
    id: 'ANNUITY_INCOME_FLOOR',
    name: 'Annuity Income Floor',
    category: 'Retirement Planning',
    description:
      'A single-premium income annuity covers essential spending for life alongside Social Security and pensions, so a long life or a poor market cannot exhaust the basics.',
    applicableNetWorth: 500_000,
    annuityComponent:
      'Single-premium immediate or deferred income annuity sized to the spending gap.',
    regulatoryDisclosures: ['State_Insurance_Suitability', 'FINRA_2330', 'IRC_72'],
    fees: { setupFee: 0, annualFee: 0 },
    sizing: ['Costs are inside the annuity’s pricing; no tax saving claimed.'],
    timeline: '1-2 months',
    steps: ['Total essential spending and guaranteed income', 'Quote income annuities for the gap'],
  }),
  protectionEntry({
    id: 'PAY_OFF_MORTGAGE',
    name: 'Paying Off the Mortgage',
    category: 'Retirement Planning',
    description:
      'Retiring the mortgage with taxable savings lowers the spending that withdrawals must cover and the income those withdrawals add, at the cost of liquidity.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['Not_Tax_Advice'],
    fees: { setupFee: 0, annualFee: 0 },
    sizing: ['No tax saving claimed; the interest saved depends on the rate.'],
    timeline: 'At retirement',
    steps: [
      'Compare the mortgage rate with after-tax portfolio returns',
      'Pay off from taxable assets with high basis',
    ],
  }),
  protectionEntry({
    id: 'SPENDING_PLAN',
    name: 'Spending Plan and Sustainable Withdrawals',
    category: 'Investment Planning',
    description:
      'A written budget that fixes lifestyle spending and invests the rest automatically, with a withdrawal rate the portfolio can sustain: the guard against lifestyle creep after a windfall or in a short career.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['Advisers_Act_Fiduciary_Duty'],
    fees: { setupFee: 0, annualFee: 0 },
    sizing: ['No cost or tax saving claimed.'],
    timeline: '1 month, then yearly',
    steps: [
      'Agree a yearly spending figure',
      'Automate the investment of everything above it',
      'Review each year',
    ],
  }),
  protectionEntry({
    id: 'TAX_RESERVE_ESTIMATES',
    name: 'Tax Reserve and Estimated Payments',
    category: 'Tax Planning',
    description:
      'When withholding falls short of the tax on a windfall, sale or bonus, the shortfall is set aside and paid by estimates, so no penalty or forced sale follows in April.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_6654', 'Circular_230'],
    fees: { setupFee: 1_000, annualFee: 0 },
    sizing: ['CPA projection assumed $1,000; penalties avoided are not counted as a tax saving.'],
    timeline: 'Before the next estimated-tax due date',
    steps: [
      'Project the year’s tax on the event',
      'Set the reserve aside in cash',
      'Pay quarterly estimates',
    ],
  }),
  protectionEntry({
    id: 'REASONABLE_COMP_REVIEW',
    name: 'Reasonable Compensation Review',
    category: 'Business Tax Planning',
    description:
      'An S corporation owner’s salary must match what the work would pay; a salary far below distributions invites the IRS to recast distributions as wages with payroll tax and penalties. A documented study sets a defensible figure.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_3121', 'Rev_Rul_74-44', 'Circular_230'],
    fees: { setupFee: 2_500, annualFee: 0 },
    sizing: [
      'Compensation study assumed $2,500 (NOT VERIFIED); the higher salary may cost payroll tax, so no saving is claimed.',
    ],
    timeline: 'Before the next payroll year',
    steps: [
      'Gather pay data for the owner’s role and hours',
      'Set and document the salary',
      'Adjust payroll',
    ],
  }),
  protectionEntry({
    id: 'ISO_AMT_EXERCISE_PLANNING',
    name: 'ISO Exercise Planning Around the AMT',
    category: 'Executive Benefits',
    description:
      'Incentive stock options are exercised in yearly amounts that stay under the AMT crossover, and held a year for long-term treatment, so the bargain element does not trigger a large AMT bill in one year.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_422', 'IRC_56(b)(3)', 'Form_6251'],
    fees: { setupFee: 1_500, annualFee: 1_500 },
    sizing: [
      'CPA AMT projections assumed $1,500 a year; the saving depends on the grant data, so none is claimed.',
    ],
    timeline: 'Each year before exercising',
    steps: [
      'Project the AMT crossover for the year',
      'Exercise up to it early in the year',
      'Track AMT credit carryforwards',
    ],
  }),
  protectionEntry({
    id: 'RULE_10B5_1',
    name: 'Rule 10b5-1 Trading Plan',
    category: 'Investment Planning',
    description:
      'A pre-set plan to sell company stock on a schedule, adopted while not holding inside information, lets an insider diversify steadily and defend the trades.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['SEC_Rule_10b5-1', 'Form_4'],
    fees: { setupFee: 2_000, annualFee: 0 },
    sizing: ['Broker and counsel setup assumed $2,000; no tax saving claimed.'],
    timeline: 'Adopt in an open window; cooling-off period before the first sale',
    steps: [
      'Agree the sale schedule',
      'Adopt the plan with the broker in an open window',
      'Let it run without changes',
    ],
  }),
  protectionEntry({
    id: 'INHERITED_IRA_DISTRIBUTION_PLANNING',
    name: 'Inherited IRA Distribution Plan',
    category: 'Tax Planning',
    description:
      'A non-spouse beneficiary must empty an inherited IRA by the tenth year after the death. Spreading withdrawals across the years at the lowest brackets, instead of one late lump, cuts the tax the account bears.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_401(a)(9)(H)', 'Reg_1.401(a)(9)-5'],
    fees: { setupFee: 1_000, annualFee: 500 },
    sizing: ['No saving claimed without the beneficiary’s other income for each year.'],
    timeline: 'Each year until the tenth year after the death',
    steps: [
      'Confirm whether the owner died before the required beginning date',
      'Plan equal after-tax withdrawals over the remaining years',
      'Coordinate with other income each year',
    ],
  }),
  defineEntry({
    id: 'MAX_PRETAX_401K',
    name: 'Maximize Pre-Tax 401(k) Deferrals',
    category: 'Retirement Planning',
    description:
      'Deferring the full elective limit (plus catch-up from 50, the larger one at 60-63) into the employer plan takes the deferral off this year’s top bracket, to be taxed later at a lower rate.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_402(g)', 'IRC_414(v)'],
    benefit: benefit('Income Tax Savings', rateArbitrage('annualDeferral')),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsAtRetirement: true,
    cost: setupAndAnnualFees(),
    fees: { setupFee: 0, annualFee: 0 },
    sizing: [
      'Deferral at the elective limit (with catch-up from 50, and the larger catch-up at ages 60-63); the saving is the rate difference, not the deduction.',
    ],
    inputs: (ctx) => ({ annualDeferral: deferralLimit(ctx) }),
    timeline: 'Next payroll election',
    steps: ['Raise the payroll deferral to the limit', 'Check the match is captured'],
  }),
  defineEntry({
    id: 'SOLO_401K',
    name: 'Solo 401(k) with Profit Sharing',
    category: 'Retirement Planning',
    description:
      'A self-employed owner with no employees other than a spouse can defer as employee and add a profit-sharing contribution as employer, up to the annual additions limit.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_401(k)', 'IRC_415(c)', 'Form_5500-EZ'],
    benefit: benefit('Income Tax Savings', rateArbitrage('annualContribution')),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsAtRetirement: true,
    endsWithTheBusiness: true,
    cost: setupAndAnnualFees(),
    fees: { setupFee: 500, annualFee: 300 },
    sizing: [
      'Contribution at the 415(c) limit; the saving is the rate difference, not the deduction.',
    ],
    inputs: (ctx) => ({
      annualContribution: ctx.table.federal.retirement.annualAdditions415c.value,
    }),
    timeline: 'Plan adopted by year-end',
    steps: [
      'Adopt a solo 401(k) plan',
      'Elect deferrals and compute the employer share',
      'File Form 5500-EZ above $250,000',
    ],
  }),
  defineEntry({
    id: 'PROFIT_SHARING_PLAN',
    name: 'Cross-Tested Profit Sharing Plan',
    category: 'Retirement Planning',
    description:
      'A new-comparability profit-sharing formula lets a practice owner receive most of the employer contribution up to the annual additions limit while staff receive the required minimum.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_401(a)(4)', 'IRC_415(c)', 'ERISA'],
    benefit: benefit('Income Tax Savings', rateArbitrage('annualContribution')),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsAtRetirement: true,
    endsWithTheBusiness: true,
    cost: setupAndAnnualFees(),
    fees: { setupFee: 2_000, annualFee: 3_000 },
    sizing: [
      'Owner contribution up to the 415(c) limit less the elective deferral; staff contributions not counted (assumption).',
    ],
    inputs: (ctx) => {
      const r = ctx.table.federal.retirement;
      return { annualContribution: r.annualAdditions415c.value - r.electiveDeferral.value };
    },
    timeline: 'Amend the plan before year-end',
    steps: [
      'Have a TPA run cross-testing',
      'Amend the 401(k) plan',
      'Fund by the tax return due date',
    ],
  }),
  defineEntry({
    id: 'HSA',
    name: 'Health Savings Account',
    category: 'Tax Planning',
    description:
      'With a high-deductible health plan, contributions are deductible, growth is untaxed and withdrawals for medical costs are tax-free.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_223', 'Form_8889'],
    benefit: benefit(
      'Income Tax Savings',
      mul(v('annualContribution'), v('marginalTaxRate'), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 0, annualFee: 0 },
    sizing: [
      'The family contribution limit each year for a married couple, the self-only limit for one person (a spouse may be on other coverage: the advisor confirms).',
    ],
    inputs: (ctx) => ({
      annualContribution: (ctx.isMarried
        ? ctx.table.federal.retirement.hsaFamily
        : ctx.table.federal.retirement.hsaSelf
      ).value,
    }),
    timeline: 'Next open enrollment',
    steps: [
      'Choose an HSA-eligible plan',
      'Contribute the limit',
      'Invest the balance and keep receipts',
    ],
  }),
  defineEntry({
    id: 'QCD',
    name: 'Qualified Charitable Distributions',
    category: 'Charitable Planning',
    description:
      'From 70½ an IRA owner can send gifts straight from the IRA to charities; the distribution counts toward required distributions but never enters income, which beats deducting a cash gift.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_408(d)(8)', 'Form_1099-R'],
    // Giving made by check is deducted where the client itemizes: excluded from income instead,
    // it saves only what that deduction did not (the standard deduction taken anyway, the
    // 0.5%-of-AGI floor).
    benefit: benefit(
      'Income Tax Savings',
      mul(sub(v('qcdAmount'), v('deductionGivenUp')), v('marginalTaxRate'), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 0, annualFee: 0 },
    sizing: [
      'QCD equal to current giving, up to the yearly limit; giving already made moves from cash to the IRA, so the saving is the tax on the income excluded less the deduction the cash gift had.',
      'That deduction: the giving above the 0.5%-of-AGI floor where it exceeds the standard deduction (the notes state no other itemized deductions, so none are counted).',
      'At the federal rate alone in a state that does not tax IRA distributions (Illinois, Pennsylvania, Mississippi).',
    ],
    inputs: (ctx) => {
      const qcd = Math.min(ctx.charitableGiving, ctx.table.federal.charitable.qcdLimit.value);
      const standard = ctx.table.federal.income.standardDeduction[ctx.filingStatus].value;
      const floor = ctx.table.federal.charitable.itemizerFloorOfAgi.value;
      const deduction = (giving: number, agi: number) =>
        Math.max(standard, giving - floor * Math.max(0, agi));
      // A state that does not tax IRA distributions (Illinois; Pennsylvania and Mississippi from
      // 59½) gains nothing from keeping one out of income: the federal rate alone.
      const stateExempt = ctx.state && !stateTaxesRetirementDistribution(ctx.state, QCD_FROM_AGE);
      return {
        ...(stateExempt
          ? {
              marginalTaxRate:
                (ctx.common.marginalTaxRate ?? 0) - (ctx.common.stateIncomeTaxRate ?? 0),
            }
          : {}),
        qcdAmount: qcd,
        deductionGivenUp: roundTo(
          deduction(ctx.charitableGiving, ctx.income) -
            deduction(ctx.charitableGiving - qcd, ctx.income - qcd),
          1,
        ),
      };
    },
    timeline: 'Before December 31 each year',
    steps: [
      'Ask the custodian for QCD checks payable to each charity',
      'Keep the charities’ acknowledgments',
      'Report the QCD on Form 1040',
    ],
  }),
  defineEntry({
    id: 'SEC121_HOME_SALE_TIMING',
    name: 'Home Sale Timing for the Section 121 Exclusion',
    category: 'Capital Gains Management',
    description:
      'A married couple excludes up to $500,000 of gain on a home sold while they file jointly (each $250,000 after divorce); timing the sale around a divorce or move keeps the larger exclusion.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_121', 'IRC_1041'],
    benefit: benefit(
      'Capital Gains Tax Avoided',
      mul(v('exclusionPreserved'), v('capitalGainsTaxRate')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 0, annualFee: 0 },
    sizing: ['$250,000 of extra exclusion kept by selling while the joint exclusion applies.'],
    inputs: () => ({ exclusionPreserved: 250_000 }),
    timeline: 'Before the decree or within the ownership and use windows',
    steps: [
      'Confirm ownership and use periods',
      'Time the sale or settlement terms',
      'Report the exclusion',
    ],
  }),
  defineEntry({
    id: 'S_CORP_ELECTION',
    name: 'S Corporation Election',
    category: 'Business Tax Planning',
    description:
      'A sole proprietor or single-member LLC elects S corporation treatment: only a reasonable salary bears payroll tax, the rest of the profit comes out as distributions free of self-employment tax.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_1362', 'Form_2553', 'Rev_Rul_74-44'],
    benefit: benefit(
      'Income Tax Savings',
      mul(v('payrollTaxBase'), v('medicareTaxRate'), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsWithTheBusiness: true,
    cost: setupAndAnnualFees(),
    fees: { setupFee: 1_500, annualFee: 3_000, medicareTaxRate: 0.038 },
    sizing: [
      'Salary set at 40% of business income (assumption; a comp study sets it); the rest escapes the 2.9% + 0.9% Medicare taxes (profit above the Social Security wage base either way).',
      'Payroll and return costs assumed $3,000 a year (NOT VERIFIED).',
    ],
    inputs: (ctx) => ({ payrollTaxBase: roundTo(0.6 * ctx.income, 1_000) }),
    timeline: 'Form 2553 by March 15 for the year',
    steps: [
      'Set a documented reasonable salary',
      'File Form 2553',
      'Run payroll and file Form 1120-S',
    ],
  }),
];
