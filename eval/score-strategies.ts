import type { EvalCase } from './cases';

export const REQUEST_MORE_INFO = 'REQUEST_MORE_INFO';

export interface StrategyScore {
  /** Recall at 3, 5 and over the full list; undefined for cases scored under adversarial rules. */
  recall3?: number;
  recall5?: number;
  recallAll?: number;
  /** |S ∩ (E ∪ A)| / |S|; undefined when nothing was recommended. */
  precision?: number;
  /** Wrong IDs in the top five, and in the whole list. */
  wrongTop5: string[];
  wrongAll: string[];
  missing: string[];
}

/** README section 2 for one case, given the system's ordered recommendation IDs. */
export function scoreStrategies(c: EvalCase, ids: string[]): StrategyScore {
  const expected = new Set(c.expectedStrategies.map((e) => e.id));
  const fine = new Set([...expected, ...(c.acceptableStrategies ?? [])]);
  const wrong = new Set(c.wrongStrategies.map((w) => w.id));
  const nearEmpty = expected.size === 1 && expected.has(REQUEST_MORE_INFO);
  const recall = (n: number) =>
    ids.slice(0, n).filter((id) => expected.has(id)).length / Math.max(expected.size, 1);
  const scoredForRecall = !c.adversarial && !nearEmpty;
  // For a near-empty case any specific strategy is wrong (README section 2).
  const isWrong = (id: string) => wrong.has(id) || (nearEmpty && id !== REQUEST_MORE_INFO);
  return {
    ...(scoredForRecall
      ? { recall3: recall(3), recall5: recall(5), recallAll: recall(ids.length) }
      : {}),
    ...(ids.length > 0 ? { precision: ids.filter((id) => fine.has(id)).length / ids.length } : {}),
    wrongTop5: ids.slice(0, 5).filter(isWrong),
    wrongAll: ids.filter(isWrong),
    missing: [...expected].filter((id) => !ids.includes(id)),
  };
}
