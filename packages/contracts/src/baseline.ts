import { z } from 'zod';

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

export const baselineYearSchema = z.object({
  year: z.number().int(),
  /** Ages alive that year, the client first. */
  ages: z.array(z.number().int()),
  netWorth: z.number(),
  income: z.number(),
  spending: z.number(),
  incomeTax: z.object({ federal: z.number(), state: z.number() }),
  /** Estate and inheritance taxes paid at a death in this year (0 otherwise). */
  deathTax: z.object({ federal: z.number(), state: z.number() }),
});
export type BaselineYear = z.infer<typeof baselineYearSchema>;

export const baselineSchema = z.object({
  taxYear: z.number().int(),
  assumptions: z.array(projectionAssumptionSchema),
  /** Estate and inheritance taxes if every person died today. */
  estateTaxToday: z.object({ federal: z.number(), state: z.number() }),
  /** At the last death, at the expected age: the taxes and what reaches heirs and charity (nominal). */
  atLastDeath: z.object({
    year: z.number().int(),
    federal: z.number(),
    state: z.number(),
    toHeirs: z.number(),
    toCharity: z.number(),
  }),
  years: z.array(baselineYearSchema),
});
export type Baseline = z.infer<typeof baselineSchema>;
