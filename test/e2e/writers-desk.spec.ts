// The writer's desk in Chromium (docs/product.md "Quotes", "Copywriters: directory and application"): a quote
// not chosen is told by the bell and its link says so, My Quotes shows each quote's state, a revision arrives
// with the client's reason above a box holding the last delivery, the Completed tab shows the writer's own
// average, a pending applicant reads what happens next, and the 404 page speaks to people. Each screen is
// photographed at 1280 and 390 pixels wide into /work/shots/desk when SHOTS_DIR says so.
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { clearDueEarnings } from '../../src/server/services/payouts/earnings.ts';
import { createCopywriter, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, test, toast, typeKeys } from './fixtures.ts';

const SHOTS_DIR = process.env.SHOTS_DIR;
const FIRST_DELIVERY = 'Fresh bread every morning, baked by neighbours for neighbours.';
const REASON = 'Please mention that we open at seven.';
const REVISED = ' We open at seven.';

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function personAt(browser: Browser, email: string, home: string): Promise<Page> {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', {
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(home);
  return page;
}

async function ok(answer: Promise<APIResponse>): Promise<APIResponse> {
  const response = await answer;
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

async function submitJob(request: APIRequestContext, title: string): Promise<number> {
  const response = await ok(
    request.post('/api/jobs', {
      data: {
        contentTopic: title,
        aiContent: 'Our bakery offers a wide range of products that customers will find delightful.',
        serviceType: 'rewrite',
        writingStyle: 'Conversational',
      },
    }),
  );
  return ((await response.json()) as { id: number }).id;
}

const quote = (request: APIRequestContext, jobId: number, fixedPrice: number) =>
  ok(
    request.post(`/api/copywriter/submit-quote/${jobId}`, {
      data: { estimatedHours: null, fixedPrice, quoteMessage: null },
    }),
  );

test("a writer's week: not chosen and told, chosen, revised from the last delivery, rated, paid", async ({
  page,
  browser,
  createAccount,
  orm,
}) => {
  test.slow();
  const stamp = Date.now();
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em, 'approved', { name: `Wendy Writer ${stamp}` });
  const rival = await createCopywriter(orm.em, 'approved', { name: `Rita Rival ${stamp}` });
  const clientPage = await personAt(browser, client.email, '/dashboard');
  const rivalPage = await personAt(browser, rival.email, '/copywriter-dashboard');
  const lostTitle = `Lost bakery leaflet ${stamp}`;
  const wonTitle = `Won bakery blog ${stamp}`;
  const lost = await submitJob(clientPage.request, lostTitle);
  const won = await submitJob(clientPage.request, wonTitle);

  await page.request.post('/api/auth/login', { data: { email: writer.email, password: DEFAULT_PASSWORD } });
  await quote(page.request, lost, 150);
  await quote(rivalPage.request, lost, 90);

  // The client takes the rival's quote: the writer hears of it in the bell, and its link says so.
  await ok(clientPage.request.post(`/api/client/accept-quote/${lost}/${rival.id}`));
  await page.goto('/copywriter-dashboard');
  await page.getByRole('button', { name: /Notifications/ }).click();
  const notice = page.getByRole('link', { name: /Another writer was chosen/ });
  await expect(notice).toContainText(`The client chose another writer for “${lostTitle}”.`);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${lost}$`));
  await expect(page.getByRole('heading', { name: 'The client chose another writer' })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await shoot(page, 'not-chosen');

  // The next quote through the form, the price typed key by key, with what the writer will receive.
  await page.goto('/copywriter-dashboard');
  const offer = page.getByRole('article', { name: wonTitle });
  await offer.getByRole('button', { name: 'Provide Quote' }).click();
  await offer.getByText('Fixed Price').click();
  await typeKeys(offer.getByLabel('Fixed price (£)'), '120');
  await expect(offer.getByText('You receive £96.00 after the 20% fee')).toBeVisible();
  await offer.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page, 'Quote submitted')).toBeVisible();

  // My Quotes: one not chosen, one waiting; then the client chooses the writer and pays.
  await page.goto('/copywriter-dashboard');
  await page.getByRole('tab', { name: 'My Quotes' }).click();
  const lostCard = page.getByRole('article', { name: lostTitle });
  await expect(lostCard).toContainText('Not chosen');
  await expect(lostCard).toContainText('The client chose another writer.');
  await expect(page.getByRole('article', { name: wonTitle })).toContainText('Waiting');
  await expect(page.getByText('2 quotes', { exact: true })).toBeVisible();
  await ok(clientPage.request.post(`/api/client/accept-quote/${won}/${writer.id}`));
  await ok(clientPage.request.post('/api/payments/skip-for-testing', { data: { jobId: won } }));
  await page.reload();
  await page.getByRole('tab', { name: 'My Quotes' }).click();
  await expect(page.getByRole('article', { name: wonTitle })).toContainText('Chosen');
  await shoot(page, 'my-quotes');

  // Delivered, sent back: the reason stands above a box holding the last delivery.
  await ok(page.request.post(`/api/copywriter/submit-work/${won}`, { data: { result: FIRST_DELIVERY } }));
  await ok(clientPage.request.post(`/api/jobs/${won}/request-revision`, { data: { reason: REASON } }));
  await page.reload();
  await page.getByRole('tab', { name: /Active Jobs/ }).click();
  await expect(page.getByText('1 active job', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: wonTitle });
  await card.getByRole('button', { name: 'Revise Your Work' }).click();
  await expect(card.getByText(REASON)).toBeVisible();
  const box = card.getByLabel('Your Work');
  await expect(box).toHaveValue(FIRST_DELIVERY);
  await shoot(page, 'revision');
  await box.press('End');
  await box.pressSequentially(REVISED);
  // Measured against the delivery sent back (9 words), not the client's 13-word draft (docs/decisions/0045).
  await expect(card.getByRole('region', { name: 'Your changes so far (against round 1)' })).toContainText(
    'Words9 → 13',
  );
  await card.getByRole('button', { name: 'Submit Revised Work' }).click();
  await expect(toast(page, 'Work submitted')).toBeVisible();

  // Approved and rated 4: the Completed tab shows the writer's own average, counted in English.
  await ok(clientPage.request.post(`/api/jobs/${won}/approve`));
  await ok(clientPage.request.post(`/api/jobs/${won}/rating`, { data: { rating: 4 } }));
  await page.reload();
  await expect(page.getByText('Completed: 1 job', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('1 completed job', { exact: true })).toBeVisible();
  const average = page.getByText('Average Rating').locator('..');
  await expect(average).toContainText('4.0');
  await expect(average).not.toContainText('4.8');
  await expect(page.getByText(/not your average/)).toHaveCount(0);
  await shoot(page, 'completed');

  // The week's clearance passes (the clock moved for the queue's task): £96 of the £120 is available, paid out
  // to the account set up on the test gateway's onboarding page.
  expect(await clearDueEarnings(orm.em.fork(), new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page.getByRole('region', { name: 'Available', exact: true })).toContainText('£96.00');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await page.getByRole('button', { name: 'Enable payouts' }).click();
  await expect(page).toHaveURL(/\/copywriter-dashboard\?tab=earnings$/);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Payout sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paid out', exact: true })).toContainText('£96.00');
  await expect(
    page.getByRole('list', { name: 'Earnings by job' }).getByRole('listitem').filter({ hasText: wonTitle }),
  ).toContainText('Paid out');

  await clientPage.context().close();
  await rivalPage.context().close();
});

test('the Profile tab takes specialties from the list and a photo link', async ({ page, orm }) => {
  const writer = await createCopywriter(orm.em, 'approved', { name: `Pat Profile ${Date.now()}` });
  await page.request.post('/api/auth/login', { data: { email: writer.email, password: DEFAULT_PASSWORD } });
  await page.goto('/copywriter-dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const form = page.getByRole('form', { name: 'Copywriter profile' });
  await form.getByRole('checkbox', { name: 'Health' }).check();
  await form.getByRole('checkbox', { name: 'Legal' }).check();
  await typeKeys(form.getByLabel('Profile photo URL (optional)'), 'https://example.com/pat.jpg');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(form.getByRole('checkbox', { name: 'Health' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Legal' })).toBeChecked();
  await expect(form.getByLabel('Profile photo URL (optional)')).toHaveValue('https://example.com/pat.jpg');
  await shoot(page, 'profile');
});

test('a pending applicant reads what happens next, how long it takes, and their application', async ({
  page,
  orm,
}) => {
  const applicant = await createCopywriter(orm.em, 'pending', { name: `Penny Pending ${Date.now()}` });
  await page.request.post('/api/auth/login', {
    data: { email: applicant.email, password: DEFAULT_PASSWORD },
  });
  await page.goto('/copywriter-dashboard');
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
  await expect(page.getByText('up to two working days')).toBeVisible();
  const application = page.getByRole('region', { name: 'Your application' });
  await expect(application).toContainText('Experience');
  await expect(application).toContainText('Writing sample');
  await shoot(page, 'pending');
});

test('the 404 page speaks to people, with the developer hint in small print', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('We can’t find the page you asked for.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await shoot(page, 'not-found');
});
