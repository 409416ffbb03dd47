import { DIVORCE_UNDERWAY } from '../facts/people-facts';
import { CHARITABLE_GIVING, refused } from '../facts/refusals';
import { isAboutRelative } from '../facts/relatives';
import { ALIASES } from '../catalogue/aliases';
import { CATALOGUE } from '../catalogue';
import { statedUnitGift } from '../facts/unit-gift-facts';
import type { ClientFacts } from '../types';

/** A sentence written to the system rather than about the client (never the advisor's request). */
const ADDRESSES_THE_SYSTEM =
  /\b(?:system|assistant|ai)\s*:|\bignore (?:all |any )?(?:previous|prior|above)|\bdisregard\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An intake line's answer that there is none: 'ISOs? none', 'DAF: n/a', 'ILIT - no'. */
const ANSWERED_NONE = String.raw`(?!\s*\??\s*[:=-]?\s*(?:none|n\/a|no)\b)`;

/** Any of the names as a whole word, hyphens and spaces interchangeable. */
const anyName = (names: readonly string[]) =>
  `(?<![\\w-])(?:${names.map((a) => escape(a).replace(/[-\s]+/g, '[-\\s]?')).join('|')})(?![\\w-])`;

/** One pattern per strategy: any alias, not answered 'none'. */
const PATTERNS: [string, RegExp][] = Object.entries(ALIASES)
  .filter(([, aliases]) => aliases.length > 0)
  .map(([id, aliases]) => [id, new RegExp(`${anyName(aliases)}${ANSWERED_NONE}`, 'gi')]);

/**
 * Where each strategy's words appear in a text. A phrase inside a longer one naming another
 * strategy is that one's: 'life insurance in a trust' asks about an ILIT, not term cover.
 */
function namedIn(text: string): Set<string> {
  const spans = PATTERNS.flatMap(([id, pattern]) =>
    [...text.matchAll(pattern)].map((m) => ({ id, start: m.index, end: m.index + m[0].length })),
  );
  const insideAnother = (s: (typeof spans)[number]) =>
    spans.some(
      (o) =>
        o.id !== s.id && o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start,
    );
  return new Set(spans.filter((s) => !insideAnother(s)).map((s) => s.id));
}

/**
 * The strategies the advisor names or asks about: those in facts.mentionedStrategies, and any
 * strategy whose words appear in the client text (less the quotes flagged as instructions to
 * the system, which are not the advisor's words).
 */
export function mentionedStrategyIds(facts: ClientFacts, text = ''): Set<string> {
  let body = text
    .split(/(?<=[.!?\n])/)
    .filter((sentence) => !ADDRESSES_THE_SYSTEM.test(sentence))
    .join(' ');
  for (const ignored of facts.ignoredInstructions ?? []) body = body.split(ignored.quote).join(' ');
  const sources = [...(facts.mentionedStrategies ?? []).map((m) => m.value), body];
  return new Set(sources.flatMap((s) => [...namedIn(s)]));
}

/**
 * Strategies a client can already have or already do, with the words that name them as done
 * (not the loose aliases: 'second-to-die' names a policy, not an ILIT).
 */
const HELD: [string, RegExp][] = (
  [
    ['PTET', ['PTET', 'PTE tax', 'PTE election', 'pass-through entity tax']],
    ['BACKDOOR_ROTH', ['backdoor Roth', 'back-door Roth']],
    ['MEGA_BACKDOOR_ROTH', ['mega backdoor']],
    ['CASH_BALANCE_PLAN', ['cash balance plan', 'cash balance', 'defined benefit plan']],
    // Not 'the Gates Foundation': a foundation of the family's own.
    ['PRIVATE_FOUNDATION', ['private foundation', 'family foundation', 'own foundation']],
    ['DAF', ['DAF', 'donor-advised fund', 'donor advised fund']],
    ['QCD', ['QCD', 'qualified charitable distribution']],
    ['ILIT', ['ILIT', 'irrevocable life insurance trust']],
    ['DYNASTY_TRUST', ['dynasty trust']],
    ['FLP', ['FLP', 'family limited partnership', 'family LLC']],
    // A trust that has been set up and funded ('created the Anne Beaumont SLAT and funded it',
    // 'rolling GRATs ... in place since 2021'). Not a 529: one funded is still added to.
    ['SLAT', ['SLAT', 'spousal lifetime access trust']],
    ['GRAT', ['GRAT', 'grantor retained annuity trust']],
    ['UMBRELLA_LIABILITY', ['umbrella']],
    [
      'ANNUAL_EXCLUSION_GIFTING',
      ['annual exclusion gifts', 'annual exclusion gifting', 'annual gifts'],
    ],
  ] as const
).map(([id, names]) => [
  id,
  new RegExp(
    `(?<![\\w-])(?:${names.map((n) => escape(n).replace(/[-\s]+/g, '[-\\s]?')).join('|')})s?(?![\\w-])`,
    'i',
  ),
]);
/** An employer plan, a 401(k) or a non-profit's 403(b), in any of the ways notes write it. */
const PLAN = String.raw`(?:401|403)\s?\(?[kb]\)?s?`;
/** Its deferral at the limit: 'max', 'maxes', 'maxing', 'maxed', "max'd", 'maxed out'. */
const MAXED = String.raw`max(?:e[sd]|ing|['’]d)?(?:\s+out)?`;
HELD.push([
  'MAX_PRETAX_401K',
  new RegExp(
    String.raw`(?<![\w-])(?:${MAXED}\s+(?:(?:their|his|her|the)\s+)?${PLAN}|${PLAN}\s+(?:(?:is|are|was|were|already)\s+)?${MAXED})(?![\w-])`,
    'i',
  ),
]);
/**
 * Words that say it is done: 'elected since 2022', 'has a cash balance plan ($310k)', 'each yr',
 * 'made gifts to the Pierce Family Dynasty Trust' (a trust given to exists), 'Line 4a includes
 * $40,000 qualified charitable distributions' (a return shows them made).
 */
const DONE =
  /\b(?:already|elected|election made|in place|made|includes?(?=\s+\$\s?\d)|gave\b[^.;\n]{0,30}?\bto|max(?:es|ed|ing|['’]d)?|since (?:19|20)\d\d|each (?:yr|year)|every (?:yr|year)|yearly|existing|established|created|est\.(?=\s*(?:in\s+)?(?:19|20)\d\d)|funded|contribut\w+|participat\w+|(?:has|have|had|holds?|owns?|maintains?|runs?|uses?|does)\b)/gi;
/** 'has NOT elected yet', 'never funded': the word that says it is done, denied. */
const DENIED_BEFORE = /(?:\b(?:not|never|no)\s+(?:yet\s+)?|n['’]t\s+)$/i;
const DENIED_AFTER = /^\s+(?:not|never|no)\b/i;

/** A word of the sentence says it is done, and is not denied. */
const saysDone = (sentence: string) =>
  [...sentence.matchAll(DONE)].some(
    (m) =>
      !DENIED_BEFORE.test(sentence.slice(Math.max(0, m.index - 12), m.index)) &&
      !DENIED_AFTER.test(sentence.slice(m.index + m[0].length)),
  );
/** Words near its name that make it a wish or an absence, not a fact. */
const NOT_DONE =
  /\b(?:no|not|never|none|without|wants?|would like|consider\w*|interested|should|could|may|might|maybe|plans? to|planning|thinking|ask\w*|whether|if|explore|look(?:ing)? (?:at|into)|recommend\w*|suggest\w*|pitch\w*|open to|add(?:ing)?|debat\w*|propos\w*|possible|potential|draft|lapsed|closed|terminated|revoked)\b|n['’]t\b/i;

/**
 * Words that make what follows them in the sentence a wish or a question, not a fact:
 * 'considering SLAT for wife funded $15M, plus dynasty trust ... funded $15M, plus annual gifts'
 * names three proposals, the last two far from the word that governs them.
 */
const WISH =
  /\b(?:wants?|wanting|would like|consider\w*|interested|thinking|ask(?:s|ed|ing)?|plans? to|planning|whether|explor\w+|look(?:ing)? (?:at|into)|open to|wonder\w*|hop(?:e|es|ing)|curious)\b/gi;
/**
 * Words that say it already exists even after a wish ('wants to retire at 60, already has a
 * DAF'): not 'funded' or 'max', which size a proposal as well as a fact.
 */
const HELD_NOW =
  /\b(?:already|in place|existing|established|elected|election made|since (?:19|20)\d\d|each (?:yr|year)|every (?:yr|year)|has|have|had|holds?|owns?|maintains?|runs?)\b/gi;

/**
 * A wish word earlier in the sentence governs the name, unless words after the wish say the
 * client already has something ('already', 'has', not 'to have').
 */
function underAWish(sentence: string, at: number): boolean {
  const wishes = [...sentence.slice(0, at).matchAll(WISH)];
  const last = wishes.at(-1);
  if (!last) return false;
  const after = sentence.slice(last.index + last[0].length, at);
  const held = [...after.matchAll(HELD_NOW)].some(
    (m) =>
      !/\bto\s+$/i.test(after.slice(Math.max(0, m.index - 4), m.index)) &&
      !DENIED_BEFORE.test(after.slice(Math.max(0, m.index - 12), m.index)),
  );
  return !held;
}

/**
 * A sentence ends at '.', '!', '?', ';' or a line's end, not at an abbreviation's point ('private
 * foundation, est. 2005', 'approx. $9.5M', 'Beaumont Co. stock', 'Margaret O. Hale', '~$1.2 million').
 */
const SENTENCE_END =
  /(?<=[!?;\n])|(?<=(?<!\b(?:est|approx|inc|co|corp|no|nos|mr|mrs|ms|dr|jr|sr|st|vs|dtd|esq|[a-z]))\.)(?!\d)/i;

/** Entities a household owns and values: a family LLC or a foundation listed with its worth. */
const VALUED_ENTITIES = new Set(['FLP', 'PRIVATE_FOUNDATION']);

/**
 * The entity is an item of a list of what the household holds, with its value after it ('Mostly
 * mkt securities $38M, family LLC (commercial RE) $15M'): nothing but its name in its clause
 * before it (no verb: 'set up a family LLC $15M' is a proposal), its figure right after.
 */
function listedWithValue(sentence: string, named: RegExpExecArray): boolean {
  const before =
    sentence
      .slice(0, named.index)
      .split(/[,;:(\n]/)
      .at(-1) ?? '';
  const after = sentence.slice(named.index + named[0].length);
  return (
    /^\s*(?:(?:the|their|his|her|our)\s+)?(?:[A-Z][\w'’-]*\s+){0,3}$/.test(before) &&
    /^\s*(?:\([^()]{0,40}\)\s*)?[:=-]?\s*[~≈]?\s*\$?\d/.test(after)
  );
}

/**
 * The strategies the notes say the client already has or does, each with the sentence that
 * says so ('IL PTE tax elected since 2022'): setting one up again would save nothing new.
 */
export function strategiesInPlace(text = ''): Map<string, string> {
  const found = new Map<string, string>();
  let offset = 0;
  for (const sentence of text.split(SENTENCE_END)) {
    const at = offset;
    offset += sentence.length;
    const done = saysDone(sentence);
    for (const [id, pattern] of HELD) {
      const named = pattern.exec(sentence);
      if (!named || found.has(id)) continue;
      // A relative's own trust ('her brother already set up a GRAT') is not the client's.
      if (isAboutRelative(text, at + named.index)) continue;
      if (!done && !(VALUED_ENTITIES.has(id) && listedWithValue(sentence, named))) continue;
      // The words around its name, to the end of its phrase: a question ('Backdoor Roth?') or
      // a wish or an absence there is no fact.
      const end = named.index + named[0].length;
      const near = `${sentence.slice(Math.max(0, named.index - 30), end)}${sentence.slice(end, end + 12).split(/[,;)]/)[0]}`;
      if (!NOT_DONE.test(near) && !near.includes('?') && !underAWish(sentence, named.index))
        found.set(id, sentence.trim());
    }
  }
  // Units of the family partnership already given ('gifted 40% of the LP units at a 30%
  // discount'): the partnership exists and its discount is spent on those units.
  const units = found.has('FLP') ? undefined : statedUnitGift(text);
  if (units) found.set('FLP', units.source);
  return found;
}

/**
 * Aliases that name what a strategy avoids or works on, not the strategy: 'does not want
 * probate' asks for a living trust, it does not turn one down.
 */
const NAMES_A_PROBLEM = new Set(['probate', 'AMT', 'disability', 'budget', 'withholding', 'ACA']);
/** Words for a whole kind of strategy: giving to charity, gifts to the family. */
const GIFTS = /\b(?:gifts?|gifting)\b/gi;
const REFUSABLE: (readonly [string, RegExp])[] = [
  ...Object.entries(ALIASES).flatMap(([id, aliases]) => {
    const names = aliases.filter((a) => !NAMES_A_PROBLEM.has(a));
    return names.length > 0 ? [[id, new RegExp(anyName(names), 'gi')] as const] : [];
  }),
  ['charitable', CHARITABLE_GIVING],
  ['gifts', GIFTS],
];
/** The strategies each kind of strategy stands for. */
const KINDS: Record<string, string[]> = {
  charitable: CATALOGUE.filter(
    (e) => /Charitable/.test(e.strategy.category) || e.strategy.id === 'CHARITABLE_IRA_BENEFICIARY',
  ).map((e) => e.strategy.id),
  gifts: ['LIFETIME_GIFTS', 'ANNUAL_EXCLUSION_GIFTING'],
};

/**
 * The strategies the notes say the client does not want, each with the clause that says so
 * ('They do not want a revocable trust', 'does NOT want charitable strategies', 'ESOP - not
 * interested'): a strategy turned down is not recommended, whatever it would save.
 */
export function strategiesDeclined(text = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, clause] of refused(text, REFUSABLE))
    for (const id of KINDS[key] ?? [key]) if (!out.has(id)) out.set(id, clause);
  return out;
}

/** The notes describe a divorce under way (not a past one): planning, mediation, a pending decree. */
export function divorceUnderway(text = ''): boolean {
  return DIVORCE_UNDERWAY.test(text);
}
