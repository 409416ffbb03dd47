import type { ClientFacts } from '../types';
import { classifyAmounts } from './classify-amounts';
import { extractGoals } from './goal-facts';
import { extractLiabilityExposure } from './liability-facts';
import { moneyFacts } from './money-facts';
import { extractAges, extractFamily, extractMaritalStatus } from './people-facts';
import { profileFacts } from './profile-facts';
import { extractState } from './state-facts';
import { layoutText } from './text-layout';

export interface ExtractFactsOptions {
  /** The year ages are counted from ('born 1965'); defaults to 2026. */
  referenceYear?: number;
}

/**
 * Reads the advisor's notes and the documents' text (wrapped in '--- Start of document' markers)
 * into ClientFacts. Deterministic and offline; every fact keeps the snippet it came from.
 */
export function extractFacts(text: string, options: ExtractFactsOptions = {}): ClientFacts {
  const layout = layoutText(text);
  const money = moneyFacts(layout, classifyAmounts(layout));
  const { businessValue: _b, concentratedValue: _c, concentratedBasis: _d, ...moneyOnly } = money;
  const profile = profileFacts(text, money);
  const facts: ClientFacts = {
    ...moneyOnly,
    ...profile,
    ...extractLiabilityExposure(text, profile.business),
    ...extractState(text),
    ...extractFamily(text),
    ages: extractAges(text, options.referenceYear ?? 2026),
    maritalStatus: extractMaritalStatus(text),
    goals: extractGoals(text),
  };
  return JSON.parse(JSON.stringify(facts), (key, value: unknown) =>
    key === 'source' && typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value,
  ) as ClientFacts;
}
