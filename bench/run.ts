/**
 * `npm run bench`: runs every benchmark section and writes bench/RESULTS.md. Sections may be
 * chosen by name: `npm run bench -- analysis extraction`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { runAnalysisBench } from './analysis/analysis-bench';
import { runExtractionBench } from './extraction/extraction-bench';
import { runFactsBench } from './facts/facts-bench';
import { runPlanBench } from './plan/plan-bench';
import { runProjectionBench } from './projection/projection-bench';
import { runReportBench } from './report/report-bench';
import { runResponsivenessBench } from './responsiveness/responsiveness-bench';

const SECTIONS: Record<string, () => Promise<string>> = {
  analysis: runAnalysisBench,
  extraction: runExtractionBench,
  facts: runFactsBench,
  projection: runProjectionBench,
  plan: runPlanBench,
  report: runReportBench,
  responsiveness: runResponsivenessBench,
};

async function optionalSection(
  path: string,
  exportName: string,
): Promise<(() => Promise<string>) | undefined> {
  try {
    const module = (await import(path)) as Record<string, unknown>;
    const run = module[exportName];
    return typeof run === 'function' ? (run as () => Promise<string>) : undefined;
  } catch {
    return undefined;
  }
}

const web = await optionalSection('./web/web-bench', 'runWebBench');
if (web) SECTIONS.web = web;
const load = await optionalSection('./load/load-bench', 'runLoadBench');
if (load) SECTIONS.load = load;

const chosen = process.argv.slice(2).filter((name) => name in SECTIONS);
const names = chosen.length > 0 ? chosen : Object.keys(SECTIONS);
const out = join(import.meta.dirname, 'RESULTS.md');
const machine = `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB`;

/** Each section sits between markers, so a run of some sections keeps the others' results. */
const marker = (name: string) => [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`] as const;
function previousSections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of Object.keys(SECTIONS)) {
    const [open, close] = marker(name);
    const from = text.indexOf(open);
    const to = text.indexOf(close);
    if (from >= 0 && to > from) found.set(name, text.slice(from + open.length, to).trim());
  }
  return found;
}

const sections = previousSections(await readFile(out, 'utf8').catch(() => ''));
for (const name of names) {
  process.stdout.write(`bench: ${name}...\n`);
  const started = performance.now();
  const body = await SECTIONS[name]!();
  sections.set(name, `${body}\n\n_Run on ${new Date().toISOString()}: ${machine}._`);
  process.stdout.write(
    `bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

const parts = Object.keys(SECTIONS)
  .filter((name) => sections.has(name))
  .map((name) => {
    const [open, close] = marker(name);
    return `${open}\n${sections.get(name)}\n${close}`;
  });
const header =
  '# Benchmark results\n\nWritten by `npm run bench` (`npm run bench -- load` runs one section and keeps the others).\n';
await writeFile(out, `${header}\n${parts.join('\n\n')}\n`);
process.stdout.write(`bench: wrote ${out}\n`);
process.exit(0);
