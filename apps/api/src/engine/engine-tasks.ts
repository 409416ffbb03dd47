import type { FactCorrection } from '@strata/contracts';
import { analyzeClient } from '@strata/engine';
import type { BuiltinResult } from '../jobs/analysis-pipeline';
import {
  buildBuiltinExplanation,
  type BuiltinExplanation,
  type ExplanationInput,
} from '../features/explanations/builtin-explanation';

/** Work for the engine's threads: everything that reads facts out of client text. */
export type EngineTask =
  | { kind: 'analyze'; notes: string; documentsText: string; corrections?: FactCorrection[] }
  | { kind: 'explain'; input: ExplanationInput };

export type EngineTaskResult<T extends EngineTask> = T extends { kind: 'analyze' }
  ? BuiltinResult
  : BuiltinExplanation;

/** Runs inside a pool thread (see engine-worker.mjs). */
export function runEngineTask(task: EngineTask): BuiltinResult | BuiltinExplanation {
  if (task.kind === 'explain') return buildBuiltinExplanation(task.input);
  // Only the analysis and its JSON cross back: the resolved facts stay in the thread.
  const { analysis, rawResponse } = analyzeClient({
    notes: task.notes,
    documentsText: task.documentsText,
    ...(task.corrections ? { corrections: task.corrections } : {}),
  });
  return { analysis, rawResponse };
}
