import { z } from 'zod';

/** A strategy evaluated for this client and set aside, with the reason (issue 14). */
export const consideredStrategySchema = z.object({
  strategyId: z.string(),
  strategy: z.string(),
  reason: z.string(),
});
export type ConsideredStrategy = z.infer<typeof consideredStrategySchema>;

/** A fact the notes do not give that would change a recommendation ('What would change this'). */
export const missingFactSchema = z.object({
  fact: z.string(),
  why: z.string(),
});
export type MissingFact = z.infer<typeof missingFactSchema>;
