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

export const planSchema = z.object({
  deathYear: z.number().int(),
  discountRate: z.number(),
  incomeTaxSaved: z.number(),
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
  exemption: z.object({ available: z.number(), used: z.number() }),
  strategies: z.array(planStrategySchema),
  assumptions: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
