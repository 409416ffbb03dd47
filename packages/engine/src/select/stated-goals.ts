import type { ClientFacts, Fact } from '../types';

/** Words by which notes report what the client wants, plans, fears or asks. */
const CUE =
  /\b(?:wants?|goals?|objectives?|priorit(?:y|ies)|would like|hopes?|plans? to|keen|worr(?:y|ied|ies)|concern(?:s|ed)?|fears?|scared|afraid|asks?|asked|q'?s|questions?|interested in|thinking|needs? (?:to|an?|update)|hates?|don'?t want|not happy|unhappy|feels?)\b|\b(?:plan|q):/i;
/**
 * A report of what someone else said or pitched, or of what others do not want ('none of the
 * kids want the business'): a fact about them, not the client's goal.
 */
const HEARSAY =
  /\b(?:pitched|suggested|says|said|told|talk about|(?:none|nobody|neither)(?: of [\w' ]+)? wants?)\b/i;
/**
 * What the client does not plan ('no plans to sell for 5-7 years', 'not planning to retire'):
 * a fact about timing, not a goal; read as a goal it would ask for the very sale it rules out.
 */
const NOT_PLANNED = /\b(?:no|not|never|nor)\s+(?:\w+\s+)?(?:plans?|planning|intend\w*)\b/i;
/** Words addressed to a system rather than about the client, and the advisor's own task list. */
const NOT_THE_CLIENT =
  /\b(?:system|assistant|ai)\s*:|\bignore\b|\bdisregard\b|^\s*(?:to-?do|todo)\b/i;
/** 'Wants to', 'Goal:' and the like only introduce the goal: the phrase starts after them. */
const LEAD =
  /^(?:(?:also|they|he|she|client|both)\s+)*(?:wants?|goals?|would like|hopes?)(?:\s+to)?\s*[:\-–]?\s*/i;
const MAX_LENGTH = 200;
/** Words that carry no goal of their own, and the stems the rest are compared by. */
const FILLER = new Set(['and', 'the', 'for', 'with', 'want', 'wants', 'goal', 'goals', 'also']);
const words = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [])
      .filter((w) => !FILLER.has(w))
      // 'taxes' and 'tax', 'giving' and 'give' are one word here.
      .map((w) => w.replace(/(?:ing|ed|es|s|e)$/, '')),
  );

/** The notes cut into clauses: sentences, and the parts of a sentence a semicolon joins. */
const clauses = (text: string) =>
  text
    // A full stop before a lower-case word is an abbreviation ('the co. private'), not an end.
    .split(/(?<=[.!])\s+(?![a-z])|;|\n+|\?+(?=\s+[A-Z]|\s*$)/)
    .map((c) => c.trim())
    .filter(Boolean);

/** An intake form's line: the form's question and the client's answer ('Q: Ages? A: 70, 64'). */
const INTAKE_LINE = /^[ \t]*Q\s*[:.)-]\s*([^\n]*?)\s*A\s*[:.)-]\s*([^\n]*)$/gim;
/** A form's question that asks what the client wants: 'Goals?', 'Main concerns?'. */
const ASKS_GOALS =
  /\b(?:goals?|objectives?|wants?|wishes|priorit(?:y|ies)|concerns?|worries|hopes?|what matters)\b/i;

/**
 * An intake form read for goals: each question's answer alone, for the question is the form's,
 * not the client's ('Q: Marital status? A: Married' asks nothing of the plan); and the clauses
 * of the first sentence answering a question about goals ('Q: Goals? A: Provide for spouse for
 * life but make sure his kids get the remainder. Spouse agrees.'), each a goal.
 */
function intakeAnswers(notes: string): { text: string; goals: string[] } {
  const goals: string[] = [];
  const text = notes.replace(INTAKE_LINE, (_line, question: string, answer: string) => {
    // The answer's first sentence: what follows it comments on it ('Spouse agrees.').
    if (ASKS_GOALS.test(question)) goals.push(...clauses(clauses(answer)[0] ?? ''));
    return answer;
  });
  return { text, goals };
}

const shorten = (s: string) =>
  s.length <= MAX_LENGTH ? s : `${s.slice(0, s.lastIndexOf(' ', MAX_LENGTH))}…`;

/**
 * The client's primary goals as the analysis states them: the goals the fact readers label
 * ('Minimize estate taxes'), and every clause of the notes in which the client wants, plans,
 * fears or asks something, in the notes' own words (an advisor reads 'keep the ranch whole
 * with whoever ranches it', not a label), where the readers took no goal from that clause.
 * Goals the advisor corrected are the advisor's list, as given.
 */
export function statedGoals(facts: ClientFacts, notes = ''): Fact<string>[] {
  if (facts.goals.some((g) => g.origin === 'advisor')) return facts.goals;
  const ignored = (facts.ignoredInstructions ?? []).map((i) => i.quote);
  const intake = intakeAnswers(notes);
  const own = clauses(intake.text)
    .filter(
      (c) =>
        (CUE.test(c) || intake.goals.includes(c)) &&
        !HEARSAY.test(c) &&
        !NOT_THE_CLIENT.test(c) &&
        !NOT_PLANNED.test(c),
    )
    .filter((c) => !ignored.some((q) => q.includes(c) || c.includes(q)))
    .map((source) => {
      const phrase = source.replace(LEAD, '').replace(/[\s.,:-]+$/, '');
      return { value: shorten(phrase.charAt(0).toUpperCase() + phrase.slice(1)), source };
    })
    .filter((g) => /[a-z]{3}/i.test(g.value));
  // A clause the readers' goals already state (a label, or the phrases of a list) is not
  // repeated; one that says more than they took from it is kept whole.
  const readFrom = facts.goals.map((g) => words(g.source));
  const fresh = own.filter((g) => {
    const clause = words(g.source);
    const taken = readFrom.filter((r) => r.size > 0 && [...r].every((w) => clause.has(w)));
    const left = [...clause].filter((w) => !taken.some((r) => r.has(w)));
    return taken.length === 0 || left.length >= 2;
  });
  const seen = new Set<string>();
  return [...facts.goals, ...fresh].filter((g) => !seen.has(g.value) && !!seen.add(g.value));
}
