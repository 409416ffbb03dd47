import type { AnalysisFacts, Derivation, FactSource } from '@strata/contracts';
import type { ClientFacts, Fact, RiskTolerance } from '../types';
import type { ClientInput } from './observation';
import { documentWords, saleWords } from './plan-facts';
import { formatUsd } from '../formula';

/**
 * The resolved facts as the analysis carries them (`analysis.facts`): each value with where it
 * came from — the notes' or a document's own words, a derivation, or the advisor's correction.
 * A fact the text does not state is left out, never filled with a default.
 */

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Annotations the readers append in brackets ('[monthly figure x 12]') are not quoted words. */
function splitAnnotation(source: string): { quote: string; note?: string } {
  const m = /^(.*?)\s*\[([^\]]+)\]\s*$/.exec(source);
  return m ? { quote: m[1]!, note: m[2]! } : { quote: source };
}

/** The attached document whose text holds `quote`, when the notes do not. */
function documentHolding(quote: string, input: ClientInput): string | undefined {
  const wanted = squash(quote);
  if (squash(input.notes).includes(wanted)) return undefined;
  return input.documents.find((d) => squash(d.text).includes(wanted))?.name;
}

/** A derivation with each part's quote cut to its words and traced to its document. */
function traced(derivation: Derivation, input: ClientInput): Derivation {
  const parts = derivation.parts?.map((part) => {
    if (!part.quote) return part;
    const { quote } = splitAnnotation(part.quote);
    const document = part.document ?? documentHolding(quote, input);
    return { ...part, quote, ...(document ? { document } : {}) };
  });
  return { ...derivation, ...(parts ? { parts } : {}) };
}

/**
 * Where a fact came from: the advisor's correction, a derivation from other facts (parts that
 * each have their own words: a sum, assets minus liabilities), or the notes' or a document's
 * own words, with the derivation that turned what they say into the value (a month made a
 * year, a range's midpoint, a statement's total, an age from a year of birth).
 */
export function factSource(
  fact: Pick<Fact<unknown>, 'source' | 'derivation' | 'origin'>,
  input: ClientInput,
): FactSource {
  if (fact.origin === 'advisor') return { kind: 'advisor' };
  const derivation = fact.derivation && traced(fact.derivation, input);
  const { quote, note } = splitAnnotation(fact.source);
  const fromOtherFacts =
    derivation?.parts?.length &&
    derivation.method !== 'monthly-x12' &&
    derivation.method !== 'range-midpoint' &&
    derivation.parts.every((part) => part.quote);
  if (fromOtherFacts) return { kind: 'derived', derivation };
  const document = documentHolding(quote, input);
  return {
    kind: document ? 'document' : 'notes',
    quote,
    ...(document ? { document } : {}),
    ...(derivation ? { derivation } : {}),
    ...(note ? { note } : {}),
  };
}

const RISK: Record<RiskTolerance, 'conservative' | 'moderate' | 'growth'> = {
  conservative: 'conservative',
  'moderately conservative': 'conservative',
  moderate: 'moderate',
  'moderately aggressive': 'growth',
  aggressive: 'growth',
};

const hasValue = (f: Fact<number> | undefined) => f !== undefined && f.value > 0;

/**
 * Whether an owned business's shares are the dominant holding (README: closely held stock is a
 * security too): true when the notes say it is most of what the household owns or its value is
 * more than half of a total it is compared with (stated, or of two listed holdings or more);
 * false without a business, or when its value is known to be the minor part or the holdings
 * the notes list make up their stated total without it (the business is held through them:
 * a ranch's land and cattle); otherwise unknown.
 */
function businessDominates(facts: ClientFacts): boolean | undefined {
  const business = facts.business?.value;
  if (!business) return false;
  if (business.isMostOfWealth) return true;
  const total = facts.totalAssets?.value;
  if (business.value !== undefined && total !== undefined && total > business.value)
    return business.value * 2 > total;
  // The business is all the notes put a value on: it dominates what is known of the holdings.
  if (business.value !== undefined && total !== undefined && business.value > 0) return true;
  return facts.holdingsList?.value.accountsForTotal ? false : undefined;
}

/** ClientFacts -> analysis.facts, each with its source. */
export function toAnalysisFacts(facts: ClientFacts, input: ClientInput): AnalysisFacts {
  const out: AnalysisFacts = {};
  const put = (field: string, fact: Fact<unknown> | undefined, value?: unknown) => {
    if (!fact) return;
    (out as Record<string, unknown>)[field] = {
      value: value ?? fact.value,
      source: factSource(fact, input),
    };
  };
  put('netWorth', facts.netWorth);
  if (out.netWorth && facts.netWorthContradicted)
    out.netWorth.conflicts = [
      {
        value: facts.netWorthContradicted.value,
        source: factSource(facts.netWorthContradicted, input),
      },
    ];
  put('totalAssets', facts.totalAssets);
  put('totalLiabilities', facts.totalLiabilities);
  put('annualIncome', facts.annualIncome);
  put('annualSpending', facts.annualExpenses);
  if (facts.ages.length > 0)
    put(
      'ages',
      facts.ages[0],
      facts.ages.map((a) => a.value),
    );
  put('state', facts.state);
  put('maritalStatus', facts.maritalStatus);
  put('children', facts.children);
  put('grandchildren', facts.grandchildren);
  put('unmarriedPartner', facts.unmarriedPartner);
  put('businessOwner', facts.business, true);
  // Investment, second-home, commercial or farm property; a primary home alone is false.
  const property =
    [facts.investmentRealEstateValue, facts.secondHomeValue].find(hasValue) ??
    facts.unvaluedProperty;
  // Where the notes list what the client holds, what the list lacks is known to be absent:
  // no investment property, no single stock position (derived from the list, and said so).
  const listed = facts.holdingsList;
  const absentFromList = (note: string): FactSource => ({
    kind: 'derived',
    quote: listed!.source,
    derivation: { method: 'other', note },
  });
  const record = out as Record<string, unknown>;
  if (property) put('realEstate', property, true);
  else if (hasValue(facts.primaryResidenceValue))
    put('realEstate', facts.primaryResidenceValue, false);
  else if (listed)
    record.realEstate = {
      value: false,
      source: absentFromList('no investment or second-home property among the listed assets'),
    };
  const businessIsDominant = businessDominates(facts);
  if (facts.concentratedPosition) put('concentratedStock', facts.concentratedPosition, true);
  else if (businessIsDominant)
    record.concentratedStock = {
      value: true,
      source: {
        kind: 'derived',
        quote: facts.business!.source,
        derivation: {
          method: 'other',
          note: 'the owned business is most of the holdings the notes value',
        },
      },
    };
  else if (listed && businessIsDominant === false)
    record.concentratedStock = {
      value: false,
      source: absentFromList('no single stock position among the listed assets'),
    };
  if (facts.retirementAccounts)
    put('retirementAccounts', facts.retirementAccounts, facts.retirementAccounts.value > 0);
  put('charitableIntent', facts.charitableIntent);
  if (facts.riskTolerance)
    put('riskTolerance', facts.riskTolerance, RISK[facts.riskTolerance.value]);
  if (facts.goals.length > 0)
    put(
      'primaryGoals',
      facts.goals[0],
      facts.goals.map((g) => g.value),
    );
  // What selection reads of the existing plan, shown so the advisor can see and correct it.
  const documents = facts.planDocuments ?? [];
  if (documents.length > 0)
    put(
      'estateDocuments',
      documents[0],
      documents.map((d) => documentWords(d.value)),
    );
  put('businessBasis', facts.businessBasis);
  put('childrenAges', facts.childrenAges);
  // The late spouse's unused exclusion a portability election carried over: part of the
  // exemption every estate figure uses, so shown where the advisor can check and correct it.
  const election = facts.portability?.value;
  if (election?.elected && election.dsue !== undefined)
    put('lateSpouseExclusion', facts.portability, election.dsue);
  if (facts.businessSale)
    put('businessSale', facts.businessSale, saleWords(facts.businessSale.value));
  if (facts.occupations)
    put(
      'occupations',
      facts.occupations,
      facts.occupations.value.map((o) => `${o.person}: ${o.occupation}`),
    );
  if (facts.formerState) put('formerState', facts.formerState);
  if (facts.plannedRetirementAge) put('plannedRetirementAge', facts.plannedRetirementAge);
  // Bequests beyond the children, in the words the advisor corrects: 'nephew: $500,000'.
  if (facts.statedBequests)
    put(
      'statedBequests',
      facts.statedBequests,
      facts.statedBequests.value.map((b) => `${b.to}: ${formatUsd(b.amount)}`),
    );
  if (facts.insider) put('insider', facts.insider);
  // Where each property sits (a state taxes the real property in it at a death): 'label: ST'.
  const placed = (facts.properties ?? []).filter((p) => p.value.state);
  if (placed.length > 0)
    record.propertyStates = {
      value: placed.map((p) => `${p.value.label}: ${p.value.state}`),
      source: factSource(
        {
          source: placed.map((p) => p.source).join('; '),
          origin: placed.every((p) => p.origin === 'advisor') ? 'advisor' : undefined,
        },
        input,
      ),
    };
  // Each person's citizenship and country of residence, in the occupations' 'person: ' form.
  const perPerson = (list: { person: string; country: string }[]) =>
    list.map((c) => `${c.person}: ${c.country}`);
  if (facts.citizenship) put('citizenship', facts.citizenship, perPerson(facts.citizenship.value));
  if (facts.residenceCountry)
    put('residenceCountry', facts.residenceCountry, perPerson(facts.residenceCountry.value));
  // Citizenship and ties abroad: what the gift, estate and reporting rules turn on.
  if (facts.crossBorder) put('crossBorder', facts.crossBorder, facts.crossBorder.value.split('; '));
  // What the key figures are computed from, shown with their source and correctable.
  if (facts.plannedCharitableGift)
    put(
      'plannedCharitableGift',
      facts.plannedCharitableGift,
      facts.plannedCharitableGift.value.amount,
    );
  if (facts.plannedOptionExercise)
    put(
      'plannedOptionExercise',
      facts.plannedOptionExercise,
      facts.plannedOptionExercise.value.shares,
    );
  if (facts.itemizedDeductions)
    put('itemizedDeductions', facts.itemizedDeductions, facts.itemizedDeductions.value.amount);
  if (facts.exemptionUsed) {
    const used = facts.exemptionUsed.value;
    put('exemptionUsed', facts.exemptionUsed, used.client + used.spouse);
  }
  return out;
}
