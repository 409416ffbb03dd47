import {
  basicExclusion,
  FIRST_PORTABILITY_YEAR,
  householdExclusion,
  isStateCode,
  stateEstateTaxRule,
  type Bequest,
  type HeirClass,
  type PropertyElsewhere,
  type StateCode,
} from '../tax';
import type { ClientFacts } from '../types';
import { soldForCash } from './property-sales';

/** A pool of assets that grows one way and is taxed one way. */
export interface Holding {
  kind: 'cash' | 'taxable' | 'retirement' | 'roth' | 'realEstate' | 'business' | 'other';
  value: number;
  /** Cost basis (taxable accounts, real estate, business); equals value where none is stated. */
  basis: number;
  /** Whose pre-tax account (RMDs follow the owner's age). */
  owner?: 'client' | 'spouse';
  /** The state real property sits in, where the notes or a document say. */
  situs?: StateCode;
  /** The notes plan to sell it, and its value and basis are known (planned-sales.ts). */
  forSale?: 'business' | 'property';
  /**
   * The year that sale turns it into cash in the taxable account, its gain (value less basis)
   * realized that year.
   */
  soldIn?: number;
  /** The gain on its sale is net investment income (IRC 1411): false for an active owner's pass-through interest. */
  saleGainIsInvestmentIncome?: boolean;
  /** Depreciation taken on real property: its gain up to this is unrecaptured section 1250 gain. */
  depreciation?: number;
}

/** The notes' real property with the state each sits in, where they say. */
export function placedProperty(facts: ClientFacts): { value: number; situs?: StateCode }[] {
  return (facts.properties ?? []).map((p) => ({
    value: p.value.amount ?? 0,
    ...(p.value.state && isStateCode(p.value.state) ? { situs: p.value.state } : {}),
  }));
}

/**
 * Real property in states other than the domicile, as shares of `total` (the gross estate the
 * shares are of): each such state taxes what sits in it (tax/state-death-tax).
 */
export function propertyElsewhere(
  property: { value: number; situs?: StateCode }[],
  total: number,
  domicile: StateCode | undefined,
): PropertyElsewhere[] {
  if (total <= 0) return [];
  const byState = new Map<StateCode, number>();
  for (const p of property)
    if (p.situs && p.situs !== domicile && p.value > 0)
      byState.set(p.situs, (byState.get(p.situs) ?? 0) + p.value);
  return [...byState].map(([state, value]) => ({ state, share: Math.min(1, value / total) }));
}

/**
 * Who receives an estate of `estate` at the last death: the bequests the client names first,
 * in order, each cut to what is left after `toCharity` (the share left to charity), and the
 * rest to the children.
 */
export function bequestsAtDeath(
  named: Household['bequests'],
  estate: number,
  toCharity = 0,
): Bequest[] {
  let left = Math.max(0, estate - toCharity);
  const paid = named.map(({ heir, amount }) => {
    const given = Math.min(amount, left);
    left -= given;
    return { heir, amount: given };
  });
  // Negative only for an insolvent estate: the debts exceed what is left.
  const children = estate - toCharity - paid.reduce((t, b) => t + b.amount, 0);
  return [
    { heir: 'child', amount: children },
    ...paid,
    ...(toCharity > 0 ? [{ heir: 'charity' as const, amount: toCharity }] : []),
  ];
}

/** Words that name income from property or benefits, not from work. */
const UNEARNED_INCOME =
  /\b(?:royalt(?:y|ies)|mineral|rent(?:s|al)?|pension|annuit(?:y|ies)|dividends?|interest|trust|alimony|social security)\b/i;

export interface IncomeStream {
  kind: 'wages' | 'self-employment' | 'ordinary' | 'preferential' | 'social-security';
  amount: number;
  /** Stops at the earner's retirement age. */
  earned: boolean;
  /** The owner's income from the business (a K-1, a Schedule C): it stops when the business is sold. */
  fromBusiness?: boolean;
  /** A pension: retirement income, which some states do not tax. */
  retirement?: boolean;
  person: 'client' | 'spouse';
  investment: boolean;
}

export interface Household {
  ages: number[];
  married: boolean;
  state?: StateCode;
  holdings: Holding[];
  liabilities: number;
  /** Death benefit of policies on the client's or spouse's life owned in the estate, and outside it. */
  insuranceInEstate: number;
  /** The part of `insuranceInEstate` on both lives (survivorship): paid at the second death. */
  survivorshipInEstate?: number;
  insuranceOutside: number;
  income: IncomeStream[];
  statedSpending?: number;
  /** Dividends and interest the notes say the holdings pay each year. */
  statedInvestmentIncome?: number;
  charitableGiving: number;
  /** Bequests the client means to make beyond the children, paid first at the last death. */
  bequests: { heir: HeirClass; amount: number }[];
  children: number;
  /** The people the net worth belongs to in equal shares (1: the household's own). */
  owners: number;
  /** The notes say the clients are retired. */
  retired: boolean;
  /** A widow's or widower's late spouse's unused exclusion, carried over by an election made. */
  dsue: number;
  /** A New York City resident: the city's income tax is paid beside the state's. */
  newYorkCity?: boolean;
  /** Exemption each has already used by lifetime taxable gifts, added back at their death. */
  priorGifts?: { client: number; spouse: number };
  notes: string[];
}

const v = <T>(f: { value: T } | undefined): T | undefined => f?.value;

/** Whole dollars with thousands separators (Intl is slow enough to matter in the bench). */
export function dollars(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function streamFor(
  source: string,
  amount: number,
  person: 'client' | 'spouse',
): IncomeStream | undefined {
  switch (source) {
    case 'wages':
      return { kind: 'wages', amount, earned: true, person, investment: false };
    case 'self-employment':
      return {
        kind: 'self-employment',
        amount,
        earned: true,
        person,
        investment: false,
        fromBusiness: true,
      };
    case 'business':
      return {
        kind: 'ordinary',
        amount,
        earned: true,
        person,
        investment: false,
        fromBusiness: true,
      };
    case 'social-security':
      return { kind: 'social-security', amount, earned: false, person, investment: false };
    case 'pension':
      return {
        kind: 'ordinary',
        amount,
        earned: false,
        person,
        investment: false,
        retirement: true,
      };
    case 'other':
      return { kind: 'ordinary', amount, earned: false, person, investment: false };
    case 'rental':
      return { kind: 'ordinary', amount, earned: false, person, investment: true };
    // Interest, dividends and gains come from the holdings' growth, so a stated figure would
    // count the same dollars twice; distributions come from the RMD rule.
    default:
      return undefined;
  }
}

const INVESTMENT_INCOME = new Set([
  'interest',
  'tax-exempt-interest',
  'ordinary-dividends',
  'qualified-dividends',
]);

/**
 * A couple the plan keeps together: married, with no divorce under way. A client in the middle
 * of a divorce is planned alone (one exclusion, no marital deduction, filing single).
 */
export const plansAsCouple = (facts: ClientFacts): boolean =>
  facts.maritalStatus?.value === 'married' && facts.divorcePending === undefined;

/** The estates a family's wealth is held in: its owners in equal shares, else one household. */
export const estatesOf = (facts: ClientFacts): number =>
  Math.max(1, facts.sharedOwnership?.value.owners ?? 1);

/**
 * The unused exclusion (DSUE) a widow or widower already has: the amount the notes or a
 * document state for a portability election made. An election not yet made is a strategy, not
 * part of today's household; the DSUE is fixed at the death, not indexed (IRC 2010(c)(4)).
 */
export function electedDsue(facts: ClientFacts): number {
  const election = facts.portability?.value;
  return facts.maritalStatus?.value === 'widowed' && election?.elected ? (election.dsue ?? 0) : 0;
}

/**
 * The taxable account the concentrated position sits in: the first listed that is large enough
 * to hold it (a statement's account and the stock it shows are one holding, not two).
 */
export function accountHoldingPosition(
  facts: ClientFacts,
): { amount: number; basis?: number; label: string } | undefined {
  const pos = facts.concentratedPosition?.value;
  if (!pos?.value || pos.inRetirementPlan) return undefined;
  return (facts.accounts ?? [])
    .map((a) => a.value)
    .find((a) => a.kind === 'taxable' && a.amount >= pos.value!);
}

/**
 * The unused exclusion a late spouse left, as a portability election would carry it over: that
 * year's basic exclusion less what the estate left to others than the survivor (the rest passed
 * free of tax by the marital deduction). Only where the notes give the year of death (from 2011,
 * when portability began) and say where the rest went; the DSUE is not indexed.
 */
export function lateSpouseDsue(
  facts: ClientFacts,
  taxYear: number,
): { year: number; exclusion: number; toOthers: number; dsue: number } | undefined {
  const toOthers = facts.lateSpouseEstate?.value.toOthers;
  const year = facts.spouseDeathYear?.value;
  if (facts.maritalStatus?.value !== 'widowed' || toOthers === undefined || !year) return undefined;
  if (year > taxYear || year < FIRST_PORTABILITY_YEAR) return undefined;
  const exclusion = basicExclusion(year, 0);
  return { year, exclusion, toOthers, dsue: Math.max(0, exclusion - toOthers) };
}

/**
 * The federal exclusions the family's estates have: one for each owner of shared wealth
 * (whether each is married is not known), else one, or two for a married couple, or one and
 * the late spouse's DSUE for a widow or widower whose spouse's executor elected it.
 */
export function exclusionsOf(facts: ClientFacts, basicExclusion: number): number {
  const owners = estatesOf(facts);
  return owners > 1
    ? basicExclusion * owners
    : Math.max(
        0,
        householdExclusion(basicExclusion, plansAsCouple(facts)) +
          electedDsue(facts) -
          exemptionAlreadyUsed(facts).total,
      );
}

/** The boroughs and neighbourhoods that place a New York resident in the city. */
const NEW_YORK_CITY =
  /\b(?:NYC|New York City|Manhattan|Brooklyn|Queens|Bronx|Staten Island|Upper (?:East|West) Side|UES|UWS|Tribeca|SoHo|Harlem|Chelsea|Park Slope)\b/i;

/** A New York resident whose notes place the home in the city: the city's income tax applies. */
export function livesInNewYorkCity(facts: ClientFacts): boolean {
  return facts.state?.value === 'NY' && NEW_YORK_CITY.test(facts.state.source);
}

/**
 * The exemption the household's own lifetime taxable gifts already used, by person: added back
 * at each death (IRC 2001(b)). A divorcing client planned alone keeps only their own; shared
 * family wealth (several owners) is not read for it.
 */
export function exemptionAlreadyUsed(facts: ClientFacts): {
  client: number;
  spouse: number;
  total: number;
} {
  const used = facts.exemptionUsed?.value;
  if (!used || estatesOf(facts) > 1) return { client: 0, spouse: 0, total: 0 };
  const spouse = plansAsCouple(facts) ? used.spouse : 0;
  return { client: used.client, spouse, total: used.client + spouse };
}

/**
 * The permanent policies the insured owns (or whose owner the documents do not name): their
 * death benefit is in the estate at the death (IRC 2042), and their cash value is what a gift
 * of them to a trust is worth, near enough (the insurer's Form 712 gives the figure). A term
 * policy is taken to end before the death the projection dates.
 */
export function policiesInEstate(facts: ClientFacts): {
  deathBenefit: number;
  value: number;
  /** The part of the death benefit on two lives, paid at the second death. */
  atSecondDeath: number;
  /** Their yearly premiums, as the statements show them. */
  premiums: number;
} {
  const owned = (facts.lifePolicies ?? [])
    .map((p) => p.value)
    .filter((p) => p.owner !== 'trust' && p.owner !== 'business' && p.kind !== 'term');
  const benefit = (list: typeof owned) => list.reduce((s, p) => s + (p.deathBenefit ?? 0), 0);
  return {
    deathBenefit: benefit(owned),
    value: owned.reduce((s, p) => s + (p.cashValue ?? 0), 0),
    atSecondDeath: benefit(owned.filter((p) => p.survivorship)),
    premiums: owned.reduce((s, p) => s + (p.premium ?? 0), 0),
  };
}

/** Reads the resolved facts (values only) into the holdings and income the projection runs on. */
export function householdFromFacts(facts: ClientFacts): Household {
  const notes: string[] = [];
  const divorcing = facts.divorcePending !== undefined;
  // A client in the middle of a divorce is projected alone: the spouse's age drops out.
  const ages = facts.ages.map((a) => a.value).slice(0, divorcing ? 1 : undefined);
  const married = !divorcing && (v(facts.maritalStatus) === 'married' || ages.length > 1);
  if (divorcing)
    notes.push(
      'A divorce is under way: the client is projected alone from today (filing single, one exclusion, no marital deduction). The year of the decree and the division of the marital property are not known: the stated holdings are taken as the client’s; correct the net worth to the client’s share.',
    );
  const stateValue = v(facts.state)?.toUpperCase();
  const state = stateValue && isStateCode(stateValue) ? stateValue : undefined;
  if (!state)
    notes.push('No state of residence in the notes: no state income or death tax is projected.');
  const holdings: Holding[] = [];
  const allAccounts = (facts.accounts ?? []).map((a) => a.value);
  // A 529 is the owner's but set aside for the children's education and outside the owner's
  // estate (IRC 529(c)(4)): on the balance sheet, not in the projection.
  const educationSavings = allAccounts
    .filter((a) => a.kind === '529')
    .reduce((t, a) => t + a.amount, 0);
  if (educationSavings > 0)
    notes.push(
      `${dollars(educationSavings)} dollars in 529 accounts are set aside for education: counted in net worth, outside the estate (IRC 529(c)(4)) and not projected.`,
    );
  const accounts = allAccounts.filter((a) => a.kind !== '529');
  for (const a of accounts) {
    const owner = a.owner === 'spouse' ? 'spouse' : 'client';
    switch (a.kind) {
      case 'cash':
        holdings.push({ kind: 'cash', value: a.amount, basis: a.amount });
        break;
      case 'traditional-retirement':
      case 'inherited-ira':
        holdings.push({ kind: 'retirement', value: a.amount, basis: 0, owner });
        break;
      case 'roth':
      case 'hsa':
        holdings.push({ kind: 'roth', value: a.amount, basis: a.amount });
        break;
      default:
        holdings.push({ kind: 'taxable', value: a.amount, basis: a.basis ?? a.amount });
    }
  }
  // The summary figures stand in for the kinds of account the list does not show: a pre-tax
  // total where no pre-tax account is listed, a single position where no listed taxable account
  // is large enough to hold it (coins in self-custody beside a small brokerage account).
  const listedKinds = new Set(accounts.map((a) => a.kind));
  if (!listedKinds.has('traditional-retirement') && !listedKinds.has('inherited-ira')) {
    const ret = v(facts.retirementAccounts);
    if (ret) holdings.push({ kind: 'retirement', value: ret, basis: 0, owner: 'client' });
  }
  // Employer stock inside a plan is part of the plan's balance, already counted.
  const pos = v(facts.concentratedPosition);
  if (pos?.value && !pos.inRetirementPlan && !accountHoldingPosition(facts))
    holdings.push({ kind: 'taxable', value: pos.value, basis: pos.basis ?? pos.value });
  const properties = (facts.properties ?? []).map((p) => p.value).filter((p) => p.amount);
  const taxedWhereItSits = new Set(
    properties
      .map((p) => p.state)
      .filter(
        (s): s is StateCode => !!s && isStateCode(s) && s !== state && !!stateEstateTaxRule(s),
      ),
  );
  for (const s of taxedWhereItSits)
    notes.push(
      `Real property in ${s} is taxed by ${s} at a death, where it sits, on its share of the estate (by ${s}'s own method), though the household's state is ${state ?? 'not stated'}.`,
    );
  for (const p of properties)
    holdings.push({
      kind: 'realEstate',
      value: p.amount!,
      basis: p.basis ?? p.amount!,
      ...(p.state && isStateCode(p.state) ? { situs: p.state } : {}),
      ...(soldForCash(p) ? { forSale: 'property', depreciation: p.depreciation ?? 0 } : {}),
    });
  if (properties.length === 0) {
    const re =
      v(facts.realEstateValue) ??
      (v(facts.primaryResidenceValue) ?? 0) +
        (v(facts.secondHomeValue) ?? 0) +
        (v(facts.investmentRealEstateValue) ?? 0);
    if (re) holdings.push({ kind: 'realEstate', value: re, basis: re });
  }
  const business = v(facts.business)?.value;
  const businessBasis = v(facts.businessBasis);
  const entity = v(facts.business)?.entityType;
  if (business)
    holdings.push({
      kind: 'business',
      value: business,
      basis: businessBasis ?? business,
      // A sale is projected only where its gain is known.
      ...(v(facts.businessSale)?.status === 'planned' && businessBasis !== undefined
        ? {
            forSale: 'business' as const,
            // The owner of a pass-through business is taken to work in it (IRC 1411(c)(4)).
            saleGainIsInvestmentIncome: !entity || entity === 'C corporation',
          }
        : {}),
    });
  const other = (v(facts.otherAssetsValue) ?? 0) + (v(facts.policyCashValue) ?? 0);
  if (other) holdings.push({ kind: 'other', value: other, basis: other });

  const listed = (facts.liabilities ?? []).reduce((s, l) => s + l.value.amount, 0);
  const liabilities =
    listed || v(facts.totalLiabilities) || properties.reduce((s, p) => s + (p.debt ?? 0), 0);
  const itemized = holdings.reduce((s, h) => s + h.value, 0) + educationSavings - liabilities;
  const netWorth = v(facts.netWorth);
  if (netWorth !== undefined && netWorth > itemized) {
    // The part of the stated net worth the notes do not itemize is taken as a taxable
    // portfolio with no unrealized gain (its basis is unknown).
    holdings.push({ kind: 'taxable', value: netWorth - itemized, basis: netWorth - itemized });
    notes.push(
      `Of the stated net worth, ${dollars(netWorth - itemized)} dollars are not itemized: projected as a taxable portfolio with its basis equal to its value.`,
    );
  }

  const income: IncomeStream[] = [];
  for (const s of facts.incomeSources ?? []) {
    if (!s.value.recurring) continue;
    const stream = streamFor(s.value.source, s.value.amount, s.value.person ?? 'client');
    if (stream) income.push(stream);
  }
  const stated = v(facts.annualIncome);
  if (income.length === 0 && stated) {
    const retired = v(facts.isRetired) === true;
    // Income the notes name as coming from property, not work ('royalty income ~$3.4M/yr'),
    // continues past any retirement.
    const unearned = UNEARNED_INCOME.exec(facts.annualIncome?.source ?? '')?.[0];
    income.push(
      retired || unearned
        ? { kind: 'ordinary', amount: stated, earned: false, person: 'client', investment: false }
        : { kind: 'wages', amount: stated, earned: true, person: 'client', investment: false },
    );
    notes.push(
      unearned
        ? `Stated income from ${unearned.toLowerCase()} taxed as ordinary income, continuing for life.`
        : retired
          ? 'Stated income of a retired client taxed as ordinary income (pension or distributions).'
          : 'Stated household income taxed as pay, stopping at the retirement age.',
    );
  }
  const policies = (facts.lifePolicies ?? []).map((p) => p.value);
  const owned = policies.filter((p) => p.owner !== 'trust' && p.owner !== 'business');
  const { deathBenefit: inEstate, atSecondDeath } = policiesInEstate(facts);
  if (inEstate > 0)
    notes.push(
      `${dollars(inEstate)} dollars of death benefit on policies the insured owns (or whose owner the documents do not name) are in the estate at the death (IRC 2042).`,
    );
  if (atSecondDeath > 0)
    notes.push(
      `${dollars(atSecondDeath)} dollars of it is on both lives (survivorship): paid at the second death.`,
    );
  if (owned.some((p) => p.kind === 'term'))
    notes.push('Term policies are taken to end before the death the projection dates.');
  const outside = policies
    .filter((p) => p.owner === 'trust')
    .reduce((s, p) => s + (p.deathBenefit ?? 0), 0);
  const expenses = v(facts.annualExpenses);
  const investmentIncome = (facts.incomeSources ?? [])
    .map((s) => s.value)
    .filter((s) => s.recurring && INVESTMENT_INCOME.has(s.source))
    .reduce((t, s) => t + s.amount, 0);
  return {
    ages,
    married: married && ages.length > 1,
    state,
    holdings,
    liabilities,
    insuranceInEstate: inEstate,
    ...(atSecondDeath > 0 ? { survivorshipInEstate: atSecondDeath } : {}),
    insuranceOutside: outside,
    income,
    ...(expenses !== undefined ? { statedSpending: expenses } : {}),
    ...(investmentIncome > 0 ? { statedInvestmentIncome: investmentIncome } : {}),
    charitableGiving: v(facts.annualCharitableGiving) ?? 0,
    bequests: (facts.statedBequests?.value ?? []).map(({ heir, amount }) => ({ heir, amount })),
    children: v(facts.children) ?? 0,
    owners: estatesOf(facts),
    retired: v(facts.isRetired) === true,
    dsue: electedDsue(facts),
    priorGifts: exemptionAlreadyUsed(facts),
    ...(livesInNewYorkCity(facts) ? { newYorkCity: true } : {}),
    notes,
  };
}
