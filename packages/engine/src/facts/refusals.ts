/**
 * What the notes say the client does not want: 'They do not want a revocable trust (they
 * already have one)', 'does NOT want charitable strategies', 'Not interested in ESOP', 'ILIT -
 * declined'. A strategy the client has turned down is not recommended, and a refused kind of
 * giving is no charitable intent, though its name is in the notes.
 */

/** Words that name giving to charity as a whole: 'charitable strategies', 'charity', 'philanthropy'. */
export const CHARITABLE_GIVING =
  /\b(?:charit(?:y|ies)|charitable(?:\s+(?:strateg(?:y|ies)|planning|vehicles?|trusts?|giving|gifts?|options?|ideas?|structures?|stuff|deductions?|intent))?|philanthrop\w*)\b/gi;

/** Words by which the notes say the client turns something down. */
const REFUSES =
  /\b(?:(?:do(?:es)?|did|would)\s*(?:not|n['’]t)\s+(?:really\s+|even\s+)?want|(?:not|never)\s+(?:interested|open|keen)\s+(?:in|to)|no\s+(?:interest|appetite|desire)\s+(?:in|for)|declin(?:es|ed)|refus(?:es|ed)|reject(?:s|ed)|ruled?\s+out|opposed\s+to)\b/gi;

/** A refusal written after the thing refused: 'ESOP - not interested', 'ILIT: declined'. */
const REFUSED_AFTER =
  /^\s*[:\-–—,]?\s*(?:(?:client|they|he|she)\s+)?(?:not\s+interested|declined|rejected|ruled\s+out|no\s+interest|not\s+wanted)\b/i;

/**
 * Words that may stand between a refusal and what it refuses ('does not want [to set up a]
 * revocable trust', 'not interested in [any] charitable strategies [or an] ESOP'); any other
 * word makes the refused thing something else ('does not want [to pay] estate tax').
 */
const FILLER = new Set(
  (
    'to in into a an the any another more other new further with of for about kind sort type ' +
    'types use using set setting up do doing create creating fund funding establish ' +
    'establishing pursue pursuing consider considering go going open opening make making ' +
    'start starting add adding get getting have having give giving leave leaving anything ' +
    'or and nor either neither'
  ).split(' '),
);

/** A clause ends at a stop, a line's end, or a word that turns to something else. */
const CLAUSE_END = /[.;!?\n]|\b(?:but|though|although|so|because|since|unless|while)\b/i;

const isFiller = (gap: string) =>
  gap
    .split(/[\s,/&()]+/)
    .filter(Boolean)
    .every((w) => FILLER.has(w.toLowerCase()));

/** The clause around a position: from the last clause end before it to the next after it. */
function clauseAt(text: string, from: number, to: number): string {
  const before = text.slice(0, from);
  const starts = [...before.matchAll(new RegExp(CLAUSE_END.source, 'gi'))];
  const last = starts.at(-1);
  const start = last ? last.index + last[0].length : 0;
  const rest = text.slice(to).search(CLAUSE_END);
  return text.slice(start, rest < 0 ? text.length : to + rest).trim();
}

interface Named<K> {
  key: K;
  start: number;
  end: number;
}

/**
 * The keys of `names` (each a global pattern for the words that name it) the notes turn down,
 * each with the clause that does so: a name right after a refusal, or after another name so
 * refused and joined to it by 'or'/'and' or a comma, or a name a refusal follows. Where names
 * start at the same word, the longest is the one meant ('charitable remainder trust', not
 * 'charitable').
 */
export function refused<K>(text: string, names: readonly (readonly [K, RegExp])[]): Map<K, string> {
  const found: Named<K>[] = names.flatMap(([key, pattern]) =>
    [...text.matchAll(pattern)].map((m) => ({ key, start: m.index, end: m.index + m[0].length })),
  );
  const longest = found.filter((n) => !found.some((o) => o.start === n.start && o.end > n.end));
  const out = new Map<K, string>();
  const add = (n: Named<K>) => {
    if (!out.has(n.key)) out.set(n.key, clauseAt(text, n.start, n.end));
  };
  for (const r of text.matchAll(REFUSES)) {
    let cursor = r.index + r[0].length;
    const after = longest.filter((n) => n.start >= cursor).sort((a, b) => a.start - b.start);
    for (const n of after) {
      if (n.start < cursor) {
        // Another name at the same word as one refused: refused with it.
        if (after.some((o) => o.start === n.start && out.has(o.key))) add(n);
        continue;
      }
      const gap = text.slice(cursor, n.start);
      if (CLAUSE_END.test(gap) || !isFiller(gap)) break;
      add(n);
      cursor = n.end;
    }
  }
  for (const n of longest) if (REFUSED_AFTER.test(text.slice(n.end, n.end + 40))) add(n);
  return out;
}
