import { readClient } from '../../packages/engine/src/facts';

/**
 * Fact extraction must take time linear in the length of the text (issue 16, item 1): the
 * notes are read through amount-dense clauses of the kinds advisors write, repeated to each
 * size, and the time per character must stay flat from 20,000 to 200,000 characters.
 */
const CLAUSES = [
  'Savings: 401k ~1.9M, brokerage ~2.6M, home ~2.2M (mtg 0.6M), cash ~300K.',
  'Rental duplex worth $850,000 with a $310,000 mortgage; nets $4,200/mo.',
  'W-2 ~310K, W ~150K consulting (1099); AGI ~460K.',
  'Owns 60% of an S corp valued at 12-14M, basis ~400K.',
  'Holds $2.4 million of NVDA stock, cost basis $180,000.',
  'Gives ~25K/yr to church; HELOC $75,000 on the lake house ($1.2M).',
  'Net worth about $18.5M incl. Roth IRA $410K and HSA $38K.',
];
const SIZES = [20_000, 50_000, 100_000, 200_000];
const RUNS = 3;

function notesOf(length: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i += 1) {
    const clause = CLAUSES[i % CLAUSES.length]!;
    parts.push(clause);
    size += clause.length + 1;
  }
  return parts.join(' ').slice(0, length);
}

function timeOf(notes: string): number {
  readClient({ notes, documents: [] }, { referenceYear: 2026 });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    readClient({ notes, documents: [] }, { referenceYear: 2026 });
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

export async function runFactsBench(): Promise<string> {
  const rows = SIZES.map((size) => {
    const ms = timeOf(notesOf(size));
    return { size, ms, perKChar: (ms / size) * 1000 };
  });
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const ratio = last.perKChar / first.perKChar;
  const table = rows
    .map(
      (r) =>
        `| ${r.size.toLocaleString('en-US')} | ${r.ms.toFixed(0)} | ${r.perKChar.toFixed(3)} |`,
    )
    .join('\n');
  return `## Fact extraction (readClient on amount-dense notes)\n\nTime linear in the text's length: the time per 1,000 characters stays flat (${ratio.toFixed(2)}x from 20,000 to 200,000 characters; target under 500 ms at 200,000: ${last.ms.toFixed(0)} ms, ${last.ms < 500 ? 'met' : 'NOT met'}). Best of ${RUNS} runs after a warm-up.\n\n| characters | ms | ms per 1,000 characters |\n|---|---|---|\n${table}`;
}
