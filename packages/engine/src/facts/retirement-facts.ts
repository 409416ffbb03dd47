import type { ClientFacts, Fact } from '../types';
import { householdPeople, personNamedIn } from './household-people';

/**
 * When the client plans to stop working, where the notes say: 'retiring 12/2026', 'both retire
 * ~Dec 2029', 'plans to retire at 62', 'retire in 5 yrs', 'Retiring from Dell in June'. Read as the client's age at
 * retirement (the projection stops pay there; before 65 there are years without Medicare).
 * Only the future tense: 'retired 2024' is a past event, read as retired.
 */

const VERB = String.raw`\bretir(?:e|es|ing)\b`;
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+`;
/** 'retire at 62', 'retiring by age 60', 'retire around 58', 'retires at ~62'. */
const AT_AGE = new RegExp(
  String.raw`${VERB}\s+(?:at|by|around|~|about)\s*(?:~|about|around|approx\.?)?\s*(?:age\s+)?(\d{2})\b(?![/.,]?\d|%|k\b)`,
  'i',
);
/** 'retiring 12/2026', 'retire ~Dec 2029', 'retire in 2028', 'retiring end of 2027'. */
const IN_YEAR = new RegExp(
  String.raw`${VERB}\s+(?:(?:in|by|around|about|at the end of|end of|~)\s*)*(?:\d{1,2}\/|${MONTH})?(20\d\d)\b`,
  'i',
);
const MONTH_NAME = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b`;
/**
 * 'Retiring from Dell in June', 'retiring this yr', 'retires at year-end', 'retiring next year',
 * 'retiring June next year'.
 */
const SOON = new RegExp(
  String.raw`${VERB}(?:\s+from\s+(?:[A-Z][\w&.-]*\s+){1,3})?\s*(?:in\s+|at\s+|by\s+)?(?:(?:${MONTH_NAME}\s+(?:of\s+)?)?(next)\s+(?:yr|year)\b|${MONTH_NAME}(?!\s+\d{4})|this\s+(?:yr|year)\b|(?:the\s+)?(?:year[- ]end|end of (?:the |this )?year)\b)`,
  'i',
);
/** 'retire in 5 yrs'. */
const IN_YEARS = new RegExp(
  String.raw`${VERB}\s+in\s+(?:~\s*|about\s+)?(\d{1,2})\s*(?:years|yrs)\b`,
  'i',
);

/** The client's age at a planned retirement, with the words it was read from. */
export function extractPlannedRetirement(
  text: string,
  ages: Fact<number>[],
  referenceYear: number,
): Pick<ClientFacts, 'plannedRetirementAge'> {
  const age = ages[0]?.value;
  if (age === undefined) return {};
  const people = householdPeople(ages);
  for (const sentence of text.split(/(?<=[.;!?\n])/)) {
    const found =
      ((m) => m && { at: Number(m[1]), m })(AT_AGE.exec(sentence)) ||
      ((m) => m && { at: age + Number(m[1]) - referenceYear, m })(IN_YEAR.exec(sentence)) ||
      ((m) => m && { at: age + Number(m[1]), m })(IN_YEARS.exec(sentence)) ||
      ((m) => m && { at: age + (m[1] ? 1 : 0), m })(SOON.exec(sentence));
    if (!found) continue;
    // Someone else's retirement ('W retiring 2028' where W is the spouse) is not the client's.
    const before = sentence.slice(0, found.m.index);
    if (personNamedIn(before, people) === 'spouse') continue;
    if (found.at < age || found.at > 85) continue;
    return {
      plannedRetirementAge: {
        value: found.at,
        source: `${before.split(/[,(]/).pop()!.trim()} ${found.m[0]}`.trim(),
      },
    };
  }
  return {};
}
