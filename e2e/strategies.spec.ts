import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccountByApi } from './testing/accounts';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

let server: AppServer;
let total = 0;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startAppServer();
  const catalogue = (await (await fetch(`${server.url}/api/strategies`)).json()) as {
    strategies: unknown[];
  };
  total = catalogue.strategies.length;
});
test.afterAll(async () => {
  await server?.stop();
});

test('search, category filter, both views and the count line', async ({ page }) => {
  expect(total).toBeGreaterThanOrEqual(52);
  await createAccountByApi(page.request, server.url, 'browser@example.com');
  await page.goto(`${server.url}/strategies`);
  await expect(page.getByRole('heading', { name: 'Financial Strategies' })).toBeVisible();
  await expect(page.getByText(`Showing ${total} of ${total} strategies`)).toBeVisible();

  // Case-insensitive search over name and description.
  await page.getByPlaceholder('Search strategies...').fill('GRANTOR RETAINED');
  await expect(page.getByText(/^Showing [1-9]\d* of \d+ strategies$/)).toBeVisible();
  await expect(
    page.getByText('Grantor Retained Annuity Trust', { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/q=GRANTOR/);

  // Category filter combines with the search; clearing the search keeps the category.
  await page.getByPlaceholder('Search strategies...').fill('');
  const filters = page.getByRole('group', { name: 'Filter by category' });
  await expect(filters.getByRole('button', { name: 'All' })).toBeVisible();
  await filters.getByRole('button', { name: 'Charitable Planning', exact: true }).click();
  const countLine = page.getByText(/^Showing \d+ of \d+ strategies$/);
  // The filter applies after the click: wait for the count to change before reading it.
  await expect(page).toHaveURL(/category=Charitable\+Planning|category=Charitable%20Planning/);
  await expect(countLine).not.toHaveText(`Showing ${total} of ${total} strategies`);
  const shown = Number((await countLine.textContent())?.match(/Showing (\d+)/)?.[1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);

  // Card View: minimum net worth as whole dollars with '+', disclosures with spaces.
  await expect(page.getByText(/^\$\d{1,3}(,\d{3})+\+$/).first()).toBeVisible();
  await expect(page.getByText(/IRC \d+/).first()).toBeVisible();

  // Table View with SPEC's columns survives a reload.
  await page.getByRole('tab', { name: 'Table View' }).click();
  for (const column of [
    'Strategy',
    'Category',
    'Min Net Worth',
    'Benefit Type',
    'Cost Type',
    'Description',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Min Net Worth' })).toBeVisible();
  await expect(page.getByText(`Showing ${shown} of ${total} strategies`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(shown + 1);

  await page.getByRole('tab', { name: 'Card View' }).click();
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(page.getByText(`Showing ${total} of ${total} strategies`)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'e2e/.artifacts/screenshots/strategies.png' });
});
