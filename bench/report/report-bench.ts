import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExplanation, extractFacts } from '@strata/engine';
import { buildReportContent } from '../../apps/api/src/features/reports/report-content';
import { renderReportPdf } from '../../apps/api/src/features/reports/report-pdf';
import { REPORT_NOTES, reportAnalysisFixture } from '@strata/api/testing/report-fixtures';
import { percentile } from '../stats';

/** The typical analysis with a saved explanation per strategy, as a saved project holds it. */
function typicalProject() {
  const analysis = reportAnalysisFixture();
  const facts = extractFacts(REPORT_NOTES);
  const explanations = Object.fromEntries(
    analysis.recommendations.map((r) => [
      r.strategy,
      {
        explanation: buildExplanation({
          strategyName: r.strategy,
          facts,
          costBenefit: r.costBenefitAnalysis,
        }),
      },
    ]),
  );
  return { analysis, explanations };
}

const project = typicalProject();

/** What the route does for one request: the report's content, then the PDF. */
function renderOnce(): Promise<Buffer> {
  const content = buildReportContent({
    clientLabel: 'Whitman household',
    advisor: 'Dana Advisor',
    generatedAt: new Date(),
    ...project,
  });
  return renderReportPdf(content);
}

async function timed(): Promise<{ ms: number; cpuMs: number; pdf: Buffer }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const pdf = await renderOnce();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, pdf };
}

/** The client report (issue 15): a typical analysis to PDF, cold and warm. Target: under 3 s. */
export async function runReportBench(): Promise<string> {
  const cold = await timed();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 20; i++) {
    const run = await timed();
    times.push(run.ms);
    cpu.push(run.cpuMs);
  }
  const dir = mkdtempSync(join(tmpdir(), 'strata-report-bench-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, cold.pdf);
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1];
  rmSync(dir, { recursive: true, force: true });
  return [
    '## Client report (PDF)',
    '',
    'One process, what the route does per request: the content of a typical analysis (a Massachusetts couple, its recommendations each with a saved explanation, a 30-year baseline, considered strategies) then pdfkit with Source Sans 3 embedded. Cold = the first report of the process (fonts read). Wall and CPU time both shown: on a machine shared with other work the wall time is the CPU time plus waiting. Target: under 3 s.',
    '',
    '| report | pages | size | cold ms (CPU ms) | runs | p50 ms | p95 ms | p50 CPU ms |',
    '|---|---|---|---|---|---|---|---|',
    `| typical analysis | ${pages ?? '?'} | ${(cold.pdf.length / 1024).toFixed(0)} KB | ${cold.ms.toFixed(0)} (${cold.cpuMs.toFixed(0)}) | ${times.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${percentile(cpu, 50).toFixed(0)} |`,
  ].join('\n');
}
