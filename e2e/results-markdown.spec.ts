import { expect, test } from '@playwright/test';
import { createAccountByApi } from './testing/accounts';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const MARKDOWN = `# Planning memo

Consider a [dynasty trust](https://example.com/dynasty) and [click me](javascript:alert(document.cookie)).

![tracking pixel](https://tracker.example.net/pixel.png?who=advisor) ![inline](vbscript:msgbox)

| Strategy | Benefit |
| --- | --- |
| GRAT | Freezes appreciation |
`;

test('an unstructured analysis renders as markdown with unsafe links inert', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(server.url);
  await createAccountByApi(page.request, server.url, 'markdown@example.com');

  // A saved project whose analysis is model text, not the structured object.
  await page.route('**/api/analyses/md-project', (route) =>
    route.fulfill({
      json: {
        id: 'md-project',
        name: 'Markdown client',
        description: null,
        status: 'completed',
        createdAt: '2026-11-21T15:04:00.000Z',
        updatedAt: '2026-11-21T15:05:00.000Z',
        version: 1,
        clientNotes: 'Net worth $30 million.',
        analysis: MARKDOWN,
        extractedDocumentText: null,
        rawLlmResponse: MARKDOWN,
        error: null,
        hasDocuments: false,
        explanations: {},
        response: {
          success: true,
          analysis: MARKDOWN,
          timestamp: '2026-11-21T15:05:00.000Z',
          rawResponse: MARKDOWN,
        },
      },
    }),
  );
  await page.goto(`${server.url}/results?project=md-project`);
  await expect(page.getByRole('heading', { name: 'Planning memo' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'GRAT' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'dynasty trust' })).toHaveAttribute(
    'href',
    'https://example.com/dynasty',
  );

  const inert = page.getByText('click me');
  expect(await inert.getAttribute('href')).toBeFalsy();
  await inert.click();
  await expect(page).toHaveURL(`${server.url}/results?project=md-project`);
  await expect(page.getByText('inline', { exact: true })).toBeVisible();
  // The remote image is allowed by the URL rule but blocked by the CSP: it must never be fetched.
  expect(requests.filter((url) => url.includes('tracker.example.net'))).toEqual([]);
});
