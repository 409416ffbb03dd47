import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccountByApi } from './testing/accounts';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

const SCREENSHOTS = join(import.meta.dirname, '.artifacts', 'screenshots');
const HOUSEHOLDS = 23; // one more page than the 20 the workspace shows first
const RUNNING_CAP = 5; // analyses one advisor may have running at once

let server: AppServer;

test.beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startAppServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const householdName = (n: number) => `Household ${String(n).padStart(2, '0')}`;

/** Submits the analyses through the API, a batch under the cap at a time, until all completed. */
async function analyseHouseholds(api: APIRequestContext, count: number): Promise<void> {
  for (let first = 1; first <= count; first += RUNNING_CAP) {
    const batch = Array.from(
      { length: Math.min(RUNNING_CAP, count - first + 1) },
      (_, i) => first + i,
    );
    for (const n of batch) {
      const response = await api.post(`${server.url}/api/analyses`, {
        headers: { origin: server.url },
        data: {
          notes: `${householdName(n)}\nMarried, ages 60 and 57. Net worth $${n} million, income $600,000. Goals: reduce estate tax.`,
          attachments: [],
        },
      });
      expect(response.status(), await response.text()).toBe(202);
    }
    await expect
      .poll(
        async () => {
          const list = (await (await api.get(`${server.url}/api/projects?limit=100`)).json()) as {
            items: { status: string }[];
          };
          return list.items.filter((item) => item.status !== 'completed').length;
        },
        { timeout: 30_000 },
      )
      .toBe(0);
  }
}

test('the Client Workspace shows 20 analyses, then the rest with Load more', async ({ page }) => {
  await createAccountByApi(page.request, server.url, 'workspace@example.com');
  await analyseHouseholds(page.request, HOUSEHOLDS);

  await page.goto(server.url);
  const workspace = page.getByRole('region', { name: 'Client Workspace' });
  await expect(workspace.getByText(`${HOUSEHOLDS} client analyses`)).toBeVisible();
  const names = workspace.getByText(/^Household \d\d$/);
  await expect(names).toHaveCount(20);
  // Newest first: the last submitted leads, the three oldest wait for the next page.
  await expect(names.first()).toHaveText(householdName(HOUSEHOLDS));
  await expect(workspace.getByText(householdName(3), { exact: true })).toHaveCount(0);

  const loadMore = workspace.getByRole('button', { name: 'Load more' });
  await loadMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'workspace-load-more.png') });
  await loadMore.click();
  await expect(names).toHaveCount(HOUSEHOLDS);
  await expect(loadMore).toHaveCount(0);
  expect(await names.allTextContents()).toEqual(
    Array.from({ length: HOUSEHOLDS }, (_, i) => householdName(HOUSEHOLDS - i)),
  );
  // Each card shows its own net worth from the notes ($N million).
  await expect(workspace.getByText('$1,000,000', { exact: true })).toBeVisible();
});
