import { expect, test } from '@playwright/test';
import { freePort, startAppServer, type AppServer } from '@strata/test-support/app-server';
import { startOidcProvider, type OidcProviderHandle } from '@strata/test-support/oidc-provider';

// A real OpenID Connect provider on loopback stands in for the organisation's (Entra, Okta ...).
let oidc: OidcProviderHandle;
let server: AppServer;

test.beforeAll(async () => {
  const port = await freePort();
  oidc = await startOidcProvider({
    clientId: 'strata-sso',
    clientSecret: 'strata-sso-secret',
    redirectUri: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
  });
  server = await startAppServer(
    {
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: 'strata-sso',
      OIDC_CLIENT_SECRET: 'strata-sso-secret',
    },
    { port },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await oidc?.close();
});

test('single sign-on through a generic OIDC provider signs the user in', async ({ page }) => {
  await page.goto(`${server.url}/auth`);
  const sso = page.getByRole('button', { name: 'Continue with single sign-on' });
  await expect(sso).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await sso.click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill('sso.advisor@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  // The first account on a fresh database is the admin outside production (ARCHITECTURE).
  await expect(page.getByText('Client Notes & Financial Profile')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('sso.advisor@example.com')).toBeVisible();
});
