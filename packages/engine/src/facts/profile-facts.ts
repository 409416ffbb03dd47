import type {
  BusinessFact,
  ClientFacts,
  ConcentratedPositionFact,
  EntityType,
  Fact,
  RiskTolerance,
} from '../types';
import type { MoneyFacts } from './money-facts';
import { findAmounts } from './amounts';
import { ownershipOf } from './ownership';
import { CHARITABLE_GIVING, refused } from './refusals';

function firstMatch(text: string, regex: RegExp): RegExpExecArray | null {
  return new RegExp(regex.source, regex.flags.replace('g', '')).exec(text);
}

const ENTITY_RULES: [RegExp, EntityType][] = [
  [/\bS[- ]?[Cc]orp(?:oration)?\b|\bsub(?:chapter)?[- ]?S\b|\b1120[- ]?S\b/, 'S corporation'],
  [/\bC[- ]?[Cc]orp(?:oration)?\b|\bForm 1120\b(?![- ]?S)/, 'C corporation'],
  [/\bP?L\.?L\.?C\b/, 'LLC'],
  [
    /\b(?:(?<!domestic )partnership|LLP|general partner|limited partner|Form 1065)\b/i,
    'partnership',
  ],
  [/\b(?:sole[- ]prop(?:rietor(?:ship)?)?|Schedule C\b|self-employed)/i, 'sole proprietorship'],
  [
    /\b(?:dental|medical|law|legal|veterinary|vet|physician|accounting|CPA|chiropractic|optometry|orthodontic|dermatology|surgical|therapy|architecture|own|private|group)\s+practice\b/i,
    'professional practice',
  ],
];

const OWNERSHIP =
  /\b(?:owns?|owned|owner|co-owner|co-owns|founder|co-founder|founded|started|runs|built|principal of|majority shareholder|shareholder|stake in|family business|family-owned|business owner|self-employed|entrepreneur|proprietor|(?:equity|managing|name|senior)\s+partner|partner\s+(?:in|at|of))\b/i;
// 'co.' and 'corp.' are the notes' shorthand for a company ('runs a construction co.').
const BUSINESS_NOUN =
  '(?:company|co\\.|corp\\.|business|firm|practice|agency|dealership|restaurants?|clinic|franchises?|startup|manufacturer|distributor|chain|shop|store|brewery|winery|contractor|bakery|pharmacy|studio|consultancy|operation|factory|group)';
// The owner's verb, then the business ('inherited 50% of his dad's co.', 'runs a clinic').
const DESCRIBED = new RegExp(
  `\\b(?:owns?|owner of|co-owner of|co-owns|founder of|co-founder of|founded|started|runs|built|inherited|sold|selling|sell|partner in|partner at|partner of)\\s+(?:\\d{1,3}\\s?%\\s+(?:of|in)\\s+)?(?:(?:an|a|the|his|her|their|its)\\s+)?((?:[A-Za-z&'’-]+\\s+){0,3}?${BUSINESS_NOUN})(?![A-Za-z])`,
  'i',
);
/** A farm or ranch the household works is its business ('ranch couple', 'farm income'). */
const FARM_OPERATION =
  /\b(ranch|farm|dairy|orchard|vineyard)(?:ing)?\s+(?:couple|family|operation|income|business)\b/i;
/** The notes say the business is most of what the household owns ('$300M, mostly the co.'). */
const MOST_OF_WEALTH =
  /\b(?:mostly|largely|primarily|mainly|predominantly|(?:almost|nearly) all)\s+(?:(?:in|tied up in)\s+)?(?:the|his|her|their|our)\s+(?:family\s+)?(?:co\.|company|business|firm|practice)|\bmost of (?:the|his|her|their|our) (?:wealth|net worth|estate|assets) (?:is|are|sits?) (?:in|tied up in) (?:the|his|her|their|our) (?:family )?(?:co\.|company|business|firm|practice)/i;

/** The entity named nearest the business; a corporate form beats 'practice' in the same sentence. */
function entityOf(text: string, anchor: number) {
  const starts = [0, ...[...text.matchAll(/[.;!?\n]/g)].map((m) => m.index + 1)];
  const sentenceOf = (index: number) => starts.findLastIndex((start) => start <= index);
  const anchorSentence = sentenceOf(anchor);
  const candidates = ENTITY_RULES.flatMap(([regex, type]) =>
    [
      ...text.matchAll(
        new RegExp(regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`),
      ),
    ].map((m) => ({ m, type, sentence: sentenceOf(m.index) })),
  );
  const sameSentence = candidates.filter((c) => c.sentence === anchorSentence);
  const pool = sameSentence.length > 0 ? sameSentence : candidates;
  // How the business is taxed beats its legal form: 'LLC (taxed as S corp)', 'PC, S-corp election'.
  const elected = (c: (typeof pool)[number]) =>
    /\b(?:taxed\s+as|elected|elects|election\s+as)\s+(?:an?\s+)?$/i.test(
      text.slice(Math.max(0, c.m.index - 20), c.m.index),
    ) || /^\s*election\b/i.test(text.slice(c.m.index + c.m[0].length));
  const ranked = [...pool].sort(
    (a, b) =>
      Number(elected(b)) - Number(elected(a)) ||
      Number(a.type === 'professional practice') - Number(b.type === 'professional practice') ||
      Math.abs(a.m.index - anchor) - Math.abs(b.m.index - anchor),
  );
  return ranked[0];
}

/**
 * Specified service trades under 199A(d)(2): health, law, accounting, consulting, financial
 * services. A brokerage business, not the brokerage account nearly every client holds.
 */
const SERVICE_BUSINESS =
  /\b(?:dental|dentist\w*|orthodont\w*|medical|physician\w*|doctors?|surg(?:eon|ical)\w*|veterinar\w*|clinic|law firm|legal practice|attorneys?|lawyers?|accounting|CPA firm|consult(?:ing|ancy|ant)|financial advis\w*|wealth management|investment management|brokerage (?:firm|business|house)|actuar\w*|chiropract\w*|optometr\w*|dermatolog\w*|therapy practice)\b/i;

/** A spouse's own job named just before the word ('W consultant ~150K', 'wife is an attorney'). */
const SPOUSES_JOB_BEFORE =
  /\b(?:W|H|wife|husband|spouse|partner)(?:\s+(?:is|works as))?(?:\s+an?)?\s+(?:[a-z-]+\s+)?$/i;
const BUSINESS_NOUN_AFTER = /^\s*(?:firm|practice|business|company|co\b|group|office|clinic)/i;

/**
 * The business works in a field section 1202(e)(3) and 199A(d)(2) exclude: a service word in
 * the notes, but not the job of the client's spouse ('W consultant ~150K' beside his software
 * company): the test is the business's own trade.
 */
function serviceBusinessIn(text: string): RegExpExecArray | undefined {
  for (const m of text.matchAll(new RegExp(SERVICE_BUSINESS.source, 'gi'))) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (SPOUSES_JOB_BEFORE.test(before) && !BUSINESS_NOUN_AFTER.test(after)) continue;
    return m as RegExpExecArray;
  }
  return undefined;
}

/** An exit already made ('sold his SaaS company last month', 'after the sale of the business'). */
const SOLD =
  /\b(?:sold|exited)\s+(?:(?:his|her|their|the|a|an|its|our)\s+)?(?:[A-Za-z&-]+\s+){0,3}?(?:company|business|firm|practice|stake|startup)\b|\bafter (?:the )?(?:sale of|selling) (?:his |her |their |the )?(?:[A-Za-z&-]+\s+){0,3}?(?:company|business|firm|practice)\b/i;
/** Owning one now, whatever else was sold. */
const OWNS_NOW = /\b(?:owns|still owns|co-owns|runs|owner of|majority shareholder)\b/i;

const HOLDS_REAL_ESTATE =
  /\b(?:rentals?|real estate|propert(?:y|ies)|apartments?|buildings?|duplex|multi-?family)\b/i;

/** The sentence around `index` (from the last '.', ';' or line break before it to the next). */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(
    text.lastIndexOf('.', index - 1),
    text.lastIndexOf(';', index - 1),
    text.lastIndexOf('\n', index - 1),
  );
  const rest = text.slice(index).search(/[.;\n]/);
  return text.slice(start + 1, rest < 0 ? undefined : index + rest);
}

/**
 * When the business began: 'founded ... in 1991', 'formed ~15 yrs ago', 'est. 2012', or became
 * the corporation it is ('C corp since 1995': its stock dates from then).
 */
const FOUNDED_IN =
  /(?:\b(?:founded|co-founded|started|formed|incorporated|established)\b|\best\.|\b[CS][- ]?corp(?:oration)?\s+since\b)[^.;\n]{0,50}?\b(19[4-9]\d|20[0-4]\d)\b/i;
const FOUNDED_AGO =
  /\b(?:founded|co-founded|started|formed|incorporated|established)\b[^.;\n]{0,30}?~?(\d{1,2})\s+(?:years?|yrs?)\s+ago\b/i;

/** 'founded' speaks of a business; 'started' or 'formed' only with one named ('started saving'). */
const OF_A_BUSINESS = new RegExp(
  `\\b(?:founded|co-founded|incorporated)\\b|\\best\\.|${BUSINESS_NOUN}|\\b(?:co|corp|LLC|C corp|S corp)\\b`,
  'i',
);

function foundedYear(
  text: string,
  referenceYear: number,
): { year: number; source: string } | undefined {
  // The business may be named just before the verb ('a C corp (formed ~15 yrs ago').
  const ofABusiness = (m: RegExpExecArray) => {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const sentence = before.slice(before.search(/[^.;\n]*$/));
    return OF_A_BUSINESS.test(sentence + m[0]);
  };
  const stated = firstMatch(text, FOUNDED_IN);
  if (stated && ofABusiness(stated)) return { year: Number(stated[1]), source: stated[0] };
  const ago = firstMatch(text, FOUNDED_AGO);
  return ago && ofABusiness(ago)
    ? { year: referenceYear - Number(ago[1]), source: ago[0] }
    : undefined;
}

const EQUITY_AWARD = /\b(?:ISOs?|NSOs?|NQSOs?|(?:stock )?options?|RSUs?|ESPP|stock grants?)\b/i;

function businessFact(
  text: string,
  money: MoneyFacts,
  referenceYear: number,
): Fact<BusinessFact> | undefined {
  // The proceeds of a sale are the client's cash now, not a business to plan for.
  if (SOLD.test(text) && !OWNS_NOW.test(text)) return undefined;
  const owned = firstMatch(text, OWNERSHIP);
  const described = firstMatch(text, DESCRIBED) ?? firstMatch(text, FARM_OPERATION);
  const found = entityOf(text, described?.index ?? owned?.index ?? 0);
  // An LLC that holds rentals is how real estate is owned, not a business the client runs.
  const entity =
    found?.type === 'LLC' && !described && HOLDS_REAL_ESTATE.test(sentenceAt(text, found.m.index))
      ? undefined
      : found;
  const isOwner = Boolean(described || (owned && (entity || money.businessValue)));
  if (!isOwner && !entity && !money.businessValue) return undefined;
  // Without ownership words an LLC may only hold rentals, and a practice may be where the
  // client works ('pediatrician (group practice W-2)'): neither makes a business alone.
  if (
    !isOwner &&
    !money.businessValue &&
    (entity?.type === 'LLC' || entity?.type === 'professional practice')
  )
    return undefined;
  // The company that granted the client's options or stock units ('ISOs from prior startup
  // (private C-corp)') is an employer's, not a business the client owns.
  if (
    !isOwner &&
    !money.businessValue &&
    entity &&
    EQUITY_AWARD.test(sentenceAt(text, entity.m.index))
  )
    return undefined;
  const share = ownershipOf(text);
  const ownershipPercent = share?.percent;
  const service = serviceBusinessIn(text);
  const mostOfWealth = firstMatch(text, MOST_OF_WEALTH);
  const founded = foundedYear(text, referenceYear);
  const value: BusinessFact = {
    description: described?.[1]?.trim() ?? 'closely held business',
    ...(entity ? { entityType: entity.type } : {}),
    ...(service ? { isServiceBusiness: true } : {}),
    ...(money.businessValue ? { value: money.businessValue.value } : {}),
    ...(ownershipPercent !== undefined ? { ownershipPercent } : {}),
    ...(mostOfWealth ? { isMostOfWealth: true } : {}),
    ...(founded ? { foundedYear: founded.year } : {}),
  };
  const sources = [
    described?.[0] ?? owned?.[0],
    mostOfWealth?.[0],
    entity?.m?.[0],
    money.businessValue?.source,
    share?.source,
    service?.[0],
    founded?.source,
  ];
  return { value, source: [...new Set(sources.filter(Boolean))].join('; ') };
}

/** A basis the notes call nil: 'basis near zero', 'zero-basis founder shares', '$0 basis'. */
const NIL_BASIS =
  /\b(?:cost |tax |adjusted )?basis\s+(?:(?:is|of|at)\s+)?(?:(?:near(?:ly)?|about|around|close to|essentially|practically|approximately|roughly|basically|~)\s*)?(?:zero|nil|nothing|\$0|0)\b|\b(?:zero|nil|\$0)[- ](?:cost[- ])?basis\b/i;

/**
 * The sentence in which `valueSource` (a holding's value) is written, if it is in the text: a
 * full stop counts only before a space ('$1.5M' is one figure).
 */
function sentenceValuing(text: string, valueSource: string | undefined): string | undefined {
  // The words as written, without the working a derived value appends ('[8M shares x $2 ...]').
  const words = valueSource?.replace(/\s*\[[^\]]*\]$/, '');
  const at = words ? text.indexOf(words) : -1;
  if (at < 0) return undefined;
  const ends = [...text.slice(0, at).matchAll(/[.!?;](?=\s)|\n/g)];
  const start = (ends.at(-1)?.index ?? -1) + 1;
  const rest = text.slice(at).search(/[.!?;](?=\s|$)|\n/);
  return text.slice(start, rest < 0 ? undefined : at + rest);
}

/** A basis called nil in a sentence. */
function nilBasisIn(sentence: string | undefined): Fact<number> | undefined {
  const nil = sentence === undefined ? null : NIL_BASIS.exec(sentence);
  return nil ? { value: 0, source: nil[0].trim() } : undefined;
}

/**
 * The owner's basis in the business, read only in the sentence that values it: a basis called
 * nil, or a basis figure written there ('$20M C corp, $1M basis'). Unknown otherwise.
 */
/**
 * A basis said to be the owner's in the company's shares: 'Stock basis ~$2.1M (see K-1)', or
 * what the shares cost ('stock issued at formation in 2019 for $1k').
 */
const SHARES_BASIS =
  /\b(?:stock|shares?|shareholder)\s+basis\b|\bbasis\s+in\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:stock|shares|company|business|S[- ]?corp\w*|C[- ]?corp\w*|co\b)|\b(?:stock|shares)\s+(?:was\s+|were\s+)?(?:issued|acquired|bought|purchased)\b/i;

function businessBasisFact(text: string, money: MoneyFacts): Fact<number> | undefined {
  const sentence = sentenceValuing(text, money.businessValue?.source);
  if (sentence === undefined) return undefined;
  const stated = money.concentratedBasis;
  if (nilBasisIn(sentence)) return nilBasisIn(sentence);
  if (stated && sentence.includes(stated.source))
    return { value: stated.value, source: stated.source };
  // The clause right after it gives the basis alone: 'sale in ~2 yrs for ~40M; basis ~100K'.
  const next = text.slice(text.indexOf(sentence) + sentence.length).slice(0, 40);
  if (
    stated &&
    !money.concentratedValue &&
    /^\s*[;,]\s*(?:(?:his|her|their|stock|tax)\s+)?basis\b/i.test(next) &&
    next.includes(stated.source)
  )
    return { value: stated.value, source: stated.source };
  // In a sentence of its own, where no listed position claims it.
  const own = sentenceValuing(text, stated?.source);
  return stated && !money.concentratedValue && own !== undefined && SHARES_BASIS.test(own)
    ? { value: stated.value, source: stated.source }
    : undefined;
}

const CONCENTRATION =
  /\b(?:concentrated (?:position|stock|holding|in [\w\s]{0,30}?stock)|concentrat(?:ed|ion) in\s+(?:\w+\s){0,3}?(?:stock|shares)|single[- ]stock|employer stock|company stock|low[- ](?:cost[- ])?basis|RSUs?|restricted stock|stock options|pre-IPO|founders?'?s? (?:shares|stock))\b/i;
const TICKER_NEAR = /\b(?:of|in|shares of|position in)\s+([A-Z]{2,5})\b(?![a-z])/;
/** An account said to hold one stock: '401(k) ~$2M - 100% company stock', 'all employer stock'. */
const SHARE_IN_ONE_STOCK =
  /(?:\b(\d{1,3})\s?%|\ball)\s+(?:in\s+)?(?:company|employer|co\.?)\s+stock\b/i;

/**
 * The value of a stock an account is said to hold a share of: that share of the amount the
 * sentence gives just before it ('401(k) ~$2M - 100% company stock' is $2M of company stock).
 */
function shareOfAccount(text: string): { value: number; source: string } | undefined {
  const m = SHARE_IN_ONE_STOCK.exec(text);
  if (!m) return undefined;
  // The sentence's start: after the last full stop followed by a space ('$1.5M' has a point too).
  const ends = [...text.slice(0, m.index).matchAll(/[.!?;](?=\s)|\n/g)];
  const start = (ends.at(-1)?.index ?? -1) + 1;
  const before = text.slice(start, m.index);
  const account = findAmounts(before)
    .filter((a) => !a.period)
    .at(-1);
  if (!account) return undefined;
  const share = m[1] === undefined ? 100 : Math.min(100, Number(m[1]));
  return {
    value: (account.value * share) / 100,
    source: text.slice(start + account.start, m.index + m[0].length).trim(),
  };
}

/** A qualified plan named beside the position ('401k $1.9M, of which $700k is Valero stock'). */
const QUALIFIED_PLAN =
  /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|ESOP|profit[- ]sharing(?: plan)?|(?:retirement|company|employer|savings) plan)(?![a-z])/i;
/** Shares the client already holds outside any plan: vested awards, purchase-plan shares. */
const OUTSIDE_PLAN = /\b(?:RSUs?|ESPP|vested|brokerage|taxable account|exercised)\b/i;
/**
 * A founder's or owner's own shares of a private company ('Husband founder, company stock valued
 * $40M'): held directly, not bought inside a qualified plan, unless the sentence names one.
 */
const FOUNDERS_SHARES =
  /\b(?:co-?)?founders?(?:'s)?\b|\bpre-IPO\b|\bprivate(?:ly held)? (?:company|co|corp|firm)\b|\bclosely held\b/i;

/** An item that goes on with the one before it: '401k $2M, of which $1.5M is company stock'. */
const CONTINUES_ITEM = /^\s*(?:of which|incl\w*|mostly|mainly|largely|with|in it)\b/i;

/**
 * The list item of a sentence that values the position, with the item it continues: a plan
 * named in another item of a balance-sheet list ('MSFT shares held ~$5M (basis ~$1.5M), 401k
 * $900k, cash $400k') is a holding of its own, not the position's container.
 */
function itemHolding(sentence: string, valueSource: string): string {
  const at = valueSource ? sentence.indexOf(valueSource) : -1;
  if (at < 0) return sentence;
  // Commas and semicolons outside parentheses end an item.
  const bounds = [...sentence.matchAll(/[,;](?![^()]*\))/g)].map((m) => m.index);
  const start = bounds.filter((b) => b < at).at(-1);
  const end = bounds.find((b) => b >= at + valueSource.length) ?? sentence.length;
  const item = sentence.slice(start === undefined ? 0 : start + 1, end);
  if (start === undefined || !CONTINUES_ITEM.test(item)) return item;
  const before = bounds.filter((b) => b < start).at(-1);
  return sentence.slice(before === undefined ? 0 : before + 1, end);
}

function concentratedFact(
  text: string,
  money: MoneyFacts,
): Fact<ConcentratedPositionFact> | undefined {
  const phrase = firstMatch(text, CONCENTRATION);
  if (!phrase && !money.concentratedValue) return undefined;
  const held = money.concentratedValue ?? shareOfAccount(text);
  const valueSource = held?.source ?? '';
  const ticker = TICKER_NEAR.exec(valueSource)?.[1];
  const isLowBasis = /low[- ](?:cost[- ])?basis/i.test(text);
  const sentence = sentenceValuing(text, valueSource);
  // False where the notes hold the shares outside any plan (vested RSUs in a brokerage account,
  // a founder's own shares).
  const item = sentence === undefined ? undefined : itemHolding(sentence, valueSource);
  const inRetirementPlan =
    sentence === undefined || item === undefined
      ? undefined
      : OUTSIDE_PLAN.test(sentence)
        ? false
        : QUALIFIED_PLAN.test(item) || (FOUNDERS_SHARES.test(sentence) ? false : undefined);
  // In a plan, the 'plan cost basis' the sentence gives is the shares' (their NUA basis), not
  // the plan account's.
  const planBasis =
    inRetirementPlan && sentence
      ? money.listedHoldings?.find(
          (l) => l.holding.kind === 'retirement' && l.basis && sentence.includes(l.basis.source),
        )?.basis
      : undefined;
  const basis =
    money.concentratedBasis ??
    (planBasis ? { value: planBasis.value, source: planBasis.source } : undefined) ??
    nilBasisIn(sentence);
  const value: ConcentratedPositionFact = {
    description: ticker ?? phrase?.[0] ?? 'single-stock position',
    ...(held ? { value: held.value } : {}),
    ...(basis ? { basis: basis.value } : {}),
    ...(isLowBasis ? { isLowBasis } : {}),
    ...(inRetirementPlan !== undefined ? { inRetirementPlan } : {}),
  };
  const sources = [valueSource, basis?.source, phrase?.[0]];
  const derivation = money.concentratedValue?.derivation;
  return {
    value,
    source: [...new Set(sources.filter(Boolean))].join('; '),
    // The working of a value read from a count and a price ('8M shares x $2').
    ...(derivation ? { derivation } : {}),
  };
}

/**
 * Investment or vacation property the client owns, named with an owner's verb whether or not
 * it is valued ('co-owns a couple of inherited rentals', 'bought a desert retreat'); not one
 * they do not own ('never owned a rental') or want to buy.
 */
const PROPERTY_OWNED =
  /\b(?<!\b(?:not|never|n't)\s+)(?:owns?|owned|co-owns?|bought|inherited|holds?|built)\s+(?:(?:a|an|the|his|her|their|two|three|several|some|\d+)\s+)?(?:[\w-]+\s+){0,3}?(rental (?:propert(?:y|ies)|homes?|houses?|units|condos?)|rentals?|investment propert(?:y|ies)|vacation (?:home|house|property)|second home|(?:beach|lake|ski) (?:house|home|condo)|cabin|retreat|(?:summer|winter|mountain) home|duplex|triplex|fourplex|apartment (?:building|complex)|commercial (?:building|property|real estate)|farmland)\b/i;

function unvaluedPropertyFact(text: string): Fact<string> | undefined {
  const m = firstMatch(text, PROPERTY_OWNED);
  return m ? { value: m[1]!.toLowerCase(), source: m[0] } : undefined;
}

const NO_CHARITY =
  /\b(?:not (?:charitably inclined|charitable|philanthropic)|no (?:charitable (?:intent|interest|inclination)|interest in (?:charity|charitable giving|philanthropy)))\b/i;
const CHARITY =
  /\b(?:philanthrop\w*|charitabl\w*|charit(?:y|ies)|donor[- ]advised|DAF|donat\w*|tith\w*|gives? (?:\$[\d.,]+\w*\s+)?(?:a year |annually |each year )?to (?:the |their |his |her )?(?:church|university|hospital|alma mater|foundation|food bank|museum)|foundation|endow\w*|legacy to)/i;

/**
 * A negation that governs the charity word after it in the same clause, a few words on: 'No
 * charitable giving to speak of', "Doesn't give to charity" (not 'no estate tax and a legacy to').
 */
const NEGATED_BEFORE =
  /\b(?:no|not|never|none|nor|without|(?:does|do|is|are|has|have)n['’]t|(?:does|do) not)\b(?:(?!\b(?:and|but|or|while)\b)[^.;,\n]){0,20}$/i;
/** A label's answer that says none: 'Charitable - not really', 'Charity: none', 'Charitable: no'. */
const NEGATED_AFTER =
  /^\w*\s*(?:[:=–—-]\s*|\?\s*)(?:not really|none|no|nothing|n\/a|not at (?:this time|the moment))\b/i;

function charitableFact(text: string, money: MoneyFacts): Fact<boolean> | undefined {
  const negated = firstMatch(text, NO_CHARITY);
  if (negated) return { value: false, source: negated[0] };
  const giving = money.annualCharitableGiving;
  // 'Does NOT want charitable strategies' from a client who gives nothing the notes state:
  // giving turned down, not intended.
  const turnedDown = refused(text, [['giving', CHARITABLE_GIVING]]).get('giving');
  if (turnedDown && !giving) return { value: false, source: turnedDown };
  // The first mention no negation governs says the client gives; if every one is negated, the
  // notes say the client does not, unless they give a year's giving ('Not interested in a DAF.
  // Gives $20k/yr to church').
  const mentions = [...text.matchAll(new RegExp(CHARITY.source, 'gi'))];
  const isNegated = (m: RegExpExecArray) =>
    NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) ||
    NEGATED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30));
  const found = mentions.find((m) => !isNegated(m));
  if (found) return { value: true, source: found[0] };
  if (giving) return { value: true, source: giving.source };
  const denied = mentions[0];
  if (!denied) return undefined;
  const from = text.slice(0, denied.index).search(/[^.;\n]*$/);
  const to = denied.index + denied[0].length;
  const rest = /^[^.;\n]*/.exec(text.slice(to))?.[0] ?? '';
  return { value: false, source: text.slice(from, to + rest.length).trim() };
}

/** A bare 'growth' is a tolerance only as the value of a risk label ('Risk: growth, we have time'). */
const GROWTH_LABEL = String.raw`\brisk(?:\s+(?:tolerance|profile|appetite))?\s*[:=–—-]\s*['"‘“]?\s*growth\b`;
const RISK_RULES: [RegExp, RiskTolerance][] = [
  [/\bmod(?:erate(?:ly)?|\.)?[- ]?(?:to[- ])?aggressive\b/i, 'moderately aggressive'],
  [/\bmod(?:erate(?:ly)?|\.)?[- ]?(?:to[- ])?conservative\b/i, 'moderately conservative'],
  [
    new RegExp(String.raw`\bgrowth[- ]oriented\b|\bgrowth investor\b|${GROWTH_LABEL}`, 'i'),
    'moderately aggressive',
  ],
  [/\b(?:very |highly )?aggressive\b|\bhigh risk tolerance\b|\bspeculative\b/i, 'aggressive'],
  [
    /\brisk[- ]averse\b|\bconservative\b|\blow risk tolerance\b|\bcapital preservation\b/i,
    'conservative',
  ],
  [/\bincome[- ]focused\b/i, 'moderately conservative'],
  [/\bmoderate\b|\bbalanced\b|\bmedium risk\b/i, 'moderate'],
];
const RISK_CONTEXT =
  /\b(?:risk|investor|invest\w*|portfolio|allocation|approach|profile|tolerance|temperament)\b/i;
/**
 * A terse note headed by the tolerance itself ('Conservative - sleep-at-night money.'), or a
 * sentence that is only the tolerance ('Conservative.').
 */
const HEADED_BY_TOLERANCE =
  /^\s*(?:mod(?:erate(?:ly)?)?[- ](?:to[- ])?)?(?:conservative|aggressive|moderate)\s*(?:[:–—]|-\s|[.;!]?\s*$)/i;

function riskFact(text: string): Fact<RiskTolerance> | undefined {
  const sentences = text.split(/(?<=[.;!?\n])/);
  const labelled = sentences.filter((s) => RISK_CONTEXT.test(s) || HEADED_BY_TOLERANCE.test(s));
  for (const [regex, tolerance] of RISK_RULES) {
    for (const sentence of labelled) {
      const m = regex.exec(sentence);
      if (m) return { value: tolerance, source: sentence.trim() };
    }
  }
  return undefined;
}

// Not another cover's 'no policy' ('LTC: no policy', 'no umbrella policy', 'no disability
// coverage').
const NO_LIFE_INSURANCE =
  /(?<!\b(?:LTC|long[- ]term care|disability|DI|umbrella|liability|health|home|auto)\b\W{0,3})\b(?:no (?:life )?(?:insurance|coverage|policy|policies)|(?:has|have|carries|carry) no (?:life )?(?:insurance|coverage)|(?:doesn't|does not|don't|do not) have (?:any )?life insurance|uninsured|without (?:any )?life insurance)\b/i;

function lifeInsuranceFact(text: string, money: MoneyFacts): Fact<number> | undefined {
  if (money.lifeInsuranceCoverage) return money.lifeInsuranceCoverage;
  const none = firstMatch(text, NO_LIFE_INSURANCE);
  return none ? { value: 0, source: none[0] } : undefined;
}

const EMPLOYER_PLAN = /\b(?:401\s?\(?k\)?|403\s?\(?b\)?)/i;
const EMPLOYED =
  /\b(?:employed|employee|works? (?:at|for)|working (?:at|for)|W-?2|salar(?:y|ied)|executive|exec|engineer|VP|vice president|director|manager|partner at|associate at|maxe?s?(?:ing)? (?:out )?(?:the |his |her |their )?401|contribut\w+ to (?:the |his |her |their )?401|keeps? (?:on )?working|still working|continues? (?:to work|working)|works? full[- ]time|full[- ]time job)\b/i;
// 'in retirement' alone is as often the future ('worried about taxes in retirement').
const RETIRED =
  /\b(?:retired|retirees?|no longer working|(?:now|both|already|are|is|been|fully)\s+in retirement|in retirement (?:now|since))\b/i;

/**
 * One of the household still earns: the household is not retired ('Linda still consulting'), nor
 * where the notes plan a retirement to come ('Want to retire Priya at 62', 'retiring next year').
 */
const STILL_WORKING =
  /\bstill\s+(?:works?|working|consulting|consults|employed|practicing|practices|teaching|teaches)\b|\b(?:keeps?|continues?)\s+(?:on\s+)?(?:working|to\s+work|consulting)\b|\b(?:wants?|plans?|planning|hopes?|intends?|expects?)\s+to\s+retire\b|\bretir(?:e|es|ing)\s+(?:[A-Z][a-z]+\s+)?(?:at|by|around)\s+(?:age\s+)?\d{2}\b|\bretiring\s+(?:next|this|in)\b/i;

function retiredFact(text: string): Fact<boolean> | undefined {
  if (STILL_WORKING.test(text)) return undefined;
  const retired = firstMatch(text, RETIRED);
  return retired ? { value: true, source: retired[0] } : undefined;
}

/** A current employer plan: a 401(k)/403(b) named while the client is working, not retired. */
function employerPlanFact(text: string): Fact<boolean> | undefined {
  const plan = firstMatch(text, EMPLOYER_PLAN);
  const job = firstMatch(text, EMPLOYED);
  if (!plan || !job || firstMatch(text, RETIRED)) return undefined;
  return { value: true, source: `${job[0]}; ${plan[0]}` };
}

export function profileFacts(
  text: string,
  money: MoneyFacts,
  referenceYear: number,
): Pick<
  ClientFacts,
  | 'business'
  | 'businessBasis'
  | 'concentratedPosition'
  | 'charitableIntent'
  | 'riskTolerance'
  | 'lifeInsuranceCoverage'
  | 'employerPlan'
  | 'isRetired'
  | 'unvaluedProperty'
> {
  const charitable = charitableFact(text, money);
  const business = businessFact(text, money, referenceYear);
  return {
    business,
    businessBasis: business && businessBasisFact(text, money),
    concentratedPosition: concentratedFact(text, money),
    charitableIntent: charitable,
    riskTolerance: riskFact(text),
    lifeInsuranceCoverage: lifeInsuranceFact(text, money),
    employerPlan: employerPlanFact(text),
    isRetired: retiredFact(text),
    unvaluedProperty: unvaluedPropertyFact(text),
  };
}
