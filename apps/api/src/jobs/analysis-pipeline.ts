import { analysisSchema, type Analysis, type Attachment } from '@strata/contracts';
import type { LanguageModel } from 'ai';
import { writeAnalysisWithLlm } from '../llm/llm-analysis';
import type { LlmConfig } from '../llm/provider';
import type { AnalysisProgressEvent } from './analysis-progress';

export interface AnalysisInput {
  notes: string;
  attachments: Attachment[];
}

export interface AnalysisOutput {
  analysis: Analysis;
  rawResponse: string;
  extractedDocumentText: string;
}

export interface BuiltinResult {
  analysis: Analysis;
  rawResponse: string;
}

/** The deterministic engine as the pipeline uses it (facts, selection, calc, builtin narrative). */
export interface BuiltinEngine {
  analyze(input: { notes: string; documentsText: string }): BuiltinResult | Promise<BuiltinResult>;
  /** The catalogue's category and description of a strategy, by name. */
  describeStrategy(name: string): { category: string; description: string } | undefined;
}

export interface LlmEngine {
  model: LanguageModel;
  config: LlmConfig;
}

export interface PipelineDeps {
  extractDocuments(attachments: Attachment[]): Promise<{ text: string }>;
  engine: BuiltinEngine;
  /** Set when ANALYSIS_ENGINE=llm. */
  llm?: LlmEngine;
}

/**
 * One analysis, start to finish: documents -> (LLM: redaction) -> facts -> selection and
 * figures -> narrative -> validation. Throws with a readable reason on any failure.
 */
export async function runAnalysisPipeline(
  deps: PipelineDeps,
  input: AnalysisInput,
  report: (event: AnalysisProgressEvent) => void,
): Promise<AnalysisOutput> {
  let extractedDocumentText = '';
  if (input.attachments.length > 0) {
    report({ stage: 'documents', message: 'Extracting text from uploaded documents...' });
    extractedDocumentText = (await deps.extractDocuments(input.attachments)).text;
  }
  report({ stage: 'facts', message: 'Reading the client’s facts...' });
  report({
    stage: 'strategies',
    message: 'Selecting strategies and computing cost-benefit figures...',
  });
  const builtin = await deps.engine.analyze({
    notes: input.notes,
    documentsText: extractedDocumentText,
  });
  let { analysis, rawResponse } = builtin;
  if (deps.llm) {
    report({
      stage: 'redaction',
      message: 'Removing personal identifiers before the model sees the text...',
    });
    report({ stage: 'narrative', message: 'Writing the analysis with the language model...' });
    ({ analysis, rawResponse } = await writeAnalysisWithLlm(deps.llm.model, deps.llm.config, {
      notes: input.notes,
      documentsText: extractedDocumentText,
      baseline: builtin.analysis,
      describe: (name) => deps.engine.describeStrategy(name),
    }));
  }
  report({ stage: 'validation', message: 'Checking the analysis...' });
  const checked = analysisSchema.safeParse(analysis);
  if (!checked.success) {
    const first = checked.error.issues[0];
    throw new Error(
      `The analysis did not pass validation (${first?.path.join('.') ?? ''}: ${first?.message ?? ''})`,
    );
  }
  return { analysis: checked.data, rawResponse, extractedDocumentText };
}
