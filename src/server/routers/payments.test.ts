// Hour packages, the ledger, paying from prepaid hours, receipts and refunds with the built-in test gateway,
// through the REST adapter as an integration drives them.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Job } from '../db/entities/job.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Payment } from '../db/entities/payment.ts';
import { hoursBalance } from '../services/payments/ledger.ts';

const t = setupTestApp();

function post(url: string, body: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}
function get(url: string, cookie?: string) {
  return t.rest({ method: 'GET', url, cookie });
}

async function buy(cookie: string, packageId = 'standard') {
  const response = await post('/api/payments/create-payment-intent', { packageId }, cookie);
  expect(response.status).toBe(200);
  return response.body as { clientSecret: string; paymentIntentId: string };
}

const DECLINED = { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };
const SUCCEEDS = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('hour packages', () => {
  it('lists the three hour packages to anyone', async () => {
    const response = await get('/api/payments/packages');
    expect(response.body).toEqual([
      { id: 'starter', name: 'Starter', hours: 5, amount: 35_000 },
      { id: 'standard', name: 'Standard', hours: 10, amount: 65_000 },
      { id: 'pro', name: 'Pro', hours: 20, amount: 120_000 },
    ]);
  });

  it('answers the payment info /checkout keeps, priced by the server', async () => {
    const { cookie } = await t.restLogin('client');
    const response = await post(
      '/api/payments/create-payment-intent',
      { packageId: 'pro', amount: 1, hours: 1000 },
      cookie,
    );
    expect(response.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_test_\w+$/),
      package: { name: 'Pro', hours: 20, amount: 120_000 },
    });
  });

  it('adds hours once a test card succeeds, and only once however often success is reported', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'standard');

    const declined = await post('/api/simulate-payment-success', { paymentIntentId, card: DECLINED }, cookie);
    expect([declined.status, declined.body]).toEqual([
      402,
      { message: 'Your card was declined.', code: 'PAYMENT_DECLINED' },
    ]);
    expect(await hoursBalance(t.em, user.id)).toBe(0);
    expect(await t.em.count(LedgerEntry, {})).toBe(0);

    const reports = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/simulate-payment-success', { paymentIntentId, card: SUCCEEDS }, cookie),
      ),
    );
    expect(reports.map((report) => report.status)).toEqual(Array(10).fill(200));
    expect(reports[0]!.body).toMatchObject({
      success: true,
      hoursBalance: 10,
      payment: { status: 'succeeded', description: 'Standard package: 10 hours', cardLast4: '4242' },
    });
    expect(await hoursBalance(t.em, user.id)).toBe(10);
    expect(await t.em.count(LedgerEntry, { kind: 'hours_credit' })).toBe(1);
    const session = await get('/api/auth/user', cookie);
    expect(session.body).toMatchObject({ hoursBalance: 10 });
  });

  it('takes a payload with no card as paid with 4242, as a plain REST call sends it', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    expect((await post('/api/simulate-payment-success', { paymentIntentId }, cookie)).status).toBe(200);
    expect(await hoursBalance(t.em, user.id)).toBe(5);
  });

  it('does not let one client complete another’s purchase', async () => {
    const owner = await t.restLogin('client');
    const other = await t.restLogin('client');
    const { paymentIntentId } = await buy(owner.cookie);
    const response = await post('/api/simulate-payment-success', { paymentIntentId }, other.cookie);
    expect(response.status).toBe(404);
    expect((await get(`/api/payments/status/${paymentIntentId}`, other.cookie)).status).toBe(404);
    expect(await hoursBalance(t.em, other.user.id)).toBe(0);
    expect(await hoursBalance(t.em, owner.user.id)).toBe(0);
  });

  it('counts package sales in the admin’s revenue', async () => {
    const { cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    await post('/api/simulate-payment-success', { paymentIntentId }, cookie);
    const admin = await t.restLogin('admin');
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({
      revenue: { current: 350, percentChange: 100, previous: 0 },
    });
  });
});

describe('the ledger', () => {
  it('refuses to change or remove a booked row', async () => {
    const { cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    await post('/api/simulate-payment-success', { paymentIntentId }, cookie);
    const connection = t.em.getConnection();
    await expect(connection.execute('update ledger_entries set hours = 500')).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(connection.execute('delete from ledger_entries')).rejects.toThrow(
      /never changed or removed/,
    );
  });
});

describe('paying a job from prepaid hours', () => {
  async function clientWithHours(packageId = 'starter') {
    const login = await t.restLogin('client');
    const { paymentIntentId } = await buy(login.cookie, packageId);
    await post('/api/simulate-payment-success', { paymentIntentId }, login.cookie);
    return login;
  }

  it('debits the balance once and starts the work', async () => {
    const { user, cookie } = await clientWithHours('starter');
    const writer = await createCopywriter(t.em);
    const job = await createJob(t.em, {
      client: user,
      status: 'unpaid',
      copywriter: writer,
      estimatedHours: 2.5,
    });
    const responses = await Promise.all(
      [1, 2, 3].map(() => post('/api/payments/pay-job-with-hours', { jobId: job.id }, cookie)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const paid = responses.find((response) => response.status === 200)!;
    expect(paid.body).toMatchObject({ success: true, hoursBalance: 2.5, job: { status: 'in_progress' } });
    expect(await hoursBalance(t.em, user.id)).toBe(2.5);
    const history = await get('/api/payments/history', cookie);
    expect(history.body).toMatchObject([
      { method: 'hours', hours: 2.5, amountPence: 0, description: expect.stringContaining('2.5 hours') },
      { method: 'card', description: 'Starter package: 5 hours' },
    ]);
  });

  it('refuses when the balance does not cover the hours, and never overdraws under concurrency', async () => {
    const { user, cookie } = await clientWithHours('starter');
    const jobs = await Promise.all(
      [1, 2].map(() => createJob(t.em, { client: user, status: 'unpaid', estimatedHours: 3 })),
    );
    const responses = await Promise.all(
      jobs.map((job) => post('/api/payments/pay-job-with-hours', { jobId: job.id }, cookie)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(refused.body).toEqual({
      message: 'This job needs 3 hours and you have 2 hours of prepaid time',
      code: 'INSUFFICIENT_HOURS',
    });
    expect(await hoursBalance(t.em, user.id)).toBe(2);
  });

  it('is only for a quote by the hour, and only for an unpaid job', async () => {
    const { user, cookie } = await clientWithHours('pro');
    const fixed = await createJob(t.em, { client: user, status: 'unpaid', fixedPrice: 50 });
    const response = await post('/api/payments/pay-job-with-hours', { jobId: fixed.id }, cookie);
    expect([response.status, (response.body as { message: string }).message]).toEqual([
      400,
      'Only a quote by the hour can be paid with prepaid hours',
    ]);
    const offered = await createJob(t.em, { client: user, status: 'offer_made' });
    expect((await post('/api/payments/pay-job-with-hours', { jobId: offered.id }, cookie)).status).toBe(409);
    expect(await hoursBalance(t.em, user.id)).toBe(20);
  });
});

describe('receipts and refunds', () => {
  async function paidJob() {
    const client = await createUser(t.em);
    const job = await createJob(t.em, {
      client,
      status: 'unpaid',
      copywriter: await createCopywriter(t.em),
      fixedPrice: 95,
      title: 'A landing page',
    });
    const cookie = await t.restLoginAs(client);
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 9500, card: SUCCEEDS },
      cookie,
    );
    expect(paid.body).toMatchObject({ confirmation: null, job: { status: 'in_progress' } });
    const payment = await t.em.findOneOrFail(Payment, { job: job.id, status: 'succeeded' });
    return { client, job, cookie, payment };
  }

  it('shows the client a receipt of their own payments only', async () => {
    const { cookie, payment, job } = await paidJob();
    const receipt = await get(`/api/payments/receipts/${payment.id}`, cookie);
    expect(receipt.body).toMatchObject({
      id: payment.id,
      purpose: 'job',
      status: 'succeeded',
      description: 'Payment for “A landing page”',
      amountPence: 9500,
      cardLast4: '4242',
      jobId: job.id,
    });
    const stranger = await t.restLogin('client');
    expect((await get(`/api/payments/receipts/${payment.id}`, stranger.cookie)).status).toBe(404);
    expect((await get('/api/payments/history', stranger.cookie)).body).toEqual([]);
  });

  it('keeps declined attempts out of the history', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, { client, status: 'unpaid', fixedPrice: 20 });
    const cookie = await t.restLoginAs(client);
    await post('/api/payments/process-job-payment', { jobId: job.id, amount: 2000, card: DECLINED }, cookie);
    expect((await get('/api/payments/history', cookie)).body).toEqual([]);
  });

  it('lets the admin refund a job’s card payment once: the job stays, revenue drops', async () => {
    const { job, payment, cookie } = await paidJob();
    const admin = await t.restLogin('admin');
    const listed = await get('/api/admin/payments', admin.cookie);
    expect(listed.body).toMatchObject([
      { id: payment.id, jobId: job.id, status: 'succeeded', amountPence: 9500 },
    ]);
    const refunded = await post(`/api/admin/payments/${payment.id}/refund`, undefined, admin.cookie);
    expect(refunded.body).toMatchObject({
      id: payment.id,
      status: 'refunded',
      refundedAt: expect.any(String),
    });
    const again = await post(`/api/admin/payments/${payment.id}/refund`, undefined, admin.cookie);
    expect([again.status, again.body]).toEqual([
      409,
      { message: 'This payment has already been refunded', code: 'CONFLICT' },
    ]);
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('in_progress');
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({ revenue: { current: 0 } });
    expect((await get(`/api/payments/receipts/${payment.id}`, cookie)).body).toMatchObject({
      status: 'refunded',
    });
  });

  it('refuses to refund a package or a job paid from prepaid hours, or a payment that does not exist', async () => {
    const { cookie, user } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    await post('/api/simulate-payment-success', { paymentIntentId }, cookie);
    const hoursJob = await createJob(t.em, { client: user, status: 'unpaid', estimatedHours: 1 });
    await post('/api/payments/pay-job-with-hours', { jobId: hoursJob.id }, cookie);
    const admin = await t.restLogin('admin');
    const packagePayment = await t.em.findOneOrFail(Payment, { reference: paymentIntentId });
    const hoursPayment = await t.em.findOneOrFail(Payment, { job: hoursJob.id, status: 'succeeded' });
    for (const [id, status] of [
      [packagePayment.id, 409],
      [hoursPayment.id, 409],
      [999_999, 404],
    ] as const) {
      expect((await post(`/api/admin/payments/${id}/refund`, undefined, admin.cookie)).status).toBe(status);
    }
    expect(await hoursBalance(t.em, user.id)).toBe(4);
  });
});

describe('the Stripe-only paths with the test gateway', () => {
  it('has no webhook', async () => {
    const response = await t.rest({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found', code: 'NOT_FOUND' }]);
  });

  it('tells the web client to show its own card form', async () => {
    expect(await t.caller().payments.gateway()).toEqual({ name: 'test', publishableKey: null });
  });
});
