import { analyzeClient, getStrategy } from '@strata/engine';
import type { BuiltinEngine } from './analysis-pipeline';

/** The deterministic engine of packages/engine, as the analysis pipeline calls it. */
export const builtinEngine: BuiltinEngine = {
  analyze({ notes, documentsText }) {
    const { analysis, rawResponse } = analyzeClient({ notes, documentsText });
    return { analysis, rawResponse };
  },
  describeStrategy(name) {
    const strategy = getStrategy(name);
    return strategy && { category: strategy.category, description: strategy.description };
  },
};
