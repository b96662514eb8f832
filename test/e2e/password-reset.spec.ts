// A forgotten password, end to end in Chromium: the user asks for a link, the admin finds the email in the
// Emails tab (the server keeps emails there when it has no SMTP server), the user sets a new password from
// the link and is signed in. The old password, a session from before and the used link all stop working.
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';
import { readEmailLink } from './mailbox.ts';

const NEW_PASSWORD = 'a brand new passphrase';

async function signedInAt(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(home);
  return page;
}

test('a forgotten password is reset from the emailed link, which then stops working', async ({
  page,
  browser,
  createAccount,
}) => {
  test.slow();
  const user = await createAccount('client');
  const admin = await createAccount('admin');

  // Another browser signed in before the reset: its session must end with it.
  const before = await signedInAt(browser, user.email, /\/dashboard$/);
  expect((await before.request.get('/api/auth/user')).status()).toBe(200);

  // The user signs in and out, then forgets the password.
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(
    page.getByText('If an account exists for this email, a reset link is on its way.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The admin reads the link from the email's plain text.
  const adminPage = await signedInAt(browser, admin.email, /\/admin$/);
  const link = await readEmailLink(adminPage, {
    to: user.email,
    subject: 'Reset your Humanise AI password',
    path: '/reset-password',
  });

  // The link sets a new password and signs the user in.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, 'Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(user.name);

  // The browser signed in before the reset is signed out.
  expect((await before.request.get('/api/auth/user')).status()).toBe(401);

  // The old password no longer works; the new one does.
  const elsewhere = await (await browser.newContext()).newPage();
  await fillLogin(elsewhere, user.email, DEFAULT_PASSWORD);
  await expect(toast(elsewhere, 'Invalid email or password')).toBeVisible();
  await fillLogin(elsewhere, user.email, NEW_PASSWORD);
  await expect(elsewhere).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Confirm new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  for (const other of [before, adminPage, elsewhere]) await other.context().close();
});

test('a reset link without a token says so without asking the server', async ({ page }) => {
  let asked = false;
  await page.route(/\/trpc\/[^?]*auth\.resetPassword/, (route) => {
    asked = true;
    return route.continue();
  });
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(asked).toBe(false);
});

test('the reset form checks the new password before sending it', async ({ page }) => {
  await page.goto('/reset-password?token=something');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test('too many reset requests show the server’s refusal', async ({ page }) => {
  const message = 'Too many reset requests from this address. Please try again later.';
  await page.route(/\/trpc\/[^?]*auth\.forgotPassword/, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message,
            code: -32029,
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, api: { message, code: 'TOO_MANY_REQUESTS' } },
          },
        },
      ]),
    }),
  );
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  await expect(page.getByText('If an account exists')).toHaveCount(0);
});
