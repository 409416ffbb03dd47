import type { Locator, Page } from '@playwright/test';

const EXPLAIN = 'Get Detailed Training on Why This Strategy Fits';

/**
 * On an open results page: the Strategies tab, every strategy expanded, then the explanation
 * dialog of the strategy at `index` (0 = the first). Returns the dialog.
 */
export async function openExplanation(page: Page, index = 0): Promise<Locator> {
  await page.getByRole('tab', { name: 'Strategies' }).click();
  await page.getByRole('button', { name: 'Expand All' }).click();
  await page.getByRole('button', { name: EXPLAIN }).nth(index).click();
  return page.getByRole('dialog');
}
