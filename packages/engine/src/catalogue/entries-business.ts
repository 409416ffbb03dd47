import { add, c, max, min, mul, sub, v, type Expr } from '../formula';
import { passThroughEntityTax } from '../tax';
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
import { installmentSales, totalOf } from '../projection/property-sales';
import {
  businessGain,
  estateTaxLiquidityNeed,
  premiumRateForAge,
  rateOnGain,
  roundTo,
  stateRateOnGain,
} from './sizing';
import type { StrategyContext } from './types';
import { qsbsRateInputs, qsbsTerms } from './qsbs';

/** Gain on the company's shares a QSBS exclusion would meet (StrategyContext.companyShares). */
const sharesGain = (ctx: StrategyContext): number =>
  roundTo(Math.max(0, ctx.companyShares.value - ctx.companyShares.basis), 1_000);
/** Per-taxpayer cap for the shares' issue date (qsbsTerms): $10M before July 5, 2025, the table's after. */
const existingStockQsbsCap = (ctx: StrategyContext): number => {
  const { cap } = qsbsTerms(ctx);
  return Math.min(cap, ctx.common.qsbsCap ?? cap);
};
/**
 * The federal tax an exclusion saves on the capped gain: the gain at the gains rate, less the
 * part not excluded at its own rate (28% plus NIIT under IRC 1(h)(4) where the exclusion is
 * partial): gain x (gains rate - share not excluded x its rate).
 */
const qsbsSaving = (gain: Expr) =>
  mul(
    gain,
    sub(v('federalCapitalGainsRate'), mul(v('qsbsIncludedShare'), v('qsbsIncludedGainRate'))),
  );
/** Business Planning, Succession, Business Tax, Advanced Business, Risk Management, Advanced Tax. */
export const BUSINESS_ENTRIES = [
  defineEntry({
    id: 'SECTION_199A',
    name: 'Section 199A Qualified Business Income Deduction',
    category: 'Business Planning',
    description:
      'Owners of pass-through businesses deduct up to 20% of qualified business income. Entity choice, reasonable S-corporation wages and aggregation keep the deduction inside the wage and property limits.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_199A', 'Reg_1.199A', 'Circular_230'],
    // The deduction is taken on the return with or without planning: only the part a change
    // adds (wages raised to the 50% limit, aggregation, staying under the SSTB phase-out) saves.
    benefit: benefit(
      'Income Tax Savings',
      mul(
        v('qualifiedBusinessIncome'),
        v('qbiRate'),
        v('qbiPlanningShare'),
        v('federalMarginalRate'),
        v('years'),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsWithTheBusiness: true,
    cost: setupAndAnnualFees(),
    requires: ['qbiEligible'],
    triggers: ['highIncome'],
    fees: { setupFee: 5_000, annualFee: 3_000, qbiPlanningShare: 0 },
    sizing: [
      'Qualified business income = the business income to the owner (see the assumptions); wage/UBIA limits assumed met.',
      'The deduction is automatic: nothing in the facts shows a limit the planning would lift, so the share of it the planning adds is 0% (change it where wages, aggregation or the SSTB phase-out bind).',
      'Payroll and accounting costs NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ qualifiedBusinessIncome: ctx.businessIncome }),
    timeline: '1-2 months before year end',
    steps: [
      'Test entity type and SSTB status',
      'Set reasonable compensation',
      'Elect aggregation where useful',
    ],
  }),
  defineEntry({
    id: 'QSBS_EXCLUSION',
    name: 'Qualified Small Business Stock (Section 1202)',
    category: 'Business Planning',
    description:
      'Stock of a qualifying domestic C corporation held long enough excludes gain on sale from federal tax, up to the greater of $15 million or ten times basis per issuer for stock issued after July 4, 2025.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_1202', 'IRC_1045', 'IRC_351', 'Circular_230'],
    benefit: benefit('Capital Gains Exclusion', qsbsSaving(min(v('qsbsGain'), v('qsbsCap')))),
    benefitKind: 'tax',
    // Excluded once, on the sale the figure is sized on: not spread over the years.
    benefitTiming: 'once',
    cost: setupAndAnnualFees(),
    requires: ['cCorporation'],
    fees: { setupFee: 25_000, annualFee: 5_000 },
    sizing: [
      "Gain = the value of the owner's shares less their basis (the stated basis, else 20% of value).",
      'The share excluded and the cap follow the date the shares were issued (see below); the 10× basis alternative is not counted; the $50M gross-asset test at issuance assumed met.',
      'C-corporation conversion and compliance costs NOT VERIFIED. Some states (e.g. California) do not follow 1202.',
    ],
    notes: (ctx) => qsbsTerms(ctx).notes,
    inputs: (ctx) => ({
      qsbsGain: sharesGain(ctx),
      qsbsCap: existingStockQsbsCap(ctx),
      ...qsbsRateInputs(ctx),
      saleProceeds: ctx.companyShares.value,
    }),
    timeline: '1-3 months; 5-year holding period',
    steps: [
      'Confirm C-corp status and the $75M gross-asset test',
      'Document the active-business test',
      'Track holding periods per lot',
    ],
  }),
  defineEntry({
    id: 'CAPTIVE_INSURANCE',
    name: 'Captive Insurance Company (831(b))',
    category: 'Risk Management',
    description:
      'The business owner forms a licensed insurer to cover real enterprise risks; premiums are deductible to the operating company and a small captive is taxed only on investment income. Genuine risk shifting is essential and some arrangements are listed transactions.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_831(b)', 'IRC_162', 'Form_8886', 'Circular_230'],
    benefit: benefit(
      'Income Tax Savings',
      mul(v('captivePremium'), sub(v('marginalTaxRate'), v('capitalGainsTaxRate')), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsWithTheBusiness: true,
    cost: setupAndAnnualFees(),
    requires: ['business'],
    fees: { setupFee: 75_000, annualFee: 55_000 },
    sizing: [
      'Premium = 5% of the business value, at most the 831(b) limit.',
      'Formation $50,000-$100,000+ (https://www.riskmgmtadvisors.com/captives-101/cost-considerations); management $45,000-$65,000+ a year (http://www.captiveexperts.com/Captive_Costs.html).',
    ],
    inputs: (ctx) => ({
      captivePremium: roundTo(
        Math.min(
          0.05 * ctx.businessValue,
          ctx.table.federal.business.captive831bPremiumLimit.value,
        ),
        1_000,
      ),
    }),
    timeline: '4-6 months including feasibility and licensing',
    steps: [
      'Commission a feasibility study and actuarial review',
      'License the captive',
      "Price premiums at arm's length",
      'Check listed-transaction reporting (Form 8886)',
    ],
  }),
  defineEntry({
    id: 'PREMIUM_FINANCING',
    name: 'Premium-Financed Life Insurance',
    category: 'Risk Management',
    description:
      'A lender pays large life insurance premiums against collateral, usually for a policy owned by an ILIT, so the client keeps capital invested. It works only while the policy credits more than the loan costs.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: [
      'IRC_2042',
      'IRC_101',
      'IRC_7872',
      'FINRA_2210',
      'State_Insurance_Suitability',
    ],
    lifeInsuranceComponent:
      'Permanent policy financed by a third-party loan; collateral posted by the client.',
    benefit: benefit('Estate Tax Savings', estateSavings(v('deathBenefit'))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: costModel({
      setup: v('setupFee'),
      annual: v('annualFee'),
      premium: mul(
        v('deathBenefit'),
        v('premiumRate'),
        v('years'),
        c(0.5, 'Average Loan Share'),
        v('loanInterestRate'),
      ),
    }),
    requires: ['taxableEstate'],
    triggers: ['insuranceNeed'],
    fees: { setupFee: 15_000, annualFee: 2_500, loanInterestRate: 0.055 },
    sizing: [
      "Death benefit = projected estate tax in today's dollars, at least $1,000,000; the yearly cost is loan interest on the premiums financed (average balance half of ten years of premiums).",
      'Loan rate 5.5% (historically 2.5%-6%, https://wikisum.wiki/wiki/Premium_financing); current spreads NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      deathBenefit: estateTaxLiquidityNeed(ctx),
      premiumRate: premiumRateForAge(ctx.age),
      // Each beneficiary's Crummey power makes a premium gift an annual exclusion gift.
      donees: ctx.children + ctx.grandchildren,
    }),
    timeline: '3-4 months',
    steps: [
      'Stress-test crediting vs loan rates',
      'Arrange the loan and collateral',
      'ILIT buys the policy',
      'Plan the loan exit',
    ],
  }),
  defineEntry({
    id: 'ESOP',
    name: 'Employee Stock Ownership Plan (ESOP)',
    category: 'Business Succession',
    description:
      'The owner sells shares to an employee stock ownership trust, often financed by a loan the company repays with deductible contributions. A C-corporation seller can defer the gain under Section 1042 by reinvesting in qualified securities.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: [
      'IRC_4975(e)(7)',
      'IRC_409(p)',
      'IRC_1042',
      'ERISA',
      'DOL_Adequate_Consideration',
    ],
    benefit: benefit('Capital Gains Deferral', gainTax('saleGain')),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: setupAndAnnualFees(),
    requires: ['cCorporation'],
    fees: { setupFee: 150_000, annualFee: 35_000 },
    sizing: [
      'Sells 30% of the business (the 1042 minimum), at its stated basis, else a basis of 20% of value.',
      'Setup feasibility, trustee, valuation and legal $115,000-$150,000 (https://sites.google.com/theesopexperience.com/home/esops-101/whats-it-cost); trustee $20,000-$50,000 a year (https://www.aegisfiduciary.com/esop-blog/how-much-does-setting-up-an-esop-cost/).',
    ],
    inputs: (ctx) => {
      const saleGain = roundTo(0.3 * businessGain(ctx), 1_000);
      return { saleGain, capitalGainsTaxRate: rateOnGain(ctx, saleGain) };
    },
    timeline: '6-9 months',
    steps: [
      'Feasibility study and independent valuation',
      'Appoint an independent trustee',
      'Negotiate and finance the sale',
      'Elect 1042 and buy qualified replacement property',
    ],
  }),
  protectionEntry({
    id: 'BUY_SELL',
    name: 'Insurance-Funded Buy-Sell Agreement',
    category: 'Business Succession',
    description:
      'Co-owners agree to buy out a deceased or departing owner at a set price, with life insurance supplying the cash. After Connelly (2024) a cross-purchase design avoids adding company-owned proceeds to the estate value.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_2703', 'IRC_2031', 'IRC_101(j)', 'FINRA_2210'],
    lifeInsuranceComponent: 'Term or permanent policies on each owner sized to the buyout price.',
    // Continuity, not a tax saving: the value it protects is never shown as estate tax saved.
    cost: costModel({
      setup: v('setupFee'),
      premium: mul(v('ownerInterestValue'), v('premiumRate')),
    }),
    requires: ['business'],
    fees: { setupFee: 5_000 },
    sizing: [
      "Buyout value = the value of the owner's interest (the ownership share of a value the notes give for the whole company); insurance sized to it.",
      'No tax saving claimed: the agreement protects the price and the successors. Legal fees NOT VERIFIED; premium rate by age.',
    ],
    inputs: (ctx) => ({
      ownerInterestValue: roundTo(ctx.businessValue, 1_000),
      premiumRate: premiumRateForAge(ctx.age) / 2,
    }),
    timeline: '1-2 months',
    steps: [
      'Agree the valuation formula',
      'Choose cross-purchase or redemption',
      'Buy and assign the policies',
      'Revalue every 2-3 years',
    ],
  }),
  defineEntry({
    id: 'INSTALLMENT_SALE',
    name: 'Installment Sale (including SCIN)',
    category: 'Business Succession',
    description:
      'A business or investment property is sold for a note, and the gain is taxed only as principal is received (not for listed stock or a dealer’s inventory). Sold to family, a self-canceling note can also drop the unpaid balance from the estate, for a premium.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['IRC_453', 'IRC_453A', 'IRC_1274', 'IRC_7872'],
    // The tax put off as principal arrives, not a saving: the plan values it at its present
    // value less the section 453A interest (plan/mechanisms.ts).
    // A whole business's gain is taxed at the top federal rates whatever the year's other income.
    benefit: benefit(
      'Tax Deferred',
      mul(v('saleGain'), add(v('federalCapitalGainsRate'), v('stateCapitalGainsRate'))),
    ),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: setupAndAnnualFees(),
    // A business, or investment property sold for a note.
    triggers: ['business', 'investmentRealEstate'],
    fees: { setupFee: 10_000, annualFee: 1_000, underpaymentRate: 0.07 },
    sizing: [
      'A property the notes say is sold for a note: its stated gain, over the note’s stated years. Else the whole business for a ten-year level-principal note, at its stated basis, else a basis of 20% of value. The tax on each year’s principal is paid that year.',
      'Section 453A: interest on the tax still deferred, on the part of the note above $5 million, at the underpayment rate (federal short-term rate + 3 points, 7% assumed; NOT VERIFIED for the sale quarter).',
      'Beside a QSBS exclusion on the same shares it adds only what the exclusion leaves (the plan gives the shares to one strategy at a time).',
      'Legal and valuation fees NOT VERIFIED.',
    ],
    inputs: (ctx) => {
      // A property the notes say is sold for a note is the sale; else the business.
      const notes = installmentSales(ctx.facts);
      // The state taxes the gain on top of the year's income (federally the top rates apply),
      // plus any tax it levies on gains apart from income (Washington's).
      const gainsOnly =
        (ctx.common.stateCapitalGainsRate ?? 0) - (ctx.common.stateIncomeTaxRate ?? 0);
      const onGain = (gain: number) => gainsOnly + stateRateOnGain(ctx, gain);
      if (notes.length > 0) {
        const gain = totalOf(notes, (s) => s.gain);
        return {
          saleGain: gain,
          saleProceeds: totalOf(notes, (s) => s.value),
          stateCapitalGainsRate: onGain(gain),
          ...(notes[0]!.noteYears ? { noteYears: notes[0]!.noteYears } : {}),
        };
      }
      const gain = businessGain(ctx);
      return {
        saleGain: gain,
        saleProceeds: ctx.businessValue,
        stateCapitalGainsRate: onGain(gain),
      };
    },
    timeline: '2-4 months',
    steps: [
      'Value the business',
      'Set note terms at or above the AFR',
      'Report on Form 6252 each year',
    ],
  }),
  defineEntry({
    id: 'PTET',
    name: 'Pass-Through Entity Tax (PTET) Election',
    category: 'Business Tax Planning',
    description:
      'A partnership or S corporation elects to pay state income tax at the entity level, where it is deductible federally and outside the individual SALT cap. Owners receive a state credit.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['Notice_2020-75', 'IRC_164(b)(6)', 'Circular_230'],
    benefit: benefit(
      'Income Tax Savings',
      mul(v('ptetPaid'), v('federalMarginalRate'), v('years')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    endsWithTheBusiness: true,
    cost: setupAndAnnualFees(),
    requires: ['passThroughBusiness', 'ptetState'],
    fees: { setupFee: 1_000, annualFee: 1_500 },
    sizing: [
      "State tax paid by the entity = the state's entity-level tax on the business income to the owner (see the assumptions), by the state's own schedule: New Jersey's BAIT, New York's PTET, California's 9.3%; elsewhere the state's top personal rate (NOT VERIFIED).",
      'The saving assumes the state tax would otherwise sit above the SALT cap, true above about $606,000 of MAGI (married, 2026) where the cap floors at $10,000.',
      'Extra compliance cost NOT VERIFIED.',
    ],
    inputs: (ctx) => ({
      ptetPaid: ctx.state
        ? passThroughEntityTax(ctx.state, ctx.businessIncome, ctx.taxYear).tax
        : 0,
    }),
    timeline: 'Elect by the state deadline each year',
    steps: [
      "Confirm the state's PTET rules and deadlines",
      'Make the election and estimated payments',
      'Claim the owner credits',
    ],
  }),
  defineEntry({
    id: 'SECTION_179',
    name: 'Section 179 and Bonus Depreciation Timing',
    category: 'Business Tax Planning',
    description:
      'Equipment and qualified property bought by the business are expensed in the first year under Section 179 or 100% bonus depreciation instead of over many years. The value is in the time value of the earlier deduction.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_179', 'IRC_168(k)', 'IRC_1245'],
    // The tax the first-year deduction saves; the plan values it as deferred (plan/mechanisms.ts).
    benefit: benefit('Income Tax Deferral', mul(v('equipmentCost'), v('federalMarginalRate'))),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: costModel({ setup: v('setupFee') }),
    requires: ['business'],
    fees: { setupFee: 1_000 },
    sizing: [
      'Qualifying purchases = 5% of the business value, at most the Section 179 limit.',
      'Without the election the equipment is deducted over its seven-year recovery period (MACRS 7-year class, the common one for business equipment, taken straight-line here): the first-year deduction only moves those deductions forward.',
    ],
    inputs: (ctx) => ({
      equipmentCost: roundTo(
        Math.min(0.05 * ctx.businessValue, ctx.table.federal.business.section179Limit.value),
        1_000,
      ),
    }),
    timeline: 'Before the property is placed in service',
    steps: [
      'Plan purchases before year end',
      'Place property in service',
      'Elect 179 or bonus on Form 4562',
    ],
  }),
  defineEntry({
    id: 'VOTING_NONVOTING_RECAP',
    name: 'Voting and Non-Voting Recapitalization',
    category: 'Advanced Business Planning',
    description:
      'The company is recapitalized into voting and non-voting units so the owner keeps control while transferring discounted non-voting units to heirs or trusts, along with their future growth.',
    applicableNetWorth: 5_000_000,
    regulatoryDisclosures: ['IRC_1361(c)(4)', 'IRC_2701', 'IRC_2704', 'IRC_2036(b)', 'Form_709'],
    benefit: benefit(
      'Estate Tax Savings',
      estateSavings(mul(v('nonVotingValue'), add(v('valuationDiscount'), sub(growth(), 1)))),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['business'],
    triggers: ['taxableEstate', 'heirs'],
    fees: { setupFee: 20_000, annualFee: 3_000, valuationDiscount: 0.25 },
    sizing: [
      'Transfers non-voting units worth 40% of the business value.',
      'Discount 25% (assumption); legal and appraisal NOT VERIFIED.',
    ],
    inputs: (ctx) => ({ nonVotingValue: roundTo(0.4 * ctx.businessValue, 1_000) }),
    timeline: '2-3 months',
    steps: [
      'Amend the entity documents',
      'Appraise the non-voting units',
      'Gift or sell them to trusts',
    ],
  }),
  defineEntry({
    id: 'QSBS_STACKING',
    name: 'QSBS Exclusion Stacking',
    category: 'Advanced Tax Planning',
    description:
      'Before any sale agreement, qualified small business stock is gifted to a spouse, children or non-grantor trusts, each of which gets its own per-issuer exclusion cap and inherits the holding period.',
    applicableNetWorth: 10_000_000,
    regulatoryDisclosures: ['IRC_1202(h)', 'IRC_643(f)', 'Form_709', 'Circular_230'],
    benefit: benefit(
      'Capital Gains Exclusion',
      qsbsSaving(
        min(mul(v('additionalTaxpayers'), v('qsbsCap')), max(0, sub(v('qsbsGain'), v('qsbsCap')))),
      ),
    ),
    benefitKind: 'tax',
    benefitTiming: 'accrued',
    cost: costModel({
      setup: mul(v('additionalTaxpayers'), v('setupFee')),
      annual: mul(v('additionalTaxpayers'), v('annualFee')),
    }),
    requires: ['cCorporation'],
    triggers: ['heirs'],
    fees: { setupFee: 7_500, annualFee: 2_000 },
    sizing: [
      "One extra taxpayer per child (non-grantor trust), at least one; gain = the value of the owner's shares less their basis (the stated basis, else 20% of value); each taxpayer's cap and share excluded follow the date the shares were issued (see below).",
      'Trust drafting and trustee fees NOT VERIFIED.',
    ],
    notes: (ctx) => qsbsTerms(ctx).notes,
    inputs: (ctx) => ({
      additionalTaxpayers: Math.max(1, ctx.children),
      qsbsGain: sharesGain(ctx),
      qsbsCap: existingStockQsbsCap(ctx),
      ...qsbsRateInputs(ctx),
    }),
    timeline: '2-3 months, before any letter of intent',
    steps: [
      'Confirm the stock qualifies',
      'Create non-grantor trusts',
      'Gift shares before a binding sale',
    ],
  }),
];
