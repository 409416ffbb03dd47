import { analyzeClient, STRATEGIES } from '@strata/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { closeEngineWorkers, EngineStoppedError, runEngineTask } from './engine-pool';

afterAll(() => closeEngineWorkers());

const NOTES =
  'Married, ages 60 and 58. Net worth $15 million, $6 million in an S corporation. Income $900,000. Risk tolerance: moderate. Goals: reduce estate tax.';
// The review's reproduction: an amount in every sentence, to the notes limit.
const HEAVY_NOTES = 'Client has $1,000 in savings. '.repeat(6_633);

describe('the engine in its threads', () => {
  it('answers the same analysis as the engine called in-thread', async () => {
    const pooled = await runEngineTask({ kind: 'analyze', notes: NOTES, documentsText: '' });
    const direct = analyzeClient({ notes: NOTES, documentsText: '' });
    expect(pooled.analysis).toEqual(direct.analysis);
    expect(pooled.rawResponse).toBe(direct.rawResponse);
  });

  it('stops an analysis past its budget with a clear reason, and the next one still runs', async () => {
    const stopped = runEngineTask(
      { kind: 'analyze', notes: HEAVY_NOTES, documentsText: '' },
      { budgetMs: 5 },
    );
    await expect(stopped).rejects.toThrow(EngineStoppedError);
    await expect(stopped).rejects.toThrow('The analysis took longer than 5 ms and was stopped.');
    const next = await runEngineTask({ kind: 'analyze', notes: NOTES, documentsText: '' });
    expect(next.analysis.recommendations.length).toBeGreaterThan(0);
  });

  it('stops an explanation past its budget the same way', async () => {
    const strategy = STRATEGIES[0];
    if (!strategy) throw new Error('the catalogue is empty');
    const input = { strategy, clientNotes: HEAVY_NOTES, clientProfile: {}, costBenefit: undefined };
    await expect(runEngineTask({ kind: 'explain', input }, { budgetMs: 5 })).rejects.toThrow(
      'The explanation took longer than 5 ms and was stopped.',
    );
    const small = await runEngineTask({ kind: 'explain', input: { ...input, clientNotes: NOTES } });
    expect(small.explanation).toBeDefined();
  });

  it('keeps the event loop free while the heaviest notes and documents are read', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    // Finished or stopped by its budget: either way it takes a while, on another thread.
    await runEngineTask(
      { kind: 'analyze', notes: HEAVY_NOTES, documentsText: HEAVY_NOTES.repeat(10) },
      { budgetMs: 3_000 },
    ).catch((error: unknown) => expect(error).toBeInstanceOf(EngineStoppedError));
    const took = performance.now() - started;
    clearInterval(ticker);
    // On the event loop the longest gap would be the whole read; in a thread it is scheduling
    // noise (the machines are shared, hence the loose bound).
    expect(longestGap).toBeLessThan(took / 3);
  }, 90_000);
});
