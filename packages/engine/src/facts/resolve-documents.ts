import type { ClientFacts, Fact } from '../types';
import { assetsMinusLiabilities, sumOfParts } from './derivations';
import { INVESTMENT_USES, type ClientDocument, type Observation } from './observation';
import { CUSTODIAN } from './documents/account-statement';
import { householdPeople, personNamedIn } from './household-people';

/** A fund of many issuers: target-date, index, bond, money market or stable value funds. */
const DIVERSIFIED_FUND =
  /\b(?:target|index|total\s+(?:stock|bond|market)|bond|treasury|money\s+market|stable\s+value|balanced|ETF|fund|trust)\b/i;
/** A plan's employer stock line ('ADM Common Stock Fund', 'Company Stock'). */
const COMPANY_STOCK_LINE = /\b(?:common\s+)?stock\s+fund\b|\b(?:company|employer)\s+stock\b/i;

/**
 * Precedence between the advisor's notes and the attached documents, decided here only: the
 * notes speak for the household; a document speaks for what it is about. A document fills a
 * fact the notes leave unstated (a return's total income, the accounts a statement holds, a
 * filing status); where it disagrees with the notes, the notes' value stands and the
 * document's is kept beside it as a conflict, never silently dropped.
 */

export interface Conflict {
  field: string;
  value: unknown;
  quote: string;
  document: string;
}

type Obs<F extends Observation['field']> = Extract<Observation, { field: F }>;

const documentName = (o: Observation) =>
  o.origin.kind === 'document' ? o.origin.document : 'notes';
const fact = <T>(value: T, o: Observation, note?: string): Fact<T> => ({
  value,
  source: note ? `${o.quote} [${note}]` : o.quote,
  ...(o.derivation ? { derivation: o.derivation } : {}),
});
/** The sum of what several observations show, each part labelled; `what` names the total. */
const sumFact = (parts: { label: string; amount: number; o: Observation }[], what: string) =>
  sumOfParts(
    parts.map((p) => ({ label: p.label, fact: fact(p.amount, p.o) })),
    what,
  )!;

/** Two money figures agree within 5% (a rounded figure in the notes, an exact one in a return). */
const agrees = (a: number, b: number) =>
  Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 0.05;

const FILING_TO_MARITAL = {
  'married-joint': 'married',
  'married-separate': 'married',
  single: 'single',
  'head-of-household': 'single',
  'qualifying-surviving-spouse': 'widowed',
} as const;

/** A K-1 from Form 1120-S reports an S corporation's income. */
const isSCorporationReturn = (documents: ClientDocument[], name: string) =>
  /\b1120-?S\b/i.test(documents.find((d) => d.name === name)?.text.slice(0, 2000) ?? '');

const RETIREMENT_KINDS = new Set(['traditional-retirement', 'roth', 'inherited-ira']);

/**
 * Each account once: a balance sheet's line and the account's own statement, of the same kind
 * and within 5% of each other in different documents, are one account. The one with a basis,
 * else the later document (a statement after the summary), is kept.
 */
function onceEach(accounts: Obs<'account'>[]): Obs<'account'>[] {
  const kept: Obs<'account'>[] = [];
  for (const account of accounts) {
    const i = kept.findIndex(
      (k) =>
        k.value.kind === account.value.kind &&
        documentName(k) !== documentName(account) &&
        agrees(k.value.amount, account.value.amount),
    );
    if (i < 0) kept.push(account);
    else if (kept[i]!.value.basis === undefined) kept[i] = account;
  }
  return kept;
}

const RETIREMENT_FACT_KINDS = new Set(['traditional-retirement', 'inherited-ira']);

/** The kind of plan an account's words name ('401(k)', 'IRA', '403(b)'), to tell accounts apart. */
function planTypeOf(label: string): string | undefined {
  const m =
    /\b(401\s*\(?k\)?|403\s*\(?b\)?|457|roth|ira|sep|simple|tsp|pension|cash[- ]balance|deferred\s+comp(?:ensation)?|nqdc)\b/i.exec(
      label,
    );
  const type = m?.[1]!.toLowerCase().replace(/[\s()-]/g, '');
  // A nonqualified deferred compensation plan, however named, is not a 401(k) or IRA.
  return type?.startsWith('deferred') ? 'nqdc' : type;
}

/** The firm an account is held at: its custodian, or the firm its words name ('IRA at Schwab'). */
const firmOf = (a: { label: string; custodian?: string }) =>
  (a.custodian ?? CUSTODIAN.exec(a.label)?.[0])?.toLowerCase();

/**
 * Accounts held at two firms are two accounts: 'IRA at Schwab ~$900K' in the notes is not the
 * IRA a Vanguard statement values ('Charles Schwab' and 'Schwab' are one firm).
 */
function atOtherFirms(
  a: { label: string; custodian?: string },
  b: { label: string; custodian?: string },
): boolean {
  const [x, y] = [firmOf(a), firmOf(b)];
  return x !== undefined && y !== undefined && !x.includes(y) && !y.includes(x);
}

/**
 * Whether the notes already value this account: one of its kind at about its value, or one of
 * its kind whose words name the same plan (or none). 'Donna's IRA ~180k' is not the 401(k) a
 * plan statement values at $808,684.
 */
function notesHoldAccount(notes: ClientFacts, account: Obs<'account'>['value']): boolean {
  const { kind } = account;
  const ofKind = (notes.accounts ?? []).filter((a) => a.value.kind === kind);
  if (ofKind.length > 0) {
    const listed = ofKind.filter((a) => !atOtherFirms(a.value, account));
    const plan = planTypeOf(account.label);
    return listed.some(
      (a) =>
        agrees(a.value.amount, account.amount) ||
        !plan ||
        !planTypeOf(a.value.label) ||
        planTypeOf(a.value.label) === plan,
    );
  }
  if (RETIREMENT_FACT_KINDS.has(kind)) return notes.retirementAccounts !== undefined;
  // A position the notes value may be the statement's account or inside it (one they name
  // without a figure leaves the statement to value it).
  if (kind === 'taxable') return notes.concentratedPosition?.value.value !== undefined;
  return false;
}

/**
 * Whether the notes already value this property: one they list of its use at the same value,
 * or a total of its use (a list of several properties in the notes is matched one by one).
 */
function notesHoldProperty(notes: ClientFacts, use: string, amount: number): boolean {
  const listed = (notes.properties ?? []).filter((p) => p.value.use === use);
  if (listed.length > 0)
    return listed.some((p) => p.value.amount !== undefined && agrees(p.value.amount, amount));
  if (use === 'primary-home') return notes.primaryResidenceValue !== undefined;
  if (use === 'second-home') return notes.secondHomeValue !== undefined;
  return notes.investmentRealEstateValue !== undefined;
}

/**
 * The accounts and properties the documents show become the household's itemized holdings, so
 * the projection carries each one's kind and basis (a statement's IRA is pre-tax, not a taxable
 * remainder of the net worth), where the notes value nothing of that kind: the notes' own figure
 * for a kind stands. The totals follow where the notes have one:
 * - none: the documents' holdings are the totals (above);
 * - the sum of the notes' own list: the documents' holdings of other kinds add to it;
 * - stated: the documents' holdings itemize it as far as it reaches, and never raise it.
 */
function itemizeDocumentHoldings(
  notes: ClientFacts,
  out: ClientFacts,
  accounts: Obs<'account'>[],
  properties: Obs<'realEstate'>[],
): void {
  const newAccounts = accounts.filter((o) => !notesHoldAccount(notes, o.value));
  const newProperties = properties.filter(
    (o) => !notesHoldProperty(notes, o.value.use, o.value.amount ?? 0),
  );
  const parts = [
    ...newAccounts.map((o) => ({ label: o.value.label, amount: o.value.amount, o })),
    ...newProperties.map((o) => ({ label: o.value.label, amount: o.value.amount!, o })),
  ];
  if (parts.length === 0) return;
  const added = parts.reduce((t, p) => t + p.amount, 0);
  const notesTotal = notes.totalAssets;
  if (notesTotal && notes.netWorthDerived && out.totalAssets === notesTotal) {
    out.totalAssets = sumOfParts(
      [
        { label: 'the holdings the notes list', fact: notesTotal },
        ...parts.map((p) => ({ label: p.label, fact: fact(p.amount, p.o) })),
      ],
      'the holdings the notes list and those the documents add',
    );
    out.netWorth = assetsMinusLiabilities(out.totalAssets!, out.totalLiabilities);
  } else if (notesTotal && !notes.netWorthDerived) {
    const listed =
      (notes.accounts ?? []).reduce((t, a) => t + a.value.amount, 0) +
      (notes.properties ?? []).reduce((t, p) => t + (p.value.amount ?? 0), 0);
    if (listed + added > notesTotal.value * 1.05) return;
  }
  out.accounts = [
    ...(out.accounts ?? []),
    ...newAccounts.map((o) =>
      fact(
        {
          kind: o.value.kind,
          label: o.value.label,
          amount: o.value.amount,
          ...(o.value.basis !== undefined ? { basis: o.value.basis } : {}),
          ...(o.value.owner ? { owner: o.value.owner } : {}),
        },
        o,
      ),
    ),
  ];
  out.properties = [
    ...(out.properties ?? []),
    ...newProperties.map((o) =>
      fact(
        {
          use: o.value.use,
          label: o.value.label,
          amount: o.value.amount,
          ...(o.value.basis !== undefined ? { basis: o.value.basis } : {}),
          ...(o.value.debt !== undefined ? { debt: o.value.debt } : {}),
          ...(o.value.state ? { state: o.value.state } : {}),
        },
        o,
      ),
    ),
  ];
}

/**
 * The debts the documents show (a mortgage statement's principal), where the notes say nothing
 * of debts: the notes' own figure, or their 'no debt', stands. Each is listed by its kind, and
 * a net worth the notes derive from the holdings they list is their assets less these debts.
 */
function addDocumentDebts(notes: ClientFacts, out: ClientFacts, debts: Obs<'liability'>[]): void {
  if (debts.length === 0 || notes.totalLiabilities || notes.liabilities?.length) return;
  out.liabilities = debts.map((o) =>
    fact({ kind: o.value.kind, label: o.value.label, amount: o.value.amount }, o),
  );
  if (out.totalLiabilities || !out.totalAssets || (out.netWorth && !out.netWorthDerived)) return;
  out.totalLiabilities = sumFact(
    debts.map((o) => ({ label: o.value.label, amount: o.value.amount, o })),
    'the debts the documents show',
  );
  out.netWorth = assetsMinusLiabilities(out.totalAssets, out.totalLiabilities);
}

/** Fills and checks `facts` (read from the notes) with what the documents observed. */
export function resolveDocuments(
  facts: ClientFacts,
  observations: Observation[],
  documents: ClientDocument[] = [],
): { facts: ClientFacts; conflicts: Conflict[] } {
  if (observations.length === 0) return { facts, conflicts: [] };
  const out: ClientFacts = { ...facts };
  const conflicts: Conflict[] = [];
  const of = <F extends Observation['field']>(field: F) =>
    observations.filter((o): o is Obs<F> => o.field === field);
  const checkMoney = (
    field: string,
    stated: Fact<number> | undefined,
    o: Observation,
    value: number,
  ) => {
    if (stated && !agrees(stated.value, value))
      conflicts.push({ field, value, quote: o.quote, document: documentName(o) });
  };

  // Income: a return's total income speaks for the household's year; else the income lines.
  const returnTotal = of('annualIncome')[0] ?? of('adjustedGrossIncome')[0];
  const recurring = of('income').filter(
    (o) => o.value.recurring && o.value.source !== 'qualified-dividends',
  );
  const incomeFromDocuments = !out.annualIncome;
  if (returnTotal) {
    checkMoney('annualIncome', out.annualIncome, returnTotal, returnTotal.value);
    out.annualIncome ??= fact(returnTotal.value, returnTotal);
  } else if (!out.annualIncome && recurring.length > 0) {
    out.annualIncome = sumFact(
      recurring.map((o) => ({ label: o.value.source, amount: o.value.amount, o })),
      'the income the documents show',
    );
  }
  // Where the income is the documents' own, so are its sources (pay stops at retirement, a
  // business's income with the business): a return's lines where a return is attached (a W-2
  // repeats its wages), else each form's. Notes that state income keep their own.
  const ofReturn = returnTotal
    ? recurring.filter((o) => documentName(o) === documentName(returnTotal))
    : recurring;
  if (incomeFromDocuments && !out.incomeSources?.length && ofReturn.length > 0)
    out.incomeSources = ofReturn.map((o) =>
      fact(
        {
          source: o.value.source,
          amount: o.value.amount,
          recurring: true,
          ...(o.value.person ? { person: o.value.person } : {}),
        },
        o,
      ),
    );

  // Notes that give the income only by its sources leave out a source only a document shows
  // ('draws $350k W-2 + distributions' beside a K-1's business income): it is added to both.
  const notesSources = facts.incomeSources ?? [];
  const statedTotal = facts.annualIncome?.value;
  const onlySources =
    !incomeFromDocuments &&
    notesSources.length > 0 &&
    statedTotal === notesSources.reduce((t, s) => t + s.value.amount, 0);
  const missing = onlySources
    ? recurring.filter((o) => !notesSources.some((s) => s.value.source === o.value.source))
    : [];
  if (missing.length > 0) {
    const added = missing.map((o) =>
      fact(
        {
          source: o.value.source,
          amount: o.value.amount,
          recurring: true,
          ...(o.value.person ? { person: o.value.person } : {}),
        },
        o,
      ),
    );
    out.incomeSources = [...notesSources, ...added];
    out.annualIncome = sumOfParts(
      [
        { label: 'the income the notes state', fact: facts.annualIncome! },
        ...missing.map((o) => ({ label: o.value.source, fact: fact(o.value.amount, o) })),
      ],
      'the income the notes state and the sources only the documents show',
    );
  }

  const inherited = of('inheritedBasis').map((o) => fact(o.value, o));
  if (inherited.length > 0) out.inheritedBasis = inherited;

  // A return's AGI and total tax, as the return states them (the year it is for with them).
  const agi = of('adjustedGrossIncome')[0];
  if (agi && !out.taxReturn) {
    const inReturn = (field: 'totalTax' | 'returnYear') =>
      of(field).find((o) => documentName(o) === documentName(agi))?.value;
    const totalTax = inReturn('totalTax');
    const year = inReturn('returnYear');
    out.taxReturn = fact(
      {
        adjustedGrossIncome: agi.value,
        ...(totalTax !== undefined ? { totalTax } : {}),
        ...(year !== undefined ? { year } : {}),
      },
      agi,
    );
  }

  // A balance sheet of the household (a personal financial statement) states its totals as the
  // household's: each fills what the notes leave unstated, and stands beside theirs otherwise.
  // A total the notes only derived from the few holdings they list yields to the balance sheet's.
  const sheetWins = of('netWorth').length > 0 && facts.netWorthDerived === true;
  for (const field of ['netWorth', 'totalAssets', 'totalLiabilities'] as const) {
    const stated = of(field)[0];
    if (!stated) continue;
    if (sheetWins) {
      out[field] = fact(stated.value, stated);
      continue;
    }
    checkMoney(field, out[field], stated, stated.value);
    out[field] ??= fact(stated.value, stated);
  }
  if (sheetWins) out.netWorthDerived = false;

  // Holdings: each account, property and other asset a document shows, once.
  const accounts = onceEach(of('account'));
  const properties = of('realEstate').filter((o) => o.value.amount !== undefined);
  const others = of('otherAsset');
  const debts = of('liability');
  const assetParts = [
    ...accounts.map((o) => ({ label: o.value.label, amount: o.value.amount, o })),
    ...properties.map((o) => ({ label: o.value.label, amount: o.value.amount!, o })),
    ...others.map((o) => ({ label: o.value.label, amount: o.value.amount, o })),
  ];
  if (!out.totalAssets && !out.netWorth && assetParts.length > 0) {
    out.totalAssets = sumFact(assetParts, 'the holdings the documents show');
    if (debts.length > 0 && !out.totalLiabilities)
      out.totalLiabilities = sumFact(
        debts.map((o) => ({ label: o.value.label, amount: o.value.amount, o })),
        'the debts the documents show',
      );
    out.netWorth = assetsMinusLiabilities(out.totalAssets, out.totalLiabilities);
    out.netWorthDerived = true;
  }
  itemizeDocumentHoldings(facts, out, accounts, properties);
  addDocumentDebts(facts, out, debts);
  const retirement = accounts.filter((o) => RETIREMENT_KINDS.has(o.value.kind));
  if (!out.retirementAccounts && retirement.length > 0)
    out.retirementAccounts = sumFact(
      retirement.map((o) => ({ label: o.value.label, amount: o.value.amount, o })),
      'the retirement accounts the documents show',
    );
  // A plan the notes do not value beside the ones they do ('IRA ~180k' and a 401(k) statement).
  const notesRetirement = facts.retirementAccounts;
  const another = notesRetirement
    ? retirement.filter(
        (o) => (facts.accounts ?? []).length > 0 && !notesHoldAccount(facts, o.value),
      )
    : [];
  if (notesRetirement && another.length > 0 && out.retirementAccounts === notesRetirement)
    out.retirementAccounts = sumOfParts(
      [
        { label: 'the retirement accounts the notes value', fact: notesRetirement },
        ...another.map((o) => ({ label: o.value.label, fact: fact(o.value.amount, o) })),
      ],
      'the retirement accounts the notes value and those the documents add',
    );
  const secondHomes = properties.filter((o) => o.value.use === 'second-home');
  if (!out.secondHomeValue && secondHomes.length > 0)
    out.secondHomeValue = sumFact(
      secondHomes.map((o) => ({ label: o.value.label, amount: o.value.amount!, o })),
      'second homes',
    );
  const investment = properties.filter((o) => INVESTMENT_USES.includes(o.value.use));
  if (!out.investmentRealEstateValue && investment.length > 0)
    out.investmentRealEstateValue = sumFact(
      investment.map((o) => ({ label: o.value.label, amount: o.value.amount!, o })),
      'investment properties',
    );
  // The notes valued one of them ('sell the Folsom 4-plex, ~$1.35M'); the documents list the
  // rest: the investment real estate is all of them.
  const listed = (out.properties ?? []).filter(
    (p) => INVESTMENT_USES.includes(p.value.use) && p.value.amount !== undefined,
  );
  const listedTotal = listed.reduce((t, p) => t + p.value.amount!, 0);
  if (listed.length > 1 && listedTotal > (out.investmentRealEstateValue?.value ?? 0))
    out.investmentRealEstateValue = sumOfParts(
      listed.map((p) => ({
        label: p.value.label,
        fact: { value: p.value.amount!, source: p.source },
      })),
      'the investment properties the notes and the documents list',
    );

  // A single position that is most of the account holding it is a concentration; one the notes
  // name without a figure ('NVDA in joint brokerage (see stmt), v. low basis') is valued by it.
  // A fund of many issuers (a target-date or index fund) concentrates nothing; employer stock
  // the notes name is the statement's stock fund, whatever its share of the account.
  const unvalued = out.concentratedPosition?.value.value === undefined;
  const singleIssuer = of('position').filter(
    (p) => COMPANY_STOCK_LINE.test(p.value.label) || !DIVERSIFIED_FUND.test(p.value.label),
  );
  const companyStock = /\b(?:company|employer)\s+stock\b/i.test(
    out.concentratedPosition?.source ?? '',
  )
    ? singleIssuer.find((p) => COMPANY_STOCK_LINE.test(p.value.label))
    : undefined;
  for (const position of companyStock ? [companyStock] : singleIssuer) {
    const account = accounts.find((a) => documentName(a) === documentName(position));
    if (
      (!out.concentratedPosition || unvalued) &&
      account &&
      (position === companyStock || position.value.amount >= account.value.amount * 0.4)
    ) {
      const named = out.concentratedPosition;
      out.concentratedPosition = fact(
        {
          ...named?.value,
          value: position.value.amount,
          basis: position.value.basis,
          description: position.value.label,
          // A position a plan statement holds is inside the plan; one a brokerage or stock plan
          // account holds is not (no NUA for it).
          inRetirementPlan: account.value.kind === 'traditional-retirement',
        },
        position,
        `${Math.round((position.value.amount / account.value.amount) * 100)}% of the account${named ? `; the notes name it: ${named.source}` : ''}`,
      );
      break;
    }
  }
  // The notes' position is the one a statement values within 5%: its basis, where the notes
  // give none, is the statement's (shares x cost per share).
  const noted = out.concentratedPosition;
  const same = of('position').find(
    (o) =>
      noted?.value.value !== undefined &&
      o.value.basis !== undefined &&
      agrees(noted.value.value, o.value.amount),
  );
  if (noted && same && noted.value.basis === undefined)
    out.concentratedPosition = {
      value: { ...noted.value, basis: same.value.basis! },
      // The statement's line is where value and basis are read together; the notes agree.
      source: `${same.quote} [value and cost basis from the statement; the notes give the value: ${noted.source}]`,
    };
  const options = of('stockOption').map((o) => fact(o.value, o));
  if (options.length > 0) out.stockOptions = options;
  // Business income a K-1 or Schedule C reports is a business the client owns a share of.
  const businessIncome = of('income').find(
    (o) => o.value.source === 'business' || o.value.source === 'self-employment',
  );
  if (!out.business && businessIncome && of('business').length === 0)
    out.business = fact(
      {
        description: 'a business reporting income on the attached return',
        ...(isSCorporationReturn(documents, documentName(businessIncome))
          ? { entityType: 'S corporation' as const }
          : {}),
      },
      businessIncome,
    );
  const business = of('business')[0];
  // The business the notes name without a value is valued by the document that lists it
  // ('Business interest - 60% of Garden State Air Supply, Inc. (est.) $14,400,000').
  const namedBusiness = out.business;
  if (namedBusiness && namedBusiness.value.value === undefined && business?.value.amount)
    out.business = {
      value: {
        ...namedBusiness.value,
        value: business.value.amount,
        ...(namedBusiness.value.ownershipPercent === undefined && business.value.ownershipPercent
          ? { ownershipPercent: business.value.ownershipPercent }
          : {}),
      },
      source: `${namedBusiness.source}; ${business.quote}`,
    };
  if (!out.business && business)
    out.business = fact(
      {
        description: business.value.label,
        value: business.value.amount,
        ownershipPercent: business.value.ownershipPercent,
        entityType: business.value.entity,
        isServiceBusiness: business.value.isServiceBusiness,
      },
      business,
    );
  const insured = of('lifeInsurance').filter((o) => o.value.deathBenefit !== undefined);
  if (!out.lifeInsuranceCoverage && insured.length > 0)
    out.lifeInsuranceCoverage = sumFact(
      insured.map((o) => ({ label: o.value.label, amount: o.value.deathBenefit!, o })),
      'policies',
    );
  // Each policy a statement shows, with its owner: one the insured owns is in the estate at
  // the death (IRC 2042), one a trust owns is not.
  if (!out.lifePolicies && insured.length > 0)
    out.lifePolicies = insured.map((o) =>
      fact(
        {
          label: o.value.label,
          deathBenefit: o.value.deathBenefit,
          ...(o.value.cashValue !== undefined ? { cashValue: o.value.cashValue } : {}),
          ...(o.value.kind ? { kind: o.value.kind } : {}),
          ...(o.value.owner ? { owner: o.value.owner } : {}),
          ...(o.value.survivorship ? { survivorship: true as const } : {}),
          ...(o.value.premium !== undefined ? { premium: o.value.premium } : {}),
        },
        o,
      ),
    );

  // People and place: the notes first; a document fills what they leave out.
  const ages = of('age');
  if (out.ages.length === 0 && ages.length > 0) {
    const client = ages.find((o) => o.value.person === 'client');
    const spouse = ages.find((o) => o.value.person === 'spouse');
    out.ages = [client, spouse]
      .filter((o): o is Obs<'age'> => o !== undefined)
      .map((o) => fact(o.value.age, o));
  }
  const state = of('state')[0];
  if (state) {
    if (out.state && out.state.value !== state.value)
      conflicts.push({
        field: 'state',
        value: state.value,
        quote: state.quote,
        document: documentName(state),
      });
    out.state ??= fact(state.value, state);
  }
  const marital = of('maritalStatus')[0];
  const filing = of('filingStatus')[0];
  if (!out.maritalStatus && marital) out.maritalStatus = fact(marital.value, marital);
  if (!out.maritalStatus && filing)
    out.maritalStatus = fact(FILING_TO_MARITAL[filing.value], filing, 'filing status');
  const dependents = of('dependents')[0] ?? of('children')[0];
  if (!out.children && dependents) out.children = fact(dependents.value, dependents);
  const death = of('spouseDeathYear')[0];
  if (!out.spouseDeathYear && death) out.spouseDeathYear = fact(death.value, death);
  const portability = of('portability')[0];
  // Notes that say the election was made but not its amount leave the DSUE to the return
  // that computes it (Form 706 Part 6): the same election, now with its figure.
  const notesLackDsue = out.portability?.value.elected && out.portability.value.dsue === undefined;
  const documentGivesDsue = portability?.value.elected && portability.value.dsue !== undefined;
  if (portability && (!out.portability || (notesLackDsue && documentGivesDsue)))
    out.portability = fact(portability.value, portability);
  // Gift tax returns: each donor's total taxable gifts, the exemption used. A later return's
  // total includes the earlier ones (its prior periods), so each donor counts once, at the most.
  const gifts = of('taxableGifts');
  if (!out.exemptionUsed && gifts.length > 0) {
    const people = householdPeople(out.ages);
    const married = out.maritalStatus?.value === 'married';
    // Givers the notes do not name ('Charles created ... Anne created ...', the couple's names
    // only in the document): the first is the client, another the spouse, as a summary
    // addressed to both names them in turn.
    const unnamed = [
      ...new Set(
        gifts.flatMap((g) =>
          g.value.donor && !personNamedIn(g.value.donor, people) ? [g.value.donor] : [],
        ),
      ),
    ];
    const used = { client: 0, spouse: 0 };
    for (const g of gifts) {
      const donor = g.value.donor;
      const who = donor
        ? (personNamedIn(donor, people) ??
          (unnamed.length === 2 && unnamed.indexOf(donor) === 1 ? 'spouse' : undefined))
        : undefined;
      const person = who === 'spouse' && married ? 'spouse' : 'client';
      used[person] = Math.max(used[person], g.value.amount);
    }
    const quoted = gifts.filter((g, i) => gifts.findIndex((h) => h.quote === g.quote) === i);
    out.exemptionUsed =
      quoted.length > 1 && used.client > 0 && used.spouse > 0
        ? { value: used, source: quoted.map((g) => g.quote).join(' ') }
        : fact(used, gifts[0]!);
  }
  const risk = of('riskTolerance')[0];
  if (!out.riskTolerance && risk)
    out.riskTolerance = fact(risk.value === 'growth' ? 'aggressive' : risk.value, risk);
  // A trust or will a document names with its date is on record, whatever the notes said of
  // documents in general ('no estate plan' is overruled by the trust summary attached).
  const named = of('planDocument').map((o) => fact(o.value, o));
  if (named.length > 0) {
    const noted = (out.planDocuments ?? []).filter((d) => d.value.kind !== 'none');
    const kinds = new Set(noted.map((d) => d.value.kind));
    out.planDocuments = [...noted, ...named.filter((d) => !kinds.has(d.value.kind))];
  }
  return { facts: out, conflicts };
}
