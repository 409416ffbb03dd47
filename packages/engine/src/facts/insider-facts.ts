import type { ClientFacts } from '../types';

/**
 * Whether the client is an insider of the company whose stock they hold: a Section 16 officer
 * or director, or bound by blackout windows and pre-clearance. An insider sells only in open
 * windows or under a Rule 10b5-1 plan; 'not a Sec 16 insider' says they are not.
 */
const NOT_INSIDER =
  /\bnot\s+(?:an?\s+)?(?:sec(?:tion|\.)?\s*16\s+)?(?:insider|officer)\b|\bno\s+(?:trading\s+)?restrictions?\b|\bnot\s+(?:a\s+)?sec(?:tion|\.)?\s*16\b/i;
const INSIDER =
  /\b(?:sec(?:tion|\.)?\s*16\s+(?:officer|insider|filer)|(?:is|as)\s+an?\s+(?:corporate\s+)?insider|corporate\s+insider|named\s+executive\s+officer|blackout\s+(?:periods?|windows?)|pre-?clearance)\b/i;

export function extractInsider(notes: string): Pick<ClientFacts, 'insider'> {
  const not = NOT_INSIDER.exec(notes);
  if (not) return { insider: { value: false, source: not[0] } };
  const is = INSIDER.exec(notes);
  return is ? { insider: { value: true, source: is[0] } } : {};
}
