import type { Analysis } from '@strata/contracts';
import type { EvalCase } from './cases';
import { scoreAdversarial, type AdversarialResult } from './score-adversarial';
import { goalRecall, scoreFacts, systemFacts, type FieldScore } from './score-facts';
import { checkPasses, collectFigures, collectTexts } from './score-numbers';
import { scoreStrategies, type StrategyScore } from './score-strategies';
import { strategyIdOf } from './strategy-ids';

export interface CaseResult {
  id: string;
  profile: string[];
  facts: FieldScore[];
  goalRecall?: number;
  ids: string[];
  strategies: StrategyScore;
  checks: { description: string; expected: number; secondary: boolean; passed: boolean }[];
  adversarial?: AdversarialResult;
}

/** Scores one case's analysis by every rule of the README. */
export function scoreCase(c: EvalCase, analysis: Analysis, known: Set<string>): CaseResult {
  const got = systemFacts(analysis);
  const facts = scoreFacts(c.expectedFacts, got);
  const ids = analysis.recommendations.map((r) => strategyIdOf(r, known));
  const strategies = scoreStrategies(c, ids);
  const figures = collectFigures(analysis);
  const texts = collectTexts(analysis);
  const checks = c.checks.map((check) => ({
    description: check.description,
    expected: check.expected,
    secondary: check.secondary === true,
    passed: checkPasses(check, figures, texts),
  }));
  const primary = checks.find((check) => !check.secondary);
  const goals = Array.isArray(got.primaryGoals) ? (got.primaryGoals as string[]) : [];
  const recall = goalRecall(c.expectedFacts.primaryGoals ?? [], goals);
  const adversarial = scoreAdversarial(c, analysis, facts, strategies, primary?.passed);
  return {
    id: c.id,
    profile: c.profile,
    facts,
    ...(recall !== undefined ? { goalRecall: recall } : {}),
    ids,
    strategies,
    checks,
    ...(adversarial ? { adversarial } : {}),
  };
}
