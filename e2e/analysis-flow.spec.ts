import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

const SCREENSHOTS = join(import.meta.dirname, '.artifacts', 'screenshots');
const NOTES = `Client: married couple, ages 58 and 55, two adult children.
Net worth about $12 million: $5 million in a privately held S corporation (manufacturing),
$4 million brokerage, $2 million in 401(k)s, $1 million home with a $300,000 mortgage.
Annual income $850,000, spending about $300,000. Risk tolerance: moderate.
Goals: reduce estate tax, plan business succession, fund grandchildren's education, retire at 62.`;

const ADVISOR = {
  email: 'advisor@example.com',
  password: 'correct-horse-battery-staple-9',
  name: 'Advisor',
};

let server: AppServer;

test.beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startAppServer();
  // The first account becomes admin (outside production), so it has access at once.
  const api = await request.newContext({
    baseURL: server.url,
    // A same-origin caller: state-changing calls need our Origin.
    extraHTTPHeaders: { origin: server.url },
  });
  expect((await api.post('/api/auth/sign-up/email', { data: ADVISOR })).ok()).toBe(true);
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/** A project the API reports as still pending: what /results first loads while it runs. */
function pendingProject(id: string, name: string) {
  return {
    id,
    name,
    description: null,
    status: 'pending',
    createdAt: '2026-11-21T15:04:00.000Z',
    updatedAt: '2026-11-21T15:04:00.000Z',
    version: 1,
    clientNotes: NOTES,
    analysis: null,
    extractedDocumentText: null,
    rawLlmResponse: null,
    error: null,
    hasDocuments: false,
    explanations: {},
  };
}

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: ADVISOR.email, password: ADVISOR.password },
  });
  expect(response.ok()).toBe(true);
}

async function pdfFixture(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pageOne = pdf.addPage([612, 792]);
  pageOne.drawText('Brokerage statement: total account value $4,000,000', {
    x: 50,
    y: 700,
    size: 14,
    font,
  });
  return Buffer.from(await pdf.save());
}

/** A PNG of a line of text, drawn by the browser itself (no image tools needed). */
async function pngFixture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 800, 200);
    context.fillStyle = '#000000';
    context.font = '40px sans-serif';
    context.fillText('Life insurance policy $2,000,000', 20, 110);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** A scanned PDF: one page holding only an image of text, no text layer. */
async function scannedPdfFixture(png: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 600, width: 384, height: 96 });
  return Buffer.from(await pdf.save());
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an advisor analyses a client with documents and reads every tab', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(page);
  await page.goto(server.url);

  const notes = page.getByLabel('Client Notes & Financial Profile');
  await expect(notes).toBeVisible();
  await expect(notes).toHaveAttribute(
    'placeholder',
    /No personal identifying information is needed/,
  );
  const analyze = page.getByRole('button', { name: 'Analyze Client' });
  await expect(analyze).toBeDisabled();
  await expect(page.getByText('No client analyses yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await notes.fill(NOTES);
  await expect(analyze).toBeEnabled();
  const policyImage = await pngFixture(page);
  await page.getByTestId('document-input').setInputFiles([
    {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Trust documents: revocable living trust from 2015.'),
    },
    { name: 'statement.pdf', mimeType: 'application/pdf', buffer: await pdfFixture() },
    { name: 'policy.png', mimeType: 'image/png', buffer: policyImage },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: await scannedPdfFixture(policyImage) },
  ]);
  await expect(page.getByText('4 file(s) added successfully')).toBeVisible();
  await expect(page.getByTestId('document-count')).toHaveText('4 files attached');
  await expect(
    page.getByRole('list', { name: 'Attached documents' }).getByRole('listitem'),
  ).toHaveCount(4);

  const started = Date.now();
  await analyze.click();
  await expect(page.getByText('Processing Documents').first()).toBeVisible();
  await page.waitForURL(/\/results\?project=/);
  const projectId = new URL(page.url()).searchParams.get('project');
  expect(projectId).toBeTruthy();

  // The client-side interim text (SPEC 4.1) or the server's text, then the tabs.
  await expect(page.getByText('Client Notes', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 45_000 });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'analysis-ms', description: String(elapsed) });
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  // Toasts would cover the screenshots.
  await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
  await expect(page.getByTestId('extracted-text')).toContainText(
    '--- Start of document: notes.txt ---',
  );
  await expect(page.getByTestId('extracted-text')).toContainText('revocable living trust');
  // The scanned PDF has no text layer: its page was rendered and read by text recognition.
  await expect(page.getByTestId('extracted-text')).toContainText(
    /--- Start of document: scan\.pdf ---\n\[Page 1: scanned, read by text recognition\]\nLife insurance policy \$2,000,000/,
  );
  await expect(page.getByText(/^Generated: /)).not.toHaveText('Generated: Just now');

  // Overview (default)
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Client Profile' })).toBeVisible();
  await shot(page, 'results-overview');
  await page.getByRole('button', { name: 'Edit Current Net Worth' }).click();
  await page.getByRole('textbox', { name: 'Current Net Worth' }).fill('15000000');
  await page.getByRole('button', { name: 'Save Current Net Worth' }).click();
  await expect(page.getByTestId('figure-Current Net Worth')).toHaveText('$15,000,000');

  // Financials
  await page.getByRole('tab', { name: 'Financials' }).click();
  await expect(page.getByText('Savings Rate')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Annual Income' }).click();
  await page.getByRole('textbox', { name: 'Annual Income' }).fill('900000');
  await page.getByRole('textbox', { name: 'Annual Income' }).press('Enter');
  await expect(page.getByTestId('figure-Annual Income')).toHaveText('$900,000');
  await shot(page, 'results-financials');

  // Strategies
  await page.getByRole('tab', { name: 'Strategies' }).click();
  await expect(page.getByRole('heading', { name: 'Strategy Recommendations' })).toBeVisible();
  const items = page.locator('[data-state][data-orientation="vertical"] > h3 > button');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(
    page.getByRole('button', { name: 'Get Detailed Training on Why This Strategy Fits' }),
  ).toHaveCount(count);
  await expect(page.getByRole('heading', { name: 'Cost Analysis' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benefit Analysis' }).first()).toBeVisible();
  await expect(page.getByText(/\d+ action items/).first()).toBeVisible();
  const mathButton = page.getByRole('button', { name: /^Show the math for / }).first();
  if ((await mathButton.count()) > 0) {
    await mathButton.click();
    await expect(page.getByTestId('figure-math').first()).toBeVisible();
  }
  await shot(page, 'results-strategies');
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(
    page.getByRole('button', { name: 'Get Detailed Training on Why This Strategy Fits' }),
  ).toHaveCount(0);

  // Tax Planning, Next Steps, Raw JSON
  await page.getByRole('tab', { name: 'Tax Planning' }).click();
  await expect(page.getByRole('heading', { name: 'Current Tax Situation' })).toBeVisible();
  // The plan against the baseline over the years, and at the last death side by side.
  await expect(
    page.getByRole('figure', { name: 'Taxes paid over the years, baseline and with the plan' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /^At the last death \(\d{4}\)$/ })).toBeVisible();
  await shot(page, 'results-tax-planning');
  await page.getByRole('tab', { name: 'Next Steps' }).click();
  await expect(page.getByText(/Responsibility:/).first()).toBeVisible();
  await shot(page, 'results-next-steps');
  await page.getByRole('tab', { name: 'Raw JSON' }).click();
  await expect(page.getByRole('heading', { name: 'Raw LLM Response' })).toBeVisible();
  await shot(page, 'results-raw-json');
  await page.getByRole('tab', { name: 'Overview' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  // A reload keeps the analysis (loaded from the server by ?project=ID), re-run with the
  // advisor's corrected net worth (the edits above are saved as a new version).
  await page.goto(`${server.url}/results?project=${projectId}`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('figure-Current Net Worth')).toHaveText('$15,000,000');

  // The workspace lists it; View Details reopens it.
  await page.goto(server.url);
  await expect(page.getByText('1 client analysis')).toBeVisible();
  // The status badge on the card (the status filter above the cards names it too).
  await expect(page.getByText('Completed', { exact: true }).last()).toBeVisible();
  await shot(page, 'home-workspace');
  await page.getByRole('button', { name: 'View Details' }).click();
  await page.waitForURL(new RegExp(`/results\\?project=${projectId}`));
  await expect(page.getByRole('tab', { name: 'Strategies' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the loading panel cycles status lines while the analysis runs', async ({ page }) => {
  await signIn(page);
  await page.goto(server.url);
  // Hold the completion back: the events stream is answered only when the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A pending project whose events stream never settles until released.
  await page.route('**/api/analyses', (route) =>
    route.fulfill({ status: 202, json: { projectId: 'held-project', status: 'pending' } }),
  );
  await page.route('**/api/analyses/held-project', (route) =>
    route.fulfill({ json: pendingProject('held-project', 'Held client') }),
  );
  await page.route('**/api/analyses/held-project/events', async (route) => {
    await held;
    await route.abort();
  });
  await page.getByLabel('Client Notes & Financial Profile').fill(NOTES);
  await page.getByRole('button', { name: 'Analyze Client' }).click();
  await page.waitForURL(/\/results\?project=/);
  const panel = page.getByTestId('loading-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(5, { timeout: 8_000 });
  await expect(panel.locator('li[data-newest]')).toHaveCount(1);
  await shot(page, 'results-loading');
  release();
});

test('a failed submission shows Analysis Failed', async ({ page }) => {
  await signIn(page);
  await page.goto(server.url);
  await page.route('**/api/analyses', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: '' } } }),
  );
  await page.getByLabel('Client Notes & Financial Profile').fill(NOTES);
  await page.getByRole('button', { name: 'Analyze Client' }).click();
  // /results opens at once (issue 15) and shows the refusal there, as well as by toast.
  await expect(page).toHaveURL(`${server.url}/results`);
  await expect(page.getByText('Analysis Failed').first()).toBeVisible();
  await expect(
    page.getByText('Failed to analyze client data. Please try again.').first(),
  ).toBeVisible();
});

test('a failed analysis reported by the events shows Analysis Failed on /results', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(server.url);
  await page.route('**/api/analyses', (route) =>
    route.fulfill({ status: 202, json: { projectId: 'failing-project', status: 'pending' } }),
  );
  // The project is pending when the results page first loads it: the failure comes from the
  // events (without this the page could ask for the project first and find none).
  await page.route('**/api/analyses/failing-project', (route) =>
    route.fulfill({ json: pendingProject('failing-project', 'Failing client') }),
  );
  await page.route('**/api/analyses/failing-project/events', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: 'event: failed\ndata: {"error":"The analysis engine stopped."}\n\n',
    }),
  );
  await page.getByLabel('Client Notes & Financial Profile').fill(NOTES);
  await page.getByRole('button', { name: 'Analyze Client' }).click();
  await page.waitForURL(/\/results\?project=/);
  await expect(page.getByText('The analysis engine stopped.').first()).toBeVisible();
  await expect(page.getByText('Analysis Failed').first()).toBeVisible();
});

test('an unknown results page offers the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/results`);
  await expect(page.getByRole('heading', { name: 'No Analysis Available' })).toBeVisible();
  await expect(
    page.getByText('Please submit a client analysis request to view results.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
});
