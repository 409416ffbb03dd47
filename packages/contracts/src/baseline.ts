import { z } from 'zod';
import { formatCurrency } from './display/format';

/**
 * The household baseline (issue 12): the client's projection with no new planning, year by
 * year from the tax year to the last death. Owned by packages/engine/src/projection; the
 * fields below are the minimum every consumer (results page, report, plan) may rely on.
 */

/** A named, visible and changeable assumption of the projection. */
export const projectionAssumptionSchema = z.object({
  /** Stable key the advisor's change is sent back with, e.g. 'growthRate'. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.enum(['percent', 'usd', 'year', 'age']),
  /** 'default' (the engine's, said why), 'notes' (stated) or 'advisor' (changed by the advisor). */
  origin: z.enum(['default', 'notes', 'advisor']),
  why: z.string(),
});
export type ProjectionAssumption = z.infer<typeof projectionAssumptionSchema>;

/**
 * The projection's assumptions by key: how each is named and the unit its value is in. The
 * engine gives each its default and why; the advisor changes one with a correction whose field
 * is `assumptions.<key>` (ASSUMPTION_FIELD_PREFIX), and the analysis re-runs with it.
 */
export const PROJECTION_ASSUMPTIONS = {
  inflation: { label: 'Inflation', unit: 'percent' },
  discountRate: { label: 'Discount rate for present values', unit: 'percent' },
  growthInvestments: { label: 'Growth of investment and retirement accounts', unit: 'percent' },
  dividendYield: { label: 'Dividends within that growth (taxed each year)', unit: 'percent' },
  growthCash: { label: 'Interest on cash', unit: 'percent' },
  growthRealEstate: { label: 'Growth of real estate', unit: 'percent' },
  growthBusiness: { label: 'Growth of business interests', unit: 'percent' },
  spending: { label: 'Spending in the first year', unit: 'usd' },
  retirementAge: { label: 'Age when pay and business income stop', unit: 'age' },
  deathAgeClient: { label: 'Age at death, client', unit: 'age' },
  deathAgeSpouse: { label: 'Age at death, spouse', unit: 'age' },
  portabilityElected: {
    label: 'Portability elected at the first death (100 yes, 0 no)',
    unit: 'percent',
  },
  charitableBequest: { label: 'Share of the last estate left to charity', unit: 'percent' },
  businessSaleYear: { label: 'Year the business is sold', unit: 'year' },
  propertySaleYear: { label: 'Year the investment property is sold', unit: 'year' },
  partnershipDiscount: {
    label: 'Discount on family partnership units given away (lack of control and marketability)',
    unit: 'percent',
  },
} as const satisfies Record<string, { label: string; unit: ProjectionAssumption['unit'] }>;
export type AssumptionKey = keyof typeof PROJECTION_ASSUMPTIONS;

/** The field of a correction that changes an assumption: `assumptions.growthInvestments`. */
export const ASSUMPTION_FIELD_PREFIX = 'assumptions.';

/** The assumption a correction's field names, or undefined when it names a fact. */
export function assumptionKeyOf(field: string): AssumptionKey | undefined {
  if (!field.startsWith(ASSUMPTION_FIELD_PREFIX)) return undefined;
  const key = field.slice(ASSUMPTION_FIELD_PREFIX.length);
  return Object.hasOwn(PROJECTION_ASSUMPTIONS, key) ? (key as AssumptionKey) : undefined;
}

/** What an advisor may set an assumption to, by its unit (percent as 6 for 6%). */
export const ASSUMPTION_VALUE_SCHEMAS: Record<ProjectionAssumption['unit'], z.ZodNumber> = {
  percent: z
    .number()
    .finite()
    .min(-50, 'a rate between -50% and 100%')
    .max(100, 'a rate between -50% and 100%'),
  usd: z.number().finite().nonnegative('an amount of 0 or more').max(1e12, 'at most $1 trillion'),
  age: z
    .number()
    .int('a whole age')
    .min(0, 'an age from 0 to 120')
    .max(120, 'an age from 0 to 120'),
  year: z.number().int('a whole year').min(1900, 'a year from 1900').max(2200, 'a year to 2200'),
};

export const baselineYearSchema = z.object({
  year: z.number().int(),
  /** Ages alive that year, the client first. */
  ages: z.array(z.number().int()),
  netWorth: z.number(),
  income: z.number(),
  /** Adjusted gross income of the year (the taxable part of Social Security included). */
  agi: z.number().optional(),
  spending: z.number(),
  incomeTax: z.object({ federal: z.number(), state: z.number() }),
  /** Estate and inheritance taxes paid at a death in this year (0 otherwise). */
  deathTax: z.object({ federal: z.number(), state: z.number() }),
  /** Net worth in today's dollars at the discount rate assumption. */
  netWorthPresentValue: z.number().optional(),
  /** External income by kind (wages, self-employment, ordinary, social-security ...). */
  incomeBySource: z.record(z.string(), z.number()).optional(),
  /** Investment growth of the year (dividends, interest and unrealized appreciation). */
  growth: z.number().optional(),
  /** Income saved (positive) or assets drawn down (negative). */
  saving: z.number().optional(),
  /** Required minimum distributions taken. */
  rmd: z.number().optional(),
  /** Parts of incomeTax.federal: the NIIT, the AMT and payroll or self-employment tax. */
  incomeTaxDetail: z.object({ niit: z.number(), amt: z.number(), payroll: z.number() }).optional(),
  charitableGiving: z.number().optional(),
  /** Life insurance paid into the estate at a death this year. */
  insuranceProceeds: z.number().optional(),
  toHeirs: z.number().optional(),
  toCharity: z.number().optional(),
});
export type BaselineYear = z.infer<typeof baselineYearSchema>;

/**
 * A tax parameter the baseline's taxes were computed with, with its source and verification
 * status (the reference's tags V-P, V-2, V-1): for the advisor's 'show the math', never shown
 * to a client.
 */
export const taxParameterSchema = z.object({
  usedFor: z.enum(['income tax', 'estate tax', 'life expectancy']),
  label: z.string(),
  value: z.number().optional(),
  unit: z.enum(['usd', 'percent']).optional(),
  /** A schedule or rule in words, where one number does not say it. */
  detail: z.string().optional(),
  taxYear: z.number().int(),
  status: z.string(),
  source: z.string(),
  note: z.string().optional(),
});
export type TaxParameter = z.infer<typeof taxParameterSchema>;

/**
 * A tax-law figure about the client's own situation before any planning (a first RMD, the room
 * under the estate tax exemption, the tax the step-up in basis erases): computed only from facts
 * the notes state and the engine's sourced tax tables, and absent when a fact it needs is not
 * known. Label, value and `appliesWhen` are client words; `facts`, `parameters` and
 * `arithmetic` are the advisor's 'show the math'.
 */
export const keyFigureSchema = z.object({
  /** Stable key, e.g. 'exemption-cushion' or 'rmd-client'. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.enum(['usd', 'age', 'percent']),
  /** The conditions the figure holds under, in words a client may read. */
  appliesWhen: z.string(),
  /** The client's facts it is computed from. */
  facts: z.array(z.object({ label: z.string(), value: z.number(), unit: z.enum(['usd', 'age']) })),
  /** The tax-law figures it uses, each with its source and status. */
  parameters: z.array(taxParameterSchema.omit({ usedFor: true })),
  /** The computation written out with its numbers. */
  arithmetic: z.string(),
});
export type KeyFigure = z.infer<typeof keyFigureSchema>;

/** A key figure's value as shown: dollars without cents, a rate with its %, an age as a number. */
export function formatKeyFigure(figure: Pick<KeyFigure, 'value' | 'unit'>): string {
  if (figure.unit === 'usd') return formatCurrency(figure.value);
  return figure.unit === 'percent' ? `${figure.value}%` : String(figure.value);
}

export const baselineSchema = z.object({
  taxYear: z.number().int(),
  assumptions: z.array(projectionAssumptionSchema),
  /** The tax parameters its taxes were computed with (advisor-only). */
  parameters: z.array(taxParameterSchema).optional(),
  /** Estate and inheritance taxes if every person died today. */
  estateTaxToday: z.object({ federal: z.number(), state: z.number() }),
  /**
   * At the last death, at the expected age: the taxes and what reaches heirs and charity
   * (nominal). Absent, with no yearly rows, where the notes give no age to set a death year by.
   */
  atLastDeath: z
    .object({
      year: z.number().int(),
      federal: z.number(),
      state: z.number(),
      toHeirs: z.number(),
      toCharity: z.number(),
      /** Pre-tax retirement accounts in the last estate: the heirs pay income tax on them. */
      pretax: z.number().optional(),
    })
    .optional(),
  years: z.array(baselineYearSchema),
  /** Net worth at the start (assets less liabilities as projected). */
  startNetWorth: z.number().optional(),
  /**
   * The sales the notes plan (the business, investment property), as the expected scenario makes
   * them (nominal): value and gain that year, and the income tax the gain adds to that year's.
   */
  sales: z
    .array(
      z.object({
        what: z.enum(['business', 'property']),
        year: z.number().int(),
        value: z.number(),
        gain: z.number(),
        tax: z.number(),
      }),
    )
    .optional(),
  /** Each death of the expected scenario: its taxes and the gain erased by the step-up. */
  deaths: z
    .array(
      z.object({
        year: z.number().int(),
        person: z.enum(['client', 'spouse']),
        federal: z.number(),
        state: z.number(),
        stepUp: z.number(),
      }),
    )
    .optional(),
  /** The last death at the expected ages and at the 25th and 75th percentiles of survival. */
  scenarios: z
    .array(
      z.object({
        key: z.enum(['expected', 'early', 'late']),
        label: z.string(),
        year: z.number().int(),
        federal: z.number(),
        state: z.number(),
        toHeirs: z.number(),
        toCharity: z.number(),
        toHeirsPresentValue: z.number(),
      }),
    )
    .optional(),
  /** Tax-law figures about the client's situation before any planning, where the facts allow. */
  keyFigures: z.array(keyFigureSchema).optional(),
  /** For the advisor: how facts were read into the projection and what it leaves out. */
  notes: z.array(z.string()).optional(),
});
export type Baseline = z.infer<typeof baselineSchema>;
