import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The case format of ../shared/eval-dev/README.md: the notes (and attachments) are the only
 * input; everything else is the answer key.
 */
export interface EvalCase {
  id: string;
  title: string;
  profile: string[];
  adversarial?: { type: string; passCriteria: string[] };
  notes: string;
  attachments?: { name: string; text: string }[];
  expectedFacts: ExpectedFacts;
  expectedStrategies: { id: string; name: string }[];
  acceptableStrategies?: string[];
  wrongStrategies: { id: string; name: string }[];
  checks: NumberCheck[];
}

export type FactValue = number | string | boolean | number[] | null;

export interface ExpectedFacts {
  netWorth?: number | null;
  netWorthRange?: [number, number];
  annualIncome?: number | null;
  ages?: number[];
  agesTolerance?: number;
  state?: string | null;
  maritalStatus?: string | null;
  children?: number | null;
  businessOwner?: boolean | null;
  realEstate?: boolean | null;
  concentratedStock?: boolean | null;
  retirementAccounts?: boolean | null;
  charitableIntent?: boolean | null;
  riskTolerance?: string | null;
  primaryGoals?: string[];
  acceptable?: Record<string, FactValue[] | 'any>0'>;
}

export interface NumberCheck {
  description: string;
  expected: number;
  unit: string;
  secondary?: boolean;
  tolerancePct?: number;
}

/** Every `*.json` case in a directory, in file-name order. */
export async function loadCases(dir: string): Promise<EvalCase[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as EvalCase),
  );
}
