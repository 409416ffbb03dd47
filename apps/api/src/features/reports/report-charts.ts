import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Series {
  name: string;
  color: string;
  values: number[];
}

const AXIS = '#6b7280';
const GRID = '#e5e7eb';
const LABEL_WIDTH = 52;

/** '$1.2M', '$350K', '$900': axis labels short enough for a chart. */
export function compactUsd(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e9) return `${sign}$${+(abs / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${sign}$${+(abs / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `${sign}$${Math.round(abs / 1e3)}K`;
  return `${sign}$${Math.round(abs)}`;
}

/** A round step giving about four gridlines up to max. */
function niceStep(max: number): number {
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return unit * power;
}

/** Axes, gridlines and labels; returns the value-to-y mapping of the plot area. */
function frame(doc: Doc, box: ChartBox, min: number, max: number, labels: string[], font: string) {
  const step = niceStep(Math.max(max - min, 1));
  const low = Math.floor(min / step) * step;
  const high = Math.max(Math.ceil(max / step) * step, low + step);
  const plot = {
    x: box.x + LABEL_WIDTH,
    y: box.y,
    width: box.width - LABEL_WIDTH,
    height: box.height - 16,
  };
  const toY = (v: number) => plot.y + plot.height - ((v - low) / (high - low)) * plot.height;
  doc.font(font).fontSize(7).fillColor(AXIS);
  for (let v = low; v <= high + step / 2; v += step) {
    const y = toY(v);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.5)
      .strokeColor(GRID)
      .stroke();
    doc.text(compactUsd(v), box.x, y - 4, {
      width: LABEL_WIDTH - 4,
      align: 'right',
      lineBreak: false,
    });
  }
  const every = Math.max(1, Math.ceil(labels.length / 10));
  labels.forEach((label, i) => {
    if (i % every !== 0 && i !== labels.length - 1) return;
    const x = plot.x + ((i + 0.5) / labels.length) * plot.width;
    doc.text(label, x - 20, plot.y + plot.height + 4, {
      width: 40,
      align: 'center',
      lineBreak: false,
    });
  });
  doc
    .moveTo(plot.x, plot.y + plot.height)
    .lineTo(plot.x + plot.width, plot.y + plot.height)
    .lineWidth(0.8)
    .strokeColor(AXIS)
    .stroke();
  return { plot, toY };
}

function legend(doc: Doc, box: ChartBox, series: Series[], font: string) {
  let x = box.x + LABEL_WIDTH;
  const y = box.y + box.height + 6;
  doc.font(font).fontSize(8);
  for (const s of series) {
    doc
      .rect(x, y + 1, 8, 8)
      .fillColor(s.color)
      .fill();
    doc.fillColor('#111827').text(s.name, x + 12, y, { lineBreak: false });
    x += 12 + doc.widthOfString(s.name) + 16;
  }
}

/** A line chart drawn as vectors (one line per series). */
export function lineChart(
  doc: Doc,
  box: ChartBox,
  labels: string[],
  series: Series[],
  font: string,
) {
  const all = series.flatMap((s) => s.values);
  const { plot, toY } = frame(doc, box, Math.min(0, ...all), Math.max(...all), labels, font);
  for (const s of series) {
    s.values.forEach((v, i) => {
      const x = plot.x + ((i + 0.5) / labels.length) * plot.width;
      if (i === 0) doc.moveTo(x, toY(v));
      else doc.lineTo(x, toY(v));
    });
    doc.lineWidth(1.6).strokeColor(s.color).stroke();
  }
  legend(doc, box, series, font);
}

/** A stacked bar chart drawn as vectors (one bar a label, series stacked bottom up). */
export function stackedBarChart(
  doc: Doc,
  box: ChartBox,
  labels: string[],
  series: Series[],
  font: string,
) {
  const totals = labels.map((_, i) =>
    series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0),
  );
  const { plot, toY } = frame(doc, box, 0, Math.max(...totals, 1), labels, font);
  const slot = plot.width / labels.length;
  const barWidth = Math.max(1, slot * 0.7);
  labels.forEach((_, i) => {
    let base = 0;
    for (const s of series) {
      const v = Math.max(0, s.values[i] ?? 0);
      if (v > 0) {
        const top = toY(base + v);
        doc
          .rect(plot.x + i * slot + (slot - barWidth) / 2, top, barWidth, toY(base) - top)
          .fillColor(s.color)
          .fill();
      }
      base += v;
    }
  });
  legend(doc, box, series, font);
}
