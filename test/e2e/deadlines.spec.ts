// Deadlines and delivery dates in Chromium (docs/product.md "Deadlines and delivery dates"): a client submits
// with a deadline, a copywriter quotes with a delivery date by it, both show on the cards and the job page;
// once the paid work is late it is marked overdue for the client and the admin, whose list sorts it first.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { Job } from '../../src/server/db/entities/job.ts';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = '/work/shots/deadlines';
const DAY = 24 * 60 * 60 * 1000;

const dateField = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const british = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);

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

async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    else await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a deadline and a delivery date show on the cards and the job page, and late work is overdue', async ({
  page,
  browser,
  createAccount,
  orm,
}) => {
  test.slow();
  const client = await createAccount('client');
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: client.email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const title = `Bakery newsletter ${Date.now()}`;
  const deadline = new Date(Date.now() + 6 * DAY);
  const delivery = new Date(Date.now() + 3 * DAY);

  // The client submits with a deadline; a day under 24 hours ahead is refused with the schema's message.
  await page.goto('/humanise');
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  await page.getByLabel('Content topic').fill(title);
  await page
    .getByLabel('AI-generated content')
    .fill('Our bakery opens early every day, and this newsletter tells neighbours what is baking.');
  await page.getByLabel('Deadline (optional)').fill(dateField(new Date()));
  await page.getByRole('button', { name: 'Submit Content' }).click();
  await expect(page.getByText('The deadline must be at least 24 hours from now')).toBeVisible();
  await page.getByLabel('Deadline (optional)').fill(dateField(deadline));
  await expect(page.getByText('The deadline must be at least 24 hours from now')).toHaveCount(0);
  await shoot(page, 'humanise-form');
  await page.getByRole('button', { name: 'Submit Content' }).click();
  await expect(toast(page, 'Content submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(`Deadline ${british(deadline)}`);

  // A copywriter quotes on the job page with a delivery date by the deadline.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobId = Number(new URL(page.url()).pathname.split('/').pop());
  const writerUser = await createCopywriter(orm.em, 'approved', { name: `Dora Dates ${Date.now()}` });
  const writer = await personAt(browser, writerUser.email, `/jobs/${jobId}`);
  const quoteSection = writer.getByRole('region', { name: 'Your quote', exact: true });
  await expect(quoteSection).toContainText(`The client's deadline is ${british(deadline)}.`);
  await quoteSection.getByText('Fixed Price').click();
  await typeKeys(quoteSection.getByLabel('Fixed price (£)'), '90');
  await quoteSection.getByLabel('Delivery by (optional)').fill(dateField(delivery));
  await quoteSection.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(writer, 'Quote submitted')).toBeVisible();

  // The client sees the promised date on the quote, accepts and pays.
  await page.reload();
  const quote = page.getByRole('article', { name: `Quote from ${writerUser.name}` });
  await expect(quote).toContainText(`Delivery by: ${british(delivery)}`);
  await quote.getByRole('button', { name: 'Accept and Pay £90.00' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay £90.00' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Pay £90.00' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();

  // Both dates on the job page, for the client and the writer, and on both their cards; nothing is late yet.
  const dates = `Deadline ${british(deadline)} · Delivery by ${british(delivery)}`;
  await page.reload();
  await expect(page.getByTestId(`job-${jobId}-due`)).toHaveText(dates);
  await writer.reload();
  await expect(writer.getByTestId(`job-${jobId}-due`)).toHaveText(dates);
  await writer.goto('/copywriter-dashboard');
  await writer.getByRole('tab', { name: /Active/ }).click();
  await expect(writer.getByRole('article', { name: title })).toContainText(dates);
  await page.goto('/dashboard');
  await expect(card).toContainText(dates);
  await expect(card.getByText('Overdue', { exact: true })).toHaveCount(0);

  // The promised day passes with the work still in progress.
  const late = new Date(Date.now() - DAY);
  await orm.em.fork().nativeUpdate(Job, { id: jobId }, { deliveryDate: late });
  await page.reload();
  await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Delivery by ${british(late)}`);
  await shoot(page, 'client-card-overdue', card);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByTestId(`job-${jobId}-due`)).toContainText('Overdue');

  // The admin sees it marked, below a newer job at first, and first when the list is sorted by due date.
  const newer = await createJob(orm.em, { client: null, title: `A newer job with no date ${Date.now()}` });
  const admin = await createAccount('admin');
  const adminPage = await personAt(browser, admin.email, '/admin');
  const adminCard = adminPage.getByRole('article', { name: title });
  await expect(adminCard.getByText('Overdue', { exact: true })).toBeVisible();
  const first = adminPage.getByRole('tabpanel').getByRole('article').first();
  await expect(first).toHaveAccessibleName(newer.title);
  await adminPage.getByText('Due date, overdue first').click();
  await expect(first).toHaveAccessibleName(title);
  await expect(first.getByText('Overdue', { exact: true })).toBeVisible();
  await shoot(adminPage, 'admin-card-overdue', adminCard);
  await shoot(adminPage, 'admin-list-by-due');
});
