import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccountByApi, PASSWORD } from './testing/accounts';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

const ARTIFACTS = join(import.meta.dirname, '.artifacts');
const SCREENSHOTS = join(ARTIFACTS, 'screenshots');
const REPORTS = join(ARTIFACTS, 'reports');
const NOTES = `Whitman household
John (62) and Mary (59), married, live in Boston, MA. Net worth $14M including a $3M home. Income $700k. Three children, five grandchildren. Want to reduce estate taxes.`;

let server: AppServer;

// A real server, a real analysis and a PDF: allow for a machine shared with other builds.
test.describe.configure({ timeout: 180_000 });

const ADVISOR = 'report@example.com';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  mkdirSync(REPORTS, { recursive: true });
  server = await startAppServer();
  // The first account of a fresh database is its administrator, so it may analyse at once.
  const api = await playwright.request.newContext();
  await createAccountByApi(api, server.url, ADVISOR, 'Dana Advisor');
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

interface SavedAnalysis {
  name: string;
  status: string;
  response?: { analysis: { recommendations: { strategy: string }[] } };
}

/** An account, one completed analysis of NOTES, and its results page open. */
async function openAnalysedClient(page: Page): Promise<SavedAnalysis> {
  const signedIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: ADVISOR, password: PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const submitted = await page.request.post(`${server.url}/api/analyses`, {
    headers: { origin: server.url },
    data: { notes: NOTES, attachments: [] },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  const { projectId } = (await submitted.json()) as { projectId: string };
  let saved: SavedAnalysis | undefined;
  await expect
    .poll(
      async () => {
        saved = (await (
          await page.request.get(`${server.url}/api/analyses/${projectId}`)
        ).json()) as SavedAnalysis;
        return saved.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  await page.goto(`${server.url}/results?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Client Profile' })).toBeVisible();
  if (!saved) throw new Error('no analysis');
  return saved;
}

test('Download report gives the client PDF: the client label and each strategy in its text', async ({
  page,
}) => {
  const saved = await openAnalysedClient(page);
  const strategies = saved.response?.analysis.recommendations.map((r) => r.strategy) ?? [];
  expect(strategies.length).toBeGreaterThan(0);

  const link = page.getByRole('link', { name: 'Download report' });
  await expect(link).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'results-download-report.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${saved.name} - financial plan.pdf`);
  const file = join(REPORTS, 'client-report.pdf');
  await download.saveAs(file);

  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(saved.name);
  expect(text).toContain('Dana Advisor');
  for (const strategy of strategies) expect(text).toContain(strategy.slice(0, 30));
  expect(text).toContain('not tax, legal or accounting advice');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '50',
    '-f',
    '1',
    '-l',
    '2',
    file,
    join(REPORTS, 'client-report'),
  ]);
});

test('the results page prints every tab and every strategy, with no buttons', async ({ page }) => {
  const saved = await openAnalysedClient(page);
  const first = saved.response?.analysis.recommendations[0]?.strategy ?? '';

  await page.emulateMedia({ media: 'print' });
  // Every tab's content, not only the open one, under a printed title.
  for (const title of ['Overview', 'Financials', 'Strategies', 'Tax Planning', 'Next Steps'])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Strategy Recommendations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Tax Situation' })).toBeVisible();
  // Every strategy open: each one's Key Assumptions are printed.
  const count = saved.response?.analysis.recommendations.length ?? 0;
  await expect(page.getByText('Key Assumptions', { exact: true })).toHaveCount(count);
  await expect(page.getByText('Key Assumptions', { exact: true }).first()).toBeVisible();
  // No controls: no buttons (a strategy's header stays: it is its title), tab list, link or header.
  await expect(page.locator('button:visible:not([data-print="keep"])')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download report' })).toBeHidden();
  await expect(page.getByTestId('advisor-notes').first()).toBeHidden();
  await expect(page.getByText(first).first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'results-print.png'), fullPage: true });

  const file = join(REPORTS, 'results-print.pdf');
  await page.pdf({ path: file, format: 'Letter' });
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  for (const words of ['Client Profile', 'Strategy Recommendations', 'Next Steps', first])
    expect(text).toContain(words);
  for (const control of ['Expand All', 'Get Detailed Training', 'Download report'])
    expect(text).not.toContain(control);

  // Back on screen: one tab at a time again.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Strategy Recommendations' })).toBeHidden();
});
