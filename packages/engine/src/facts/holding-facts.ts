import type { ClientFacts, Fact } from '../types';
import type { AmountKind } from './amount-keywords';
import type { ClassifiedAmount } from './classify-amounts';
import { householdPeople, personNamedIn, type HouseholdPeople } from './household-people';
import type { AccountKind, Owner, RealEstateUse } from './observation';
import { stateOfPlace } from './state-facts';
import { clauseEnd, firstAtOrAfter, type TextLayout } from './text-layout';

/**
 * The notes' balance sheet one holding at a time (issue 11's household detail): each account
 * and property the advisor lists, with its cost basis and its owner where the words say so.
 * Totals and the figures written inside them ('incl. ~3.1M of one stock') are not holdings.
 */

/** A listed holding and the basis figure the notes give for it. */
export interface ListedHolding {
  holding: ClassifiedAmount;
  basis?: ClassifiedAmount;
}

const ACCOUNT_KINDS = new Set<AmountKind>([
  'investments',
  'retirement',
  'roth',
  'educationSavings',
]);
const PROPERTY_KINDS = new Set<AmountKind>([
  'residence',
  'secondHome',
  'investmentRealEstate',
  'otherRealEstate',
]);

/** Cash and deposits, not securities: 'cash', 'checking', 'savings', 'money market', 'CDs'. */
const CASH =
  /^(?:cash|checking|savings|money market|CDs?|landed|was deposited|were deposited|hit (?:the|their|his|her) (?:account|bank))$/i;
/**
 * Words that name a taxable account or the securities in one. Broad words ('portfolio',
 * 'investable', 'liquid', 'investments') often take in retirement money too: no account.
 */
const TAXABLE =
  /brokerage|taxable|joint (?:acct|account)|trust account|managed (?:assets|accounts?)|securities|stocks|equities|bonds|munis?\b|municipal|mutual funds|index funds|ETFs?|T-bills|treasur|Schwab|Fidelity|Vanguard|Morgan Stanley|Merrill|UBS|Goldman|Morgan|Wells Fargo|Edward Jones|Raymond James|LPL|Pershing|E\*Trade|Interactive Brokers/i;
const BROAD_INVESTMENTS = /^(?:portfolio|investments?|invested|investable)$/i;
const ANNUITY = /^annuit/i;
const PLANNED_PURCHASE =
  /\b(?:buy|buying|purchase|purchasing|shopping for|looking (?:at|for))\b(?!\s+(?:in|back)\b)/i;
const LAND = /\b(?:land|acreage|acres?|ranch|farm(?:land)?)\b/i;
const FARM = /\b(?:farm(?:land)?|ranch)\b/i;
const COMMERCIAL = /commercial|office|warehouse|strip|shopping|retail|industrial/i;

/** A basis column in a pasted table ('Asset | Value | Basis'). */
const BASIS_HEADER = /^\s*(?:(?:cost |tax |adjusted )?basis|cost)\s*$/i;

interface TableCell {
  start: number;
  end: number;
}

/**
 * For each line of a table whose columns are split by '|' or tabs, the spans of its cells and
 * whether each is a basis column by the header above it (the last such line with no figure).
 */
function basisCells(text: string): TableCell[] {
  const cells: TableCell[] = [];
  let basisColumns: number[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const parts = line.split(/\||\t/);
    if (parts.length < 3) basisColumns = [];
    else if (!/\d/.test(line))
      basisColumns = parts.flatMap((p, i) => (BASIS_HEADER.test(p) ? [i] : []));
    else {
      let at = offset;
      parts.forEach((part, i) => {
        if (basisColumns.includes(i)) cells.push({ start: at, end: at + part.length });
        at += part.length + 1;
      });
    }
    offset += line.length + 1;
  }
  return cells;
}

/**
 * The holdings the notes list (accounts and real estate, not totals or their parts), each with
 * its basis: the figure in a table's basis column of its row; a basis written after it in the
 * same clause before any other holding ('brokerage 6.1M (basis ~1.25M)'); or a basis whose
 * clause has no other figure and names exactly one listed holding by its word ('Land bought in
 * the 70s - basis ~1.2M').
 */
export function listedHoldings(layout: TextLayout, amounts: ClassifiedAmount[]): ListedHolding[] {
  const { text } = layout;
  const isHolding = (a: ClassifiedAmount) =>
    !a.period &&
    !a.isSubset &&
    a.section === 0 &&
    a.kind !== undefined &&
    (ACCOUNT_KINDS.has(a.kind) || PROPERTY_KINDS.has(a.kind));
  const listed = amounts.filter(isHolding).map((holding): ListedHolding => ({ holding }));
  const byHolding = new Map(listed.map((l) => [l.holding, l]));
  const cells = basisCells(text);
  const newlines = [...text.matchAll(/\n/g)].map((m) => m.index);
  let cell = 0;
  let lastHolding: ListedHolding | undefined;
  const byWord = holdingsByWord(listed);
  amounts.forEach((a, index) => {
    if (byHolding.has(a)) {
      lastHolding = byHolding.get(a);
      return;
    }
    while (cells[cell] && cells[cell]!.end < a.start) cell += 1;
    const inBasisCell = cells[cell] !== undefined && cells[cell]!.start <= a.start;
    // The basis cell's own row: no line break between the row's holding and this figure.
    const sameLine =
      inBasisCell &&
      lastHolding !== undefined &&
      firstAtOrAfter(newlines, lastHolding.holding.end) === firstAtOrAfter(newlines, a.start);
    if (sameLine && !lastHolding!.basis) {
      lastHolding!.basis = a;
      return;
    }
    if (a.kind !== 'basis' || a.period) return;
    const sameClause =
      lastHolding !== undefined && clauseEnd(layout, lastHolding.holding.end) >= a.start;
    if (sameClause && !lastHolding!.basis) {
      lastHolding!.basis = a;
      return;
    }
    const named = namedHolding(layout, amounts, index, byWord);
    if (named && !named.basis) named.basis = a;
  });
  return listed;
}

/** Listed holdings by the word that named them, lower case ('land', 'brokerage'). */
function holdingsByWord(listed: ListedHolding[]): Map<string, ListedHolding[]> {
  const map = new Map<string, ListedHolding[]>();
  for (const l of listed) {
    const word = l.holding.keyword?.toLowerCase().replace(/\s+/g, ' ');
    if (!word) continue;
    const same = map.get(word);
    if (same) same.push(l);
    else map.set(word, [l]);
  }
  return map;
}

/** Index of the last '.', '!' or '?' followed by white space in `text`, or -1. */
function lastSentenceEnd(text: string): number {
  for (let i = text.length - 2; i >= 0; i -= 1)
    if ('.!?'.includes(text[i]!) && /\s/.test(text[i + 1]!)) return i;
  return -1;
}

/** How far a sentence naming a holding is read back from its basis figure (characters). */
const SENTENCE_REACH = 200;

/**
 * The one listed holding whose word the basis figure's clause repeats, when the clause holds no
 * other figure. Such clauses hold one figure each, so the clauses read add up to the text once.
 */
function namedHolding(
  layout: TextLayout,
  amounts: ClassifiedAmount[],
  index: number,
  byWord: Map<string, ListedHolding[]>,
): ListedHolding | undefined {
  const basis = amounts[index]!;
  // The sentence, not the clause: 'Land came from her father; basis ~1.2M'.
  const before = layout.text.slice(Math.max(0, basis.start - SENTENCE_REACH), basis.start);
  const stop = Math.max(before.lastIndexOf('\n'), lastSentenceEnd(before));
  const from = basis.start - before.length + stop + 1;
  const to = Math.min(clauseEnd(layout, basis.end), basis.end + SENTENCE_REACH);
  const previous = amounts[index - 1];
  const next = amounts[index + 1];
  if ((previous && previous.end > from) || (next && next.start < to)) return undefined;
  const words =
    layout.text
      .slice(from, basis.start)
      .toLowerCase()
      .match(/[a-z0-9()'-]+/g) ?? [];
  const found = new Set<ListedHolding>();
  // Keywords run to three words ('joint taxable', 'primary residence').
  for (let i = 0; i < words.length; i += 1)
    for (let n = 1; n <= 3 && i + n <= words.length; n += 1)
      for (const l of byWord.get(words.slice(i, i + n).join(' ')) ?? []) found.add(l);
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * The words that name the holding: from the last list separator before its figure (or the start
 * of its line), and a parenthesis right after the figure ('IRA ~2.0M (retitled as inherited IRA)').
 */
function holdingWords(
  text: string,
  a: ClassifiedAmount,
  previousEnd: number,
): { item: string; after: string } {
  const before = text.slice(Math.max(previousEnd, a.start - 80), a.start);
  // A separator inside brackets right before the figure is the aside's own ('IRA (inherited
  // from Mom, 2024) ~$500K'): the holding's words start before the brackets.
  const aside = /\([^()]*\)\s*[~≈]?\s*\$?$/.exec(before)?.index ?? before.length;
  const cut = Math.max(
    ...[',', ';', ':', '\n', '.'].map((s) => before.slice(0, aside).lastIndexOf(s)),
  );
  const item = `${before.slice(cut + 1)}${text.slice(a.start, a.end)}`.replace(/\s+/g, ' ').trim();
  const after = /^\s*\([^()\n]{0,60}\)/.exec(text.slice(a.end, a.end + 70))?.[0] ?? '';
  return { item, after };
}

/**
 * The owner an item's words name: 'joint', 'H's IRA', 'W rollover IRA', 'wife's 401(k)',
 * 'Carol trad IRA' where the notes give Carol's age as the spouse's.
 */
function ownerOf(words: string, people: HouseholdPeople): Owner | undefined {
  if (/\b(?:joint|jointly|JT|JTWROS)\b/i.test(words)) return 'joint';
  if (/\btrust\b/i.test(words) && !/\btrust account\b/i.test(words)) return 'trust';
  return personNamedIn(words, people);
}

function accountKind(
  a: ClassifiedAmount,
  words: string,
  hasBasis = false,
): AccountKind | undefined {
  const keyword = a.keyword ?? '';
  if (a.kind === 'roth') return 'roth';
  if (a.kind === 'educationSavings') return '529';
  // A spouse who rolls an inherited IRA over owns it as her own (IRC 408(d)(3)(C) does not
  // reach a spouse): a spousal rollover is no inherited IRA.
  if (a.kind === 'retirement')
    return /\binherit/i.test(words) &&
      !/\b(?:spousal|spouse)\s+roll\s?over|\brolled\s+(?:it\s+)?over\b/i.test(words)
      ? 'inherited-ira'
      : 'traditional-retirement';
  if (CASH.test(keyword)) return 'cash';
  if (ANNUITY.test(keyword)) return 'annuity';
  // A broad word with a cost basis beside it ('Portfolio $24M (basis $11M)') names securities
  // held in a taxable account: a retirement account's money has no basis to state.
  return TAXABLE.test(keyword) || (hasBasis && BROAD_INVESTMENTS.test(keyword))
    ? 'taxable'
    : undefined;
}

function propertyUse(a: ClassifiedAmount, words: string): RealEstateUse {
  switch (a.kind) {
    case 'residence':
      return 'primary-home';
    case 'secondHome':
      return 'second-home';
    case 'investmentRealEstate':
      if (FARM.test(words)) return 'farmland';
      if (LAND.test(words)) return 'land';
      return COMMERCIAL.test(words) ? 'commercial' : 'rental';
    default:
      return 'other';
  }
}

const withBasis = (quote: string, l: ListedHolding) =>
  l.basis ? `${quote} [basis: ${l.basis.source}]` : quote;

/** 'IRAs $4.2M (his $3.1M, hers $1.1M)': a total the words split between the two spouses. */
const OWNER_SPLIT =
  /^\s*\(\s*(his|hers|her|H|W|husband|wife)\s*:?\s*~?\$?(\d[\d.,]*)\s*([km])?\s*[,;/&]\s*(?:and\s+)?(his|hers|her|H|W|husband|wife)\s*:?\s*~?\$?(\d[\d.,]*)\s*([km])?\s*\)/i;

function ownerSplit(
  after: string,
  total: number,
  people: HouseholdPeople,
): { owner: Owner; amount: number }[] | undefined {
  const m = OWNER_SPLIT.exec(after);
  if (!m) return undefined;
  const dollars = (figure: string, unit: string | undefined) =>
    Number(figure.replace(/,/g, '')) * ({ k: 1e3, m: 1e6 }[unit?.toLowerCase() as 'k' | 'm'] ?? 1);
  const ownerOfWord = (word: string) =>
    people.roles[/^(?:his|H|husband)$/i.test(word) ? 'husband' : 'wife'];
  const parts = [
    { owner: ownerOfWord(m[1]!), amount: dollars(m[2]!, m[3]) },
    { owner: ownerOfWord(m[4]!), amount: dollars(m[5]!, m[6]) },
  ];
  // Only a split of this total between the two of them.
  if (Math.abs(parts[0]!.amount + parts[1]!.amount - total) > 0.01 * total) return undefined;
  if (!parts[0]!.owner || !parts[1]!.owner || parts[0]!.owner === parts[1]!.owner) return undefined;
  return parts as { owner: Owner; amount: number }[];
}

/** The accounts and properties of the listed holdings, with owner and basis where stated. */
export function holdingFacts(
  text: string,
  listed: ListedHolding[],
  ages: Fact<number>[],
): Pick<ClientFacts, 'accounts' | 'properties'> {
  const people = householdPeople(ages);
  const accounts: NonNullable<ClientFacts['accounts']> = [];
  const properties: NonNullable<ClientFacts['properties']> = [];
  let previousEnd = 0;
  for (const l of listed) {
    const a = l.holding;
    const { item, after } = holdingWords(text, a, previousEnd);
    const words = `${item} ${after}`;
    previousEnd = a.end;
    // The item's own words when they name more than the classifier's snippet ('H trad IRA 2.3M').
    const quote = item.length > a.source.length && item.endsWith(a.source) ? item : a.source;
    // A subtotal stands for holdings of several kinds; an estate is not an account ('joint
    // taxable estate ~$5M'); a home the client means to buy is not yet theirs.
    if (
      a.source.includes('[subtotal of:') ||
      /\b(?<!real )estate\b/i.test(item) ||
      PLANNED_PURCHASE.test(item)
    )
      continue;
    const owner = ownerOf(words, people);
    const basis = l.basis?.value;
    if (PROPERTY_KINDS.has(a.kind!)) {
      const place = stateOfPlace(words);
      properties.push({
        value: {
          use: propertyUse(a, words),
          label: a.source,
          amount: a.value,
          ...(basis !== undefined ? { basis } : {}),
          ...(place ? { state: place } : {}),
        },
        source: withBasis(quote, l),
      });
      continue;
    }
    const kind = accountKind(a, words, l.basis !== undefined);
    if (!kind) continue;
    const split = ownerSplit(after, a.value, people);
    if (split && !owner) {
      for (const part of split)
        accounts.push({
          value: { kind, label: a.source, amount: part.amount, owner: part.owner },
          source: `${quote} ${after.trim()}`,
        });
      continue;
    }
    accounts.push({
      value: {
        kind,
        label: a.source,
        amount: a.value,
        ...(basis !== undefined && kind !== 'cash' ? { basis } : {}),
        ...(owner ? { owner } : {}),
      },
      source: withBasis(quote, l),
    });
  }
  return {
    ...(accounts.length ? { accounts } : {}),
    ...(properties.length ? { properties } : {}),
  };
}
