import { z } from 'zod';

/**
 * The recommended strategies applied together (issue 13): each asset and each dollar of
 * exemption used once, the estate tax saved worked out on the combined change. Figures in
 * today's dollars at the baseline's discount rate; the estate tax also at the last death.
 */
export const planStrategySchema = z.object({
  strategyId: z.string(),
  /** Its value on its own against the baseline. */
  alone: z.number(),
  /** What it adds within the plan, once assets and exemption are shared. */
  inPlan: z.number(),
  /** The share of its asset and exemption it could use within the plan (1: all). */
  share: z.number(),
  arrives: z.enum(['yearly', 'now', 'at-death']),
});

/** One year of the plan against the baseline: totals to the end of the year, nominal. */
export const planYearSchema = z.object({
  year: z.number().int(),
  /** Income and death taxes the baseline pays to the end of this year. */
  baselineTaxes: z.number(),
  /** The same with the plan: less what it saves, a deferral paid when it falls due, heirs' gains tax at the last death. */
  planTaxes: z.number(),
  /** What the plan's strategies cost to the end of this year (fees, premiums). */
  planCosts: z.number(),
});
export type PlanYear = z.infer<typeof planYearSchema>;

/** At the last death, nominal: the baseline and the plan side by side. */
export const planAtLastDeathSchema = z.object({
  year: z.number().int(),
  baseline: z.object({ deathTaxes: z.number(), toHeirs: z.number(), toCharity: z.number() }),
  plan: z.object({
    deathTaxes: z.number(),
    /** Gains tax heirs pay on what missed the step-up, if they sell. */
    heirsGainsTax: z.number(),
    /** Life insurance the plan buys, paid to the heirs' trust. */
    insurance: z.number(),
    toHeirs: z.number(),
    /** The charity's bequests and deductions at the death. */
    toCharity: z.number(),
    /** What the plan gives charity during life (a lead trust's annuity, a remainder), in all. */
    toCharityDuringLife: z.number(),
  }),
});
export type PlanAtLastDeath = z.infer<typeof planAtLastDeathSchema>;

export const planSchema = z.object({
  deathYear: z.number().int(),
  discountRate: z.number(),
  incomeTaxSaved: z.number(),
  /**
   * Income tax the strategies' own figures save beyond what the baseline pays in a year
   * (today's dollars): not counted in incomeTaxSaved.
   */
  incomeTaxBeyondBaseline: z.number().optional(),
  transferTaxSaved: z.number(),
  /** Nominal, at the last death; never more than the baseline's death taxes. */
  transferTaxSavedAtDeath: z.number(),
  taxDeferred: z.number(),
  lostStepUp: z.number(),
  /** Insurance paid at death to meet the tax: liquidity, not a saving. */
  liquidity: z.number(),
  /** Costs of the strategies that save or defer tax. */
  costs: z.number(),
  /** Tax saved and deferred less those costs. */
  net: z.number(),
  /** Costs of protection (insurance, documents): paid for what they protect, never netted against tax. */
  protectionCosts: z.number().optional(),
  /** Life insurance premiums (today's dollars): the price of the liquidity, not netted against tax. */
  premiums: z.number().optional(),
  /**
   * Estate tax the premiums given to a trust would have paid in the estate (today's dollars):
   * shown with the premiums, not in transferTaxSaved, since money spent is not a saving.
   */
  premiumsTaxSaved: z.number().optional(),
  exemption: z.object({ available: z.number(), used: z.number() }),
  strategies: z.array(planStrategySchema),
  assumptions: z.array(z.string()),
  /** The plan against the baseline over the years, where the baseline has a last death. */
  overYears: z
    .object({
      years: z.array(planYearSchema),
      atLastDeath: planAtLastDeathSchema,
      /** How the figures were placed in time, for the advisor. */
      notes: z.array(z.string()),
    })
    .optional(),
});
export type Plan = z.infer<typeof planSchema>;
