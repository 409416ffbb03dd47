import type { StrategyContext } from '../catalogue';
import { liquidAssets } from '../catalogue/sizing';
import { deferredCompensation } from '../calc/context';
import { INVESTMENT_USES } from '../facts/observation';
import { isStateCode, stateEstateTaxesBySitus, stateEstateTaxRule } from '../tax';
import { electedDsue, placedProperty, propertyElsewhere } from '../projection/household';
import type { ClientFacts } from '../types';
import { divorceUnderway, strategiesDeclined, strategiesInPlace } from './mentions';
import { statedGoals } from './stated-goals';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** States with a domestic asset protection trust statute (self-settled spendthrift trusts). */
export const DAPT_STATES = new Set([
  'AK',
  'AL',
  'CT',
  'DE',
  'HI',
  'IN',
  'MI',
  'MS',
  'MO',
  'NV',
  'NH',
  'OH',
  'OK',
  'RI',
  'SD',
  'TN',
  'UT',
  'VA',
  'WV',
  'WY',
]);
export const SAVE_MORE_FOR_RETIREMENT = 'Save more for retirement';
/**
 * Goals the notes' own clauses state in words the readers' labels do not cover: selection ranks
 * on labels, so 'private college for both kids' counts as education funding, 'retire at 62' as
 * retiring before Medicare, 'catch up on retirement savings' as saving more for retirement,
 * 'what to do about the one big position' and 'worried about concentration' as diversifying, a
 * sale with its gains as managing capital gains.
 */
const IMPLIED_GOALS: [RegExp, string][] = [
  [/\b(?:college|tuition|529s?)\b/, "Fund children's education"],
  // An age, not a date: 'retiring 12/2026' names no age.
  [/\bretir\w* (?:at |by |around |~)?(?:[1-5]\d|6[0-4])\b(?![/.]\d)/, 'Retire early'],
  [
    /catch up|(?:more|max\w*) (?:[\w-]+ )*(?:savings?|401\(?k\)?|contributions?)/,
    SAVE_MORE_FOR_RETIREMENT,
  ],
  [
    /\bgains?\b[^;]*\b(?:sell|sale|sold)\b|\b(?:sell|sale)\b[^;]*\bgains?\b/,
    'Manage capital gains taxes',
  ],
  [
    /\bdiversif\w*|\b(?:big|large|single|concentrated) (?:stock )?position\b|eggs in one basket|\bconcentration\b/,
    'Diversify the portfolio',
  ],
];

/** Coverage that allows an HSA: 'On HDHP thru work', 'high-deductible plan', 'HSA-eligible'. */
const HDHP =
  /\b(?:HDHPs?|high[- ]deductible(?: health)?(?: insurance)? plans?|HSA[- ](?:eligible|qualified))\b/i;
const NO_HDHP =
  /\b(?:no|not on an?|not covered by an?|not)\s+(?:HDHP|high[- ]deductible|HSA[- ](?:eligible|qualified))\b/i;

/** States that tax an incomplete-gift non-grantor trust's income to the grantor (NY 2014, CA 2023). */
export const ANTI_ING_STATES = new Set(['CA', 'NY']);

/**
 * The facts select/ reads, resolved once: only each Fact's `.value`, the household-detail lists
 * where the facts engineer fills them, else the summary fields. Undefined means unknown.
 */
export interface Household {
  facts: ClientFacts;
  ctx: StrategyContext;
  /** The baseline's last death (year and taxes), where the ages let it be projected. */
  projected?: { year: number; federal: number };
  /** Strategies the advisor names or asks about (select/mentions.ts). */
  asked: ReadonlySet<string>;
  /** Strategies the notes say the client already has or does, with the sentence saying so. */
  inPlace: ReadonlyMap<string, string>;
  /** Of those, the ones only a document says are in place (a K-1's 'PTE tax elected'). */
  inPlacePerDocument: ReadonlySet<string>;
  /** Strategies the notes say the client does not want, with the clause saying so. */
  declined: ReadonlyMap<string, string>;
  netWorth?: number;
  income?: number;
  age?: number;
  spouseAge?: number;
  state?: string;
  isMarried: boolean;
  isWidowed: boolean;
  isDivorcing: boolean;
  /** Someone offers to buy the owner's shares: a secondary sale, a tender offer, a term sheet. */
  sharesOffered: boolean;
  /** The notes plan the move out of the state after the sale ('move to Florida after the sale closes'). */
  movesAfterSale: boolean;
  /** The notes say an employer plan takes after-tax contributions ('401k allows after-tax contribs'). */
  afterTaxContributionsAllowed: boolean;
  /** The notes want another than the owner to keep the home for life ('wants B to keep the house ... for life'). */
  homeKeptForLife: boolean;
  /** The notes ask about converting an inherited IRA (a sentence naming both). */
  asksToConvertInheritedIra: boolean;
  /** Covered by a high-deductible health plan, which makes HSA contributions possible (IRC 223(c)(1)). */
  hdhpCovered: boolean;
  /**
   * The sentence saying the client's own business already sponsors a 401(k) or profit-sharing
   * plan ('Practice has a 401k profit-sharing plan, she gets $70k total').
   */
  businessPlan?: string;
  isSingle: boolean;
  /** Partners who are not legally married: no marital deduction, no portability. */
  isUnmarriedPartner: boolean;
  children?: number;
  grandchildren: number;
  isRetired: boolean;
  isWorking: boolean;
  /** Pre-tax retirement balances (traditional IRAs and plans, not inherited, not NQDC). */
  pretax: number;
  inheritedIra: number;
  roth: number;
  taxable: number;
  /**
   * Savings held outside retirement plans (taxable accounts and cash): the listed taxable
   * accounts, or where the notes list none, net worth less the business, real estate, personal
   * assets and retirement accounts.
   */
  outsidePlans: number;
  /** Rental, commercial and land held to invest. */
  investmentRealEstate: number;
  farmOrLand: number;
  primaryHome: number;
  secondHome: number;
  mortgage: number;
  lifeCover?: number;
  charitable: boolean;
  annualGiving: number;
  /** The readers' goal labels, with those the notes' own clauses imply (IMPLIED_GOALS). */
  goals: Set<string>;
  /** Children from a prior marriage, or a second marriage: whose the remainder is matters. */
  blendedFamily: boolean;
  /** A late spouse's IRA the survivor rolled over: her own IRA, no inherited one. */
  spousalRollover: boolean;
  /** A widow(er)'s inherited IRA is the late spouse's: an eligible designated beneficiary's. */
  inheritedFromSpouse: boolean;
  /** Every stated goal, the notes' own clauses included (select/stated-goals.ts), lower case. */
  goalText: string;
  entity?: string;
  isServiceBusiness: boolean;
  hasBusiness: boolean;
  businessSale?: 'planned' | 'sold';
  positionValue: number;
  /** Basis of the concentrated position where stated, or 'low' when only described so. */
  positionBasis?: number | 'low';
  positionText: string;
  /** The position is employer stock inside a qualified plan (false: held outside any plan). */
  positionInPlan?: boolean;
  /** Taxable holdings and real estate whose stated basis is at most half their value. */
  lowBasisHoldings: number;
  crossBorder: string;
  nonCitizenSpouse: boolean;
  specialNeeds: boolean;
  planDocuments: { kind: string; year?: number }[];
  stateEstateTax: boolean;
  /**
   * Real property in other states whose estate tax reaches it (taxed where it sits): those
   * states, the property's value and their tax if every person died today.
   */
  situsEstateTax?: { states: string[]; value: number; tax: number };
  stateIncomeRate: number;
  occupations: string;
}

function accountSum(facts: ClientFacts, kind: string): number | undefined {
  const list = facts.accounts?.filter((a) => a.value.kind === kind);
  return list && list.length ? sum(list.map((a) => a.value.amount)) : undefined;
}

function propertySum(facts: ClientFacts, uses: readonly string[]): number | undefined {
  const list = facts.properties?.filter((p) => uses.includes(p.value.use));
  return list && list.length ? sum(list.map((p) => p.value.amount ?? 0)) : undefined;
}

/** Investment real estate the notes describe only as land (farmland, acreage): not depreciable. */
function landOnlyValue(facts: ClientFacts): number {
  const source = facts.investmentRealEstateValue?.source ?? '';
  const land = /\b(?:farm ?land|land|acres?|acreage|ranch|timberland)\b/i.test(source);
  const buildings =
    /\b(?:rental|building|apartment|apt|units?|condo|complex|duplex|commercial|office|warehouse|retail|multifamily|industrial)/i.test(
      source,
    );
  return land && !buildings ? (facts.investmentRealEstateValue?.value ?? 0) : 0;
}

/**
 * Real property the notes place in another state with an estate tax, and that tax on the
 * estate if every person died today (tax/state-death-tax: each state taxes what sits in it).
 */
function situsOf(facts: ClientFacts, ctx: StrategyContext): Pick<Household, 'situsEstateTax'> {
  const netWorth = facts.netWorth?.value;
  const domicile = ctx.state && isStateCode(ctx.state) ? ctx.state : undefined;
  const property = placedProperty(facts);
  const elsewhere = netWorth
    ? propertyElsewhere(property, facts.totalAssets?.value ?? netWorth, domicile)
    : [];
  if (!netWorth || elsewhere.length === 0) return {};
  const taxes = stateEstateTaxesBySitus({
    state: domicile ?? 'FL',
    taxableEstate: netWorth,
    dateOfDeath: `${ctx.taxYear}-07-01`,
    propertyElsewhere: elsewhere,
  }).filter((t) => t.state !== domicile && t.tax > 0);
  if (taxes.length === 0) return {};
  const states = taxes.map((t) => t.state);
  return {
    situsEstateTax: {
      states,
      value: sum(property.filter((p) => p.situs && states.includes(p.situs)).map((p) => p.value)),
      tax: sum(taxes.map((t) => t.tax)),
    },
  };
}

const MOVE_AFTER_SALE =
  /\b(?:move|moving|relocat\w*)\b[^.;\n]{0,40}?\b(?:after|once|following|post)\b[^.;\n]{0,20}?\b(?:sale|closing|close[sd]?|deal|exit)\b/i;

const AFTER_TAX_ALLOWED =
  /\b(?:allows?|permits?|offers?|has|with)\b[^.;\n]{0,20}?\bafter[- ]tax\s+(?:contrib\w*|401\(?k\)?|deferrals?)|\bmega[- ]backdoor\b[^.;\n]{0,20}?\b(?:allowed|available|offered)\b/i;

/** Another than the grantor is to keep the home for life ('wants B to keep the house ... for life'). */
const HOME_FOR_LIFE =
  /\b(?:[A-Z]\b|[Pp]artner|[Ss]pouse|[Ww]ife|[Hh]usband|him|her)\s+(?:to\s+)?(?:keep|stay in|live in|remain in|use)\b[^.;\n]{0,25}?\b(?:house|home|residence)\b[^.;\n]{0,40}?\b(?:for (?:the rest of (?:his|her|their) )?life|lifetime|life estate|until (?:his|her|their) death)\b/;

const SHARES_OFFERED =
  /\b(?:secondary\s+(?:sale|offer\w*|round|transaction)|secondary\b[^.;\n]{0,30}\boffer\w*|tender\s+offer|term\s+sheet|letter\s+of\s+intent|LOI)\b/i;

/** The household as select/ sees it; `text` is the advisor's notes. */
/** 'inherited IRA from Carl (spousal rollover, now her IRA)'. */
const SPOUSAL_ROLLOVER =
  /\binherit\w*\s+IRA[^.;\n]{0,40}?\b(?:spousal\s+roll\s?over|rolled\s+(?:it\s+)?over)\b/i;
/**
 * An inherited IRA from the late spouse: 'inherited IRA from Tom' where the notes name Tom as
 * the husband, or 'from her late husband'.
 */
function inheritedFromLateSpouse(text: string): boolean {
  const names = [...text.matchAll(/\b(?:husband|wife|spouse)\s+([A-Z][a-z]+)/g)].map((m) => m[1]);
  const from = /\binherit\w*\s+IRA\s+(?:from|of)\s+(?:(?:her|his|my)\s+)?(?:late\s+)?(\w+)/i.exec(
    text,
  )?.[1];
  return from !== undefined && (/^(?:husband|wife|spouse)$/i.test(from) || names.includes(from));
}

/** A second marriage or children from an earlier one ('2 kids from 1st marriage'). */
const BLENDED_FAMILY =
  /\b(?:from (?:his|her|their|a|the) (?:1st|first|prior|previous|earlier|former) marriage|(?:2nd|second) marriage|step-?(?:sons?|daughters?|child(?:ren)?|kids?)|blended family)\b/i;

/**
 * A plan the client's business already sponsors: 'Practice has a 401k profit-sharing plan',
 * 'S corp 401k safe harbor'. Not one it has not ('no 401k'), nor an employer's plan ('company
 * 401k match'): a side business may still have a Solo 401(k) beside an unrelated employer's plan.
 */
const BUSINESS_PLAN =
  /\b(?:practice|business|LLC|PLLC|partnership|S[- ]corp)(?:['’]s)?\s+(?:(?:has|sponsors|offers|maintains|runs|provides)\s+)?(?:(?:an?|its(?:\s+own)?)\s+)?(?:(?:safe[- ]harbou?r|401\s?\(?k\)?|403\s?\(?b\)?|profit[- ]sharing|PS)[\s/-]*)+/i;
function businessPlanOf(text: string): { businessPlan?: string } {
  for (const sentence of text.split(/(?<=[.!?;\n])/)) {
    const m = BUSINESS_PLAN.exec(sentence);
    if (!m || !/401|403|profit[- ]sharing/i.test(m[0])) continue;
    if (/\b(?:no|not|never|without|considering|wants?|plans? to)\b/i.test(sentence)) continue;
    return { businessPlan: sentence.trim() };
  }
  return {};
}

export function householdOf(
  facts: ClientFacts,
  ctx: StrategyContext,
  asked: ReadonlySet<string> = new Set(),
  text = '',
  documentsText = '',
): Household {
  const status = facts.maritalStatus?.value;
  // A document says what is in place as well as the notes do.
  const inNotes = strategiesInPlace(text);
  const inDocuments = strategiesInPlace(documentsText);
  const goalText = statedGoals(facts, text)
    .map((g) => g.value)
    .join('; ')
    .toLowerCase();
  const goals = new Set([
    ...facts.goals.map((g) => g.value),
    ...IMPLIED_GOALS.filter(([pattern]) => pattern.test(goalText)).map(([, label]) => label),
  ]);
  // A planned retirement before 65 is early: years without Medicare, pay stopping sooner.
  const retiresAt = facts.plannedRetirementAge?.value;
  if (retiresAt !== undefined && retiresAt < 65) goals.add('Retire early');
  const position = facts.concentratedPosition?.value;
  const crossBorder = (facts.crossBorder?.value ?? '').toLowerCase();
  const policies = facts.lifePolicies?.map((p) => p.value.deathBenefit ?? 0);
  const mortgages = facts.liabilities?.filter((l) =>
    ['mortgage', 'home-equity'].includes(l.value.kind),
  );
  return {
    facts,
    ctx,
    asked,
    inPlace: new Map([...inDocuments, ...inNotes]),
    inPlacePerDocument: new Set([...inDocuments.keys()].filter((id) => !inNotes.has(id))),
    declined: strategiesDeclined(text),
    hdhpCovered: HDHP.test(text) && !NO_HDHP.test(text),
    ...businessPlanOf(text),
    netWorth: facts.netWorth?.value,
    income: facts.annualIncome?.value,
    age: facts.ages[0]?.value,
    spouseAge: facts.ages[1]?.value,
    state: ctx.state,
    isMarried: status === 'married',
    isWidowed: status === 'widowed',
    // 'Divorced' is a past status; a divorce in progress is a goal or the notes' own words.
    isDivorcing: /divorc/.test(goalText) || divorceUnderway(text),
    blendedFamily: BLENDED_FAMILY.test(text),
    spousalRollover: SPOUSAL_ROLLOVER.test(text),
    inheritedFromSpouse: facts.maritalStatus?.value === 'widowed' && inheritedFromLateSpouse(text),
    sharesOffered: SHARES_OFFERED.test(text),
    movesAfterSale: MOVE_AFTER_SALE.test(text),
    afterTaxContributionsAllowed: AFTER_TAX_ALLOWED.test(text),
    homeKeptForLife: HOME_FOR_LIFE.test(text),
    asksToConvertInheritedIra: text
      .split(/(?<=[.!?\n])/)
      .some((s) => /\bconvert/i.test(s) && /\binherit/i.test(s)),
    isSingle: status === 'single' || status === 'divorced' || status === 'widowed',
    isUnmarriedPartner:
      status === 'partnered' || (status !== 'married' && facts.unmarriedPartner?.value === true),
    children: facts.children?.value,
    grandchildren: facts.grandchildren?.value ?? 0,
    isRetired: facts.isRetired?.value ?? false,
    isWorking: facts.isRetired?.value !== true && (facts.annualIncome?.value ?? 0) > 0,
    pretax: Math.max(
      0,
      (accountSum(facts, 'traditional-retirement') ?? facts.retirementAccounts?.value ?? 0) -
        deferredCompensation(facts),
    ),
    inheritedIra: accountSum(facts, 'inherited-ira') ?? 0,
    roth: accountSum(facts, 'roth') ?? 0,
    taxable: accountSum(facts, 'taxable') ?? 0,
    outsidePlans: accountSum(facts, 'taxable') ?? liquidAssets(ctx),
    investmentRealEstate:
      propertySum(facts, INVESTMENT_USES) ?? facts.investmentRealEstateValue?.value ?? 0,
    farmOrLand: propertySum(facts, ['farmland', 'land']) ?? landOnlyValue(facts),
    primaryHome: propertySum(facts, ['primary-home']) ?? facts.primaryResidenceValue?.value ?? 0,
    secondHome: propertySum(facts, ['second-home']) ?? facts.secondHomeValue?.value ?? 0,
    mortgage: mortgages?.length ? sum(mortgages.map((m) => m.value.amount)) : 0,
    lifeCover: policies?.length ? sum(policies) : facts.lifeInsuranceCoverage?.value,
    // Giving the notes state, or a wish to give ('want to give more to church').
    charitable:
      !!facts.charitableIntent?.value ||
      (facts.annualCharitableGiving?.value ?? 0) > 0 ||
      (facts.charitableIntent?.value !== false &&
        facts.goals.some((g) => g.value === 'Support charitable causes')),
    annualGiving: facts.annualCharitableGiving?.value ?? 0,
    goals,
    goalText,
    entity: facts.business?.value.entityType,
    isServiceBusiness: facts.business?.value.isServiceBusiness ?? false,
    hasBusiness: !!facts.business && facts.businessSale?.value.status !== 'sold',
    ...(facts.businessSale ? { businessSale: facts.businessSale.value.status } : {}),
    positionValue: position?.value ?? 0,
    ...(position?.basis !== undefined
      ? { positionBasis: position.basis }
      : position?.isLowBasis
        ? { positionBasis: 'low' as const }
        : {}),
    // A pre-tax account's 'basis' is no gain: its withdrawals are income whatever it cost.
    lowBasisHoldings: sum(
      [
        ...(facts.accounts ?? []).filter((a) => a.value.kind !== 'traditional-retirement'),
        ...(facts.properties ?? []),
      ]
        .map((f) => f.value)
        .filter(
          (v) => v.basis !== undefined && (v.amount ?? 0) > 0 && v.basis <= 0.5 * (v.amount ?? 0),
        )
        .map((v) => v.amount ?? 0),
    ),
    ...(position?.inRetirementPlan !== undefined
      ? { positionInPlan: position.inRetirementPlan }
      : {}),
    positionText:
      `${position?.description ?? ''} ${facts.concentratedPosition?.source ?? ''}`.toLowerCase(),
    crossBorder,
    // Read from each person's citizenship (facts/cross-border-facts), or the advisor's label.
    nonCitizenSpouse: crossBorder.includes('non-citizen spouse'),
    specialNeeds:
      facts.specialNeedsDependent?.value ?? goals.has('Provide for a special-needs family member'),
    planDocuments: facts.planDocuments?.map((d) => d.value) ?? [],
    stateEstateTax: !!(ctx.state && stateEstateTaxRule(ctx.state, ctx.taxYear)),
    ...situsOf(facts, ctx),
    stateIncomeRate: ctx.common.stateIncomeTaxRate ?? 0,
    occupations: (facts.occupations?.value ?? [])
      .map((o) => o.occupation)
      .join('; ')
      .toLowerCase(),
  };
}

/**
 * The federal basic exclusion per person, for a married couple (with portability) two, and for
 * a widow or widower one plus the late spouse's elected DSUE.
 */
export function exemptionFor(h: Household): number {
  const one = h.ctx.table.federal.estate.basicExclusion.value;
  return h.isMarried ? 2 * one : one + electedDsue(h.facts);
}

/** Latest year of a plan document of a kind matching `pattern`, or null when none is recorded. */
export function documentYear(h: Household, pattern: RegExp): number | null | undefined {
  const docs = h.planDocuments.filter((d) => pattern.test(d.kind));
  if (!docs.length) return null;
  const years = docs.map((d) => d.year).filter((y): y is number => y !== undefined);
  return years.length ? Math.max(...years) : undefined;
}
