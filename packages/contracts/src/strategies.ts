import { z } from 'zod';

/** SPEC section 3: the 25 catalogue categories, in SPEC's order. */
export const STRATEGY_CATEGORIES = [
  'Estate Planning',
  'Tax Planning',
  'Wealth Transfer',
  'Multi-Generational Planning',
  'Executive Benefits',
  'Investment Planning',
  'Business Planning',
  'Retirement Planning',
  'Risk Management',
  'Business Succession',
  'Real Estate',
  'Capital Gains Management',
  'Business Tax Planning',
  'Investment Tax Planning',
  'Asset Protection',
  'Charitable Planning',
  'Global Tax Strategy',
  'State Tax Strategy',
  'State-Specific Planning',
  'Advanced Wealth Transfer',
  'Advanced Tax Planning',
  'Advanced Charitable Planning',
  'Advanced Business Planning',
  'Advanced Retirement Planning',
  'Global Advanced Planning',
] as const;

export const strategyCategorySchema = z.enum(STRATEGY_CATEGORIES);
export type StrategyCategory = z.infer<typeof strategyCategorySchema>;

/** A formula as shown to the advisor; the engine evaluates the same definition. */
export const calculationSchema = z.object({
  type: z.string().min(1),
  formula: z.string().min(1),
  variables: z.array(z.string().min(1)).min(1),
});
export type Calculation = z.infer<typeof calculationSchema>;

export const strategySchema = z.object({
  /** The strategy vocabulary id (e.g. 'GRAT', '1031_EXCHANGE'), stable across releases. */
  id: z.string().regex(/^[A-Z0-9][A-Z0-9_]*$/),
  name: z.string().min(1),
  category: strategyCategorySchema,
  description: z.string().min(1),
  benefitCalculation: calculationSchema,
  costCalculation: calculationSchema,
  /** 'N/A' when the strategy has no life-insurance component. */
  lifeInsuranceComponent: z.string().min(1),
  /** 'N/A' when the strategy has no annuity component. */
  annuityComponent: z.string().min(1),
  /** Minimum net worth in USD (SPEC 9: 100,000 to 50,000,000). */
  applicableNetWorth: z.number().int().min(100_000).max(50_000_000),
  regulatoryDisclosures: z.array(z.string().min(1)).min(1),
  videoTrainingUrl: z.string(),
  textTrainingUrl: z.string(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategiesResponseSchema = z.object({
  strategies: z.array(strategySchema),
  categories: z.array(z.string()),
});
export type StrategiesResponse = z.infer<typeof strategiesResponseSchema>;
