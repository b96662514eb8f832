// Disputes (docs/product.md "The job page, review and revisions"): the client disputes a delivered job paid by
// card, the writer offers 30 %, the client asks an admin, the admin settles at 50 % on the Disputes tab; the
// receipt and the writer's earnings show the split. Every field is typed key by key.
import type { Browser, Page } from '@playwright/test';
import { HOME_PATH_BY_ROLE } from '../../src/web/lib/redirects.ts';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = '/work/shots/disputes';

async function shoot(page: Page, name: string) {
  if (!process.env.DISPUTES_SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signIn(browser: Browser, email: string, home: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return page;
}

async function post(page: Page, url: string, data?: unknown) {
  const response = await page.request.post(url, { data: data ?? {} });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
}

test('a dispute: opened by the client, an offer, an admin settles at 50 %, the receipt and earnings show it', async ({
  browser,
  orm,
}) => {
  test.slow();
  const stamp = Date.now();
  const title = `Disputed post ${stamp}`;
  const client = await createUser(orm.em, { role: 'client', name: `Clara Client ${stamp}` });
  const writer = await createCopywriter(orm.em, 'approved', { name: `Walter Writer ${stamp}` });
  const admin = await createUser(orm.em, { role: 'admin' });
  const job = await createJob(orm.em, { client, status: 'quote', title });

  const clientPage = await signIn(browser, client.email, HOME_PATH_BY_ROLE.client);
  const writerPage = await signIn(browser, writer.email, HOME_PATH_BY_ROLE.copywriter);
  // 2 hours at £75: £150 paid by card.
  await post(writerPage, `/api/copywriter/submit-quote/${job.id}`, {
    estimatedHours: 2,
    fixedPrice: null,
    quoteMessage: null,
  });
  await post(clientPage, `/api/client/accept-quote/${job.id}/${writer.id}`);
  await post(clientPage, '/api/payments/process-job-payment', { jobId: job.id, amount: 15_000 });
  await post(writerPage, `/api/copywriter/submit-work/${job.id}`, { result: 'The finished text.' });

  // The client opens a dispute for 60 %.
  await clientPage.goto(`/jobs/${job.id}`);
  await clientPage.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Open a dispute' });
  await typeKeys(
    dialog.getByLabel('What is wrong with the text?'),
    'The text ignores half of the brief entirely.',
  );
  await typeKeys(dialog.getByLabel('Share of the price to refund (%)'), '60');
  await expect(dialog.getByText('That is £90.00 back.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(toast(clientPage, 'Dispute opened')).toBeVisible();
  const clientPanel = clientPage.getByRole('region', { name: 'Dispute' });
  await expect(clientPanel).toContainText('You asked for 60% (£90.00) of the price back');
  await expect(clientPanel).toContainText('an admin will decide');
  await expect(clientPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(clientPage.getByRole('button', { name: 'Request changes' })).toHaveCount(0);

  // The writer offers 30 %.
  await writerPage.goto(`/jobs/${job.id}`);
  const writerPanel = writerPage.getByRole('region', { name: 'Dispute' });
  await expect(writerPanel).toContainText('Please answer by');
  await shoot(writerPage, 'open-writer');
  await writerPanel.getByLabel('Offer another percentage').check();
  await typeKeys(writerPanel.getByLabel('Percentage you offer to refund'), '30');
  await typeKeys(writerPanel.getByLabel('Message for the client'), 'Most of the brief is covered.');
  await writerPanel.getByRole('button', { name: 'Send the offer' }).click();
  await expect(toast(writerPage, 'Answer sent')).toBeVisible();
  await expect(writerPanel).toContainText('You offered 30% (£45.00) instead');

  // The client turns the offer down and asks an admin.
  await clientPage.reload();
  await expect(clientPanel).toContainText('offered 30% (£45.00) instead');
  await expect(clientPanel.getByRole('button', { name: 'Accept the offer' })).toBeVisible();
  await shoot(clientPage, 'offered-client');
  await clientPanel.getByRole('button', { name: 'Ask an admin to decide' }).click();
  await expect(toast(clientPage, 'Sent to an admin')).toBeVisible();
  await expect(clientPanel).toContainText('waiting for an admin');
  await shoot(clientPage, 'escalated-client');

  // The admin settles at 50 % on the Disputes tab.
  const adminPage = await signIn(browser, admin.email, HOME_PATH_BY_ROLE.admin);
  await adminPage.goto('/admin?tab=disputes');
  const card = adminPage.getByRole('article', { name: title });
  await expect(card).toContainText('asks for 60% back (£90.00)');
  await expect(card).toContainText('offered 30% (£45.00)');
  await shoot(adminPage, 'admin-disputes');
  await typeKeys(card.getByLabel('Refund to the client (%)'), '50');
  await typeKeys(card.getByLabel('Note to both parties'), 'Half the brief was met.');
  await card.getByRole('button', { name: 'Settle dispute' }).click();
  await expect(toast(adminPage, 'Dispute settled')).toBeVisible();
  await expect(card).toHaveCount(0);

  await clientPage.reload();
  await expect(clientPanel).toContainText('Settled by an admin');
  await expect(clientPanel).toContainText('50% (£75.00) refunded');
  await shoot(clientPage, 'resolved-client');
  await clientPage.goto('/payments');
  await expect(clientPage.getByText('Refunded £75.00 of £150.00')).toBeVisible();
  await clientPage
    .getByRole('link', { name: /Receipt for/ })
    .first()
    .click();
  await expect(clientPage.getByText('Refunded £75.00 of £150.00')).toBeVisible();

  await writerPage.goto('/copywriter-dashboard?tab=earnings');
  // The writer earns on the other half: £75.00, less the 20% fee, is £60.00.
  const earned = writerPage
    .getByRole('list', { name: 'Earnings by job' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(earned).toContainText('£60.00');
  await expect(earned).toContainText('Price £75.00 · fee £15.00');
});
