import { analyzeClient } from '@strata/engine';
import { percentile } from '../stats';

/** Paragraphs in the styles advisors write; repeated with varying figures to reach a length. */
const PARAGRAPHS = [
  'Married couple in Illinois, ages 61 and 58, three adult children and five grandchildren. Net worth about $18.5M.',
  'He owns 80% of an S corporation (precision machining) valued near $9M; she is a retired physician with a $2.1M IRA.',
  'Brokerage account $4.2M, of which $2.5M is one technology stock with a basis of roughly $300k. Home worth $1.8M, mortgage $400k.',
  'Household income around $1.2M a year; spending about $350k. They give $60k a year to their church and a local hospital.',
  'Goals: retire at 65, keep the business in the family, reduce estate tax, fund grandchildren’s education. Risk tolerance moderate.',
  'Existing life insurance: a $2M term policy expiring in 2031. No trusts yet; wills last updated 2012.',
  'Client mentioned considering a move to Florida after the business is transitioned; daughter works in the company.',
];

function notesOfWords(words: number, seed: number): string {
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const paragraph = (PARAGRAPHS[(i + seed) % PARAGRAPHS.length] ?? '').replace(
      /\$(\d+(?:\.\d+)?)/,
      (_m, n: string) => `$${(Number(n) * (1 + ((i * 7 + seed) % 5) / 100)).toFixed(1)}`,
    );
    out.push(paragraph);
    count += paragraph.split(/\s+/).length;
  }
  return out.join(seed % 2 === 0 ? '\n' : ' ');
}

function timeRuns(words: number, runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const notes = notesOfWords(words, i);
    const start = performance.now();
    analyzeClient({ notes, documentsText: '' });
    times.push(performance.now() - start);
  }
  return times;
}

/** Builtin analyses per second and latency percentiles for notes of three lengths. */
export async function runAnalysisBench(): Promise<string> {
  timeRuns(200, 5); // warm the JIT
  const rows = [
    { words: 200, runs: 200 },
    { words: 2_000, runs: 100 },
    { words: 20_000, runs: 20 },
  ].map(({ words, runs }) => {
    const times = timeRuns(words, runs);
    const total = times.reduce((a, b) => a + b, 0);
    return `| ${words.toLocaleString('en-US')} | ${runs} | ${(runs / (total / 1000)).toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`;
  });
  return [
    '## Builtin analysis engine',
    '',
    'One process, `analyzeClient` (facts, selection, cost-benefit, narrative, schema validation) on generated notes. Target: p95 under 100 ms for 2,000-word notes.',
    '',
    '| words | runs | analyses/s | p50 ms | p95 ms |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
