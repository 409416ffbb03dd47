import { add, min, mul, sub, v } from '../formula';
import { stateEstateTaxRule } from '../tax';
import {
  benefit,
  defineEntry,
  estateSavings,
  gainTax,
  growth,
  protectionEntry,
  setupAndAnnualFees,
} from './formulas';
import { rateOnGain, roundTo } from './sizing';
import { lateSpouseDsue } from '../projection/household';
import type { StrategyContext } from './types';

/**
 * What a bypass trust shelters: the first spouse's half of the estate, at most the state
 * exemption where the state taxes estates, else the federal basic exclusion.
 */
function shelterable(ctx: StrategyContext): number {
  const rule = ctx.state ? stateEstateTaxRule(ctx.state, ctx.taxYear) : undefined;
  const cap = rule?.exemption ?? ctx.table.federal.estate.basicExclusion.value;
  return roundTo(Math.min(ctx.netWorth / 2, cap), 1_000);
}

/** Basic estate documents, family trusts and transfers that carry no planning gimmick. */
export const FAMILY_ENTRIES = [
  protectionEntry({
    id: 'WILL_GUARDIANSHIP',
    name: 'Wills, Guardianship and Powers of Attorney',
    category: 'Estate Planning',
    description:
      'Current wills that say who inherits and who raises minor children, with durable powers of attorney and health-care directives for incapacity. Without them state intestacy law decides, often against the family’s wishes.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['State_Probate_Code', 'Not_Legal_Advice'],
    fees: { setupFee: 3_000, annualFee: 0 },
    sizing: [
      'Attorney drafting for a couple assumed $3,000 (NOT VERIFIED); review every 3-5 years.',
    ],
    timeline: '2-6 weeks',
    steps: [
      'List assets, heirs and the guardians and executors the client wants',
      'Draft wills, durable powers of attorney and health-care directives',
      'Sign with the formalities the state requires',
      'Review after every birth, death, marriage, divorce or move',
    ],
  }),
  protectionEntry({
    id: 'REVOCABLE_TRUST',
    name: 'Revocable Living Trust',
    category: 'Estate Planning',
    description:
      'A trust the client controls during life that holds the assets, names a successor trustee for incapacity, and passes property privately at death without probate. It saves no tax; it saves time, cost and publicity.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['State_Probate_Code', 'IRC_676', 'Not_Legal_Advice'],
    fees: { setupFee: 4_000, annualFee: 0 },
    sizing: [
      'Drafting and funding assumed $4,000 (NOT VERIFIED); no yearly cost while the client is trustee.',
    ],
    timeline: '1-2 months including retitling',
    steps: [
      'Draft the trust and a pour-over will',
      'Retitle accounts and deeds to the trust',
      'Coordinate beneficiary designations with the trust',
      'Name successor trustees and review every few years',
    ],
  }),
  protectionEntry({
    id: 'BENEFICIARY_DESIGNATIONS',
    name: 'Beneficiary Designation and Transfer-on-Death Review',
    category: 'Estate Planning',
    description:
      'Retirement accounts, policies and transfer-on-death accounts and deeds pass by their forms, not the will. Reviewing and rewriting them makes the assets go where the plan intends.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['ERISA_Spousal_Consent', 'State_TOD_Statutes'],
    fees: { setupFee: 500, annualFee: 0 },
    sizing: ['Advisor and attorney time assumed $500 (NOT VERIFIED).'],
    timeline: '2-4 weeks',
    steps: [
      'Request the current beneficiary forms from every custodian and insurer',
      'Compare them with the intended plan',
      'File new designations and any transfer-on-death deed',
      'Keep confirmations with the estate documents',
    ],
  }),
  protectionEntry({
    id: 'RETITLE_JOINT_PROPERTY',
    name: 'Retitling Jointly Held Property',
    category: 'Estate Planning',
    description:
      'Property held in joint tenancy passes to the survivor outside the will and any trust. Retitling it (to tenancy in common, to each spouse’s trust, or out of a departing spouse’s name) lets the plan’s trusts be funded and the right people inherit.',
    applicableNetWorth: 250_000,
    regulatoryDisclosures: ['State_Property_Law', 'IRC_2040', 'Not_Legal_Advice'],
    fees: { setupFee: 2_000, annualFee: 0 },
    sizing: ['Deeds and account paperwork assumed $2,000 (NOT VERIFIED).'],
    timeline: '1-2 months',
    steps: [
      'List how each account and deed is titled',
      'Decide which assets each spouse’s trust must hold',
      'Record new deeds and re-register accounts',
      'Check the gift and basis effects with the CPA',
    ],
  }),
  protectionEntry({
    id: 'SPECIAL_NEEDS_TRUST',
    name: 'Special Needs (Supplemental Needs) Trust',
    category: 'Estate Planning',
    description:
      'A third-party trust that pays for what public benefits do not cover for a family member with a disability, without counting as that person’s resource, so SSI and Medicaid continue. Wills and relatives’ bequests leave the share to the trust instead of outright.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['42_USC_1382b', '42_USC_1396p', 'Not_Legal_Advice'],
    fees: { setupFee: 4_000, annualFee: 1_000 },
    sizing: ['Drafting assumed $4,000 and administration $1,000 a year (NOT VERIFIED).'],
    timeline: '1-2 months',
    steps: [
      'Draft a third-party supplemental needs trust and name trustees',
      'Change wills and beneficiary forms to leave the share to the trust',
      'Tell relatives to name the trust, never the person, in their wills',
      'Write a letter of intent describing care and routines',
    ],
  }),
  protectionEntry({
    id: 'ABLE_ACCOUNT',
    name: 'ABLE Account',
    category: 'Tax Planning',
    description:
      'A tax-advantaged account for a person whose disability began before age 46 (from 2026): growth is tax-free for qualified disability expenses and the first $100,000 is ignored for SSI. It complements a special needs trust for day-to-day spending.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_529A', 'SSI_Resource_Rules'],
    fees: { setupFee: 0, annualFee: 100 },
    sizing: [
      'Plan fees assumed $100 a year (NOT VERIFIED); contributions limited to the annual exclusion.',
    ],
    timeline: '1-2 weeks',
    steps: [
      'Confirm the disability onset age qualifies',
      'Open an ABLE account in a low-cost state plan',
      'Fund it each year up to the annual exclusion',
      'Keep records of qualified disability expenses',
    ],
  }),
  protectionEntry({
    id: 'QTIP_TRUST',
    name: 'QTIP Marital Trust',
    category: 'Estate Planning',
    description:
      'At the first death, assets left to a qualified terminable interest property trust qualify for the marital deduction while the first spouse fixes who receives them after the survivor: useful in second marriages and for state estate tax elections.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_2056(b)(7)', 'IRC_2044', 'Form_706'],
    fees: { setupFee: 5_000, annualFee: 1_000 },
    sizing: [
      'Drafting within the estate plan assumed $5,000; administration after the first death $1,000 a year (NOT VERIFIED).',
    ],
    timeline: 'Drafted with the estate plan; elected on Form 706',
    steps: [
      'Add QTIP trust terms to the estate plan',
      'Name the remainder beneficiaries',
      'Elect QTIP treatment on the first estate’s Form 706',
    ],
  }),
  defineEntry({
    id: 'CREDIT_SHELTER_TRUST',
    name: 'Credit Shelter (Bypass) Trust',
    category: 'Estate Planning',
    description:
      'At the first death, assets up to the exemption go to a trust for the survivor instead of outright, so they are not taxed again at the second death. Essential where a state estate tax has no portability; federal portability does not reach state exemptions.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_2010', 'State_Estate_Tax', 'Form_706'],
    benefit: benefit('Estate Tax Savings', estateSavings(v('shelteredAmount'))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    requires: ['married'],
    fees: { setupFee: 5_000, annualFee: 1_000 },
    sizing: [
      'Sheltered amount: the first spouse’s half of the estate, at most the state exemption where the state taxes estates (else the federal exclusion).',
      'Savings counted only on the part of the estate above each exemption; the benefit arrives at the second death.',
    ],
    inputs: (ctx) => ({ shelteredAmount: shelterable(ctx) }),
    timeline: 'Drafted with the estate plan; funded at the first death',
    steps: [
      'Add bypass trust terms to both spouses’ plans',
      'Retitle joint assets so each spouse can fund the trust',
      'Fund the trust at the first death and keep its assets separate',
    ],
  }),
  defineEntry({
    id: 'PORTABILITY_ELECTION',
    name: 'Portability Election (Form 706 for the DSUE)',
    category: 'Estate Planning',
    description:
      'After the first spouse’s death a timely estate tax return passes the unused federal exemption (DSUE) to the survivor. It costs a return and protects the survivor if the estate grows or the exemption falls.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_2010(c)(5)', 'Rev_Proc_2022-32', 'Form_706'],
    // Federal only: a state's own exemption is not ported (IRC 2010(c)(4) is federal law).
    benefit: benefit(
      'Estate Tax Savings',
      mul(min(v('portedExclusion'), v('estateAboveFederalExemption')), v('federalEstateTaxRate')),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 15_000, annualFee: 0 },
    sizing: [
      'Return preparation assumed $15,000 (NOT VERIFIED).',
      'DSUE: the basic exclusion of the year of death less what the late spouse left to others than the survivor (where the notes say so); it is not indexed.',
      'Its value is the federal estate tax the DSUE spares the survivor’s estate at the death, against the household projection; none where that estate stays within the survivor’s own exclusion.',
    ],
    inputs: (ctx) => ({ portedExclusion: lateSpouseDsue(ctx.facts, ctx.taxYear)?.dsue ?? 0 }),
    timeline:
      'Due 9 months after death (6-month extension; relief up to 5 years under Rev. Proc. 2022-32)',
    steps: [
      'Gather date-of-death values for all assets',
      'File Form 706 electing portability',
      'Keep the DSUE amount in the survivor’s records; use it before remarriage',
    ],
  }),
  protectionEntry({
    id: 'PRIVATE_TRUST_COMPANY',
    name: 'Private Family Trust Company',
    category: 'Multi-Generational Planning',
    description:
      'A family-owned trust company acts as trustee of the family’s trusts, so people who know the business make trust decisions under a chartered structure, with governance that outlasts any one generation.',
    applicableNetWorth: 50_000_000,
    regulatoryDisclosures: ['State_Trust_Company_Charter', 'Notice_2008-63'],
    fees: { setupFee: 250_000, annualFee: 150_000 },
    sizing: [
      'Formation and capital assumed $250,000 and running costs $150,000 a year (NOT VERIFIED).',
    ],
    timeline: '6-12 months',
    steps: [
      'Choose the chartering state and structure',
      'Capitalize the company and appoint family and independent directors',
      'Adopt distribution committees that keep tax-sensitive powers away from grantors',
      'Move existing trusteeships to the company',
    ],
  }),
  protectionEntry({
    id: 'FOREIGN_GRANTOR_TRUST',
    name: 'Foreign Grantor Trust for a US Heir',
    category: 'Global Advanced Planning',
    description:
      'Non-US parents settle their wealth in a trust they control during life: it is outside the US tax net while they live and, drafted for the US heir, keeps the inheritance out of the heir’s US estate afterwards.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_672(f)', 'IRC_679', 'Form_3520', 'Form_3520-A'],
    fees: { setupFee: 25_000, annualFee: 10_000 },
    sizing: [
      'Cross-border drafting assumed $25,000 and trustee and reporting $10,000 a year (NOT VERIFIED).',
    ],
    timeline: '3-6 months with counsel in both countries',
    steps: [
      'Engage US and home-country counsel',
      'Draft a revocable or self-benefiting trust for the parents',
      'Plan the conversion at the parents’ deaths and the heir’s reporting',
    ],
  }),
  protectionEntry({
    id: 'QDRO_DIVISION',
    name: 'Retirement Plan Division by QDRO',
    category: 'Retirement Planning',
    description:
      'A qualified domestic relations order divides an employer plan in a divorce without tax to the participant; the former spouse may take cash from the plan under the order without the 10% early-withdrawal penalty.',
    applicableNetWorth: 100_000,
    regulatoryDisclosures: ['IRC_414(p)', 'IRC_72(t)(2)(C)', 'ERISA_206(d)'],
    fees: { setupFee: 2_500, annualFee: 0 },
    sizing: ['Order drafting and plan approval assumed $2,500 (NOT VERIFIED).'],
    timeline: 'Drafted with the settlement; approved by the plan administrator',
    steps: [
      'Get the plan’s model QDRO',
      'Draft the order to match the settlement',
      'Have the court enter it and the plan approve it',
    ],
  }),
  protectionEntry({
    id: 'LLC_ASSET_PROTECTION',
    name: 'LLC per Property',
    category: 'Asset Protection',
    description:
      'Each rental or risky asset is held in its own limited liability company, so a claim arising from one property reaches only that property, not the owner’s other wealth.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['State_LLC_Act', 'Lender_Consent'],
    fees: { setupFee: 1_500, annualFee: 800 },
    sizing: ['Formation assumed $1,500 and state fees $800 a year per LLC (NOT VERIFIED).'],
    timeline: '1-2 months',
    steps: [
      'Form one LLC per property',
      'Deed each property to its LLC with lender consent',
      'Keep separate accounts and insurance in each LLC’s name',
    ],
  }),
  defineEntry({
    id: 'LIFETIME_GIFTS',
    name: 'Lifetime Gifts Using the Exemption',
    category: 'Wealth Transfer',
    description:
      'Gifts now, using the lifetime exemption, move the gifted asset and its future growth out of the estate. In a state with an estate tax but no gift tax the whole gift leaves the state tax base. High-basis assets or cash are gifted; low-basis assets are better held for the step-up.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['IRC_2501', 'IRC_2505', 'IRC_1015', 'Form_709'],
    benefit: benefit(
      'Estate Tax Savings',
      add(
        mul(
          min(mul(v('giftAmount'), sub(growth(), 1)), v('estateAboveFederalExemption')),
          v('federalEstateTaxRate'),
        ),
        mul(
          min(mul(v('giftAmount'), growth()), v('estateAboveStateExemption')),
          v('stateEstateTaxRate'),
        ),
      ),
    ),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 3_000, annualFee: 500 },
    sizing: [
      'Gift of 20% of net worth, capped at the federal basic exclusion.',
      'Federally only the growth after the gift escapes tax (the gift uses exemption); a state with no gift tax loses the whole gift from its base.',
    ],
    inputs: (ctx) => ({
      giftAmount: roundTo(
        Math.min(0.2 * ctx.netWorth, ctx.table.federal.estate.basicExclusion.value),
        1_000,
      ),
    }),
    timeline: '1-2 months',
    steps: [
      'Choose high-basis assets or cash to give',
      'Get appraisals for anything not publicly traded',
      'Make the gifts, outright or in trust',
      'File Form 709 with adequate disclosure',
    ],
  }),
  defineEntry({
    id: 'NONCITIZEN_SPOUSE_GIFTING',
    name: 'Annual Gifts to a Non-Citizen Spouse',
    category: 'Global Tax Strategy',
    description:
      'Gifts to a spouse who is not a US citizen get no unlimited marital deduction but a higher annual exclusion; using it every year moves assets to that spouse without using lifetime exemption.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_2523(i)', 'Form_709'],
    benefit: benefit('Estate Tax Savings', estateSavings(mul(v('annualGifts'), v('years')))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 0, annualFee: 500 },
    sizing: [
      '$194,000 a year (2026 exclusion for a non-citizen spouse) for the horizon; Form 709 each year.',
    ],
    inputs: () => ({ annualGifts: 194_000 }),
    timeline: 'Every year',
    steps: [
      'Transfer up to the annual limit to the spouse each year',
      'File Form 709 where required',
    ],
  }),
  // No saving against the baseline: the household projection already holds everything to the
  // last death, step-up included. Its value is advice not to sell or give away low-basis
  // assets; the key figures state the gains tax the step-up erases where a basis is given.
  protectionEntry({
    id: 'HOLD_FOR_STEP_UP',
    name: 'Hold Low-Basis Assets for the Step-Up',
    category: 'Capital Gains Management',
    description:
      'Appreciated assets held until death take a basis equal to their value then, so the gain is never taxed. Low-basis assets are kept (and swapped into a grantor trust if needed) rather than sold or given away.',
    applicableNetWorth: 500_000,
    regulatoryDisclosures: ['IRC_1014', 'IRC_1015', 'Circular_230'],
    fees: { setupFee: 0, annualFee: 0 },
    sizing: [
      'The projection already holds these assets to the last death: holding them saves nothing against it; selling or giving them away would cost the gains tax the key figures show.',
    ],
    timeline: 'Ongoing',
    steps: [
      'Mark low-basis lots as hold-until-death',
      'Spend and give from high-basis assets first',
      'Keep basis records for the heirs',
    ],
  }),
  defineEntry({
    id: 'SPECIAL_USE_VALUATION',
    name: 'Special-Use Valuation of Farm or Business Real Estate',
    category: 'Estate Planning',
    description:
      'An estate whose farm or business real estate is worked by the family may value it at its use value rather than its market value, lowering estate tax if heirs keep it in that use for ten years.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['IRC_2032A', 'Form_706_Schedule_A-1'],
    benefit: benefit('Estate Tax Savings', estateSavings(v('valuationReduction'))),
    benefitKind: 'estate',
    benefitTiming: 'accrued',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 10_000, annualFee: 0 },
    sizing: [
      'Reduction capped at $1,420,000 (2026 indexed limit, NOT VERIFIED); benefit arrives at death.',
    ],
    inputs: (ctx) => ({ valuationReduction: Math.min(1_420_000, 0.4 * ctx.investmentRealEstate) }),
    timeline: 'Elected on the estate tax return; plan the ownership tests now',
    steps: [
      'Confirm the family materially participates',
      'Keep the real estate at least 25% (and the farm 50%) of the estate',
      'Sign the heirs’ recapture agreement on Form 706',
    ],
  }),
  defineEntry({
    id: 'CONSERVATION_EASEMENT',
    name: 'Conservation Easement on Family Land',
    category: 'Charitable Planning',
    description:
      'Donating a permanent easement to a land trust keeps land from development, gives an income tax deduction (up to 100% of income for qualified farmers and ranchers) and lowers the land’s estate value.',
    applicableNetWorth: 1_000_000,
    regulatoryDisclosures: ['IRC_170(h)', 'IRC_2031(c)', 'Form_8283', 'Notice_2017-10'],
    benefit: benefit(
      'Income Tax Savings',
      mul(min(v('easementValue'), mul(v('annualIncome'), 16)), v('charitableDeductionRate')),
    ),
    benefitKind: 'tax',
    benefitTiming: 'annual',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 40_000, annualFee: 0 },
    sizing: [
      'Easement value assumed 30% of the land’s value (appraisal required); deduction limited to income over the year and 15 carryforward years.',
      'Appraisal, survey and land-trust stewardship gift assumed $40,000 (NOT VERIFIED). Syndicated easements are listed transactions and are excluded.',
    ],
    inputs: (ctx) => ({ easementValue: roundTo(0.3 * ctx.investmentRealEstate, 1_000) }),
    timeline: '6-12 months',
    steps: [
      'Choose a land trust and agree the conservation purpose',
      'Commission a qualified appraisal and baseline report',
      'Record the easement and file Form 8283',
    ],
  }),
  defineEntry({
    id: 'UPREIT_721',
    name: 'Section 721 UPREIT Contribution',
    category: 'Real Estate',
    description:
      'Investment property is contributed to a REIT’s operating partnership for units, deferring the gain and diversifying; units can later be converted over time or held for a step-up.',
    applicableNetWorth: 2_000_000,
    regulatoryDisclosures: ['IRC_721', 'Reg_D', 'Reg_BI'],
    // The tax a sale today would pay; the plan values its deferral (plan/mechanisms.ts).
    benefit: benefit('Tax Deferral', gainTax('deferredGain')),
    benefitKind: 'tax',
    benefitTiming: 'once',
    cost: setupAndAnnualFees(),
    fees: { setupFee: 25_000, annualFee: 0 },
    sizing: [
      'Deferred gain assumed half the investment real estate value; deferral worth its present value only.',
    ],
    inputs: (ctx) => {
      const deferredGain = roundTo(0.5 * ctx.investmentRealEstate, 1_000);
      return { deferredGain, capitalGainsTaxRate: rateOnGain(ctx, deferredGain) };
    },
    timeline: '3-6 months',
    steps: [
      'Find a REIT sponsor accepting contributions',
      'Negotiate unit value and tax protection',
      'Close the contribution',
    ],
  }),
];
