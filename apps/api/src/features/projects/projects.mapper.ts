import {
  countWorkspaceStrategies,
  parseNetWorth,
  projectSchema,
  type Project,
  type ProjectListItem,
} from '@strata/contracts';
import type { ProjectListRow, ProjectRow } from './projects.service';
import { analysisOnTheWire } from './stored-analysis';

/** The API shape of a project; a new column stays private until mapped here. */
export function toProjectDto(row: ProjectRow): Project {
  return projectSchema.parse({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    clientNotes: row.clientNotes,
    analysis: analysisOnTheWire(row.analysis),
    extractedDocumentText: row.extractedDocumentText,
    rawLlmResponse: row.rawLlmResponse,
    error: row.error,
    hasDocuments: row.hasDocuments,
    explanations: row.explanations ?? {},
  });
}

/**
 * The analysis as far as SPEC 9's strategy count reads it: a structured analysis by its
 * recommendations' length (the list query never loads the recommendations), text whole;
 * anything else counts 0, as an object without recommendations does.
 */
function strategyCountInput(row: ProjectListRow): unknown {
  if (row.analysisText !== null) return row.analysisText;
  return row.recommendationCount === null
    ? null
    : { recommendations: new Array<unknown>(row.recommendationCount) };
}

/** A workspace card's project (GET /api/projects parses the whole page once). */
export function toProjectListItemDto(row: ProjectListRow): ProjectListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    hasDocuments: row.hasDocuments,
    error: row.error,
    strategyCount: countWorkspaceStrategies(strategyCountInput(row)),
    // The analysis' own figure once there is one: the notes' first amount can be anything
    // (a $5.8M house on a card whose analysis says $3.9M).
    netWorth: row.analysisNetWorth ?? parseNetWorth(row.clientNotes),
  };
}
