// The marketplace through the REST adapter, as an integration would drive it, plus the rules that guard
// money and state under concurrency.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Job } from '../db/entities/job.ts';
import { Payment } from '../db/entities/payment.ts';
import { Quote } from '../db/entities/quote.ts';

const t = setupTestApp();

const AI_TEXT =
  'In todays fast paced digital landscape, leveraging synergies is crucial for unlocking unprecedented value.';
const submission = {
  contentTopic: 'Synergy post',
  aiContent: AI_TEXT,
  serviceType: 'rewrite',
  writingStyle: 'Persuasive',
};

function post(url: string, body?: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}
function get(url: string, cookie?: string) {
  return t.rest({ method: 'GET', url, cookie });
}

describe('the journey through the REST API', () => {
  it('goes from an anonymous submission to a rated, delivered job', async () => {
    // A visitor submits; signing up in the same session makes the job theirs.
    const submitted = await post('/api/jobs', { ...submission, wordCount: 999, status: 'quote' });
    expect(submitted.status).toBe(200);
    const job = submitted.body as { id: number; status: string; wordCount: number };
    expect(job).toMatchObject({ status: 'quote', wordCount: 14 });
    const signup = await post(
      '/api/auth/signup',
      { name: 'Clara Client', email: 'clara@example.com', password: 'clara password' },
      submitted.cookie,
    );
    const client = signup.cookie!;
    expect(((await get('/api/jobs', client)).body as { id: number }[]).map((j) => j.id)).toEqual([job.id]);

    // A client applies as copywriter and an admin approves; another copywriter is already approved.
    const applicant = await t.restLogin('client');
    const applied = await post(
      '/api/copywriter/apply',
      {
        specialties: ['marketing', 'seo'],
        experience: 'Fifteen years of writing for brands across finance, health and technology.',
        sampleContent: 'Writing sample. '.repeat(25),
        availability: 'Weekdays',
        rates: '£75 an hour',
      },
      applicant.cookie,
    );
    expect(applied.body).toMatchObject({ status: 'pending' });
    expect((await get('/api/copywriter/available-jobs', applicant.cookie)).status).toBe(403);
    const admin = await t.restLogin('admin');
    expect(
      (await post(`/api/admin/copywriters/${applicant.user.id}/approve`, undefined, admin.cookie)).status,
    ).toBe(200);
    const writer = applicant.cookie;
    const other = await t.restLoginAs(await createCopywriter(t.em, 'approved', { name: 'Otto Other' }));

    // Two quotes: one by hours, one fixed.
    expect((await get('/api/copywriter/available-jobs', writer)).body).toHaveLength(1);
    const byHours = await post(
      `/api/copywriter/submit-quote/${job.id}`,
      { estimatedHours: 1.5, fixedPrice: null, quoteMessage: 'Quick fix' },
      writer,
    );
    expect(byHours.body).toMatchObject({ price: 112.5 });
    await post(
      `/api/copywriter/submit-quote/${job.id}`,
      { estimatedHours: null, fixedPrice: 150, quoteMessage: null },
      other,
    );
    expect((await get('/api/copywriter/available-jobs', writer)).body).toHaveLength(0);
    const offered = (await get(`/api/jobs/${job.id}`, client)).body as { status: string; quotes: unknown[] };
    expect(offered.status).toBe('offer_made');
    expect(offered.quotes).toHaveLength(2);

    // Accept the hours quote, pay the server's own price, and the work starts.
    const accepted = await post(`/api/client/accept-quote/${job.id}/${applicant.user.id}`, undefined, client);
    expect(accepted.body).toMatchObject({ status: 'unpaid', estimatedHours: 1.5, fixedPrice: null });
    expect((await get('/api/jobs/pending', client)).body).toEqual({ hasPendingJob: true });
    const paid = await post('/api/payments/process-job-payment', { jobId: job.id, amount: 11250 }, client);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      job: { status: 'in_progress' },
      payment: { amountPence: 11250 },
    });
    expect((await get('/api/jobs/pending', client)).body).toEqual({ hasPendingJob: false });

    // The client writes to the copywriter; the copywriter delivers; the client rates.
    expect(
      (await post(`/api/conversations/job/${job.id}/message`, { content: 'Thanks!' }, client)).status,
    ).toBe(200);
    expect((await get('/api/copywriter/active-jobs', writer)).body).toHaveLength(1);
    const delivered = await post(
      `/api/copywriter/submit-work/${job.id}`,
      { result: 'Working together creates value.' },
      writer,
    );
    expect(delivered.body).toMatchObject({ status: 'completed', result: 'Working together creates value.' });
    expect((delivered.body as { completedAt: string | null }).completedAt).not.toBeNull();
    expect((await post(`/api/jobs/${job.id}/rating`, { rating: 4 }, client)).body).toMatchObject({
      rating: 4,
    });
    expect((await post(`/api/jobs/${job.id}/rating`, { rating: 5 }, client)).status).toBe(409);

    const directory = (await get('/api/copywriters')).body as {
      id: number;
      rating: number | null;
      completedJobs: number;
    }[];
    expect(directory.find((entry) => entry.id === applicant.user.id)).toMatchObject({
      rating: 4,
      completedJobs: 1,
    });
    const stats = (await get('/api/admin/stats', admin.cookie)).body;
    expect(stats).toMatchObject({
      totalJobs: 1,
      revenue: { current: 112.5, percentChange: 100, previous: 0 },
    });
  });

  it('keeps a declined job unpaid and records the attempt', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, {
      client,
      status: 'unpaid',
      copywriter: await createCopywriter(t.em),
      fixedPrice: 80,
    });
    const cookie = await t.restLoginAs(client);
    const declined = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 8000, card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' } },
      cookie,
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: 'Your card was declined.', code: 'PAYMENT_DECLINED' });
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('unpaid');
    expect(await t.em.count(Payment, { job: job.id, status: 'failed' })).toBe(1);
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 8000, card: { number: '4242424242424242' } },
      cookie,
    );
    expect(paid.body).toMatchObject({ job: { status: 'in_progress' }, payment: { cardLast4: '4242' } });
  });

  it('refuses an amount that is not the agreed price', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, { client, status: 'unpaid', fixedPrice: 80 });
    const response = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 100 },
      await t.restLoginAs(client),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'AMOUNT_MISMATCH' });
  });

  it('sends a house quote through the admin, then payment, then assignment', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, { client, status: 'quote' });
    const admin = await t.restLogin('admin');
    const clientCookie = await t.restLoginAs(client);
    await post(`/api/admin/jobs/${job.id}/quote`, { fixedPrice: 60, estimatedHours: null }, admin.cookie);
    expect((await post(`/api/admin/jobs/${job.id}/quote`, { fixedPrice: 70 }, admin.cookie)).status).toBe(
      409,
    );
    await post(`/api/client/accept-quote/${job.id}/0`, undefined, clientCookie);
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 6000 },
      clientCookie,
    );
    expect(paid.body).toMatchObject({ job: { status: 'pending', copywriterId: null } });
    const writer = await createCopywriter(t.em);
    const pendingWriter = await createCopywriter(t.em, 'pending');
    expect(
      (await post(`/api/admin/jobs/${job.id}/assign`, { copywriterId: pendingWriter.id }, admin.cookie))
        .status,
    ).toBe(400);
    const assigned = await post(
      `/api/admin/jobs/${job.id}/assign`,
      { copywriterId: writer.id },
      admin.cookie,
    );
    expect(assigned.body).toMatchObject({ status: 'in_progress', copywriterId: writer.id });
  });

  it('answers every transition the table does not allow with 409 and a reason', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em);
    const cookie = await t.restLoginAs(client);
    const writerCookie = await t.restLoginAs(writer);
    const quoteJob = await createJob(t.em, { client, status: 'quote' });
    const accept = await post(`/api/client/accept-quote/${quoteJob.id}/${writer.id}`, undefined, cookie);
    expect(accept.status).toBe(404);
    const done = await createJob(t.em, { client, status: 'completed', copywriter: writer });
    const quoteOnDone = await post(
      `/api/copywriter/submit-quote/${done.id}`,
      { fixedPrice: 10 },
      writerCookie,
    );
    expect([quoteOnDone.status, quoteOnDone.body]).toEqual([
      409,
      { message: 'This job is no longer open for quotes', code: 'INVALID_TRANSITION' },
    ]);
    const payDone = await post(
      '/api/payments/process-job-payment',
      { jobId: done.id, amount: 12000 },
      cookie,
    );
    expect([payDone.status, (payDone.body as { message: string }).message]).toEqual([
      409,
      'This job has already been paid',
    ]);
    expect(
      (await post(`/api/copywriter/submit-work/${done.id}`, { result: 'again' }, writerCookie)).status,
    ).toBe(409);
    const unrated = await createJob(t.em, { client, status: 'in_progress', copywriter: writer });
    expect((await post(`/api/jobs/${unrated.id}/rating`, { rating: 3 }, cookie)).status).toBe(409);
  });
});

describe('concurrency', () => {
  it('takes exactly one payment and one transition from 20 concurrent payment requests', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, {
      client,
      status: 'unpaid',
      copywriter: await createCopywriter(t.em),
      fixedPrice: 99,
    });
    const cookie = await t.restLoginAs(client);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/payments/process-job-payment', { jobId: job.id, amount: 9900 }, cookie),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(19);
    expect(await t.em.count(Payment, { job: job.id })).toBe(1);
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('in_progress');
  });

  it('keeps one quote from 20 concurrent quotes by one copywriter', async () => {
    const job = await createJob(t.em, { client: await createUser(t.em), status: 'quote' });
    const cookie = await t.restLoginAs(await createCopywriter(t.em));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(`/api/copywriter/submit-quote/${job.id}`, { estimatedHours: i + 1, fixedPrice: null }, cookie),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(19);
    expect(await t.em.count(Quote, { job: job.id })).toBe(1);
  });
});
