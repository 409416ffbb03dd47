import type { LlmStandIn } from '@strata/test-support/llm-stand-in';

/** A well-behaved model: keeps the candidates the prompt lists, in order. */
export function faithfulReply(request: { messages?: Array<{ content: unknown }> }) {
  const prompt = (request.messages ?? []).map((m) => String(m.content)).join('\n');
  const names = [...prompt.matchAll(/^\d+\. (.+?) \([^)]*\): /gm)].map((m) => m[1] ?? '');
  return {
    clientProfile: { riskTolerance: 'moderate', primaryGoals: ['estate tax'] },
    recommendations: names.map((strategy) => ({
      strategy,
      priority: 'High',
      description: `Why ${strategy} fits.`,
      benefits: ['benefit'],
      implementation: { timeline: '3 months', steps: ['step'] },
    })),
    taxPlanning: { currentTaxSituation: 'situation', opportunities: ['opportunity'] },
    nextSteps: [{ action: 'call', priority: 'High', timeline: 'now', responsibility: 'Advisor' }],
  };
}

export function llmEnv(standIn: LlmStandIn): Record<string, string> {
  return {
    ANALYSIS_ENGINE: 'llm',
    LLM_PROVIDER: 'openai-compatible',
    LLM_MODEL: 'stand-in-model',
    LLM_API_KEY: 'test-key',
    LLM_BASE_URL: standIn.baseUrl,
  };
}
