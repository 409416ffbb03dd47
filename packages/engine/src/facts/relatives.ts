/**
 * What the notes say of a relative: a child, a parent, a sibling, an in-law or a former spouse.
 * Their state, their job, their pay, their estate and their trusts are theirs, not the
 * household's ('Daughter (single, NJ, physician ~$500k) is sole heir' is a Florida widower's
 * heir, not his residence or his income; "Wife's father (81) has an estate of ~$40M" is no net
 * worth of the couple's; 'her brother already set up a GRAT' puts no GRAT in place for them).
 */

const RELATIVE =
  '(?:ex-?(?:husband|wife|spouse)|ex|former (?:husband|wife|spouse)|(?:step-?|grand)?(?:sons?|daughters?|child|kids?)|children|grandchildren|grandkids?|(?:son|daughter|mother|father|brother|sister)s?-in-law|in-laws?|moms?|mothers?|dads?|fathers?|parents?|brothers?|sisters?|siblings?|nieces?|nephews?|uncles?|aunts?|cousins?)';
/** Words that may stand before the relative: 'his older daughter', 'one son', "wife's father". */
const DETERMINERS =
  "(?:(?:his|her|their|our|the|one|other|older|oldest|elder|eldest|younger|youngest|adult|only|middle|(?:wife|husband|spouse|client|[HW])['’]s)\\s+)*";
/** A verb after the relative that makes it the clause's subject: 'Son is ...', 'Daughter makes ...'. */
const SUBJECT_VERB =
  '(?:(?:lives|lived|living)(?!\\s+with\\b)|is|was|works|worked|working|makes|made|making|earns|earned|earning|moved|resides|relocated|practices|runs|gets|got|draws|took|takes|just|now|currently|recently|also|already|still|has|had|holds|owns|set up|created|funded|established)\\b';

/** 'Daughter (single, NJ, physician ~$500k)': what the brackets after a relative say of them. */
const BRACKETS_AFTER = new RegExp(
  `\\b${DETERMINERS}${RELATIVE}(?:\\s+[A-Z][a-z]+)?\\s*\\(([^()\\n]*)\\)`,
  'gi',
);
/**
 * A clause whose subject is a relative ('Daughter is a physician, makes ~$500k', 'her son's
 * salary $90k', 'son lives in TX'): it runs to the sentence's end.
 */
const SUBJECT_CLAUSE = new RegExp(
  `(?:^|[.;!?\\n]\\s*|[,(]\\s*(?:and\\s+|but\\s+|while\\s+)?)${DETERMINERS}${RELATIVE}(?:\\s+[A-Z][a-z]+)?(?:['’]s?\\s|\\s*(?:\\([^()\\n]*\\)\\s*)?,?\\s+${SUBJECT_VERB})`,
  'gi',
);
/** A sentence's end: a stop not inside a figure ('$1.5M'), a semicolon or a line break. */
const SENTENCE_END = /(?:\.(?!\d)|[;!?\n])/g;

/** The spans [start, end) of the text that speak of a relative, not of the client or spouse. */
export function relativeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(BRACKETS_AFTER)) {
    const open = m.index + m[0].lastIndexOf('(');
    spans.push([open, m.index + m[0].length]);
  }
  for (const m of text.matchAll(SUBJECT_CLAUSE)) {
    const from = m.index + m[0].length;
    SENTENCE_END.lastIndex = from;
    const end = SENTENCE_END.exec(text);
    spans.push([m.index, end ? end.index : text.length]);
  }
  return spans;
}

/** Whether the position sits in what the notes say of a relative. */
let cached: { text: string; spans: [number, number][] } | undefined;
export function isAboutRelative(text: string, position: number): boolean {
  if (cached?.text !== text) cached = { text, spans: relativeSpans(text) };
  return cached.spans.some(([start, end]) => position >= start && position < end);
}
