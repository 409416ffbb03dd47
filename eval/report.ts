import type { CaseResult } from './score-case';
import { SCORED_FIELDS } from './score-facts';

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const f2 = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(2));
const defined = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);

export interface Summary {
  factAccuracy: number;
  perField: Record<string, number>;
  hallucinationRate: number;
  goalRecall: number;
  recall3: number;
  recall5: number;
  recallAll: number;
  precision: number;
  wrongRate: number;
  wrongTotal: number;
  checksPassed: number;
  checksTotal: number;
  adversarialPassed: number;
  adversarialTotal: number;
}

export function summarize(results: CaseResult[]): Summary {
  const fields = results.flatMap((r) => r.facts);
  const nullExpected = fields.filter((f) => f.nullExpected);
  const perField = Object.fromEntries(
    SCORED_FIELDS.map((field) => [
      field,
      mean(fields.filter((f) => f.field === field).map((f) => (f.correct ? 1 : 0))),
    ]),
  );
  const checks = results.flatMap((r) => r.checks);
  const adversarial = defined(results.map((r) => r.adversarial));
  return {
    factAccuracy: mean(fields.map((f) => (f.correct ? 1 : 0))),
    perField,
    hallucinationRate: mean(nullExpected.map((f) => (f.hallucinated ? 1 : 0))),
    goalRecall: mean(defined(results.map((r) => r.goalRecall))),
    recall3: mean(defined(results.map((r) => r.strategies.recall3))),
    recall5: mean(defined(results.map((r) => r.strategies.recall5))),
    recallAll: mean(defined(results.map((r) => r.strategies.recallAll))),
    precision: mean(defined(results.map((r) => r.strategies.precision))),
    wrongRate: mean(results.map((r) => (r.strategies.wrongTop5.length > 0 ? 1 : 0))),
    wrongTotal: results.reduce((n, r) => n + r.strategies.wrongAll.length, 0),
    checksPassed: checks.filter((c) => c.passed).length,
    checksTotal: checks.length,
    adversarialPassed: adversarial.filter((a) => a.passed).length,
    adversarialTotal: adversarial.length,
  };
}

/** README 'Reporting template', then per-field accuracy and the slices by profile tag. */
export function reportTable(results: CaseResult[]): string {
  const s = summarize(results);
  const lines = [
    '| metric | value |',
    '|---|---|',
    `| fact accuracy (all fields) | ${f2(s.factAccuracy)} |`,
    `| hallucination rate (null-expected fields) | ${f2(s.hallucinationRate)} |`,
    `| strategy recall@3 / @5 / full | ${f2(s.recall3)} / ${f2(s.recall5)} / ${f2(s.recallAll)} |`,
    `| strategy precision | ${f2(s.precision)} |`,
    `| wrong-strategy rate (cases with ≥1 W in top-5) | ${f2(s.wrongRate)} (${s.wrongTotal} wrong IDs in all) |`,
    `| number checks within 1% | ${s.checksPassed} / ${s.checksTotal} |`,
    `| adversarial passes | ${s.adversarialPassed} / ${s.adversarialTotal} |`,
    `| primary goals recall (rubric, not in accuracy) | ${f2(s.goalRecall)} |`,
    '',
    '| field | accuracy |',
    '|---|---|',
    ...Object.entries(s.perField).map(([field, acc]) => `| ${field} | ${f2(acc)} |`),
  ];
  const tags = new Map<string, CaseResult[]>();
  for (const r of results)
    for (const tag of r.profile) tags.set(tag, [...(tags.get(tag) ?? []), r]);
  const slices = [...tags]
    .filter(([, rs]) => rs.length >= 3)
    .sort((a, b) => b[1].length - a[1].length);
  lines.push(
    '',
    '| profile tag | cases | fact accuracy | recall (full) | precision |',
    '|---|---|---|---|---|',
  );
  for (const [tag, rs] of slices) {
    const t = summarize(rs);
    lines.push(
      `| ${tag} | ${rs.length} | ${f2(t.factAccuracy)} | ${f2(t.recallAll)} | ${f2(t.precision)} |`,
    );
  }
  return lines.join('\n');
}

/** One case in detail: the facts it got wrong, its strategies, checks and adversarial result. */
export function caseDetail(r: CaseResult): string {
  const wrongFacts = r.facts
    .filter((f) => !f.correct)
    .map(
      (f) => `  ✗ ${f.field}: expected ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.got)}`,
    );
  const s = r.strategies;
  return [
    `${r.id}`,
    ...wrongFacts,
    `  strategies: ${r.ids.join(', ') || '(none)'}`,
    `  missing: ${s.missing.join(', ') || '-'}${s.wrongAll.length ? `; WRONG: ${s.wrongAll.join(', ')}` : ''}`,
    ...r.checks.map(
      (c) =>
        `  ${c.passed ? '✓' : '✗'} ${c.secondary ? '(2nd) ' : ''}${c.description} = ${c.expected}`,
    ),
    ...(r.adversarial
      ? [
          `  adversarial: ${r.adversarial.passed ? 'pass' : `FAIL (${r.adversarial.failures.join('; ')})`}`,
        ]
      : []),
  ].join('\n');
}
