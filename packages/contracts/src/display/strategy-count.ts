import { toStructuredAnalysis } from './structured-analysis';

const MAX_STRATEGY_COUNT = 15;
const BULLET_LINE = /^\s*[-*•]\s+\S/;
const NUMBERED_LINE = /^\s*\d+[.)]\s+\S/;
const STRATEGY_WORD = /\b(?:strateg(?:y|ies)|trusts?|plans?|structures?)\b/gi;

/**
 * SPEC 9: the larger of the bullet-line count, the numbered-line count, or the count of the
 * words strategy, trust, plan and structure (plurals included) divided by 3, capped at 15.
 * The word count is floored: a third of a mention is not a strategy, and flooring never
 * claims more strategies than the text names.
 */
export function countStrategiesInText(text: string): number {
  const lines = text.split(/\r?\n/);
  const bullets = lines.filter((line) => BULLET_LINE.test(line)).length;
  const numbered = lines.filter((line) => NUMBERED_LINE.test(line)).length;
  const keywords = Math.floor((text.match(STRATEGY_WORD)?.length ?? 0) / 3);
  return Math.min(Math.max(bullets, numbered, keywords), MAX_STRATEGY_COUNT);
}

/**
 * The strategy count on a workspace card. A structured analysis counts its recommendations
 * (also capped at 15); unstructured text uses SPEC 9's text rule; nothing yet counts 0.
 */
export function countWorkspaceStrategies(analysis: unknown): number {
  const structured = toStructuredAnalysis(analysis);
  if (structured && Array.isArray(structured.recommendations)) {
    return Math.min(structured.recommendations.length, MAX_STRATEGY_COUNT);
  }
  return typeof analysis === 'string' ? countStrategiesInText(analysis) : 0;
}
