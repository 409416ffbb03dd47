import { formatUsd } from '../formula';
import { getTaxYear, householdExclusion, stateEstateTaxRule } from '../tax';
import type { ClientFacts } from '../types';
import { exemptionAlreadyUsed } from '../projection/household';

/** The age the estate is projected to: second death for a couple, a stand-in for life expectancy. */
export const PLANNING_AGE = 90;
/** Years projected when the notes give no age. */
export const DEFAULT_ESTATE_YEARS = 20;
export const MIN_ESTATE_YEARS = 10;
export const MAX_ESTATE_YEARS = 40;
/** Yearly indexing of the federal exclusion from 2027 (OBBBA indexes it; the rate is an assumption). */
export const EXEMPTION_INDEXING_RATE = 0.025;

export interface EstateProjection {
  years: number;
  projectedEstate: number;
  /** Federal exclusion(s) indexed to the projection year. */
  federalExemption: number;
  aboveFederal: number;
  /** State exemptions are held flat (most are not indexed): an upper bound. */
  aboveState: number;
  assumption: string;
}

const pct = (rate: number): string => `${+(rate * 100).toFixed(2)}%`;

/**
 * Today's net worth grown at the planning growth rate until the younger spouse (or the client)
 * reaches 90, against the exclusion indexed over the same years. No spending down is assumed,
 * so this is the exposure if the family lives on income, as the notes usually imply.
 */
export function projectEstate(
  facts: ClientFacts,
  taxYear: number,
  growthRate: number,
  state?: string,
): EstateProjection {
  const netWorth = facts.netWorth?.value ?? 0;
  const isMarried = facts.maritalStatus?.value === 'married';
  const ages = facts.ages.slice(0, isMarried ? 2 : 1).map((a) => a.value);
  const youngest = ages.length > 0 ? Math.min(...ages) : undefined;
  const years =
    youngest === undefined
      ? DEFAULT_ESTATE_YEARS
      : Math.min(MAX_ESTATE_YEARS, Math.max(MIN_ESTATE_YEARS, PLANNING_AGE - youngest));
  const projectedEstate = Math.round(netWorth * (1 + growthRate) ** years);
  const exclusion = householdExclusion(
    getTaxYear(taxYear).federal.estate.basicExclusion.value,
    isMarried,
  );
  // Lifetime taxable gifts already made used part of it, in their own (unindexed) dollars.
  const used = exemptionAlreadyUsed(facts).total;
  const federalExemption = Math.max(
    0,
    Math.round(exclusion * (1 + EXEMPTION_INDEXING_RATE) ** years) - used,
  );
  const stateRule = state ? stateEstateTaxRule(state, taxYear) : undefined;
  const horizon =
    youngest === undefined
      ? `${years} years (no age in the notes)`
      : `${years} years, until the ${isMarried ? 'younger spouse' : 'client'} reaches ${PLANNING_AGE} (stand-in for ${isMarried ? 'second-death ' : ''}life expectancy, ${MIN_ESTATE_YEARS}-${MAX_ESTATE_YEARS} years)`;
  return {
    years,
    projectedEstate,
    federalExemption,
    aboveFederal: Math.max(0, projectedEstate - federalExemption),
    aboveState: stateRule ? Math.max(0, projectedEstate - stateRule.exemption) : 0,
    assumption: `Estate projected ${horizon}: ${formatUsd(netWorth)} growing ${pct(growthRate)} a year with no spending down = ${formatUsd(projectedEstate)}, against the federal exemption of ${formatUsd(exclusion)} indexed ${pct(EXEMPTION_INDEXING_RATE)} a year${used > 0 ? `, less ${formatUsd(used)} already used by lifetime taxable gifts` : ''} = ${formatUsd(federalExemption)}${stateRule ? `; the ${state} exemption of ${formatUsd(stateRule.exemption)} is held flat` : ''}.`,
  };
}
