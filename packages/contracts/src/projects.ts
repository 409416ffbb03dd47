import { z } from 'zod';
import { explanationResultSchema } from './explanation';

export const PROJECT_STATUSES = ['pending', 'completed', 'failed'] as const;

export const savedExplanationSchema = z.object({
  explanation: explanationResultSchema,
  rawResponse: z.string(),
  generatedAt: z.string(),
});

/** A project as the API returns it (never a raw database row). */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  clientNotes: z.string(),
  /** The analysis object (or the model's unstructured text) once completed. */
  analysis: z.unknown().nullable(),
  extractedDocumentText: z.string().nullable(),
  rawLlmResponse: z.string().nullable(),
  /** Why a failed analysis failed. */
  error: z.string().nullable(),
  hasDocuments: z.boolean(),
  /** Saved explanations keyed by strategy name. */
  explanations: z.record(z.string(), savedExplanationSchema),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({
  items: z.array(projectSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

export const PROJECT_PAGE_SIZE = 20;
