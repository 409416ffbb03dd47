import type { ClientFacts, Fact } from '../types';
import { householdPeople, personNamedIn, SPOUSE_WORD } from './household-people';
import { PROFESSIONS } from './professions';

/** Jobs and professions as advisors write them ('Sr eng', 'ICU nurse', 'retired surgeon'). */
const OCCUPATION = new RegExp(
  String.raw`\b(?:(retired|former|semi-retired)\s+)?((?:(?:sr\.?|senior|chief|lead|staff|principal|managing|general|regional)\s+)?(?:(?:ICU|RN) nurse|eng mgr|eng|exec|software (?:engineer|architect|developer)|law partner|CEO|CFO|COO|CTO|founders?|entrepreneurs?|rancher|farmer|athletes?|(?:UX|product|engineering|sales|marketing|operations) (?:lead|manager|director|exec)|real estate agents?|investment bankers?|portfolio managers?|${PROFESSIONS}))\b`,
  'gi',
);

/** Someone else's job: 'their daughter (32) is a physician', 'his brother, a surgeon'. */
const RELATIVE_BEFORE =
  /\b(?:daughters?|sons?|kids?|child(?:ren)?|mother|mom|father|dad|parents?|brothers?|sisters?|siblings?|friends?|co-?workers?|colleagues?|uncles?|aunts?|cousins?|grand(?:son|daughter|kids?|children)|in-laws?|boyfriend|girlfriend|fianc[ée]e?|buddy|neighbou?r|advisor|CPA says|referr\w*)\b[^.;\n]{0,30}$/i;

/**
 * A job named after a preposition or a possessive belongs to someone who serves the household:
 * 'set by prior CPA', 'per our attorney', 'her physician'. A person's own job follows the person
 * ('W CPA', 'wife is a CPA').
 */
const ADVISER_BEFORE =
  /\b(?:by|per|from|with|to|for|our|their|his|her|my|prior|previous|old|new)\s+$/i;

/**
 * A job followed by what its holder says of the client is an adviser's: 'CPA mentioned it',
 * 'banker thinks $30-35M', 'attorney suggested a SLAT'.
 */
const ADVISER_SPEAKS =
  /^\s+(?:mentioned|said|says|thinks?|suggest(?:s|ed)?|recommend(?:s|ed)?|advis(?:es|ed)|flagged|asked|told|raised|pitched|estimat(?:es?|ed)|quoted|believes?|called|warned)\b/i;

/** How far before a job its person is named: the same clause. */
const CLAUSE_BEFORE = 40;

/**
 * The client's and the spouse's occupations, in the notes' words: a job named after a person
 * ('H 44 anesthesiologist', 'W UX lead') is theirs; one after a relative is nobody's here; an
 * unnamed one in a note about one client is the client's. Never a relative's.
 */
export function extractOccupations(
  text: string,
  ages: Fact<number>[],
): Pick<ClientFacts, 'occupations'> {
  const people = householdPeople(ages);
  const found: { person: 'client' | 'spouse'; occupation: string; quote: string }[] = [];
  for (const m of text.matchAll(OCCUPATION)) {
    const clauseStart = Math.max(
      text.lastIndexOf('.', m.index) + 1,
      text.lastIndexOf(';', m.index) + 1,
      text.lastIndexOf('\n', m.index) + 1,
      m.index - CLAUSE_BEFORE,
    );
    const before = text.slice(clauseStart, m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (RELATIVE_BEFORE.test(before) || ADVISER_BEFORE.test(before) || ADVISER_SPEAKS.test(after))
      continue;
    // The person nearest the job: 'H 44 anesthesiologist, W 42 pediatrician' gives W hers.
    const local = before.split(/[,;)]/).pop() ?? '';
    // 'Both physicians': each one's own job follows.
    if (/\bboth\s*$/i.test(local)) continue;
    const taken = (p: 'client' | 'spouse') => found.some((f) => f.person === p);
    // H or W where the ages do not say who is who: the first one named is the client.
    const unmapped = SPOUSE_WORD.test(local);
    const person =
      personNamedIn(local, people) ??
      (!taken('client') ? 'client' : unmapped && !taken('spouse') ? 'spouse' : undefined);
    if (!person || taken(person)) continue;
    found.push({
      person,
      occupation: m[0].replace(/\s+/g, ' ').trim(),
      quote: `${local}${m[0]}`.replace(/\s+/g, ' ').trim(),
    });
  }
  if (found.length === 0) return {};
  found.sort((a, b) => (a.person === 'client' ? -1 : 1) - (b.person === 'client' ? -1 : 1));
  return {
    occupations: {
      value: found.map(({ person, occupation }) => ({ person, occupation })),
      source: found.map((f) => f.quote).join('; '),
    },
  };
}
