import { div, mul, sub, v } from '../formula';
import {
  capitalGainsRate,
  federalIncomeTax,
  IRMAA_FROM_AGE,
  irmaaSurcharge,
  isStateCode,
  marginalRate,
  stateTaxesRetirementDistribution,
  taxableIncomeAfterStandardDeduction,
  type StateCode,
} from '../tax';
import { stateMarginalRate } from '../calc/taxable-income';
import { livesInNewYorkCity } from '../projection/household';
import {
  benefit,
  costModel,
  defineEntry,
  estateSavings,
  growth,
  rateArbitrage,
  setupAndAnnualFees,
  taxFreeGrowth,
} from './formulas';
import { estateTaxLiquidityNeed, liquidAssets, premiumRateForAge, roundTo } from './sizing';
import type { StrategyContext } from './types';

/**
 * What the notes say goes to charity at death, at today's values: the bequests to charity and
 * the stated share of the estate.
 */
function charitableLegacyToday(ctx: StrategyContext): number {
  const bequests = (ctx.facts.statedBequests?.value ?? [])
    .filter((b) => b.heir === 'charity')
    .reduce((t, b) => t + b.amount, 0);
  const share = (ctx.facts.charitableEstateShare?.value ?? 0) / 100;
  return bequests + share * Math.max(0, ctx.netWorth);
}

/**
 * Tax rate on converting `amount` on top of the income of the year it is made (`yearsFromNow`):
 * federal brackets, plus the state's rate with the conversion on top of the income (none where
 * the state does not tax a distribution at the client's age then), plus the Medicare surcharge
 * its income triggers.
 */
export function conversionTaxRate(
  ctx: StrategyContext,
  amount: number,
  income: number = ctx.income,
  yearsFromNow = 0,
  state: StateCode | undefined = ctx.state,
): number {
  const taxable = (gross: number) =>
    taxableIncomeAfterStandardDeduction(gross, ctx.filingStatus, ctx.taxYear);
  const federal =
    federalIncomeTax(taxable(income + amount), ctx.filingStatus, ctx.taxYear) -
    federalIncomeTax(taxable(income), ctx.filingStatus, ctx.taxYear);
  const age = ctx.age === undefined ? undefined : ctx.age + yearsFromNow;
  const stateRate =
    state && stateTaxesRetirementDistribution(state, age)
      ? stateMarginalRate(
          state,
          taxable(income + amount),
          ctx.filingStatus,
          ctx.taxYear,
          state === ctx.state && livesInNewYorkCity(ctx.facts),
        )
      : 0;
  return federal / amount + stateRate + irmaaRate(ctx, amount, income, yearsFromNow);
}

/**
 * The Medicare surcharge (IRMAA) a conversion's income adds, as a share of it: one year's
 * surcharge for each filer on Medicare two years after it, from the tier the conversion lifts
 * the year's income (taken as MAGI) into. Nothing for a filer under 63 at the conversion, or
 * an income already in the top tier.
 */
function irmaaRate(
  ctx: StrategyContext,
  amount: number,
  income: number,
  yearsFromNow: number,
): number {
  const filers = ctx.facts.ages.slice(0, ctx.filingStatus === 'mfj' ? 2 : 1);
  const enrolled = filers.filter((a) => a.value + yearsFromNow >= IRMAA_FROM_AGE).length;
  if (enrolled === 0) return 0;
  const extra =
    irmaaSurcharge(income + amount, ctx.filingStatus) - irmaaSurcharge(income, ctx.filingStatus);
  return (enrolled * extra) / amount;
}

/** Retirement age assumed for the client (an assumption; the notes rarely give one). */
const ASSUMED_RETIREMENT_AGE = 65;

/**
 * The rate the conversion pays in its cheapest year within the horizon: today's, or, for a
 * client retiring within it, the first year without wages, before Social Security and RMDs,
 * when the only income is the portfolio's.
 */
function cheapestConversionRate(ctx: StrategyContext, amount: number): number {
  const today = conversionTaxRate(ctx, amount);
  // After a planned move the new state's rate applies (none in a state without income tax).
  const moved = plannedStateOf(ctx);
  const afterMove = moved ? conversionTaxRate(ctx, amount, ctx.income, 1, moved) : today;
  if (ctx.age === undefined) return Math.min(today, afterMove);
  // A client already retired before 65 is in those years now; the lower rate is taken either way.
  const yearsToRetirement = ASSUMED_RETIREMENT_AGE - ctx.age;
  if (yearsToRetirement < 0 || yearsToRetirement > (ctx.common.years ?? 0))
    return Math.min(today, afterMove);
  const gapYearIncome = RETIREMENT_WITHDRAWAL_RATE * liquidAssets(ctx);
  const gapState = moved ?? ctx.state;
  return Math.min(
    today,
    afterMove,
    conversionTaxRate(ctx, amount, gapYearIncome, yearsToRetirement, gapState),
  );
}

/** The state the notes say the client will move to, where it is another state. */
function plannedStateOf(ctx: StrategyContext): StateCode | undefined {
  const planned = ctx.facts.plannedState?.value.toUpperCase();
  return planned && isStateCode(planned) && planned !== ctx.state ? planned : undefined;
}

/** IRA catch-up contributions start in the year a person turns 50 (IRC 219(b)(5)(B)). */
const IRA_CATCH_UP_AGE = 50;

/** Yearly withdrawals from investable assets taken as retirement income (an assumption). */
const RETIREMENT_WITHDRAWAL_RATE = 0.04;

/** Taxable income in retirement: half of today's (all of it once retired), or 4% a year drawn from what is saved. */
function projectedRetirementIncome(ctx: StrategyContext): number {
  const today = taxableIncomeAfterStandardDeduction(ctx.income, ctx.filingStatus, ctx.taxYear);
  // A client already retired lives on today's income (its RMDs only grow).
  const retired = ctx.facts.isRetired?.value === true;
  return Math.max(
    retired ? today : today / 2,
    RETIREMENT_WITHDRAWAL_RATE * (liquidAssets(ctx) + ctx.retirementBalance),
  );
}

/**
 * The state rate in retirement: that of the state the notes say the client will move to, else
 * today's, at the retirement income (its top rate where the income is unknown); none where that
 * state does not tax retirement distributions at the age they are drawn.
 */
function retirementStateRate(ctx: StrategyContext, income: number | undefined): number {
  const state = plannedStateOf(ctx) ?? ctx.state;
  const drawnAt = Math.max(ctx.age ?? ASSUMED_RETIREMENT_AGE, ASSUMED_RETIREMENT_AGE);
  if (state && !stateTaxesRetirementDistribution(state, drawnAt)) return 0;
  // A New York City resident who stays in the state stays in the city.
  const city = state === ctx.state && livesInNewYorkCity(ctx.facts);
  return state ? stateMarginalRate(state, income, ctx.filingStatus, ctx.taxYear, city) : 0;
}

/**
 * The marginal rate on IRA withdrawals in retirement: federal brackets on the projected
 * retirement income, plus the rate of the state the clients retire to at that income.
 */
function projectedRetirementTaxRate(ctx: StrategyContext): number {
  const income = projectedRetirementIncome(ctx);
  return (
    marginalRate(income, ctx.filingStatus, ctx.taxYear) +
    retirementStateRate(ctx, ctx.incomeKnown ? income : undefined)
  );
}

/**
 * The rates an NUA election trades: ordinary rates on IRA withdrawals against capital gains
 * rates on the appreciation, both at the same projected retirement income. NUA is not net
 * investment income (Treas. Reg. 1.1411-8(b)(2)), so no NIIT. Where the notes give no income the
 * brackets are unknown: both at the top federal rates, an upper bound.
 */
function nuaRates(ctx: StrategyContext) {
  // Only a stated income places the withdrawals: a projected one rests on assumed spending,
  // and the spread is bounded at the top rates instead (an upper bound, said so).
  const income = ctx.facts.annualIncome ? projectedRetirementIncome(ctx) : Number.POSITIVE_INFINITY;
  const state = retirementStateRate(ctx, Number.isFinite(income) ? income : undefined);
  return {
    retirementWithdrawalTaxRate: marginalRate(income, ctx.filingStatus, ctx.taxYear) + state,
    capitalGainsTaxRate: capitalGainsRate(income, ctx.filingStatus, ctx.taxYear) + state,
  };
}

/** Tax Planning, Retirement, Advanced Retirement, Executive Benefits and Investment Planning. */
export const RETIREMENT_ENTRIES = [
  defineEntry({
    id: 'ROTH_CONVERSION',
    name: 'Roth IRA Conversion',
    category: 'Tax Planning',
    description:
      'Pre-tax IRA money is converted to a Roth IRA and taxed now, ideally in lower-income years, so future growth and withdrawals are tax-free. Paying the tax also shrinks the taxable estate.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_408A', 'Form_8606', 'Circular_230'],
    // Compared in the same dollars at the end of the horizon: the Roth's tax-free balance
    // against the IRA after tax at the projected retirement rate plus the tax money kept and
    // invested instead, its growth taxed as a gain.
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('conversionAmount'),
        sub(
          mul(growth(), v('retirementWithdrawalTaxRate')),
          mul(
            v('conversionTaxRate'),
            sub(growth(), mul(sub(growth(), 1), v('capitalGainsTaxRate'))),
          ),
        ),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'accrued',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['retirementAccounts'],
    triggers: ['age60', 'highIncome'],
    fees: { setupFee: 500 },
    sizing: [
      'Converts the smaller of the pre-tax balance and $100,000 this year.',
      `The tax on the conversion (federal brackets on income plus the conversion, plus the state's rate with the conversion on top, plus the Medicare surcharge (IRMAA) its income adds two years later for each spouse then on Medicare) is paid from savings that would otherwise have grown in a taxable account: it is inside the comparison, not a cost beside it. Converted in the cheapest year within the horizon: today, the year after a planned move to another state, or for a client retiring (at ${ASSUMED_RETIREMENT_AGE}) within it, the first year without wages, on ${RETIREMENT_WITHDRAWAL_RATE * 100}% of the taxable investments as income.`,
      `Withdrawals taxed at the projected retirement rate: federal brackets on the larger of half of today's income and ${RETIREMENT_WITHDRAWAL_RATE * 100}% of investable assets and retirement accounts, plus the rate at that income of the state they retire to (the planned state, else today's; none in a state that does not tax retirement distributions, such as Illinois). Negative where that rate is lower than the conversion's.`,
      'Form 8606 and projection work NOT VERIFIED (assumed $500).',
    ],
    inputs: (ctx) => {
      const amount = Math.min(ctx.retirementBalance, 100_000);
      // The side fund's gains are taxed where the client lives when it is sold: after a planned
      // move, in the new state.
      const moved = plannedStateOf(ctx);
      const federalGains =
        (ctx.common.capitalGainsTaxRate ?? 0) - (ctx.common.stateCapitalGainsRate ?? 0);
      const taxable = taxableIncomeAfterStandardDeduction(
        ctx.income,
        ctx.filingStatus,
        ctx.taxYear,
      );
      return {
        conversionAmount: amount,
        conversionTaxRate: amount > 0 ? cheapestConversionRate(ctx, amount) : 0,
        retirementWithdrawalTaxRate: projectedRetirementTaxRate(ctx),
        ...(moved
          ? {
              capitalGainsTaxRate:
                federalGains + stateMarginalRate(moved, taxable, ctx.filingStatus, ctx.taxYear),
            }
          : {}),
      };
    },
    timeline: '2-4 weeks, before December 31',
    steps: [
      "Project this year's taxable income",
      'Size the conversion to the bracket target',
      'Convert and set aside the tax from non-IRA funds',
      'Report on Form 8606',
    ],
  }),
  defineEntry({
    id: 'BACKDOOR_ROTH',
    name: 'Backdoor Roth IRA',
    category: 'Tax Planning',
    description:
      'High earners above the Roth income limit make a nondeductible traditional IRA contribution and convert it to Roth. The pro-rata rule makes it cleanest with no other pre-tax IRA balances.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_408', 'IRC_408A', 'Form_8606'],
    benefit: benefit('Tax-Free Growth Value', taxFreeGrowth('annualRothContribution')),
    benefitKind: 'tax',
    benefitTiming: 'accrued',
    endsAtRetirement: true,
    cost: setupAndAnnualFees(),
    requires: ['aboveRothLimit', 'working'],
    fees: { setupFee: 500, annualFee: 300 },
    sizing: [
      'Contribution = the IRA limit for each spouse, with the catch-up from age 50 (a spouse of unknown age gets none).',
      'Form 8606 preparation NOT VERIFIED (assumed $500, then $300 a year).',
    ],
    inputs: (ctx) => {
      const { iraLimit, iraCatchUp } = ctx.table.federal.retirement;
      const limit = (age: number | undefined) =>
        iraLimit.value + (age !== undefined && age >= IRA_CATCH_UP_AGE ? iraCatchUp.value : 0);
      const ages = ctx.facts.ages.map((a) => a.value);
      return {
        annualRothContribution: limit(ages[0]) + (ctx.isMarried ? limit(ages[1]) : 0),
      };
    },
    timeline: 'Yearly, 1-2 weeks',
    steps: [
      'Check pre-tax IRA balances (pro-rata rule)',
      'Contribute nondeductibly',
      'Convert to Roth and file Form 8606',
    ],
  }),
  defineEntry({
    id: 'CASH_BALANCE_PLAN',
    name: 'Cash Balance Pension Plan',
    category: 'Retirement Planning',
    description:
      'A defined-benefit plan with individual hypothetical accounts lets business owners make large, age-weighted deductible contributions on top of a 401(k). Staff contributions are part of the cost.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_401', 'IRC_415', 'IRC_412', 'ERISA', 'Form_5500'],
    benefit: benefit('Income Tax Savings', rateArbitrage('annualContribution')),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsAtRetirement: true,
    endsWithTheBusiness: true,
    cost: costModel({
      setup: v('setupFee'),
      annual: v('annualFee'),
      maintenance: v('maintenanceCost'),
    }),
    requires: ['business', 'highIncome', 'working'],
    fees: { setupFee: 3_000, annualFee: 5_000, maintenanceCost: 10_000 },
    sizing: [
      'Owner contribution = 25% of income, at most $200,000 (age-dependent in practice).',
      'Administration about $5,000 a year (https://www.cashbalanceactuaries.com/fees-and-services); setup $3,000 and staff contributions $10,000 a year are assumptions.',
    ],
    inputs: (ctx) => ({ annualContribution: roundTo(Math.min(0.25 * ctx.income, 200_000), 1_000) }),
    timeline: '2-3 months; adopt before year end',
    steps: [
      'Commission a census and design study',
      'Adopt the plan document',
      'Fund by the tax-return deadline',
      'File Form 5500 each year',
    ],
  }),
  defineEntry({
    id: 'MEGA_BACKDOOR_ROTH',
    name: 'Mega Backdoor Roth',
    category: 'Retirement Planning',
    description:
      'After-tax 401(k) contributions fill the room up to the 415(c) annual-additions limit and are converted to Roth in the plan or rolled to a Roth IRA. The plan must allow after-tax contributions and in-service conversions.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_415', 'IRC_402A', 'IRC_402'],
    benefit: benefit('Tax-Free Growth Value', taxFreeGrowth('afterTaxRoom')),
    benefitKind: 'tax',
    benefitTiming: 'accrued',
    endsAtRetirement: true,
    cost: setupAndAnnualFees(),
    requires: ['highIncome', 'employerPlan', 'working'],
    fees: { setupFee: 500, annualFee: 250 },
    sizing: [
      'After-tax room = 415(c) limit − elective deferral − assumed 5% employer contribution on pay up to the 401(a)(17) compensation limit.',
      'Fees are assumptions.',
    ],
    inputs: (ctx) => {
      const r = ctx.table.federal.retirement;
      // The employer contributes on the participant's pay, counted up to the compensation limit.
      const employer = 0.05 * Math.min(ctx.income, r.compensationLimit.value);
      return {
        afterTaxRoom: Math.max(
          0,
          roundTo(r.annualAdditions415c.value - r.electiveDeferral.value - employer, 100),
        ),
      };
    },
    timeline: '2-4 weeks to confirm plan features',
    steps: [
      'Confirm the plan allows after-tax and in-plan Roth conversion',
      'Elect after-tax deferrals',
      'Convert each contribution promptly',
    ],
  }),
  defineEntry({
    id: 'QLAC',
    name: 'Qualified Longevity Annuity Contract (QLAC)',
    category: 'Retirement Planning',
    description:
      'Part of an IRA buys a deferred income annuity that is left out of required minimum distributions until payments start, as late as age 85. It defers tax and insures against outliving savings.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['Reg_1.401(a)(9)-6', 'SECURE_2.0', 'State_Annuity_Best_Interest'],
    annuityComponent:
      'Deferred income annuity bought inside the IRA, up to the QLAC premium limit.',
    benefit: benefit(
      'Income Tax Deferral',
      mul(v('qlacPremium'), div(1, v('rmdDivisor')), v('marginalTaxRate'), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['retirementAccounts', 'age60'],
    fees: { setupFee: 500, rmdDivisor: 26.5 },
    sizing: [
      'Premium = the smaller of 25% of IRA balances and the QLAC limit.',
      'RMD divisor 26.5 (Uniform Lifetime Table, age 73; assumption). Annuity pricing is built into the payout.',
    ],
    inputs: (ctx) => ({
      qlacPremium: roundTo(
        Math.min(0.25 * ctx.retirementBalance, ctx.table.federal.retirement.qlacLimit.value),
        1_000,
      ),
    }),
    timeline: '2-4 weeks',
    steps: [
      'Compare carrier payout quotes',
      'Buy the QLAC inside the IRA',
      'Exclude it from the RMD base',
    ],
  }),
  defineEntry({
    id: 'NUA',
    name: 'Net Unrealized Appreciation (NUA) Distribution',
    category: 'Advanced Retirement Planning',
    description:
      'Employer stock in a 401(k) is distributed in kind as part of a lump sum: only its cost basis is taxed as ordinary income now, and the appreciation is taxed later at capital gains rates.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_402(e)(4)', 'Circular_230'],
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('netUnrealizedAppreciation'),
        sub(v('retirementWithdrawalTaxRate'), v('capitalGainsTaxRate')),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['employerStockInPlan'],
    fees: { setupFee: 1_000 },
    sizing: [
      'NUA = the stated value of the employer stock in the plan less its stated plan cost basis (none is assumed: without both, no figure).',
      'Rolled over, the stock would leave the IRA as withdrawals taxed at the ordinary rate; distributed, its appreciation is taxed at the capital gains rate when sold (no 3.8% NIIT: NUA is not net investment income). Both rates at the projected retirement income.',
      'Where the notes give no income, both at the top federal rates (37% against 20%): an upper bound, as withdrawals spread over lower brackets save less.',
    ],
    inputs: (ctx) => {
      const stock = ctx.facts.concentratedPosition?.value;
      const nua =
        stock?.value !== undefined && stock.basis !== undefined
          ? Math.max(0, stock.value - stock.basis)
          : 0;
      return {
        netUnrealizedAppreciation: nua,
        ...nuaRates(ctx),
      };
    },
    timeline: 'One distribution year',
    steps: [
      'Confirm a qualifying triggering event',
      'Take the lump sum with stock in kind',
      'Roll other assets to an IRA',
    ],
  }),
  defineEntry({
    id: 'CHARITABLE_IRA_BENEFICIARY',
    name: 'Charity as IRA Beneficiary',
    category: 'Advanced Retirement Planning',
    description:
      'The charitable legacy the client means to leave at death is paid from the pre-tax retirement accounts, by naming the charity as beneficiary of that much of them, and the heirs take the other assets instead. A charity pays no income tax on IRA dollars; heirs do, within ten years. The estate tax is the same either way.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_691', 'IRC_2055', 'IRC_401(a)(9)', 'IRC_1014'],
    benefit: benefit('Income Tax Savings', mul(v('charitableLegacy'), v('heirsIncomeTaxRate'))),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['retirementAccounts', 'charitableIntent'],
    fees: { setupFee: 1_500, heirsIncomeTaxRate: 0.32 },
    sizing: [
      'The legacy is what the notes say goes to charity at death (bequests and a share of the estate), paid from the pre-tax accounts up to their balance at the last death; with no legacy stated, the value waits on it.',
      "Heirs' income tax on inherited pre-tax accounts: 32% (assumption: their own bracket sets it; the ten-year rule of IRC 401(a)(9)(H) bunches the withdrawals).",
      'Dated at the last death and brought to today at the discount rate; the estate tax is unchanged (the legacy is deducted either way, IRC 2055).',
      'Fee: updating beneficiary designations and the will, $1,500 (planning estimate).',
    ],
    inputs: (ctx) => ({
      charitableLegacy: Math.min(ctx.retirementBalance, charitableLegacyToday(ctx)),
    }),
    timeline: '1 month to update beneficiary forms and the will',
    steps: [
      'Name the charity as primary beneficiary of a share of the IRA equal to the legacy',
      'Take the same legacy out of the will or trust so it is not given twice',
      'Leave the heirs the taxable and Roth accounts, which carry no income tax',
    ],
  }),
  defineEntry({
    id: 'NQDC',
    name: 'Nonqualified Deferred Compensation (409A)',
    category: 'Executive Benefits',
    description:
      "An executive defers salary or bonus into an unfunded employer promise paid out later, ideally in lower-tax years or after moving to a state without income tax. Deferred amounts are exposed to the employer's creditors.",
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_409A', 'IRC_3121(v)', 'IRC_451'],
    benefit: benefit('Income Tax Savings', rateArbitrage('annualDeferral')),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsAtRetirement: true,
    cost: setupAndAnnualFees(),
    requires: ['highIncome', 'working'],
    fees: { setupFee: 1_000, annualFee: 500 },
    sizing: [
      'Defers 20% of income, at most $250,000 a year.',
      'Fees NOT VERIFIED (election review assumed).',
    ],
    inputs: (ctx) => ({ annualDeferral: roundTo(Math.min(0.2 * ctx.income, 250_000), 1_000) }),
    timeline: 'Elect before the year the pay is earned',
    steps: [
      'Review the plan and employer credit',
      'Make the deferral election on time',
      'Choose the payout schedule',
    ],
  }),
  defineEntry({
    id: 'SPLIT_DOLLAR',
    name: 'Split-Dollar Life Insurance',
    category: 'Executive Benefits',
    description:
      "An employer or family member funds premiums on a policy owned by the insured's trust and recovers them at death. The gift or compensation is measured by the economic benefit or loan interest, not the full premium.",
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: [
      'Reg_1.61-22',
      'Reg_1.7872-15',
      'IRC_2042',
      'FINRA_2210',
      'State_Insurance_Suitability',
    ],
    lifeInsuranceComponent:
      'Permanent policy owned by an ILIT; premiums advanced under a split-dollar agreement.',
    benefit: benefit('Estate Tax Savings', estateSavings(v('deathBenefit'))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: costModel({
      setup: v('setupFee'),
      annual: v('annualFee'),
      premium: mul(v('deathBenefit'), v('premiumRate'), v('economicBenefitShare')),
    }),
    triggers: ['taxableEstate', 'business', 'insuranceNeed'],
    fees: { setupFee: 15_000, annualFee: 2_500, economicBenefitShare: 0.25 },
    sizing: [
      "Death benefit = projected estate tax in today's dollars, at least $1,000,000.",
      'Only the economic benefit (assumed 25% of the premium) is a cost to the family; legal fees NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      deathBenefit: estateTaxLiquidityNeed(ctx),
      premiumRate: premiumRateForAge(ctx.age),
      // Each beneficiary's Crummey power makes a premium gift an annual exclusion gift.
      donees: ctx.children + ctx.grandchildren,
    }),
    timeline: '2-3 months',
    steps: [
      'Choose economic-benefit or loan regime',
      'Draft the split-dollar agreement',
      'ILIT buys the policy',
      'Plan the exit (rollout) strategy',
    ],
  }),
  defineEntry({
    id: 'ASSET_LOCATION',
    name: 'Tax-Efficient Asset Location',
    category: 'Investment Planning',
    description:
      'Tax-inefficient holdings such as taxable bonds and REITs are placed in tax-deferred or Roth accounts, and tax-efficient equities in taxable accounts, raising after-tax returns without changing the allocation.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['Reg_BI', 'Form_CRS'],
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('relocatedAssets'),
        v('incomeYield'),
        sub(v('marginalTaxRate'), v('capitalGainsTaxRate')),
        v('years'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['retirementAccounts'],
    fees: { setupFee: 1_000, incomeYield: 0.045 },
    sizing: [
      'Relocates the smaller of retirement balances and liquid assets, at most 30% of net worth.',
      'Income yield 4.5% on the relocated holdings (assumption).',
    ],
    inputs: (ctx) => ({
      relocatedAssets: roundTo(
        Math.min(ctx.retirementBalance, liquidAssets(ctx), 0.3 * ctx.netWorth),
        1_000,
      ),
    }),
    timeline: '1 month',
    steps: [
      'Map holdings by tax character',
      'Rebalance inside tax-advantaged accounts first',
      'Review yearly',
    ],
  }),
];
