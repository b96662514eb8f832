// Over 300 lines: every path of a dispute on the test gateway, sharing one app.
// Disputes and partial refunds (docs/decisions/0041), on the built-in test gateway, through the REST door: every
// path (accept, offer then accept, offer then escalate, contest, silence past 3 days), the refunds and
// earnings each leaves, the review window it stops, bad input, and 20-way races on each settling call.
import { describe, expect, it } from 'vitest';
import { createCopywriter } from '../../../test/factories.ts';
import { type ApprovedJob, deliveredJob, restCalls } from '../../../test/helpers/payout-journey.ts';
import { setupTestApp, TEST_SETTINGS } from '../../../test/helpers/test-app.ts';
import type { JobDetailDto } from '../../shared/schemas/jobs.ts';
import type { Earnings } from '../../shared/schemas/payouts.ts';
import { AuditEntry } from '../db/entities/audit-entry.ts';
import { Job } from '../db/entities/job.ts';
import { JobDispute } from '../db/entities/job-dispute.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Notification } from '../db/entities/notification.ts';
import { Payment } from '../db/entities/payment.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { DISPUTE_QUEUE } from '../queue/dispute-tasks.ts';
import { escalateDueDisputes, openDispute } from '../services/disputes/disputes.ts';
import { closeReviewWindow } from '../services/jobs/approve.ts';
import { hoursBalance } from '../services/payments/ledger.ts';

const t = setupTestApp();
const { post, get } = restCalls(t);
const DAY = 86_400_000;
const REASON = 'The second half still reads like the AI draft, and two facts are wrong.';

async function open(job: ApprovedJob, refundPercent: number) {
  const response = await post(
    `/api/jobs/${job.jobId}/dispute`,
    { reason: REASON, refundPercent },
    job.clientCookie,
  );
  expect(response.status).toBe(200);
  return response.body as JobDetailDto;
}

async function page(job: ApprovedJob, cookie = job.clientCookie): Promise<JobDetailDto> {
  return (await get(`/api/jobs/${job.jobId}`, cookie)).body as JobDetailDto;
}

async function earnings(job: ApprovedJob): Promise<Earnings> {
  return (await get('/api/copywriter/earnings', job.writerCookie)).body as Earnings;
}

async function payment(job: ApprovedJob) {
  return t.em.findOneOrFail(Payment, { job: job.jobId });
}

async function escalated(job: ApprovedJob) {
  await open(job, 50);
  const contested = await post(
    `/api/jobs/${job.jobId}/dispute/respond`,
    { action: 'contest', message: 'Every paragraph was rewritten by hand.' },
    job.writerCookie,
  );
  expect(contested.status).toBe(200);
}

describe('a dispute', () => {
  it('is shown to both parties, stops the window, and accepted settles at the client’s percent (card)', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1.5 });
    const opened = await open(job, 40);
    expect(opened.dispute).toMatchObject({
      status: 'open',
      reason: REASON,
      refundPercent: 40,
      offerPercent: null,
      resolution: null,
    });
    expect(Date.parse(opened.dispute!.respondBy) - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    expect((await page(job, job.writerCookie)).dispute).toMatchObject({ status: 'open', refundPercent: 40 });
    expect(await t.em.count(Notification, { user: job.writer.id, kind: 'dispute_opened' })).toBe(1);

    // The window's end does not approve a disputed job, nor may the client approve or ask for a revision.
    const after = new Date(Date.now() + 8 * DAY);
    expect(await closeReviewWindow(t.em, job.jobId, TEST_SETTINGS.payouts, after)).toBe(false);
    expect((await post(`/api/jobs/${job.jobId}/approve`, undefined, job.clientCookie)).status).toBe(409);
    expect(
      (
        await post(
          `/api/jobs/${job.jobId}/request-revision`,
          { reason: 'Please shorten it again.' },
          job.clientCookie,
        )
      ).status,
    ).toBe(409);

    const accepted = await post(
      `/api/jobs/${job.jobId}/dispute/respond`,
      { action: 'accept', message: 'Fair enough, sorry about the facts.' },
      job.writerCookie,
    );
    expect(accepted.status).toBe(200);
    const settled = accepted.body as JobDetailDto;
    expect(settled.dispute).toMatchObject({
      status: 'resolved',
      resolution: { refundPercent: 40, by: 'agreement', note: 'Fair enough, sorry about the facts.' },
    });
    expect(settled.approvedAt).not.toBeNull();
    expect(settled.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['dispute_opened', 'payment_refunded', 'dispute_resolved', 'approved']),
    );
    // £112.50 paid: £45.00 back to the card, and the writer earns on £67.50 (a £13.50 fee, £54.00 to them).
    expect(await payment(job)).toMatchObject({ status: 'succeeded', refundedPence: 4_500 });
    expect(await t.em.findOneOrFail(LedgerEntry, { job: job.jobId, kind: 'refund' })).toMatchObject({
      amountPence: -4_500,
    });
    expect((await earnings(job)).items).toMatchObject([
      { gross: 6_750, fee: 1_350, net: 5_400, status: 'pending' },
    ]);
    const receipt = await get(`/api/payments/receipts/${(await payment(job)).id}`, job.clientCookie);
    expect(receipt.body).toMatchObject({ amountPence: 11_250, refundedPence: 4_500, status: 'succeeded' });
    const admin = await t.restLogin('admin');
    expect((await get('/api/admin/stats', admin.cookie)).body).toMatchObject({
      revenue: { current: 67.5 },
      commission: { current: 13.5 },
    });
    expect(await t.em.count(Notification, { kind: 'dispute_resolved' })).toBe(2);
  });

  it('offered then taken returns hours in tenths, rounded down, and earns on the rest (hours)', async () => {
    const job = await deliveredJob(t, { by: 'hours', hours: 1.5 });
    await open(job, 50);
    const offered = await post(
      `/api/jobs/${job.jobId}/dispute/respond`,
      { action: 'offer', refundPercent: 30, message: 'I can refund 30% for the two facts.' },
      job.writerCookie,
    );
    expect((offered.body as JobDetailDto).dispute).toMatchObject({
      status: 'offered',
      offerPercent: 30,
      writerMessage: 'I can refund 30% for the two facts.',
    });
    expect(await t.em.count(Notification, { user: job.client.id, kind: 'dispute_offer' })).toBe(1);
    const taken = await post(`/api/jobs/${job.jobId}/dispute/accept-offer`, {}, job.clientCookie);
    expect((taken.body as JobDetailDto).dispute).toMatchObject({
      status: 'resolved',
      resolution: { refundPercent: 30, by: 'agreement' },
    });
    // 30% of 1.5 hours is 0.45: 0.4 goes back. 5 hours bought, 1.5 used, 0.4 returned.
    expect(await hoursBalance(t.em, job.client.id)).toBe(3.9);
    expect(await payment(job)).toMatchObject({ status: 'succeeded', refundedHours: 0.4 });
    expect((await earnings(job)).items).toMatchObject([{ gross: 7_875, fee: 1_575, net: 6_300 }]);
  });

  it('offered then escalated is settled by an admin, who is audited', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1.5 });
    const admin = await t.restLogin('admin');
    await open(job, 60);
    await post(
      `/api/jobs/${job.jobId}/dispute/respond`,
      { action: 'offer', refundPercent: 30, message: 'Thirty per cent is fair.' },
      job.writerCookie,
    );
    const escalation = await post(`/api/jobs/${job.jobId}/dispute/escalate`, {}, job.clientCookie);
    expect((escalation.body as JobDetailDto).dispute).toMatchObject({
      status: 'escalated',
      offerPercent: 30,
    });
    expect(await t.em.count(Notification, { user: admin.user.id, kind: 'dispute_escalated' })).toBe(1);
    const list = await get('/api/admin/disputes', admin.cookie);
    expect(list.body).toMatchObject([
      {
        jobId: job.jobId,
        status: 'escalated',
        reason: REASON,
        refundPercent: 60,
        offerPercent: 30,
        writerMessage: 'Thirty per cent is fair.',
        clientName: 'Clara Client',
        copywriterName: 'Walter Writer',
        paidPence: 11_250,
        paidHours: null,
      },
    ]);
    const resolved = await post(
      `/api/admin/disputes/${job.jobId}/resolve`,
      { refundPercent: 50, note: 'Half of the text was left as drafted.' },
      admin.cookie,
    );
    expect(resolved.status).toBe(200);
    expect((resolved.body as JobDetailDto).dispute?.resolution).toMatchObject({
      refundPercent: 50,
      by: 'admin',
      note: 'Half of the text was left as drafted.',
    });
    expect(await payment(job)).toMatchObject({ refundedPence: 5_625 });
    expect((await earnings(job)).items).toMatchObject([{ gross: 5_625, fee: 1_125, net: 4_500 }]);
    expect((await get('/api/admin/disputes', admin.cookie)).body).toEqual([]);
    expect(await t.em.count(AuditEntry, { action: 'dispute.resolved', targetId: job.jobId })).toBe(1);
  });

  it('contested and settled at nothing leaves the writer the whole earning', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1.5 });
    await escalated(job);
    const admin = await t.restLogin('admin');
    await post(
      `/api/admin/disputes/${job.jobId}/resolve`,
      { refundPercent: 0, note: 'The work was done.' },
      admin.cookie,
    );
    expect(await payment(job)).toMatchObject({ status: 'succeeded', refundedPence: 0 });
    expect(await t.em.count(LedgerEntry, { job: job.jobId, kind: 'refund' })).toBe(0);
    expect((await earnings(job)).items).toMatchObject([{ gross: 11_250, net: 9_000 }]);
  });

  it('unanswered for 3 days escalates by itself, and a full refund earns the writer nothing', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1.5 });
    await open(job, 100);
    await t.app.queue.scheduleDisputes();
    const dispute = await t.em.findOneOrFail(JobDispute, { job: job.jobId });
    const [row] = await t.em.execute<{ n: number }[]>(
      `select count(*)::int as n from pgboss.job where name = ? and data->>'jobId' = ? and start_after = ?`,
      [DISPUTE_QUEUE, String(job.jobId), dispute.respondBy],
    );
    expect(row?.n).toBe(1);
    expect(await escalateDueDisputes(t.em, new Date(Date.now() + 2 * DAY))).toBe(0);
    expect(await escalateDueDisputes(t.em, new Date(Date.now() + 3 * DAY + 60_000))).toBe(1);
    const escalatedPage = await page(job);
    expect(escalatedPage.dispute?.status).toBe('escalated');
    expect(escalatedPage.timeline.at(-1)).toMatchObject({ kind: 'dispute_escalated', actor: null });
    // The writer's answer comes too late.
    const late = await post(
      `/api/jobs/${job.jobId}/dispute/respond`,
      { action: 'accept', message: 'OK' },
      job.writerCookie,
    );
    expect(late.status).toBe(409);
    const admin = await t.restLogin('admin');
    await post(
      `/api/admin/disputes/${job.jobId}/resolve`,
      { refundPercent: 100, note: 'Not delivered as asked.' },
      admin.cookie,
    );
    expect(await payment(job)).toMatchObject({ status: 'refunded', refundedPence: 11_250 });
    expect((await earnings(job)).items).toEqual([]);
    // A refunded dispute is not refunded again by the admin's refund.
    const again = await post(
      `/api/admin/payments/${(await payment(job)).id}/refund`,
      undefined,
      admin.cookie,
    );
    expect(again.status).toBe(409);
  });
});

describe('bad input and wrong steps', () => {
  it('are refused and change nothing', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1 });
    const url = `/api/jobs/${job.jobId}/dispute`;
    for (const body of [
      { reason: 'Too short to say.', refundPercent: 50 },
      { reason: 'x'.repeat(2001), refundPercent: 50 },
      { reason: REASON, refundPercent: 0 },
      { reason: REASON, refundPercent: 101 },
      { reason: REASON, refundPercent: 2.5 },
      { reason: REASON, refundPercent: '50' },
      { reason: REASON },
    ]) {
      expect([body, (await post(url, body, job.clientCookie)).status]).toEqual([body, 400]);
    }
    // The wrong party: the writer, another client, nobody.
    expect((await post(url, { reason: REASON, refundPercent: 50 }, job.writerCookie)).status).toBe(403);
    const stranger = await t.restLogin('client');
    expect((await post(url, { reason: REASON, refundPercent: 50 }, stranger.cookie)).status).toBe(404);
    expect(
      (await t.rest({ method: 'POST', url, payload: { reason: REASON, refundPercent: 50 } as never })).status,
    ).toBe(401);
    expect(await t.em.count(JobDispute, {})).toBe(0);

    await open(job, 50);
    expect((await post(url, { reason: REASON, refundPercent: 20 }, job.clientCookie)).status).toBe(409);
    // Out of turn: the client takes an offer nobody made; an admin settles what has not escalated.
    expect((await post(`${url}/accept-offer`, {}, job.clientCookie)).status).toBe(409);
    expect((await post(`${url}/escalate`, {}, job.clientCookie)).status).toBe(409);
    const admin = await t.restLogin('admin');
    expect(
      (
        await post(
          `/api/admin/disputes/${job.jobId}/resolve`,
          { refundPercent: 10, note: 'No.' },
          admin.cookie,
        )
      ).status,
    ).toBe(409);
    // Another writer, an offer without a percent, an offer of what was asked.
    const other = await t.restLoginAs(await createCopywriter(t.em, 'approved'));
    expect((await post(`${url}/respond`, { action: 'accept', message: 'Mine?' }, other)).status).toBe(404);
    expect(
      (await post(`${url}/respond`, { action: 'offer', message: 'Some' }, job.writerCookie)).status,
    ).toBe(400);
    expect(
      (
        await post(
          `${url}/respond`,
          { action: 'offer', refundPercent: 50, message: 'Same' },
          job.writerCookie,
        )
      ).status,
    ).toBe(400);
    expect((await post(`${url}/respond`, { action: 'shrug', message: 'x' }, job.writerCookie)).status).toBe(
      400,
    );
    expect((await post(`${url}/respond`, { action: 'accept', message: 'ok' }, job.clientCookie)).status).toBe(
      403,
    );
    expect(
      (
        await post(
          `/api/admin/disputes/${job.jobId}/resolve`,
          { refundPercent: 101, note: 'x' },
          admin.cookie,
        )
      ).status,
    ).toBe(400);
    expect(await page(job)).toMatchObject({
      approvedAt: null,
      dispute: { status: 'open', refundPercent: 50 },
    });
    expect(await t.em.count(LedgerEntry, { kind: { $in: ['refund', 'earning'] } })).toBe(0);
  });

  it('cannot open once the window has closed or the job is approved', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1 });
    await expect(
      openDispute({
        em: t.em,
        actor: job.client,
        jobId: job.jobId,
        gateway: createTestGateway(),
        rules: TEST_SETTINGS.payouts,
        input: { reason: REASON, refundPercent: 30 },
        now: new Date(Date.now() + 8 * DAY),
      }),
    ).rejects.toMatchObject({ message: 'The 7-day review window for this delivery has closed' });
    await post(`/api/jobs/${job.jobId}/approve`, undefined, job.clientCookie);
    const late = await post(
      `/api/jobs/${job.jobId}/dispute`,
      { reason: REASON, refundPercent: 30 },
      job.clientCookie,
    );
    expect(late.status).toBe(409);
  });
});

describe('races', () => {
  it('20 concurrent acceptances by the writer settle once', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1.5 });
    await open(job, 40);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          `/api/jobs/${job.jobId}/dispute/respond`,
          { action: 'accept', message: 'Agreed.' },
          job.writerCookie,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await t.em.count(LedgerEntry, { job: job.jobId, kind: 'refund' })).toBe(1);
    expect(await t.em.count(LedgerEntry, { job: job.jobId, kind: 'earning' })).toBe(1);
  });

  it('20 concurrent offers taken, and 20 concurrent admin settlements, each settle once', async () => {
    const offered = await deliveredJob(t, { by: 'card', hours: 1.5 });
    await open(offered, 40);
    await post(
      `/api/jobs/${offered.jobId}/dispute/respond`,
      { action: 'offer', refundPercent: 20, message: 'Twenty.' },
      offered.writerCookie,
    );
    const takes = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/jobs/${offered.jobId}/dispute/accept-offer`, {}, offered.clientCookie),
      ),
    );
    expect(takes.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await payment(offered)).refundedPence).toBe(2_250);

    const decided = await deliveredJob(t, { by: 'card', hours: 1.5 });
    await escalated(decided);
    const admin = await t.restLogin('admin');
    const settlements = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          `/api/admin/disputes/${decided.jobId}/resolve`,
          { refundPercent: i * 5, note: `Decision ${i}` },
          admin.cookie,
        ),
      ),
    );
    expect(settlements.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await t.em.count(LedgerEntry, { job: decided.jobId, kind: 'earning' })).toBe(1);
  });

  it('the window’s end racing an opening dispute: exactly one wins', async () => {
    const job = await deliveredJob(t, { by: 'card', hours: 1 });
    const endsAt = (await t.em.findOneOrFail(Job, job.jobId)).reviewWindowEndsAt!;
    const [closed, opening] = await Promise.allSettled([
      closeReviewWindow(t.em, job.jobId, TEST_SETTINGS.payouts, new Date(endsAt.getTime() + 1)),
      openDispute({
        em: t.em,
        actor: job.client,
        jobId: job.jobId,
        gateway: createTestGateway(),
        rules: TEST_SETTINGS.payouts,
        input: { reason: REASON, refundPercent: 30 },
        now: new Date(endsAt.getTime() - 1),
      }),
    ]);
    const approved = closed.status === 'fulfilled' && closed.value === true;
    expect(approved).toBe(opening.status === 'rejected');
    const final = await t.em.findOneOrFail(Job, job.jobId);
    expect(final.approvedAt !== null).toBe(approved);
    expect(await t.em.count(JobDispute, { job: job.jobId })).toBe(approved ? 0 : 1);
  });
});
