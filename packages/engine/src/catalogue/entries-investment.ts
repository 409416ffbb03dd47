import { add, c, max, min, mul, sub, v } from '../formula';
import {
  benefit,
  costModel,
  defineEntry,
  protectionEntry,
  estateSavings,
  gainTax,
  growth,
  setupAndAnnualFees,
} from './formulas';
import {
  liquidAssets,
  partnershipProperty,
  positionGain,
  rateOnGain,
  roundTo,
  stateTaxOnGain,
} from './sizing';

import { INVESTMENT_USES } from '../facts/observation';
import { exchangeableSales, plannedPropertySales, totalOf } from '../projection/property-sales';
import type { StrategyContext } from './types';

const harvested = mul(v('portfolioValue'), v('lossHarvestRate'), v('years'));

/** Adjusted basis of investment real estate, when not stated: half its value (an assumption). */
const REAL_ESTATE_BASIS_SHARE = 0.5;
/** Land in the basis, which never depreciates (an assumption; assessors' ratios vary). */
const LAND_SHARE = 0.2;
/** Years of depreciation already claimed, when not stated (an assumption). */
const YEARS_DEPRECIATED = 10;
/** Recovery period of residential rental property (IRC 168(c)). */
const RESIDENTIAL_RECOVERY_YEARS = 27.5;
/** The basis increase on a deferred gain held five years in a (non-rural) QOF (IRC 1400Z-2(b)(2)(B)). */
const OZ_BASIS_STEP_UP = 0.1;

/** Unrecaptured section 1250 gain is taxed at up to 25% (IRC 1(h)(1)(E)), 5 points above 20%. */
const UNRECAPTURED_1250_EXTRA = 0.05;

/**
 * Adjusted basis of the investment real estate: in the proportion the notes state it for the
 * properties whose basis they give, else half the value (an assumption).
 */
function realEstateBasis(ctx: StrategyContext): number {
  const stated = (ctx.facts.properties ?? [])
    .map((p) => p.value)
    .filter((p) => INVESTMENT_USES.includes(p.use) && p.amount && p.basis !== undefined);
  const value = stated.reduce((sum, p) => sum + (p.amount ?? 0), 0);
  const basis = stated.reduce((sum, p) => sum + (p.basis ?? 0), 0);
  const share = value > 0 ? basis / value : REAL_ESTATE_BASIS_SHARE;
  return roundTo(share * ctx.investmentRealEstate, 1_000);
}
/** Gain on investment real estate: value less adjusted basis. */
const realEstateGain = (ctx: StrategyContext): number =>
  ctx.investmentRealEstate - realEstateBasis(ctx);
/**
 * Depreciation already claimed, taxed at up to 25% on a sale: straight-line on the building
 * (the cost without land) for the years held, where cost = adjusted basis + depreciation.
 */
function depreciationClaimed(ctx: StrategyContext): number {
  const perYearOfCost = ((1 - LAND_SHARE) * YEARS_DEPRECIATED) / RESIDENTIAL_RECOVERY_YEARS;
  return roundTo((realEstateBasis(ctx) * perYearOfCost) / (1 - perYearOfCost), 1_000);
}

/**
 * An exchange defers only the tax on a sale: one is planned when the notes say so (a goal of
 * selling or of managing the gains tax, a planned sale, an exchange asked about).
 */
const SALE_WORDS = /\b(sell|sells|selling|sale|sold|gains?|exchange|1031)\b/i;
const plansPropertySale = (ctx: StrategyContext): boolean =>
  ctx.facts.businessSale?.value.status === 'planned' ||
  [...ctx.facts.goals, ...(ctx.facts.mentionedStrategies ?? [])].some((f) =>
    SALE_WORDS.test(f.value),
  );

/** Investment Planning, Investment Tax, Capital Gains, Real Estate and Asset Protection. */
export const INVESTMENT_ENTRIES = [
  defineEntry({
    id: 'HEDGE_COLLAR',
    name: 'Concentrated Stock Hedging (Collar or Prepaid Variable Forward)',
    category: 'Investment Planning',
    description:
      'A zero-cost collar or prepaid variable forward locks in a price range or advances cash on a concentrated position without selling it, deferring the gain while limiting downside. Constructive-sale and straddle rules must be respected.',
    // Dealers collar positions from about $1M; the rule asks for a position that size making up
    // a large share of the estate, which is what the strategy answers.
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['IRC_1259', 'IRC_1092', 'Rev_Rul_2003-7', 'SEC_Rule_144', 'Reg_BI'],
    // The tax a sale today would pay; the plan values its deferral (plan/mechanisms.ts).
    benefit: benefit('Capital Gains Deferral', gainTax('embeddedGain')),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('positionValue'), v('assetFeeRate')) }),
    requires: ['concentratedPosition'],
    triggers: ['lowBasisPosition'],
    fees: { setupFee: 5_000, assetFeeRate: 0.005 },
    sizing: [
      'Hedges the whole concentrated position.',
      'Dealer spread 0.5% a year and $5,000 setup NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      embeddedGain: positionGain(ctx),
      positionValue: ctx.positionValue,
      // The whole gain sold at once is taxed with it on top of the year's income.
      capitalGainsTaxRate: rateOnGain(ctx, positionGain(ctx)),
    }),
    timeline: '2-6 weeks',
    steps: [
      'Check insider and Rule 144 limits',
      'Price collar strikes with several dealers',
      'Document to avoid a constructive sale',
    ],
  }),
  defineEntry({
    id: 'DIRECT_INDEXING_TLH',
    name: 'Direct Indexing with Tax-Loss Harvesting',
    category: 'Investment Tax Planning',
    description:
      "The client owns an index's stocks directly so losses can be harvested continuously and used against gains and up to $3,000 of ordinary income, while tracking the index with substitutes.",
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['IRC_1091', 'IRC_1211', 'Reg_BI', 'Form_CRS', 'FINRA_2210'],
    // Harvested losses save tax only where they are used: against the gain the household
    // realizes diversifying its concentrated position, then $3,000 of ordinary income a year
    // (IRC 1211(b)). The rest carries forward unused; at death it lapses.
    benefit: benefit(
      'Tax Alpha',
      add(
        mul(min(harvested, v('gainToOffset')), v('capitalGainsTaxRate')),
        mul(
          min(max(0, sub(harvested, v('gainToOffset'))), mul(v('ordinaryLossLimit'), v('years'))),
          v('marginalTaxRate'),
        ),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('portfolioValue'), v('assetFeeRate')) }),
    triggers: ['concentratedPosition', 'highIncome'],
    fees: { setupFee: 500, assetFeeRate: 0.0027, lossHarvestRate: 0.03 },
    sizing: [
      'Portfolio = liquid assets other than the concentrated position (its own shares are sold into it, not indexed), at most 40% of net worth.',
      'Losses harvested 3% of the portfolio a year (studies: 0.58%-2.29% tax alpha, https://thecrunch.co/newsletter/direct-indexing-and-tax-loss-harvesting/).',
      "Losses are counted only where used: against the concentrated position's gain as it is sold down, then $3,000 of ordinary income a year; what is left carries forward and saves nothing unless gains are realized later.",
      'Extra fee 0.27% (0.30% vs 0.03% for an ETF, https://www.equicurious.com/learn/investing-basics/investment-vehicles/direct-indexing-for-tax-management).',
    ],
    inputs: (ctx) => ({
      portfolioValue: roundTo(
        Math.min(Math.max(0, liquidAssets(ctx) - ctx.positionValue), 0.4 * ctx.netWorth),
        1_000,
      ),
      gainToOffset: roundTo(positionGain(ctx), 1),
      ordinaryLossLimit: ctx.table.federal.income.capitalLossOrdinaryLimit.value,
    }),
    timeline: '2-4 weeks',
    steps: [
      'Choose the index and tracking limits',
      'Transition holdings tax-aware',
      'Harvest losses and avoid wash sales',
    ],
  }),
  defineEntry({
    id: 'EXCHANGE_FUND',
    name: 'Exchange Fund',
    category: 'Capital Gains Management',
    description:
      "A concentrated stock is contributed to a partnership pooling many investors' stocks; after seven years the investor can take a diversified basket at the original basis, deferring the gain.",
    // Exchange funds are private placements: accredited investors at least (some sponsors ask
    // qualified purchasers, to confirm); the rule asks for a seven-figure position.
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: [
      'IRC_721',
      'IRC_704(c)',
      'IRC_737',
      'Reg_D',
      'Investment_Company_Act_3(c)(7)',
      'Reg_BI',
    ],
    benefit: benefit('Capital Gains Deferral', gainTax('embeddedGain')),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('positionValue'), v('assetFeeRate')) }),
    requires: ['concentratedPosition'],
    triggers: ['lowBasisPosition'],
    fees: { setupFee: 2_500, assetFeeRate: 0.009 },
    sizing: [
      'Contributes the concentrated position.',
      'Minimum $500k-$1M and 7-year lock-up (https://ramanandson.com/site/belgard-exchange-fund-f47942); management fee 0.9% NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      embeddedGain: positionGain(ctx),
      positionValue: ctx.positionValue,
      // The whole gain sold at once is taxed with it on top of the year's income.
      capitalGainsTaxRate: rateOnGain(ctx, positionGain(ctx)),
    }),
    timeline: 'Next fund closing; 7-year hold',
    steps: [
      'Confirm qualified-purchaser status',
      'Check the stock is accepted',
      'Contribute and hold seven years',
    ],
  }),
  defineEntry({
    id: 'OPPORTUNITY_ZONE',
    name: 'Qualified Opportunity Zone Fund',
    category: 'Capital Gains Management',
    description:
      "A realized capital gain is reinvested in a qualified opportunity fund, deferring it for up to five years with a 10% basis step-up, and the fund's own appreciation is tax-free after ten years.",
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_1400Z-2', 'Form_8996', 'Form_8997', 'Reg_D', 'Reg_BI'],
    benefit: benefit(
      'Capital Gains Tax Savings',
      add(v('ozStepUpSaving'), mul(v('ozInvestment'), sub(growth(), 1), v('capitalGainsTaxRate'))),
    ),
    benefitKind: 'tax',
    benefitTiming: 'accrued',
    cost: costModel({ setup: v('setupFee'), annual: mul(v('ozInvestment'), v('assetFeeRate')) }),
    requires: ['lowBasisPosition'],
    triggers: ['investmentRealEstate', 'business'],
    fees: { setupFee: 2_500, assetFeeRate: 0.02 },
    sizing: [
      'Reinvests the gain of a planned property sale for a note (the exchange takes the other sales), else half the embedded gain in the concentrated position.',
      'Taxed at the capital gains rate with the gain on top of the year’s income (20% and the 3.8% NIIT on a large gain), plus the state’s rate.',
      'Two parts: the 10% basis step-up on the deferred gain once held five years (a rural fund’s 30% is not assumed), and the fund’s own growth over ten years, untaxed if held ten years and sold.',
      'Fund fees 2% a year NOT VERIFIED.',
    ],
    inputs: (ctx) => {
      const sold = plannedPropertySales(ctx.facts);
      const notExchanged = sold.filter((s) => s.forANote);
      const gain = totalOf(notExchanged, (s) => s.gain);
      const invested = gain > 0 ? gain : roundTo(0.5 * positionGain(ctx), 1_000);
      const rate = rateOnGain(ctx, invested);
      return {
        ozInvestment: invested,
        capitalGainsTaxRate: rate,
        // The permanent part: 10% of the deferred gain is never taxed once held five years.
        ozStepUpSaving: roundTo(invested * OZ_BASIS_STEP_UP * rate, 1),
      };
    },
    timeline: 'Within 180 days of the gain',
    steps: [
      'Realize the gain',
      'Invest in a QOF within 180 days',
      'File Forms 8949 and 8997 yearly',
    ],
  }),
  defineEntry({
    id: '1031_EXCHANGE',
    name: '1031 Like-Kind Exchange',
    category: 'Real Estate',
    description:
      'Investment real estate is exchanged for other real property through a qualified intermediary, deferring the gain; the replacement must be identified within 45 days and closed within 180.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_1031', 'Reg_1.1031(k)-1', 'IRC_1014'],
    // The tax put off, not a saving: the plan values it at its present value (plan/mechanisms.ts).
    benefit: benefit(
      'Tax Deferred',
      add(
        mul(v('realizedGain'), v('federalCapitalGainsRate')),
        mul(v('unrecapturedGain'), c(UNRECAPTURED_1250_EXTRA, 'Unrecaptured 1250 Rate above 20%')),
        v('stateTaxOnGain'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['investmentRealEstate'],
    fees: { setupFee: 1_500 },
    sizing: [
      `Gain = the value less the adjusted basis (cost less depreciation taken) of each investment property the notes plan to sell, not one sold for a note (an installment sale) nor a developer's inventory (excluded by section 1031(a)(2)); where the notes give no such property, all investment real estate with its basis as stated, else assumed ${REAL_ESTATE_BASIS_SHARE * 100}% of value.`,
      `Depreciation taken, taxed at up to 25% (unrecaptured section 1250 gain): as stated, else ${YEARS_DEPRECIATED} years of straight-line over ${RESIDENTIAL_RECOVERY_YEARS} years on the building, land ${LAND_SHARE * 100}% of cost (assumptions).`,
      'Federal 20% and the 3.8% NIIT on the whole gain (no NIIT for a real estate professional’s rentals); the state at its marginal rate with the gain on top of the income.',
      'Counted only when a sale is planned: without one there is no tax to defer. The replacement property is assumed sold after ten years.',
      'Qualified intermediary fee $750-$1,500 (https://legalclarity.org/how-much-does-a-1031-exchange-actually-cost).',
    ],
    inputs: (ctx) => {
      // The properties the notes plan to sell, with their own basis and depreciation taken.
      const stated = exchangeableSales(ctx.facts);
      if (stated.length > 0) {
        const gain = totalOf(stated, (s) => s.gain);
        return {
          realizedGain: gain,
          unrecapturedGain: totalOf(stated, (s) => s.unrecaptured),
          stateTaxOnGain: stateTaxOnGain(ctx, gain),
        };
      }
      const gain = plansPropertySale(ctx) ? realEstateGain(ctx) : 0;
      return {
        realizedGain: gain,
        unrecapturedGain: Math.min(gain, depreciationClaimed(ctx)),
        stateTaxOnGain: stateTaxOnGain(ctx, gain),
      };
    },
    timeline: '45 days to identify, 180 days to close',
    steps: [
      'Engage a qualified intermediary before closing',
      'Identify replacements within 45 days',
      'Close within 180 days',
    ],
  }),
  defineEntry({
    id: 'DST',
    name: 'Delaware Statutory Trust (DST)',
    category: 'Real Estate',
    description:
      'Fractional interests in institutional real estate qualify as 1031 replacement property, giving the same deferral with passive ownership. Sponsor fees and illiquidity are the trade-off.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_1031', 'Rev_Rul_2004-86', 'Reg_D', 'Reg_BI', 'FINRA_2210'],
    benefit: benefit('Capital Gains Deferral', gainTax('realizedGain')),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: mul(v('investmentRealEstate'), v('assetFeeRate')) }),
    requires: ['investmentRealEstate'],
    fees: { assetFeeRate: 0.05 },
    sizing: [
      'Replaces the property the notes plan to sell, else all investment real estate; the gain as for a 1031 exchange, taxed on top of the year’s income.',
      'Sponsor load 5% NOT VERIFIED (fee types at https://fnrpusa.com/blog/delaware-statutory-trust-fees-explained/). Accredited investors only.',
    ],
    inputs: (ctx) => {
      const stated = exchangeableSales(ctx.facts);
      const gain =
        stated.length > 0
          ? totalOf(stated, (s) => s.gain)
          : plansPropertySale(ctx)
            ? realEstateGain(ctx)
            : 0;
      return {
        realizedGain: gain,
        investmentRealEstate:
          stated.length > 0 ? totalOf(stated, (s) => s.value) : ctx.investmentRealEstate,
        capitalGainsTaxRate: rateOnGain(ctx, gain),
      };
    },
    timeline: 'Within the 1031 deadlines',
    steps: [
      'Confirm accredited status',
      'Review sponsor offerings and fees',
      'Identify DST interests as replacement property',
    ],
  }),
  defineEntry({
    id: 'COST_SEGREGATION',
    name: 'Cost Segregation Study',
    category: 'Real Estate',
    description:
      'An engineering study moves building components into 5-, 7- and 15-year classes that can take 100% bonus depreciation, pulling deductions forward. Passive-loss rules and recapture on sale limit the benefit.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_168', 'IRC_168(k)', 'IRC_1245', 'IRC_469'],
    // The tax put off, not a saving: bonus depreciation now instead of straight-line later,
    // valued by the plan at its present value (plan/mechanisms.ts).
    benefit: benefit(
      'Income Tax Deferred',
      mul(v('depreciableBasis'), v('reclassifiedShare'), v('federalMarginalRate')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['depreciableRealEstate'],
    fees: { setupFee: 10_000, reclassifiedShare: 0.25 },
    sizing: [
      `Depreciable basis = the buildings' basis without land (basis as stated, else ${REAL_ESTATE_BASIS_SHARE * 100}% of value; land ${LAND_SHARE * 100}% of it): never the market value.`,
      '25% of it reclassified to 5-, 7- and 15-year property and taken as 100% bonus depreciation now, instead of straight-line over 27.5 years (assumptions).',
      'Federal rate only: New York, California and most income-tax states do not follow bonus depreciation (state conformity NOT VERIFIED state by state).',
      'Passive activity rules (IRC 469): the deduction offsets only passive income such as the rents; assumed absorbed by them, unless the owner is a real estate professional.',
      'Study fee $5,000-$50,000+ by size (https://notaxcompromise.com/cost-segregation/process/study-cost).',
    ],
    inputs: (ctx) => ({
      depreciableBasis: roundTo(realEstateBasis(ctx) * (1 - LAND_SHARE), 1_000),
    }),
    timeline: '4-8 weeks',
    steps: [
      'Commission an engineering-based study',
      'File Form 3115 for property already in service',
      'Plan for recapture on sale',
    ],
  }),
  protectionEntry({
    id: 'DAPT',
    name: 'Domestic Asset Protection Trust (DAPT)',
    category: 'Asset Protection',
    description:
      'A self-settled irrevocable trust in a state that allows it, with an independent in-state trustee, shields assets from future creditors while the grantor remains a discretionary beneficiary. It must be funded before any claim arises.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: [
      'State_DAPT_Statutes',
      'Uniform_Voidable_Transactions_Act',
      'IRC_2036',
      'IRC_2511',
    ],
    // Protection is not a tax saving: the trust's value is claims it keeps away, shown as such.
    cost: costModel({ setup: v('setupFee'), annual: mul(v('protectedAssets'), v('assetFeeRate')) }),
    triggers: [
      'assetProtectionGoal',
      'liabilityExposure',
      'business',
      'highIncome',
      'investmentRealEstate',
    ],
    fees: { setupFee: 15_000, assetFeeRate: 0.0075 },
    sizing: [
      'Protects 30% of net worth; no tax saving claimed (the value is claims kept away, not tax).',
      'CONFLICT on legal fees: $5,000-$15,000 vs $15,000-$30,000; $15,000 used. Trustee 0.5%-1.5% (https://alperlaw.com/blog/what-it-costs-to-set-up-an-asset-protection-trust).',
    ],
    inputs: (ctx) => ({ protectedAssets: roundTo(0.3 * ctx.netWorth, 1_000) }),
    timeline: '1-2 months',
    steps: [
      'Solvency analysis before funding',
      'Choose the DAPT state and trustee',
      'Fund and keep records of solvency',
    ],
  }),
  defineEntry({
    id: 'FLP',
    name: 'Family Limited Partnership / Family LLC',
    category: 'Asset Protection',
    description:
      'Family assets go into a partnership or LLC whose limited interests are gifted or sold at discounts for lack of control and marketability, while creditors of a partner are limited to a charging order.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_2036', 'IRC_2038', 'IRC_2703', 'IRC_2704', 'Form_709'],
    // Only the units given away are valued at the discount; those kept are in the estate at full
    // value at the death (a discount on them is routinely challenged under IRC 2036).
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(
        mul(v('interestsTransferred'), add(v('partnershipDiscount'), sub(growth(), 1))),
      ),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    triggers: [
      'taxableEstate',
      'business',
      'investmentRealEstate',
      'assetProtectionGoal',
      'liabilityExposure',
    ],
    requires: ['heirs'],
    fees: { setupFee: 20_000, annualFee: 5_000 },
    sizing: [
      'The partnership holds the investment real estate and the closely held business (listed securities stay held directly, at market value); limited units in up to 40% of net worth of it are given away, their discounted value capped at the federal basic exclusion.',
      'Discount on the units given: the assumption "Discount on family partnership units given away" (30% unless changed; "25% to 35% is common", https://bestmoneytip.com/flp-valuation-discount-strategy-4); formation and appraisal fees NOT VERIFIED.',
    ],
    inputs: (ctx) => {
      const discount = ctx.common.partnershipDiscount ?? 0;
      const exclusion = ctx.table.federal.estate.basicExclusion.value / (1 - discount);
      return {
        interestsTransferred: roundTo(
          Math.min(0.4 * ctx.netWorth, partnershipProperty(ctx), exclusion),
          1_000,
        ),
      };
    },
    timeline: '2-3 months',
    steps: [
      'Form the entity with a business purpose',
      'Contribute assets and keep personal assets outside',
      'Appraise and transfer limited interests',
    ],
  }),
];
