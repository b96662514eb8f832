// The copywriter's and the admin's screens: applying, approval from /admin, the dashboard's states, the
// directory, and who each screen turns away.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createCopywriter, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SAMPLE =
  'I rewrite technical articles so that they read as if a person wrote them, because one did. '.repeat(5);
const EXPERIENCE =
  'Ten years as an editor of business and technology writing for agencies and in-house teams.';

async function fillApplication(page: Page) {
  await page.getByRole('checkbox', { name: 'Finance' }).check();
  await page.getByRole('checkbox', { name: 'SEO' }).check();
  await page.getByLabel('Experience').fill(EXPERIENCE);
  await page.getByLabel('Portfolio URL (optional)').fill('https://portfolio.example/writer');
  await page.getByLabel('Writing sample').fill(SAMPLE);
  await page.getByLabel('Availability').fill('20 hours a week');
  await page.getByLabel('Rate expectations').fill('£50 per hour');
}

/** A second person at another browser, signed in as a fresh admin. */
async function adminPage(browser: Browser, createAccount: (role: 'admin') => Promise<{ email: string }>) {
  const admin = await createAccount('admin');
  const context = await browser.newContext();
  const page = await context.newPage();
  await fillLogin(page, admin.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** A job as a visitor submits it (jobs.submit is public), without the page's cookies; its title is unique. */
async function submitJob(request: APIRequestContext, title: string) {
  const response = await request.post('/api/jobs', {
    data: {
      contentTopic: title,
      aiContent: 'In today’s fast-paced world, content is king and synergy is everything. '.repeat(4),
      serviceType: 'human-check',
      writingStyle: 'Professional',
    },
  });
  expect(response.ok()).toBe(true);
}

test.describe('guards', () => {
  test('a visitor is sent to log in, and back to the application afterwards', async ({ page }) => {
    await page.goto('/apply-as-copywriter');
    await expect(page).toHaveURL(/\/login\?returnTo=(%2F|\/)apply-as-copywriter$/);
    await page.goto('/copywriter-dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcopywriter-dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
  });

  // docs/product.md "Admin": anyone signed in who is not an admin goes from an admin page to the home page.
  test('a client is sent from the admin pages home, and from the copywriter dashboard to their own', async ({
    page,
    login,
  }) => {
    const home = page.getByRole('heading', { level: 1, name: 'Bring authenticity back to content' });
    await login({ role: 'client' });
    for (const adminPage of ['/admin', '/blog-management']) {
      await page.goto(adminPage);
      await expect(home).toBeVisible();
      await expect(page).toHaveURL(/^[^?#]+\/$/);
    }
    await page.goto('/copywriter-dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a copywriter is sent from the admin pages home', async ({ page, orm }) => {
    const writer = await createCopywriter(orm.em, 'approved');
    await fillLogin(page, writer.email, DEFAULT_PASSWORD);
    await expect(page).toHaveURL(/\/copywriter-dashboard$/);
    for (const adminPage of ['/admin', '/blog-management']) {
      await page.goto(adminPage);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bring authenticity back to content' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/^[^?#]+\/$/);
    }
  });

  test('an admin has nothing to apply for', async ({ page, login }) => {
    await login({ role: 'admin' });
    await page.goto('/apply-as-copywriter');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/copywriter-dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test('the application form shows the messages of its schema', async ({ page, login }) => {
  await login({ role: 'client' });
  await page.goto('/apply-as-copywriter');
  await page.getByLabel('Profile image URL (optional)').fill('not a url');
  await page.getByLabel('Experience').fill('Too short.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const form = page.getByRole('form', { name: 'Copywriter application' });
  await expect(form.getByText('Please select at least one specialty')).toBeVisible();
  await expect(form.getByText('Please enter a valid URL')).toBeVisible();
  await expect(form.getByText('Please describe your experience in at least 50 characters')).toBeVisible();
  await expect(form.getByText('Please provide a writing sample of at least 300 characters')).toBeVisible();
  await expect(form.getByText('Please indicate your availability')).toBeVisible();
  await expect(form.getByText('Please provide your rate expectations')).toBeVisible();
  await expect(page).toHaveURL(/\/apply-as-copywriter$/);
});

test('a client applies, an admin approves, and the copywriter quotes on a job', async ({
  page,
  browser,
  request,
  login,
  createAccount,
}) => {
  // Two people in two browsers and a dozen screens: more than one ordinary test's time on a slow machine.
  test.slow();
  const applicant = await login({ role: 'client' });

  // Applying turns the client into a copywriter whose application waits for review.
  await page.goto('/apply-as-copywriter');
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/copywriter-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Available Jobs/ })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Copywriter Dashboard' })).toBeVisible();

  // The admin finds the application with its details, and approves it.
  const admin = await adminPage(browser, createAccount);
  await admin.getByRole('tab', { name: /Copywriters/ }).click();
  const application = admin.getByRole('article', { name: applicant.name });
  await expect(application.getByText('Pending', { exact: true })).toBeVisible();
  await expect(application.getByText(EXPERIENCE)).toBeVisible();
  await expect(application.getByText('£50 per hour')).toBeVisible();
  await expect(application.getByText('SEO', { exact: true })).toBeVisible();
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Copywriter approved')).toBeVisible();
  await expect(application.getByText('Approved', { exact: true })).toBeVisible();
  await expect(application.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await admin.context().close();

  // Approved, the copywriter sees the dashboard with a job to quote on.
  const title = `Quote me ${Date.now()}`;
  await submitJob(request, title);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Copywriter Dashboard' })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  // The header's figure; the Completed tab's Average Rating says the same once opened.
  await expect(page.getByText('Not rated yet', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /Available Jobs/ })).toHaveAttribute('aria-selected', 'true');

  const job = page.getByRole('article', { name: title });
  await expect(job.getByText('Review', { exact: true })).toBeVisible();
  await expect(job.getByText('Est. 1-2 hours')).toBeVisible();
  await job.getByRole('button', { name: 'Provide Quote' }).click();

  // An empty quote is refused in the page, with the 'Invalid Hours' toast, before any call.
  await job.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page, 'Invalid Hours')).toBeVisible();
  await job.getByText('Fixed Price').click();
  await job.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page, 'Invalid Price')).toBeVisible();

  await job.getByText('Quote by Hours').click();
  await typeKeys(job.getByLabel('Estimated hours'), '2');
  await expect(job.getByText('Price: £150.00')).toBeVisible();
  await job.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page, 'Quote submitted')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

// docs/decisions/0043: the dashboard arrives rendered for its account, with the data it shows (read on the
// server beside the session check, in one request: routes/_copywriter/copywriter-dashboard.tsx); the browser
// reads none of it again, and the bell is not read again when the live stream starts listening, as its first
// event says it holds what the page read.
test('an approved copywriter’s dashboard arrives with its profile, lists and bell, and reads none again', async ({
  page,
  orm,
}) => {
  const writer = await createCopywriter(orm.em, 'approved');
  const login = await page.request.post('/api/auth/login', {
    data: { email: writer.email, password: DEFAULT_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const reads: string[][] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/') && !pathname.includes('chat.events')) {
      reads.push(pathname.slice('/trpc/'.length).split(',').sort());
    }
  });
  const stream = page.waitForResponse((response) => response.url().includes('/trpc/chat.events'));
  await page.goto('/copywriter-dashboard');
  await expect(page.getByRole('tab', { name: /Available Jobs/ })).toBeVisible();
  await stream;
  // The stream's first event follows its opening at once; a read it caused would go out within this time.
  await page.waitForTimeout(1_000);
  expect(reads).toEqual([]);
});

test('a copywriter without a profile is sent from the welcome card to the application', async ({
  page,
  login,
}) => {
  await login({ role: 'copywriter' });
  await expect(page.getByRole('heading', { name: 'Welcome to Humanise AI!' })).toBeVisible();
  await expect(page.getByText('Complete your copywriter profile to get started.')).toBeVisible();
  // The profile is made by the application, under its rules, not by a shorter form that skips them.
  await page.getByRole('link', { name: 'Complete your application' }).click();
  await expect(page).toHaveURL(/\/apply-as-copywriter$/);
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/copywriter-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
});

test('the directory is public and sends a visitor to log in before applying', async ({ page }) => {
  await page.goto('/copywriters');
  await expect(page.getByRole('heading', { name: 'Our Copywriters' })).toBeVisible();
  await page.getByLabel('Search copywriters').fill(`nobody-${Date.now()}`);
  await expect(page.getByText('No copywriters found')).toBeVisible();
  await page.getByRole('link', { name: 'Apply to be a Copywriter' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=(%2F|\/)apply-as-copywriter$/);
});
