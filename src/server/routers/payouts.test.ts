// Over 300 lines: a writer's money from approval to payout on the test gateway, sharing one app.
// Writers get paid (docs/decisions/0039), on the built-in test gateway, through the REST door: the fee split,
// the earning pending then available (the clock moved), the payout account, withdrawals (concurrent ones
// too), refunds that reverse an earning, and what the admin sees. payouts-stripe.test.ts does the same
// against a Stripe-shaped server.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { approvedJob, restCalls } from '../../../test/helpers/payout-journey.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { Earnings, PayoutDto } from '../../shared/schemas/payouts.ts';
import { Job } from '../db/entities/job.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { Payment } from '../db/entities/payment.ts';
import { Payout } from '../db/entities/payout.ts';
import { User } from '../db/entities/user.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { EARNING_QUEUE } from '../queue/earning-tasks.ts';
import { clearDueEarnings, clearEarning } from '../services/payouts/earnings.ts';
import { requestPayout } from '../services/payouts/withdrawals.ts';

const t = setupTestApp();
const { post, get } = restCalls(t);
const DAY = 86_400_000;

async function earnings(cookie: string): Promise<Earnings> {
  const response = await get('/api/copywriter/earnings', cookie);
  expect(response.status).toBe(200);
  return response.body as Earnings;
}

// Past the 7 days' clearance of everything booked so far.
const afterClearance = () => new Date(Date.now() + 7 * DAY + 60_000);

// The writer's payout account, set up on the test gateway's one-click page.
async function enablePayouts(writer: User, cookie: string) {
  const link = await post('/api/copywriter/payout-account/onboarding-link', undefined, cookie);
  expect(link.status).toBe(200);
  const url = new URL((link.body as { url: string }).url);
  expect(url.pathname).toBe('/payouts/test-onboarding');
  const caller = t.caller(await t.sessionOf(writer));
  await caller.payouts.enableTestAccount({ account: url.searchParams.get('account')! });
  expect((await get('/api/copywriter/payout-account', cookie)).body).toEqual({
    status: 'enabled',
    payoutsEnabled: true,
  });
}

describe('a writer’s earning', () => {
  for (const by of ['card', 'hours'] as const) {
    it(`is booked pending at approval, cleared after 7 days and paid out (paid by ${by})`, async () => {
      const job = await approvedJob(t, { by, hours: 1.5 });
      const approvedAt = (await t.em.findOneOrFail(Job, job.jobId)).approvedAt!;
      // £112.50: a 20% fee of £22.50, and £90.00 for the writer.
      expect(await earnings(job.writerCookie)).toEqual({
        currency: 'GBP',
        feePercent: 20,
        pending: 9_000,
        available: 0,
        paidOut: 0,
        items: [
          {
            jobId: job.jobId,
            title: 'A blog post about AI',
            gross: 11_250,
            fee: 2_250,
            net: 9_000,
            status: 'pending',
            availableAt: new Date(approvedAt.getTime() + 7 * DAY).toISOString(),
          },
        ],
      });

      // A day early, nothing clears; at the end of the clearance it does, once.
      expect(await clearDueEarnings(t.em, new Date(approvedAt.getTime() + 6 * DAY))).toBe(0);
      expect(await clearDueEarnings(t.em, afterClearance())).toBe(1);
      expect(await clearEarning(t.em, job.jobId, afterClearance())).toBe(false);
      expect(await earnings(job.writerCookie)).toMatchObject({ pending: 0, available: 9_000, paidOut: 0 });
      expect((await earnings(job.writerCookie)).items[0]).toMatchObject({ status: 'available', net: 9_000 });
      expect(await t.em.count(Notification, { user: job.writer.id, kind: 'earning_available' })).toBe(1);
      expect(await t.em.count(OutboxEmail, { user: job.writer.id, kind: 'earning_available' })).toBe(1);

      await enablePayouts(job.writer, job.writerCookie);
      const payout = await post('/api/copywriter/payouts', {}, job.writerCookie);
      expect(payout.status).toBe(200);
      expect(payout.body).toMatchObject({ amount: 9_000, status: 'paid', failureMessage: null });
      expect((payout.body as PayoutDto).paidAt).not.toBeNull();
      expect(await earnings(job.writerCookie)).toMatchObject({ pending: 0, available: 0, paidOut: 9_000 });
      expect((await earnings(job.writerCookie)).items[0]).toMatchObject({ status: 'paid' });
      expect((await get('/api/copywriter/payouts', job.writerCookie)).body).toEqual([payout.body]);
      expect(await t.em.count(OutboxEmail, { user: job.writer.id, kind: 'payout_sent' })).toBe(1);

      const csv = await get('/api/copywriter/earnings.csv', job.writerCookie);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="humanise-earnings-/);
      expect(String(csv.body).split('\r\n')[1]).toBe(
        `${job.jobId},A blog post about AI,112.50,22.50,90.00,paid,${new Date(approvedAt.getTime() + 7 * DAY)
          .toISOString()
          .slice(0, 10)}`,
      );
    });
  }

  it('is given a clearing task on the queue, to start when it clears', async () => {
    const job = await approvedJob(t, { by: 'card' });
    await t.app.queue.scheduleEarnings();
    const earning = await t.em.findOneOrFail(LedgerEntry, { job: job.jobId, kind: 'earning' });
    const [row] = await t.em.execute<{ n: number }[]>(
      `select count(*)::int as n from pgboss.job where name = ? and data->>'jobId' = ? and start_after = ?`,
      [EARNING_QUEUE, String(job.jobId), earning.availableAt],
    );
    expect(row?.n).toBe(1);
    expect((await t.em.findOneOrFail(Job, job.jobId)).earningTaskQueuedAt).not.toBeNull();
  });

  it('is nobody’s on a house quote: the whole price is the platform’s', async () => {
    const client = await createUser(t.em);
    const clientCookie = await t.restLoginAs(client);
    const admin = await t.restLogin('admin');
    const writer = await createCopywriter(t.em, 'approved');
    const writerCookie = await t.restLoginAs(writer);
    const job = await createJob(t.em, { client, status: 'quote' });
    const house = await post(
      `/api/admin/jobs/${job.id}/quote`,
      { estimatedHours: 2, fixedPrice: null, quoteMessage: null },
      admin.cookie,
    );
    expect(house.status).toBe(200);
    expect((await post(`/api/client/accept-quote/${job.id}/0`, undefined, clientCookie)).status).toBe(200);
    await post('/api/payments/process-job-payment', { jobId: job.id, amount: 15_000 }, clientCookie);
    expect(
      (await post(`/api/admin/jobs/${job.id}/assign`, { copywriterId: writer.id }, admin.cookie)).status,
    ).toBe(200);
    await post(`/api/copywriter/submit-work/${job.id}`, { result: 'Done.' }, writerCookie);
    expect((await post(`/api/jobs/${job.id}/approve`, undefined, clientCookie)).status).toBe(200);
    expect(await t.em.count(LedgerEntry, { kind: 'earning' })).toBe(0);
    expect(await earnings(writerCookie)).toMatchObject({ pending: 0, available: 0, items: [] });
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({
      revenue: { current: 150 },
      commission: { current: 0, previous: 0 },
    });
  });
});

describe('a refund', () => {
  it('before the payout reverses the earning, and the fee with it', async () => {
    const job = await approvedJob(t, { by: 'card' });
    const admin = await t.restLogin('admin');
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({
      commission: { current: 22.5 },
    });
    const payment = await t.em.findOneOrFail(Payment, { job: job.jobId });
    expect((await post(`/api/admin/payments/${payment.id}/refund`, undefined, admin.cookie)).status).toBe(
      200,
    );
    expect(await earnings(job.writerCookie)).toMatchObject({
      pending: 0,
      available: 0,
      items: [{ status: 'reversed', gross: 11_250, fee: 2_250, net: 9_000 }],
    });
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({ commission: { current: 0 } });
    // Nothing is left to clear.
    expect(await clearDueEarnings(t.em, afterClearance())).toBe(0);
  });

  it('after clearance takes it off available', async () => {
    const job = await approvedJob(t, { by: 'card' });
    await clearDueEarnings(t.em, afterClearance());
    const admin = await t.restLogin('admin');
    const payment = await t.em.findOneOrFail(Payment, { job: job.jobId });
    await post(`/api/admin/payments/${payment.id}/refund`, undefined, admin.cookie);
    expect(await earnings(job.writerCookie)).toMatchObject({ pending: 0, available: 0, paidOut: 0 });
  });

  it('after the payout leaves a negative balance that the next earning makes up', async () => {
    const first = await approvedJob(t, { by: 'card', hours: 2 });
    await clearDueEarnings(t.em, afterClearance());
    await enablePayouts(first.writer, first.writerCookie);
    expect((await post('/api/copywriter/payouts', {}, first.writerCookie)).body).toMatchObject({
      amount: 12_000,
    });
    const admin = await t.restLogin('admin');
    const payment = await t.em.findOneOrFail(Payment, { job: first.jobId });
    await post(`/api/admin/payments/${payment.id}/refund`, undefined, admin.cookie);
    expect(await earnings(first.writerCookie)).toMatchObject({ available: -12_000, paidOut: 12_000 });

    // The next job (£225, £180 to the writer) first makes up the £120 already paid for the refunded one.
    const second = await approvedJob(t, {
      by: 'card',
      hours: 3,
      writer: { user: first.writer, cookie: first.writerCookie },
    });
    await clearDueEarnings(t.em, afterClearance());
    const statement = await earnings(first.writerCookie);
    expect(statement).toMatchObject({ pending: 0, available: 6_000, paidOut: 12_000 });
    expect(statement.items.map((item) => [item.jobId, item.status])).toEqual([
      [second.jobId, 'available'],
      [first.jobId, 'reversed'],
    ]);
    // £20 is the least that may be withdrawn; the rest may go.
    expect((await post('/api/copywriter/payouts', { amount: 6_001 }, first.writerCookie)).status).toBe(409);
    expect((await post('/api/copywriter/payouts', { amount: 6_000 }, first.writerCookie)).status).toBe(200);
  });
});

describe('the earnings statement', () => {
  it('pages its rows, newest first, while the totals cover them all', async () => {
    const first = await approvedJob(t, { by: 'card', hours: 1 });
    const writer = { user: first.writer, cookie: first.writerCookie };
    const second = await approvedJob(t, { by: 'card', hours: 2, writer });
    const page1 = await get('/api/copywriter/earnings?limit=1', first.writerCookie);
    expect(page1.body).toMatchObject({ pending: 18_000, items: [{ jobId: second.jobId }] });
    const next = /^<([^>]+)>; rel="next"$/.exec(String(page1.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/copywriter\/earnings\?limit=1&cursor=/);
    const page2 = await get(next!, first.writerCookie);
    expect(page2.body).toMatchObject({ pending: 18_000, items: [{ jobId: first.jobId }] });
    expect(page2.headers.link).toBeUndefined();
    expect((await get('/api/copywriter/earnings?cursor=nonsense', first.writerCookie)).status).toBe(400);
  });
});

describe('withdrawals', () => {
  it('pay out at most what is available, once, under 20 concurrent requests', async () => {
    const job = await approvedJob(t, { by: 'card', hours: 1.5 });
    await clearDueEarnings(t.em, afterClearance());
    await enablePayouts(job.writer, job.writerCookie);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/copywriter/payouts', { amount: 2_000 }, job.writerCookie)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // £90.00 available: four withdrawals of £20.00 fit, and £10.00 is left.
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(16).fill(409)]);
    expect(await t.em.count(Payout, { writer: job.writer.id })).toBe(4);
    expect(await earnings(job.writerCookie)).toMatchObject({ available: 1_000, paidOut: 8_000 });
    const [sums] = await t.em.execute<{ net: string }[]>(
      'select sum(pending_pence + amount_pence) as net from ledger_entries where user_id = ?',
      [job.writer.id],
    );
    expect(Number(sums?.net)).toBe(1_000);
  });

  it('are refused, changing nothing, for bad amounts, no account, or more than is available', async () => {
    const job = await approvedJob(t, { by: 'card', hours: 1 });
    const cookie = job.writerCookie;
    // Nothing available yet, and no payout account.
    const early = await post('/api/copywriter/payouts', {}, cookie);
    expect([early.status, early.body]).toMatchObject([409, { code: 'PAYOUT_REFUSED' }]);
    expect((early.body as { message: string }).message).toMatch(/Set up payouts first/);
    await enablePayouts(job.writer, cookie);
    expect((await post('/api/copywriter/payouts', {}, cookie)).body).toMatchObject({
      message: 'You have £0.00 available to withdraw; the smallest withdrawal is £20.00.',
    });
    await clearDueEarnings(t.em, afterClearance());
    for (const amount of [1_999, 2_000.5, -2_000, 0, '2000', null, 1e12]) {
      const answer = await post('/api/copywriter/payouts', { amount }, cookie);
      expect([amount, answer.status]).toEqual([amount, 400]);
    }
    const tooMuch = await post('/api/copywriter/payouts', { amount: 6_001 }, cookie);
    expect([tooMuch.status, tooMuch.body]).toEqual([
      409,
      { code: 'PAYOUT_REFUSED', message: 'You have £60.00 available to withdraw.' },
    ]);
    expect(await t.em.count(Payout, {})).toBe(0);
    expect(await earnings(cookie)).toMatchObject({ available: 6_000, paidOut: 0 });
  });

  it('are only a copywriter’s own, and held while they are suspended', async () => {
    const job = await approvedJob(t, { by: 'card', hours: 1 });
    await clearDueEarnings(t.em, afterClearance());
    await enablePayouts(job.writer, job.writerCookie);
    const client = await t.restLogin('client');
    expect((await post('/api/copywriter/payouts', {}, client.cookie)).status).toBe(403);
    expect((await get('/api/copywriter/earnings', client.cookie)).status).toBe(403);
    const csv = await get('/api/copywriter/earnings.csv', client.cookie);
    expect([csv.status, csv.headers['content-type']]).toEqual([403, 'application/json; charset=utf-8']);
    expect((await t.rest({ method: 'GET', url: '/api/copywriter/earnings.csv' })).status).toBe(401);
    const applicant = await createCopywriter(t.em, 'pending');
    const applicantCookie = await t.restLoginAs(applicant);
    expect((await post('/api/copywriter/payouts', {}, applicantCookie)).status).toBe(403);
    expect((await t.rest({ method: 'POST', url: '/api/copywriter/payouts', payload: {} })).status).toBe(401);
    // Another writer cannot enable this writer's account.
    const other = await createCopywriter(t.em, 'approved');
    const account = await t.em.execute<{ external_id: string }[]>(
      'select external_id from payout_accounts where user_id = ?',
      [job.writer.id],
    );
    await expect(
      t.caller(await t.sessionOf(other)).payouts.enableTestAccount({ account: account[0]!.external_id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const fork = t.em;
    const writer = await fork.findOneOrFail(User, job.writer.id);
    writer.suspendedAt = new Date();
    await fork.flush();
    await expect(requestPayout(t.em, createTestGateway(), writer)).rejects.toMatchObject({
      appCode: 'PAYOUT_REFUSED',
      message: 'Your payouts are on hold while your account is suspended. Please contact us.',
    });
    expect(await t.em.count(Payout, {})).toBe(0);
  });
});

describe('the admin', () => {
  it('lists every payout with its writer, newest first, and sees the month’s commission', async () => {
    const job = await approvedJob(t, { by: 'card', hours: 1 });
    await clearDueEarnings(t.em, afterClearance());
    await enablePayouts(job.writer, job.writerCookie);
    await post('/api/copywriter/payouts', { amount: 2_000 }, job.writerCookie);
    await post('/api/copywriter/payouts', { amount: 4_000 }, job.writerCookie);
    const admin = await t.restLogin('admin');
    const list = await get('/api/admin/payouts', admin.cookie);
    expect(list.body).toMatchObject([
      { amount: 4_000, status: 'paid', writerId: job.writer.id, writerName: 'Walter Writer' },
      { amount: 2_000, status: 'paid', writerId: job.writer.id },
    ]);
    expect((await get('/api/admin/payouts', job.writerCookie)).status).toBe(403);
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({
      commission: { current: 15, previous: 0 },
    });
  });
});
