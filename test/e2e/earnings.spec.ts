// Writers get paid (docs/decisions/0039): a writer's earnings go from pending to available, they set up payouts
// on the test gateway's onboarding page and withdraw an amount typed key by key; the admin sees the payout and
// the month's commission; the quote form says what the writer receives. The earnings are booked and cleared
// with the server's own services (the clock moved forward for the clearance), as approval and the queue do.
import { AxeBuilder } from '@axe-core/playwright';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from '@playwright/test';
import { Job } from '../../src/server/db/entities/job.ts';
import { PayoutAccount } from '../../src/server/db/entities/payout-account.ts';
import type { User } from '../../src/server/db/entities/user.ts';
import { bookEarning, clearEarning, reverseEarning } from '../../src/server/services/payouts/earnings.ts';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = '/work/shots/earnings';
const RULES = { feePercent: 20, clearanceDays: 7 };
const AFTER_CLEARANCE = () => new Date(Date.now() + 8 * 86_400_000);

/** The page at 1280 and at 390 px wide, whole, for reading afterwards. */
async function shoot(page: Page, name: string) {
  if (!process.env.EARNINGS_SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function personAt(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

/** A job the writer delivered and the client approved: its earning booked as approval books it. */
async function approvedJob(
  orm: MikroORM,
  writer: User,
  client: User,
  terms: { title: string; fixedPrice?: number; estimatedHours?: number },
): Promise<Job> {
  const job = await createJob(orm.em, { client, copywriter: writer, status: 'completed', ...terms });
  await orm.em.fork().transactional(async (tx) => {
    await bookEarning(tx, await tx.findOneOrFail(Job, job.id), RULES, new Date());
  });
  return job;
}

async function refund(orm: MikroORM, job: Job) {
  await orm.em.fork().transactional(async (tx) => {
    await reverseEarning(tx, await tx.findOneOrFail(Job, job.id));
  });
}

const total = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const row = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Earnings by job' }).getByRole('listitem').filter({ hasText: title });

test('a writer’s earning clears, they set up payouts, withdraw an amount typed key by key, and the admin sees it', async ({
  browser,
  orm,
  createAccount,
}) => {
  test.slow();
  const stamp = Date.now();
  const writer = await createCopywriter(orm.em, 'approved', { name: `Ela Earner ${stamp}` });
  const client = await createUser(orm.em, { role: 'client' });
  // £120 fixed: £24 fee, £96 to the writer. 1.5 hours at £75: £112.50, £22.50 fee, £90 to the writer.
  const paid = await approvedJob(orm, writer, client, { title: `Paid post ${stamp}`, fixedPrice: 120 });
  const cleared = await approvedJob(orm, writer, client, {
    title: `Cleared post ${stamp}`,
    estimatedHours: 1.5,
  });
  const pending = await approvedJob(orm, writer, client, { title: `Pending post ${stamp}`, fixedPrice: 50 });
  const refunded = await approvedJob(orm, writer, client, {
    title: `Refunded post ${stamp}`,
    fixedPrice: 80,
  });
  await refund(orm, refunded);

  const page = await personAt(browser, writer.email, '/copywriter-dashboard');
  await page.goto('/copywriter-dashboard?tab=earnings');
  await expect(page.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
  // 96 + 90 + 40: all pending, nothing yet to withdraw.
  await expect(total(page, 'Pending')).toContainText('£226.00');
  await expect(total(page, 'Available')).toContainText('£0.00');
  await expect(total(page, 'Paid out')).toContainText('£0.00');
  await expect(row(page, paid.title)).toContainText('Pending');
  await expect(row(page, refunded.title)).toContainText('Reversed');
  await expect(row(page, paid.title).getByRole('link', { name: paid.title })).toHaveAttribute(
    'href',
    `/jobs/${paid.id}`,
  );
  await expect(page.getByText('Set up payouts first to withdraw.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV statement' })).toHaveAttribute(
    'href',
    '/api/copywriter/earnings.csv',
  );

  // The clearance days pass for the first job.
  expect(await clearEarning(orm.em.fork(), paid.id, AFTER_CLEARANCE())).toBe(true);
  await page.reload();
  await expect(total(page, 'Available')).toContainText('£96.00');
  await expect(total(page, 'Pending')).toContainText('£130.00');
  await expect(row(page, paid.title)).toContainText('Available');

  // Payouts are set up on the test gateway's stand-in for Stripe's onboarding.
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/payouts\/test-onboarding\?account=acct_test_/);
  await expect(page.getByText('test stand-in for Stripe’s onboarding')).toBeVisible();
  const account = new URL(page.url()).searchParams.get('account')!;
  await expect(page.getByText(account, { exact: true })).toBeVisible();
  await shoot(page, 'onboarding');
  await page.getByRole('button', { name: 'Enable payouts' }).click();
  await expect(page).toHaveURL(/\/copywriter-dashboard\?tab=earnings$/);
  await expect(toast(page, 'Payouts enabled')).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Earnings' }).getByText('Payouts enabled', { exact: true }),
  ).toBeVisible();

  // Too little, then too much (the server's own refusal), then the first job's £96, typed key by key.
  const amount = page.getByLabel('Amount (£)');
  const withdraw = page.getByRole('button', { name: 'Withdraw' });
  await typeKeys(amount, '19.99');
  await withdraw.click();
  await expect(page.getByText('The smallest withdrawal is £20.00')).toBeVisible();
  await typeKeys(amount, '500');
  await withdraw.click();
  await expect(page.getByText('You have £96.00 available to withdraw.')).toBeVisible();
  await expect(total(page, 'Available')).toContainText('£96.00');
  await typeKeys(amount, '96.00');
  await expect(amount).toHaveValue('£96.00');
  await withdraw.click();
  await expect(toast(page, 'Payout sent')).toBeVisible();
  await expect(total(page, 'Paid out')).toContainText('£96.00');
  await expect(total(page, 'Available')).toContainText('£0.00');
  await expect(row(page, paid.title)).toContainText('Paid out');
  await expect(page.getByRole('table', { name: 'Your payouts' })).toContainText('Paid');

  // The second job clears too: money in every state on one screen.
  expect(await clearEarning(orm.em.fork(), cleared.id, AFTER_CLEARANCE())).toBe(true);
  await page.reload();
  await expect(row(page, cleared.title)).toContainText('Available');
  await expect(row(page, pending.title)).toContainText('Pending');
  await shoot(page, 'earnings-tab');
  await page.context().close();

  // The admin's Payouts tab lists it, and the stats show the month's commission beside the revenue.
  const admin = await personAt(browser, (await createAccount('admin')).email, '/admin');
  await expect(admin.getByRole('region', { name: 'Statistics' })).toContainText('Commission this month');
  await admin.getByRole('tab', { name: 'Payouts' }).click();
  const payoutRow = admin
    .getByRole('table', { name: 'Payouts' })
    .getByRole('row')
    .filter({ hasText: writer.name });
  await expect(payoutRow).toContainText('£96.00');
  await expect(payoutRow).toContainText('Paid');
  await shoot(admin, 'admin-payouts');
  await admin.context().close();
});

test('a refund after the payout leaves the balance below zero, and the tab says later earnings make it up', async ({
  browser,
  orm,
}) => {
  test.slow();
  const stamp = Date.now();
  const writer = await createCopywriter(orm.em, 'approved', { name: `Rae Refunded ${stamp}` });
  const client = await createUser(orm.em, { role: 'client' });
  const job = await approvedJob(orm, writer, client, { title: `Refunded later ${stamp}`, fixedPrice: 100 });
  await clearEarning(orm.em.fork(), job.id, AFTER_CLEARANCE());
  const fork = orm.em.fork();
  fork.create(PayoutAccount, {
    user: writer.id,
    gateway: 'test',
    externalId: `acct_test_e2e_${stamp}`,
    detailsSubmitted: true,
    payoutsEnabled: true,
  });
  await fork.flush();

  const page = await personAt(browser, writer.email, '/copywriter-dashboard');
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\?tab=earnings$/);
  // An empty amount withdraws everything available.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Payout sent')).toBeVisible();
  await expect(total(page, 'Paid out')).toContainText('£80.00');

  await refund(orm, await orm.em.fork().findOneOrFail(Job, job.id));
  await page.reload();
  await expect(total(page, 'Available')).toContainText('-£80.00');
  await expect(page.getByText('Your later earnings will make it up')).toBeVisible();
  await shoot(page, 'earnings-negative');
  await page.context().close();
});

test('the quote form tells the writer what they receive as the hours and price are typed, and not the admin', async ({
  page,
  browser,
  orm,
  createAccount,
}) => {
  test.slow();
  const client = await createUser(orm.em, { role: 'client' });
  const job = await createJob(orm.em, { client, title: `Share shown ${Date.now()}` });
  const writerUser = await createCopywriter(orm.em, 'approved');
  const writer = await personAt(browser, writerUser.email, '/copywriter-dashboard');

  const card = writer.getByRole('article', { name: job.title });
  await card.getByRole('button', { name: 'Provide Quote' }).click();
  const hours = card.getByLabel('Estimated hours');
  await hours.pressSequentially('1');
  await expect(card.getByText('You receive £60.00 after the 20% fee')).toBeVisible();
  await hours.pressSequentially('.5');
  await expect(hours).toHaveValue('1.5');
  await expect(card.getByText('Price: £112.50')).toBeVisible();
  await expect(card.getByText('You receive £90.00 after the 20% fee')).toBeVisible();
  await shoot(writer, 'quote-form');

  await card.getByText('Fixed Price').click();
  await typeKeys(card.getByLabel('Fixed price (£)'), '95.50');
  // £95.50 × 20% = £19.10.
  await expect(card.getByText('You receive £76.40 after the 20% fee')).toBeVisible();
  await writer.context().close();

  // The admin's house quote earns no writer anything: no such line.
  await fillLogin(page, (await createAccount('admin')).email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const adminCard = page.getByRole('article', { name: job.title });
  await adminCard.getByRole('button', { name: 'Create Quote' }).click();
  await typeKeys(adminCard.getByLabel('Estimated hours'), '1.5');
  await expect(adminCard.getByText('Price: £112.50')).toBeVisible();
  await expect(adminCard.getByText(/You receive/)).toHaveCount(0);
});

test('a signed-out visitor to the onboarding page is sent to log in', async ({ page }) => {
  await page.goto('/payouts/test-onboarding?account=acct_test_1');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

// docs/decisions/0009: the server draws the dashboard, and the browser takes its HTML over as it is.
const HYDRATION_ERROR = /hydrat|#41[89]\b|#42[0-5]\b/i;

test('the Earnings tab and the onboarding page, loaded afresh, hydrate as the server drew them', async ({
  browser,
  orm,
}) => {
  test.slow();
  const writer = await createCopywriter(orm.em, 'approved');
  const client = await createUser(orm.em, { role: 'client' });
  await approvedJob(orm, writer, client, { title: `Hydrated post ${Date.now()}`, fixedPrice: 60 });
  const page = await personAt(browser, writer.email, '/copywriter-dashboard');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ''}`)) errors.push(error.message);
  });
  for (const url of ['/copywriter-dashboard?tab=earnings', '/payouts/test-onboarding?account=acct_test_x']) {
    await page.goto(url);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.waitForLoadState('load');
  }
  await page.goto('/copywriter-dashboard?tab=earnings');
  await expect(total(page, 'Pending')).toContainText('£48.00');
  expect(errors).toEqual([]);
  await page.context().close();
});

/** axe-core's serious and critical findings on the page as it is now (as accessibility.spec.ts refuses). */
async function accessibilityFindings(page: Page): Promise<string[]> {
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('the Earnings tab, the onboarding page and the admin’s Payouts tab pass axe-core', async ({
  browser,
  orm,
  createAccount,
}) => {
  test.slow();
  const writer = await createCopywriter(orm.em, 'approved');
  const client = await createUser(orm.em, { role: 'client' });
  const job = await approvedJob(orm, writer, client, { title: `Audited post ${Date.now()}`, fixedPrice: 60 });
  await refund(orm, job);
  await approvedJob(orm, writer, client, { title: `Audited pending ${Date.now()}`, fixedPrice: 70 });
  const page = await personAt(browser, writer.email, '/copywriter-dashboard');
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(total(page, 'Pending')).toContainText('£56.00');
  expect(await accessibilityFindings(page), 'the Earnings tab').toEqual([]);
  await page.goto('/payouts/test-onboarding?account=acct_test_audit');
  await expect(page.getByRole('button', { name: 'Enable payouts' })).toBeVisible();
  expect(await accessibilityFindings(page), 'the onboarding page').toEqual([]);
  await page.context().close();

  const admin = await personAt(browser, (await createAccount('admin')).email, '/admin');
  await admin.getByRole('tab', { name: 'Payouts' }).click();
  await expect(admin.getByText(/Every withdrawal writers have made/)).toBeVisible();
  await expect(admin.getByRole('status', { name: 'Loading the payouts' })).toHaveCount(0);
  expect(await accessibilityFindings(admin), 'the admin’s Payouts tab').toEqual([]);
  await admin.context().close();
});
