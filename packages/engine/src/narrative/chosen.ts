import { getCatalogueEntry } from '../catalogue';
import type { RankedStrategy } from '../select';
import { lowerFirst } from './client-words';
import type { ChosenStrategy } from './recommendation';

/** A ranked strategy from select/ joined with its catalogue entry. */
export function toChosen(ranked: RankedStrategy): ChosenStrategy {
  const entry = getCatalogueEntry(ranked.strategy.id);
  if (!entry)
    throw new RangeError(`Ranked strategy '${ranked.strategy.id}' is not in the catalogue`);
  return {
    entry,
    costBenefit: ranked.analysis,
    reasons: ranked.reasons.map((r) => lowerFirst(r.text)),
    priority: ranked.priority,
    isAsked: ranked.isAsked,
    worthWithoutSaving: ranked.worthWithoutSaving,
    servesGoal: ranked.servesGoal,
  };
}
