import {
  assumptionKeyOf,
  PROJECTION_ASSUMPTIONS,
  type AssumptionKey,
  type FactCorrection,
  type ProjectionAssumption,
} from '@strata/contracts';

/** Every assumption the projection uses, by key (named in the contracts): each shown and changeable. */
export type { AssumptionKey };

export type AssumptionOverrides = Partial<Record<AssumptionKey, number>>;

/** An assumption's default here: its value and why (its name and unit are the contracts'). */
export interface AssumptionDefault {
  value: number;
  why: string;
  origin?: 'default' | 'notes';
}

/**
 * Where the notes give income but no spending, the share of gross income assumed saved: 20% for
 * a household still working (a planning figure), none for one the notes say is retired (they
 * live on their income, and on their savings beyond it).
 */
export function assumedSavingsRate(isRetired: boolean): { percent: number; why: string } {
  return isRetired
    ? {
        percent: 0,
        why: 'The notes give no spending and say the clients are retired: the plan assumes they spend their income after tax and save none of it.',
      }
    : {
        percent: 20,
        why: 'The notes give no spending: the plan assumes 20% of gross income is saved.',
      };
}

/** Fixed defaults (the household-dependent ones are computed in household.ts). */
export const FIXED_DEFAULTS: Record<
  Exclude<
    AssumptionKey,
    'spending' | 'deathAgeClient' | 'deathAgeSpouse' | 'businessSaleYear' | 'propertySaleYear'
  >,
  AssumptionDefault
> = {
  inflation: {
    value: 2.5,
    why: 'Long-run planning figure; spending, income and the indexed tax thresholds grow with it.',
  },
  discountRate: {
    value: 4,
    why: 'A conservative nominal rate to bring future dollars to today.',
  },
  growthInvestments: {
    value: 6,
    why: 'Nominal total return of a balanced portfolio, before tax.',
  },
  dividendYield: {
    value: 2,
    why: 'The part of a taxable account return paid out as qualified dividends and reinvested.',
  },
  growthCash: {
    value: 3,
    why: 'Money market and savings rates; taxed as ordinary income.',
  },
  growthRealEstate: {
    value: 4,
    why: 'Appreciation, unrealized until a sale or a death.',
  },
  growthBusiness: {
    value: 5,
    why: 'Value growth of a closely held interest, unrealized.',
  },
  retirementAge: {
    value: 65,
    why: 'Pay, self-employment and business income are assumed to stop at this age of the earner.',
  },
  portabilityElected: {
    value: 100,
    why: "The survivor keeps the late spouse's unused federal exclusion only if the executor files a timely Form 706.",
  },
  charitableBequest: {
    value: 0,
    why: 'The notes state no charitable bequest.',
  },
  // Not used by the projection: the plan values a family partnership's gifts of units with it.
  partnershipDiscount: {
    value: 30,
    why: 'Taken only on the limited units given away ("25% to 35% is common"; the appraisal sets it). Units kept to the death are counted at full value: a discount on them is routinely challenged (IRC 2036, Estate of Powell, Estate of Strangi).',
  },
};

export function toAssumption(
  key: AssumptionKey,
  d: AssumptionDefault,
  overrides: AssumptionOverrides,
): ProjectionAssumption {
  const { label, unit } = PROJECTION_ASSUMPTIONS[key];
  const changed = overrides[key];
  return changed === undefined
    ? { key, label, value: d.value, unit, origin: d.origin ?? 'default', why: d.why }
    : { key, label, value: changed, unit, origin: 'advisor', why: d.why };
}

/** The advisor's changes of assumptions among their corrections (`assumptions.<key>` fields). */
export function assumptionOverrides(
  corrections: readonly FactCorrection[] = [],
): AssumptionOverrides {
  const overrides: AssumptionOverrides = {};
  for (const { field, value } of corrections) {
    const key = assumptionKeyOf(field);
    if (key && typeof value === 'number' && Number.isFinite(value)) overrides[key] = value;
  }
  return overrides;
}
