import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { analysisSchema, explanationResultSchema } from '@strata/contracts';
import type { ZodType } from 'zod';
import { createAccountByApi, PASSWORD } from './testing/accounts';
import { openExplanation } from './testing/results-page';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

// Issue 7 item 4: whatever reaches the page (notes, document text, model output, a user's name)
// renders as text, and every response carries the headers of ARCHITECTURE.md.

/** Each piece would set window.__xss or raise an alert if it ever ran. */
const PAYLOAD = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)"></svg>',
  '<a href="javascript:window.__xss=4;alert(4)">jslink</a>',
  '[mdlink](javascript:alert(5))',
].join(' ');

const NOTES = `${PAYLOAD}
Married couple, 60 and 58. Net worth $16 million: $7 million S corporation, $6 million brokerage,
$3 million real estate. Income $1,000,000. Risk tolerance: moderate. Goals: reduce estate tax.`;

const ADMIN = { email: 'admin-xss@example.com', name: 'Admin' };
const INJECTED =
  'script:not([src]), img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i]';

let server: AppServer;
let projectId = '';
/** A second loopback origin standing for "another host": it counts every hit. */
let otherHost: Server;
let otherHostUrl = '';
let otherHostHits = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startAppServer();
  otherHost = createServer((_, res) => {
    otherHostHits += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => otherHost.listen(0, '127.0.0.1', resolve));
  otherHostUrl = `http://127.0.0.1:${(otherHost.address() as AddressInfo).port}`;

  // The first account is admin (outside production); the second's full name is the payload.
  const admin = await request.newContext({
    baseURL: server.url,
    // A same-origin caller: state-changing calls need our Origin.
    extraHTTPHeaders: { origin: server.url },
  });
  await createAccountByApi(admin, server.url, ADMIN.email, ADMIN.name);
  const document = `Trust summary.\n${PAYLOAD}\nRevocable trust from 2015.`;
  const created = await admin.post('/api/analyses', {
    data: {
      notes: NOTES,
      attachments: [
        {
          name: `<img src=x onerror=alert(6)>.txt`,
          size: document.length,
          type: 'text/plain',
          data: `data:text/plain;base64,${Buffer.from(document).toString('base64')}`,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  projectId = ((await created.json()) as { projectId: string }).projectId;
  await expect
    .poll(
      async () =>
        ((await (await admin.get(`/api/analyses/${projectId}`)).json()) as { status: string })
          .status,
      { timeout: 45_000 },
    )
    .toBe('completed');
  await admin.dispose();
  const other = await request.newContext({
    baseURL: server.url,
    // A same-origin caller: state-changing calls need our Origin.
    extraHTTPHeaders: { origin: server.url },
  });
  await createAccountByApi(other, server.url, 'payload-name@example.com', PAYLOAD);
  await other.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => otherHost?.close(resolve));
});

/** Dialogs and requests to the other host, recorded for the whole test. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const outbound: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (req) => {
    if (!req.url().startsWith(server.url) && !req.url().startsWith('data:'))
      outbound.push(req.url());
  });
  return { dialogs, outbound };
}

async function expectInert(page: Page, seen: ReturnType<typeof watch>, view: string) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), view).toBeUndefined();
  expect(await page.locator(INJECTED).count(), view).toBe(0);
  expect(seen.dialogs, view).toEqual([]);
  expect(seen.outbound, view).toEqual([]);
}

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: ADMIN.email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** Visits every results tab, expands every strategy and opens the explanation dialog. */
async function visitEveryResultsView(page: Page, seen: ReturnType<typeof watch>) {
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expectInert(page, seen, 'results: overview and left panel');
  for (const tab of ['Financials', 'Strategies', 'Tax Planning', 'Next Steps', 'Raw JSON']) {
    await page.getByRole('tab', { name: tab }).click();
    if (tab === 'Strategies') await page.getByRole('button', { name: 'Expand All' }).click();
    await expectInert(page, seen, `results: ${tab}`);
  }
  const dialog = await openExplanation(page);
  await expect(dialog.getByRole('heading', { name: 'Strategy Overview' })).toBeVisible();
  await expectInert(page, seen, 'explanation dialog');
  await dialog.getByRole('button', { name: 'Show Raw JSON' }).click();
  await expectInert(page, seen, 'explanation dialog raw JSON');
  await page.keyboard.press('Escape');
}

/** Every string in `value` with the payload appended (numbers and booleans untouched). */
function poisonAll<T>(value: T): T {
  if (typeof value === 'string') return `${value} ${PAYLOAD}` as T;
  if (Array.isArray(value)) return value.map(poisonAll) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisonAll(v)])) as T;
  return value;
}

/**
 * Every string the contract leaves free carries the payload. The server stores only what passes
 * the contract and the page reads it through the same schema, so a value the schema constrains
 * (an enum, a state code) keeps its original: the payload goes wherever a model could put it.
 */
function poison<T>(value: T, schema: ZodType): T {
  const poisoned = poisonAll(value);
  for (let round = 0; round < 100; round += 1) {
    const checked = schema.safeParse(poisoned);
    if (checked.success) return poisoned;
    for (const issue of checked.error.issues) {
      const path = issue.path.map(String);
      const key = path.pop()!;
      const at = (root: unknown) =>
        path.reduce<Record<string, unknown>>(
          (node, step) => node[step] as Record<string, unknown>,
          root as Record<string, unknown>,
        );
      at(poisoned)[key] = at(value)[key];
    }
  }
  throw new Error('the poisoned value never passed its schema');
}

test('notes, document text and names render inert on results, workspace and admin', async ({
  page,
}) => {
  const seen = watch(page);
  await signIn(page);
  await page.goto(`${server.url}/results?project=${projectId}`);
  await expect(page.getByText('<script>window.__xss=1;alert(1)</script>').first()).toBeVisible();
  await visitEveryResultsView(page, seen);

  await page.goto(server.url);
  await expect(page.getByText('1 client analysis')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Details' })).toBeVisible();
  await expectInert(page, seen, 'workspace cards');

  await page.goto(`${server.url}/admin`);
  await expect(page.getByText('<svg onload=').first()).toBeVisible();
  await expectInert(page, seen, 'admin lists');
});

test('model output with payloads renders inert in every tab and the explanation dialog', async ({
  page,
}) => {
  const seen = watch(page);
  await signIn(page);
  const saved = (await (
    await page.request.get(`${server.url}/api/analyses/${projectId}`)
  ).json()) as { response: Record<string, unknown> } & Record<string, unknown>;
  const analysis = poison(saved.response.analysis, analysisSchema);
  const raw = JSON.stringify(analysis);
  await page.route(`**/api/analyses/${projectId}`, (route) =>
    route.fulfill({
      json: {
        ...saved,
        analysis,
        rawLlmResponse: raw,
        response: { ...saved.response, analysis, rawResponse: raw },
      },
    }),
  );
  // A real explanation of a real strategy (the server refuses names outside the catalogue), poisoned.
  const real = saved.response.analysis as { recommendations: unknown[]; clientProfile: unknown };
  const generated = await page.request.post(
    `${server.url}/api/functions/detailed-strategy-explanation`,
    {
      headers: { origin: server.url },
      data: {
        strategy: real.recommendations[0],
        clientProfile: real.clientProfile,
        clientNotes: NOTES,
      },
    },
  );
  expect(generated.ok(), await generated.text()).toBe(true);
  const explanation = poison(
    ((await generated.json()) as { explanation: unknown }).explanation,
    explanationResultSchema,
  );
  await page.route('**/api/functions/detailed-strategy-explanation', (route) =>
    route.fulfill({ json: { explanation, rawResponse: JSON.stringify(explanation) } }),
  );
  await page.goto(`${server.url}/results?project=${projectId}`);
  await visitEveryResultsView(page, seen);
});

test('markdown from the model: raw HTML stays text and another host’s image never loads', async ({
  page,
}) => {
  const seen = watch(page);
  await signIn(page);
  const markdown = `# Memo\n\n${PAYLOAD}\n\n![pixel](${otherHostUrl}/pixel.png?leak=notes)\n\n<iframe src="${otherHostUrl}/frame"></iframe>\n`;
  await page.route(`**/api/analyses/${projectId}`, async (route) => {
    const saved = (await (await route.fetch()).json()) as Record<string, unknown> & {
      response: Record<string, unknown>;
    };
    await route.fulfill({
      json: {
        ...saved,
        analysis: markdown,
        rawLlmResponse: markdown,
        response: { ...saved.response, analysis: markdown, rawResponse: markdown },
      },
    });
  });
  await page.goto(`${server.url}/results?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Memo' })).toBeVisible();
  await expect(page.getByText('pixel', { exact: true })).toBeVisible();
  expect(await page.locator('iframe').count()).toBe(0);
  await expectInert(page, seen, 'markdown analysis');
  expect(otherHostHits).toBe(0);
});

/** Signs the context in, then posts (an error answered past the guards). */
async function signedInPost(
  api: APIRequestContext,
  path: string,
  options: Parameters<APIRequestContext['post']>[1],
) {
  const signedIn = await api.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return api.post(path, options);
}

test('every kind of response carries the security headers', async () => {
  const api = await request.newContext({
    baseURL: server.url,
    // A same-origin caller: state-changing calls need our Origin.
    extraHTTPHeaders: { origin: server.url },
  });
  const html = await (await api.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const responses = {
    'API JSON': await api.get('/api/health'),
    'SPA HTML': await api.get('/results'),
    'static asset': await api.get(asset ?? ''),
    'API 404': await api.get('/api/no-such-route'),
    'missing file': await api.get('/assets/missing.js'),
    'API 401': await api.get('/api/projects'),
    'API 400 (malformed JSON)': await signedInPost(api, '/api/analyses', {
      headers: { 'content-type': 'application/json' },
      data: '{"notes": ',
    }),
    'robots.txt': await api.get('/robots.txt'),
    'auth error': await api.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: 'wrong-password-0000' },
    }),
  };
  for (const [kind, response] of Object.entries(responses)) {
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, kind).toContain("default-src 'self'");
    expect(csp, kind).toContain("img-src 'self' data: blob:");
    expect(csp, kind).toContain("connect-src 'self'");
    expect(csp, kind).toContain("frame-ancestors 'none'");
    expect(csp, kind).not.toContain('unsafe-eval');
    expect(csp.match(/script-src [^;]*/)?.[0] ?? '', kind).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['referrer-policy'], kind).toBeTruthy();
  }
  expect(responses['static asset'].status()).toBe(200);
  expect(responses['API 404'].status()).toBe(404);
  expect(responses['API 400 (malformed JSON)'].status()).toBe(400);
  expect(responses['API 401'].status()).toBe(401);
  expect(responses['auth error'].status()).toBe(401);
  await api.dispose();
});
