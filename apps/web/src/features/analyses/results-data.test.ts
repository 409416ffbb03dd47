import { describe, expect, it } from 'vitest';
import type { AnalysisProject } from '@strata/contracts';
import { buildAnalysis } from '@/testing/build-analysis';
import { readNavigationState, resolveResultsData } from './results-data';

const project: AnalysisProject = {
  id: 'p1',
  name: 'Client A',
  description: 'Estate plan',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  version: 1,
  clientNotes: 'notes from server',
  analysis: null,
  extractedDocumentText: null,
  rawLlmResponse: null,
  error: null,
  hasDocuments: true,
  explanations: {},
};

describe('readNavigationState', () => {
  it('reads only well-typed fields', () => {
    expect(readNavigationState(null)).toBeNull();
    const state = readNavigationState({
      clientNotes: 5,
      isLoading: 'yes',
      hasDocuments: true,
      timestamp: 't',
    });
    expect(state).toMatchObject({
      clientNotes: '',
      isLoading: false,
      hasDocuments: true,
      timestamp: 't',
      analysis: null,
    });
  });
});

describe('readNavigationState: the analysis', () => {
  it('is read through the contracts: valid, text, or a named problem', () => {
    expect(readNavigationState({ analysis: buildAnalysis() })?.analysis).toEqual({
      kind: 'structured',
      analysis: buildAnalysis(),
    });
    expect(readNavigationState({ analysis: '# Plan' })?.analysis).toEqual({
      kind: 'text',
      text: '# Plan',
    });
    expect(readNavigationState({ analysis: { recommendations: [] } })?.analysis).toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('resolveResultsData', () => {
  const navigation = readNavigationState({
    isLoading: true,
    analysis: null,
    clientNotes: 'notes',
    extractedDocumentText: 'interim text',
    hasDocuments: true,
  });

  it('keeps the interim extracted text while the saved project has none yet', () => {
    const data = resolveResultsData(navigation, project, undefined);
    expect(data).toMatchObject({
      isLoading: true,
      extractedDocumentText: 'interim text',
      projectName: 'Client A',
    });
  });

  it('replaces the state with a completed run', () => {
    const data = resolveResultsData(navigation, project, {
      status: 'completed',
      response: {
        success: true,
        analysis: buildAnalysis(),
        timestamp: '2026-11-21T10:01:00.000Z',
        rawResponse: '{}',
        extractedDocumentText: 'server text',
      },
    });
    expect(data).toMatchObject({
      isLoading: false,
      analysis: { kind: 'structured', analysis: buildAnalysis() },
      timestamp: '2026-11-21T10:01:00.000Z',
      rawResponse: '{}',
      extractedDocumentText: 'server text',
    });
  });

  it('ends loading with the reason on a failed run or a failed project', () => {
    expect(
      resolveResultsData(navigation, undefined, { status: 'failed', error: 'boom' }),
    ).toMatchObject({
      isLoading: false,
      error: 'boom',
    });
    expect(
      resolveResultsData(null, { ...project, status: 'failed', error: 'bad file' }, undefined),
    ).toMatchObject({
      isLoading: false,
      error: 'bad file',
      clientNotes: 'notes from server',
    });
  });

  it('loads a completed project on its own (a reload without navigation state)', () => {
    const data = resolveResultsData(
      null,
      {
        ...project,
        status: 'completed',
        analysis: 'text',
        response: { success: true, analysis: '# md', timestamp: 'ts' },
      },
      undefined,
    );
    expect(data).toMatchObject({
      isLoading: false,
      analysis: { kind: 'text', text: '# md' },
      timestamp: 'ts',
    });
  });
});
