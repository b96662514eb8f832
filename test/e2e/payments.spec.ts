// Card payments in Chromium with the built-in test gateway (docs/product.md "Money"): an hour package bought
// on /pricing and paid on /checkout (a decline changes nothing, 4242 adds the hours), the checkout's own
// guards, a job paid from prepaid hours, the receipt, and the admin's refund.
import type { APIRequestContext, Page } from '@playwright/test';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, test, toast } from './fixtures.ts';

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  return form;
}

async function balanceOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/auth/user');
  return (await response.json()).hoursBalance;
}

/** Buys a package through the REST API in the page's own session, as the test gateway's form would. */
async function buyHours(request: APIRequestContext, packageId: string) {
  const started = await request.post('/api/payments/create-payment-intent', { data: { packageId } });
  const { paymentIntentId } = await started.json();
  const paid = await request.post('/api/simulate-payment-success', { data: { paymentIntentId } });
  expect(paid.ok()).toBe(true);
}

test('buys an hour package: a declined card changes nothing, the test card adds the hours', async ({
  page,
  login,
}) => {
  await login({ role: 'client' });
  await expect(page.getByRole('region', { name: 'Prepaid hours' })).toContainText('0 hours');
  // The test gateway's checkout never downloads Stripe's code, whose loader names its host.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });

  await page.goto('/pricing');
  const standard = page.getByRole('article', { name: 'Standard' });
  await expect(standard).toContainText('10 hours');
  await expect(standard).toContainText('£650.00');
  await standard.getByRole('button', { name: 'Buy the Standard package' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Standard package');
  await expect(summary).toContainText('£650.00');
  await expect(page.getByRole('button', { name: 'Back to Pricing' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect((await Promise.all(scripts)).some((code) => code.includes('js.stripe.com'))).toBe(false);

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay £650.00' }).click();
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(toast(page, 'Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await balanceOf(page.request)).toBe(0);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £650.00' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(toast(page, '10 hours have been added to your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Prepaid hours' })).toContainText('10 hours');
  expect(await balanceOf(page.request)).toBe(10);
  // Success cleared the payment info: going back to /checkout finds nothing to pay.
  expect(await page.evaluate(() => sessionStorage.getItem('paymentInfo'))).toBeNull();

  // The receipt: what, when, amount, the card's last four digits.
  await page.getByRole('link', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await page.getByRole('link', { name: 'Receipt for Standard package: 10 hours' }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('Standard package: 10 hours');
  await expect(receipt).toContainText('Card ending 4242');
  await expect(receipt).toContainText('£650.00');
  await expect(receipt).toContainText(
    new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(new Date()),
  );
  // Printed, the receipt stands alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
});

// A bank that shows its own page sends the client back to /checkout with the intent in the query (Stripe's
// redirect). The page that comes back needs no Stripe: it asks our server until the payment is booked, here booked
// at once by the test gateway.
test('back from the bank’s page, the checkout waits for the booking or offers the form again', async ({
  page,
  login,
}) => {
  await login({ role: 'client' });
  const start = async (packageId: string) => {
    const answer = await (
      await page.request.post('/api/payments/create-payment-intent', { data: { packageId } })
    ).json();
    await page.evaluate((info) => sessionStorage.setItem('paymentInfo', JSON.stringify(info)), answer);
    return answer.paymentIntentId as string;
  };
  const back = (intent: string, status: string) =>
    `/checkout?payment_intent=${intent}&payment_intent_client_secret=${intent}_secret_x&redirect_status=${status}`;

  // The bank said no: the card form is offered again, and the query is gone.
  const declined = await start('starter');
  await page.goto(back(declined, 'failed'));
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Starter package');
  await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();

  // The bank said yes and the payment is booked: the same ending as paying on the page.
  const paid = await start('standard');
  expect(
    (await page.request.post('/api/simulate-payment-success', { data: { paymentIntentId: paid } })).ok(),
  ).toBe(true);
  await page.goto(back(paid, 'succeeded'));
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(toast(page, '10 hours have been added to your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('paymentInfo'))).toBeNull();

  // The bank opened the page anew, without this tab's payment info: the words are general.
  const elsewhere = await start('starter');
  await page.request.post('/api/simulate-payment-success', { data: { paymentIntentId: elsewhere } });
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(back(elsewhere, 'succeeded'));
  await expect(toast(page, 'Your payment has been received.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await balanceOf(page.request)).toBe(15);
});

test('a visitor’s Buy goes to log in first and comes back to pricing', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy the Starter package' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fpricing$/);
});

test('the checkout sends anyone without payment information back to pricing', async ({ page, login }) => {
  await login({ role: 'client' });
  await page.goto('/checkout');
  await expect(toast(page, 'No Payment Information')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.evaluate(() => sessionStorage.setItem('paymentInfo', '{"clientSecret": 42}'));
  await page.goto('/checkout');
  await expect(toast(page, 'Invalid Payment Information')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  // 'Back to Pricing' leaves a valid checkout too.
  await page.getByRole('button', { name: 'Buy the Pro package' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Back to Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('pays jobs quoted by the hour from prepaid hours', async ({ page, login, orm, playwright, baseURL }) => {
  const client = await login({ role: 'client' });
  await buyHours(page.request, 'starter');
  const writer = await createCopywriter(orm.em, 'approved', { name: `Hourly Hana ${Date.now()}` });
  const agreed = `Agreed by the hour ${Date.now()}`;
  await createJob(orm.em, { client, copywriter: writer, status: 'unpaid', estimatedHours: 2, title: agreed });

  // A second job, quoted by the hour through the API, still to be accepted.
  const offeredTitle = `Quoted by the hour ${Date.now()}`;
  const submitted = await page.request.post('/api/jobs', {
    data: {
      contentTopic: offeredTitle,
      aiContent: 'An AI draft about hours and quotes that needs a careful human edit.',
      serviceType: 'human-check',
      writingStyle: 'Professional',
    },
  });
  const jobId = (await submitted.json()).id as number;
  const writerRequest = await playwright.request.newContext({ baseURL });
  await writerRequest.post('/api/auth/login', { data: { email: writer.email, password: DEFAULT_PASSWORD } });
  const quoted = await writerRequest.post(`/api/copywriter/submit-quote/${jobId}`, {
    data: { estimatedHours: 1.5, fixedPrice: null, quoteMessage: null },
  });
  expect(quoted.ok()).toBe(true);
  await writerRequest.dispose();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Prepaid hours' })).toContainText('5 hours');
  const agreedCard = page.getByRole('article', { name: agreed });
  await agreedCard.getByRole('button', { name: 'Pay with 2 hours of prepaid time' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(agreedCard).toContainText('In Progress');
  await expect(page.getByRole('region', { name: 'Prepaid hours' })).toContainText('3 hours');

  const offeredCard = page.getByRole('article', { name: offeredTitle });
  await offeredCard.getByRole('button', { name: 'Accept and use 1.5 hours of prepaid time' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(offeredCard).toContainText('In Progress');
  await expect(page.getByRole('region', { name: 'Prepaid hours' })).toContainText('1.5 hours');
  expect(await balanceOf(page.request)).toBe(1.5);
});

test('the admin refunds a job’s card payment: the job stays, the payment shows refunded', async ({
  page,
  browser,
  orm,
  createAccount,
}) => {
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em);
  const title = `Refund me ${Date.now()}`;
  const job = await createJob(orm.em, {
    client,
    copywriter: writer,
    status: 'unpaid',
    fixedPrice: 70,
    title,
  });
  const clientContext = await browser.newContext();
  const clientRequest = clientContext.request;
  await clientRequest.post('/api/auth/login', { data: { email: client.email, password: DEFAULT_PASSWORD } });
  const paid = await clientRequest.post('/api/payments/process-job-payment', {
    data: { jobId: job.id, amount: 7000 },
  });
  expect(paid.ok()).toBe(true);

  const admin = await createAccount('admin');
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('£70.00 by card ending 4242');
  await card.getByRole('button', { name: 'Refund £70.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund £70.00?' });
  await expect(dialog).toContainText('The job stays as it is');
  await dialog.getByRole('button', { name: 'Refund £70.00' }).click();
  await expect(toast(page, 'Payment refunded')).toBeVisible();
  await expect(card).toContainText('Refunded');
  await expect(card).toContainText('In Progress');
  await expect(card.getByRole('button', { name: 'Refund £70.00' })).toBeHidden();

  const history = await (await clientRequest.get('/api/payments/history')).json();
  expect(history).toMatchObject([{ status: 'refunded', amountPence: 7000 }]);
  await clientContext.close();
});
