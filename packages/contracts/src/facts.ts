import { z } from 'zod';

/**
 * The client's facts as an analysis carries them (issue 11): each resolved fact with its
 * value and where it came from, so the advisor can see, defend and correct it. A fact the
 * notes and documents do not state is absent (never a default passed off as a fact).
 */

/** How a value was worked out from other values: data, turned into words only by the narrative. */
export const derivationSchema = z.object({
  method: z.enum([
    'sum-of-parts',
    'monthly-x12',
    'statement-total',
    'assets-minus-liabilities',
    'range-midpoint',
    'count',
    'other',
  ]),
  /** The values it was worked out from, each with the words it was read from. */
  parts: z
    .array(
      z.object({
        label: z.string(),
        value: z.number(),
        quote: z.string().optional(),
        document: z.string().optional(),
      }),
    )
    .optional(),
  /** One line in plain words for 'other' (and a reminder for the others). */
  note: z.string().optional(),
});
export type Derivation = z.infer<typeof derivationSchema>;

export const factSourceKindSchema = z.enum(['notes', 'document', 'derived', 'assumed', 'advisor']);
export type FactSourceKind = z.infer<typeof factSourceKindSchema>;

export const factSourceSchema = z.object({
  kind: factSourceKindSchema,
  /** The exact words the value was read from. */
  quote: z.string().optional(),
  /** The attached document's name, for kind 'document'. */
  document: z.string().optional(),
  derivation: derivationSchema.optional(),
  /** For kind 'assumed': what is assumed and why. */
  note: z.string().optional(),
});
export type FactSource = z.infer<typeof factSourceSchema>;

function fact<T extends z.ZodTypeAny>(value: T) {
  return z.object({
    value,
    source: factSourceSchema,
    /** Other sources that disagree with the value used: kept and shown, never silently resolved. */
    conflicts: z.array(z.object({ value, source: factSourceSchema })).optional(),
  });
}

export const maritalStatusSchema = z.enum([
  'married',
  'single',
  'widowed',
  'divorced',
  'partnered',
]);
export const riskToleranceSchema = z.enum(['conservative', 'moderate', 'growth']);

/** The facts every analysis reports (absent = not stated), plus any further fields by name. */
export const analysisFactsSchema = z
  .object({
    netWorth: fact(z.number()),
    totalAssets: fact(z.number()),
    totalLiabilities: fact(z.number()),
    annualIncome: fact(z.number()),
    /** The client first, then the spouse or partner. */
    ages: fact(z.array(z.number())),
    /** Two-letter state of domicile. */
    state: fact(z.string().length(2)),
    maritalStatus: fact(maritalStatusSchema),
    children: fact(z.number().int().nonnegative()),
    grandchildren: fact(z.number().int().nonnegative()),
    businessOwner: fact(z.boolean()),
    /** Investment, second-home, commercial or farm property (a primary home alone is false). */
    realEstate: fact(z.boolean()),
    concentratedStock: fact(z.boolean()),
    retirementAccounts: fact(z.boolean()),
    charitableIntent: fact(z.boolean()),
    riskTolerance: fact(riskToleranceSchema),
    primaryGoals: fact(z.array(z.string())),
  })
  .partial()
  .catchall(fact(z.unknown()));
export type AnalysisFacts = z.infer<typeof analysisFactsSchema>;
export type AnalysisFact = z.infer<ReturnType<typeof fact<z.ZodUnknown>>>;

/** The facts SPEC's clientProfile and financialSummary rest on; the panel lists them even when unknown. */
export const CORE_FACT_FIELDS = [
  'netWorth',
  'totalAssets',
  'totalLiabilities',
  'annualIncome',
  'ages',
  'state',
  'maritalStatus',
  'children',
  'grandchildren',
  'businessOwner',
  'realEstate',
  'concentratedStock',
  'retirementAccounts',
  'charitableIntent',
  'riskTolerance',
  'primaryGoals',
] as const;
export type CoreFactField = (typeof CORE_FACT_FIELDS)[number];

/** Text in the notes or a document that addresses the system instead of describing the client. */
export const ignoredInstructionSchema = z.object({
  quote: z.string(),
  /** 'notes' or the document's name. */
  source: z.string(),
});
export type IgnoredInstruction = z.infer<typeof ignoredInstructionSchema>;

/** An advisor's correction of one fact, applied on a re-run (source kind 'advisor', wins). */
export const factCorrectionSchema = z.object({
  field: z.string().min(1).max(64),
  value: z.unknown(),
});
export type FactCorrection = z.infer<typeof factCorrectionSchema>;
