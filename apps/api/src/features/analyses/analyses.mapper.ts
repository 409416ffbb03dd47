import { analysisResponseSchema, type AnalysisResponse, type Project } from '@strata/contracts';
import { toProjectDto } from '../projects/projects.mapper';
import { analysisOnTheWire } from '../projects/stored-analysis';
import type { ProjectRow } from '../projects/projects.service';

/** SPEC's analysis response for a finished project; undefined while it is pending. */
export function toAnalysisResponse(row: ProjectRow): AnalysisResponse | undefined {
  if (row.status === 'completed') {
    // Parsed like toProjectDto: the stored analysis goes out only as the contract's analysis or text.
    return analysisResponseSchema.parse({
      success: true,
      analysis: analysisOnTheWire(row.analysis) ?? undefined,
      timestamp: row.updatedAt.toISOString(),
      rawResponse: row.rawLlmResponse ?? '',
      extractedDocumentText: row.extractedDocumentText ?? '',
    });
  }
  if (row.status === 'failed') return { success: false, error: row.error ?? 'Analysis failed' };
  return undefined;
}

/** GET /api/analyses/:id: the project, plus `response` once completed. */
export function toAnalysisDto(row: ProjectRow): Project & { response?: AnalysisResponse } {
  const response = row.status === 'completed' ? toAnalysisResponse(row) : undefined;
  return { ...toProjectDto(row), ...(response ? { response } : {}) };
}
