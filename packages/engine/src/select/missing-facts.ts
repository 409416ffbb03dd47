import type { MissingFact } from '@strata/contracts';
import type { Household } from './household';
import { qsbsYearIsSplit } from '../catalogue/qsbs';

/** The recommendations' ids, for facts that matter only when a strategy was chosen. */
type Chosen = { strategy: { id: string } }[];

/**
 * Notes too thin to plan on: no money figure of any kind, and nothing that calls for a
 * strategy by itself (cross-border ties, a dependant with special needs, a divorce or a death,
 * a business, a strategy the advisor names). Such notes get no strategy, only the facts needed.
 */
export function isUnusable(h: Household, asked: Set<string>): boolean {
  const f = h.facts;
  const money =
    h.netWorth !== undefined ||
    h.income !== undefined ||
    f.totalAssets !== undefined ||
    (f.accounts?.length ?? 0) > 0 ||
    (f.properties?.length ?? 0) > 0 ||
    h.pretax > 0 ||
    h.positionValue > 0 ||
    !!f.business;
  // A family property to keep is answered by structures (an LLC, a lasting trust) before any
  // figure is known.
  const situation =
    !!h.crossBorder ||
    h.specialNeeds ||
    h.isDivorcing ||
    h.isWidowed ||
    asked.size > 0 ||
    h.goals.has('Keep a family property for generations');
  return !money && !situation;
}

/** 'What would change this': each fact the notes do not give that would change a recommendation. */
export function missingFactsFor(h: Household, chosen: Chosen): MissingFact[] {
  const f = h.facts;
  const list: MissingFact[] = [];
  const add = (fact: string, why: string) => list.push({ fact, why });
  const has = (id: string) => chosen.some((c) => c.strategy.id === id);
  if (h.netWorth === undefined)
    add(
      'Net worth and a balance sheet (assets, debts, how each is titled)',
      'Estate-tax strategies (GRAT, SLAT, dynasty trust, ILIT, lifetime gifts) are sized on the estate and were not evaluated; every minimum net worth is unknown.',
    );
  if (!h.state)
    add(
      'State of residence',
      'State income and estate tax strategies (PTET, ING and non-grantor trusts, residency change, state estate tax trusts, DAPT) were not evaluated.',
    );
  if (h.age === undefined)
    add(
      'Ages of the client and spouse',
      'Roth conversions, Social Security timing, QCDs, required distributions, QPRT terms and insurance depend on age.',
    );
  if (h.income === undefined)
    add(
      'Income by source',
      'Retirement-plan contributions, backdoor Roth, PTET, the tax brackets a conversion or deduction is worth, and insurance needs depend on income.',
    );
  if (!f.maritalStatus)
    add(
      'Marital status',
      'SLATs, credit shelter and QTIP trusts and the portability election need a spouse; the filing status sets the brackets.',
    );
  if (h.isWidowed && !f.spouseDeathYear && !f.portability?.value.elected)
    add(
      'Date of the spouse’s death',
      'A portability election (Form 706) is only possible within about five years of the death; the deadline decides it.',
    );
  if (
    h.isWidowed &&
    f.spouseDeathYear &&
    !f.portability?.value.elected &&
    f.lateSpouseEstate?.value.toOthers === undefined
  )
    add(
      'What the late spouse’s estate left to others than the survivor',
      'The unused exclusion a portability election carries over is that year’s exclusion less those bequests (and any taxable gifts the late spouse made); the election’s value is sized on it.',
    );
  if (!f.children)
    add(
      'Children and other heirs',
      'Gifting, 529 plans, guardianship and trusts for heirs depend on who inherits.',
    );
  if (h.positionValue > 0 && h.positionBasis === undefined)
    add(
      `Cost basis of the concentrated position (${f.concentratedPosition?.value.description ?? 'position'})`,
      'The gain decides between selling in stages, a charitable remainder trust, an exchange fund or holding for the step-up.',
    );
  if (f.concentratedPosition && f.concentratedPosition.value.value === undefined)
    add(
      `Value of the concentrated position (${f.concentratedPosition.value.description})`,
      'Charitable trusts, donor-advised fund gifts, exchange funds and staged sales are sized on it.',
    );
  if (f.business && f.business.value.value === undefined)
    add(
      'Value and entity of the business',
      'Sale, succession and freeze strategies (installment sale, ESOP, IDGT sale, GRAT, QSBS) are sized on it.',
    );
  if (f.business && f.business.value.entityType === undefined)
    add(
      'The business entity (C or S corporation, partnership, LLC)',
      'QSBS, PTET, ESOP and retirement plans depend on it.',
    );
  const issued = f.business?.value.foundedYear;
  if (
    (has('QSBS_EXCLUSION') || has('QSBS_STACKING')) &&
    (issued === undefined || qsbsYearIsSplit(issued))
  )
    add(
      'When the company’s shares were issued (month and year)',
      'IRC 1202 excludes 50% of the gain on stock acquired before February 18, 2009, 75% to September 27, 2010 and 100% after; stock issued after July 4, 2025 needs 3 to 5 years.',
    );
  if (
    has('CHARITABLE_IRA_BENEFICIARY') &&
    !f.charitableEstateShare &&
    !(f.statedBequests?.value ?? []).some((b) => b.heir === 'charity')
  )
    add(
      'What the client means to leave to charity at death (an amount or a share of the estate)',
      'Paid from the pre-tax accounts, that legacy spares the heirs the income tax on as much of them; the saving is sized on it.',
    );
  if ((has('WILL_GUARDIANSHIP') || has('REVOCABLE_TRUST')) && h.planDocuments.length === 0)
    add(
      'Existing wills, trusts and beneficiary forms',
      'Document recommendations assume none are current; existing documents may only need review.',
    );
  if (!f.riskTolerance && h.netWorth !== undefined)
    add('Risk tolerance', 'Allocation, income-floor and hedging recommendations depend on it.');
  return list;
}
