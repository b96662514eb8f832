// Disputes settled through Stripe (docs/decisions/0041), against the Stripe-shaped server this file starts: a
// partial refund is one refund of the card payment for that share, with the payment's idempotency key, and the
// writer earns on the rest; 20 concurrent settlements refund once. disputes.test.ts walks every path on the
// test gateway.
import { afterAll, describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { startStripeMock } from '../../../test/helpers/stripe-mock.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { JobDetailDto } from '../../shared/schemas/jobs.ts';
import { Payment } from '../db/entities/payment.ts';
import { createStripeGateway } from '../payments/stripe-gateway.ts';
import { escalateDueDisputes } from '../services/disputes/disputes.ts';
import { paymentIdempotencyKey } from '../services/payments/purchase.ts';

const WEBHOOK_SECRET = 'whsec_test_disputes';
const mock = await startStripeMock();
const t = setupTestApp({
  gateway: () =>
    createStripeGateway({
      secretKey: 'sk_test_humanise',
      publishableKey: 'pk_test_humanise',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: mock.port, protocol: 'http' },
    }),
});
afterAll(() => mock.close());

const REASON = 'Half of the text still reads like the AI draft it came from.';

function post(url: string, body: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}

// A £100 job paid by card at Stripe (its webhook booked it) and delivered, waiting for the client.
async function deliveredJob() {
  const client = await createUser(t.em);
  const writer = await createCopywriter(t.em, 'approved');
  const job = await createJob(t.em, { client, status: 'unpaid', copywriter: writer, fixedPrice: 100 });
  const clientCookie = await t.restLoginAs(client);
  const writerCookie = await t.restLoginAs(writer);
  const started = await post(
    '/api/payments/process-job-payment',
    { jobId: job.id, amount: 10_000 },
    clientCookie,
  );
  const intentId = (started.body as { confirmation: { paymentIntentId: string } }).confirmation
    .paymentIntentId;
  const payload = mock.event('payment_intent.succeeded', mock.succeed(intentId));
  await t.rest({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': mock.sign(payload, WEBHOOK_SECRET) },
  });
  expect(
    (await post(`/api/copywriter/submit-work/${job.id}`, { result: 'The text.' }, writerCookie)).status,
  ).toBe(200);
  return { jobId: job.id, intentId, clientCookie, writerCookie };
}

describe('a dispute settled through Stripe', () => {
  it('refunds the agreed share of the card payment once, and the writer earns on the rest', async () => {
    const job = await deliveredJob();
    await post(`/api/jobs/${job.jobId}/dispute`, { reason: REASON, refundPercent: 35 }, job.clientCookie);
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
    const refunds = mock.refunds.filter((refund) => refund.payment_intent === job.intentId);
    expect(refunds).toMatchObject([{ amount: 3_500, currency: 'gbp' }]);
    const payment = await t.em.findOneOrFail(Payment, { reference: job.intentId });
    const keys = mock.requests
      .filter((request) => request.path === '/v1/refunds' && request.params.payment_intent === job.intentId)
      .map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([paymentIdempotencyKey(payment, 'refund')]));
    expect(payment).toMatchObject({
      status: 'succeeded',
      refundedPence: 3_500,
      refundReference: refunds[0]!.id,
    });
    const earnings = await t.rest({
      method: 'GET',
      url: '/api/copywriter/earnings',
      cookie: job.writerCookie,
    });
    expect(earnings.body).toMatchObject({ items: [{ gross: 6_500, fee: 1_300, net: 5_200 }] });
  });

  it('offered and taken refunds the offer; offered, escalated and unanswered reach the admin', async () => {
    const taken = await deliveredJob();
    await post(`/api/jobs/${taken.jobId}/dispute`, { reason: REASON, refundPercent: 50 }, taken.clientCookie);
    await post(
      `/api/jobs/${taken.jobId}/dispute/respond`,
      { action: 'offer', refundPercent: 15, message: 'Fifteen.' },
      taken.writerCookie,
    );
    expect((await post(`/api/jobs/${taken.jobId}/dispute/accept-offer`, {}, taken.clientCookie)).status).toBe(
      200,
    );
    expect(mock.refunds.filter((refund) => refund.payment_intent === taken.intentId)).toMatchObject([
      { amount: 1_500 },
    ]);

    const turnedDown = await deliveredJob();
    await post(
      `/api/jobs/${turnedDown.jobId}/dispute`,
      { reason: REASON, refundPercent: 50 },
      turnedDown.clientCookie,
    );
    await post(
      `/api/jobs/${turnedDown.jobId}/dispute/respond`,
      { action: 'offer', refundPercent: 10, message: 'Ten.' },
      turnedDown.writerCookie,
    );
    await post(`/api/jobs/${turnedDown.jobId}/dispute/escalate`, {}, turnedDown.clientCookie);
    const silent = await deliveredJob();
    await post(
      `/api/jobs/${silent.jobId}/dispute`,
      { reason: REASON, refundPercent: 20 },
      silent.clientCookie,
    );
    expect(await escalateDueDisputes(t.em, new Date(Date.now() + 3 * 86_400_000 + 60_000))).toBe(1);
    const admin = await t.restLogin('admin');
    const waiting = await t.rest({ method: 'GET', url: '/api/admin/disputes', cookie: admin.cookie });
    expect((waiting.body as { jobId: number }[]).map((item) => item.jobId)).toEqual([
      turnedDown.jobId,
      silent.jobId,
    ]);
    for (const job of [turnedDown, silent]) {
      await post(
        `/api/admin/disputes/${job.jobId}/resolve`,
        { refundPercent: 25, note: 'A quarter.' },
        admin.cookie,
      );
      expect(mock.refunds.filter((refund) => refund.payment_intent === job.intentId)).toMatchObject([
        { amount: 2_500 },
      ]);
    }
  });

  it('settled by an admin at 100% refunds the whole payment and earns nothing', async () => {
    const job = await deliveredJob();
    await post(`/api/jobs/${job.jobId}/dispute`, { reason: REASON, refundPercent: 100 }, job.clientCookie);
    await post(
      `/api/jobs/${job.jobId}/dispute/respond`,
      { action: 'contest', message: 'No.' },
      job.writerCookie,
    );
    const admin = await t.restLogin('admin');
    const resolved = await post(
      `/api/admin/disputes/${job.jobId}/resolve`,
      { refundPercent: 100, note: 'The brief was not followed.' },
      admin.cookie,
    );
    expect((resolved.body as JobDetailDto).dispute?.resolution).toMatchObject({
      refundPercent: 100,
      by: 'admin',
    });
    expect(mock.refunds.filter((refund) => refund.payment_intent === job.intentId)).toMatchObject([
      { amount: 10_000 },
    ]);
    expect(await t.em.findOneOrFail(Payment, { reference: job.intentId })).toMatchObject({
      status: 'refunded',
    });
    const earnings = await t.rest({
      method: 'GET',
      url: '/api/copywriter/earnings',
      cookie: job.writerCookie,
    });
    expect(earnings.body).toMatchObject({ pending: 0, items: [] });
  });
});
