import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccountByApi, PASSWORD } from './testing/accounts';
import {
  freePort,
  makeDataDir,
  startAppServer,
  type AppServer,
} from '@strata/test-support/app-server';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..');
const EMAIL = 'forgetful@example.com';
const NEW_PASSWORD = 'a fresh 42 passphrase';

let port: number;
let dataDir: string;
let server: AppServer | undefined;
let resetLink: string;

/**
 * `npm run admin -- reset-link` locks the PGlite data directory like the server does (one
 * process per data directory), so the server is stopped while it runs and started again on
 * the same directory and port: the printed link then points at the running server.
 */
async function printResetLink(email: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/admin.ts', 'reset-link', email],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
    },
  );
  const link = stdout.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the admin command's output:\n${stdout}`);
  return link;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  port = await freePort();
  dataDir = makeDataDir();
  server = await startAppServer({}, { port, dataDir });
  const page = await browser.newPage();
  await createAccountByApi(page.request, server.url, EMAIL);
  await page.close();
  await server.stop();
  server = undefined;
  resetLink = await printResetLink(EMAIL);
  server = await startAppServer({}, { port, dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the sign-in form says how to get a reset link', async ({ page }) => {
  await page.goto(`${server!.url}/auth`);
  await expect(
    page.getByText('Forgot your password? Ask an administrator for a reset link.'),
  ).toBeVisible();
});

test('a tampered link shows a red alert and no form', async ({ page }) => {
  await page.goto(resetLink.replace(/reset-password\/[\w-]+/, 'reset-password/not-a-real-token'));
  await expect(page).toHaveURL(/\/auth\/reset-password\?/);
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Ask an administrator for a new one.',
  );
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(`${server!.url}/auth`);
});

test('the link leads to a new password, refusing a weak one, and works once', async ({ page }) => {
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  const resetPage = page.url();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  await page.getByLabel('New password').fill('password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Password is too weak');
  await expect(alert.getByRole('listitem')).toContainText(['at least 10 characters']);

  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(`${server!.url}/auth`);

  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${server!.url}/`);

  // The token was spent: the same page now refuses it.
  await page.goto(resetPage);
  await page.getByLabel('New password').fill('yet another 77 passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Ask an administrator for a new one.',
  );
});
