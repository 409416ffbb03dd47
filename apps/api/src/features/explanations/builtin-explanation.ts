import {
  clientProfileSchema,
  type ClientProfile,
  type CostBenefitAnalysis,
  type Explanation,
  type Strategy,
} from '@strata/contracts';
import {
  buildExplanation,
  computeCostBenefit,
  DEFAULT_TAX_YEAR,
  documentsFromText,
  readClient,
} from '@strata/engine';

/** What the builtin engine needs, read from the request body. */
export interface ExplanationInput {
  strategy: Strategy;
  clientNotes: string;
  /** The saved project's extracted document text, read with the notes as the analysis read them. */
  documentsText?: string | null;
  /** The results page's profile as sent (untrusted; only valid fields are used). */
  clientProfile: Record<string, unknown>;
  /** The recommendation's own figures when the body carries a valid set. */
  costBenefit: CostBenefitAnalysis | undefined;
}

export interface BuiltinExplanation {
  explanation: Explanation;
  costBenefit: CostBenefitAnalysis;
}

/** Each profile field that validates on its own; a bad field does not discard the others. */
function validProfileFields(profile: Record<string, unknown>): Partial<ClientProfile> {
  const fields: Partial<ClientProfile> = {};
  for (const key of ['currentNetWorth', 'riskTolerance', 'primaryGoals'] as const) {
    const field = clientProfileSchema.shape[key].safeParse(profile[key]);
    if (field.success && field.data !== undefined) Object.assign(fields, { [key]: field.data });
  }
  return fields;
}

/** The deterministic explanation: facts from the notes and documents, figures from calc (or the recommendation). */
export function buildBuiltinExplanation(input: ExplanationInput): BuiltinExplanation {
  const { facts } = readClient(
    { notes: input.clientNotes, documents: documentsFromText(input.documentsText) },
    { referenceYear: DEFAULT_TAX_YEAR },
  );
  const costBenefit = input.costBenefit ?? computeCostBenefit(input.strategy.id, facts);
  const explanation = buildExplanation({
    strategyName: input.strategy.name,
    facts,
    clientProfile: validProfileFields(input.clientProfile),
    costBenefit,
  });
  return { explanation, costBenefit };
}
