// Over 300 lines: the Stripe-shaped server this file starts, and the SDK's calls against it.
// The Stripe gateway against a Stripe-shaped server this file starts (the SDK pointed at it by host and port),
// with webhooks signed by the SDK's own test header: money moves exactly once, and nobody is charged for
// nothing, however Stripe delivers its events. Long on purpose: every case shares the one Stripe-shaped server
// and app this file starts, which a split would start again per file.
import { afterAll, describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { startStripeMock } from '../../../test/helpers/stripe-mock.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Job } from '../db/entities/job.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Payment } from '../db/entities/payment.ts';
import { PaymentEvent } from '../db/entities/payment-event.ts';
import { Quote } from '../db/entities/quote.ts';
import type { StripeGateway } from '../payments/gateway.ts';
import { createStripeGateway } from '../payments/stripe-gateway.ts';
import { hoursBalance } from '../services/payments/ledger.ts';
import { applyGatewayEvent } from '../services/payments/webhook.ts';

const WEBHOOK_SECRET = 'whsec_test_humanise';
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

function post(url: string, body: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}

// A null signature sends no Stripe-Signature header at all.
function deliver(payload: string, signature: string | null = mock.sign(payload, WEBHOOK_SECRET)) {
  return t.rest({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

async function buy(cookie: string, packageId = 'standard') {
  const response = await post('/api/payments/create-payment-intent', { packageId }, cookie);
  expect(response.status).toBe(200);
  return response.body as { clientSecret: string; paymentIntentId: string; package: { hours: number } };
}

async function balanceOf(userId: number) {
  return hoursBalance(t.em, userId);
}

describe('the browser with Stripe', () => {
  it('may load Stripe.js and the Payment Element’s frames, from js.stripe.com and its subdomains', async () => {
    const { headers } = await t.rest({ method: 'GET', url: '/api/health' });
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });
});

describe('buying hours with Stripe', () => {
  it('opens a PaymentIntent in GBP for the server’s own price, naming the user and the package', async () => {
    const { user, cookie } = await t.restLogin('client');
    const answer = await buy(cookie, 'standard');
    expect(answer).toMatchObject({ package: { name: 'Standard', hours: 10, amount: 65_000 } });
    const intent = mock.intents.get(answer.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 65_000, currency: 'gbp', client_secret: answer.clientSecret });
    const payment = await t.em.findOneOrFail(Payment, { reference: answer.paymentIntentId });
    expect(intent.metadata).toEqual({
      userId: String(user.id),
      paymentId: String(payment.id),
      purpose: 'hours',
      packageId: 'standard',
      hours: '10',
    });
    const request = mock.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.params.amount === '65000',
    );
    expect(request?.idempotencyKey).toBe(`humanise-payment-${payment.id}-${payment.createdAt.getTime()}`);
    // The Payment Element shows what the intent allows: cards only, no automatic payment methods.
    expect(request?.params.allowed_payment_method_types).toEqual(['card']);
    expect(request?.params).not.toHaveProperty('automatic_payment_methods');
    expect(intent).toMatchObject({ payment_method_types: ['card'], automatic_payment_methods: null });
    expect(payment.status).toBe('pending');
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('credits the hours when Stripe reports success, once however often it is reported', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'pro');
    // The browser's word counts for nothing: only the webhook books the payment.
    expect(
      (await t.rest({ method: 'GET', url: `/api/payments/status/${paymentIntentId}`, cookie })).body,
    ).toEqual({
      status: 'pending',
      hoursBalance: 0,
    });
    const event = mock.event('payment_intent.succeeded', mock.succeed(paymentIntentId, '4000056655665556'));
    const first = await deliver(event);
    expect(first).toMatchObject({ status: 200, body: { received: true, outcome: 'booked' } });
    expect((await deliver(event)).body).toMatchObject({ outcome: 'duplicate' });
    expect(await balanceOf(user.id)).toBe(20);
    expect(
      (await t.rest({ method: 'GET', url: `/api/payments/status/${paymentIntentId}`, cookie })).body,
    ).toEqual({
      status: 'succeeded',
      hoursBalance: 20,
    });
    const history = await t.rest({ method: 'GET', url: '/api/payments/history', cookie });
    expect(history.body).toMatchObject([
      { status: 'succeeded', description: 'Pro package: 20 hours', amountPence: 120_000, cardLast4: '5556' },
    ]);
    expect(await t.em.count(LedgerEntry, { user: user.id })).toBe(2);
  });

  it('refuses a bad signature, a stale timestamp and a missing header with 400, and changes nothing', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    const event = mock.event('payment_intent.succeeded', mock.succeed(paymentIntentId));
    const staleTimestamp = Math.floor(Date.now() / 1000) - 10 * 60;
    for (const [label, signature, message] of [
      [
        'signed with another secret',
        mock.sign(event, 'whsec_someone_else'),
        'The webhook signature is not valid',
      ],
      [
        'signed ten minutes ago',
        mock.sign(event, WEBHOOK_SECRET, staleTimestamp),
        'The webhook signature is not valid',
      ],
      ['with no signature', null, 'The Stripe-Signature header is missing'],
      ['with a mangled header', 't=1,v1=abc', 'The webhook signature is not valid'],
    ] as const) {
      const response = await deliver(event, signature);
      expect([label, response.status, response.body]).toEqual([
        label,
        400,
        { message, code: 'INVALID_SIGNATURE' },
      ]);
    }
    // A body changed after signing fails too.
    const tampered = event.replace('"amount":35000', '"amount":1');
    expect((await deliver(tampered, mock.sign(event, WEBHOOK_SECRET))).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(0);
    expect(await t.em.count(PaymentEvent, {})).toBe(0);
    expect((await t.em.findOneOrFail(Payment, { reference: paymentIntentId })).status).toBe('pending');
  });

  it('answers whatever is not a signed Stripe event with 4xx JSON, never 5xx', async () => {
    const notJson = '{"id": "evt_1", "type": ';
    const cases: [string, Awaited<ReturnType<typeof deliver>>][] = [
      ['malformed JSON, signed', await deliver(notJson)],
      ['an empty body, signed', await deliver('')],
      ['a JSON string, signed', await deliver('"just a string"')],
      ['1 MB of text', await deliver('x'.repeat(1024 * 1024))],
      [
        'no content type',
        await t.rest({
          method: 'POST',
          url: '/api/payments/webhook',
          payload: notJson,
          headers: { 'stripe-signature': mock.sign(notJson, WEBHOOK_SECRET) },
        }),
      ],
    ];
    for (const [label, response] of cases) {
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers['content-type'], label).toContain('application/json');
      expect(typeof (response.body as { message?: unknown }).message, label).toBe('string');
    }
    expect(await t.em.count(PaymentEvent, {})).toBe(0);
  });

  it('leaves everything as it was when a payment fails, and credits a later success', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    const failed = await deliver(mock.event('payment_intent.payment_failed', mock.decline(paymentIntentId)));
    expect(failed.body).toMatchObject({ outcome: 'left-as-it-was' });
    expect(await balanceOf(user.id)).toBe(0);
    expect((await t.em.findOneOrFail(Payment, { reference: paymentIntentId })).status).toBe('pending');
    expect(await t.em.count(LedgerEntry, {})).toBe(0);
    await deliver(mock.event('payment_intent.succeeded', mock.succeed(paymentIntentId)));
    expect(await balanceOf(user.id)).toBe(5);
  });

  it('ignores events it does not act on, and books nothing for an intent whose amount is not the purchase’s', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    const intent = mock.succeed(paymentIntentId);
    expect((await deliver(mock.event('charge.refunded', intent))).body).toMatchObject({ outcome: 'ignored' });
    const altered = await deliver(mock.event('payment_intent.succeeded', { ...intent, amount: 100 }));
    expect(altered.body).toMatchObject({ outcome: 'unmatched' });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('answers 404 at the test gateway’s own paths', async () => {
    const { cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'starter');
    const simulated = await post('/api/simulate-payment-success', { paymentIntentId }, cookie);
    expect([simulated.status, simulated.body]).toEqual([404, { message: 'Not found', code: 'NOT_FOUND' }]);
    const skipped = await post('/api/payments/skip-for-testing', {}, cookie);
    expect(skipped.status).toBe(404);
    const gateway = await t.caller().payments.gateway();
    expect(gateway).toEqual({ name: 'stripe', publishableKey: 'pk_test_humanise' });
  });
});

describe('three deliveries of one event reaching the database together', () => {
  it('book it once: the event id is the guard, not this process', async () => {
    const { user, cookie } = await t.restLogin('client');
    const { paymentIntentId } = await buy(cookie, 'standard');
    const gateway = t.context().services.gateway as StripeGateway;
    const payload = mock.event('payment_intent.succeeded', mock.succeed(paymentIntentId));
    const event = await gateway.verifyWebhook(Buffer.from(payload), mock.sign(payload, WEBHOOK_SECRET));
    const log = { warn: () => {} };
    const outcomes = await Promise.all([1, 2, 3].map(() => applyGatewayEvent(t.em, gateway, event, log)));
    expect(outcomes.sort()).toEqual(['booked', 'duplicate', 'duplicate']);
    expect(await balanceOf(user.id)).toBe(10);
  });
});

describe('1,000 succeeded events, each delivered three times, concurrently', () => {
  it('credits exactly 1,000 times', { timeout: 180_000 }, async () => {
    const EVENTS = 1000;
    const IN_FLIGHT = 50;
    const { user, cookie } = await t.restLogin('client');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const runBounded = async <T>(items: T[], work: (item: T) => Promise<void>) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < items.length) await work(items[next++]!);
        }),
      );
    };

    const intents: string[] = [];
    await runBounded(
      Array.from({ length: EVENTS }, (_, index) => index),
      async () => {
        intents.push((await buy(cookie, 'starter')).paymentIntentId);
      },
    );
    const events = intents.map((intentId) => mock.event('payment_intent.succeeded', mock.succeed(intentId)));
    // Each event three times; duplicates sit close together so that they are in flight at the same time.
    const deliveries = events.flatMap((event) => [event, event, event]);
    const statuses = new Map<number, number>();
    const started = performance.now();
    await runBounded(deliveries, async (payload) => {
      const response = await fetch(`${address}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': mock.sign(payload, WEBHOOK_SECRET),
        },
        body: payload,
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    });
    const elapsedMs = performance.now() - started;
    console.log(
      `webhooks: ${deliveries.length} deliveries of ${EVENTS} events, ${IN_FLIGHT} in flight: ` +
        `${(elapsedMs / 1000).toFixed(2)} s, ${Math.round(deliveries.length / (elapsedMs / 1000))} deliveries/s`,
    );

    expect(Object.fromEntries(statuses)).toEqual({ 200: deliveries.length });
    expect(await t.em.count(LedgerEntry, { kind: 'hours_credit' })).toBe(EVENTS);
    expect(await t.em.count(LedgerEntry, { kind: 'card_payment' })).toBe(EVENTS);
    expect(await t.em.count(Payment, { status: 'succeeded' })).toBe(EVENTS);
    expect(await t.em.count(PaymentEvent, {})).toBe(EVENTS);
    expect(await balanceOf(user.id)).toBe(EVENTS * 5);
  });
});

describe('paying a job with Stripe', () => {
  async function unpaidJob(fixedPrice = 80) {
    const client = await createUser(t.em);
    const job = await createJob(t.em, {
      client,
      status: 'unpaid',
      copywriter: await createCopywriter(t.em),
      fixedPrice,
    });
    return { client, job, cookie: await t.restLoginAs(client) };
  }

  it('answers the job’s one intent for /checkout, and the webhook starts the work', async () => {
    const { job, cookie } = await unpaidJob(80);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/payments/process-job-payment', { jobId: job.id, amount: 8000 }, cookie),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const confirmations = responses.map(
      (response) => (response.body as { confirmation: { paymentIntentId: string } }).confirmation,
    );
    const intentIds = new Set(confirmations.map((confirmation) => confirmation.paymentIntentId));
    expect(intentIds.size).toBe(1);
    const [intentId] = [...intentIds] as [string];
    expect(mock.intents.get(intentId)).toMatchObject({ amount: 8000, currency: 'gbp' });
    expect(mock.intents.get(intentId)?.metadata).toMatchObject({ purpose: 'job', jobId: String(job.id) });
    expect(responses[0]!.body).toMatchObject({ job: { status: 'unpaid' } });
    expect(await t.em.count(Payment, { job: job.id })).toBe(1);

    await deliver(mock.event('payment_intent.succeeded', mock.succeed(intentId)));
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('in_progress');
    const paidAgain = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 8000 },
      cookie,
    );
    expect(paidAgain.status).toBe(409);
    const admin = await t.restLogin('admin');
    const stats = await t.rest({ method: 'GET', url: '/api/admin/stats', cookie: admin.cookie });
    expect(stats.body).toMatchObject({ revenue: { current: 80 } });
  });

  it('refunds through Stripe once, and revenue drops', async () => {
    const { job, cookie } = await unpaidJob(120);
    const started = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 12_000 },
      cookie,
    );
    const intentId = (started.body as { confirmation: { paymentIntentId: string } }).confirmation
      .paymentIntentId;
    await deliver(mock.event('payment_intent.succeeded', mock.succeed(intentId)));
    const payment = await t.em.findOneOrFail(Payment, { reference: intentId });
    const admin = await t.restLogin('admin');
    const refunds = await Promise.all(
      [1, 2, 3].map(() => post(`/api/admin/payments/${payment.id}/refund`, undefined, admin.cookie)),
    );
    expect(refunds.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect(mock.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    const refundRequest = mock.requests.find(
      (request) => request.path === '/v1/refunds' && request.params.payment_intent === intentId,
    );
    expect(refundRequest).toMatchObject({
      idempotencyKey: `humanise-refund-${payment.id}-${payment.createdAt.getTime()}`,
      params: { amount: '12000' },
    });
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('in_progress');
    const stats = await t.rest({ method: 'GET', url: '/api/admin/stats', cookie: admin.cookie });
    expect(stats.body).toMatchObject({ revenue: { current: 0 } });
  });

  it('cancels an open card payment when the job is paid from prepaid hours', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, {
      client,
      status: 'unpaid',
      copywriter: await createCopywriter(t.em),
      estimatedHours: 2,
    });
    const cookie = await t.restLoginAs(client);
    const { paymentIntentId: packageIntent } = await buy(cookie, 'starter');
    await deliver(mock.event('payment_intent.succeeded', mock.succeed(packageIntent)));
    const started = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 15_000 },
      cookie,
    );
    const intentId = (started.body as { confirmation: { paymentIntentId: string } }).confirmation
      .paymentIntentId;

    const paid = await post('/api/payments/pay-job-with-hours', { jobId: job.id }, cookie);
    expect(paid.body).toMatchObject({ success: true, job: { status: 'in_progress' }, hoursBalance: 3 });
    expect(mock.intents.get(intentId)?.status).toBe('canceled');
    expect((await t.em.findOneOrFail(Payment, { reference: intentId })).status).toBe('failed');
  });

  it('gives the money back at once when a card payment lands on a job already paid', async () => {
    const { client, job, cookie } = await unpaidJob(90);
    const started = await post('/api/payments/process-job-payment', { jobId: job.id, amount: 9000 }, cookie);
    const intentId = (started.body as { confirmation: { paymentIntentId: string } }).confirmation
      .paymentIntentId;
    // Paid meanwhile by other means (here, set directly: no path of the product lets this happen).
    await t.em.nativeUpdate(Job, { id: job.id }, { status: 'in_progress' });
    await deliver(mock.event('payment_intent.succeeded', mock.succeed(intentId)));
    expect(mock.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect((await t.em.findOneOrFail(Payment, { reference: intentId })).status).toBe('refunded');
    const money = await t.em.find(LedgerEntry, { user: client.id }, { orderBy: { id: 'asc' } });
    expect(money.map((entry) => [entry.kind, entry.amountPence])).toEqual([
      ['card_payment', 9000],
      ['refund', -9000],
    ]);
  });

  it('cancels the card payment of a quote the client stepped back from, and refunds one that lands anyway', async () => {
    const { client, job, cookie } = await unpaidJob(70);
    const writer = job.copywriter!;
    const fork = t.em;
    fork.create(Quote, { job: job.id, copywriter: writer.id, fixedPrice: 70 });
    await fork.flush();
    const started = await post('/api/payments/process-job-payment', { jobId: job.id, amount: 7000 }, cookie);
    const intentId = (started.body as { confirmation: { paymentIntentId: string } }).confirmation
      .paymentIntentId;

    expect((await post(`/api/client/jobs/${job.id}/change-quote`, undefined, cookie)).status).toBe(200);
    expect(mock.intents.get(intentId)?.status).toBe('canceled');
    // The same quote taken again: a new purchase for the terms now agreed, not the old one reused.
    expect((await post(`/api/client/accept-quote/${job.id}/${writer.id}`, undefined, cookie)).status).toBe(
      200,
    );
    const again = await post('/api/payments/process-job-payment', { jobId: job.id, amount: 7000 }, cookie);
    expect(
      (again.body as { confirmation: { paymentIntentId: string } }).confirmation.paymentIntentId,
    ).not.toBe(intentId);

    // Had the browser's card gone through before the cancellation, its money goes back; the job still waits.
    await deliver(mock.event('payment_intent.succeeded', mock.succeed(intentId)));
    expect((await t.em.findOneOrFail(Payment, { reference: intentId })).status).toBe('refunded');
    expect(mock.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('unpaid');
    const money = await t.em.find(LedgerEntry, { user: client.id }, { orderBy: { id: 'asc' } });
    expect(money.map((entry) => [entry.kind, entry.amountPence])).toEqual([
      ['card_payment', 7000],
      ['refund', -7000],
    ]);
  });
});
