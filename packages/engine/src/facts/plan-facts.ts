import type { ClientFacts, Fact } from '../types';
import { saleForcedOnHeirs } from './goal-facts';
import { withoutRetractions } from './retractions';

/**
 * What the notes say of the client's existing plan: the estate documents on record (and how
 * old they are), and a sale of the business planned or made. Selection needs both: old wills
 * call for new ones, a recent trust does not; an installment sale or a 1042 rollover only
 * fits a sale that is coming. A document the client only wants ('wants a revocable trust') is
 * a goal, not a document on record.
 */

type PlanDocument = NonNullable<ClientFacts['planDocuments']>[number]['value'];

/** Kinds of estate document, each with the words that name it as a noun. */
const DOCUMENT_KINDS: [string, RegExp][] = [
  ['revocable trust', /\b(?:revocable|rev\.?|living)\s+trusts?\b|\bRLTs?\b/i],
  ['irrevocable life insurance trust', /\bILITs?\b|\blife insurance trusts?\b/i],
  ['power of attorney', /\bpowers?\s+of\s+attorney\b|\bPOAs?\b/i],
  ['health care directive', /\bhealth\s*care\s+(?:proxy|directive|power)|\bliving wills?\b/i],
  // 'will' is a noun after a determiner or before what dates it; 'wills' always is.
  [
    'will',
    /(?<=\bno\s)will\b|\bwills?\s+(?:and|&)\s+(?:\w+\s+)?trusts?\b|\bwills\b|\b(?:a|the|his|her|their|simple|old|existing|current|joint|mirror|reciprocal)\s+will\b(?!\s+(?:be|have|need|want|go|get|take|make|retire|sell|receive|inherit|pass|leave|start|stop))|\bwills?\s+(?:from|dated|drafted|done|signed|written|executed|updated)\b/i,
  ],
  ['estate plan', /\bestate\s+(?:plan|planning\s+documents|documents|docs)\b/i],
];

/** The clauses of a text: split at a sentence's end, a semicolon or a line break (not '$1.2M'). */
const clausesOf = (text: string) =>
  text.split(/(?<=[.!?])\s+|[;\n]+/).filter((clause) => clause.trim().length > 0);
/** Intent, not possession: the client means to make the document, or is asked about it. */
const INTENT =
  /\b(?:wants?|would like|plans? to|planning to|consider(?:s|ing)?|interested|needs?|should|set up|create|establish|draft(?:ing)? (?:a|new)|thinking about|looking (?:at|into)|recommend(?:s|ed)?|pitched|suggested|proposed|pushing|to-?do|ask(?:s|ed)? (?:about|for)|find out|obtain|request|any)\b/i;
/** 'no will', 'never signed a will', and the next documents of a list it heads ('No will/POA'). */
const NONE =
  /\b(?:no|never (?:made|done|signed|had)|(?:does ?n[o']t|do ?n[o']t|does not|do not) have|without|lacks?|missing)\b(?:\s+(?:a|an|any|current|updated))?(?:\s*[\w ]{0,20}?\s*(?:\/|,|\bor\b|\bnor\b|\band\b))?\s*$/i;
/**
 * A widow's notes name the late husband's documents as his ('His rev trust: 250K to each of 2
 * sons'), a widower's the late wife's as hers: the words that make a document the late
 * spouse's, not the client's, where the notes say which spouse died.
 */
function lateSpouseWords(text: string): RegExp | undefined {
  const husband =
    /\b(?:widow|late husband)\b|\b(?:H|husband)\b[^.;\n]{0,20}\b(?:passed|died|d\.)/i.test(text);
  const wife = /\b(?:widower|late wife)\b|\b(?:W|wife)\b[^.;\n]{0,20}\b(?:passed|died|d\.)/i.test(
    text,
  );
  if (husband === wife) return undefined;
  const owner = husband ? "his|H['’]s|husband['’]s" : "her|W['’]s|wife['’]s";
  return new RegExp(`\\b(?:${owner})\\s+(?:\\w+\\s+)?$`, 'i');
}

/** 'owned jointly (NOT in an ILIT)': where an asset is not held says nothing of the documents. */
const NOT_HELD_IN = /\bnot\s+(?:in|held\s+(?:in|by)|owned\s+by|inside)\s+(?:a|an|the|any)?\s*$/i;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/;
const YEARS_AGO = /\b(\d{1,2})\s+years?\s+(?:old|ago)\b/i;

/** 'from the 90s': the decade's middle year, the best single year the words allow. */
const DECADE = /\b(?:from|in|since)\s+the\s+(?:19)?([5-9])0'?s\b/i;

function yearIn(clause: string, referenceYear: number): number | undefined {
  const year = YEAR.exec(clause);
  if (year) return Number(year[1]);
  const ago = YEARS_AGO.exec(clause);
  if (ago) return referenceYear - Number(ago[1]);
  const decade = DECADE.exec(clause);
  return decade ? 1905 + 10 * Number(decade[1]) : undefined;
}

/**
 * The estate documents the text says the client has (with their year when given), or a single
 * `none` entry where it says there are none ('no will', 'never signed a will'). Absent when the
 * text says nothing: unknown, not none.
 */
export function extractPlanDocuments(
  text: string,
  referenceYear: number,
  isWidowed = false,
): Pick<ClientFacts, 'planDocuments'> {
  const found: Fact<PlanDocument>[] = [];
  const lateSpouses = isWidowed ? lateSpouseWords(text) : undefined;
  for (const clause of clausesOf(text)) {
    // Each kind once per clause, its words blanked so a later kind cannot read them again
    // ('living will' is a directive, not a will).
    let unread = clause;
    const inClause: Fact<PlanDocument>[] = [];
    for (const [kind, words] of DOCUMENT_KINDS) {
      const named = words.exec(unread);
      if (!named) continue;
      unread = unread.replace(named[0], ' '.repeat(named[0].length));
      const before = clause.slice(0, named.index);
      if (NOT_HELD_IN.test(before) || lateSpouses?.test(before)) continue;
      const quote = clause.trim();
      // 'No trust, will from 2010': a document dated in its own words is on record, though a
      // 'no' heads the list before it.
      const dated = YEAR.test(clause.slice(named.index, named.index + named[0].length + 20));
      const saysNoneOfIt = /\b(?:no|without|lacks?)\s+(?:(?:a|an|any|current|updated)\s+)?$/i.test(
        before,
      );
      // 'No will updates since 2005': the will is on record; its updates are what is missing.
      const updatesMissing = /^\s*(?:updates?|changes?|revisions?|reviews?)\b/i.test(
        clause.slice(named.index + named[0].length),
      );
      if (NONE.test(before) && !(dated && !saysNoneOfIt) && !updatesMissing)
        inClause.push({ value: { kind: 'none' }, source: quote });
      else if (!INTENT.test(before)) {
        // A year in the words after the name dates it; else a clause that dates documents
        // dates all it names ('revocable trust (2019), POAs').
        const year =
          yearIn(clause.slice(named.index), referenceYear) ?? yearIn(clause, referenceYear);
        inClause.push({ value: { kind, ...(year ? { year } : {}) }, source: quote });
      }
    }
    // 'Estate docs: revocable trust, POAs' heads a list: the plan is its documents.
    const specific = inClause.some((d) => !['estate plan', 'none'].includes(d.value.kind));
    found.push(...inClause.filter((d) => !specific || d.value.kind !== 'estate plan'));
  }
  const documents = found.filter((d) => d.value.kind !== 'none');
  if (documents.length) return { planDocuments: documents };
  return found.length ? { planDocuments: [found[0]!] } : {};
}

const BUSINESS_WORD =
  '(?:company|co|business|firm|practice|agency|dealership|startup|stake|corporation|corp)';
const BUSINESS = `(?:(?:his|her|their|the|our|its|a|an)\\s+)?(?:[A-Za-z&-]+\\s+){0,3}?${BUSINESS_WORD}\\b`;
/**
 * 'selling it next year', 'Expects to sell in 2027' after a clause that names the business: 'it',
 * or a sale with no object but its date, is the business's.
 */
const SELLING_IT =
  /^\s*(?:and\s+)?(?:(?:plans?|planning|intends?|expects?|hopes?|wants?|going)\s+to\s+sell|(?:will|would)\s+sell|selling)\s+(?:(?:it|them|the shares|the stock)\b|(?=(?:next|this)\s+year\b|in\s+(?:\d{4}|\d{1,2}\s+(?:years?|yrs?))\b|within\b))/i;
const NAMES_BUSINESS = new RegExp(`\\b${BUSINESS_WORD}\\b`, 'i');
/** A sale still to come: planned, negotiated or expected. */
const PLANNED_SALE = new RegExp(
  [
    `\\b(?:(?:plans?|planning|intends?|expects?|hopes?|wants?|looking|going|about)\\s+to\\s+sell|(?:will|would)\\s+sell|selling|to\\s+sell|sale\\s+of)\\s+${BUSINESS}`,
    // A buyer at the table: an offer or letter of intent for the company or its stock.
    '\\b(?:letter of intent|LOI|buyer|acquirer)\\b[^.;\\n]{0,60}\\b(?:company|business|firm|practice|stock|shares)\\b',
    // A letter of intent signed, with the closing to come ('LOI signed Feb 2026, close expected Q4').
    '\\b(?:letter of intent|LOI)\\s+(?:signed|executed|received)\\b[^.;\\n]{0,40}\\bclos(?:e|es|ing)\\b',
    // A letter of intent in a company deal's terms: an enterprise or equity value, rollover equity.
    '\\b(?:letter of intent|LOI)\\b[^.;\\n]{0,60}\\b(?:T?EV|enterprise value|equity value|rollover)\\b',
    // An exit the client means to make ('wants: exit over 3-5 yrs').
    '\\b(?:wants?:?|plans?|planning|planned|expects?)\\s+(?:an?\\s+)?exit\\b',
    // A buyer the owners expect ('Expect acquisition in 2-3 yrs', 'acquisition likely 2027').
    '\\b(?:expects?|expected|expecting|anticipates?|anticipated|likely)\\s+(?:an?\\s+)?(?:acquisition|to be acquired)\\b',
    '\\b(?:acquisition|buyout)\\s+(?:is\\s+)?(?:expected|likely|anticipated|planned)\\b',
    // A buyer at the table: 'in talks with a strategic acquirer', 'likely all-cash sale in 12-18 months'.
    '\\b(?:in talks|talking|negotiating)\\s+with\\s+(?:an?\\s+)?(?:(?:strategic|financial|potential|PE|private equity)\\s+)?(?:acquirer|buyer)s?\\b',
    // 'Expect sale in ~2 yrs', 'anticipated sale': not of a home or a property.
    '\\b(?:likely|probable|expected|expects?|expecting|anticipates?|anticipated)\\s+(?:an?\\s+)?(?:all[- ]cash\\s+|cash\\s+)?sale\\b(?!\\s+of\\s+(?:the\\s+|his\\s+|her\\s+|their\\s+|our\\s+)?(?:house|home|residence|property|condo|rental|building|land|duplex|lot)\\b)',
    '\\b(?:company|business|firm|practice)\\b[^.;\\n]{0,40}\\b(?:sale|exit|being sold|under LOI)\\b[^.;\\n]{0,30}\\b(?:expected|planned|next year|in \\d{4}|this year|closing|closes)',
  ].join('|'),
  'i',
);
/** A sale already made. */
const MADE_SALE = new RegExp(`\\b(?:sold|exited)\\s+${BUSINESS}`, 'i');
const NEXT_YEAR = /\bnext (?:year|spring|summer|fall|autumn|winter)\b/i;
/** A year that dates something else than the sale: the company's founding, the shares' issue. */
const NOT_THE_SALES_YEAR =
  /\b(?:founded|formed|incorporated|organi[sz]ed|started|established|est\.?|since|issued|bought|acquired)\s*(?:in\s+)?$/i;
const THIS_YEAR = /\bthis year\b/i;
const WITHIN_YEARS =
  /\b(?:in|within|over)\s+(?:~\s*|about\s+|approx\.?\s+|≈\s*)?(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s+(?:years?|yrs?)\b/i;

/** The closing's year where a clause dates the offer and the closing apart ('LOI 10/2025 ... close Q2 2026'). */
const CLOSING_YEAR = /\bclos(?:e|es|ing)\b[^.;\n]{0,30}?\b(20\d{2})\b/i;

/** 'in 12-18 months': the year the later month falls in. */
const WITHIN_MONTHS =
  /\b(?:in|within|over)\s+(?:~\s*|about\s+|approx\.?\s+|≈\s*)?(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s+(?:months?|mos?)\b/i;

function saleYear(
  clause: string,
  referenceYear: number,
  status: 'sold' | 'planned',
): number | undefined {
  const closing = CLOSING_YEAR.exec(clause);
  if (closing) return Number(closing[1]);
  // A sale still to come is not dated by a past year, nor by the company's founding.
  const stated = [...clause.matchAll(new RegExp(YEAR.source, 'g'))].find(
    (m) =>
      !NOT_THE_SALES_YEAR.test(clause.slice(Math.max(0, m.index - 20), m.index)) &&
      (status === 'sold' || Number(m[1]) >= referenceYear),
  );
  if (stated) return Number(stated[1]);
  if (NEXT_YEAR.test(clause)) return referenceYear + 1;
  if (THIS_YEAR.test(clause)) return referenceYear;
  const within = WITHIN_YEARS.exec(clause);
  if (within) return referenceYear + Number(within[2] ?? within[1]);
  const months = WITHIN_MONTHS.exec(clause);
  return months ? referenceYear + Math.ceil(Number(months[2] ?? months[1]) / 12) : undefined;
}

/** A sale of the client's business the text plans or reports, with its year when given. */
export function extractBusinessSale(
  text: string,
  referenceYear: number,
): Pick<ClientFacts, 'businessSale'> {
  // A sale the advisor took back ('sold his co last yr? no - LOI signed') was not made.
  const clauses = clausesOf(withoutRetractions(text));
  for (const [i, clause] of clauses.entries()) {
    const made = MADE_SALE.exec(clause);
    const planned =
      PLANNED_SALE.exec(clause) ??
      (NAMES_BUSINESS.test(clauses[i - 1] ?? '') ? SELLING_IT.exec(clause) : null);
    const match = made ?? planned;
    if (!match) continue;
    // 'an ILIT so the kids don't have to sell the business': a sale spared the heirs, not planned.
    const sell = match.index + Math.max(0, match[0].search(/\bsell/i));
    if (!made && saleForcedOnHeirs(clause.slice(0, sell))) continue;
    const status = made ? 'sold' : 'planned';
    const year = saleYear(clause, referenceYear, status);
    return {
      businessSale: { value: { status, ...(year ? { year } : {}) }, source: clause.trim() },
    };
  }
  return {};
}

/**
 * A plan document in the words the Client Facts panel shows and the advisor corrects:
 * 'will (1998)', 'revocable trust', 'none'. `documentFromWords` reads them back.
 */
export function documentWords(document: PlanDocument): string {
  return document.year ? `${document.kind} (${document.year})` : document.kind;
}

export function documentFromWords(words: string): PlanDocument | undefined {
  const m = /^\s*([a-z][a-z ]*[a-z])\s*(?:\((\d{4})\))?\s*$/i.exec(words);
  if (!m) return undefined;
  const kind = m[1]!.toLowerCase();
  return m[2] ? { kind, year: Number(m[2]) } : { kind };
}

type BusinessSale = NonNullable<ClientFacts['businessSale']>['value'];

/** A business sale as the panel shows it and the advisor corrects it: 'planned (2027)', 'sold'. */
export function saleWords(sale: BusinessSale): string {
  return sale.year ? `${sale.status} (${sale.year})` : sale.status;
}

export function saleFromWords(words: string): BusinessSale | undefined {
  const m = /^\s*(planned|sold)\s*(?:\((\d{4})\))?\s*$/i.exec(words);
  if (!m) return undefined;
  const status = m[1]!.toLowerCase() as BusinessSale['status'];
  return m[2] ? { status, year: Number(m[2]) } : { status };
}
