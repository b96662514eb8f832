// Money is in whole pence and hours in tenths: a quote that cannot be stored exactly is refused rather than
// rounded by the database into something else (0.001 hours into a free job), and the price a quote answers is the
// price of what was stored.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { priceGbp } from '../../shared/domain/pricing.ts';
import type { QuoteDto } from '../../shared/schemas/jobs.ts';
import { Quote } from '../db/entities/quote.ts';

const t = setupTestApp();

const REFUSED_HOURS = [0.001, 0.04, 0.05, 0.09, 1.005, 1.25, 2.55, 0, -1, 1000.1];
const REFUSED_PRICES = [0.004, 0.01, 0.5, 0.99, 10.005, 19.999, 0.1 + 0.2, 0, -5, 100_000.01];
// 0.3 and 2.7 are not exact in binary; 1.1 + 2.2 is 3.3000000000000003 and still 330 whole pence.
const ACCEPTED_HOURS: [number, number, number][] = [
  // [sent, stored, price in pounds]
  [0.1, 0.1, 7.5],
  [0.3, 0.3, 22.5],
  [1.1, 1.1, 82.5],
  [2.7, 2.7, 202.5],
  [0.1 + 0.2, 0.3, 22.5],
  [1000, 1000, 75_000],
];
const ACCEPTED_PRICES: [number, number][] = [
  [1, 1],
  [19.99, 19.99],
  [10.01, 10.01],
  [1.1 + 2.2, 3.3],
  [100_000, 100_000],
];

async function quoteRoute(who: 'copywriter' | 'admin') {
  const job = await createJob(t.em, { client: await createUser(t.em), status: 'quote' });
  const cookie =
    who === 'admin'
      ? (await t.restLogin('admin')).cookie
      : await t.restLoginAs(await createCopywriter(t.em, 'approved'));
  const url = who === 'admin' ? `/api/admin/jobs/${job.id}/quote` : `/api/copywriter/submit-quote/${job.id}`;
  return (terms: { estimatedHours?: number | null; fixedPrice?: number | null }) =>
    t.rest({ method: 'POST', url, payload: { estimatedHours: null, fixedPrice: null, ...terms }, cookie });
}

function issuePaths(body: unknown) {
  return ((body as { issues?: { path: string }[] }).issues ?? []).map((issue) => issue.path);
}

async function storedQuote(id: number) {
  return t.em.findOneOrFail(Quote, { id });
}

describe('a quote by hours', () => {
  for (const who of ['copywriter', 'admin'] as const) {
    it(`refuses hours under 0.1 or not in tenths with 400 (${who})`, async () => {
      for (const hours of REFUSED_HOURS) {
        const send = await quoteRoute(who);
        const response = await send({ estimatedHours: hours });
        expect(response.status, `${hours} hours`).toBe(400);
        expect(issuePaths(response.body), `${hours} hours`).toContain('estimatedHours');
      }
    });
  }

  it('says which rule, once', async () => {
    const cases: [number, string][] = [
      [0.001, 'A quote is at least 0.1 hours.'],
      [1.005, 'Quote hours in tenths of an hour, such as 1.5.'],
      [1000.1, 'A quote can be at most 1,000 hours.'],
    ];
    for (const [hours, message] of cases) {
      const send = await quoteRoute('copywriter');
      const { body } = await send({ estimatedHours: hours });
      expect(body, `${hours} hours`).toMatchObject({
        message,
        issues: [{ path: 'estimatedHours', message }],
      });
    }
  });

  it('stores tenths exactly and answers the price of what it stored', async () => {
    for (const [sent, stored, price] of ACCEPTED_HOURS) {
      const send = await quoteRoute('copywriter');
      const response = await send({ estimatedHours: sent });
      expect(response.status, `${sent} hours`).toBe(200);
      const quote = response.body as QuoteDto;
      const row = await storedQuote(quote.id);
      expect([quote.estimatedHours, quote.price], `${sent} hours`).toEqual([stored, price]);
      expect([
        row.estimatedHours,
        priceGbp({ estimatedHours: row.estimatedHours ?? null, fixedPrice: null }),
      ]).toEqual([stored, price]);
    }
  });

  it('refuses 0.001 hours through tRPC too', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const job = await createJob(t.em, { client: await createUser(t.em), status: 'quote' });
    const caller = t.caller(await t.sessionOf(writer));
    await expect(
      caller.quotes.submit({ id: job.id, estimatedHours: 0.001, fixedPrice: null, quoteMessage: null }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.em.count(Quote, {})).toBe(0);
  });
});

describe('a quote at a fixed price', () => {
  for (const who of ['copywriter', 'admin'] as const) {
    it(`refuses a price under £1 or with fractions of a penny with 400 (${who})`, async () => {
      for (const fixedPrice of REFUSED_PRICES) {
        const send = await quoteRoute(who);
        const response = await send({ fixedPrice });
        expect(response.status, `£${fixedPrice}`).toBe(400);
        expect(issuePaths(response.body), `£${fixedPrice}`).toContain('fixedPrice');
      }
    });
  }

  it('says which rule, once', async () => {
    const cases: [number, string][] = [
      [0.004, 'A fixed price is at least £1.'],
      [10.005, 'A fixed price is in whole pence, such as 49.99.'],
    ];
    for (const [fixedPrice, message] of cases) {
      const send = await quoteRoute('admin');
      const { body } = await send({ fixedPrice });
      expect(body, `£${fixedPrice}`).toMatchObject({ message, issues: [{ path: 'fixedPrice', message }] });
    }
  });

  it('stores whole pence exactly and answers the price it stored', async () => {
    for (const [sent, stored] of ACCEPTED_PRICES) {
      const send = await quoteRoute('admin');
      const response = await send({ fixedPrice: sent });
      expect(response.status, `£${sent}`).toBe(200);
      const quote = response.body as QuoteDto;
      const row = await storedQuote(quote.id);
      expect([quote.fixedPrice, quote.price], `£${sent}`).toEqual([stored, stored]);
      expect(row.fixedPrice, `£${sent}`).toBe(stored);
    }
  });
});

describe('accepting a quote', () => {
  it('refuses one already stored at less than £1, so that no job is paid with nothing', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em, 'approved');
    const job = await createJob(t.em, { client, status: 'offer_made' });
    const em = t.em;
    em.create(Quote, {
      job: job.id,
      copywriter: writer.id,
      estimatedHours: 0,
      fixedPrice: null,
      message: null,
    });
    await em.flush();
    const response = await t.rest({
      method: 'POST',
      url: `/api/client/accept-quote/${job.id}/${writer.id}`,
      cookie: await t.restLoginAs(client),
    });
    expect(response.status).toBe(400);
  });
});
