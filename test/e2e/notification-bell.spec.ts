// The bell in Chromium, one person per browser context: a copywriter's quote reaches the client's bell
// without a reload (the tab's live stream says the notifications changed), and opening the bell clears it.
import type { Locator, Page } from '@playwright/test';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const DRAFT =
  'In today’s fast-paced digital landscape, blogging is a powerful tool for small businesses. It boosts search rankings and builds trust.';

/** The bell, once it knows the count: while it reads, its name has no count. */
function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications, \S+ unread/ });
}

// A page that reloads loses this mark: its presence at the end proves the count arrived live.
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { stayedLoaded: true }));
const stayedLoaded = (page: Page) => page.evaluate(() => (window as { stayedLoaded?: boolean }).stayedLoaded);

test('a quote raises the client’s bell live, and opening the bell clears it', async ({
  page: client,
  browser,
  login,
  orm,
}) => {
  test.slow();
  await login({ role: 'client' });
  const title = `Bakery newsletter ${Date.now()}`;
  const submitted = await client.request.post('/api/jobs', {
    data: { contentTopic: title, aiContent: DRAFT, serviceType: 'human-check', writingStyle: 'Professional' },
  });
  expect(submitted.ok()).toBe(true);

  // The client's tab has its live stream open before anything happens.
  const streaming = client.waitForResponse(/\/trpc\/chat\.events/);
  await client.reload();
  await streaming;
  await expect(bell(client)).toHaveAccessibleName('Notifications, 0 unread');
  await markPage(client);

  // The copywriter quotes from their dashboard, in a browser of their own.
  const copywriter = await createCopywriter(orm.em, 'approved', { name: 'Quentin Quote' });
  const writer = await (await browser.newContext()).newPage();
  await fillLogin(writer, copywriter.email, DEFAULT_PASSWORD);
  await expect(writer).toHaveURL(/\/copywriter-dashboard$/);
  const job = writer.getByRole('article', { name: title });
  await job.getByRole('button', { name: 'Provide Quote' }).click();
  await typeKeys(job.getByLabel('Estimated hours'), '2');
  await job.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(writer, 'Quote submitted')).toBeVisible();

  // The client's count rises without a reload.
  await expect(bell(client)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(client)).toHaveText('1');
  expect(await stayedLoaded(client)).toBe(true);

  // Opening the bell (from another page, to follow the link back) shows the quote, marked new, and clears the count.
  await client.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(client).toHaveURL(/\/pricing$/);
  await bell(client).click();
  const popover = client.getByRole('dialog', { name: 'Notifications' });
  const item = popover.getByRole('link', { name: /New quote/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Quentin Quote quoted £150.00');
  await expect(item).toContainText(title);
  await expect(item).toContainText('just now');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(bell(client)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(bell(client)).toHaveText('');

  // Its link leads to the job's page, and the popover closes.
  await item.click();
  await expect(client).toHaveURL(/\/jobs\/\d+$/);
  await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(popover).toHaveCount(0);

  // The server agrees: after a reload the count stays at 0 and the item is read.
  await client.reload();
  await expect(bell(client)).toHaveAccessibleName('Notifications, 0 unread');
  await bell(client).click();
  await expect(popover.getByRole('link', { name: /New quote/ })).not.toHaveAttribute('data-unread');
  await writer.context().close();
});

test('past nine the badge says 9+, and Mark all as read clears what the bell does not show', async ({
  page,
  browser,
  login,
  orm,
}) => {
  test.slow();
  const client = await login({ role: 'client' });
  const copywriter = await createCopywriter(orm.em, 'approved');
  const writer = await browser.newContext();
  const signedIn = await writer.request.post('/api/auth/login', {
    data: { email: copywriter.email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  for (let n = 1; n <= 10; n += 1) {
    const job = await createJob(orm.em, { client, title: `Job number ${n}` });
    const quoted = await writer.request.post(`/api/copywriter/submit-quote/${job.id}`, {
      data: { estimatedHours: 1, fixedPrice: null, quoteMessage: null },
    });
    expect(quoted.ok()).toBe(true);
  }
  await writer.close();

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 9+ unread (10)');
  await expect(bell(page)).toHaveText('9+');

  // The bell shows the newest eight and reads them; two older ones stay unread until Mark all as read.
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByRole('link')).toHaveCount(8);
  await expect(popover.getByRole('link').first()).toContainText('Job number 10');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await popover.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(popover.locator('[data-unread]')).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});

test('the bell says when there is nothing, and fits a phone', async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'copywriter' });
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText("You're all caught up")).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  const box = (await popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
});

test('a visitor has no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});
