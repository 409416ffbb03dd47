import { expect, request, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccountByApi, PASSWORD } from './testing/accounts';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

const SCREENSHOTS = join(import.meta.dirname, '.artifacts', 'screenshots');

let server: AppServer;

test.beforeAll(async () => {
  // A shared, busy CI machine can take a while to start a server.
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startAppServer();
  // The first account (the administrator, so approved) is the advisor of every test here.
  const api = await request.newContext();
  await createAccountByApi(api, server.url, ADVISOR);
  await api.dispose();
});

const ADVISOR = 'workspace.advisor@example.com';

/** Signs the page's context in as the advisor. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: ADVISOR, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterAll(async () => {
  await server?.stop();
});

const PILOT = `Client ID: 100482
Retired pilot, 67, widowed, lives in Tampa FL. Home $1.2M (no mortgage), brokerage $3.4M, IRA $1.5M.
Pension $96,000 a year. Two children, four grandchildren. Wants to leave more to the grandchildren.`;
const DENTIST = `Dentist, 48, NJ. Married, two kids. Practice worth $2M, 401(k) $900K.
Income $650,000. Concerned about taxes.`;

/** Submits notes through the API and waits until the analysis completed; its project id. */
async function analyse(page: Page, notes: string): Promise<string> {
  const response = await page.request.post(`${server.url}/api/analyses`, {
    headers: { origin: server.url },
    data: { notes, attachments: [] },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { projectId } = (await response.json()) as { projectId: string };
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`${server.url}/api/analyses/${projectId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  return projectId;
}

test('the workspace: labels from the notes, search, status filter, rename, delete', async ({
  page,
}) => {
  await signIn(page);
  const pilotId = await analyse(page, PILOT);
  await analyse(page, DENTIST);
  const pilot = (await (
    await page.request.get(`${server.url}/api/analyses/${pilotId}`)
  ).json()) as {
    response: { analysis: { clientProfile: { currentNetWorth: number } } };
  };

  await page.goto(server.url);
  const workspace = page.getByRole('region', { name: 'Client Workspace' });
  await expect(workspace.getByText('2 client analyses')).toBeVisible();
  // The label skips the identifier line; the card's net worth is the analysis' own.
  await expect(
    workspace.getByText('Retired pilot, 67, widowed, lives in Tampa FL', { exact: true }),
  ).toBeVisible();
  await expect(workspace.getByText('Client ID: 100482', { exact: true })).toHaveCount(0);
  const netWorth = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(pilot.response.analysis.clientProfile.currentNetWorth);
  await expect(workspace.getByText(netWorth, { exact: true })).toBeVisible();

  // Search by the notes' words, then a status with no match.
  await workspace.getByRole('searchbox', { name: 'Search clients' }).fill('grandchildren');
  await expect(workspace.getByText('1 client analysis')).toBeVisible();
  await expect(workspace.getByText(/^Dentist, 48/)).toHaveCount(0);
  await workspace.getByRole('button', { name: 'Failed' }).click();
  await expect(workspace.getByText('No client analyses match')).toBeVisible();
  await workspace.getByRole('button', { name: 'All' }).click();
  await workspace.getByRole('searchbox', { name: 'Search clients' }).fill('');
  await expect(workspace.getByText('2 client analyses')).toBeVisible();

  // Rename in place.
  await workspace.getByRole('button', { name: /^Rename Retired pilot/ }).click();
  await workspace.getByRole('textbox', { name: 'Client label' }).fill('The Okafor estate');
  await workspace.getByRole('textbox', { name: 'Client label' }).press('Enter');
  await expect(workspace.getByText('The Okafor estate')).toBeVisible();
  await page.reload();
  await expect(workspace.getByText('The Okafor estate')).toBeVisible();
  await workspace.getByRole('searchbox', { name: 'Search clients' }).fill('okafor');
  await expect(workspace.getByText('1 client analysis')).toBeVisible();
  await workspace.getByRole('searchbox', { name: 'Search clients' }).fill('');
  await page.screenshot({ path: join(SCREENSHOTS, 'workspace-search-rename.png'), fullPage: true });

  // Delete asks first; Cancel keeps it, Delete client removes it for good.
  await workspace.getByRole('button', { name: 'Delete The Okafor estate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('every version of the analysis');
  await page.screenshot({ path: join(SCREENSHOTS, 'workspace-delete-confirm.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(workspace.getByText('2 client analyses')).toBeVisible();
  await workspace.getByRole('button', { name: 'Delete The Okafor estate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete client' }).click();
  await expect(workspace.getByText('1 client analysis')).toBeVisible();
  expect((await page.request.get(`${server.url}/api/projects/${pilotId}`)).status()).toBe(404);

  // The deleted analysis' page says so and offers the way back.
  await page.goto(`${server.url}/results?project=${pilotId}`);
  await expect(page.getByRole('heading', { name: 'Analysis not found' })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'results-not-found.png') });
  await page.getByRole('link', { name: 'Back to Client Workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Client Workspace' })).toBeVisible();
});

test('the Client Facts panel: sources, Not stated, a correction or an assumption re-run as a new version', async ({
  page,
}) => {
  await signIn(page);
  const projectId = await analyse(page, PILOT);
  await page.goto(`${server.url}/results?project=${projectId}`);
  const facts = page.getByRole('list', { name: 'Client facts' });
  await expect(page.getByRole('heading', { name: 'Client Facts' })).toBeVisible();
  // Each stated fact shows the words it was read from; an unstated core fact says so.
  await expect(facts.getByText(/^Notes: “/).first()).toBeVisible();
  await expect(facts.getByText('Not stated').first()).toBeVisible();
  await page.getByRole('heading', { name: 'Client Facts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'client-facts-panel.png'), fullPage: true });

  // A typed, validated correction.
  await facts.getByRole('button', { name: 'Correct Annual income' }).click();
  const income = facts.getByRole('textbox', { name: 'Annual income' });
  await income.fill('plenty');
  await facts.getByRole('button', { name: 'Apply' }).click();
  await expect(facts.getByRole('alert')).toContainText('Enter an amount in dollars');
  await income.fill('$250k');
  await facts.getByRole('button', { name: 'Apply' }).click();
  await expect(facts.getByText('Your correction')).toBeVisible();

  const started = Date.now();
  await page.getByRole('button', { name: 'Re-run', exact: true }).click();
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
  const rerunMs = Date.now() - started;
  console.log(`re-run seen in the browser after ${rerunMs} ms`);
  await expect(facts.getByTestId('fact-annualIncome')).toHaveText('$250,000');
  await expect(facts.getByText('advisor: corrected on the results page').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Financials' }).click();
  await expect(page.getByTestId('figure-Annual Income')).toHaveText('$250,000');

  // The Financials edits take the same path: a re-run with the figure corrected.
  await page.getByRole('button', { name: 'Edit Total Liabilities' }).click();
  await page.getByRole('textbox', { name: 'Total Liabilities' }).fill('400000');
  await page.getByRole('textbox', { name: 'Total Liabilities' }).press('Enter');
  await expect(page.getByTestId('figure-Total Liabilities')).toHaveText('$400,000');
  await page.getByRole('tab', { name: 'Overview' }).click();
  const versions = page.getByRole('list', { name: 'Analysis versions' });
  await expect(versions.getByText('Version 3', { exact: true })).toBeVisible();
  await expect(versions.getByText('Version 1', { exact: true })).toBeVisible();

  // An earlier version is viewable, then back to the latest.
  await versions.getByRole('button', { name: 'View version 1' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Viewing version 1 of 3' }),
  ).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'analysis-versions.png'), fullPage: true });
  await page.getByRole('button', { name: 'Back to the latest version' }).click();
  await expect(page.getByText(/Viewing version/)).toHaveCount(0);

  // An assumption of the baseline is changed the same way: a re-run, marked as the advisor's.
  const assumptions = page.getByRole('list', { name: 'Assumptions' });
  await assumptions.getByRole('button', { name: 'Change Inflation' }).click();
  await assumptions.getByRole('textbox', { name: 'Inflation' }).fill('3.5');
  await assumptions.getByRole('button', { name: 'Apply' }).click();
  await expect(versions.getByText('Version 4', { exact: true })).toBeVisible();
  await expect(assumptions.getByText('3.5%')).toBeVisible();
  await expect(assumptions.getByText('Set by the advisor')).toBeVisible();
  await expect(versions.getByText(/Corrected: .*inflation/)).toBeVisible();

  // The workspace shows the re-runs on the one card.
  await page.goto(server.url);
  await expect(page.getByText(/^4 versions · re-run /)).toBeVisible();
});

test('rough edges: /results at once, Generated only when done, no-match strategies, notes scroll, 390 px header', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(server.url);
  // Hold the POST back: /results must not wait for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analyses', async (route) => {
    await held;
    await route.continue();
  });
  const longNotes = `${DENTIST}\n${Array.from({ length: 40 }, (_, i) => `Meeting note line ${i + 1}.`).join('\n')}`;
  await page.getByLabel('Client Notes & Financial Profile').fill(longNotes);
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Analyze Client' }).click();
  await expect(page.getByTestId('loading-panel')).toBeVisible();
  const shownMs = Date.now() - clicked;
  console.log(`/results with the loading panel ${shownMs} ms after Analyze Client`);
  expect(shownMs).toBeLessThan(1000);
  await expect(page).toHaveURL(`${server.url}/results`);
  await expect(page.getByText(/^Generated:/)).toHaveCount(0);
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'results-loading-at-once.png') });
  release();
  await page.waitForURL(/\/results\?project=/);
  await expect(page.getByText(/^Generated: /)).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/analyses');

  // Dashboard > Results with nothing open leads to the workspace.
  await page.goto(`${server.url}/results`);
  await page.getByRole('link', { name: 'Client Workspace' }).click();
  await expect(page).toHaveURL(`${server.url}/#client-workspace`);
  await expect(page.getByRole('heading', { name: 'Client Workspace' })).toBeInViewport();

  // A strategies search with no match says so.
  await page.goto(`${server.url}/strategies`);
  await page.getByPlaceholder('Search strategies...').fill('zzzz no such strategy');
  await expect(page.getByText('No strategies match your search')).toBeVisible();

  // At 390 px the header fits: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url);
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'User menu' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SCREENSHOTS, 'header-390.png') });
});
