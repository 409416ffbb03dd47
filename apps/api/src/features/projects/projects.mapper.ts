import { projectSchema, type Project } from '@strata/contracts';
import type { ProjectRow } from './projects.service';

/** The API shape of a project; a new column stays private until mapped here. */
export function toProjectDto(row: ProjectRow): Project {
  return projectSchema.parse({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    clientNotes: row.clientNotes,
    analysis: row.analysis ?? null,
    extractedDocumentText: row.extractedDocumentText,
    rawLlmResponse: row.rawLlmResponse,
    error: row.error,
    hasDocuments: row.hasDocuments,
    explanations: row.explanations ?? {},
  });
}
