// The whole marketplace in Chromium, one person per browser context: a visitor's text goes in, quotes come
// back, one is accepted and paid, the copywriter delivers, the client reads the marked changes and rates,
// and the directory shows it. Then a second client's card is declined and the job stays unpaid.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createCopywriter, createUser, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const DRAFT =
  'In today’s fast-paced digital landscape, leveraging synergies is crucial for unlocking unprecedented value for every stakeholder.';
const DELIVERED = 'Working well together creates real value for everyone involved.';

async function personAt(browser: Browser, email: string, expectedPath: RegExp): Promise<Page> {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(expectedPath);
  return page;
}

async function quote(page: Page, title: string, terms: { hours: string } | { fixed: string }) {
  await page.goto('/copywriter-dashboard');
  const job = page.getByRole('article', { name: title });
  await job.getByRole('button', { name: 'Provide Quote' }).click();
  if ('hours' in terms) {
    await typeKeys(job.getByLabel('Estimated hours'), terms.hours);
  } else {
    await job.getByText('Fixed Price').click();
    await typeKeys(job.getByLabel('Fixed price (£)'), terms.fixed);
  }
  await job.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page, 'Quote submitted')).toBeVisible();
}

async function payWithCard(page: Page, amount: string, number: string) {
  const dialog = page.getByRole('dialog', { name: `Pay ${amount}` });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  return dialog;
}

test('a visitor’s text goes in, is quoted, paid, delivered, compared and rated', async ({
  page,
  browser,
  orm,
  createAccount,
}) => {
  test.slow();
  const title = `Synergy post ${Date.now()}`;

  // A visitor submits without an account, is asked to sign up, and finds the job on the dashboard.
  await page.goto('/humanise');
  await page.getByLabel('Content topic').fill(title);
  await page.getByLabel('AI-generated content').fill(DRAFT);
  await page.getByRole('button', { name: 'Submit Content' }).click();
  await expect(toast(page, 'Content submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/signup/);
  const email = `journey-${Date.now()}@example.com`;
  await page.getByLabel('Full name').fill('Jo Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEFAULT_PASSWORD);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Current Jobs' }).getByRole('article', { name: title });
  await expect(card).toContainText('Quote Requested');

  // Someone applies as a copywriter and an admin approves them.
  const applicantUser = await createAccount('client');
  const applicant = await personAt(browser, applicantUser.email, /\/dashboard$/);
  await applicant.goto('/apply-as-copywriter');
  await applicant.getByRole('checkbox', { name: 'Marketing' }).check();
  await applicant
    .getByLabel('Experience')
    .fill('Twelve years of editing marketing and technology writing for brands.');
  await applicant.getByLabel('Writing sample').fill('Plain words, well chosen, beat clever ones. '.repeat(9));
  await applicant.getByLabel('Availability').fill('Weekdays');
  await applicant.getByLabel('Rate expectations').fill('£75 an hour');
  await applicant.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applicant.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();

  const adminUser = await createAccount('admin');
  const admin = await personAt(browser, adminUser.email, /\/admin$/);
  await admin.getByRole('tab', { name: /Copywriters/ }).click();
  await admin
    .getByRole('article', { name: applicantUser.name })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(admin, 'Copywriter approved')).toBeVisible();

  // Two copywriters quote: the new one by the hour, another at a fixed price.
  await quote(applicant, title, { hours: '1.5' });
  const other = await createCopywriter(orm.em, 'approved', { name: `Fixed Fiona ${Date.now()}` });
  const otherPage = await personAt(browser, other.email, /\/copywriter-dashboard$/);
  await quote(otherPage, title, { fixed: '150' });

  // The client sees both quotes, accepts the hourly one and pays with the test card.
  await page.reload();
  await expect(card).toContainText('Quote Received');
  await expect(card.getByRole('article', { name: `Quote from ${other.name}` })).toContainText('£150.00');
  const hourly = card.getByRole('article', { name: `Quote from ${applicantUser.name}` });
  await hourly.getByRole('button', { name: 'Accept and Pay £112.50' }).click();
  await payWithCard(page, '£112.50', '4242 4242 4242 4242');
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(card).toContainText('In Progress');

  // The copywriter delivers.
  await applicant.reload();
  await applicant.getByRole('tab', { name: /Active Jobs/ }).click();
  const active = applicant.getByRole('article', { name: title });
  await active.getByRole('button', { name: 'Submit Completed Work' }).click();
  await applicant.getByLabel('Your Work').fill(DELIVERED);
  await applicant.getByRole('button', { name: 'Submit Work' }).click();
  await expect(toast(applicant, 'Work submitted')).toBeVisible();

  // The client reads the result with the changes marked, and rates it.
  await page.reload();
  const done = page
    .getByRole('region', { name: 'Completed Jobs' })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(done.getByRole('region', { name: 'Your finished text' })).toHaveText(DELIVERED);
  await done.getByRole('button', { name: 'Compare with your draft' }).click();
  const compare = page.getByRole('dialog', { name: 'Changes to your draft' });
  await expect(compare.locator('del').filter({ hasText: 'synergies' })).toBeVisible();
  await expect(compare.locator('ins').filter({ hasText: 'together' })).toBeVisible();
  await page.keyboard.press('Escape');
  await done.getByRole('radio', { name: '4 stars' }).check();
  await done.getByRole('button', { name: 'Submit rating' }).click();
  await expect(done.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  // The directory shows the new copywriter's rating and completed job.
  const directory = await (await browser.newContext()).newPage();
  // Found by name: the directory holds more writers than its first page once other specs have run.
  await directory.goto(`/copywriters?q=${encodeURIComponent(applicantUser.name)}`);
  const listing = directory.getByRole('article', { name: applicantUser.name });
  await expect(listing).toContainText('4.0');
  await expect(listing).toContainText('1 completed job');
});

test('a declined card leaves the accepted job unpaid', async ({ page, orm, playwright, baseURL }) => {
  const client = await createUser(orm.em);
  const writer = await createCopywriter(orm.em, 'approved', { name: `Declined Dan ${Date.now()}` });
  await fillLogin(page, client.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const title = `Declined job ${Date.now()}`;
  const submitted = await page.request.post('/api/jobs', {
    data: { contentTopic: title, aiContent: DRAFT, serviceType: 'human-check', writingStyle: 'Professional' },
  });
  const jobId = (await submitted.json()).id as number;
  const writerRequest = await playwright.request.newContext({ baseURL });
  await writerRequest.post('/api/auth/login', { data: { email: writer.email, password: DEFAULT_PASSWORD } });
  const quoted = await writerRequest.post(`/api/copywriter/submit-quote/${jobId}`, {
    data: { estimatedHours: null, fixedPrice: 90, quoteMessage: null },
  });
  expect(quoted.ok()).toBe(true);
  await writerRequest.dispose();

  await page.reload();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Accept and Pay £90.00' }).click();
  await payWithCard(page, '£90.00', '4000 0000 0000 0002');
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(toast(page, 'Your card was declined.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(card).toContainText('Unpaid');
  await expect(card.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
  const pending = await page.request.get('/api/jobs/pending');
  expect(await pending.json()).toEqual({ hasPendingJob: true });
});
