import {
  readAnalysis,
  readAnalysisContent,
  type AnalysisContent,
  type AnalysisProject,
  type AnalysisReading,
} from '@strata/contracts';
import type { AnalysisRun } from './analysis-runs';

/** SPEC /results: what the page shows, as navigation state carries it. */
export interface ResultsData {
  /** The analysis read through the contracts once, where the page receives it; null for none yet. */
  analysis: AnalysisReading | null;
  clientNotes: string;
  timestamp?: string;
  isLoading: boolean;
  rawResponse?: string;
  projectName?: string;
  projectDescription?: string;
  extractedDocumentText?: string;
  hasDocuments: boolean;
  /** Beyond SPEC: why the analysis failed, when it did. */
  error?: string;
  /** Beyond SPEC: the intake's submission, while the server has not yet named its project. */
  submissionId?: string;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Navigation state read defensively: history state survives reloads and may be anything. */
export function readNavigationState(state: unknown): ResultsData | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  return {
    analysis: readAnalysis(s.analysis),
    clientNotes: str(s.clientNotes) ?? '',
    timestamp: str(s.timestamp),
    isLoading: s.isLoading === true,
    rawResponse: str(s.rawResponse),
    projectName: str(s.projectName),
    projectDescription: str(s.projectDescription),
    extractedDocumentText: str(s.extractedDocumentText),
    hasDocuments: s.hasDocuments === true,
    submissionId: str(s.submissionId),
  };
}

const readContent = (content: AnalysisContent | null | undefined): AnalysisReading | null =>
  content === null || content === undefined ? null : readAnalysisContent(content);

/** The navigation state for a saved project (the workspace's View Details, a reload). */
export function projectToResultsData(project: AnalysisProject): ResultsData {
  const response = project.response;
  return {
    analysis: readContent(response?.analysis ?? project.analysis),
    clientNotes: project.clientNotes,
    timestamp: response?.timestamp ?? project.createdAt,
    isLoading: project.status === 'pending',
    rawResponse: response?.rawResponse ?? project.rawLlmResponse ?? undefined,
    projectName: project.name,
    projectDescription: project.description ?? undefined,
    extractedDocumentText:
      response?.extractedDocumentText ?? project.extractedDocumentText ?? undefined,
    hasDocuments: project.hasDocuments,
    error: project.status === 'failed' ? (project.error ?? '') : undefined,
  };
}

/** `override` over `base`, except where `override` has nothing (e.g. no server text yet). */
function withDefined(base: ResultsData | null, override: ResultsData): ResultsData {
  if (!base) return override;
  const merged: ResultsData = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined && value !== null) Object.assign(merged, { [key]: value });
  }
  merged.isLoading = override.isLoading;
  merged.error = override.error;
  return merged;
}

/**
 * What /results shows: the followed run wins (its events are newest), then the saved project,
 * then the navigation state. A completed run replaces analysis, timestamp, raw response and
 * extracted text and ends loading (SPEC 4, submitting step 4).
 */
export function resolveResultsData(
  navigation: ResultsData | null,
  project: AnalysisProject | undefined,
  run: AnalysisRun | undefined,
): ResultsData | null {
  const base = project ? withDefined(navigation, projectToResultsData(project)) : navigation;
  if (!base) return null;
  if (!run) return base;
  switch (run.status) {
    case 'pending':
      return { ...base, isLoading: true };
    case 'completed':
      return {
        ...base,
        analysis: readContent(run.response.analysis),
        timestamp: run.response.timestamp ?? base.timestamp,
        rawResponse: run.response.rawResponse ?? base.rawResponse,
        extractedDocumentText: run.response.extractedDocumentText ?? base.extractedDocumentText,
        isLoading: false,
        error: undefined,
      };
    case 'failed':
      return { ...base, isLoading: false, error: run.error };
  }
}
