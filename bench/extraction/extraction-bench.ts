import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { closeDocumentWorkers, extractDocuments } from '../../apps/api/src/documents/index';
import {
  makePdf,
  makeScannedPdf,
  OCR_PHRASE,
  ocrImage,
  toAttachment,
} from '@strata/api/testing/documents/document-fixtures';

const run = promisify(execFile);

const PDF_PAGES = 20;
const RUNS = 5;
const CONVERT = '/usr/bin/convert';
const PAGE_LINES = [
  'Client review: the Alvarez family, net worth 14.2 million dollars.',
  'Goals: retire at sixty, fund education for three grandchildren,',
  'reduce estate tax exposure and keep the family business together.',
  'Income: salary 640,000 and distributions from the operating company.',
  'Assets: brokerage accounts, municipal bonds, two rental properties,',
  'a vacation home and a concentrated position in company stock.',
  'Liabilities: a mortgage of 1.1 million on the primary residence.',
  'Next review: after the fourth quarter estimated tax payment.',
];

interface Row {
  what: string;
  strata: number;
  reference?: number;
  referenceName: string;
  unit: string;
  accuracy?: string;
}

async function which(command: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('which', [command]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

async function timeAverage(runs: number, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < runs; i++) await work();
  return (performance.now() - started) / runs;
}

/** Share of the expected words found in the recognised text. */
function wordAccuracy(expected: string, actual: string): string {
  const words = expected.toLowerCase().match(/[a-z0-9.,]+/g) ?? [];
  const found = new Set(actual.toLowerCase().match(/[a-z0-9.,]+/g) ?? []);
  const hits = words.filter((word) => found.has(word)).length;
  return `${Math.round((hits / Math.max(1, words.length)) * 100)}%`;
}

function bodyOf(text: string): string {
  return text.split('\n').slice(1, -1).join('\n');
}

async function benchPdf(dir: string, pdftotext: string | undefined): Promise<Row> {
  const pages = Array.from({ length: PDF_PAGES }, (_, i) =>
    [`Page ${i + 1}`, ...PAGE_LINES].join('\n'),
  );
  const bytes = await makePdf(pages);
  const file = path.join(dir, 'bench.pdf');
  await writeFile(file, bytes);
  const attachment = toAttachment('bench.pdf', bytes, 'application/pdf');
  await extractDocuments([attachment]);
  const strata = (await timeAverage(RUNS, () => extractDocuments([attachment]))) / PDF_PAGES;
  const reference = pdftotext
    ? (await timeAverage(RUNS, () => run(pdftotext, ['-q', file, '-']))) / PDF_PAGES
    : undefined;
  return {
    what: `PDF text layer, ${PDF_PAGES}-page file (per page)`,
    strata,
    reference,
    referenceName: 'pdftotext',
    unit: 'ms/page',
  };
}

async function benchOcr(
  label: string,
  file: string,
  bytes: Uint8Array,
  truth: string,
  tesseract: string | undefined,
): Promise<Row> {
  const attachment = toAttachment(path.basename(file), bytes);
  const first = await extractDocuments([attachment]);
  const strata = await timeAverage(RUNS, () => extractDocuments([attachment]));
  let reference: number | undefined;
  let referenceText = '';
  if (tesseract) {
    // One thread, as tesseract.js has; the command also loads its model on every run.
    const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
    reference = await timeAverage(RUNS, async () => {
      referenceText = (await run(tesseract, [file, '-', '-l', 'eng'], { env })).stdout;
    });
  }
  const accuracy = `${wordAccuracy(truth, bodyOf(first.text))} / ${tesseract ? wordAccuracy(truth, referenceText) : 'n/a'}`;
  return { what: label, strata, reference, referenceName: 'tesseract', unit: 'ms/image', accuracy };
}

/**
 * A scanned letter page (the page image as a 150 dpi scan, no text layer): Strata renders it at
 * 200 dpi and reads it; the reference is pdftoppm at 200 dpi piped into tesseract.
 */
async function benchScannedPdf(
  dir: string,
  pageImage: Uint8Array,
  tools: { pdftoppm?: string; tesseract?: string },
): Promise<Row> {
  const bytes = await makeScannedPdf([pageImage]);
  const file = path.join(dir, 'scanned.pdf');
  await writeFile(file, bytes);
  const attachment = toAttachment('scanned.pdf', bytes, 'application/pdf');
  const first = await extractDocuments([attachment]);
  const strata = await timeAverage(RUNS, () => extractDocuments([attachment]));
  let reference: number | undefined;
  let referenceText = '';
  const { pdftoppm, tesseract } = tools;
  if (pdftoppm && tesseract) {
    const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
    const png = path.join(dir, 'scanned-page');
    reference = await timeAverage(RUNS, async () => {
      await run(pdftoppm, ['-r', '200', '-png', '-singlefile', file, png]);
      referenceText = (await run(tesseract, [`${png}.png`, '-', '-l', 'eng'], { env })).stdout;
    });
  }
  const truth = PAGE_LINES.join(' ');
  return {
    what: 'Scanned PDF, letter page of 8 lines (render at 200 dpi + OCR)',
    strata,
    reference,
    referenceName: 'pdftoppm + tesseract',
    unit: 'ms/page',
    accuracy: `${wordAccuracy(truth, bodyOf(first.text))} / ${reference === undefined ? 'n/a' : wordAccuracy(truth, referenceText)}`,
  };
}

async function renderPage(dir: string): Promise<{ file: string; bytes: Uint8Array } | undefined> {
  if (!existsSync(CONVERT)) return undefined;
  const file = path.join(dir, 'page.png');
  await run(CONVERT, [
    ...[
      '-size',
      '1275x1650',
      'xc:white',
      '-font',
      'DejaVu-Sans',
      '-pointsize',
      '22',
      '-fill',
      'black',
    ],
    ...['-annotate', '+80+120', PAGE_LINES.join('\n'), '-type', 'grayscale', file],
  ]);
  return { file, bytes: new Uint8Array(await readFile(file)) };
}

function formatRow(row: Row): string {
  const reference = row.reference === undefined ? 'not installed' : row.reference.toFixed(1);
  const ratio = row.reference === undefined ? 'n/a' : `${(row.strata / row.reference).toFixed(2)}x`;
  return `| ${row.what} | ${row.strata.toFixed(1)} | ${reference} (${row.referenceName}) | ${ratio} | ${row.accuracy ?? ''} |`;
}

/** Times Strata's extraction against poppler's pdftotext and the tesseract command on the same files. */
export async function runExtractionBench(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'strata-extraction-bench-'));
  try {
    const [pdftotext, pdftoppm, tesseract] = await Promise.all([
      which('pdftotext'),
      which('pdftoppm'),
      which('tesseract'),
    ]);
    const coldStart = performance.now();
    await extractDocuments([toAttachment('warm.png', ocrImage('png'))]);
    const coldMs = performance.now() - coldStart;

    const rows: Row[] = [await benchPdf(dir, pdftotext)];
    const phraseFile = path.join(dir, 'phrase.png');
    await writeFile(phraseFile, ocrImage('png'));
    rows.push(
      await benchOcr(
        'OCR, 640x120 phrase image (per image)',
        phraseFile,
        ocrImage('png'),
        OCR_PHRASE,
        tesseract,
      ),
    );
    const page = await renderPage(dir);
    if (page) {
      rows.push(
        await benchOcr(
          'OCR, 1275x1650 page of 8 lines (per image)',
          page.file,
          page.bytes,
          PAGE_LINES.join(' '),
          tesseract,
        ),
        await benchScannedPdf(dir, page.bytes, { pdftoppm, tesseract }),
      );
    }
    return [
      '## Document extraction',
      '',
      `Average of ${RUNS} warm runs through \`extractDocuments\` (worker pool, base64 decoding and content detection included) against the command-line tools on the same files (process start included). Ratio = Strata / reference. Accuracy = share of expected words found, Strata / reference.`,
      '',
      '| file | Strata | reference | ratio | accuracy |',
      '|---|---|---|---|---|',
      ...rows.map(formatRow),
      '',
      `Cold start (pool thread start, extractors loaded, OCR model initialised, first image): ${Math.round(coldMs)} ms.`,
      ...(page
        ? []
        : [
            '',
            `The page image and the scanned PDF were skipped: ${CONVERT} (ImageMagick) is not installed.`,
          ]),
      '',
    ].join('\n');
  } finally {
    await closeDocumentWorkers();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await runExtractionBench());
}
