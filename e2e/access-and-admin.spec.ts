import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccountInBrowser, signInInBrowser, signOutFromMenu } from './testing/accounts';
import { startAppServer, type AppServer } from '@strata/test-support/app-server';

let server: AppServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startAppServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toContainText(description);
}

test('a signed-out visitor is sent to /auth, which shows SPEC texts', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/auth`);
  await expect(page.getByRole('heading', { name: 'Strata' })).toBeVisible();
  await expect(page.getByText('Access your personalized financial dashboard')).toBeVisible();
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
  // No Google configured, and no account yet: the card asks for the first account (issue 15).
  await expect(page.getByText('Create the first account to get started')).toBeVisible();
  await expect(page.getByText('Sign in with your Google account to continue')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByText('By signing in, you agree to our terms of service and privacy policy.'),
  ).toBeVisible();
  await expect(
    page.getByText('© 2024 Strata. Professional planning platform for financial advisors.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a weak password is refused with the reasons', async ({ page }) => {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill('weak@example.com');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/auth`);
});

test('first account becomes admin; a second waits; the admin approves, grants, removes and revokes', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await createAccountInBrowser(admin, server.url, 'first.admin@example.com', 'Avery Admin');
  await expect(admin.getByText('Client Notes & Financial Profile')).toBeVisible();
  // Told once that the first account is the administrator.
  await expectToast(admin, 'You are the administrator', 'approve the advisors who sign up next');
  await admin.getByRole('button', { name: 'User menu' }).click();
  await expect(admin.getByText('first.admin@example.com')).toBeVisible();
  await expect(admin.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(admin.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expectNoSeriousAxeViolations(admin);

  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await createAccountInBrowser(advisor, server.url, 'second.advisor@example.com', 'Sam Second');
  await expect(advisor.getByText('Account Pending Approval')).toBeVisible();
  await expect(
    advisor.getByText(
      "Your account is awaiting approval from an administrator. You'll be able to access the system once approved.",
    ),
  ).toBeVisible();
  await expect(advisor.getByText('Signed in as')).toContainText('second.advisor@example.com');
  // The header shows on every page to a pending user, with the user menu to sign out.
  await advisor.goto(`${server.url}/strategies`);
  await expect(advisor.getByRole('button', { name: 'User menu' })).toBeVisible();
  await advisor.goto(`${server.url}/`);
  await expect(advisor.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(advisor.getByText('Account Pending Approval')).toBeVisible();

  await admin.goto(`${server.url}/admin`);
  await expect(admin.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(admin.getByText('Pending Approvals (1)')).toBeVisible();
  // The bootstrap admin is approved; the new advisor waits.
  await expect(admin.getByText('Approved Users (1)')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  const row = (name: string) => admin.locator('li').filter({ hasText: name });
  await row('Sam Second').getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'User Approved', 'User has been approved and can now access the system');
  await expect(admin.getByText('Pending Approvals (0)')).toBeVisible();
  await expect(admin.getByText('No pending approvals')).toBeVisible();
  await expect(row('Sam Second').getByText('Approved', { exact: true })).toBeVisible();

  // No reload: the pending screen asks /api/me again and moves on by itself.
  await expect(advisor.getByText('Client Notes & Financial Profile')).toBeVisible({
    timeout: 10_000,
  });

  await row('Sam Second').getByRole('button', { name: 'Make Admin' }).click();
  await expectToast(admin, 'Admin Role Added', 'User is now an admin');
  await expect(row('Sam Second').getByText('Admin', { exact: true })).toBeVisible();

  // Taking something away is asked about first; Cancel changes nothing.
  await row('Sam Second').getByRole('button', { name: 'Remove Admin' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Remove the admin role?' });
  await expect(confirm).toContainText('second.advisor@example.com');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row('Sam Second').getByText('Admin', { exact: true })).toBeVisible();
  await row('Sam Second').getByRole('button', { name: 'Remove Admin' }).click();
  await confirm.getByRole('button', { name: 'Remove Admin' }).click();
  await expectToast(admin, 'Admin Role Removed', 'User is no longer an admin');
  await expect(row('Sam Second').getByRole('button', { name: 'Make Admin' })).toBeVisible();

  await row('Sam Second').getByRole('button', { name: 'Revoke' }).click();
  await admin
    .getByRole('dialog', { name: 'Revoke access?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expectToast(admin, 'Access Revoked', 'User access has been revoked');

  // The only administrator cannot remove their own role: refused, and the badge stays true.
  await row('Avery Admin').getByRole('button', { name: 'Remove Admin' }).click();
  await admin
    .getByRole('dialog', { name: 'Remove the admin role?' })
    .getByRole('button', { name: 'Remove Admin' })
    .click();
  await expectToast(admin, 'Error', 'Failed to update admin role');
  await expect(row('Avery Admin').getByText('Admin', { exact: true })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(admin.getByText('Pending Approvals (1)')).toBeVisible();

  await advisor.reload();
  await expect(advisor.getByText('Account Pending Approval')).toBeVisible();

  // A non-admin who opens /admin is sent home.
  await advisor.goto(`${server.url}/admin`);
  await expect(advisor).toHaveURL(`${server.url}/`);

  await signOutFromMenu(admin);
  await expect(admin).toHaveURL(`${server.url}/auth`);
  await signInInBrowser(admin, server.url, 'first.admin@example.com');
  await adminContext.close();
  await advisorContext.close();
});

test('the admin signs in, approves an advisor, and sees both in the audit log, filtered by kind', async ({
  browser,
}) => {
  const advisorContext = await browser.newContext();
  await createAccountInBrowser(
    await advisorContext.newPage(),
    server.url,
    'third.advisor@example.com',
    'Terry Third',
  );
  await advisorContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInInBrowser(admin, server.url, 'first.admin@example.com');
  await admin.goto(`${server.url}/admin`);
  const auditLog = admin.getByRole('region', { name: 'Audit Log' });
  const rows = auditLog.getByRole('row');
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await admin
    .locator('li')
    .filter({ hasText: 'Terry Third' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectToast(admin, 'User Approved', 'User has been approved and can now access the system');

  // The log reloads after the action: the approval is its newest row, by and about whom.
  await expect(rows.nth(1)).toContainText('User approved');
  await expect(rows.nth(1)).toContainText('first.admin@example.com');
  await expect(rows.nth(1)).toContainText('third.advisor@example.com');
  const signIns = rows.filter({ hasText: 'Signed in' });
  await expect(signIns.filter({ hasText: 'third.advisor@example.com' })).not.toHaveCount(0);
  await expect(signIns.filter({ hasText: 'first.admin@example.com' })).not.toHaveCount(0);

  await auditLog.getByLabel('Kind of event').selectOption({ label: 'Signed in' });
  await expect(rows.filter({ hasText: 'User approved' })).toHaveCount(0);
  const shown = await rows.allTextContents();
  // The header row, then sign-ins only.
  expect(shown.slice(1).every((text) => text.includes('Signed in'))).toBe(true);
  expect(shown.length).toBeGreaterThan(2);
  await adminContext.close();
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/no/such/page`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).not.toHaveURL(/no\/such\/page/);
});
