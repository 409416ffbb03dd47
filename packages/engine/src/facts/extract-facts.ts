import type { ClientFacts, Fact, MaritalStatus } from '../types';
import { classifyAmounts } from './classify-amounts';
import { extractGoals } from './goal-facts';
import { holdingFacts } from './holding-facts';
import { extractExemptionUsed } from './exemption-used-facts';
import { coverInForce, extractNotedPolicies } from './policy-facts';
import {
  extractLateSpouseEstate,
  extractPortability,
  lateSpouseEstateAmount,
} from './late-spouse-facts';
import { extractEmployees, extractLiabilityExposure } from './liability-facts';
import { moneyFacts } from './money-facts';
import { partnerSpans, withoutPartner } from './partner';
import {
  extractAges,
  extractFamily,
  extractDivorcePending,
  extractMaritalStatus,
  extractSpecialNeeds,
  extractSpouseDeathYear,
  extractChildrenAges,
  extractUnmarriedPartner,
} from './people-facts';
import { extractBusinessSale, extractPlanDocuments } from './plan-facts';
import { profileFacts } from './profile-facts';
import { extractState } from './state-facts';
import { extractWindfall } from './windfall-facts';
import { extractForeignGift } from './foreign-gift-facts';
import { extractCharitableEstateShare, extractStatedBequests } from './bequest-facts';
import { extractOccupations } from './occupation-facts';
import { extractCrossBorder } from './cross-border-facts';
import { extractPlannedRetirement } from './retirement-facts';
import {
  readPropertyClauses,
  refineProperties,
  withPartSaleDebts,
  withPropertyRoles,
} from './property-clauses';
import { extractPlannedCharitableGift } from './charitable-gift-facts';
import { extractSharedOwnership } from './shared-ownership-facts';
import { extractDealValues } from './deal-facts';
import { extractInsider } from './insider-facts';
import { extractCareer } from './career-facts';
import { extractItemizedDeductions, extractOptionExercise } from './equity-comp-facts';
import {
  notedStockOptions,
  withOptionSpreads,
  withoutUnvestedAwards,
  withPricedShares,
} from './equity-holdings';
import { layoutText, type TextLayout } from './text-layout';

export interface ExtractFactsOptions {
  /** The year ages are counted from ('born 1965'); defaults to 2026. */
  referenceYear?: number;
  /** Companies the attached documents name by a figure ('MMM  3M CO'): never an amount. */
  companyNames?: readonly string[];
}

/**
 * What `read` finds in the advisor's notes, else in the whole text: the notes speak for the
 * client, while a document may name a second home's state or other people's ages.
 */
function notesFirst<T>(
  layout: TextLayout,
  read: (text: string) => T,
  found: (value: T) => boolean,
) {
  const notesEnd = layout.documentStarts[0];
  if (notesEnd !== undefined) {
    const fromNotes = read(layout.text.slice(0, notesEnd));
    if (found(fromNotes)) return fromNotes;
  }
  return read(layout.text);
}

/**
 * Married, when nothing says otherwise and the notes give a spouse's age beside the client's
 * ('The Hendersons (Tom 71, Carol 68)'): the filing status follows, so the source says so.
 */
function coupleByAges(ages: Fact<number>[]): Fact<MaritalStatus> | undefined {
  const spouse = ages[1];
  if (!spouse) return undefined;
  return { value: 'married', source: `${spouse.source} [two adults' ages: taken as a couple]` };
}

/**
 * The household's own home is where it lives: a state code beside it that is not the
 * residence's is a city's ('Home PA ~$4.8M' in Palo Alto, CA), not a home in another state.
 */
function inResidenceState(
  holdings: Pick<ClientFacts, 'accounts' | 'properties'>,
  residence: string | undefined,
): Pick<ClientFacts, 'accounts' | 'properties'> {
  if (!residence || !holdings.properties) return holdings;
  return {
    ...holdings,
    properties: holdings.properties.map((p) => {
      if (p.value.use !== 'primary-home' || !p.value.state || p.value.state === residence) return p;
      const { state: _elsewhere, ...value } = p.value;
      return { ...p, value };
    }),
  };
}

/**
 * Reads the advisor's notes and the documents' text (wrapped in '--- Start of document' markers)
 * into ClientFacts. Deterministic and offline; every fact keeps the snippet it came from.
 */
const ALONE: ReadonlySet<MaritalStatus> = new Set(['widowed', 'divorced', 'single']);

export function extractFacts(text: string, options: ExtractFactsOptions = {}): ClientFacts {
  const layout = layoutText(text);
  const notesOnly = layout.text.slice(0, layout.documentStarts[0] ?? layout.text.length);
  const allAges = notesFirst(
    layout,
    (part) => extractAges(part, options.referenceYear ?? 2026),
    (found) => found.length > 0,
  );
  const maritalStatus =
    notesFirst(layout, extractMaritalStatus, (status) => status !== undefined) ??
    coupleByAges(allAges);
  // A widowed, divorced or single client has no spouse: a second age is someone else's (a
  // companion 'Dave, 81', a parent), never the household's.
  const ages = ALONE.has(maritalStatus?.value ?? 'married') ? allAges.slice(0, 1) : allAges;
  // A widow's late spouse's estate is not what the client owns.
  const lateEstate = lateSpouseEstateAmount(text, maritalStatus?.value === 'widowed');
  const propertyReadings = readPropertyClauses(notesOnly);
  // An unmarried partner's pay, accounts, job and children are the partner's, never the client's.
  const partners = maritalStatus?.value === 'married' ? [] : partnerSpans(notesOnly);
  const clientsOwn = withoutPartner(text, partners);
  const isPartners = (at: number) => partners.some(([from, to]) => at >= from && at < to);
  const classified = withPricedShares(
    layout,
    withOptionSpreads(
      layout,
      withoutUnvestedAwards(
        layout,
        classifyAmounts(layout, options.companyNames).map((a) =>
          a.start === lateEstate?.start || isPartners(a.start)
            ? { ...a, kind: 'ignore' as const }
            : a,
        ),
      ),
    ),
  );
  const money = moneyFacts(
    layout,
    withPartSaleDebts(withPropertyRoles(classified, propertyReadings), notesOnly),
  );
  const {
    businessValue: _b,
    concentratedValue: _c,
    concentratedBasis: _d,
    listedHoldings: listed,
    ...moneyOnly
  } = money;
  const profile = profileFacts(text, money, options.referenceYear ?? 2026);
  const notedPolicies = extractNotedPolicies(notesOnly, classified);
  const windfall = notesFirst(layout, extractWindfall, (w) => w.windfall !== undefined);
  // A client with no spouse earns what 'she' or 'her' names ('she takes W-2 $350k').
  const noSpouse = ['single', 'divorced', 'widowed'].includes(maritalStatus?.value ?? '');
  const incomeSources = [...(money.incomeSources ?? []), ...(windfall.incomeSources ?? [])].map(
    (s) =>
      noSpouse && s.value.person === 'spouse'
        ? { ...s, value: { ...s.value, person: 'client' as const } }
        : s,
  );
  const holdings = holdingFacts(layout.text, listed ?? [], ages);
  const residence = notesFirst(layout, extractState, (s) => s.state !== undefined);
  const holdingsWithPropertyClauses = inResidenceState(
    {
      ...holdings,
      ...refineProperties(notesOnly, propertyReadings, holdings.properties),
    },
    residence.state?.value,
  );
  const facts: ClientFacts = {
    ...moneyOnly,
    ...profile,
    ...extractLiabilityExposure(text, profile.business),
    ...extractEmployees(text, profile.business),
    ...residence,
    ...extractFamily(text),
    ...extractSpecialNeeds(text),
    ...extractSpouseDeathYear(text),
    ...extractChildrenAges(clientsOwn),
    ...extractUnmarriedPartner(text, maritalStatus?.value),
    ...extractPlanDocuments(
      text,
      options.referenceYear ?? 2026,
      maritalStatus?.value === 'widowed',
    ),
    ...extractBusinessSale(text, options.referenceYear ?? 2026),
    ...extractForeignGift(text),
    ...extractStatedBequests(text),
    ...extractCharitableEstateShare(text),
    ...notedPolicies,
    ...extractOccupations(clientsOwn, ages),
    ...extractCrossBorder(text, ages),
    ...extractPlannedRetirement(notesOnly, ages, options.referenceYear ?? 2026),
    // A form's 'itemized deductions' line is a document's figure, read by its reader.
    ...extractOptionExercise(notesOnly),
    ...notedStockOptions(layout),
    ...extractItemizedDeductions(notesOnly),
    ...extractPlannedCharitableGift(notesOnly),
    ...extractSharedOwnership(notesOnly),
    ...extractDealValues(notesOnly),
    ...extractInsider(notesOnly),
    ...extractCareer(notesOnly),
    ...windfall,
    ...(incomeSources.length > 0 ? { incomeSources } : {}),
    ...holdingsWithPropertyClauses,
    ages,
    maritalStatus,
    ...extractDivorcePending(text, maritalStatus?.value),
    ...extractLateSpouseEstate(text, maritalStatus?.value === 'widowed'),
    ...extractPortability(text, maritalStatus?.value === 'widowed'),
    ...extractExemptionUsed(notesOnly, ages, maritalStatus?.value === 'married'),
    goals: extractGoals(text),
  };
  // A policy only looked at is no cover in force.
  const cover = coverInForce(facts.lifeInsuranceCoverage, facts.proposedPolicy);
  if (cover) facts.lifeInsuranceCoverage = cover;
  else delete facts.lifeInsuranceCoverage;
  return JSON.parse(JSON.stringify(facts), (key, value: unknown) =>
    key === 'source' && typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value,
  ) as ClientFacts;
}
