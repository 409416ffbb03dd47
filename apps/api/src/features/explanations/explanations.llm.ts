import {
  explanationSchema,
  type CostBenefitAnalysis,
  type Explanation,
  type Strategy,
} from '@strata/contracts';
import { getStrategy } from '@strata/engine';
import type { LlmEngine } from '../../jobs/analysis-pipeline';
import { generateStructured } from '../../llm/generate-structured';
import { redactPii } from '../../llm/pii-redaction';
import { buildExplanationPrompt, EXPLANATION_SYSTEM_PROMPT } from '../../llm/prompts';
import type { ExplanationInput, GeneratedExplanation } from './explanations.service';

type Alternative = Explanation['comparativeAnalysis']['alternativeStrategies'][number];

/** The figures the model may quote, all from calc. */
function computedFigures(cba: CostBenefitAnalysis): Record<string, number> {
  return {
    tenYearBenefit: cba.potentialSavings,
    tenYearCost: cba.estimatedCost,
    tenYearNetBenefit: cba.potentialSavings - cba.estimatedCost,
    netPresentValue: cba.savingsBreakdown.netPresentValue,
    roiPercent: cba.roi,
    setupCosts: cba.costBreakdown.setupCosts,
    annualFees: cba.costBreakdown.annualFees,
    ...(typeof cba.paybackPeriod === 'number' ? { paybackYears: cba.paybackPeriod } : {}),
  };
}

/**
 * Keeps the model's alternatives that are catalogue strategies (under their catalogue names,
 * once each, never the chosen one); each other one is replaced by one of the builtin's.
 */
function catalogueAlternatives(
  written: Alternative[],
  builtin: Alternative[],
  chosen: Strategy,
): Alternative[] {
  const seen = new Set([chosen.id]);
  const kept: Alternative[] = [];
  const add = (alternative: Alternative) => {
    const strategy = getStrategy(alternative.strategy);
    if (!strategy || seen.has(strategy.id)) return;
    seen.add(strategy.id);
    kept.push({ strategy: strategy.name, whyNotChosen: alternative.whyNotChosen });
  };
  written.forEach(add);
  const wanted = Math.max(written.length, 1);
  for (const alternative of builtin) if (kept.length < wanted) add(alternative);
  return kept;
}

/**
 * The model's words over the engine's numbers: quantified benefits and metric targets are the
 * builtin's (calc), the title is the catalogue's, alternatives stay within the catalogue.
 */
export function mergeLlmExplanation(
  written: Explanation,
  builtin: Explanation,
  strategy: Strategy,
): Explanation {
  return explanationSchema.parse({
    ...written,
    strategyOverview: { ...written.strategyOverview, title: strategy.name },
    benefits: { ...written.benefits, primaryBenefits: builtin.benefits.primaryBenefits },
    successMetrics: { ...written.successMetrics, metrics: builtin.successMetrics.metrics },
    comparativeAnalysis: {
      ...written.comparativeAnalysis,
      alternativeStrategies: catalogueAlternatives(
        written.comparativeAnalysis.alternativeStrategies,
        builtin.comparativeAnalysis.alternativeStrategies,
        strategy,
      ),
    },
  });
}

/**
 * The explanation written by the model: notes and profile redacted and fenced as data, figures
 * and alternatives supplied from the builtin explanation, one repair attempt. Output that still
 * does not validate is returned as `{ rawText }`; provider failures are thrown.
 */
export async function writeExplanationWithLlm(
  llm: LlmEngine,
  input: ExplanationInput,
  builtin: { explanation: Explanation; costBenefit: CostBenefitAnalysis },
): Promise<GeneratedExplanation> {
  const prompt = buildExplanationPrompt({
    strategy: input.strategy,
    computedFigures: computedFigures(builtin.costBenefit),
    alternatives: builtin.explanation.comparativeAnalysis.alternativeStrategies.map(
      (a) => a.strategy,
    ),
    clientProfile: redactPii(JSON.stringify(input.clientProfile, null, 2)).text,
    notes: redactPii(input.clientNotes).text,
    ...(input.detail ? { detail: input.detail } : {}),
  });
  const result = await generateStructured(llm.model, llm.config, {
    system: EXPLANATION_SYSTEM_PROMPT,
    prompt,
    schema: explanationSchema,
    schemaName: 'explanation',
  });
  if (!result.value)
    return { explanation: { rawText: result.rawText }, rawResponse: result.rawText };
  return {
    explanation: mergeLlmExplanation(result.value, builtin.explanation, input.strategy),
    rawResponse: result.rawText,
  };
}
