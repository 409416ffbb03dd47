import type { ProjectionAssumption } from '@strata/contracts';

/** Every assumption the projection uses, by key: each shown to the advisor and changeable. */
export type AssumptionKey =
  | 'inflation'
  | 'discountRate'
  | 'growthInvestments'
  | 'dividendYield'
  | 'growthCash'
  | 'growthRealEstate'
  | 'growthBusiness'
  | 'spending'
  | 'retirementAge'
  | 'deathAgeClient'
  | 'deathAgeSpouse'
  | 'portabilityElected'
  | 'charitableBequest';

export type AssumptionOverrides = Partial<Record<AssumptionKey, number>>;

type Unit = ProjectionAssumption['unit'];

export interface AssumptionDefault {
  label: string;
  unit: Unit;
  value: number;
  why: string;
  origin?: 'default' | 'notes';
}

/** Fixed defaults (the household-dependent ones are computed in household.ts). */
export const FIXED_DEFAULTS: Record<
  Exclude<AssumptionKey, 'spending' | 'deathAgeClient' | 'deathAgeSpouse'>,
  AssumptionDefault
> = {
  inflation: {
    label: 'Inflation',
    unit: 'percent',
    value: 2.5,
    why: 'Long-run planning figure; spending, income and the indexed tax thresholds grow with it.',
  },
  discountRate: {
    label: 'Discount rate for present values',
    unit: 'percent',
    value: 4,
    why: 'A conservative nominal rate to bring future dollars to today.',
  },
  growthInvestments: {
    label: 'Growth of investment and retirement accounts',
    unit: 'percent',
    value: 6,
    why: 'Nominal total return of a balanced portfolio, before tax.',
  },
  dividendYield: {
    label: 'Dividends within that growth (taxed each year)',
    unit: 'percent',
    value: 2,
    why: 'The part of a taxable account return paid out as qualified dividends and reinvested.',
  },
  growthCash: {
    label: 'Interest on cash',
    unit: 'percent',
    value: 3,
    why: 'Money market and savings rates; taxed as ordinary income.',
  },
  growthRealEstate: {
    label: 'Growth of real estate',
    unit: 'percent',
    value: 4,
    why: 'Appreciation, unrealized until a sale or a death.',
  },
  growthBusiness: {
    label: 'Growth of business interests',
    unit: 'percent',
    value: 5,
    why: 'Value growth of a closely held interest, unrealized.',
  },
  retirementAge: {
    label: 'Age when pay and business income stop',
    unit: 'age',
    value: 65,
    why: 'Pay, self-employment and business income are assumed to stop at this age of the earner.',
  },
  portabilityElected: {
    label: 'Portability elected at the first death (100 yes, 0 no)',
    unit: 'percent',
    value: 100,
    why: "The survivor keeps the late spouse's unused federal exclusion only if the executor files a timely Form 706.",
  },
  charitableBequest: {
    label: 'Share of the last estate left to charity',
    unit: 'percent',
    value: 0,
    why: 'The notes state no charitable bequest.',
  },
};

export function toAssumption(
  key: AssumptionKey,
  d: AssumptionDefault,
  overrides: AssumptionOverrides,
): ProjectionAssumption {
  const changed = overrides[key];
  return changed === undefined
    ? {
        key,
        label: d.label,
        value: d.value,
        unit: d.unit,
        origin: d.origin ?? 'default',
        why: d.why,
      }
    : { key, label: d.label, value: changed, unit: d.unit, origin: 'advisor', why: d.why };
}
