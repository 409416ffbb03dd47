import type { Analysis } from '@strata/contracts';
import type { ExpectedFacts, FactValue } from './cases';

/** The fields README section 1 scores, and how each is compared. */
export const SCORED_FIELDS = [
  'netWorth',
  'annualIncome',
  'ages',
  'state',
  'maritalStatus',
  'children',
  'businessOwner',
  'realEstate',
  'concentratedStock',
  'retirementAccounts',
  'charitableIntent',
  'riskTolerance',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

const MONEY: ScoredField[] = ['netWorth', 'annualIncome'];
const BOOLEAN: ScoredField[] = [
  'businessOwner',
  'realEstate',
  'concentratedStock',
  'retirementAccounts',
  'charitableIntent',
];

export type SystemFacts = Partial<Record<ScoredField | 'primaryGoals', FactValue | string[]>>;

/**
 * The facts an analysis asserts: `analysis.facts` values; an analysis without them (before
 * issue 11) is read from SPEC's clientProfile and financialSummary, where 0 means unknown.
 */
export function systemFacts(analysis: Analysis): SystemFacts {
  if (analysis.facts) {
    const out: SystemFacts = {};
    for (const [field, fact] of Object.entries(analysis.facts)) {
      if (fact) out[field as ScoredField] = fact.value as FactValue;
    }
    return out;
  }
  const orNull = (n: number) => (n === 0 ? null : n);
  return {
    netWorth: orNull(analysis.clientProfile.currentNetWorth),
    annualIncome: orNull(analysis.financialSummary.annualIncome),
    primaryGoals: analysis.clientProfile.primaryGoals,
  };
}

export interface FieldScore {
  field: ScoredField;
  correct: boolean;
  /** The expected value was null (the notes do not state it). */
  nullExpected: boolean;
  /** A null-expected field the system answered with a value (for booleans: true). */
  hallucinated: boolean;
  expected: unknown;
  got: unknown;
}

const isUnknown = (v: unknown) =>
  v === null || v === undefined || (Array.isArray(v) && v.length === 0);

function moneyMatches(expected: number, got: unknown): boolean {
  return typeof got === 'number' && Math.abs(got - expected) <= Math.abs(expected) * 0.05;
}

function matchesOne(field: ScoredField, expected: FactValue, got: unknown, facts: ExpectedFacts) {
  if (expected === null) {
    if (BOOLEAN.includes(field)) return got === null || got === undefined || got === false;
    return isUnknown(got);
  }
  if (MONEY.includes(field)) return moneyMatches(expected as number, got);
  if (field === 'ages') {
    const want = expected as number[];
    const tolerance = facts.agesTolerance ?? 1;
    const have = Array.isArray(got) ? (got as number[]) : [];
    return have.length === want.length && want.every((a, i) => Math.abs(a - have[i]!) <= tolerance);
  }
  return got === expected;
}

/** README section 1: one field of one case, correct or not, and whether it was hallucinated. */
export function scoreField(field: ScoredField, facts: ExpectedFacts, got: unknown): FieldScore {
  const expected = (facts[field] ?? (field === 'ages' ? [] : null)) as FactValue;
  const acceptable = facts.acceptable?.[field];
  let correct = matchesOne(field, expected, got, facts);
  if (!correct && field === 'netWorth' && facts.netWorthRange && typeof got === 'number') {
    const [lo, hi] = facts.netWorthRange;
    correct = got >= lo && got <= hi;
  }
  if (!correct && acceptable === 'any>0') correct = typeof got === 'number' && got > 0;
  else if (!correct && Array.isArray(acceptable))
    correct = acceptable.some((alt) => matchesOne(field, alt, got, facts));
  const nullExpected =
    expected === null || (field === 'ages' && (expected as number[]).length === 0);
  const asserted = BOOLEAN.includes(field) ? got === true : !isUnknown(got);
  return {
    field,
    correct,
    nullExpected,
    hallucinated: nullExpected && asserted && !correct,
    expected,
    got: got ?? null,
  };
}

export function scoreFacts(facts: ExpectedFacts, got: SystemFacts): FieldScore[] {
  return SCORED_FIELDS.map((field) => scoreField(field, facts, got[field]));
}

const STOP = new Set(
  'a an the and or of to for in on at by with from their his her its into over under as is are be keep'.split(
    ' ',
  ),
);
const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.replace(/(ing|ed|es|s)$/, '')),
  );

/**
 * Goal recall by a word-overlap rubric (README allows a rubric or a judge): an expected goal
 * is recalled when some stated goal shares at least half of its content words.
 */
export function goalRecall(expected: string[], got: string[]): number | undefined {
  if (expected.length === 0) return undefined;
  const stated = got.map(words);
  const hit = expected.filter((goal) => {
    const want = [...words(goal)];
    return stated.some((s) => want.filter((w) => s.has(w)).length * 2 >= want.length);
  });
  return hit.length / expected.length;
}
