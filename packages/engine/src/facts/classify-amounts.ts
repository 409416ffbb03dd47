import type { Derivation } from '@strata/contracts';
import { findAmounts, type AmountMention } from './amounts';
import { isAboutRelative } from './relatives';
import { parseCount } from './number-words';
import {
  AMOUNT_KEYWORDS,
  HOLDING_KINDS,
  NOT_TICKERS,
  PROPERTY_KINDS,
  type AmountKind,
} from './amount-keywords';
import { clauseEnd, clauseStart, firstAtOrAfter, sectionOf, type TextLayout } from './text-layout';

interface KeywordHit {
  start: number;
  end: number;
  kind: AmountKind;
  isWeak: boolean;
}

/** An amount with what it was judged to be and the snippet that says so. */
export interface ClassifiedAmount extends AmountMention {
  kind?: AmountKind;
  /** The words that decided the kind ('mortgage', 'NVDA'). */
  keyword?: string;
  source: string;
  /** Written as part of a larger figure ('including $2M in the IRA'). */
  isSubset: boolean;
  section: number;
  /** For a statement's total: the account its document names before it ('Rollover IRA'). */
  accountKind?: AmountKind;
  /** A value worked out from the words rather than written ('20,000 vested x ($15 - $3)'). */
  derivation?: Derivation;
}

const KEYWORD_PATTERNS = AMOUNT_KEYWORDS.map((kw) => ({
  ...kw,
  regex: new RegExp(
    `(?<![A-Za-z0-9])(?:${kw.pattern})(?![A-Za-z0-9])`,
    kw.isCaseSensitive ? 'g' : 'gi',
  ),
}));

// A ticker after 'of', 'in', 'shares of' or a share count ('42,000 sh NVDA'), before 'shares'
// or 'stock', or right after its figure ('holds $6M GOOG').
const TICKER =
  /(?:(?<=\b(?:of|in|shares of|sh|shs|shares)\s)[A-Z]{2,5}(?![A-Za-z0-9(])|\b[A-Z]{2,5}(?=\s+(?:shares|stock|position|holding))|(?<=[$£€][\d.,]+\s?(?:[kKmM]{1,2}|million)?\s)[A-Z]{2,5}(?![A-Za-z0-9]))/g;
const SUBSET = /\b(?:incl(?:uding|udes|uded|\.)?|of which|within|inside (?:the|his|her|their))/i;
/**
 * An amount given away, not held: '~1M of BTC to charity', '250K to each of 2 sons', '$50K to
 * the DAF'. The gift's size, never a balance.
 */
const GIVEN_AWAY =
  /^\s*(?:of\s+(?:[\w$.-]+\s+){1,2}?)?to\s+(?:charit(?:y|ies)|(?:a|the|their|his|her)\s+(?:DAF|donor[- ]advised fund|foundation|church|university|kids|children|grandkids|grandchildren)|(?:each|both|all)\s+(?:of\s+)?(?:the\s+|his\s+|her\s+|their\s+)?(?:\d+\s+|two\s+|three\s+|four\s+)?(?:kids|children|sons|daughters|grandkids|grandchildren))\b/i;
/**
 * What a trust is to be funded with: 'seed trust with $2.5M', 'fund the SLAT with $10M'. A planned
 * transfer's size, not a holding of its own.
 */
const FUNDS_A_TRUST_BEFORE =
  /\b(?:seed(?:s|ed|ing)?|fund(?:s|ed|ing)?|capitali[sz]e[sd]?)\s+(?:the\s+|a\s+|an\s+|each\s+)?(?:[\w-]+\s+){0,2}?(?:trust|IDGT|SLAT|GRAT|ILIT|CRT|CLAT|DAF|foundation)\s+with\s*(?:about|approx\.?|~|≈)?\s*$/i;
/** A figure the client leaves at death: 'leaves $2M to', 'bequeath $500K', 'bequest of $1M'. */
const BEQUEATHED_BEFORE =
  /\b(?:leaves?|leaving|bequeath\w*|bequests?\s+of)\s*(?:about|approx\.?|~|≈)?\s*$/i;
/**
 * Money going into a 529 ('front-load 529s with $190K', '$95K into each 529', 'gave $38K to the
 * grandkids' 529s'): a contribution, not the balance the account holds.
 */
const INTO_EDUCATION_ACCOUNT =
  /\b(?:front[- ]?load\w*|superfund\w*|fund(?:s|ed|ing)?|put(?:s|ting)?|gave|give[sn]?|gift\w*|contribut\w*|deposit\w*|seed\w*|into|each)\b/i;
// Right after the figure, on its line.
const SHARE_COUNT = /^[ \t]*(?:sh|shs|shares|units|options|ac|acres?)\b/i;
/** A figure said to sit inside the account named before it. */
const INSIDE_AFTER =
  /^\s*(?:inside|within it|in (?:the|that|his|her) (?:401\(?k\)?|IRA|plan|account))\b/i;
/** A count of shares of one ticker: '~48k sh DELL', '12,000 shares of NVDA'. */
const SHARES_OF_A_TICKER =
  /\b\d[\d,.]*\s*[kK]?\s*(?:sh|shs|shares)\s+(?:of\s+)?[A-Z]{2,5}\b(?![^.;\n]*\$)[^$]*$/;
/** A price per share ('$2/share', '$10 per sh'). */
const PER_SHARE = /^[ \t]*(?:\/|per[ \t]+)(?:share|sh)\b/i;
/** A figure in brackets after a price per share: 'value $2/share ($16M)'. */
const PRICED_SHARES_BEFORE = /\$[\d.,]+\s*(?:\/|per\s+)(?:share|sh)\b\s*\(\s*$/i;
/** The clause owns shares of a company: 'Owns 8M shares of private startup'. */
const SHARES_OWNED =
  /\b(?:owns?|holds?|has)\b[^.;\n]{0,20}?\b(?:shares|stock|units)\s+(?:of|in)\b/i;
/** A price per acre ('Land appraised ~$2,800/ac'), and the acres it prices ('Ranch ~3,000 ac'). */
const PER_ACRE = /^[ \t]*(?:\/|per[ \t]+)ac(?:re)?\b/i;
const ACRES = /(\d{1,3}(?:,\d{3})+|\d+)[ \t]*(?:ac|acres)\b/i;
const EMBEDDED_GAIN =
  /^[ \t]*(?:of[ \t]+)?(?:unrealized[ \t]+|embedded[ \t]+|built[- ]in[ \t]+)?gains?\b/i;
const INCLUDES_AFTER = /^\s*(?:\([^)]*\)\s*)?(?:incl(?:uding|udes|uded|\.)?|of which)\b/i;
const NEAR_PREFIX = 25;
const LIST_SEPARATOR = /[,;:]/;
const NEAR_SUFFIX = 20;

function isMostlyUppercase(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length > 0 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
}

function keywordHits(text: string): KeywordHit[] {
  const hits: KeywordHit[] = [];
  for (const kw of KEYWORD_PATTERNS) {
    for (const m of text.matchAll(kw.regex)) {
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        kind: kw.kind,
        isWeak: Boolean(kw.isWeak),
      });
    }
  }
  if (!isMostlyUppercase(text)) {
    for (const m of text.matchAll(TICKER)) {
      if (NOT_TICKERS.has(m[0])) continue;
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        kind: 'concentrated',
        isWeak: false,
      });
    }
  }
  // Leftmost-longest: 'real estate' beats 'estate', 'taxable income' beats 'income'.
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: KeywordHit[] = [];
  for (const hit of hits) {
    const last = kept[kept.length - 1];
    if (last && hit.start < last.end) continue;
    kept.push(hit);
  }
  return kept;
}

/** The clause start, reaching back one line when the amount's own line holds no words (tax forms). */
function regionStart(layout: TextLayout, amount: AmountMention, amounts: AmountMention[]): number {
  const start = clauseStart(layout, amount.start);
  const before = layout.text.slice(start, amount.start);
  if (/[A-Za-z]{2}/.test(before) || start === 0 || layout.text[start - 1] !== '\n') return start;
  const previousStart = clauseStart(layout, start - 1);
  const holdsAmount = amounts.some((a) => a.start >= previousStart && a.end <= start);
  return holdsAmount ? start : previousStart;
}

const DEBT_KINDS = new Set<AmountKind>(['liability', 'totalLiabilities']);

/** 'Mortgages on rentals total $900k', 'Mortgage - rental $480,000': the debt, not the property it is secured on. */
function debtOnAsset(
  text: string,
  before: KeywordHit[],
  nearest: KeywordHit,
  amount: AmountMention,
) {
  const debt = before[before.indexOf(nearest) - 1];
  if (!debt || !DEBT_KINDS.has(debt.kind)) return undefined;
  // 'Mortgage on the rental', and a statement's 'Mortgage - residence' or 'Loan (rental)'.
  const joined =
    /^(?:\s+(?:on|against)\s+|\s*[-–—:(]\s*)(?:(?:the|a|an|his|her|their|two|three|four|all)\s+)?$/i.test(
      text.slice(debt.end, nearest.start),
    );
  const valuesAsset = /\b(?:worth|valued?|value|appraised)\b/i.test(
    text.slice(nearest.end, amount.start),
  );
  return joined && !valuesAsset ? debt : undefined;
}

const COUNT = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)';
const PROPERTY_NOUN =
  '(rentals?|propert(?:y|ies)|units?|houses?|homes?|buildings?|condos?|SFRs?|duplex(?:es)?|doors?)';
/** 'Bought 3 of the rentals in 2025 for', 'sell 2 older rentals (value': some of the properties. */
const SOME_OF_THEM = new RegExp(
  `\\b${COUNT}\\s+(?:of\\s+(?:the|these|those|his|her|their|our|its)\\s+)?(?:[a-z-]+\\s+){0,2}${PROPERTY_NOUN}\\b[^.;\\n$]*$`,
  'i',
);
const countOf = (word: string) => parseCount(word) ?? Number(word);
const stem = (noun: string) =>
  noun
    .toLowerCase()
    .replace(/(?:es|s)$/, '')
    .replace(/ie$/, 'y');

/**
 * A figure for some of the properties the notes counted before ('Owns 8 SFR rentals ... value
 * $3.2M ... Bought 3 of the rentals in 2025 for $1.2M'): a part of the holding already valued,
 * not one more.
 */
function isPartOfCounted(text: string, position: number): boolean {
  const sentence =
    text
      .slice(0, position)
      .split(/\.(?!\d)|[;\n]/)
      .pop() ?? '';
  const part = SOME_OF_THEM.exec(sentence);
  if (!part) return false;
  const earlier = text.slice(0, position - sentence.length + part.index);
  const whole = new RegExp(`\\b${COUNT}\\s+(?:[A-Za-z-]+\\s+){0,2}${PROPERTY_NOUN}\\b`, 'gi');
  return [...earlier.matchAll(whole)].some(
    (m) => stem(m[2]!) === stem(part[2]!) && countOf(m[1]!) > countOf(part[1]!),
  );
}

/** Pay the business gives its staff, between the pay word and its figure. */
const STAFF_PAY_BEFORE =
  /^\s*(?:paid|pays|paying)\s+(?:out\s+)?(?:to\s+)?(?:(?:the|its|his|her|their|our|all)\s+)?(?:\d+\s+)?(?:W-?2\s+)?(?:employees|staff|workers|crew|team|techs|technicians|hourly\s+staff)\b/i;
/** Staff named right after a figure: '$1.3M for 22 employees', '$400k to staff'. */
const STAFF_AFTER =
  /^\s*(?:\/\s*(?:yr|year)\s*)?(?:for|to|across|of)\s+(?:(?:the|its|his|her|their|all)\s+)?(?:\d+\s+|~\d+\s+)?(?:W-?2\s+)?(?:employees|staff|workers|crew|techs|technicians|FTEs?)\b/i;

/** A value word right before a figure: 'value $3.2M', 'worth ~$2M', 'FMV: $900k'. */
const VALUE_BEFORE =
  /\b(?:worth|valued?(?:\s+at)?|(?:market\s+)?value|appraised(?:\s+at)?|FMV)\s*[:=]?\s*(?:about|approx\.?|~|≈)?\s*\$?$/i;

/**
 * 'Owns 8 SFR rentals outright + mortgages: value $3.2M, debt $1.1M': a value named after the
 * debt on the properties just named is the properties' value, not the debt (the debt has its
 * own word, and figure, after it).
 */
function valueOfSecuredAsset(
  text: string,
  before: KeywordHit[],
  nearest: KeywordHit,
  amount: AmountMention,
) {
  if (!DEBT_KINDS.has(nearest.kind)) return undefined;
  if (!VALUE_BEFORE.test(text.slice(nearest.end, amount.start))) return undefined;
  const asset = before[before.indexOf(nearest) - 1];
  if (!asset || !PROPERTY_KINDS.includes(asset.kind)) return undefined;
  return /[.;\n]/.test(text.slice(asset.end, nearest.start)) ? undefined : asset;
}

/** The words of pay: a salary, wages, a W-2 or a bonus. */
const PAY_WORD = /^(?:W-?2(?: income| wages| comp)?|salar(?:y|ies)|wages|bonus(?:es)?)$/i;
/** Between pay and the company that pays it: 'W-2 salary from S corp', 'salary paid by the LLC'. */
const PAID_BY =
  /^\s+(?:(?:paid\s+)?(?:from|by|through|via)|out\s+of)\s+(?:(?:the|his|her|their|a|an|own)\s+)*$/i;

/**
 * 'W-2 salary from S corp $200k': the company named as what pays the pay before it is no
 * holding; the figure is the pay.
 */
function payFrom(text: string, before: KeywordHit[], nearest: KeywordHit) {
  if (nearest.kind !== 'business') return undefined;
  const pay = before[before.indexOf(nearest) - 1];
  if (!pay || pay.kind !== 'incomePart') return undefined;
  return PAID_BY.test(text.slice(pay.end, nearest.start)) ? pay : undefined;
}

/** A basis word followed by its own figure: 'basis ~$1M', 'basis of about $400k', 'basis: 1.2M'. */
const BASIS_FIGURE_AFTER =
  /^\s*[:=~≈]?\s*(?:(?:of|is|at|around|about|approx(?:imately|\.)?|near(?:ly)?|roughly)\s+)*~?\s*[$£€]?\d/i;

/** An inheritance received, then only an article before its figure: 'inherited a $750k'. */
const INHERITED_BEFORE =
  /^inherited\s+(?:(?:an?|the|her|his|their)\s+)?(?:about\s+|approx\.?\s+|~\s*)?\$?$/i;
/** Words before 'inherited' that make the inheritance one still to come ('will have inherited'). */
const INHERITANCE_TO_COME =
  /\b(?:will|would|may|might|could|expects?|expected|stands? to|to be|once|when|if)\b[^.;\n]*$/i;

function chooseKeyword(
  text: string,
  prefix: KeywordHit[],
  suffix: KeywordHit[],
  amount: AmountMention,
  isListItem: boolean,
) {
  const afterReset = prefix.slice(prefix.findLastIndex((h) => h.kind === 'reset') + 1);
  let nearestBefore = afterReset[afterReset.length - 1];
  if (nearestBefore?.isWeak) {
    nearestBefore = afterReset.findLast((h) => !h.isWeak) ?? nearestBefore;
  }
  // 'IRA (inherited from John, spousal rollover) ~1.6M': words in brackets between a holding
  // and its figure qualify the holding; they do not name the figure.
  const from = Math.max(0, amount.start - 200);
  const aside = /\([^()]*\)\s*[~≈]?\s*\$?$/.exec(text.slice(from, amount.start));
  if (aside && nearestBefore && nearestBefore.start >= from + aside.index) {
    const open = from + aside.index;
    nearestBefore =
      afterReset.findLast((h) => h.end <= open && /^\s*$/.test(text.slice(h.end, open))) ??
      nearestBefore;
  }
  if (nearestBefore)
    nearestBefore = debtOnAsset(text, afterReset, nearestBefore, amount) ?? nearestBefore;
  if (nearestBefore) nearestBefore = payFrom(text, afterReset, nearestBefore) ?? nearestBefore;
  if (nearestBefore)
    nearestBefore = valueOfSecuredAsset(text, afterReset, nearestBefore, amount) ?? nearestBefore;
  // '$6M of stock with a $400k basis': a basis word claims only the amount written just before it.
  // '9.0M incl his IRA ~2.1M': what follows an inclusion word names the part, not this total.
  // In a list ('house ~2.4M, H 401k ~2.1M'), a label past a comma, colon or semicolon opens
  // the next item when another figure follows in the clause: it names that one, not this.
  // '$20M, basis near zero': a basis past a comma opens its own item; it names no figure before it.
  const firstAfter = suffix.find(
    (h) =>
      h.kind !== 'reset' &&
      !(isListItem && LIST_SEPARATOR.test(text.slice(amount.end, h.start))) &&
      !(h.kind === 'basis' && /\bwith\b|[,;]/i.test(text.slice(amount.end, h.start))) &&
      // '$6M GOOG (basis ~$1M)': a basis word with its own figure right after names that one.
      !(h.kind === 'basis' && BASIS_FIGURE_AFTER.test(text.slice(h.end, h.end + 30))) &&
      !SUBSET.test(text.slice(amount.end, h.start)) &&
      // 'post-money $120M -> his stake ~$42M': past an arrow a label names the figure it leads to.
      !/->|→|=>/.test(text.slice(amount.end, h.start)),
  );
  // 'Other assets: $3M brokerage, $2M home': a figure that opens a list item, its label right
  // after it, is that label's; the word before the separator heads the list or ends the last item.
  const opensItem =
    firstAfter &&
    nearestBefore &&
    /^\s+$/.test(text.slice(amount.end, firstAfter.start)) &&
    // The item may name whose it is first ('Income: his $600K salary, her $150K consulting').
    /[,;:]\s*(?:(?:his|her|their|H|W|husband|wife|client|spouse)\s+)?$/i.test(
      text.slice(nearestBefore.end, amount.start),
    );
  if (opensItem) return { hit: firstAfter, claims: true };
  // 'Inherited a $750k IRA from her mother': the figure is the value of the account inherited,
  // named right after it, which the client holds now.
  if (
    firstAfter &&
    HOLDING_KINDS.includes(firstAfter.kind) &&
    nearestBefore &&
    INHERITED_BEFORE.test(text.slice(nearestBefore.start, amount.start)) &&
    !INHERITANCE_TO_COME.test(
      text.slice(Math.max(0, nearestBefore.start - 25), nearestBefore.start),
    ) &&
    // Its kind's words may come between ('a $750k traditional IRA').
    /^\s+(?:[A-Za-z.-]+\s+){0,2}$/.test(text.slice(amount.end, firstAfter.start))
  )
    return { hit: firstAfter, claims: true };
  // 'works in practice ($60k W-2)', 'the LLC $90k salary': a pay word right after the figure
  // says it is pay; the company before it is where the pay comes from.
  if (
    firstAfter?.kind === 'incomePart' &&
    PAY_WORD.test(text.slice(firstAfter.start, firstAfter.end)) &&
    /^\s*$/.test(text.slice(amount.end, firstAfter.start)) &&
    nearestBefore?.kind === 'business'
  )
    return { hit: firstAfter, claims: true };
  if (nearestBefore && amount.start - nearestBefore.end <= NEAR_PREFIX)
    return { hit: nearestBefore, claims: false };
  if (firstAfter && firstAfter.start - amount.end <= NEAR_SUFFIX)
    return { hit: firstAfter, claims: true };
  if (nearestBefore) return { hit: nearestBefore, claims: false };
  if (firstAfter) return { hit: firstAfter, claims: true };
  return undefined;
}

/** The end of a run of keywords read as one phrase ('estate tax exemption'). */
function chainEnd(text: string, hits: KeywordHit[], hit: KeywordHit): number {
  let end = hit.end;
  // Hits are sorted and do not overlap: the chain goes on only while the next one touches it.
  for (let i = hits.indexOf(hit) + 1; i < hits.length; i += 1) {
    const next = hits[i]!;
    if (!/^\s?$/.test(text.slice(end, next.start))) break;
    end = next.end;
  }
  return end;
}

/** The sorted, non-overlapping `hits` lying wholly within [from, to). */
function hitsWithin(hits: KeywordHit[], starts: number[], from: number, to: number): KeywordHit[] {
  const found: KeywordHit[] = [];
  for (let i = firstAtOrAfter(starts, from); i < hits.length && hits[i]!.start < to; i += 1)
    if (hits[i]!.end <= to) found.push(hits[i]!);
  return found;
}

/** The hits no amount overlaps ('401k' is a plan only where it is not read as a figure). */
function outsideAmounts(hits: KeywordHit[], amounts: AmountMention[]): KeywordHit[] {
  let a = 0;
  return hits.filter((h) => {
    while (a < amounts.length && amounts[a]!.end <= h.start) a += 1;
    return !(a < amounts.length && amounts[a]!.start < h.end);
  });
}

/**
 * The first of `kinds` an attached document names before `position`, as a rule its heading or
 * subject ('Rollover IRA statement', 'Subject property: ... (second home)'); none in the notes.
 */
function kindNamedInDocument(
  layout: TextLayout,
  hits: KeywordHit[],
  starts: number[],
  position: number,
  kinds: readonly AmountKind[],
): AmountKind | undefined {
  const section = sectionOf(layout, position);
  if (section === 0) return undefined;
  const sectionStart = layout.documentStarts[section - 1] ?? 0;
  return hitsWithin(hits, starts, sectionStart, position).find((h) => kinds.includes(h.kind))?.kind;
}

/**
 * The other spouse's figure of the income just named, with no word of its own: 'He claimed SS
 * at 67 ($42k/yr), she gets $22k.', 'SS - Tom $4,200/mo, Linda $3,600/mo'.
 */
// ('SS: Frank $46K/yr (claimed at 70), Joan $24K/yr': a remark in brackets may come between.)
const SPOUSE_GETS_TOO =
  /^(?:[^.;\n]{0,12}|[^.;\n(]{0,8}\([^()\n]{0,40}\)\s*)[,;]\s*(?:and\s+)?(?:(?:she|he|wife|husband|spouse|W|H)\s+(?:gets|receives|collects|draws)|(?:[A-Z][a-z]+|she|he|wife|husband|spouse|W|H)\s*:?)\s*(?:about|approx\.?|~|≈)?\s*$/;

/**
 * The other spouse's balance of the retirement account just named, the first said to be one
 * person's: '401k $1.6M (Tom), Janet $240k'. A name after a figure no one owns is a holding
 * listed next ('401k $1.6M, Chase $300k').
 */
const OTHER_PERSONS_TOO =
  /^\s*\((?:[A-Z][a-z]+|his|hers|H|W)\)\s*[,;]\s*(?:and\s+)?(?:[A-Z][a-z]+|wife|husband|spouse|she|he)(?:'s)?\s*:?\s*(?:about|approx\.?|~|≈)?\s*$/;
const RETIREMENT_KINDS: readonly AmountKind[] = ['retirement', 'roth'];
/** Words after a plan's figure that make it the year's contribution: '401k $24,500 maxed'. */
const CONTRIBUTION_AFTER = /^\s*(?:maxed|max(?:ed)? out|contributions?|deferrals?)\b/i;
/**
 * Words between a plan and its figure that make the figure what goes in each year: 'she gets
 * $70k total', 'he contributes $23.5k', 'puts in ~$30k'.
 */
const CONTRIBUTION_BEFORE =
  /\b(?:gets|receives|is given|puts? in|puts? away|contributes?|contributing|defers?|deferring|saves?)\s*(?:about|approx\.?|around|up to|~|≈)?\s*\$?$/i;
/** Kinds a list gives person by person: 'Term life: Dan $3M, Mei $2M', 'IRAs: Tom $1.1M, Ann $400k'. */
const PER_PERSON_KINDS: readonly AmountKind[] = ['retirement', 'roth', 'lifeInsurance'];
/** A first name (after the kind's label) right before a figure. */
const NAMED_FIGURE = /[:,]\s*[A-Z][a-z]+\s*:?\s*(?:about|approx\.?|~|≈)?\s*$/;
/** The next person's name, and nothing else, between two figures. */
const NEXT_NAMED = /^\s*[,;]\s*(?:and\s+)?[A-Z][a-z]+\s*:?\s*(?:about|approx\.?|~|≈)?\s*$/;

/** A company's revenue or earnings named after the figure. */
const COMPANY_FIGURE_AFTER =
  /^\s*(?:in\s+)?(?:annual\s+)?(?:revenues?|sales|ARR|EBITDA|top[- ]line|gross receipts)\b/i;
/** The words of a limit or target just before an income figure. */
const LIMIT_BEFORE =
  /\b(?:under|below|less than|no more than|at most|target(?:ing)?|cap(?:ped)? at|stay(?:ing)? (?:under|below))\s*(?:about|approx\.?|~|≈)?\s*\$?$/i;
const INCOME_KINDS: readonly AmountKind[] = ['agi', 'incomeTotal', 'incomePart'];
/** What a relative the notes speak of earns or is worth: theirs, not the household's. */
const A_RELATIVES_OWN: readonly AmountKind[] = [...INCOME_KINDS, 'netWorth', 'totalAssets'];
/** The words of a threshold just before an assets figure ('never over', '<', 'under'). */
const THRESHOLD_BEFORE =
  /(?:<|≤|\b(?:under|below|less than|no more than|at most|never (?:over|above|exceeded|more than)|not (?:over|above|more than)|max(?:imum)?(?: of)?))\s*(?:about|approx\.?|~|≈)?\s*\$?$/i;

/**
 * A net worth given without something, then with it: 'NW approx $4.5M ex-practice, ~$9M with
 * it'. The second is the household's net worth; the first leaves part of it out.
 */
const LEAVES_OUT = /^\s*(?:ex-?|excl\.?|excluding|w\/o|without)\s*(?:the\s+)?[A-Za-z]/i;
const WITH_IT = /^\s*(?:with|incl(?:uding|\.)?|plus)\s+(?:it|that|the\s+\w+)\b/i;

/** A divorce still being negotiated: any alimony will be under an instrument made after 2018. */
const DIVORCE_TO_COME =
  /\b(?:divorce planning|divorcing|getting divorced|mediation|divorce (?:is )?(?:pending|underway|in progress|filed|proceedings))\b/i;
/** The client pays it: 'H pays alimony ~12K/mo'. */
const PAYS_IT = /\b(?:pays?|paying|paid|owes?|will pay)\b/i;

/** A divorce decree, agreement or order the clause dates after 2018. */
function afterTcja(clause: string): boolean {
  const m =
    /\b((?:19|20)\d\d)\s+(?:divorce\s+)?(?:decree|agreement|settlement|order|divorce)\b|\b(?:decree|agreement|settlement|order|divorce[d]?)\b[^.;\n]{0,25}?\b((?:19|20)\d\d)\b/i.exec(
      clause,
    );
  const year = Number(m?.[1] ?? m?.[2] ?? 0);
  return year >= 2019;
}

/**
 * A sale and its price, nothing between them naming what is sold ('sale in ~2 yrs for ~40M'),
 * or a buyer's price ('to PE buyer for $18M').
 */
const SALE_PRICE_BEFORE =
  /(?:\b(?:sale|sell(?:s|ing)?|acquisition|buyout|exit)\b[^$.;\n\d]{0,30}?\b(?:in\s+~?\d+\s*(?:-\s*\d+\s*)?(?:yrs?|years?|mos?|months?)\s+)?|\bto\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:buyer|acquirer|purchaser)\s+)(?:for|at)\s*(?:about|approx\.?|~|≈)?\s*\$?$/i;
const NAMES_A_COMPANY = /\b(?:[CS][- ]?corp\w*|company|business|startup|LLC|Inc)\b|\bco\b(?!-)/;

/** Between a position and the account it sits in: 'NVDA held in Schwab taxable'. */
const HELD_IN = /^\s+(?:held\s+)?(?:in|at)\s+(?:(?:his|her|their|the|a|an|our)\s+)?$/i;
/** 'Condo Naples paid off, approx $1.6M': a property said to carry no debt, then its value. */
const NO_DEBT_ON_IT =
  /\b(?:paid[- ]off|no (?:mortgage|mtg)|mortgage[- ]free|debt[- ]free|free and clear)\b/i;
/** Words just before a figure that make it a holding's value today. */
const VALUE_NOW = /\b(?:now|today|currently|worth|valued at)\s*(?:about|approx\.?|~|≈)?\s*$/i;

/**
 * The acres a price per acre prices ('Ranch ~3,000 ac ... appraised ~$2,800/ac'): the first
 * count of acres in the same section (the notes or one document), when the words after the
 * figure make it a price per acre.
 */
function acresPriced(layout: TextLayout, at: number, after: string) {
  if (!PER_ACRE.test(after)) return undefined;
  const section = layout.documentStarts.findLast((s) => s <= at) ?? 0;
  const m = ACRES.exec(layout.text.slice(section));
  return m ? { count: Number(m[1]!.replace(/,/g, '')), words: m[0] } : undefined;
}

/** The notes say the client owns the business whole: '100% of a consulting S corp', 'sole owner'. */
const SOLE_OWNER =
  /\b(?:sole (?:owner|proprietor\w*|shareholder|member)|(?:owns?|owning|owned) (?:100%|all)|100% (?:owner|of|shareholder)|wholly[- ]owned|single[- ]member|solo (?:practice|practitioner|owner))(?![A-Za-z])/i;
/** A business's profit named just before its figure: 'net income $1.1M', 'Practice net profit $900k'. */
const PROFIT_BEFORE =
  /\b(?:net (?:income|profits?|earnings)|(?:business|practice|company|firm|K-1) (?:income|profits?)|profits?)\s*(?:of|is|was|about|approx\.?|around|~|≈|:|\s)*\$?$/i;
/** A company whose profit passes through to its owner: not a C corporation's. */
const PASS_THROUGH =
  /\b(?:S[- ]?corp\w*|LLC|PLLC|partnership|(?:sole )?proprietorship|practice|business|company|firm)\b/i;

/**
 * The profit of a business the client owns whole is the owner's income (an S corporation's,
 * a partnership's or a proprietorship's passes through to its owner's return): 'He owns 100%
 * of a consulting S corp ... net income $1.1M', 'sole owner of dental practice S corp ...
 * Practice net profit $900k after his $250k salary'. A firm's profit the client has a part of
 * stays the firm's; a C corporation's stays in the company.
 */
function isOwnersProfit(layout: TextLayout, amount: AmountMention, hit: KeywordHit | undefined) {
  if (!hit || !['incomeTotal', 'incomePart', 'ignore'].includes(hit.kind)) return false;
  const { text } = layout;
  const clause = text.slice(clauseStart(layout, amount.start), amount.start);
  if (!PROFIT_BEFORE.test(clause) || !PASS_THROUGH.test(clause)) return false;
  if (/\bC[- ]?corp/i.test(clause)) return false;
  return SOLE_OWNER.test(text);
}

/**
 * Every amount in the text with the kind its surrounding words give it (none of the companies
 * named by a figure, as '3M' is).
 */
export function classifyAmounts(
  layout: TextLayout,
  companies: readonly string[] = [],
): ClassifiedAmount[] {
  const { text } = layout;
  const amounts = findAmounts(text, companies);
  const hits = outsideAmounts(keywordHits(text), amounts);
  const starts = hits.map((h) => h.start);
  const classified: ClassifiedAmount[] = [];
  let claimedUntil = 0;
  amounts.forEach((amount, i) => {
    const previousEnd = amounts[i - 1]?.end ?? 0;
    const from = Math.max(regionStart(layout, amount, amounts), previousEnd, claimedUntil);
    const to = Math.min(clauseEnd(layout, amount.end), amounts[i + 1]?.start ?? text.length);
    const prefix = hitsWithin(hits, starts, from, amount.start);
    const suffix = hitsWithin(hits, starts, amount.end, to);
    const next = amounts[i + 1];
    const isListItem = next !== undefined && next.start < clauseEnd(layout, amount.end);
    const chosen = chooseKeyword(text, prefix, suffix, amount, isListItem);
    // '~42,000 sh NVDA held in Schwab taxable, approx $5.6M': the figure is the position's; the
    // account only says where it is held.
    const heldPosition =
      chosen?.hit.kind === 'investments'
        ? hitsWithin(hits, starts, clauseStart(layout, amount.start), chosen.hit.start)
            .filter((h) => h.kind === 'concentrated')
            .find((h) => HELD_IN.test(text.slice(h.end, chosen.hit.start)))
        : undefined;
    const choice = heldPosition ? { ...chosen!, hit: heldPosition } : chosen;
    if (choice?.claims) claimedUntil = chainEnd(text, hits, choice.hit);
    const snippetStart = Math.min(choice?.hit.start ?? amount.start, amount.start);
    const snippetEnd = Math.max(choice?.hit.end ?? amount.end, amount.end);
    const source = text.slice(snippetStart, snippetEnd).replace(/\s+/g, ' ').trim();
    const after = text.slice(amount.end, amount.end + 80);
    // A figure with no word of its own that goes on to say what it includes is their total.
    const isTotalOfParts = !choice && INCLUDES_AFTER.test(after);
    // 'Home paid off, bought 1988 for $240k, now ~$1.9M': today's value of the property the
    // clause opens with, past its purchase price and the words that said it has no debt.
    const clauseBefore = text.slice(clauseStart(layout, amount.start), amount.start);
    const valueNow =
      !choice &&
      (VALUE_NOW.test(text.slice(Math.max(0, amount.start - 25), amount.start)) ||
        NO_DEBT_ON_IT.test(clauseBefore))
        ? hitsWithin(hits, starts, clauseStart(layout, amount.start), amount.start).find((h) =>
            PROPERTY_KINDS.includes(h.kind),
          )
        : undefined;
    // '$2/share ($16M)': the shares at that price, the holding the clause opens with ('Owns 8M
    // shares of private startup'), named by those words.
    const sharesFrom = clauseStart(layout, amount.start);
    const sharesOwned =
      !choice && PRICED_SHARES_BEFORE.test(text.slice(Math.max(0, amount.start - 30), amount.start))
        ? SHARES_OWNED.exec(text.slice(sharesFrom, amount.start))
        : null;
    const kind = (): AmountKind | undefined => {
      if (valueNow) return valueNow.kind;
      // A company's own figures ('Company did $245B revenue') are not what the client owns.
      if (COMPANY_FIGURE_AFTER.test(after)) return 'ignore';
      // A company's payroll is what it pays its staff, not the owner's income: 'W-2 wages paid
      // to employees $1.3M', 'payroll $1.3M for 22 employees'.
      if (
        choice &&
        INCOME_KINDS.includes(choice.hit.kind) &&
        (STAFF_PAY_BEFORE.test(text.slice(choice.hit.end, amount.start)) || STAFF_AFTER.test(after))
      )
        return 'ignore';
      // A relative's pay and wealth are theirs, not the household's: 'Daughter (single, NJ,
      // physician ~$500k) is sole heir', 'son makes $90k', "Wife's father (81) has an estate of
      // ~$40M" (what she may inherit one day is no part of the couple's net worth now).
      if (
        choice &&
        A_RELATIVES_OWN.includes(choice.hit.kind) &&
        isAboutRelative(text, amount.start)
      )
        return 'ignore';
      // A limit the client aims to stay under ('keep AGI under $250k') is no income.
      if (
        choice &&
        INCOME_KINDS.includes(choice.hit.kind) &&
        LIMIT_BEFORE.test(text.slice(Math.max(0, amount.start - 25), amount.start))
      )
        return 'ignore';
      // A legal test's threshold, not a balance: 'gross assets never over 20M', '(orig issue,
      // <50M assets)' (section 1202(d)'s $50M), 'assets under $10M'.
      if (
        choice &&
        ['totalAssets', 'netWorth'].includes(choice.hit.kind) &&
        THRESHOLD_BEFORE.test(text.slice(Math.max(0, amount.start - 25), amount.start))
      )
        return 'ignore';
      // A holding named before its figure stays one when left to someone ('house ~1.2M to
      // the kids'); a figure that opens the phrase is the gift's size ('~1M of BTC to charity').
      if (choice?.claims !== false && GIVEN_AWAY.test(after)) return 'ignore';
      if (FUNDS_A_TRUST_BEFORE.test(text.slice(Math.max(0, amount.start - 60), amount.start)))
        return 'ignore';
      // 'Will leaves $2M to alma mater and church at second death': a bequest (bequest-facts
      // reads it), never a year's giving nor a holding.
      if (BEQUEATHED_BEFORE.test(text.slice(Math.max(0, amount.start - 25), amount.start)))
        return 'ignore';
      // '401k $24,500 maxed': the year's contribution at the plan's limit, not its balance;
      // 'profit-sharing plan, she gets $70k total': what the plan puts in for her each year.
      if (
        choice &&
        RETIREMENT_KINDS.includes(choice.hit.kind) &&
        (CONTRIBUTION_AFTER.test(after) ||
          CONTRIBUTION_BEFORE.test(text.slice(choice.hit.end, amount.start)))
      )
        return 'ignore';
      // 'ISOs: 40k sh' counts shares; '~$800k gain embedded' is a gain, not a basis or a value.
      if (SHARE_COUNT.test(after) || EMBEDDED_GAIN.test(after)) return 'ignore';
      // '409A value $2/share', 'IPO at maybe $10/share': a price per share, no holding.
      if (PER_SHARE.test(after)) return 'ignore';
      if (sharesOwned) return 'concentrated';
      // '~48k sh DELL, mostly from ESPP. Total ~$5.6M': the total of the shares just counted.
      if (
        choice?.hit.kind === 'totalAssets' &&
        /^total$/i.test(text.slice(choice.hit.start, choice.hit.end)) &&
        SHARES_OF_A_TICKER.test(text.slice(Math.max(0, choice.hit.start - 160), choice.hit.start))
      )
        return 'concentrated';
      if (
        choice?.hit.kind === 'educationSavings' &&
        INTO_EDUCATION_ACCOUNT.test(text.slice(from, to))
      )
        return 'ignore';
      // Alimony is the client's income only where the client receives it under a divorce
      // instrument made before 2019 (IRC 71, repealed for later ones by TCJA section 11051): not
      // what the client pays, nor alimony under a decree after 2018 or a divorce still under way.
      if (
        choice &&
        /^(?:alimony|spousal support)$/i.test(text.slice(choice.hit.start, choice.hit.end)) &&
        (PAYS_IT.test(text.slice(clauseStart(layout, amount.start), amount.start)) ||
          afterTcja(text.slice(clauseStart(layout, amount.start), clauseEnd(layout, amount.end))) ||
          DIVORCE_TO_COME.test(text))
      )
        return 'ignore';
      // 'C-corp SaaS co ... Expect sale in ~2 yrs for ~40M': a sale's price with no word of
      // its own, in notes that name a company, is the company's (money-facts weighs a buyer's
      // price against any valuation).
      if (!choice && SALE_PRICE_BEFORE.test(clauseBefore) && NAMES_A_COMPANY.test(text))
        return 'business';
      if (isTotalOfParts) return 'totalAssets';
      // 'owns 3 two-flats in Logan Sq, total value ~$2.1M': in the notes, the total of the
      // properties its clause names, not a statement's total.
      if (choice?.hit.kind === 'accountTotal' && sectionOf(layout, amount.start) === 0) {
        const property = hitsWithin(
          hits,
          starts,
          clauseStart(layout, amount.start),
          choice.hit.start,
        )
          .filter((h) => PROPERTY_KINDS.includes(h.kind))
          .at(-1);
        if (property) return property.kind;
      }
      // A return's 'Taxable income' line is after its deductions: the household's income is
      // the return's total income, which its reader takes. Only the notes' own is income.
      if (
        choice?.hit.kind === 'incomeTotal' &&
        sectionOf(layout, amount.start) !== 0 &&
        /^taxable income$/i.test(text.slice(choice.hit.start, choice.hit.end))
      )
        return 'ignore';
      if (choice?.hit.kind !== 'otherRealEstate') return choice?.hit.kind;
      return (
        kindNamedInDocument(layout, hits, starts, amount.start, PROPERTY_KINDS) ?? 'otherRealEstate'
      );
    };
    const ownersProfit = isOwnersProfit(layout, amount, choice?.hit);
    const annotations = isTotalOfParts ? ['a total: it includes what follows'] : [];
    // The land's value is the price per acre times the acres, the working shown.
    const acres = acresPriced(layout, amount.start, after);
    const perAcreKind = acres ? kind() : undefined;
    // A price per acre paid or at a death is a basis, not today's value: no holding.
    if (acres && (!perAcreKind || !PROPERTY_KINDS.includes(perAcreKind))) {
      classified.push({
        ...amount,
        kind: 'ignore',
        keyword: undefined,
        source,
        isSubset: false,
        section: sectionOf(layout, amount.start),
      });
      return;
    }
    if (acres) {
      classified.push({
        ...amount,
        value: amount.value * acres.count,
        kind: perAcreKind,
        keyword: choice ? text.slice(choice.hit.start, choice.hit.end) : undefined,
        source: `${source}/ac × ${acres.words} [the price per acre times the acres]`,
        isSubset: false,
        section: sectionOf(layout, amount.start),
      });
      return;
    }
    const before = classified.at(-1);
    const wholeNetWorth =
      before?.kind === 'netWorth' &&
      LEAVES_OUT.test(text.slice(before.end, before.end + 20)) &&
      WITH_IT.test(text.slice(amount.end, amount.end + 25)) &&
      !/[.;\n]/.test(text.slice(before.end, amount.start));
    if (wholeNetWorth) {
      classified[classified.length - 1] = {
        ...before,
        kind: 'ignore',
        source: `${before.source} [a net worth leaving part out]`,
      };
      classified.push({
        ...amount,
        kind: 'netWorth',
        keyword: before.keyword,
        source: text
          .slice(before.start, amount.end + (WITH_IT.exec(text.slice(amount.end))?.[0].length ?? 0))
          .replace(/\s+/g, ' '),
        isSubset: false,
        section: sectionOf(layout, amount.start),
      });
      return;
    }
    // A figure of the same order as the one named ('$3,600/mo' after '$4,200/mo'), not a
    // holding listed next ('SS 40K, Chase 300K').
    const sameOrder =
      before !== undefined && amount.value <= 3 * before.value && amount.value * 5 >= before.value;
    const between = before ? text.slice(before.end, amount.start) : '';
    const spouseToo =
      !choice &&
      before !== undefined &&
      ((before?.kind === 'incomePart' && sameOrder && SPOUSE_GETS_TOO.test(between)) ||
        (RETIREMENT_KINDS.includes(before?.kind ?? 'ignore') && OTHER_PERSONS_TOO.test(between)) ||
        // 'Term life: Dan $3M, Mei $2M': each person's figure of the kind named first.
        (PER_PERSON_KINDS.includes(before?.kind ?? 'ignore') &&
          NAMED_FIGURE.test(text.slice(Math.max(0, before.start - 20), before.start)) &&
          NEXT_NAMED.test(between)));
    classified.push({
      ...amount,
      kind: spouseToo ? before.kind : ownersProfit ? 'incomePart' : kind(),
      keyword: ownersProfit
        ? 'business income'
        : choice
          ? text.slice(choice.hit.start, choice.hit.end)
          : spouseToo
            ? before.keyword
            : valueNow
              ? text.slice(valueNow.start, valueNow.end)
              : sharesOwned
                ? text.slice(sharesFrom, amount.start).replace(/\s+/g, ' ').trim()
                : undefined,
      source: valueNow
        ? text.slice(valueNow.start, amount.end).replace(/\s+/g, ' ').trim()
        : sharesOwned
          ? text
              .slice(sharesFrom + sharesOwned.index, amount.end)
              .replace(/\s+/g, ' ')
              .trim()
          : spouseToo
            ? // Whose figure it is: 'Janet $240k', 'she gets $22k'.
              `${between.replace(/^[^,;]*[,;]\s*(?:and\s+)?/, '')}${text.slice(amount.start, amount.end)}`
                .replace(/\s+/g, ' ')
                .trim()
            : annotations.length > 0
              ? `${source} [${annotations.join('; ')}]`
              : source,
      // '401k $1.1M (Dell stock fund $300k inside)': part of the account just named.
      isSubset:
        SUBSET.test(text.slice(from, amount.start)) ||
        INSIDE_AFTER.test(after) ||
        (PROPERTY_KINDS.includes(kind() ?? 'ignore') && isPartOfCounted(text, amount.start)),
      section: sectionOf(layout, amount.start),
      ...(choice?.hit.kind === 'accountTotal'
        ? { accountKind: kindNamedInDocument(layout, hits, starts, amount.start, HOLDING_KINDS) }
        : {}),
    });
  });
  return classified;
}
