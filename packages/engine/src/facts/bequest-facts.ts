import type { HeirClass } from '../tax';
import type { ClientFacts } from '../types';
import { findAmounts } from './amounts';

/** Who a bequest names, to the class of heir the inheritance taxes use (tax/state-death-tax). */
const HEIRS: [RegExp, HeirClass][] = [
  [/\b(?:nephews?|nieces?)\b/i, 'niece-nephew'],
  [/\b(?:brothers?|sisters?|siblings?)\b/i, 'sibling'],
  [/\b(?:son|daughter|children)-in-law\b/i, 'child-in-law'],
  [/\b(?:mother|father|parents?|mom|dad)\b/i, 'parent'],
  [
    /\b(?:charit\w*|church|synagogue|temple|mosque|university|college|alma mater|hospital|clinic|foundation|museum|school)\b/i,
    'charity',
  ],
  [
    /\b(?:friends?|cousins?|caregivers?|housekeeper|godchild\w*|partner|aunts?|uncles?)\b/i,
    'other',
  ],
];

/** The class of heir words name ('her nephew': niece-nephew), or undefined for the children. */
export function heirClassOf(words: string): { heir: HeirClass; named: string } | undefined {
  const found = HEIRS.find(([pattern]) => pattern.test(words));
  return found ? { heir: found[1], named: found[0].exec(words)![0] } : undefined;
}

/** 'leave $500K to her nephew', 'wants to leave $1M to the church', 'bequest of $250K to ...'. */
const LEAVE_BEFORE = /\b(?:leave|leaves|leaving|bequeath\w*|bequest of)\s*$/i;
/** Who receives it: the words after 'to', up to the end of the phrase. */
const TO_WHOM = /^\s*to\s+((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s*(?:[.,;:)\n]|\band\b|$))/i;
/**
 * A further amount in the same sentence: 'leave $1M to the church and $250K to her sister',
 * 'Will leaves everything to 2 daughters except $1M to the hospital'.
 */
const AND_BEFORE = /(?:\band|,|\bexcept(?: for)?|\bplus|\bbut|\bother than|\bapart from)\s*$/i;
const LEAVE_IN_CLAUSE = /\b(?:leave|leaves|leaving|bequeath\w*)\b[^.;\n]*$/i;

/**
 * Bequests the notes say the client means to make to someone other than the children: each
 * with its class of heir, which sets the state inheritance tax on it (a New Jersey nephew pays
 * 15%, a child nothing). Read only where the notes name both the amount and who receives it.
 */
export function extractStatedBequests(text: string): Pick<ClientFacts, 'statedBequests'> {
  const found: { heir: HeirClass; amount: number; to: string; quote: string }[] = [];
  for (const m of findAmounts(text)) {
    const before = text.slice(Math.max(0, m.start - 25), m.start);
    const continued = AND_BEFORE.test(before) && LEAVE_IN_CLAUSE.test(text.slice(0, m.start));
    if (!LEAVE_BEFORE.test(before) && !continued) continue;
    const after = text.slice(m.end, m.end + 60);
    const to = TO_WHOM.exec(after);
    // 'one nephew she wants to leave $500K to.': the heir is named before the amount.
    const clause =
      text
        .slice(0, m.start)
        .split(/[.;\n]/)
        .at(-1) ?? '';
    const [words, quote] =
      to && !/^\s*to\s*(?:[.;,\n]|$)/i.test(after)
        ? [to[1]!, `${/\S+\s*$/.exec(before)?.[0] ?? ''}${m.raw}${to[0]}`]
        : /^\s*to\b/i.test(after)
          ? [clause, `${clause.trim()} ${m.raw} to`]
          : [undefined, ''];
    const named = words ? heirClassOf(words) : undefined;
    if (!named) continue;
    found.push({
      heir: named.heir,
      amount: m.value,
      to: named.named,
      quote: quote.replace(/\s+/g, ' ').trim(),
    });
  }
  if (found.length === 0) return {};
  return {
    statedBequests: {
      value: found.map(({ heir, amount, to }) => ({ heir, amount, to })),
      source: found.map((f) => f.quote).join('; '),
    },
  };
}

/** Words for what a client leaves at death: a bequest, a legacy gift, what the will leaves. */
const AT_DEATH =
  /\b(?:leave|leaves|leaving|bequeath\w*|bequests?|legacy|at (?:(?:the\s+)?(?:2nd|second|last|her|his|their)\s+)?death|will(?:s)?\b[^.;\n]{0,20}\b(?:leave|give|to))\b/i;
/** A share of the estate: '10%', '10 percent'. */
const SHARE = /\b(\d{1,2}(?:\.\d)?)\s*(?:%|percent\b)/gi;

/**
 * The share of the estate the notes say goes to charity at death: 'want a legacy gift to church
 * at 2nd death, maybe 10%', 'leave 10% of the estate to charity'. Read only where one clause
 * names a charity, the bequest at death and the share; the projection leaves that share of the
 * last estate to charity (the charitableBequest assumption, from the notes).
 */
export function extractCharitableEstateShare(
  text: string,
): Pick<ClientFacts, 'charitableEstateShare'> {
  for (const clause of text.split(/[.;\n]/)) {
    if (!AT_DEATH.test(clause) || heirClassOf(clause)?.heir !== 'charity') continue;
    const share = [...clause.matchAll(SHARE)].find((m) => {
      const value = Number(m[1]);
      // Not a rate or a return: 'taxed at 32%', 'a 5% payout'.
      const around = clause.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20);
      return (
        value > 0 &&
        value <= 100 &&
        !/\b(?:rate|bracket|payout|return|yield|growth)\b/i.test(around)
      );
    });
    if (share) return { charitableEstateShare: { value: Number(share[1]), source: clause.trim() } };
  }
  return {};
}
