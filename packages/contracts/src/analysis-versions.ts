import { z } from 'zod';
import { analysisSchema } from './analyses';
import {
  ASSUMPTION_FIELD_PREFIX,
  ASSUMPTION_VALUE_SCHEMAS,
  assumptionKeyOf,
  PROJECTION_ASSUMPTIONS,
} from './baseline';
import { analysisFactsSchema, factCorrectionSchema, type FactCorrection } from './facts';

/**
 * The versions of one analysis (issue 11): the first as computed from the notes and
 * documents, then one per re-run from the advisor's corrections. Earlier versions stay
 * viewable; the project shows the latest.
 */

/** At most this many corrections in one re-run (there are about twenty facts to correct). */
export const MAX_CORRECTIONS = 50;

/** POST /api/analyses/:id/versions: re-run the analysis with these facts corrected. */
export const rerunAnalysisBodySchema = z
  .object({ corrections: z.array(factCorrectionSchema).min(1).max(MAX_CORRECTIONS) })
  .strict();
export type RerunAnalysisBody = z.infer<typeof rerunAnalysisBodySchema>;

export const analysisVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  createdAt: z.string(),
  /** Every correction in force in this version (the latest value per field). */
  corrections: z.array(factCorrectionSchema),
});
export type AnalysisVersionSummary = z.infer<typeof analysisVersionSummarySchema>;

/** GET /api/analyses/:id/versions: newest first. */
export const analysisVersionListSchema = z.object({
  versions: z.array(analysisVersionSummarySchema),
});
export type AnalysisVersionList = z.infer<typeof analysisVersionListSchema>;

/** GET /api/analyses/:id/versions/:version, and the answer of a re-run. */
export const analysisVersionSchema = analysisVersionSummarySchema.extend({
  analysis: analysisSchema,
  rawResponse: z.string().nullable(),
});
export type AnalysisVersion = z.infer<typeof analysisVersionSchema>;

/** A fact the analysis does not list by name: one plain value or a short list of them. */
const otherFactValueSchema = z.union([
  z.number().finite(),
  z.boolean(),
  z.string().trim().min(1).max(200),
  z.array(z.union([z.string().trim().min(1).max(200), z.number().finite()])).max(20),
]);

/** The schema an advisor's value for `field` must meet (the fact's own value schema). */
export function correctionValueSchema(field: string): z.ZodType {
  const shape = analysisFactsSchema.shape as Record<string, z.ZodType | undefined>;
  const fact = shape[field];
  if (!(fact instanceof z.ZodOptional)) return otherFactValueSchema;
  const inner = fact.unwrap();
  return inner instanceof z.ZodObject
    ? (inner.shape as { value: z.ZodType }).value
    : otherFactValueSchema;
}

/** Money and counts are never negative; an age is a person's. */
const boundedFields: Record<string, z.ZodType> = {
  netWorth: z.number().finite(),
  totalAssets: z.number().finite().nonnegative(),
  totalLiabilities: z.number().finite().nonnegative(),
  annualIncome: z.number().finite().nonnegative(),
  businessBasis: z.number().finite().nonnegative(),
  lateSpouseExclusion: z.number().finite().nonnegative(),
  exemptionUsed: z.number().finite().nonnegative(),
  ages: z.array(z.number().int().min(0).max(120)).min(1).max(2),
  primaryGoals: z.array(z.string().trim().min(1).max(200)).max(20),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'a state is its two-letter code')
    .transform((state) => state.toUpperCase()),
};

/** An assumption's value by its unit; an unknown assumption is refused. */
function assumptionValueSchema(field: string): z.ZodType {
  const key = assumptionKeyOf(field);
  if (!key) return z.never({ message: 'not an assumption of the projection' });
  return ASSUMPTION_VALUE_SCHEMAS[PROJECTION_ASSUMPTIONS[key].unit];
}

/**
 * The correction with its value checked against the fact's schema (and the bounds a value of
 * that kind must keep); the issues when it does not pass.
 */
export function parseCorrection(
  correction: FactCorrection,
): { ok: true; correction: FactCorrection } | { ok: false; message: string } {
  const schema = correction.field.startsWith(ASSUMPTION_FIELD_PREFIX)
    ? assumptionValueSchema(correction.field)
    : (boundedFields[correction.field] ?? correctionValueSchema(correction.field));
  const parsed = schema.safeParse(correction.value);
  if (parsed.success) return { ok: true, correction: { ...correction, value: parsed.data } };
  return {
    ok: false,
    message: `${correction.field}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
  };
}

/** Earlier corrections with later ones applied over them: the latest value per field. */
export function mergeCorrections(
  earlier: readonly FactCorrection[],
  later: readonly FactCorrection[],
): FactCorrection[] {
  const byField = new Map<string, FactCorrection>();
  for (const correction of [...earlier, ...later]) byField.set(correction.field, correction);
  return [...byField.values()];
}
