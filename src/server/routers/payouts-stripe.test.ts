// Over 300 lines: every case shares the one Stripe-shaped server and app this file starts, which a split would
// start again per file.
// Writers paid through Stripe Connect (docs/decisions/0040), the Stripe gateway against the Stripe-shaped server
// of test/helpers/stripe-mock.ts: a payout account opened once and onboarded on Stripe's page, its state learnt
// from Stripe's thin events, a job's earning cleared and withdrawn by one transfer, and every webhook applied once
// however often and however concurrently Stripe delivers it.
import { afterAll, describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { startStripeMock } from '../../../test/helpers/stripe-mock.ts';
import { setupTestApp, TEST_PUBLIC_URL } from '../../../test/helpers/test-app.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { PaymentEvent } from '../db/entities/payment-event.ts';
import { Payout } from '../db/entities/payout.ts';
import { PayoutAccount } from '../db/entities/payout-account.ts';
import type { User } from '../db/entities/user.ts';
import type { StripeGateway } from '../payments/gateway.ts';
import { createStripeGateway } from '../payments/stripe-gateway.ts';
import { applyGatewayEvent } from '../services/payments/webhook.ts';
import { clearDueEarnings } from '../services/payouts/earnings.ts';
import { payoutAccountIdempotencyKey } from '../services/payouts/payout-accounts.ts';
import { payoutIdempotencyKey } from '../services/payouts/withdrawals.ts';

const WEBHOOK_SECRET = 'whsec_test_humanise';
const CONNECT_WEBHOOK_SECRET = 'whsec_test_humanise_connect';
const CAPABILITY_UPDATED = 'v2.core.account[configuration.recipient].capability_status_updated';
const DAY_MS = 86_400_000;

const mock = await startStripeMock();
const t = setupTestApp({
  gateway: () =>
    createStripeGateway({
      secretKey: 'sk_test_humanise',
      publishableKey: 'pk_test_humanise',
      webhookSecret: WEBHOOK_SECRET,
      connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: mock.port, protocol: 'http' },
    }),
});
afterAll(() => mock.close());

function post(url: string, body: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}

function get(url: string, cookie: string) {
  return t.rest({ method: 'GET', url, cookie });
}

// The platform's own events are signed with its endpoint's secret; the payout accounts' thin events with the
// second destination's.
function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return t.rest({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': mock.sign(payload, secret),
    },
  });
}

// Stripe delivers again while the first delivery is still being applied: three at once.
async function deliverThrice(payload: string, secret = WEBHOOK_SECRET) {
  const responses = await Promise.all([1, 2, 3].map(() => deliver(payload, secret)));
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
  return responses.map((response) => (response.body as { outcome: string }).outcome).sort();
}

async function writerWithLink(): Promise<{ writer: User; cookie: string; accountId: string; url: string }> {
  const writer = await createCopywriter(t.em, 'approved', { name: 'Walter Writer' });
  const cookie = await t.restLoginAs(writer);
  const response = await post('/api/copywriter/payout-account/onboarding-link', undefined, cookie);
  expect(response.status).toBe(200);
  const account = await t.em.findOneOrFail(PayoutAccount, { user: writer.id });
  return { writer, cookie, accountId: account.externalId, url: (response.body as { url: string }).url };
}

async function enabledWriter() {
  const world = await writerWithLink();
  mock.completeOnboarding(world.accountId);
  await deliver(mock.thinEvent(CAPABILITY_UPDATED, world.accountId), CONNECT_WEBHOOK_SECRET);
  return world;
}

// A job paid by card at Stripe, delivered by the writer and approved by the client: the writer's share is booked.
async function approvedJob(writer: User, fixedPrice = 100) {
  const client = await createUser(t.em);
  const job = await createJob(t.em, { client, status: 'unpaid', copywriter: writer, fixedPrice });
  const clientCookie = await t.restLoginAs(client);
  const started = await post(
    '/api/payments/process-job-payment',
    { jobId: job.id, amount: fixedPrice * 100 },
    clientCookie,
  );
  const intentId = (started.body as { confirmation: { paymentIntentId: string } }).confirmation
    .paymentIntentId;
  await deliver(mock.event('payment_intent.succeeded', mock.succeed(intentId)));
  const writerCookie = await t.restLoginAs(writer);
  const submitted = await post(
    `/api/copywriter/submit-work/${job.id}`,
    { result: 'The text.' },
    writerCookie,
  );
  expect(submitted.status).toBe(200);
  expect((await post(`/api/jobs/${job.id}/approve`, undefined, clientCookie)).status).toBe(200);
  return job;
}

async function earnings(cookie: string) {
  const response = await get('/api/copywriter/earnings', cookie);
  expect(response.status).toBe(200);
  return response.body as { pending: number; available: number; paidOut: number };
}

// An enabled writer whose approved job's £80 share has cleared.
async function writerWithAvailableMoney() {
  const world = await enabledWriter();
  await approvedJob(world.writer, 100);
  expect(await clearDueEarnings(t.em, new Date(Date.now() + 8 * DAY_MS))).toBe(1);
  expect(await earnings(world.cookie)).toMatchObject({ pending: 0, available: 8000 });
  return world;
}

async function notices(writerId: number, kind: string) {
  return {
    bell: await t.em.count(Notification, { user: writerId, kind: kind as never }),
    email: await t.em.count(OutboxEmail, { user: writerId, kind: kind as never }),
  };
}

describe('a payout account at Stripe', () => {
  it('is opened once however often the writer asks, with the writer’s idempotency key, and Stripe’s URL answered', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const cookie = await t.restLoginAs(writer);
    const answers = await Promise.all(
      [1, 2].map(() => post('/api/copywriter/payout-account/onboarding-link', undefined, cookie)),
    );
    const again = await post('/api/copywriter/payout-account/onboarding-link', undefined, cookie);
    expect([...answers, again].map((response) => response.status)).toEqual([200, 200, 200]);

    const opened = [...mock.accounts.values()].filter((a) => a.metadata.userId === String(writer.id));
    expect(opened).toHaveLength(1);
    const account = opened[0]!;
    expect(await t.em.count(PayoutAccount, { user: writer.id })).toBe(1);
    expect((await t.em.findOneOrFail(PayoutAccount, { user: writer.id })).externalId).toBe(account.id);
    // Accounts v2: a UK recipient of transfers, the platform paying Stripe's fees and carrying losses.
    expect(account).toMatchObject({
      contact_email: writer.email,
      dashboard: 'express',
      identity: { country: 'gb' },
      applied_configurations: ['recipient'],
      defaults: { responsibilities: { fees_collector: 'application', losses_collector: 'application' } },
    });
    const creations = mock.requests.filter(
      (request) => request.path === '/v2/core/accounts' && request.method === 'POST',
    );
    const mine = creations.filter(
      (request) => (request.params.metadata as Record<string, string>).userId === String(writer.id),
    );
    expect(mine.map((request) => request.idempotencyKey)).toEqual(
      mine.map(() => payoutAccountIdempotencyKey(writer)),
    );

    const links = mock.accountLinks.filter((link) => link.account === account.id);
    expect(links).toHaveLength(3);
    expect([...answers, again].map((response) => (response.body as { url: string }).url)).toEqual(
      expect.arrayContaining(links.map((link) => link.url)),
    );
    expect(links[0]).toMatchObject({
      returnUrl: `${TEST_PUBLIC_URL}/copywriter-dashboard?tab=earnings`,
      refreshUrl: `${TEST_PUBLIC_URL}/copywriter-dashboard?tab=earnings`,
    });
    expect((await get('/api/copywriter/payout-account', cookie)).body).toEqual({
      status: 'pending',
      payoutsEnabled: false,
    });
  });

  it('is enabled by Stripe’s thin event once onboarding is done, the event applied once however delivered', async () => {
    const { cookie, accountId } = await writerWithLink();
    // An event that arrives before the writer has finished: Stripe still says not yet.
    const early = await deliver(
      mock.thinEvent('v2.core.account[requirements].updated', accountId),
      CONNECT_WEBHOOK_SECRET,
    );
    expect(early.body).toMatchObject({ outcome: 'booked' });
    expect((await get('/api/copywriter/payout-account', cookie)).body).toMatchObject({ status: 'pending' });

    mock.completeOnboarding(accountId);
    const event = mock.thinEvent(CAPABILITY_UPDATED, accountId);
    expect(await deliverThrice(event, CONNECT_WEBHOOK_SECRET)).toEqual(['booked', 'duplicate', 'duplicate']);
    expect((await get('/api/copywriter/payout-account', cookie)).body).toEqual({
      status: 'enabled',
      payoutsEnabled: true,
    });
    // The state was read from Stripe, with the recipient configuration and the requirements asked for.
    const read = mock.requests.filter((request) => request.path === `/v2/core/accounts/${accountId}`);
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(await t.em.findOneOrFail(PayoutAccount, { externalId: accountId })).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
  });

  it('takes an account event signed with the platform endpoint’s secret too', async () => {
    const { cookie, accountId } = await writerWithLink();
    mock.completeOnboarding(accountId);
    expect((await deliver(mock.thinEvent(CAPABILITY_UPDATED, accountId))).body).toMatchObject({
      outcome: 'booked',
    });
    expect((await get('/api/copywriter/payout-account', cookie)).body).toMatchObject({ status: 'enabled' });
  });

  it('takes Stripe’s v1 account.updated snapshot as well, and ignores thin events it does not act on', async () => {
    const { cookie, accountId } = await writerWithLink();
    const other = await deliver(
      mock.thinEvent('v2.core.account_person.created', accountId),
      CONNECT_WEBHOOK_SECRET,
    );
    expect(other.body).toMatchObject({ outcome: 'ignored' });
    const v1 = {
      id: accountId,
      object: 'account',
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      metadata: {},
    };
    const updated = mock.event('account.updated', v1);
    expect(await deliverThrice(updated, CONNECT_WEBHOOK_SECRET)).toEqual([
      'booked',
      'duplicate',
      'duplicate',
    ]);
    expect((await get('/api/copywriter/payout-account', cookie)).body).toMatchObject({ status: 'enabled' });
    // A later snapshot saying the account may no longer be paid is applied as well.
    const restricted = mock.event('account.updated', { ...v1, capabilities: { transfers: 'inactive' } });
    expect((await deliver(restricted, CONNECT_WEBHOOK_SECRET)).body).toMatchObject({ outcome: 'booked' });
    expect((await get('/api/copywriter/payout-account', cookie)).body).toEqual({
      status: 'pending',
      payoutsEnabled: false,
    });
  });

  it('refuses an account event with a bad signature with 400, and stays as it was', async () => {
    const { cookie, accountId } = await writerWithLink();
    mock.completeOnboarding(accountId);
    const event = mock.thinEvent(CAPABILITY_UPDATED, accountId);
    const forged = await deliver(event, 'whsec_someone_else');
    expect([forged.status, forged.body]).toEqual([
      400,
      { message: 'The webhook signature is not valid', code: 'INVALID_SIGNATURE' },
    ]);
    expect((await get('/api/copywriter/payout-account', cookie)).body).toMatchObject({ status: 'pending' });
    expect(await t.em.count(PaymentEvent, {})).toBe(0);
  });

  it('answers an event about an account that is not a writer’s 200 unmatched, and changes nothing', async () => {
    const { cookie } = await writerWithLink();
    const gateway = t.context().services.gateway as StripeGateway;
    const { id } = await gateway.createPayoutAccount({
      userId: 0,
      email: 'someone@elsewhere.test',
      name: 'Someone Else',
      idempotencyKey: `stranger-${Date.now()}`,
    });
    mock.completeOnboarding(id);
    const response = await deliver(mock.thinEvent(CAPABILITY_UPDATED, id), CONNECT_WEBHOOK_SECRET);
    expect([response.status, response.body]).toEqual([200, { received: true, outcome: 'unmatched' }]);
    expect((await get('/api/copywriter/payout-account', cookie)).body).toMatchObject({ status: 'pending' });
    expect(await t.em.count(PayoutAccount, { externalId: id })).toBe(0);
  });
});

describe('a withdrawal by Stripe transfer', () => {
  it('moves a cleared earning out in one transfer to the writer’s account, with the payout’s key', async () => {
    const { writer, cookie, accountId } = await writerWithAvailableMoney();
    const response = await post('/api/copywriter/payouts', {}, cookie);
    expect(response.status).toBe(200);
    const payout = response.body as { id: number; amount: number; status: string; paidAt: string | null };
    expect(payout).toMatchObject({ amount: 8000, status: 'paid' });
    expect(payout.paidAt).not.toBeNull();

    const transfers = mock.transfers.filter((transfer) => transfer.destination === accountId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: 8000,
      currency: 'gbp',
      metadata: { payoutId: String(payout.id), userId: String(writer.id) },
    });
    const request = mock.requests.filter(
      (candidate) => candidate.path === '/v1/transfers' && candidate.params.destination === accountId,
    );
    expect(request.map((candidate) => candidate.idempotencyKey)).toEqual([
      payoutIdempotencyKey(await t.em.findOneOrFail(Payout, payout.id)),
    ]);
    expect(await t.em.findOneOrFail(Payout, payout.id)).toMatchObject({
      status: 'paid',
      transferReference: transfers[0]!.id,
    });
    expect(await earnings(cookie)).toMatchObject({ available: 0, paidOut: 8000 });
    expect(await notices(writer.id, 'payout_sent')).toEqual({ bell: 1, email: 1 });

    // Stripe's transfer.created, three times at once: the payout is paid already, and stays paid once.
    const created = mock.event('transfer.created', transfers[0]!);
    expect(await deliverThrice(created)).toEqual(['booked', 'duplicate', 'duplicate']);
    expect(await t.em.count(LedgerEntry, { payout: payout.id })).toBe(1);
    expect(await notices(writer.id, 'payout_sent')).toEqual({ bell: 1, email: 1 });
    expect(await earnings(cookie)).toMatchObject({ available: 0, paidOut: 8000 });
  });

  it('fails when Stripe refuses the transfer: the money back to available and the writer told', async () => {
    const { writer, cookie, accountId } = await writerWithAvailableMoney();
    mock.refuseNextTransfer();
    const response = await post('/api/copywriter/payouts', { amount: 5000 }, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ amount: 5000, status: 'failed' });
    expect((response.body as { failureMessage: string }).failureMessage).toContain(
      'insufficient available funds',
    );
    expect(mock.transfers.filter((transfer) => transfer.destination === accountId)).toHaveLength(0);
    expect(await earnings(cookie)).toMatchObject({ available: 8000, paidOut: 0 });
    expect(await notices(writer.id, 'payout_failed')).toEqual({ bell: 1, email: 1 });
    expect(await notices(writer.id, 'payout_sent')).toEqual({ bell: 0, email: 0 });

    // The next try goes through, with a key of its own.
    const retried = await post('/api/copywriter/payouts', { amount: 5000 }, cookie);
    expect(retried.body).toMatchObject({ amount: 5000, status: 'paid' });
    expect(await earnings(cookie)).toMatchObject({ available: 3000, paidOut: 5000 });
  });

  it('is taken back when Stripe reverses the transfer, once however often the event comes', async () => {
    const { writer, cookie } = await writerWithAvailableMoney();
    const payout = (await post('/api/copywriter/payouts', {}, cookie)).body as { id: number };
    const transfer = mock.transfers.find((candidate) => candidate.metadata.payoutId === String(payout.id))!;
    const reversed = mock.event('transfer.reversed', mock.reverseTransfer(transfer.id));
    expect(await deliverThrice(reversed)).toEqual(['booked', 'duplicate', 'duplicate']);

    expect(await t.em.findOneOrFail(Payout, payout.id)).toMatchObject({ status: 'failed' });
    const rows = await t.em.find(LedgerEntry, { payout: payout.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.kind, row.amountPence])).toEqual([
      ['payout', -8000],
      ['payout_return', 8000],
    ]);
    expect(await earnings(cookie)).toMatchObject({ available: 8000, paidOut: 0 });
    expect(await notices(writer.id, 'payout_failed')).toEqual({ bell: 1, email: 1 });
  });

  it('refuses a transfer event with a bad signature with 400, and changes nothing', async () => {
    const { cookie } = await writerWithAvailableMoney();
    const payout = (await post('/api/copywriter/payouts', {}, cookie)).body as { id: number };
    const transfer = mock.transfers.find((candidate) => candidate.metadata.payoutId === String(payout.id))!;
    const reversed = mock.event('transfer.reversed', mock.reverseTransfer(transfer.id));
    const forged = await t.rest({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: reversed,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': mock.sign(reversed, 'whsec_someone_else'),
      },
    });
    expect(forged.status).toBe(400);
    expect(await t.em.findOneOrFail(Payout, payout.id)).toMatchObject({ status: 'paid' });
    expect(await t.em.count(LedgerEntry, { payout: payout.id })).toBe(1);
    expect(await earnings(cookie)).toMatchObject({ available: 0, paidOut: 8000 });
  });

  it('answers a transfer event for a payout it does not know 200 unmatched, and changes nothing', async () => {
    const { writer, cookie } = await writerWithAvailableMoney();
    const payout = (await post('/api/copywriter/payouts', {}, cookie)).body as { id: number };
    const transfer = mock.transfers.find((candidate) => candidate.metadata.payoutId === String(payout.id))!;
    const ledgerBefore = await t.em.count(LedgerEntry, {});
    for (const metadata of [{ payoutId: String(payout.id + 1000) }, {}]) {
      const stranger = mock.event('transfer.reversed', { ...transfer, reversed: true, metadata });
      const response = await deliver(stranger);
      expect([response.status, response.body]).toEqual([200, { received: true, outcome: 'unmatched' }]);
    }
    expect(await t.em.count(LedgerEntry, {})).toBe(ledgerBefore);
    expect(await t.em.findOneOrFail(Payout, payout.id)).toMatchObject({ status: 'paid' });
    expect(await notices(writer.id, 'payout_failed')).toEqual({ bell: 0, email: 0 });
  });
});

describe('three deliveries of one payout event reaching the database together', () => {
  it('apply it once: the event id and the payout’s lock are the guard, not this process', async () => {
    const { writer, cookie, accountId } = await writerWithAvailableMoney();
    const gateway = t.context().services.gateway as StripeGateway;
    const log = { warn: () => {} };
    const applyThrice = async (payload: string, secret: string) => {
      const event = await gateway.verifyWebhook(Buffer.from(payload), mock.sign(payload, secret));
      return (await Promise.all([1, 2, 3].map(() => applyGatewayEvent(t.em, gateway, event, log)))).sort();
    };

    const account = mock.thinEvent('v2.core.account.updated', accountId);
    expect(await applyThrice(account, CONNECT_WEBHOOK_SECRET)).toEqual(['booked', 'duplicate', 'duplicate']);

    const payout = (await post('/api/copywriter/payouts', {}, cookie)).body as { id: number };
    const transfer = mock.transfers.find((candidate) => candidate.metadata.payoutId === String(payout.id))!;
    const reversed = mock.event('transfer.reversed', mock.reverseTransfer(transfer.id));
    expect(await applyThrice(reversed, WEBHOOK_SECRET)).toEqual(['booked', 'duplicate', 'duplicate']);
    expect(await t.em.count(LedgerEntry, { payout: payout.id, kind: 'payout_return' })).toBe(1);
    expect(await notices(writer.id, 'payout_failed')).toEqual({ bell: 1, email: 1 });
    expect(await earnings(cookie)).toMatchObject({ available: 8000, paidOut: 0 });
  });
});
