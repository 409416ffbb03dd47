import { getStrategy } from '@strata/engine';
import { runEngineTask, type EngineRunOptions } from '../engine/engine-pool';
import type { BuiltinEngine } from './analysis-pipeline';

/**
 * The deterministic engine of packages/engine, as the analysis pipeline calls it: in the
 * engine's threads, under the analysis time budget (engine/engine-pool.ts) unless told another.
 */
export function pooledBuiltinEngine(options: EngineRunOptions = {}): BuiltinEngine {
  return {
    analyze({ notes, documentsText }) {
      return runEngineTask({ kind: 'analyze', notes, documentsText }, options);
    },
    describeStrategy(name) {
      const strategy = getStrategy(name);
      return strategy && { category: strategy.category, description: strategy.description };
    },
  };
}

export const builtinEngine = pooledBuiltinEngine();
