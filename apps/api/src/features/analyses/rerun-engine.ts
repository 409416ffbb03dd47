import { runEngineTask } from '../../engine/engine-pool';
import type { RerunEngine } from './analysis-versions.service';

/**
 * A re-run by the builtin engine, whatever engine wrote the first version: the figures come
 * from the engine in any mode, and the advisor is waiting (under a second, issue 11), which a
 * language model's narrative would not allow. The analysis' meta says which engine wrote it.
 * It runs in the engine's threads under the analysis budget, like every read of facts.
 */
export const rerunWithBuiltinEngine: RerunEngine = ({ notes, documentsText, corrections }) =>
  runEngineTask({ kind: 'analyze', notes, documentsText, corrections });
