import type { Strategy } from '@strata/contracts';
import { BUSINESS_ENTRIES } from './entries-business';
import { CHARITABLE_GLOBAL_ENTRIES } from './entries-charitable-global';
import { ESTATE_ENTRIES } from './entries-estate';
import { FAMILY_ENTRIES } from './entries-family';
import { HOUSEHOLD_ENTRIES } from './entries-household';
import { INVESTMENT_ENTRIES } from './entries-investment';
import { RETIREMENT_ENTRIES } from './entries-retirement';
import { LEGACY_IDS } from './legacy-ids';
import type { CatalogueEntry } from './types';

export type * from './types';
export { charitableDeduction } from './charitable-deduction';
export type { CharitableGift } from './charitable-deduction';
export { conversionTaxRate } from './entries-retirement';

/** The catalogue with engine metadata, in display order. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  ...ESTATE_ENTRIES,
  ...FAMILY_ENTRIES,
  ...RETIREMENT_ENTRIES,
  ...BUSINESS_ENTRIES,
  ...INVESTMENT_ENTRIES,
  ...CHARITABLE_GLOBAL_ENTRIES,
  ...HOUSEHOLD_ENTRIES,
];

/** The catalogue as wire DTOs (GET /api/strategies). */
export const STRATEGIES: readonly Strategy[] = CATALOGUE.map((e) => e.strategy);

const byKey = new Map<string, CatalogueEntry>();
for (const entry of CATALOGUE) {
  byKey.set(entry.strategy.id, entry);
  byKey.set(entry.strategy.name.toLowerCase(), entry);
}

/** A catalogue entry by id (current or pre-issue-14 kebab-case) or by name (case-insensitive). */
export function getCatalogueEntry(idOrName: string): CatalogueEntry | undefined {
  const key = idOrName.trim();
  return (
    byKey.get(key) ??
    byKey.get(LEGACY_IDS[key] ?? '') ??
    byKey.get(key.toUpperCase()) ??
    byKey.get(key.toLowerCase())
  );
}

/** A strategy DTO by id or by name (case-insensitive). */
export function getStrategy(idOrName: string): Strategy | undefined {
  return getCatalogueEntry(idOrName)?.strategy;
}
