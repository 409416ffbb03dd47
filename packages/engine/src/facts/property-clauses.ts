import type { ClientFacts } from '../types';
import type { AmountKind } from './amount-keywords';
import { findAmounts, type AmountMention } from './amounts';
import type { ClassifiedAmount } from './classify-amounts';
import type { RealEstateUse } from './observation';

type Property = NonNullable<ClientFacts['properties']>[number];

/**
 * One property described in one clause with several figures, as advisors write a developer's or
 * an investor's holdings: '96-unit apt complex bought 2017 for 11M, ~3M depreciation taken,
 * worth ~16M, debt ~7M'; 'raw land held since 2014 (paid 0.5M) - homebuilder offering ~4.5M'.
 * Each figure's role is told by the words around it: what it is worth (or would sell for),
 * what it cost, the depreciation taken, the debt on it. The gain on a sale and the tax on it
 * follow from these, so a cost is never taken for a value.
 */

/** Uses by the nouns that name them, most specific first. */
const USES: [RegExp, RealEstateUse][] = [
  [
    /\b(?:unsold|remaining)\s+(?:units|condos|homes|lots)\b|\b(?:condo|townhome|townhouse|spec home)\s+(?:project|development|units)\b|\blots?\s+(?:held\s+)?for\s+sale\b/i,
    'inventory',
  ],
  [
    /\b(?:apts?\.?|apartments?)\s+(?:buildings?|complex(?:es)?)\b|\bmulti-?family\b|\brental\b|\bduplex\b|\b(?:tri|four|[2-8]-?)plex\b/i,
    'rental',
  ],
  [
    /\b(?:office|retail|warehouse|industrial|strip (?:mall|center)|shopping center|commercial)\b/i,
    'commercial',
  ],
  [/\b(?:farm(?:land)?|ranch)\b/i, 'farmland'],
  [/\b(?:raw|vacant)?\s*land\b|\bacreage\b/i, 'land'],
];

/** The words a sale of a property of each use is spoken of by ('sell apts in 2027'). */
const SALE_NOUNS: Partial<Record<RealEstateUse, string>> = {
  rental: 'apts?|apartments?|rentals?|buildings?|complex|duplex|(?:tri|four|[2-8]-?)plex|units',
  commercial: 'buildings?|office|retail|warehouse|center|propert(?:y|ies)',
  land: 'land|lots?|acreage|parcel',
  farmland: 'farm(?:land)?|ranch',
  inventory: 'units|condos|homes|lots',
};
// 'Listing it in May', 'putting it on the market', 'done being landlords': a sale to come.
const SALE = String.raw`\b(?:sell|selling|sale of|sold|LOI|letter of intent|offer(?:s|ed|ing)?|under contract|clos(?:e|es|ing)|list(?:ing)? (?:it|them)|put(?:ting)? (?:it |them )?on the market|done being landlords?)\b`;
/** A sentence that opens by selling the property just named ('Listing it in May', 'Will sell it'). */
const SELLS_IT_NEXT =
  /^(?:(?:we|they|he|she|plan(?:s|ning)? to|will|want(?:s)? to|going to)\s+)?(?:list(?:ing)?|sell(?:ing)?|put(?:ting)?)\s+(?:it|them)\b/i;
/** Sold for a note paid over years: an installment sale (IRC 453). */
const FOR_A_NOTE =
  /\b(?:rest|balance|remainder)\s+(?:on\s+a\s+|in\s+a\s+|as\s+a\s+)?note\b|\bseller[- ]financ\w*|\binstallment(?:s| sale| note)?\b|\bnote over\b/i;
const NOTE_YEARS = /\bnote\s+over\s+(\d{1,2})\s*(?:yrs?|years)\b/i;

/**
 * Whether the notes plan a sale of a property of this use, in its clause or elsewhere (a sale
 * of part of it, read on its own, is not a sale of the whole).
 */
function saleOf(notes: string, clause: string, use: RealEstateUse): boolean {
  const nouns = SALE_NOUNS[use];
  if (!nouns) return false;
  if (new RegExp(SALE, 'i').test(clause) && !PART_SALE.test(clause)) return true;
  // The next sentence sells it: 'Own 4-plex in Oceanside ... Listing it in May'.
  const at = notes.indexOf(clause);
  const next = at < 0 ? '' : notes.slice(at + clause.length).replace(/^[^.;\n]*[.;\n]\s*/, '');
  if (SELLS_IT_NEXT.test(next)) return true;
  notes = notes.replace(new RegExp(PART_SALE.source, 'gi'), ' ');
  const near = '[^.;\\n]{0,40}?';
  return new RegExp(
    String.raw`(?<!\b(?:no plans? to|not|never|won't|doesn't want to|don't want to)\s+)${SALE}${near}\b(?:${nouns})\b|\b(?:${nouns})\b[^.;\n]{0,20}?${SALE}`,
    'i',
  ).test(notes);
}

/**
 * A sale of part of a holding, with the part's own figures: 'plan to sell one building (worth
 * ~$2M, basis $600k) next year', 'selling two of the rentals', 'sell the largest building', 'sell 2
 * older rentals (value $700k, adjusted basis $200k)'. The part is a property of its
 * own; the rest stays held.
 */
const ALL_SALE_NOUNS = [...new Set(Object.values(SALE_NOUNS).join('|').split('|'))].join('|');
const PART_SALE = new RegExp(
  String.raw`${SALE}[^.;\n]{0,20}?\b(?:one|a single|two|three|[1-9]|part|some|half|the (?:largest|biggest|smallest|oldest|newest))\b(?:\s+of)?(?:\s+(?:the|our|their|his|her))?(?:\s+(?:older|oldest|newer|newest|smaller|larger|original|first|last|worst|best))?\s+(?:${ALL_SALE_NOUNS})\b`,
  'i',
);

interface PartSale {
  uses: RealEstateUse[];
  value: number;
  basis?: number;
  /** Where the part's own debt figure starts (in the clause, then in the notes). */
  debtAt?: number;
  sale: NonNullable<Property['value']['sale']>;
  quote: string;
}

function readPartSale(clause: string): PartSale | undefined {
  const m = PART_SALE.exec(clause);
  if (!m) return undefined;
  const noun = /\S+$/.exec(m[0])![0];
  const uses = (Object.entries(SALE_NOUNS) as [RealEstateUse, string][])
    .filter(([, nouns]) => new RegExp(String.raw`^(?:${nouns})$`, 'i').test(noun))
    .map(([use]) => use);
  const amounts = findAmounts(clause).filter(
    (a) => !a.period && a.value >= 10_000 && a.start > m.index,
  );
  const figures: Partial<Record<Role, number>> = {};
  let debtAt: number | undefined;
  amounts.forEach((a, i) => {
    const role = roleOf(clause, a, amounts[i - 1]?.end ?? m.index + m[0].length) ?? 'value';
    if (role === 'debt' && figures.debt === undefined) debtAt = a.start;
    figures[role] ??= a.value;
  });
  if (figures.value === undefined) return undefined;
  const noteYears = NOTE_YEARS.exec(clause)?.[1];
  return {
    uses,
    value: figures.value,
    ...(figures.cost !== undefined ? { basis: figures.cost } : {}),
    ...(debtAt !== undefined ? { debtAt } : {}),
    sale: FOR_A_NOTE.test(clause)
      ? { forANote: true, ...(noteYears ? { noteYears: Number(noteYears) } : {}) }
      : { forANote: false },
    // Up to its last figure, with the bracket that closes it.
    quote: clause
      .slice(m.index, amounts.at(-1)!.end)
      .concat(/^\s*\)/.exec(clause.slice(amounts.at(-1)!.end))?.[0] ?? '')
      .trim(),
  };
}

/** What a figure is, by the last such word before it in its clause or the word after it. */
const ROLE_BEFORE: [RegExp, Role][] = [
  [/\b(?:bought|purchased|acquired|paid|cost(?:\s+basis)?|basis)\b/gi, 'cost'],
  [/\b(?:depreciation|depr\.?)(?=\s|$|[^a-z])/gi, 'depreciation'],
  [/\b(?:debt|mtg|mortgage|loan|owes?)\b/gi, 'debt'],
  [
    /\b(?:worth|valued?|appraised|FMV|LOI|offer(?:s|ed|ing)?|list(?:ed|ing)?|ask(?:ing)?|now)\b/gi,
    'value',
  ],
];
const ROLE_AFTER: [RegExp, Role][] = [
  [/^\s*(?:of\s+)?(?:depreciation|depr\.?)\b/i, 'depreciation'],
  [/^\s*(?:list|listing|ask|asking|value|FMV|offer|today|now)\b/i, 'value'],
  [/^\s*(?:debt|mtg|mortgage|loan)\b/i, 'debt'],
  [/^\s*(?:cost|basis)\b/i, 'cost'],
];
type Role = 'cost' | 'depreciation' | 'debt' | 'value';
/** 'adjusted basis $1.4M': the basis after depreciation, not the cost. */
const ADJUSTED_BASIS = /\badjusted\s+(?:cost\s+|tax\s+)?basis\b[^$\d]{0,12}$/i;

/** A clause: up to a semicolon, a line break or the end of a sentence (a list's commas stay). */
const CLAUSE = /[^;\n]+?(?=;|\n|\.\s|\.?$)/g;
/** Another holding named in the list: the property's figures end before it. */
const OTHER_HOLDING =
  /\b(?:brokerage|IRAs?|401\(?k\)?s?|403\(?b\)?s?|Roth|cash|savings|securities|stocks?|bonds?|portfolio|accounts?|home|house|residence|business|company|practice)\b/i;
const SINCE_YEAR = /\b(?:since|in|bought|purchased|acquired)\s+((?:19|20)\d{2})\b/i;

function roleOf(clause: string, a: AmountMention, previousEnd: number): Role | undefined {
  const after = clause.slice(a.end, a.end + 20);
  const fromAfter = ROLE_AFTER.find(([re]) => re.test(after))?.[1];
  if (fromAfter) return fromAfter;
  const before = clause.slice(previousEnd, a.start);
  let last: { at: number; role: Role } | undefined;
  for (const [re, role] of ROLE_BEFORE)
    for (const m of before.matchAll(re))
      if (!last || m.index > last.at) last = { at: m.index, role };
  return last?.role;
}

/** A property's figures with their roles, and where each sits in the clause. */
export interface PropertyReading {
  property: Property;
  figures: { start: number; end: number; role: Role }[];
}

function readClause(notes: string, clause: string, offset: number): PropertyReading | undefined {
  const noun = USES.map(([re, use]) => ({ m: re.exec(clause), use })).find((u) => u.m);
  if (!noun?.m) return undefined;
  const { use } = noun;
  const all = findAmounts(clause).filter(
    (a) => !a.period && a.value >= 10_000 && a.start > noun.m!.index,
  );
  // The property's own figures: up to the next holding the list names.
  const amounts: AmountMention[] = [];
  for (const a of all) {
    const before = clause.slice(amounts.at(-1)?.end ?? noun.m.index, a.start);
    if (amounts.length > 0 && OTHER_HOLDING.test(before)) break;
    amounts.push(a);
  }
  if (amounts.length < 2) return undefined;
  const figures: Partial<Record<Role, number>> = {};
  const placed: PropertyReading['figures'] = [];
  let unlabelled: AmountMention | undefined;
  amounts.forEach((a, i) => {
    const role = roleOf(clause, a, amounts[i - 1]?.end ?? noun.m!.index);
    if (role && figures[role] === undefined) {
      figures[role] = a.value;
      placed.push({ start: offset + a.start, end: offset + a.end, role });
    } else if (!role) unlabelled ??= a;
  });
  if (figures.value === undefined && unlabelled) {
    figures.value = unlabelled.value;
    placed.push({ start: offset + unlabelled.start, end: offset + unlabelled.end, role: 'value' });
  }
  // An adjusted basis is the cost less the depreciation already taken: the cost is both.
  const costAt = placed.find((p) => p.role === 'cost');
  if (
    costAt &&
    figures.cost !== undefined &&
    ADJUSTED_BASIS.test(
      clause.slice(Math.max(0, costAt.start - offset - 30), costAt.start - offset),
    )
  )
    figures.cost += figures.depreciation ?? 0;
  const value = figures.value;
  // Only a clause that tells a cost, a depreciation or a debt apart from the value is read here.
  if (value === undefined || (figures.cost ?? figures.depreciation ?? figures.debt) === undefined)
    return undefined;
  const acquired = SINCE_YEAR.exec(clause)?.[1];
  const noteYears = NOTE_YEARS.exec(clause)?.[1];
  const sale = saleOf(notes, clause, use)
    ? FOR_A_NOTE.test(clause)
      ? { forANote: true, ...(noteYears ? { noteYears: Number(noteYears) } : {}) }
      : { forANote: false }
    : undefined;
  // The property's own words, from its noun to its last figure; its name, up to its figures.
  const quote = clause.slice(noun.m.index, amounts.at(-1)!.end).trim();
  const label =
    clause
      .slice(noun.m.index, amounts[0]!.start)
      .replace(/\b(?:bought|purchased|acquired|paid|worth|valued|cost|held)\b.*$/is, '')
      .replace(/[\s(,~:–-]+$/, '')
      .trim() || quote;
  const basis =
    figures.cost !== undefined
      ? Math.max(0, figures.cost - (figures.depreciation ?? 0))
      : undefined;
  const property: Property = {
    value: {
      use,
      label,
      amount: value,
      ...(basis !== undefined ? { basis } : {}),
      ...(figures.cost !== undefined ? { cost: figures.cost } : {}),
      ...(figures.depreciation !== undefined ? { depreciation: figures.depreciation } : {}),
      ...(figures.debt !== undefined ? { debt: figures.debt } : {}),
      ...(acquired ? { acquiredYear: Number(acquired) } : {}),
      ...(sale ? { sale } : {}),
    },
    source: `${quote}${basis !== undefined && figures.depreciation ? ' [basis: cost less depreciation taken]' : ''}`,
  };
  return { property, figures: placed };
}

/** Every property the notes describe clause by clause, with its figures' places in the notes. */
export function readPropertyClauses(notes: string): PropertyReading[] {
  return [...notes.matchAll(CLAUSE)].flatMap((m) => {
    const r = readClause(notes, m[0], m.index);
    return r ? [r] : [];
  });
}

/** The sales of part of a holding the notes plan, each with its own figures. */
function readPartSales(notes: string): PartSale[] {
  return [...notes.matchAll(CLAUSE)].flatMap((m) => {
    const r = readPartSale(m[0]);
    return r ? [{ ...r, ...(r.debtAt !== undefined ? { debtAt: r.debtAt + m.index } : {}) }] : [];
  });
}

/** The debts on the whole of the holdings ('mortgages $1.8M'), which a part's debt is within. */
const WHOLE_DEBT = /\b(?:mortgages|mtgs|debts|loans)\b|\btotal\s+(?:debt|mortgage)/i;

/**
 * A debt among the figures of a part to be sold ('sell the largest building ($3.2M, adjusted
 * basis $600k, $900k mortgage)') is that part's share of the holding's debt: where the notes
 * state the holding's debts as well, it is not counted a second time.
 */
export function withPartSaleDebts(
  classified: ClassifiedAmount[],
  notes: string,
): ClassifiedAmount[] {
  const partDebts = new Set(readPartSales(notes).flatMap((p) => p.debtAt ?? []));
  if (partDebts.size === 0) return classified;
  return classified.map((a) => {
    if (a.kind !== 'liability' || !partDebts.has(a.start)) return a;
    const whole = classified.some(
      (o) =>
        o !== a &&
        o.kind === 'liability' &&
        o.value >= a.value &&
        WHOLE_DEBT.test(o.source) &&
        !partDebts.has(o.start),
    );
    return whole ? { ...a, kind: 'ignore' as const } : a;
  });
}

/**
 * A property with the part the notes plan to sell taken out as a property of its own: the part
 * at its stated value and basis (else its share of the whole's basis), sold; the rest held, its
 * cost, depreciation and debt reduced in the same proportion.
 */
function splitOff(whole: Property, part: PartSale): Property[] {
  const p = whole.value;
  const share = part.value / p.amount!;
  const scaled = (n: number | undefined) => (n === undefined ? undefined : n * (1 - share));
  const partBasis = part.basis ?? (p.basis !== undefined ? p.basis * share : undefined);
  const { sale: _sale, ...held } = p;
  const rest = {
    ...held,
    amount: p.amount! - part.value,
    ...(p.basis !== undefined
      ? { basis: Math.max(0, p.basis - (partBasis ?? p.basis * share)) }
      : {}),
    // The cost falls by the basis sold; the depreciation taken goes in proportion.
    ...(p.cost !== undefined
      ? { cost: Math.max(0, p.cost - (partBasis ?? (p.basis ?? p.cost) * share)) }
      : {}),
    ...(p.depreciation !== undefined ? { depreciation: scaled(p.depreciation) } : {}),
    ...(p.debt !== undefined ? { debt: scaled(p.debt) } : {}),
  };
  return [
    { value: rest, source: `${whole.source} [less the part to be sold: ${part.quote}]` },
    {
      value: {
        use: p.use,
        label: `the part to be sold of the ${p.label}`,
        amount: part.value,
        ...(partBasis !== undefined ? { basis: partBasis } : {}),
        // Its share of the depreciation taken, recaptured at up to 25% on the sale.
        ...(p.depreciation !== undefined ? { depreciation: p.depreciation * share } : {}),
        ...(p.state ? { state: p.state } : {}),
        sale: part.sale,
      },
      source: part.quote,
    },
  ];
}

/** The properties with each part the notes plan to sell split off the holding it belongs to. */
function withPartSales(notes: string, properties: Property[]): Property[] {
  let out = properties;
  for (const part of readPartSales(notes)) {
    const whole = out.find(
      (p) =>
        part.uses.includes(p.value.use) &&
        p.value.amount !== undefined &&
        p.value.amount > part.value,
    );
    if (whole) out = out.flatMap((p) => (p === whole ? splitOff(p, part) : [p]));
  }
  return out;
}

/**
 * The properties as the notes' clauses describe them: a property read here replaces any the
 * list reading took from the same figures (a cost taken for a value, a unit project taken for
 * a home), and one the list reading missed is added.
 */
export function refineProperties(
  notes: string,
  readings: PropertyReading[],
  listed: ClientFacts['properties'],
): Pick<ClientFacts, 'properties'> {
  const read = readings.map((r) => r.property);
  if (read.length === 0) return listed ? { properties: withPartSales(notes, listed) } : {};
  const figuresOf = (p: Property) =>
    [p.value.amount, p.value.cost, p.value.debt].filter((n): n is number => n !== undefined);
  const covered = new Set(read.flatMap(figuresOf));
  const kept = (listed ?? []).filter(
    (p) => p.value.amount === undefined || !covered.has(p.value.amount),
  );
  return { properties: withPartSales(notes, [...read, ...kept]) };
}

/**
 * The kinds the property readings give the figures they place, for the balance sheet: a value is
 * real estate (a developer's inventory is not investment property), a debt a liability, and a
 * cost or depreciation no holding of its own (the property's basis carries them).
 */
export function withPropertyRoles(
  classified: ClassifiedAmount[],
  readings: PropertyReading[],
): ClassifiedAmount[] {
  const byStart = new Map<number, { role: Role; use: string }>();
  for (const r of readings)
    for (const f of r.figures) byStart.set(f.start, { role: f.role, use: r.property.value.use });
  return classified.map((a) => {
    const placed = byStart.get(a.start);
    if (!placed) return a;
    const kind: AmountKind =
      placed.role === 'value'
        ? placed.use === 'inventory'
          ? 'otherRealEstate'
          : 'investmentRealEstate'
        : placed.role === 'debt'
          ? 'liability'
          : 'ignore';
    return { ...a, kind };
  });
}
