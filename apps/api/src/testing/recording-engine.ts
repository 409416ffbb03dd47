import { buildBaselineAnalysis } from './analysis-fixtures';
import type { BuiltinEngine } from '../jobs/analysis-pipeline';

/**
 * A BuiltinEngine for job tests: records every run (to prove a job ran exactly once), can be
 * held at a gate (to watch a job mid-flight) and fails on notes containing FAIL.
 */
export function recordingEngine() {
  const runs: string[] = [];
  let gate: Promise<void> | undefined;
  let release: () => void = () => {};
  const engine: BuiltinEngine = {
    async analyze({ notes, documentsText }) {
      runs.push(notes);
      if (gate) await gate;
      if (notes.includes('FAIL')) throw new Error('the engine could not read these notes');
      const analysis = buildBaselineAnalysis();
      return {
        analysis,
        rawResponse: JSON.stringify({ notes: notes.length, documents: documentsText.length }),
      };
    },
    describeStrategy: (name) => ({
      category: 'Estate Planning',
      description: `${name} (catalogue)`,
    }),
  };
  return {
    engine,
    runs,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = undefined;
      release();
    },
  };
}
