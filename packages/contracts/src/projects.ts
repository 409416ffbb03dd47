import { z } from 'zod';
import { analysisContentSchema, analysisResponseSchema } from './analyses';
import { explanationResultSchema } from './explanations';

export const PROJECT_STATUSES = ['pending', 'completed', 'failed'] as const;

export const savedExplanationSchema = z.object({
  explanation: explanationResultSchema,
  rawResponse: z.string(),
  generatedAt: z.string(),
});
export type SavedExplanation = z.infer<typeof savedExplanationSchema>;

/** A project as the API returns it (never a raw database row). */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** When the analysis last changed (completed, or re-run from corrections). */
  updatedAt: z.string(),
  /** The number of the analysis version shown (1 until the advisor re-runs it). */
  version: z.number().int().positive(),
  clientNotes: z.string(),
  /** The analysis object (or the model's unstructured text) once completed. */
  analysis: analysisContentSchema.nullable(),
  extractedDocumentText: z.string().nullable(),
  rawLlmResponse: z.string().nullable(),
  /** Why a failed analysis failed. */
  error: z.string().nullable(),
  hasDocuments: z.boolean(),
  /** Saved explanations keyed by strategy name. */
  explanations: z.record(z.string(), savedExplanationSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/analyses/:id: the project and, once completed, SPEC's analysis response. */
export const analysisProjectSchema = projectSchema.extend({
  response: analysisResponseSchema.optional(),
});
export type AnalysisProject = z.infer<typeof analysisProjectSchema>;

/**
 * A workspace card's project: what the list shows, without the analysis, raw response and
 * document text that only /results needs (GET /api/projects/:id returns those).
 */
export const projectListItemSchema = projectSchema
  .pick({
    id: true,
    name: true,
    description: true,
    status: true,
    createdAt: true,
    updatedAt: true,
    version: true,
    hasDocuments: true,
    error: true,
  })
  .extend({
    /** SPEC 9: countWorkspaceStrategies of the analysis. */
    strategyCount: z.number().int(),
    /**
     * The analysis' own net worth (clientProfile.currentNetWorth) once it has one; before that
     * SPEC 9's parseNetWorth of the client notes; 0 when neither names an amount.
     */
    netWorth: z.number(),
  });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListSchema = z.object({
  items: z.array(projectListItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

export const PROJECT_PAGE_SIZE = 20;

export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** GET /api/projects: a page of the workspace, optionally searched and filtered. */
export const projectListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PROJECT_PAGE_SIZE),
  cursor: z.string().min(1).optional(),
  /** Words found (case-insensitively) in the client label or the notes. */
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((q) => q || undefined),
  status: projectStatusSchema.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const PROJECT_NAME_MAX = 120;

/** PATCH /api/projects/:id: the advisor's client label. */
export const renameProjectBodySchema = z
  .object({ name: z.string().trim().min(1, 'Enter a client label').max(PROJECT_NAME_MAX) })
  .strict();
export type RenameProjectBody = z.infer<typeof renameProjectBodySchema>;
