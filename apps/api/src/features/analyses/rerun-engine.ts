import type { FactCorrection } from '@strata/contracts';
import { analyzeClient, type AnalyzeClientInput } from '@strata/engine';
import type { RerunEngine } from './analysis-versions.service';

/**
 * A re-run by the builtin engine, whatever engine wrote the first version: the figures come
 * from the engine in any mode, and the advisor is waiting (under a second, issue 11), which a
 * language model's narrative would not allow. The analysis' meta says which engine wrote it.
 */
export const rerunWithBuiltinEngine: RerunEngine = ({ notes, documentsText, corrections }) => {
  const input: AnalyzeClientInput & { corrections: FactCorrection[] } = {
    notes,
    documentsText,
    corrections,
  };
  const { analysis, rawResponse } = analyzeClient(input);
  return { analysis, rawResponse };
};
