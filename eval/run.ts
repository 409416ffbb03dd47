/**
 * `npm run eval [-- DIR] [--verbose]`: runs the builtin engine on every case of DIR (by
 * default ../shared/eval-dev/cases beside the repository), scores it by the rules of that
 * set's README, prints the reporting table and writes it to eval/RESULTS.md.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadCases } from './cases';
import { caseDetail, reportTable } from './report';
import { runEngine } from './run-engine';
import { scoreCase } from './score-case';
import { vocabulary } from './strategy-ids';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const root = resolve(import.meta.dirname, '..');
const dir = resolve(
  args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'eval-dev', 'cases'),
);

if (!existsSync(dir)) {
  process.stderr.write(`eval: no cases at ${dir} (give a directory: npm run eval -- DIR)\n`);
  process.exit(1);
}

const cases = await loadCases(dir);
const known = vocabulary(cases);
const started = performance.now();
const results = cases.map((c) => scoreCase(c, runEngine(c), known));
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const table = reportTable(results);
if (verbose) process.stdout.write(`${results.map(caseDetail).join('\n\n')}\n\n`);
process.stdout.write(`${table}\n\n${cases.length} cases from ${dir} in ${seconds} s\n`);
await writeFile(
  join(import.meta.dirname, 'RESULTS.md'),
  `# Evaluation results (npm run eval)\n\nThe builtin engine on ${cases.length} cases of \`${dir.replace(`${resolve(root, '..')}/`, '../')}\`, scored by that set's README. Number checks pass when the analysis states a figure within 1% anywhere in its output (an upper bound; see eval/score-numbers.ts).\n\n${table}\n`,
);
