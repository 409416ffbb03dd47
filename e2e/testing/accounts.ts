import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-battery-staple-9';

/** Creates an account through the /auth page's 'Create account' form, as a new user would. */
export async function createAccountInBrowser(
  page: Page,
  baseUrl: string,
  email: string,
  name = '',
): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (name) await page.getByLabel('Full name (optional)').fill(name);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
}

/** Signs in through the /auth page's form. */
export async function signInInBrowser(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
}

/**
 * Creates an account through the API and signs it in, as the web does (sign-up starts no
 * session); the context's cookies then carry its session.
 */
export async function createAccountByApi(
  api: APIRequestContext,
  baseUrl: string,
  email: string,
  name = 'Advisor',
): Promise<void> {
  const headers = { origin: baseUrl };
  const signedUp = await api.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name },
    headers,
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const signedIn = await api.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** Signs out through the user menu. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}
