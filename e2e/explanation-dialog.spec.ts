import { expect, test, type Page } from '@playwright/test';
import { createAccountByApi, PASSWORD } from './testing/accounts';
import { openExplanation } from './testing/results-page';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

let server: AppServer;
let projectId = '';

const NOTES = `Married couple, 62 and 60. Net worth $18 million: $9 million business interest (S corporation),
$6 million brokerage, $3 million real estate. Income $1,200,000. Risk tolerance: aggressive.
Goals: minimise estate tax, transfer the business to their daughter, charitable giving.`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  server = await startAppServer();
  const page = await browser.newPage();
  await createAccountByApi(page.request, server.url, 'explain@example.com');
  const created = await page.request.post(`${server.url}/api/analyses`, {
    headers: { origin: server.url },
    data: { notes: NOTES, attachments: [] },
  });
  expect(created.status()).toBe(202);
  projectId = ((await created.json()) as { projectId: string }).projectId;
  await expect
    .poll(
      async () => {
        const project = await page.request.get(`${server.url}/api/analyses/${projectId}`);
        return ((await project.json()) as { status: string }).status;
      },
      { timeout: 45_000 },
    )
    .toBe('completed');
  await page.close();
});

test.afterAll(async () => {
  await server?.stop();
});

async function openFirstStrategy(page: Page) {
  await page.goto(`${server.url}/results?project=${projectId}`);
  return openExplanation(page);
}

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: 'explain@example.com', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

test('the explanation dialog generates, toggles raw JSON, regenerates and keeps the result', async ({
  page,
}) => {
  await signIn(page);
  let calls = 0;
  const bodies: unknown[] = [];
  await page.route('**/api/functions/detailed-strategy-explanation', async (route) => {
    calls += 1;
    bodies.push(route.request().postDataJSON());
    // A short pause so the generating state can be seen; then the real server answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const dialog = await openFirstStrategy(page);
  await expect(
    dialog.getByText('Generating detailed explanation tailored to your client...'),
  ).toBeVisible();
  for (const section of [
    'Strategy Overview',
    'Why This Strategy Fits Your Client',
    'Implementation Guide',
    'Expected Benefits',
    'Risks & Considerations',
    'Timeline & Milestones',
    'Success Metrics',
    'Comparative Analysis',
  ]) {
    await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeAttached({
      timeout: 30_000,
    });
  }
  await expect(
    dialog.getByText(
      "This explanation was generated specifically for your client's profile and goals.",
    ),
  ).toBeVisible();
  const scrollHeight = await dialog
    .getByTestId('explanation-scroll')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(scrollHeight).toBe(384);
  // The builtin generator writes for this client: their net worth appears.
  await expect(dialog.getByText(/\$18,000,000/).first()).toBeAttached();
  await page.screenshot({ path: 'e2e/.artifacts/screenshots/explanation-dialog.png' });

  await dialog.getByRole('button', { name: 'Show Raw JSON' }).click();
  await expect(dialog.getByTestId('explanation-raw')).toContainText('"strategyOverview"');
  await dialog.getByRole('button', { name: 'Hide Raw JSON' }).click();
  await expect(dialog.getByTestId('explanation-raw')).toHaveCount(0);
  expect(calls).toBe(1);

  // Regenerate offers another length, not the same text again.
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('menuitem', { name: 'More detailed version' }).click();
  await expect(dialog.getByRole('heading', { name: 'Strategy Overview' })).toBeVisible({
    timeout: 30_000,
  });
  expect(calls).toBe(2);

  // Closing clears the dialog; reopening shows the saved explanation without a new call.
  await dialog.getByRole('button', { name: 'Show Raw JSON' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole('button', { name: 'Get Detailed Training on Why This Strategy Fits' })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Strategy Overview' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByTestId('explanation-raw')).toHaveCount(0);
  expect(calls).toBe(2);

  // The explanation was saved with the project: after a reload it opens without a new call.
  await page.reload();
  await openExplanation(page);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Strategy Overview' }),
  ).toBeVisible();
  expect(calls).toBe(2);

  expect(bodies[1]).toMatchObject({
    projectId,
    strategy: { strategy: expect.any(String) as unknown },
    clientNotes: NOTES,
  });
});

test('a failed explanation shows the Error toast and the Generate button', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/functions/detailed-strategy-explanation', (route) =>
    route.fulfill({ status: 200, json: { error: 'model unavailable' } }),
  );
  await page.goto(`${server.url}/results?project=${projectId}`);
  // The second strategy has no saved explanation yet.
  const dialog = await openExplanation(page, 1);
  await expect(
    page.getByText('Failed to generate detailed explanation. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate Explanation' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Strategy Overview' })).toHaveCount(0);
});

test('a plain-text explanation is shown with its note', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/functions/detailed-strategy-explanation', (route) =>
    route.fulfill({
      status: 200,
      json: {
        explanation: { rawText: 'Plain words about the trust.' },
        rawResponse: 'Plain words about the trust.',
      },
    }),
  );
  await page.goto(`${server.url}/results?project=${projectId}`);
  const dialog = await openExplanation(page, 2);
  await expect(dialog.getByText('Plain words about the trust.')).toBeVisible();
  await expect(
    dialog.getByText(
      'Note: This response could not be parsed as structured data and is displayed as plain text.',
    ),
  ).toBeVisible();
});
