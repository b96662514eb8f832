// The visitor's and the client's screens: the public submission form, the dashboard guard, and the client
// dashboard's job cards (quotes, card payment with a decline, Skip Payment, delivery, rating, messages).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, holdRequests, test, toast } from './fixtures.ts';

const DRAFT =
  'In today’s fast-paced digital landscape, blogging is a powerful tool for small businesses. It boosts search rankings and builds trust.';

async function fillSubmission(page: Page, topic: string) {
  await page.getByLabel('Content topic').fill(topic);
  await page.getByLabel('AI-generated content').fill(DRAFT);
  await page.getByRole('radio', { name: 'Complete Rewrite' }).check();
  await page.getByLabel('Writing style').selectOption('Conversational');
  await page.getByLabel('Additional notes (optional)').fill('For owners of small bakeries.');
}

/** A job card on the dashboard, found by its title. */
function jobCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function section(page: Page, name: 'Current Jobs' | 'Completed Jobs'): Locator {
  return page.getByRole('region', { name });
}

/** Submits a job for the signed-in client through the page's own session (jobs.submit is public). */
async function submitJob(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/jobs', {
    data: { contentTopic: title, aiContent: DRAFT, serviceType: 'human-check', writingStyle: 'Professional' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).id;
}

/** An approved copywriter, signed in through the REST API in a request context of their own. */
async function copywriterSession(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  email: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  const response = await request.post('/api/auth/login', { data: { email, password: DEFAULT_PASSWORD } });
  expect(response.ok()).toBe(true);
  return request;
}

async function payWithCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

test.describe('public submission', () => {
  test('shows the messages of the form schema at the fields', async ({ page }) => {
    await page.goto('/humanise');
    const form = page.locator('#humanise-now');
    await expect(form.getByRole('heading', { name: 'Humanise your content now' })).toBeVisible();
    await expect(
      form.getByText('No signup required to get started. Just fill in the form below.'),
    ).toBeVisible();
    await expect(form.getByText(/prompted to create an account/)).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Human Check' })).toBeChecked();
    await expect(form.getByLabel('Writing style')).toHaveValue('Professional');

    await form.getByLabel('Content topic').fill('A');
    await form.getByLabel('AI-generated content').fill('Too short to check.');
    await form.getByRole('button', { name: 'Submit Content' }).click();
    await expect(form.getByText('Please provide a topic for your content')).toBeVisible();
    await expect(form.getByText('Content must be at least 30 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/humanise$/);
  });

  test('follows the American spelling', async ({ page }) => {
    await page.goto('/humanise');
    await page.getByRole('banner').getByLabel('Spelling').selectOption('us');
    await expect(page.getByRole('heading', { name: 'Humanize your content now' })).toBeVisible();
  });

  test('a visitor submits, makes an account and finds the job under Current Jobs', async ({ page }) => {
    const topic = `Why bakeries should blog ${Date.now()}`;
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Humanise Now' }).click();
    await expect(page).toHaveURL(/\/humanise$/);
    await fillSubmission(page, topic);
    await page.getByRole('button', { name: 'Submit Content' }).click();
    await expect(toast(page, 'Content submitted successfully')).toBeVisible();
    await expect(toast(page, 'What happens next?')).toContainText('1-2 hours');
    await expect(toast(page, 'What happens next?')).toContainText('2-5 hours');

    // After the toast, the visitor is asked to make an account, and comes back to the dashboard.
    await expect(page).toHaveURL(/\/signup\?returnTo=(%2F|\/)dashboard$/);
    await page.getByLabel('Full name').fill('Vera Visitor');
    await page.getByLabel('Email').fill(`visitor-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    const card = section(page, 'Current Jobs').getByRole('article').filter({ hasText: topic });
    await expect(card).toContainText('Quote Requested');
    await expect(card).toContainText('Complete Rewrite');
    await expect(card).toContainText('Conversational');
    await expect(section(page, 'Completed Jobs')).toContainText('No Completed Jobs Yet');

    // The draft was cleared once submitted.
    await page.getByRole('link', { name: 'Submit New Content' }).click();
    await expect(page).toHaveURL(/\/humanise$/);
    await expect(page.getByLabel('Content topic')).toHaveValue('');
    await expect(page.getByText(/prompted to create an account/)).toBeHidden();
  });

  test('a signed-in client goes straight to the dashboard', async ({ page, login }) => {
    await login({ role: 'client' });
    const topic = `Client topic ${Date.now()}`;
    await page.goto('/humanise');
    await fillSubmission(page, topic);
    await page.getByRole('button', { name: 'Submit Content' }).click();
    await expect(toast(page, 'Content submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(jobCard(page, topic)).toContainText('Quote Requested');
  });

  test('keeps every value when the submit fails, and across a reload', async ({ page }) => {
    await page.goto('/humanise');
    await fillSubmission(page, 'Kept through a failure');
    await page.route('**/trpc/jobs.submit**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit Content' }).click();
    await expect(toast(page, 'Error submitting content')).toBeVisible();
    await expect(toast(page, 'Please try again later')).toBeVisible();
    await expect(page).toHaveURL(/\/humanise$/);
    await expect(page.getByLabel('AI-generated content')).toHaveValue(DRAFT);

    await page.reload();
    await expect(page.getByLabel('Content topic')).toHaveValue('Kept through a failure');
    await expect(page.getByLabel('AI-generated content')).toHaveValue(DRAFT);
    await expect(page.getByRole('radio', { name: 'Complete Rewrite' })).toBeChecked();
    await expect(page.getByLabel('Writing style')).toHaveValue('Conversational');
    await expect(page.getByLabel('Additional notes (optional)')).toHaveValue('For owners of small bakeries.');
  });
});

test.describe('dashboard guard', () => {
  test('sends a visitor to log in and back', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=(%2F|\/)dashboard$/);
  });

  test('sends an admin to /admin', async ({ page, login }) => {
    await login({ role: 'admin' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('sends a copywriter to /copywriter-dashboard', async ({ page, login }) => {
    await login({ role: 'copywriter' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/copywriter-dashboard$/);
  });

  // On a way in from another screen, the guard of routes/_client.tsx starts the dashboard's read beside the
  // session check and shows the dashboard's own pending screen while it waits (docs/decisions/0009).
  test('shows its own pending screen while the jobs are read on the way in', async ({
    page,
    createAccount,
  }) => {
    const client = await createAccount('client');
    const release = await holdRequests(page, '**/trpc/jobs.listPage**');
    const jobsAsked = page.waitForRequest((request) => request.url().includes('jobs.listPage'));
    await fillLogin(page, client.email, DEFAULT_PASSWORD);
    await jobsAsked;
    await expect(page.getByRole('status', { name: 'Loading your jobs' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  });

  // docs/decisions/0013: a visit to the dashboard arrives rendered for the account, jobs and all; the browser
  // takes the page over with the data it came with, reading neither the session nor the jobs again.
  test('arrives with its jobs in the HTML and reads nothing again while taking it over', async ({
    page,
    login,
    orm,
  }) => {
    const client = await login({ role: 'client' });
    // Made directly rather than submitted: a submission's notice reaches the open page as a live update,
    // which rightly reads the jobs again.
    await createJob(orm.em, { client, title: 'A job in the server’s HTML' });
    // The reads of the way in after logging in are over.
    await expect(section(page, 'Current Jobs')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/trpc/')) reads.push(pathname);
    });
    const response = await page.reload();
    expect(await response?.text()).toContain('A job in the server’s HTML');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await expect(jobCard(page, 'A job in the server’s HTML')).toBeVisible();
    // Hydrated: the page's own buttons answer.
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Feedback' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads.filter((pathname) => /auth\.session|jobs\.listPage/.test(pathname))).toEqual([]);
  });
});

test.describe('client dashboard', () => {
  test('shows the empty states and takes feedback', async ({ page, login }) => {
    await login({ role: 'client' });
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await expect(section(page, 'Current Jobs')).toContainText('No Current Jobs');
    await expect(section(page, 'Completed Jobs')).toContainText('No Completed Jobs Yet');
    await expect(page.getByRole('link', { name: 'Submit New Content' })).toHaveAttribute('href', '/humanise');

    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
    await dialog.getByLabel('Your feedback').fill('   ');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(dialog.getByText('Please enter your feedback')).toBeVisible();
    await dialog.getByLabel('Your feedback').fill('Lovely service.');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(toast(page, 'Feedback submitted')).toBeVisible();
    await expect(toast(page, 'Thank you for your feedback!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('says so when the jobs cannot be loaded, and tries again', async ({ page, login }) => {
    // Batched calls share one URL: the jobs list may travel with the gateway query.
    await page.route('**/trpc/*jobs.list*', (route) => route.abort('connectionrefused'));
    await login({ role: 'client' });
    await expect(toast(page, 'Error loading jobs')).toBeVisible();
    await expect(toast(page, 'Please try refreshing the page')).toBeVisible();
    await page.unroute('**/trpc/*jobs.list*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(section(page, 'Current Jobs')).toContainText('No Current Jobs');
  });

  test('accepts a quote and pays, after a declined card', async ({
    page,
    login,
    orm,
    playwright,
    baseURL,
  }) => {
    // A long journey: two quotes, a message to one writer, a declined card, then a paid one.
    test.slow();
    await login({ role: 'client' });
    const title = `Quoted job ${Date.now()}`;
    const jobId = await submitJob(page, title);
    const fixed = await createCopywriter(orm.em, 'approved', { name: 'Fiona Fixed' });
    const hourly = await createCopywriter(orm.em, 'approved', { name: 'Harry Hourly' });
    for (const [copywriter, terms] of [
      [fixed, { estimatedHours: null, fixedPrice: 150, quoteMessage: 'Happy to help.' }],
      [hourly, { estimatedHours: 2.5, fixedPrice: null, quoteMessage: null }],
    ] as const) {
      const request = await copywriterSession(playwright, baseURL, copywriter.email);
      const response = await request.post(`/api/copywriter/submit-quote/${jobId}`, { data: terms });
      expect(response.ok()).toBe(true);
      await request.dispose();
    }

    await page.reload();
    const card = jobCard(page, title);
    await expect(card).toContainText('Quote Received');
    // Every quote on its own, with its terms, its copywriter and its message.
    const fionaQuote = card.getByRole('article', { name: 'Quote from Fiona Fixed' });
    await expect(fionaQuote).toContainText('Fixed price: £150.00');
    await expect(fionaQuote).toContainText('Happy to help.');
    const harryQuote = card.getByRole('article', { name: 'Quote from Harry Hourly' });
    await expect(harryQuote).toContainText('Estimated hours: 2.5');
    await expect(harryQuote.getByRole('button', { name: 'Accept and Pay £187.50' })).toBeVisible();

    // With two writers quoting, a message goes to one of them, from their quote: each has a thread of their
    // own with the client (docs/product.md "Chat"). The message dialog sends nothing empty.
    await expect(card.getByRole('button', { name: 'Message Copywriter' })).toHaveCount(0);
    await fionaQuote.getByRole('button', { name: 'Message Fiona Fixed' }).click();
    const messageDialog = page.getByRole('dialog', { name: 'Message Copywriter' });
    await expect(messageDialog).toContainText(
      'Fiona Fixed will see it in your chat, and no other copywriter will.',
    );
    await messageDialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(messageDialog.getByText('A message cannot be empty')).toBeVisible();
    await messageDialog.getByLabel('Message').pressSequentially('Could you keep the second paragraph?');
    await messageDialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(toast(page, 'Your message has been sent to the copywriter')).toBeVisible();

    await fionaQuote.getByRole('button', { name: 'Accept and Pay £150.00' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Pay £150.00' });
    await expect(payDialog.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(payDialog.getByLabel('Card number')).toHaveValue('');
    await payWithCard(payDialog, '4000 0000 0000 0002');
    await payDialog.getByRole('button', { name: 'Pay £150.00' }).click();
    await expect(toast(page, 'Payment Failed')).toBeVisible();
    await expect(toast(page, 'Your card was declined.')).toBeVisible();
    // The quote was accepted; the job waits, unpaid, and the same dialog can try another card.
    await expect(card).toContainText('Unpaid');

    await payDialog.getByLabel('Card number').fill('4242424242424242');
    await payDialog.getByRole('button', { name: 'Pay £150.00' }).click();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(toast(page, 'The copywriter will begin working on your content')).toBeVisible();
    await expect(payDialog).toBeHidden();
    await expect(card).toContainText('In Progress');
    await expect(card).toContainText(
      "Our copywriters are working on your content. We'll notify you when it's ready.",
    );
    await expect(card).toContainText('Fiona Fixed');
    await expect(card.getByRole('button', { name: 'Message Copywriter' })).toBeVisible();
  });

  test('pays an unpaid job with Complete Payment, or skips it', async ({ page, login, orm }) => {
    const client = await login({ role: 'client' });
    const copywriter = await createCopywriter(orm.em);
    await createJob(orm.em, { client, copywriter, status: 'unpaid', fixedPrice: 120, title: 'Pay me' });
    await createJob(orm.em, { client, status: 'unpaid', fixedPrice: 80, title: 'Skip me' });
    await page.reload();

    const payMe = jobCard(page, 'Pay me');
    await expect(payMe).toContainText('Unpaid');
    await payMe.getByRole('button', { name: 'Complete Payment' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Pay £120.00' });
    await payDialog.getByRole('button', { name: 'Pay £120.00' }).click();
    await expect(payDialog.getByText('Please enter a valid card number')).toBeVisible();
    await payWithCard(payDialog, '4242 4242 4242 4242');
    await payDialog.getByRole('button', { name: 'Pay £120.00' }).click();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(payMe).toContainText('In Progress');

    // With no copywriter on the accepted quote, the paid job waits for the admin to assign one.
    const skipMe = jobCard(page, 'Skip me');
    await skipMe.getByRole('button', { name: 'Skip Payment' }).click();
    await expect(skipMe).toContainText('Pending');
    await expect(skipMe).toContainText('Your job is waiting to be assigned to a copywriter.');
  });

  test('shows a delivered job with its changes, and takes one rating', async ({ page, login, orm }) => {
    const client = await login({ role: 'client' });
    const copywriter = await createCopywriter(orm.em);
    const title = `Delivered: a post about AI ${Date.now()}`;
    await createJob(orm.em, { client, copywriter, status: 'completed', title });
    await page.reload();

    const card = section(page, 'Completed Jobs').getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('Completed');
    await expect(card.getByRole('region', { name: 'Your finished text' })).toHaveText('The finished text.');
    await expect(section(page, 'Current Jobs')).toContainText('No Current Jobs');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download as text' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${title.replace(':', '')}.txt`);

    await card.getByRole('button', { name: 'Compare with your draft' }).click();
    const compare = page.getByRole('dialog', { name: 'Changes to your draft' });
    await expect(compare.getByRole('heading', { name: 'Your AI draft' })).toBeVisible();
    await expect(compare.locator('del').filter({ hasText: 'Artificial intelligence' })).toBeVisible();
    await expect(compare.locator('ins').filter({ hasText: 'The finished text' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(compare).toBeHidden();

    // Five stars to choose from, and no "0 stars"; the review box comes with the stars.
    await expect(card.getByRole('radio')).toHaveCount(5);
    await expect(card.getByRole('radio', { name: '0 stars' })).toHaveCount(0);
    await card.getByRole('radio', { name: '4 stars' }).check();
    await card.getByLabel('Your review (optional)').fill('Clear, quick and kind.');
    await card.getByRole('button', { name: 'Submit rating' }).click();
    await expect(toast(page, 'Thank you for rating')).toBeVisible();
    await expect(card.getByRole('blockquote')).toHaveText('Clear, quick and kind.');
    await expect(card).toContainText('Your rating');
    await expect(card).toContainText('4/5');
    await page.reload();
    await expect(card).toContainText('4/5');
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card.getByRole('radio')).toHaveCount(0);
  });
});
