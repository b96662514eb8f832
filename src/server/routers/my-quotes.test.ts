// A writer's quotes and what they are told when the client chooses (docs/product.md "Quotes"): the 'My Quotes'
// list with each quote's state, the not-chosen notice by bell and email, and the job's link answering why it is
// closed to them rather than that it does not exist.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { JobDto } from '../../shared/schemas/jobs.ts';
import type { MyQuote } from '../../shared/schemas/my-quotes.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';

const t = setupTestApp();

const post = (url: string, body: unknown, cookie: string) =>
  t.rest({ method: 'POST', url, payload: body as never, cookie });
const get = (url: string, cookie: string) => t.rest({ method: 'GET', url, cookie });

async function people() {
  const client = await createUser(t.em, { name: 'Clara Jones' });
  const anna = await createCopywriter(t.em, 'approved', { name: 'Anna Writer' });
  const ben = await createCopywriter(t.em, 'approved', { name: 'Ben Writer' });
  return {
    client: { user: client, cookie: await t.restLoginAs(client) },
    anna: { user: anna, cookie: await t.restLoginAs(anna) },
    ben: { user: ben, cookie: await t.restLoginAs(ben) },
  };
}

async function jobQuotedBy(clientCookie: string, title: string, writers: string[]) {
  const submitted = await post(
    '/api/jobs',
    {
      contentTopic: title,
      aiContent:
        'In todays fast paced digital landscape, leveraging synergies is crucial for unlocking value.',
      serviceType: 'rewrite',
      writingStyle: 'Conversational',
    },
    clientCookie,
  );
  expect(submitted.status).toBe(200);
  const jobId = (submitted.body as JobDto).id;
  for (const cookie of writers) {
    const quoted = await post(
      `/api/copywriter/submit-quote/${jobId}`,
      { estimatedHours: null, fixedPrice: 120, quoteMessage: null },
      cookie,
    );
    expect(quoted.status).toBe(200);
  }
  return jobId;
}

const states = (quotes: MyQuote[]) => quotes.map((quote) => [quote.jobTitle, quote.state]);

describe('GET /api/copywriter/quotes', () => {
  it('lists the writer’s own quotes, newest first, each waiting, chosen, not chosen or withdrawn', async () => {
    const { client, anna, ben } = await people();
    await jobQuotedBy(client.cookie, 'Waiting job', [anna.cookie, ben.cookie]);
    const won = await jobQuotedBy(client.cookie, 'Won job', [anna.cookie, ben.cookie]);
    const lost = await jobQuotedBy(client.cookie, 'Lost job', [anna.cookie, ben.cookie]);
    const gone = await jobQuotedBy(client.cookie, 'Withdrawn job', [anna.cookie]);
    expect((await post(`/api/client/accept-quote/${won}/${anna.user.id}`, {}, client.cookie)).status).toBe(
      200,
    );
    expect((await post(`/api/client/accept-quote/${lost}/${ben.user.id}`, {}, client.cookie)).status).toBe(
      200,
    );
    expect((await post(`/api/client/jobs/${gone}/withdraw`, {}, client.cookie)).status).toBe(200);

    const response = await get('/api/copywriter/quotes', anna.cookie);
    expect(response.status).toBe(200);
    const quotes = response.body as MyQuote[];
    expect(states(quotes)).toEqual([
      ['Withdrawn job', 'withdrawn'],
      ['Lost job', 'not_chosen'],
      ['Won job', 'chosen'],
      ['Waiting job', 'waiting'],
    ]);
    expect(quotes[0]).toMatchObject({
      jobId: gone,
      fixedPrice: 120,
      estimatedHours: null,
      deliveryDate: null,
    });
    // Ben sees his own three and nothing of Anna's.
    const bens = (await get('/api/copywriter/quotes', ben.cookie)).body as MyQuote[];
    expect(states(bens)).toEqual([
      ['Lost job', 'chosen'],
      ['Won job', 'not_chosen'],
      ['Waiting job', 'waiting'],
    ]);
  });

  it('is a waiting quote again when the client goes back to the quotes before paying', async () => {
    const { client, anna, ben } = await people();
    const jobId = await jobQuotedBy(client.cookie, 'Changed mind', [anna.cookie, ben.cookie]);
    await post(`/api/client/accept-quote/${jobId}/${ben.user.id}`, {}, client.cookie);
    expect(states((await get('/api/copywriter/quotes', anna.cookie)).body as MyQuote[])).toEqual([
      ['Changed mind', 'not_chosen'],
    ]);
    expect((await post(`/api/client/jobs/${jobId}/change-quote`, {}, client.cookie)).status).toBe(200);
    expect(states((await get('/api/copywriter/quotes', anna.cookie)).body as MyQuote[])).toEqual([
      ['Changed mind', 'waiting'],
    ]);
  });

  it('refuses a client (403), a pending writer (403) and a visitor (401)', async () => {
    const client = await t.restLogin('client');
    const pending = await createCopywriter(t.em, 'pending');
    expect((await get('/api/copywriter/quotes', client.cookie)).status).toBe(403);
    expect((await get('/api/copywriter/quotes', await t.restLoginAs(pending))).status).toBe(403);
    expect((await t.rest({ method: 'GET', url: '/api/copywriter/quotes' })).status).toBe(401);
  });
});

describe('a quote not chosen', () => {
  it('tells every other writer once, by bell and email, and not the chosen one', async () => {
    const { client, anna, ben } = await people();
    const jobId = await jobQuotedBy(client.cookie, 'Newsletter', [anna.cookie, ben.cookie]);
    await post(`/api/client/accept-quote/${jobId}/${ben.user.id}`, {}, client.cookie);
    // The client changes their mind and chooses Ben again: Anna is not told twice.
    await post(`/api/client/jobs/${jobId}/change-quote`, {}, client.cookie);
    await post(`/api/client/accept-quote/${jobId}/${ben.user.id}`, {}, client.cookie);

    const em = t.em.fork();
    const bell = await em.find(Notification, { kind: 'quote_not_chosen' }, { populate: ['user'] });
    expect(bell.map((item) => [item.user.id, item.title, item.link])).toEqual([
      [anna.user.id, 'Another writer was chosen', `/jobs/${jobId}`],
    ]);
    expect(bell[0]!.body).toBe('The client chose another writer for “Newsletter”.');
    const emails = await em.find(OutboxEmail, { kind: 'quote_not_chosen' });
    expect(emails.map((email) => email.toAddress)).toEqual([anna.user.email]);
  });

  it('tells every writer when the client takes the house quote', async () => {
    const { client, anna } = await people();
    const admin = await t.restLogin('admin');
    const submitted = await post(
      '/api/jobs',
      {
        contentTopic: 'House job',
        aiContent:
          'In todays fast paced digital landscape, leveraging synergies is crucial for unlocking value.',
        serviceType: 'rewrite',
        writingStyle: 'Conversational',
      },
      client.cookie,
    );
    const jobId = (submitted.body as JobDto).id;
    const house = await post(
      `/api/admin/jobs/${jobId}/quote`,
      { estimatedHours: null, fixedPrice: 90, quoteMessage: null },
      admin.cookie,
    );
    expect(house.status).toBe(200);
    const quoted = await post(
      `/api/copywriter/submit-quote/${jobId}`,
      { estimatedHours: null, fixedPrice: 120, quoteMessage: null },
      anna.cookie,
    );
    expect(quoted.status).toBe(200);
    expect((await post(`/api/client/accept-quote/${jobId}/0`, {}, client.cookie)).status).toBe(200);
    const bell = await t.em.fork().find(Notification, { kind: 'quote_not_chosen' }, { populate: ['user'] });
    expect(bell.map((item) => item.user.id)).toEqual([anna.user.id]);
  });
});

describe('GET /api/jobs/{id} for a writer whose quote was not chosen', () => {
  it('answers 403 QUOTE_NOT_CHOSEN, then JOB_WITHDRAWN; another writer who never quoted still gets 404', async () => {
    const { client, anna, ben } = await people();
    const outsider = await createCopywriter(t.em, 'approved');
    const outsiderCookie = await t.restLoginAs(outsider);
    const jobId = await jobQuotedBy(client.cookie, 'Lost job', [anna.cookie, ben.cookie]);
    await post(`/api/client/accept-quote/${jobId}/${ben.user.id}`, {}, client.cookie);

    const lost = await get(`/api/jobs/${jobId}`, anna.cookie);
    expect([lost.status, lost.body]).toEqual([
      403,
      { message: 'The client chose another writer', code: 'QUOTE_NOT_CHOSEN' },
    ]);
    expect((await get(`/api/jobs/${jobId}`, ben.cookie)).status).toBe(200);
    const outside = await get(`/api/jobs/${jobId}`, outsiderCookie);
    expect([outside.status, outside.body]).toEqual([404, { message: 'Job not found', code: 'NOT_FOUND' }]);

    expect((await post(`/api/client/jobs/${jobId}/withdraw`, {}, client.cookie)).status).toBe(200);
    const withdrawn = await get(`/api/jobs/${jobId}`, anna.cookie);
    expect([withdrawn.status, withdrawn.body]).toEqual([
      403,
      { message: 'The client withdrew this job', code: 'JOB_WITHDRAWN' },
    ]);
    expect((await get(`/api/jobs/${jobId}`, outsiderCookie)).status).toBe(404);
  });
});
