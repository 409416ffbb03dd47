import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExplanation, extractFacts, findInternalMarkers } from '@strata/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportContent } from './report-content';
import { renderReportPdf } from './report-pdf';
import { REPORT_NOTES, reportAnalysisFixture } from '../../testing/report-fixtures';

/** The report of the fixture analysis as a file, read back with poppler like a person would. */
const dir = mkdtempSync(join(tmpdir(), 'strata-report-'));
const file = join(dir, 'report.pdf');
let text = '';
const analysis = reportAnalysisFixture();
const first = analysis.recommendations[0];

beforeAll(async () => {
  if (!first) throw new Error('the fixture analysis recommends nothing');
  const explanation = buildExplanation({
    strategyName: first.strategy,
    facts: extractFacts(REPORT_NOTES),
    costBenefit: first.costBenefitAnalysis,
  });
  const content = buildReportContent({
    clientLabel: 'Whitman household',
    advisor: 'Dana Advisor',
    generatedAt: new Date('2026-03-02T15:00:00Z'),
    analysis,
    explanations: { [first.strategy]: { explanation } },
  });
  writeFileSync(file, await renderReportPdf(content));
  text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pageCount = () =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

describe('the client report PDF', () => {
  it('opens on a cover with the client label, the advisor and the date', () => {
    const cover = text.split('\f')[0] ?? '';
    expect(cover).toContain('Financial Planning Report');
    expect(cover).toContain('Whitman household');
    expect(cover).toContain('Dana Advisor');
    expect(cover).toContain('March 2, 2026');
    expect(cover).toMatch(/Tax year\s+2026 \(tax table version 2026\.[0-9a-f]{8}\)/);
  });

  it('has every section with its content, as selectable text', () => {
    for (const heading of [
      'Your financial picture',
      'Where you stand today: the baseline',
      'Net worth by year',
      'Taxes by year',
      'Recommended strategies',
      'The plan against the baseline',
      'Within the plan',
      'Considered and not recommended',
      'What would change this',
      'Assumptions',
      'Disclosures',
    ])
      expect(text).toContain(heading);
    for (const r of analysis.recommendations) expect(text).toContain(r.strategy.slice(0, 30));
    for (const c of analysis.considered ?? []) expect(text).toContain(c.strategy.slice(0, 15));
    for (const m of analysis.missingFacts ?? []) expect(text).toContain(m.fact.slice(0, 12));
    expect(text).toContain('Why it fits');
    expect(text).toContain('not tax, legal or accounting advice');
    expect(text).toMatch(/estimate under the assumptions stated/);
    const netWorth = `$${analysis.clientProfile.currentNetWorth.toLocaleString('en-US')}`;
    expect(text).toContain(netWorth);
    // The plan's net benefit, one figure for the strategies together.
    expect(text).toContain(`$${analysis.plan!.net.toLocaleString('en-US')}`.replace('$-', '-$'));
    // The last death with no planning and with the plan: what reaches the heirs.
    const last = analysis.plan!.overYears!.atLastDeath;
    expect(text).toMatch(
      new RegExp(
        `To heirs at the last death \\(${last.year}\\), with the plan\\s+\\$${last.plan.toHeirs.toLocaleString('en-US')}`,
      ),
    );
  });

  it('carries no internal provenance: no source address, status tag or conflict', () => {
    const lines = text.split('\n').filter((line) => line.trim());
    expect(findInternalMarkers(lines)).toEqual([]);
    const advisorOnly = analysis.recommendations.flatMap((r) => r.advisorNotes ?? []);
    expect(advisorOnly.length).toBeGreaterThan(0);
  });

  it('numbers its pages and embeds every font it uses', () => {
    const pages = pageCount();
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain(`Page 2 of ${pages}`);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2);
    const used = fonts.filter((line) => line.trim());
    expect(used.length).toBeGreaterThan(0);
    for (const line of used) expect(line).toMatch(/SourceSans3.*\syes\s+yes\s+yes\s/);
  });

  it('renders every page to an image', () => {
    execFileSync('pdftoppm', ['-png', '-r', '40', file, join(dir, 'page')]);
    const images = readdirSync(dir).filter((f) => f.startsWith('page') && f.endsWith('.png'));
    expect(images).toHaveLength(pageCount());
    for (const image of images) expect(statSync(join(dir, image)).size).toBeGreaterThan(2_000);
  });
});
