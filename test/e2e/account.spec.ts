// The account in Chromium: the /account page and its guard, confirming an email address from the reminder
// under the bar, an email's unsubscribe link, and the spelling that follows the account.
import type { Browser, Page } from '@playwright/test';
import { OutboxEmail } from '../../src/server/db/entities/outbox-email.ts';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';
import { readEmailLink } from './mailbox.ts';

async function adminAt(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test('a visitor is sent to log in before /account, and back to it afterwards', async ({
  page,
  createAccount,
}) => {
  const user = await createAccount('copywriter');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});

test('the account page changes the name and the email switches, and they stay changed', async ({
  page,
  login,
}) => {
  const user = await login({ role: 'client' });
  await page.getByRole('banner').getByRole('link', { name: user.name }).click();
  await expect(page).toHaveURL(/\/account$/);

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Full name').fill('Renamed Rosa');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Your name has been saved')).toBeVisible();
  // The bar follows at once.
  await expect(page.getByRole('banner')).toContainText('Renamed Rosa');

  const emails = page.getByRole('region', { name: 'Email notifications' });
  const quotes = emails.getByRole('switch', { name: 'Quotes' });
  await expect(quotes).toBeChecked();
  const saved = page.waitForResponse(/\/trpc\/[^?]*account\.setNotificationPreferences/);
  await quotes.click();
  await expect(quotes).not.toBeChecked();
  expect((await saved).ok()).toBe(true);
  await expect(emails).toContainText('Account, payment and security emails are always sent');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Full name')).toHaveValue(
    'Renamed Rosa',
  );
  await expect(page.getByRole('banner')).toContainText('Renamed Rosa');
  await expect(emails.getByRole('switch', { name: 'Quotes' })).not.toBeChecked();
  await expect(emails.getByRole('switch', { name: 'Messages' })).toBeChecked();
  await expect(emails.getByRole('switch', { name: 'Deliveries and revisions' })).toBeChecked();
  await expect(emails.getByRole('switch', { name: 'Ratings and reviews' })).toBeChecked();
});

test('the account page refuses a wrong current password at its field', async ({ page, login }) => {
  await login({ role: 'client' });
  await page.goto('/account');
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password').fill('a perfectly good one');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not correct')).toBeVisible();
});

test('a bad confirmation link says so', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByText('This confirmation link is invalid or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the reminder sends a new link, and the link confirms the address', async ({
  page,
  browser,
  login,
  createAccount,
}) => {
  test.slow();
  const user = await login({ role: 'client', verified: false });
  const reminder = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(reminder).toContainText(`Please confirm your email address: we sent a link to ${user.email}.`);
  // Dismissed, it stays away while the page is open.
  await reminder.getByRole('button', { name: 'Dismiss the reminder' }).click();
  await expect(reminder).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(reminder).toHaveCount(0);

  await page.reload();
  await reminder.getByRole('button', { name: 'Resend the link' }).click();
  await expect(toast(page, `We have sent a new confirmation link to ${user.email}`)).toBeVisible();

  const admin = await adminAt(browser, (await createAccount('admin')).email);
  const link = await readEmailLink(admin, {
    to: user.email,
    subject: 'Confirm your email address',
    path: '/verify-email',
  });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByText('Thank you: your email address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(reminder).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Email', exact: true })).toContainText('Confirmed');
  await admin.context().close();
});

test('an email’s unsubscribe link asks first, then switches that email off', async ({
  page,
  browser,
  login,
  orm,
  createAccount,
}) => {
  test.slow();
  const client = await login({ role: 'client' });
  const title = `Unsubscribe me ${Date.now()}`;
  const job = await createJob(orm.em, { client, title });
  const copywriter = await createCopywriter(orm.em, 'approved');
  const writer = await browser.newContext();
  expect(
    (
      await writer.request.post('/api/auth/login', {
        data: { email: copywriter.email, password: DEFAULT_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const quoted = await writer.request.post(`/api/copywriter/submit-quote/${job.id}`, {
    data: { estimatedHours: 1, fixedPrice: null, quoteMessage: null },
  });
  expect(quoted.ok()).toBe(true);

  const admin = await adminAt(browser, (await createAccount('admin')).email);
  const link = await readEmailLink(admin, { to: client.email, subject: title, path: '/unsubscribe' });

  // Opening the link changes nothing: mail scanners open links too.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from these emails?' })).toBeVisible();
  await page.goto('/account');
  const quotes = page
    .getByRole('region', { name: 'Email notifications' })
    .getByRole('switch', { name: 'Quotes' });
  await expect(quotes).toBeChecked();

  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get emails about')).toBeVisible();
  await page.getByRole('link', { name: 'Manage your email preferences' }).click();
  await expect(page).toHaveURL(/\/account#email-notifications$/);
  await expect(quotes).not.toBeChecked();

  // A link that is not one changes nothing either.
  await page.goto('/unsubscribe?token=nonsense');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
  await writer.close();
  await admin.context().close();
});

test.describe('spelling', () => {
  // docs/product.md "Accounts": emails follow the account's spelling, the resent confirmation link's too.
  test('the link sent again is in the spelling chosen with the switch', async ({ page, login, orm }) => {
    const user = await login({ role: 'client', verified: false });
    const saved = page.waitForResponse(/\/trpc\/[^?]*account\.updateSpelling/);
    await page.getByRole('banner').getByLabel('Spelling').selectOption('us');
    expect((await saved).ok()).toBe(true);
    const reminder = page.getByRole('region', { name: 'Confirm your email address' });
    await reminder.getByRole('button', { name: 'Resend the link' }).click();
    await expect(toast(page, `We have sent a new confirmation link to ${user.email}`)).toBeVisible();

    // The server keeps the email as it rendered it (no SMTP in these tests).
    await expect(async () => {
      const rows = await orm.em
        .fork()
        .find(
          OutboxEmail,
          { toAddress: user.email, kind: 'verify_email' },
          { orderBy: { createdAt: 'desc' } },
        );
      const words = `${rows[0]?.subject} ${rows[0]?.text} ${rows[0]?.html}`;
      expect(rows[0]?.text).toBeTruthy();
      expect(words).toContain('Humanize');
      expect(words).not.toContain('Humanise');
    }).toPass({ timeout: 15_000 });
  });

  test('the switch saves to the account, and the account’s choice wins at the next log-in', async ({
    page,
    browser,
    login,
  }) => {
    const user = await login({ role: 'client' });
    const banner = page.getByRole('banner');
    const saved = page.waitForResponse(/\/trpc\/[^?]*account\.updateSpelling/);
    await banner.getByLabel('Spelling').selectOption('us');
    expect((await saved).ok()).toBe(true);
    await expect(banner).toContainText('Humanize AI');

    // Another browser, British by default, takes the account's American at log-in.
    const other = await (await browser.newContext()).newPage();
    await other.goto('/');
    await expect(other.getByRole('banner')).toContainText('Humanise AI');
    await fillLogin(other, user.email, DEFAULT_PASSWORD);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByRole('banner')).toContainText('Humanize AI');
    await expect(other.getByRole('banner').getByLabel('Spelling')).toHaveValue('us');
    expect(await other.evaluate(() => localStorage.getItem('language'))).toBe('us');

    // The account page shows and changes the same choice.
    await other.goto('/account');
    const spelling = other.getByRole('region', { name: 'Spelling' });
    await expect(spelling.getByRole('radio', { name: 'American (US)' })).toBeChecked();
    await spelling.getByText('British (UK)').click();
    await expect(other.getByRole('banner')).toContainText('Humanise AI');
    await other.context().close();
  });

  test('signing up keeps the spelling chosen before', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('banner').getByLabel('Spelling').selectOption('us');
    await page.getByLabel('Full name').fill('Sam Speller');
    await page.getByLabel('Email').fill(`speller-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get('/api/auth/user')).json()).spelling).toBe('us');
    await expect(page.getByRole('banner')).toContainText('Humanize AI');
  });
});
