import { add, c, max, min, mul, pow, sub, v } from '../formula';
import {
  isStateCode,
  saltCap,
  stateIncomeTax,
  taxableIncomeAfterStandardDeduction,
  washingtonCapitalGainsTax,
} from '../tax';
import { stateMarginalRate } from '../calc/taxable-income';
import { charitableDeduction } from './charitable-deduction';
import {
  benefit,
  costModel,
  deferralFactor,
  defineEntry,
  estateSavings,
  gainTax,
  growthAboveHurdle,
  setupAndAnnualFees,
  stateTrustSavings,
} from './formulas';
import {
  businessGain,
  liquidAssets,
  positionGain,
  rateOnGain,
  roundTo,
  stateTaxOnGain,
} from './sizing';
import type { StrategyContext } from './types';
import { livesInNewYorkCity } from '../projection/household';

/** Years of stated giving bunched into one gift. */
const BUNCHED_YEARS = 3;
/** The gift's year and the five years an excess deduction carries forward (IRC 170(d)(1)). */
export const CARRYFORWARD_YEARS_AND_GIFT_YEAR = 6;

/** Planned gift: three years of stated giving bunched, else 2% of net worth. */
const plannedGift = (ctx: StrategyContext): number =>
  roundTo(
    ctx.charitableGiving > 0 ? BUNCHED_YEARS * ctx.charitableGiving : 0.02 * ctx.netWorth,
    1_000,
  );

/** Charitable, Advanced Charitable, Global, State and Advanced Tax entries. */
/** Pay and business income: taxed where it is earned, whatever the earner's domicile. */
const EARNED = new Set(['wages', 'self-employment', 'business']);
const MOVE_YEARS = 10;

/**
 * The income a change of domicile takes out of the old state's reach, averaged over the ten
 * years: while the client works there, all but the pay and business income earned there (with
 * no mix stated, working income is all pay); once retired, half of today's income (the
 * retirement-income assumption the context names).
 */
function movableIncome(ctx: StrategyContext): number {
  const facts = ctx.facts;
  if (facts.isRetired?.value === true) return ctx.income;
  const sources = facts.incomeSources?.map((s) => s.value) ?? [];
  const earned = sources.length
    ? sources.filter((s) => EARNED.has(s.source)).reduce((t, s) => t + s.amount, 0)
    : ctx.income;
  const retiresAt = facts.plannedRetirementAge?.value;
  const working =
    retiresAt !== undefined && ctx.age !== undefined
      ? Math.min(MOVE_YEARS, Math.max(0, retiresAt - ctx.age))
      : MOVE_YEARS;
  const whileWorking = Math.max(0, ctx.income - earned);
  const retired = ctx.income / 2;
  return (working * whileWorking + (MOVE_YEARS - working) * retired) / MOVE_YEARS;
}

/** The state's tax on today's whole taxable income by its brackets, as a share of it. */
function averageStateRate(ctx: StrategyContext): number {
  const taxable = taxableIncomeAfterStandardDeduction(ctx.income, ctx.filingStatus, ctx.taxYear);
  if (!ctx.state || taxable <= 0) return 0;
  const { total } = stateIncomeTax({
    state: ctx.state,
    taxableIncome: taxable,
    filingStatus: ctx.filingStatus,
    year: ctx.taxYear,
    newYorkCity: livesInNewYorkCity(ctx.facts),
  });
  return total / taxable;
}

export const CHARITABLE_GLOBAL_ENTRIES = [
  defineEntry({
    id: 'DAF',
    name: 'Donor-Advised Fund (DAF)',
    category: 'Charitable Planning',
    description:
      'Appreciated securities are given to a sponsoring public charity for an immediate deduction, with grants recommended later. Bunching several years of giving clears the new 0.5%-of-AGI floor and avoids capital gains tax.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_170', 'IRC_4966', 'IRC_4967'],
    // Giving the family makes anyway is deducted either way: bunched into the fund it saves only
    // the 0.5%-of-AGI floors of the years it covers, and the gains tax on the shares given.
    benefit: benefit(
      'Income Tax Savings',
      add(
        mul(
          add(
            max(
              0,
              sub(
                min(
                  v('newGift'),
                  mul(v('deductionCeiling'), c(CARRYFORWARD_YEARS_AND_GIFT_YEAR, 'Years Deducted')),
                ),
                v('charitableFloor'),
              ),
            ),
            v('floorAvoided'),
          ),
          v('charitableDeductionRate'),
        ),
        mul(v('appreciatedGain'), v('capitalGainsTaxRate')),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('giftAmount'), v('assetFeeRate')) }),
    requires: ['charitableIntent'],
    fees: { setupFee: 0, assetFeeRate: 0.006 },
    sizing: [
      `Gift = ${BUNCHED_YEARS} years of stated giving (else 2% of net worth, all of it new giving) in appreciated shares: the concentrated position at its stated basis where there is one, else basis assumed 50%.`,
      `Stated giving is made anyway: its deduction is no saving; bunching ${BUNCHED_YEARS} years into one pays the 0.5%-of-AGI floor once instead of ${BUNCHED_YEARS} times.`,
      'New giving is deducted up to 30% of AGI a year for appreciated shares, the excess carried forward five years, less the 0.5%-of-AGI floor.',
      'No start-up cost; administration up to 0.85% (https://www.nptrust.org/donor-advised-funds/daf-vs-foundation), 0.6% used.',
    ],
    inputs: (ctx) => {
      const gift = plannedGift(ctx);
      const position = ctx.facts.concentratedPosition?.value;
      const basisShare =
        position?.value && position.basis !== undefined ? position.basis / position.value : 0.5;
      const { appreciatedPublicAgiLimit, itemizerFloorOfAgi } = ctx.table.federal.charitable;
      const ceiling = roundTo(appreciatedPublicAgiLimit.value * ctx.income, 1);
      const floor = roundTo(itemizerFloorOfAgi.value * ctx.income, 1);
      const isNewGiving = ctx.charitableGiving === 0;
      return {
        giftAmount: gift,
        // The stated giving it bunches, a year (the plan's ledger of giving).
        yearlyGiving: ctx.charitableGiving,
        appreciatedGain: roundTo((1 - basisShare) * gift, 1),
        deductionCeiling: ceiling,
        newGift: isNewGiving ? gift : 0,
        charitableFloor: floor,
        floorAvoided: isNewGiving ? 0 : (BUNCHED_YEARS - 1) * floor,
      };
    },
    timeline: '1-2 weeks',
    steps: [
      'Open a DAF account',
      'Transfer long-held appreciated shares',
      'Recommend grants over time',
    ],
  }),
  defineEntry({
    id: 'PRIVATE_FOUNDATION',
    name: 'Private Foundation',
    category: 'Charitable Planning',
    description:
      'A family-controlled grant-making charity gives control, staff and a lasting legacy. Deductions are capped at 30% of AGI for cash, and the foundation pays a 1.39% excise tax and must distribute 5% a year.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: [
      'IRC_501(c)(3)',
      'IRC_4940',
      'IRC_4942',
      'IRC_170(b)(1)(B)',
      'Form_990-PF',
    ],
    benefit: benefit('Income Tax Savings', mul(v('deductibleGift'), v('charitableDeductionRate'))),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('giftAmount'), v('assetFeeRate')) }),
    requires: ['charitableIntent'],
    fees: { setupFee: 25_000, assetFeeRate: 0.03 },
    sizing: [
      'Endowment = 10% of net worth in cash; deduction limited to 30% of AGI, less 0.5% of AGI.',
      'Ongoing cost 2.5%-4% a year (nptrust); start-up legal "substantial", $25,000 assumed.',
    ],
    inputs: (ctx) => {
      const gift = roundTo(0.1 * ctx.netWorth, 1_000);
      return {
        giftAmount: gift,
        deductibleGift: charitableDeduction({
          cash: gift,
          appreciated: 0,
          agi: ctx.income,
          charity: 'private',
          year: ctx.taxYear,
        }),
      };
    },
    timeline: '3-6 months for IRS recognition',
    steps: [
      'Incorporate and apply for exemption',
      'Adopt governance and grant policies',
      'Meet the 5% payout and file Form 990-PF',
    ],
  }),
  defineEntry({
    id: 'CGA',
    name: 'Charitable Gift Annuity',
    category: 'Charitable Planning',
    description:
      "A gift to a charity in exchange for its fixed lifetime annuity. The donor deducts the gift less the annuity's value, and part of each payment is a tax-free return of basis.",
    applicableNetWorth: 250_000,
    regulatoryDisclosures: [
      'IRC_501(m)(5)',
      'IRC_1011(b)',
      'IRC_72',
      'IRC_170',
      'State_Gift_Annuity_Regulation',
    ],
    annuityComponent: 'Fixed lifetime annuity paid by the charity at ACGA-suggested rates.',
    benefit: benefit(
      'Income Tax Savings',
      mul(v('giftAmount'), v('deductibleShare'), v('charitableDeductionRate')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['charitableIntent'],
    triggers: ['age60'],
    fees: { setupFee: 1_000, deductibleShare: 0.45 },
    sizing: [
      'Gift = three years of stated giving, else 2% of net worth.',
      'Deductible share 45% (ACGA targets a 50% residuum; the 2026 table is NOT VERIFIED); legal review $1,000 assumed.',
    ],
    inputs: (ctx) => ({ giftAmount: plannedGift(ctx) }),
    timeline: '2-4 weeks',
    steps: [
      "Compare charities' rates and strength",
      'Sign the annuity agreement',
      'Transfer cash or appreciated stock',
    ],
  }),
  defineEntry({
    id: 'CRT',
    name: 'Charitable Remainder Trust (CRUT / CRAT)',
    category: 'Advanced Charitable Planning',
    description:
      'Appreciated assets go into a trust that sells them free of tax and pays the donor a fixed amount (CRAT) or percentage (CRUT) for life or a term, with the remainder to charity. The donor gets a deduction and spreads the gain.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_664', 'IRC_7520', 'IRC_170(f)(2)(A)', 'Form_5227'],
    annuityComponent:
      'Lifetime or term payments: a fixed annuity (CRAT) or a fixed percentage of trust value (CRUT).',
    benefit: benefit(
      'Income Tax Savings',
      add(
        mul(
          min(mul(v('crtFunding'), pow(sub(1, v('payoutRate')), v('years'))), v('deductionLimit')),
          v('charitableDeductionRate'),
        ),
        mul(gainTax('embeddedGain'), deferralFactor()),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({
      setup: v('setupFee'),
      annual: max(v('minimumTrusteeFee'), mul(v('crtFunding'), v('assetFeeRate'))),
    }),
    requires: ['charitableIntent'],
    triggers: ['lowBasisPosition', 'concentratedPosition'],
    fees: { setupFee: 15_000, assetFeeRate: 0.01, minimumTrusteeFee: 5_000, payoutRate: 0.05 },
    sizing: [
      'Funded with the concentrated position, else 10% of net worth; 5% unitrust payout over a ten-year term. Not sized where the notes give no income, which limits the deduction.',
      'Deduction = remainder value, approximated as funding × (1 − payout)^term; appreciated property to a trust with a public-charity remainder is deductible up to 30% of AGI (income taken as AGI), this year and five carryforward years, and nothing beyond.',
      'Gain benefit = the capital gains tax on the contributed stock deferred over the term (its time value at the discount rate), not the tax itself: it is paid as the payouts carry the gain out.',
      'Legal "a few thousand dollars to $25,000" (https://accountinginsights.org/how-much-does-it-cost-to-set-up-a-charitable-remainder-trust); trustee about 1% with a $5,000 minimum (pgcalc).',
    ],
    inputs: (ctx) => {
      const funding = roundTo(
        ctx.positionValue > 0
          ? Math.min(ctx.positionValue, 0.25 * ctx.netWorth)
          : 0.1 * ctx.netWorth,
        1_000,
      );
      const gainShare = ctx.positionValue > 0 ? positionGain(ctx) / ctx.positionValue : 0.5;
      const agiLimit = ctx.table.federal.charitable.appreciatedPublicAgiLimit.value;
      const gain = roundTo(funding * gainShare, 1);
      // The deduction, limited by the income, is most of its value: with no income in the notes
      // it is not sized (its figure waits on the income, listed among the facts needed).
      if (!ctx.incomeKnown)
        return { crtFunding: 0, embeddedGain: 0, deductionLimit: 0, capitalGainsTaxRate: 0 };
      return {
        crtFunding: funding,
        embeddedGain: gain,
        // Sold outright, the gain would be taxed on top of the year's income.
        capitalGainsTaxRate: rateOnGain(ctx, gain),
        deductionLimit: roundTo(agiLimit * ctx.income * CARRYFORWARD_YEARS_AND_GIFT_YEAR, 1),
      };
    },
    timeline: '1-2 months',
    steps: [
      'Choose CRAT or CRUT and the payout',
      'Draft the trust and contribute before any sale',
      'Trustee sells and reinvests',
      'File Form 5227 yearly',
    ],
  }),
  defineEntry({
    id: 'CLAT',
    name: 'Charitable Lead Annuity Trust (CLAT)',
    category: 'Advanced Charitable Planning',
    description:
      'A trust pays a fixed annuity to charity for a term and then passes the remainder to heirs. Zeroed out at the 7520 rate, growth above that rate reaches the family free of gift tax.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: ['IRC_170(f)(2)(B)', 'IRC_2522', 'IRC_2642(e)', 'IRC_7520', 'Form_709'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(growthAboveHurdle('clatFunding', 'section7520Rate')),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('clatFunding'), v('assetFeeRate')) }),
    requires: ['charitableIntent'],
    triggers: ['taxableEstate', 'heirs'],
    fees: { setupFee: 10_000, assetFeeRate: 0.01 },
    sizing: [
      'Funded with 10% of net worth for a ten-year term (assumption), the annuity set at the valuation month’s 7520 rate so the taxable gift is about zero.',
      'Fees from the generic trust anchor (https://tinygrab.com/how-much-does-a-trust-fund-cost); CLAT-specific fees NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ clatFunding: roundTo(0.1 * ctx.netWorth, 1_000) }),
    timeline: '1-2 months',
    steps: [
      'Set the term and annuity at the 7520 rate',
      'Draft and fund the trust',
      'Pay the charity each year',
    ],
  }),
  defineEntry({
    id: 'QCD_SPLIT_INTEREST',
    name: 'One-Time Split-Interest QCD',
    category: 'Advanced Charitable Planning',
    description:
      'An IRA owner aged 70½ or older sends a one-time qualified charitable distribution to a charitable gift annuity or remainder trust that pays income back to the owner. It is excluded from income and counts toward required distributions.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_408(d)(8)(F)', 'SECURE_2.0'],
    annuityComponent: 'Charitable gift annuity paying at least 5% starting within one year.',
    benefit: benefit('Income Tax Savings', mul(v('qcdAmount'), v('marginalTaxRate'))),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['retirementAccounts', 'age70', 'charitableIntent'],
    fees: { setupFee: 1_000 },
    sizing: ['The full split-interest QCD limit, at most the IRA balance.'],
    inputs: (ctx) => ({
      qcdAmount: Math.min(
        ctx.retirementBalance,
        ctx.table.federal.charitable.splitInterestQcdLimit.value,
      ),
    }),
    timeline: 'Once, 2-4 weeks',
    steps: [
      'Confirm age 70½ and eligibility',
      'Set up the gift annuity',
      'Direct the IRA custodian to pay the charity',
    ],
  }),
  defineEntry({
    id: 'RESIDENCY_CHANGE',
    name: 'Change of Residency to a No-Income-Tax State',
    category: 'State Tax Strategy',
    description:
      'The client moves domicile to a state without a broad income tax, ideally before a liquidity event, and cuts ties with the old state. The old state can audit the move, so records of days and ties matter.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['State_Domicile_Rules', 'State_Residency_Audit', '4_USC_114'],
    benefit: benefit(
      'State Income Tax Savings',
      add(
        mul(
          sub(v('stateTaxOnIncome'), mul(v('saltDeductionLost'), v('federalMarginalRate'))),
          v('years'),
        ),
        v('stateTaxOnGain'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: setupAndAnnualFees(),
    requires: ['stateIncomeTax'],
    triggers: ['highTaxState', 'highIncome'],
    fees: { setupFee: 25_000, annualFee: 5_000 },
    sizing: [
      "State-taxable income = income less the federal standard deduction, taxed at the old state's average rate on today's whole income by its brackets (states that tax a non-resident's source income apportion their tax that way).",
      "Pay and business income earned in the old state stay taxable there after the move (a non-resident's source income): while the client works, only the rest of the income counts; after the planned retirement age, half of today's income (the retirement-income assumption). The ten years are averaged.",
      'Less the federal deduction of state income tax given up (for a return that itemizes), limited by the SALT cap after its phase-down at this income; relocation and audit-defense costs NOT VERIFIED.',
      "A planned sale of C corporation stock adds the state tax on its gain (the business value less its basis, stated or 20% of value, on top of the year's income) once, less what the new state taxes of it (Washington's capital gains tax), if domicile moves well before a binding agreement: gain on stock is taxed where the seller lives. A pass-through business's gain is taxed where the business operates (its assets' gain, in an asset or deemed asset sale), so the move saves none of it.",
    ],
    inputs: (ctx) => {
      const taxable = taxableIncomeAfterStandardDeduction(
        movableIncome(ctx),
        ctx.filingStatus,
        ctx.taxYear,
      );
      const stateTax = roundTo(taxable * averageStateRate(ctx), 1);
      // Only stock of a C corporation carries its gain to the seller's new state, which may tax
      // it too (Washington's capital gains tax, another state's income tax).
      const selling =
        (ctx.facts.goals.some((g) => g.value === 'Sell the business') ||
          ctx.facts.businessSale?.value.status === 'planned') &&
        ctx.facts.business?.value.entityType === 'C corporation';
      const gain = selling ? businessGain(ctx) : 0;
      const planned = ctx.facts.plannedState?.value.toUpperCase();
      const newState = planned && isStateCode(planned) ? planned : undefined;
      const taxedThere =
        gain > 0 && newState
          ? (newState === 'WA' ? washingtonCapitalGainsTax(gain, ctx.taxYear) : 0) +
            gain * stateMarginalRate(newState, gain, ctx.filingStatus, ctx.taxYear)
          : 0;
      // The federal deduction a move gives up is the capped state tax, only for a return that
      // itemizes: the stated itemized deductions, else the capped tax and the giving against
      // the standard deduction.
      const capped = Math.min(stateTax, saltCap(ctx.income, ctx.taxYear));
      const standard = ctx.table.federal.income.standardDeduction[ctx.filingStatus].value;
      const itemized = ctx.facts.itemizedDeductions?.value.amount ?? capped + ctx.charitableGiving;
      return {
        stateTaxOnGain: selling ? Math.max(0, stateTaxOnGain(ctx, gain) - taxedThere) : 0,
        stateTaxableIncome: taxable,
        stateTaxOnIncome: stateTax,
        saltDeductionLost: itemized > standard ? roundTo(capped, 1) : 0,
      };
    },
    timeline: '6-12 months',
    steps: [
      'Pick the new state',
      'Move home, licences, voting and advisers',
      'Keep a day-count log',
    ],
  }),
  defineEntry({
    id: 'ING_TRUST',
    name: 'Incomplete-Gift Non-Grantor (ING) Trust',
    category: 'State Tax Strategy',
    description:
      "A non-grantor trust in Nevada or Delaware holds investments; the gift is kept incomplete so no exemption is used, and income the trust accumulates escapes the grantor's state tax. It no longer works for California or New York residents.",
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_671', 'IRC_2511', 'Reg_25.2511-2', 'IRC_643(f)'],
    benefit: benefit('State Income Tax Savings', stateTrustSavings()),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('trustAssets'), v('assetFeeRate')) }),
    requires: ['ingEffectiveState'],
    triggers: ['concentratedPosition', 'highTaxState'],
    fees: { setupFee: 25_000, assetFeeRate: 0.0075, incomeYield: 0.05 },
    sizing: [
      'Trust holds liquid assets, at most 30% of net worth; accumulated income 5% a year.',
      'Drafting and trustee fees NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      trustAssets: roundTo(Math.min(liquidAssets(ctx), 0.3 * ctx.netWorth), 1_000),
    }),
    timeline: '2-3 months',
    steps: [
      'Confirm the home state has no anti-ING rule',
      'Draft with a distribution committee',
      'Fund with intangible assets',
    ],
  }),
  defineEntry({
    id: 'NON_GRANTOR_TRUST',
    name: 'Completed-Gift Non-Grantor Trust',
    category: 'Advanced Tax Planning',
    description:
      'A completed gift to a non-grantor trust in a state without income tax makes the trust a separate taxpayer for state tax on accumulated income. It is the alternative where ING trusts are blocked, such as California and New York.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: ['IRC_641', 'IRC_643(f)', 'Form_709', 'Circular_230'],
    benefit: benefit('State Income Tax Savings', stateTrustSavings()),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('trustAssets'), v('assetFeeRate')) }),
    requires: ['highTaxState'],
    triggers: ['heirs', 'taxableEstate'],
    fees: { setupFee: 15_000, assetFeeRate: 0.01, incomeYield: 0.05 },
    sizing: [
      'Trust funded with 20% of net worth; accumulated income 5% a year.',
      'Trustee 0.5%-2% (tinygrab); drafting NOT VERIFIED. Throwback rules may claw some back.',
    ],
    inputs: (ctx) => ({ trustAssets: roundTo(0.2 * ctx.netWorth, 1_000) }),
    timeline: '2-3 months',
    steps: [
      'Choose a trust state without income tax',
      'Appoint a non-resident trustee',
      'Fund with a completed gift (Form 709)',
    ],
  }),
  defineEntry({
    id: 'STATE_ESTATE_TAX_PLANNING',
    name: 'State Estate Tax Planning',
    category: 'State-Specific Planning',
    description:
      "In states with their own estate tax and low exemptions, lifetime gifts (most of these states have no gift tax) and credit-shelter trusts remove assets from the state estate. New York's cliff makes staying under 105% of its exemption valuable.",
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['NY_Tax_Law_952', 'MGL_c65C', 'ORS_118', 'RCW_83.100'],
    benefit: benefit(
      'State Estate Tax Savings',
      mul(min(v('lifetimeGifts'), v('estateAboveStateExemption')), v('stateEstateTaxRate')),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['stateEstateTax'],
    triggers: ['heirs', 'married'],
    fees: { setupFee: 7_500, annualFee: 1_000 },
    sizing: [
      'Lifetime gifts of 20% of net worth; state top rate on the amount removed (upper bound).',
    ],
    inputs: (ctx) => ({ lifetimeGifts: roundTo(0.2 * ctx.netWorth, 1_000) }),
    timeline: '1-3 months',
    steps: [
      'Compute the state estate tax exposure',
      'Make lifetime gifts or fund credit-shelter trusts',
      'Check the Connecticut gift tax if relevant',
    ],
  }),
  defineEntry({
    id: 'PRE_IMMIGRATION_PLANNING',
    name: 'Pre-Immigration Tax Planning',
    category: 'Global Tax Strategy',
    description:
      'Before becoming a US tax resident, the client realizes or steps up gains, restructures foreign companies and funds to avoid PFIC and CFC problems, and considers foreign trusts or gifts.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_7701(b)', 'IRC_679', 'IRC_1291', 'FBAR', 'Form_8938'],
    benefit: benefit('Capital Gains Tax Avoided', gainTax('foreignGain')),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['movingToUs'],
    fees: { setupFee: 25_000 },
    sizing: [
      'Unrealized gain on foreign assets = 20% of net worth (assumption); legal fees NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ foreignGain: roundTo(0.2 * ctx.netWorth, 1_000) }),
    timeline: 'Before the residency start date',
    steps: [
      'Fix the residency start date',
      'Step up basis in foreign assets',
      'Unwind PFIC and CFC exposure',
    ],
  }),
  defineEntry({
    id: 'PFIC_AVOIDANCE',
    name: 'PFIC Management',
    category: 'Global Tax Strategy',
    description:
      'US persons holding foreign funds avoid the punitive excess-distribution regime by replacing them or making a timely QEF or mark-to-market election.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_1291', 'IRC_1295', 'IRC_1296', 'Form_8621'],
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('foreignFundValue'),
        v('growthRate'),
        sub(v('topOrdinaryRate'), v('capitalGainsTaxRate')),
        v('years'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: setupAndAnnualFees(),
    requires: ['foreignAssets'],
    fees: { setupFee: 2_500, annualFee: 1_500 },
    sizing: ['Foreign funds = 10% of net worth (assumption); Form 8621 preparation NOT VERIFIED.'],
    inputs: (ctx) => ({ foreignFundValue: roundTo(0.1 * ctx.netWorth, 1_000) }),
    timeline: '1-2 months',
    steps: [
      'Inventory foreign funds',
      'Make QEF or mark-to-market elections',
      'File Form 8621 yearly',
    ],
  }),
  defineEntry({
    id: 'FOREIGN_REPORTING_COMPLIANCE',
    name: 'FBAR and FATCA Compliance',
    category: 'Global Tax Strategy',
    description:
      'Foreign accounts and assets are reported every year on FinCEN Form 114 and Form 8938, with past gaps cured through the IRS streamlined procedures, avoiding large penalties.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['FBAR', 'FinCEN_114', 'Form_8938', 'IRC_6038D', '31_USC_5314'],
    benefit: benefit('Penalty Exposure Avoided', mul(v('nonWillfulPenalty'), v('years'))),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: setupAndAnnualFees(),
    requires: ['foreignAssets'],
    fees: { setupFee: 2_000, annualFee: 1_500, nonWillfulPenalty: 10_000 },
    sizing: [
      'Non-willful FBAR penalty $10,000 a year (statutory base, 31 USC 5321; inflation-adjusted amount NOT VERIFIED).',
      'Preparation fees are assumptions.',
    ],
    inputs: () => ({}),
    timeline: 'Yearly, by April 15 (automatic extension to October 15)',
    steps: [
      'List foreign accounts and assets',
      'File FinCEN 114 and Form 8938',
      'Cure past years through streamlined procedures',
    ],
  }),
  defineEntry({
    id: 'PPLI',
    name: 'Private Placement Life Insurance (PPLI)',
    category: 'Global Advanced Planning',
    description:
      'Institutionally priced variable universal life holds tax-inefficient investments in insurance-dedicated funds, so their growth and the death benefit are free of income tax; owned by an ILIT it also avoids estate tax.',
    applicableNetWorth: 25_000_000,
    regulatoryDisclosures: [
      'IRC_7702',
      'IRC_7702A',
      'IRC_817(h)',
      'Reg_D',
      'Investment_Company_Act_3(c)(7)',
      'FINRA_2210',
      'Reg_BI',
    ],
    lifeInsuranceComponent:
      'Variable universal life with insurance-dedicated funds; cost of insurance and M&E charges inside the policy.',
    // Only the return taxed every year outside the policy is saved: growth left unrealized
    // until death would have had a step-up in basis anyway.
    benefit: benefit(
      'Income Tax Savings',
      mul(v('ppliPremium'), v('incomeYield'), v('marginalTaxRate'), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: v('setupFee'), premium: mul(v('ppliPremium'), v('assetFeeRate')) }),
    triggers: ['highIncome', 'taxableEstate', 'crossBorder'],
    fees: { setupFee: 25_000, assetFeeRate: 0.01, incomeYield: 0.04 },
    sizing: [
      'Premium = 10% of net worth, at least $1,000,000 (carrier minimums, https://simpleppli.com/blog/ppli-minimum-investment-requirements).',
      'Income taxed every year inside tax-inefficient funds (credit, hedge funds) = 4% of the premium, at the ordinary marginal rate: only that tax is saved; unrealized growth would be stepped up at death anyway.',
      'Policy charges 1% a year NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ ppliPremium: roundTo(Math.max(1_000_000, 0.1 * ctx.netWorth), 1_000) }),
    timeline: '3-4 months',
    steps: [
      'Confirm accredited and qualified-purchaser status',
      'Select carrier and insurance-dedicated funds',
      'Keep investor-control and diversification rules',
    ],
  }),
  defineEntry({
    id: 'EXPATRIATION_PLANNING',
    name: 'Expatriation and Exit Tax Planning',
    category: 'Global Advanced Planning',
    description:
      'A citizen or long-term resident leaving the US manages the covered-expatriate tests and the exit tax on a deemed sale of worldwide assets. Later gifts or bequests to US persons are taxed to the recipient.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['IRC_877A', 'IRC_2801', 'Form_8854'],
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('annualIncome'),
        max(0, sub(v('federalMarginalRate'), v('foreignTaxRate'))),
        v('years'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: add(v('setupFee'), v('exitTax')) }),
    requires: ['renouncingCitizenship'],
    fees: { setupFee: 50_000, foreignTaxRate: 0.2 },
    sizing: [
      'Exit tax = gain on a deemed sale (30% of net worth) × capital gains rate; the indexed exclusion (2026 NOT VERIFIED) is ignored.',
      'Tax rate in the new country 20% (assumption); legal fees NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      exitTax: roundTo(0.3 * ctx.netWorth * (ctx.common.capitalGainsTaxRate ?? 0), 1),
    }),
    timeline: '6-12 months',
    steps: ['Test covered-expatriate status', 'Certify five years of compliance', 'File Form 8854'],
  }),
  defineEntry({
    id: 'QDOT',
    name: 'Qualified Domestic Trust (QDOT)',
    category: 'Global Advanced Planning',
    description:
      'Property left to a spouse who is not a US citizen does not get the unlimited marital deduction unless it passes through a QDOT with a US trustee; estate tax is then deferred until principal is distributed or the spouse dies.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_2056(d)', 'IRC_2056A', 'IRC_2523(i)', 'Form_706-QDT'],
    benefit: benefit('Estate Tax Deferral', mul(estateSavings(v('qdotAssets')), deferralFactor())),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    // The trust is drafted now and funded at the first death: its trustee's fee starts then.
    cost: costModel({ setup: v('setupFee') }),
    requires: ['nonCitizenSpouse'],
    triggers: ['taxableEstate'],
    fees: { setupFee: 10_000 },
    sizing: [
      'Half of net worth passes to the non-citizen spouse through the QDOT at the first death. The US trustee’s fee (about 0.5% a year, assumption) starts when the trust is funded, at the first death.',
    ],
    inputs: (ctx) => ({ qdotAssets: roundTo(0.5 * ctx.netWorth, 1_000) }),
    timeline: '1-2 months',
    steps: [
      "Confirm the spouse's citizenship",
      'Draft the QDOT with a US trustee',
      'Elect QDOT treatment on Form 706',
    ],
  }),
];
