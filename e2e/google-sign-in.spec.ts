import { expect, test, type Page } from '@playwright/test';
import { createAccountByApi } from './testing/accounts';
import { freePort, startAppServer, type AppServer } from '@strata/test-support/app-server';
import { startOidcProvider, type OidcProviderHandle } from '@strata/test-support/oidc-provider';

// A real OpenID Connect provider on loopback stands in for Google.
let oidc: OidcProviderHandle;
let server: AppServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const port = await freePort();
  oidc = await startOidcProvider({
    clientId: 'strata-e2e',
    clientSecret: 'strata-e2e-secret',
    redirectUri: `http://127.0.0.1:${port}/api/auth/callback/google`,
  });
  server = await startAppServer(
    {
      GOOGLE_CLIENT_ID: 'strata-e2e',
      GOOGLE_CLIENT_SECRET: 'strata-e2e-secret',
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
      ADMIN_EMAILS: 'chief@example.com',
    },
    { port },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await oidc?.close();
});

async function signInWithGoogle(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
}

test('Google sign-in: a new user waits for approval; an ADMIN_EMAILS address verified by Google is admin', async ({
  browser,
}) => {
  // A password account exists first, so the first-account rule does not decide the roles below.
  const setup = await browser.newContext();
  await createAccountByApi((await setup.newPage()).request, server.url, 'first@example.com');
  await setup.close();

  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await signInWithGoogle(advisor, 'google.advisor@example.com');
  await expect(advisor.getByText('Account Pending Approval')).toBeVisible();
  await expect(advisor.getByText('Signed in as')).toContainText('google.advisor@example.com');
  await advisorContext.close();

  const chiefContext = await browser.newContext();
  const chief = await chiefContext.newPage();
  await signInWithGoogle(chief, 'chief@example.com');
  await expect(chief.getByText('Client Notes & Financial Profile')).toBeVisible();
  await chief.getByRole('button', { name: 'User menu' }).click();
  await expect(chief.getByText('Administrator', { exact: true })).toBeVisible();
  await chiefContext.close();
});

test('a password sign-up under an ADMIN_EMAILS address does not become admin', async ({ page }) => {
  const response = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: {
      email: 'Chief.Impostor@example.com',
      password: 'correct-horse-battery-staple-9',
      name: 'x',
    },
    headers: { origin: server.url },
  });
  expect(response.ok()).toBe(true);
  const signedIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: 'Chief.Impostor@example.com', password: 'correct-horse-battery-staple-9' },
    headers: { origin: server.url },
  });
  expect(signedIn.ok()).toBe(true);
  const me = await (await page.request.get(`${server.url}/api/me`)).json();
  expect(me).toMatchObject({ isAdmin: false, isApproved: false });
});
