/**
 * `npm run bench`: runs every benchmark section and writes bench/RESULTS.md. Sections may be
 * chosen by name: `npm run bench -- analysis extraction`.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { runAnalysisBench } from './analysis/analysis-bench';
import { runExtractionBench } from './extraction/extraction-bench';

const SECTIONS: Record<string, () => Promise<string>> = {
  analysis: runAnalysisBench,
  extraction: runExtractionBench,
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
const parts: string[] = [];
for (const name of names) {
  process.stdout.write(`bench: ${name}...\n`);
  const started = performance.now();
  parts.push(await SECTIONS[name]!());
  process.stdout.write(
    `bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

const header = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()}: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB. Sections: ${names.join(', ')}.`,
  '',
].join('\n');
const out = join(import.meta.dirname, 'RESULTS.md');
await writeFile(out, `${header}\n${parts.join('\n\n')}\n`);
process.stdout.write(`bench: wrote ${out}\n`);
process.exit(0);
