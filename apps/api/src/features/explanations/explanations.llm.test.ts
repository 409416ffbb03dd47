import type { Explanation } from '@strata/contracts';
import { buildExplanation, extractFacts, getStrategy } from '@strata/engine';
import { describe, expect, it } from 'vitest';
import { mergeLlmExplanation } from './explanations.llm';

const facts = extractFacts('Married, 64 and 62, Illinois, net worth $22 million, three children.');
const builtin = buildExplanation({ strategyName: 'Dynasty Trust', facts });
const dynasty = getStrategy('Dynasty Trust');
if (!dynasty) throw new Error('catalogue lacks Dynasty Trust');
const builtinNames = builtin.comparativeAnalysis.alternativeStrategies.map((a) => a.strategy);

function written(alternatives: Array<{ strategy: string; whyNotChosen: string }>): Explanation {
  return {
    ...builtin,
    successMetrics: {
      ...builtin.successMetrics,
      metrics: [{ metric: 'Savings', target: '$1 billion', measurementFrequency: 'Daily' }],
    },
    comparativeAnalysis: { alternativeStrategies: alternatives, uniqueAdvantages: ['Model'] },
  };
}

describe('mergeLlmExplanation', () => {
  it('replaces every invented alternative with the builtin’s, in order', () => {
    const merged = mergeLlmExplanation(
      written([
        { strategy: 'Bitcoin Treasury', whyNotChosen: 'x' },
        { strategy: 'Offshore shell company', whyNotChosen: 'y' },
      ]),
      builtin,
      dynasty,
    );
    expect(merged.comparativeAnalysis.alternativeStrategies).toEqual(
      builtin.comparativeAnalysis.alternativeStrategies.slice(0, 2),
    );
    expect(merged.comparativeAnalysis.uniqueAdvantages).toEqual(['Model']);
  });

  it('never lists the chosen strategy or one strategy twice, and uses catalogue spelling', () => {
    const merged = mergeLlmExplanation(
      written([
        { strategy: 'dynasty trust', whyNotChosen: 'itself' },
        { strategy: 'private foundation', whyNotChosen: 'first' },
        { strategy: 'Private Foundation', whyNotChosen: 'again' },
      ]),
      builtin,
      dynasty,
    );
    const names = merged.comparativeAnalysis.alternativeStrategies.map((a) => a.strategy);
    expect(names[0]).toBe('Private Foundation');
    expect(merged.comparativeAnalysis.alternativeStrategies[0]?.whyNotChosen).toBe('first');
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(names).not.toContain('Dynasty Trust');
    expect(names.slice(1)).toEqual(
      builtinNames.filter((n) => n !== 'Private Foundation').slice(0, 2),
    );
  });

  it('gives the builtin’s alternative when the model offered none', () => {
    const merged = mergeLlmExplanation(written([]), builtin, dynasty);
    expect(merged.comparativeAnalysis.alternativeStrategies).toEqual(
      builtin.comparativeAnalysis.alternativeStrategies.slice(0, 1),
    );
  });

  it('takes metric targets from calc, not the model', () => {
    const merged = mergeLlmExplanation(written([]), builtin, dynasty);
    expect(merged.successMetrics.metrics).toEqual(builtin.successMetrics.metrics);
    expect(JSON.stringify(merged)).not.toContain('$1 billion');
  });
});
