// Every money field as a person fills it, one key at a time (docs/product.md "Quotes"): the copywriter's quote
// by hours and at a fixed price, on the dashboard and on the job page, and the admin's house quote. A field that
// rewrote its value on each keystroke dropped the decimal point as it was typed ('1.5' became 5, '95.50' became
// 50), which a test setting the whole value at once never saw.
import type { Browser, Locator, Page } from '@playwright/test';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

async function personAt(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

interface QuoteSeen {
  estimatedHours: number | null;
  fixedPrice: number | null;
  price: number | null;
}

/** The job's one quote as the client's REST client reads it. */
async function quoteThroughApi(client: Page, jobId: number): Promise<QuoteSeen> {
  const response = await client.request.get(`/api/jobs/${jobId}`);
  expect(response.status()).toBe(200);
  const job = (await response.json()) as { quotes: QuoteSeen[] };
  expect(job.quotes).toHaveLength(1);
  return job.quotes[0]!;
}

/** The client's job page shows the quote from `from` with these terms and this price on its Accept button. */
async function expectClientSees(client: Page, jobId: number, from: string, terms: string, price: string) {
  await client.goto(`/jobs/${jobId}`);
  const quote = client.getByRole('region', { name: 'Quotes', exact: true }).getByRole('article', {
    name: `Quote from ${from}`,
  });
  await expect(quote).toContainText(terms);
  await expect(quote.getByRole('button', { name: `Accept and Pay ${price}` })).toBeVisible();
}

/**
 * Types a quote into the quote form inside `form`, key by key, and submits it once the field shows exactly what
 * was typed (and, by the hour, its price at £75).
 */
async function typeQuote(form: Locator, terms: { hours: '1.5' } | { fixed: '95.50' }) {
  if ('hours' in terms) {
    const hours = form.getByLabel('Estimated hours');
    await typeKeys(hours, terms.hours);
    await expect(hours).toHaveValue('1.5');
    await expect(form.getByText('Price: £112.50')).toBeVisible();
  } else {
    await form.getByText('Fixed Price').click();
    const price = form.getByLabel('Fixed price (£)');
    await typeKeys(price, terms.fixed);
    await expect(price).toHaveValue('£95.50');
  }
  await form.getByRole('button', { name: 'Submit Quote' }).click();
}

test('a copywriter types 1.5 hours and 95.50 pounds key by key, and the client is quoted exactly that', async ({
  page,
  browser,
  orm,
  login,
}) => {
  test.slow();
  const client = await login({ role: 'client' });
  const byHours = await createJob(orm.em, { client, title: `Hours typed ${Date.now()}` });
  const byPrice = await createJob(orm.em, { client, title: `Price typed ${Date.now()}` });
  const writerUser = await createCopywriter(orm.em, 'approved', { name: `Kay Keys ${Date.now()}` });
  const writer = await personAt(browser, writerUser.email, '/copywriter-dashboard');

  // By hours, on the dashboard's Available tab: the field keeps 1.5 and prices it at £75 an hour.
  const card = writer.getByRole('article', { name: byHours.title });
  await card.getByRole('button', { name: 'Provide Quote' }).click();
  await typeQuote(card, { hours: '1.5' });
  await expect(toast(writer, 'Quote submitted')).toBeVisible();

  // At a fixed price, on the job page: the field keeps 95.50, trailing zero and all.
  await writer.goto(`/jobs/${byPrice.id}`);
  const quoteSection = writer.getByRole('region', { name: 'Your quote', exact: true });
  await typeQuote(quoteSection, { fixed: '95.50' });
  await expect(toast(writer, 'Quote submitted')).toBeVisible();
  await expect(quoteSection.getByRole('article', { name: 'Quote from you' })).toContainText('£95.50');
  await writer.context().close();

  // The client reads both as typed, on the job page and through the API.
  await expectClientSees(page, byHours.id, writerUser.name, 'Estimated hours: 1.5', '£112.50');
  expect(await quoteThroughApi(page, byHours.id)).toMatchObject({
    estimatedHours: 1.5,
    fixedPrice: null,
    price: 112.5,
  });
  await expectClientSees(page, byPrice.id, writerUser.name, 'Fixed price: £95.50', '£95.50');
  expect(await quoteThroughApi(page, byPrice.id)).toMatchObject({
    estimatedHours: null,
    fixedPrice: 95.5,
    price: 95.5,
  });
});

test('the admin types a house quote key by key, and the client is quoted exactly that', async ({
  page,
  browser,
  orm,
  login,
  createAccount,
}) => {
  test.slow();
  const client = await login({ role: 'client' });
  const byHours = await createJob(orm.em, { client, title: `House hours ${Date.now()}` });
  const byPrice = await createJob(orm.em, { client, title: `House price ${Date.now()}` });
  const admin = await personAt(browser, (await createAccount('admin')).email, '/admin');

  const hoursCard = admin.getByRole('article', { name: byHours.title });
  await hoursCard.getByRole('button', { name: 'Create Quote' }).click();
  await typeQuote(hoursCard, { hours: '1.5' });
  await expect(toast(admin, 'Quote created')).toBeVisible();

  const priceCard = admin.getByRole('article', { name: byPrice.title });
  await priceCard.getByRole('button', { name: 'Create Quote' }).click();
  await typeQuote(priceCard, { fixed: '95.50' });
  await expect(toast(admin, 'Quote created')).toBeVisible();
  await admin.context().close();

  await expectClientSees(page, byHours.id, 'the Humanise AI team', 'Estimated hours: 1.5', '£112.50');
  expect(await quoteThroughApi(page, byHours.id)).toMatchObject({ estimatedHours: 1.5, price: 112.5 });
  await expectClientSees(page, byPrice.id, 'the Humanise AI team', 'Fixed price: £95.50', '£95.50');
  expect(await quoteThroughApi(page, byPrice.id)).toMatchObject({ fixedPrice: 95.5, price: 95.5 });
});
