import PDFDocument from 'pdfkit';
import { lineChart, stackedBarChart, type ChartBox } from './report-charts';
import type { ReportBaseline, ReportContent, ReportStrategy } from './report-content';
import { REPORT_FONTS, type ReportFont } from './report-fonts';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 54;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1e3a8a';
const RULE = '#d1d5db';
const COST = '#dc2626';
const BENEFIT = '#16a34a';

/** Layout helpers over one pdfkit document: the cursor is doc.y, pages break before overflow. */
class Writer {
  constructor(readonly doc: Doc) {}

  get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private style(font: ReportFont, size: number, color = INK) {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  section(title: string) {
    this.ensure(80);
    this.doc.moveDown(0.6);
    this.style('bold', 16, ACCENT);
    this.doc.text(title, MARGIN, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.8)
      .strokeColor(ACCENT)
      .stroke();
    this.doc.y = y + 8;
  }

  heading(title: string, size = 12) {
    // Room for the heading and the first lines under it: a heading never ends a page.
    this.ensure(72);
    this.doc.moveDown(0.4);
    this.style('semibold', size);
    this.doc.text(title, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, options: { color?: string; size?: number; font?: ReportFont } = {}) {
    // Text is laid out once (layout is the report's main cost): pdfkit breaks long text across
    // pages itself, so only the first lines need room here.
    this.ensure(28);
    this.style(options.font ?? 'regular', options.size ?? 10, options.color ?? INK);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width, lineGap: 1.5 });
    this.doc.moveDown(0.4);
  }

  bullets(items: string[], numbered = false) {
    items.forEach((item, i) => {
      this.style('regular', 10);
      const mark = numbered ? `${i + 1}.` : '•';
      this.ensure(28);
      const y = this.doc.y;
      this.doc.text(mark, MARGIN, y, { width: 14, lineBreak: false });
      this.doc.text(item, MARGIN + 16, y, { width: this.width - 16, lineGap: 1.5 });
      this.doc.moveDown(0.25);
    });
    this.doc.moveDown(0.2);
  }

  /** Rows of label and value, the label column `split` of the width. */
  table(rows: { cells: string[] }[], columns: number[], header?: string[]) {
    const widths = columns.map((c) => c * this.width);
    const draw = (cells: string[], font: ReportFont, color: string) => {
      // Room for a row of a few lines; each cell is laid out once and the row ends below the tallest.
      this.ensure(36);
      this.style(font, 9, color);
      const y = this.doc.y;
      let x = MARGIN;
      let bottom = y;
      cells.forEach((cell, i) => {
        this.doc.text(cell, x, y, { width: (widths[i] ?? 0) - 8 });
        bottom = Math.max(bottom, this.doc.y);
        x += widths[i] ?? 0;
      });
      this.doc.y = bottom + 1;
      this.doc
        .moveTo(MARGIN, this.doc.y)
        .lineTo(MARGIN + this.width, this.doc.y)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      this.doc.y += 3;
    };
    if (header) draw(header, 'semibold', MUTED);
    rows.forEach((row) => draw(row.cells, 'regular', INK));
    this.doc.moveDown(0.4);
  }

  /** Reserves room for a chart of `height` (plus its legend) and draws it there. */
  chart(height: number, draw: (box: ChartBox) => void, title?: string) {
    // The title stays on the chart's page.
    this.ensure(height + 40 + (title ? 30 : 0));
    if (title) this.heading(title, 11);
    const box = { x: MARGIN, y: this.doc.y + 6, width: this.width, height };
    draw(box);
    this.doc.y = box.y + height + 26;
    this.doc.x = MARGIN;
  }
}

function cover(w: Writer, c: ReportContent) {
  const { doc } = w;
  doc.rect(0, 0, doc.page.width, 230).fillColor(ACCENT).fill();
  doc.font('bold').fontSize(28).fillColor('#ffffff').text(c.title, MARGIN, 110, { width: w.width });
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#dbeafe')
    .text(`Prepared for ${c.clientLabel}`, MARGIN, doc.y + 6, { width: w.width });
  doc.y = 280;
  const rows: [string, string][] = [
    ['Client', c.clientLabel],
    ['Advisor', c.advisor],
    ['Date', c.date],
    ['Tax year', `${c.taxYear} (tax table version ${c.taxTableVersion})`],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('semibold').fontSize(11).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(value, MARGIN + 110, y, { width: w.width - 110 });
    doc.moveDown(0.6);
  }
  doc.y = doc.page.height - MARGIN - 90;
  w.paragraph(c.disclosures[0] ?? '', { color: MUTED, size: 9 });
}

function situation(w: Writer, c: ReportContent) {
  w.section('Your financial picture');
  w.table(
    c.summary.map((s) => ({ cells: [s.label, s.value] })),
    [0.5, 0.5],
  );
  if (c.goals.length) {
    w.heading('Your goals');
    w.bullets(c.goals);
  }
  if (c.facts.length) {
    w.heading('The facts this plan rests on');
    w.paragraph(
      'Each fact as we understood it, and where it came from. Tell your advisor if any is wrong: the figures in this report follow from them.',
      { color: MUTED, size: 9 },
    );
    w.table(
      c.facts.map((f) => ({ cells: [f.label, f.value, f.source] })),
      [0.24, 0.3, 0.46],
      ['Fact', 'Value', 'Source'],
    );
  }
}

/** Net worth and taxes by year, where the baseline is projected. */
function baselineCharts(w: Writer, b: ReportBaseline) {
  const labels = b.netWorthByYear.map((y) => `${y.year}`);
  w.chart(
    170,
    (box) =>
      lineChart(
        w.doc,
        box,
        labels,
        [{ name: 'Net worth', color: ACCENT, values: b.netWorthByYear.map((y) => y.value) }],
        'regular',
      ),
    'Net worth by year',
  );
  w.chart(
    150,
    (box) =>
      stackedBarChart(
        w.doc,
        box,
        b.taxesByYear.map((y) => `${y.year}`),
        [
          { name: 'Income tax', color: '#2563eb', values: b.taxesByYear.map((y) => y.incomeTax) },
          {
            name: 'Estate and inheritance tax',
            color: COST,
            values: b.taxesByYear.map((y) => y.deathTax),
          },
        ],
        'regular',
      ),
    'Taxes by year',
  );
}

function baseline(w: Writer, c: ReportContent) {
  const b = c.baseline;
  if (!b) return;
  w.section('Where you stand today: the baseline');
  const projected = b.netWorthByYear.length > 1;
  w.paragraph(
    projected
      ? 'Your household projected year by year with no new planning, to the second death.'
      : 'Your taxes as they stand today, with no new planning. Without your ages no year of death can be set, so the household is not projected forward.',
    { color: MUTED, size: 9 },
  );
  w.table(
    b.highlights.map((h) => ({ cells: [h.label, h.value] })),
    [0.6, 0.4],
  );
  if (b.keyFigures.length > 0)
    w.table(
      b.keyFigures.map((f) => ({ cells: [f.label, f.value, f.appliesWhen] })),
      [0.35, 0.15, 0.5],
      ['Key figure before any planning', 'Value', 'Applies when'],
    );
  if (projected) baselineCharts(w, b);
  if (b.assumptions.length) {
    w.heading('Assumptions of the baseline', 11);
    w.table(
      b.assumptions.map((a) => ({ cells: [a.label, a.value, a.why] })),
      [0.3, 0.15, 0.55],
    );
  }
}

function strategy(w: Writer, s: ReportStrategy, index: number) {
  w.ensure(220);
  w.heading(`${index + 1}. ${s.name}`, 13);
  w.paragraph(`${s.category} · ${s.priority} priority`, { color: MUTED, size: 9 });
  w.paragraph(s.description);
  w.table(
    s.figures.map((f) => ({ cells: [f.label, f.value] })),
    [0.5, 0.5],
  );
  if (s.tenYear.length > 1) {
    w.chart(120, (box) =>
      lineChart(
        w.doc,
        box,
        s.tenYear.map((p) => `Year ${p.year}`),
        [
          { name: 'Cumulative cost', color: COST, values: s.tenYear.map((p) => p.cost) },
          { name: 'Cumulative benefit', color: BENEFIT, values: s.tenYear.map((p) => p.benefit) },
        ],
        'regular',
      ),
    );
  }
  for (const part of s.explanation) {
    if (!part.paragraphs.length && !part.bullets.length) continue;
    w.heading(part.heading, 10.5);
    part.paragraphs.forEach((p) => w.paragraph(p));
    if (part.bullets.length) w.bullets(part.bullets);
  }
  if (s.steps.length) {
    w.heading('How it is put in place', 10.5);
    w.bullets(s.steps, true);
  }
}

/** The recommended strategies together against the baseline: the figures not summed. */
function together(w: Writer, c: ReportContent) {
  const p = c.plan;
  if (!p) return;
  w.section('The plan against the baseline');
  w.paragraph(p.intro, { color: MUTED, size: 9 });
  w.table(
    p.highlights.map((h) => ({ cells: [h.label, h.value] })),
    [0.6, 0.4],
  );
  w.table(
    p.strategies.map((s) => ({ cells: [s.name, s.alone, s.inPlan] })),
    [0.5, 0.25, 0.25],
    ['Strategy', 'On its own', 'Within the plan'],
  );
}

function plan(w: Writer, c: ReportContent) {
  w.section('Recommended strategies');
  if (!c.strategies.length) w.paragraph('No strategy is recommended on the facts given.');
  c.strategies.forEach((s, i) => strategy(w, s, i));
  w.section('Tax planning and next steps');
  w.paragraph(c.taxPlanning.situation);
  if (c.taxPlanning.opportunities.length) w.bullets(c.taxPlanning.opportunities);
  w.paragraph(`Projected savings: ${c.taxPlanning.projectedSavings}`, { font: 'semibold' });
  if (c.nextSteps.length) {
    w.heading('Next steps');
    w.table(
      c.nextSteps.map((s) => ({ cells: [s.action, s.detail] })),
      [0.62, 0.38],
    );
  }
}

function considered(w: Writer, c: ReportContent) {
  if (!c.considered.length && !c.missingFacts.length) return;
  w.section('Considered and not recommended');
  if (c.considered.length)
    w.table(
      c.considered.map((s) => ({ cells: [s.strategy, s.reason] })),
      [0.35, 0.65],
      ['Strategy', 'Why it was set aside'],
    );
  if (c.missingFacts.length) {
    w.heading('What would change this');
    w.table(
      c.missingFacts.map((m) => ({ cells: [m.fact, m.why] })),
      [0.35, 0.65],
      ['Fact not yet known', 'What it would change'],
    );
  }
}

function assumptionsAndDisclosures(w: Writer, c: ReportContent) {
  w.section('Assumptions');
  w.paragraph(`Tax year ${c.taxYear}; tax table version ${c.taxTableVersion}.`, {
    font: 'semibold',
  });
  if (c.assumptions.length) w.bullets(c.assumptions);
  w.section('Disclosures');
  c.disclosures.forEach((d) => w.paragraph(d, { size: 9 }));
  if (c.strategyDisclosures.length) {
    w.heading('Regulatory references by strategy', 10.5);
    w.table(
      c.strategyDisclosures.map((s) => ({ cells: [s.strategy, s.disclosures.join(', ')] })),
      [0.45, 0.55],
    );
  }
}

/** Page numbers and the client label at the foot of every page but the cover. */
function footers(doc: Doc, c: ReportContent) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    const y = doc.page.height - MARGIN + 18;
    doc.text(`${c.clientLabel} · ${c.title} · ${c.date}`, MARGIN, y, {
      width: 360,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The client report as a PDF: fonts embedded, text selectable, charts drawn as vectors. */
export function renderReportPdf(content: ReportContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${content.title}: ${content.clientLabel}`,
      Author: content.advisor,
      Subject: `Tax year ${content.taxYear}`,
      Creator: 'Strata',
    },
  });
  for (const [name, path] of Object.entries(REPORT_FONTS)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc);
  cover(w, content);
  doc.addPage();
  situation(w, content);
  baseline(w, content);
  plan(w, content);
  together(w, content);
  considered(w, content);
  assumptionsAndDisclosures(w, content);
  footers(doc, content);
  doc.end();
  return done;
}
