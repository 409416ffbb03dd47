import { DIVORCE_UNDERWAY } from '../facts/people-facts';
import { ALIASES } from '../catalogue/aliases';
import type { ClientFacts } from '../types';

/** A sentence written to the system rather than about the client (never the advisor's request). */
const ADDRESSES_THE_SYSTEM =
  /\b(?:system|assistant|ai)\s*:|\bignore (?:all |any )?(?:previous|prior|above)|\bdisregard\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per strategy: any alias as a whole word, hyphens and spaces interchangeable. */
const PATTERNS: [string, RegExp][] = Object.entries(ALIASES)
  .filter(([, aliases]) => aliases.length > 0)
  .map(([id, aliases]) => {
    const alternatives = aliases.map((a) => escape(a).replace(/[-\s]+/g, '[-\\s]?'));
    return [id, new RegExp(`(?<![\\w-])(?:${alternatives.join('|')})(?![\\w-])`, 'i')];
  });

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
  const found = new Set<string>();
  for (const [id, pattern] of PATTERNS) if (sources.some((s) => pattern.test(s))) found.add(id);
  return found;
}

/** The notes describe a divorce under way (not a past one): planning, mediation, a pending decree. */
export function divorceUnderway(text = ''): boolean {
  return DIVORCE_UNDERWAY.test(text);
}
