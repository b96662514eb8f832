// Purchases: hour packages and jobs, by card through the gateway or, for a job quoted by the hour, from
// prepaid hours (DECISIONS.md "Payments", docs/decisions/0005). The amount is always the server's own.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findHourPackage, type HourPackageId } from '../../shared/domain/hour-packages.ts';
import { paymentEvent } from '../../shared/domain/job-status.ts';
import { priceGbp, toPence } from '../../shared/domain/pricing.ts';
import type { JobDto } from '../../shared/schemas/jobs.ts';
import type {
  AdminPaymentDto,
  PackagePaymentInfo,
  PaymentDto,
  PaymentStatus,
} from '../../shared/schemas/payments.ts';
import { Job } from '../db/entities/job.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Payment } from '../db/entities/payment.ts';
import { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import type { CreatedPaymentIntent, PaymentGateway, StripeGateway } from '../payments/gateway.ts';
import { assertOwnJob } from './job-access.ts';
import { JOB_POPULATE, toOneJobDto } from './job-dto.ts';
import { formatPence } from './job-timeline.ts';
import { applyTransition, lockJob, recordJobEvent } from './job-transitions.ts';
import { hoursBalance } from './ledger-service.ts';
import { tellPaymentBooked } from './marketplace-notices.ts';
import { toPaymentDto } from './payment-history.ts';
import {
  bookCardSuccess,
  describePayment,
  findPurchase,
  formatHours,
  lockPayment,
  paymentIdempotencyKey,
  refundLocked,
} from './payment-settlement.ts';

export interface JobPaymentResult {
  job: JobDto;
  payment: { id: number; amountPence: number; cardLast4: string | null };
  confirmation: { clientSecret: string; paymentIntentId: string } | null;
}

// The amount is the server's own price of the agreed terms; the payload's is only checked against it.
function agreedPricePence(job: Job): number {
  const price = priceGbp({ estimatedHours: job.estimatedHours ?? null, fixedPrice: job.fixedPrice ?? null });
  if (price === null) throw new AppError('VALIDATION_ERROR', 'No price has been set for this job');
  return toPence(price);
}

function assertAwaitingPayment(job: Job): void {
  if (job.status === 'unpaid') return;
  if (job.status === 'withdrawn') throw new AppError('INVALID_TRANSITION', 'This job has been withdrawn');
  throw new AppError(
    'INVALID_TRANSITION',
    job.status === 'offer_made' || job.status === 'quote'
      ? 'Accept a quote before paying'
      : 'This job has already been paid',
  );
}

function checkedAmount(job: Job, amount: number): number {
  const amountPence = agreedPricePence(job);
  if (amount !== amountPence) {
    throw new AppError(
      'AMOUNT_MISMATCH',
      `The amount does not match the agreed price of £${(amountPence / 100).toFixed(2)}`,
    );
  }
  return amountPence;
}

async function openIntent(
  gateway: PaymentGateway,
  payment: Payment,
  description: string,
  metadata: Record<string, string>,
): Promise<CreatedPaymentIntent> {
  try {
    return await gateway.createPaymentIntent({
      amountPence: payment.amountPence,
      currency: 'gbp',
      description,
      customerId: payment.client.id,
      idempotencyKey: paymentIdempotencyKey(payment),
      metadata: { ...metadata, paymentId: String(payment.id), purpose: payment.purpose },
    });
  } catch {
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment could not be started. Please try again.');
  }
}

async function jobDto(em: EntityManager, jobId: number, viewer: User): Promise<JobDto> {
  const fork = em.fork();
  const job = await fork.findOneOrFail(Job, { id: jobId }, { populate: JOB_POPULATE });
  return toOneJobDto(fork, job, viewer);
}

// POST /api/payments/process-job-payment. With the test gateway the card is charged at once, while the job's
// row is locked, so that concurrent requests wait and then find the job paid; a decline is recorded and
// leaves the job as it was. With Stripe the job's one open intent is answered for /checkout to confirm, and
// the webhook moves the job on.
export async function payJob(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  input: { jobId: number; amount: number; card?: { number: string } | undefined },
): Promise<JobPaymentResult> {
  if (gateway.name === 'stripe') return startCardPaymentForJob(em, gateway, client, input);

  const outcome = await em.transactional(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    assertOwnJob(client, job);
    assertAwaitingPayment(job);
    const amountPence = checkedAmount(job, input.amount);
    const payment = tx.create(Payment, {
      client,
      job,
      purpose: 'job',
      method: 'card',
      amountPence,
      gateway: gateway.name,
      status: 'pending',
      reference: null,
    });
    await tx.flush();
    const intent = await openIntent(gateway, payment, describePayment(payment, job), {
      jobId: String(job.id),
    });
    payment.reference = intent.id;
    const result = await gateway.confirm(intent.id, input.card);
    if (result.status === 'declined') {
      payment.status = 'failed';
      payment.cardLast4 = result.cardLast4;
      payment.failureMessage = result.message;
      payment.settledAt = new Date();
      recordJobEvent(tx, job, 'payment_failed', {
        actor: client,
        detail: `${formatPence(amountPence)} by card: ${result.message}`,
      });
    } else {
      await bookCardSuccess(tx, gateway, payment, job, result.cardLast4);
    }
    await tx.flush();
    return {
      payment: { id: payment.id, amountPence, cardLast4: payment.cardLast4 ?? null },
      declined: result.status === 'declined' ? result.message : undefined,
    };
  });

  // Thrown after the commit, so that the declined attempt stays on record.
  if (outcome.declined) throw new AppError('PAYMENT_DECLINED', outcome.declined);
  return { job: await jobDto(em, input.jobId, client), payment: outcome.payment, confirmation: null };
}

async function startCardPaymentForJob(
  em: EntityManager,
  gateway: StripeGateway,
  client: User,
  input: { jobId: number; amount: number },
  attempt = 1,
): Promise<JobPaymentResult> {
  // Under the job's lock: the checks, and the job's one open purchase, reused or made.
  const open = await em.transactional(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    assertOwnJob(client, job);
    assertAwaitingPayment(job);
    const amountPence = checkedAmount(job, input.amount);
    let payment = await tx.findOne(Payment, { job: job.id, status: 'pending' });
    if (!payment) {
      payment = tx.create(Payment, {
        client,
        job,
        purpose: 'job',
        method: 'card',
        amountPence,
        gateway: gateway.name,
        status: 'pending',
        reference: null,
      });
      await tx.flush();
    }
    return { payment, description: describePayment(payment, job) };
  });
  const { payment } = open;

  // Stripe's round trip happens outside the lock. Concurrent or repeated requests for the same purchase send
  // the same idempotency key, so they all get the same intent.
  let intent: CreatedPaymentIntent;
  if (payment.reference) {
    const existing = await gateway.retrievePaymentIntent(payment.reference).catch(() => {
      throw new AppError(
        'PAYMENT_GATEWAY_UNAVAILABLE',
        'The payment could not be started. Please try again.',
      );
    });
    if (existing.state === 'succeeded' || existing.state === 'processing') {
      throw new AppError('INVALID_TRANSITION', 'Your card payment for this job is already being processed');
    }
    if (existing.state === 'canceled') {
      await em.nativeUpdate(Payment, { id: payment.id, status: 'pending' }, { status: 'failed' });
      if (attempt > 1) throw new AppError('CONFLICT', 'The payment could not be started. Please try again.');
      return startCardPaymentForJob(em, gateway, client, input, attempt + 1);
    }
    intent = { id: existing.id, clientSecret: existing.clientSecret };
  } else {
    intent = await openIntent(gateway, payment, open.description, { jobId: String(input.jobId) });
    // Kept only while the purchase is still open: paying from prepaid hours may have closed it meanwhile.
    const kept = await em.nativeUpdate(
      Payment,
      { id: payment.id, status: 'pending', $or: [{ reference: null }, { reference: intent.id }] },
      { reference: intent.id },
    );
    if (kept === 0) {
      await gateway.cancelPaymentIntent(intent.id).catch(() => undefined);
      throw new AppError('INVALID_TRANSITION', 'This job is no longer waiting for a card payment');
    }
  }
  return {
    job: await jobDto(em, input.jobId, client),
    payment: { id: payment.id, amountPence: payment.amountPence, cardLast4: null },
    confirmation: { clientSecret: intent.clientSecret, paymentIntentId: intent.id },
  };
}

// SPEC.md's test-only 'Skip Payment': pays through the test gateway with its always-succeeding card.
export async function skipPayment(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  jobId: number | undefined,
): Promise<void> {
  if (gateway.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
  const jobs = await em.find(Job, { client: client.id, status: 'unpaid', ...(jobId ? { id: jobId } : {}) });
  if (jobId && jobs.length === 0) throw new AppError('NOT_FOUND', 'No unpaid job with that id');
  for (const job of jobs) {
    await payJob(em, gateway, client, { jobId: job.id, amount: agreedPricePence(job) });
  }
}

const sameHours = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

// A job quoted by the hour, paid from the client's prepaid hours instead of a card: the balance is debited
// once, under the job's lock and the client's, so that two jobs cannot spend the same hours.
export async function payJobWithHours(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  jobId: number,
): Promise<{ job: JobDto; hoursBalance: number }> {
  const balance = await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    assertAwaitingPayment(job);
    const hours = job.estimatedHours ?? null;
    if (hours === null || job.fixedPrice !== null) {
      throw new AppError('VALIDATION_ERROR', 'Only a quote by the hour can be paid with prepaid hours');
    }
    await tx.findOne(User, { id: client.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const available = await hoursBalance(tx, client.id);
    if (available < hours && !sameHours(available, hours)) {
      throw new AppError(
        'INSUFFICIENT_HOURS',
        `This job needs ${formatHours(hours)} and you have ${formatHours(available)} of prepaid time`,
      );
    }
    // A card payment still open for the job is cancelled first: the job must not be paid twice.
    const open = await tx.findOne(Payment, { job: job.id, status: 'pending' });
    if (open) {
      if (open.reference && gateway.name === 'stripe') {
        const state = await gateway.cancelPaymentIntent(open.reference).catch(() => {
          throw new AppError(
            'PAYMENT_GATEWAY_UNAVAILABLE',
            'The payment could not be made. Please try again.',
          );
        });
        if (state === 'succeeded' || state === 'processing') {
          throw new AppError(
            'INVALID_TRANSITION',
            'Your card payment for this job is already being processed',
          );
        }
      }
      open.status = 'failed';
      open.failureMessage = 'Cancelled: paid with prepaid hours instead';
      open.settledAt = new Date();
    }
    const payment = tx.create(Payment, {
      client: client.id,
      job,
      purpose: 'job',
      method: 'hours',
      hours,
      amountPence: 0,
      gateway: 'balance',
      status: 'succeeded',
      reference: null,
      settledAt: new Date(),
    });
    tx.create(LedgerEntry, {
      user: client.id,
      kind: 'hours_debit',
      amountPence: 0,
      hours: -hours,
      payment,
      job,
      description: describePayment(payment, job),
    });
    applyTransition(tx, job, paymentEvent(Boolean(job.copywriter)), {
      actor: client,
      detail: `${formatHours(hours)} of prepaid time`,
    });
    await tx.flush();
    await tellPaymentBooked(tx, payment, job);
    return available - hours;
  });
  return { job: await jobDto(em, jobId, client), hoursBalance: balance };
}

// POST /api/payments/create-payment-intent: one purchase row per Buy, priced from the package list alone.
export async function startHoursPurchase(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  packageId: HourPackageId,
): Promise<PackagePaymentInfo> {
  const hourPackage = findHourPackage(packageId);
  if (!hourPackage) throw new AppError('VALIDATION_ERROR', 'Choose one of the packages');
  const payment = em.create(Payment, {
    client,
    purpose: 'hours',
    method: 'card',
    packageId: hourPackage.id,
    hours: hourPackage.hours,
    amountPence: hourPackage.amount,
    gateway: gateway.name,
    status: 'pending',
    reference: null,
  });
  await em.flush();
  let intent: CreatedPaymentIntent;
  try {
    intent = await openIntent(gateway, payment, describePayment(payment, null), {
      packageId: hourPackage.id,
      hours: String(hourPackage.hours),
    });
  } catch (error) {
    payment.status = 'failed';
    payment.failureMessage = 'The payment could not be started';
    await em.flush();
    throw error;
  }
  payment.reference = intent.id;
  await em.flush();
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    package: { name: hourPackage.name, hours: hourPackage.hours, amount: hourPackage.amount },
  };
}

// POST /api/simulate-payment-success: the test gateway's card confirmation, on the server. Reported twice, the
// hours still land once; a decline changes nothing. With Stripe it does not exist: the webhook decides.
export async function confirmTestPayment(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  input: { paymentIntentId: string; card?: { number: string } | undefined },
): Promise<{ payment: PaymentDto; hoursBalance: number }> {
  if (gateway.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
  const outcome = await em.transactional(async (tx) => {
    const purchase = await findPurchase(tx, input.paymentIntentId);
    if (!purchase || purchase.clientId !== client.id) throw new AppError('NOT_FOUND', 'No such payment');
    const job = purchase.jobId ? await lockJob(tx, purchase.jobId) : null;
    const payment = await lockPayment(tx, purchase.id);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    if (payment.status === 'failed') {
      throw new AppError(
        'INVALID_TRANSITION',
        'This payment can no longer be completed. Please start again.',
      );
    }
    let declined: string | undefined;
    if (payment.status === 'pending') {
      const result = await gateway.confirm(input.paymentIntentId, input.card);
      if (result.status === 'declined') declined = result.message;
      else await bookCardSuccess(tx, gateway, payment, job, result.cardLast4);
    }
    await tx.flush();
    return { payment: declined ? undefined : toPaymentDto(payment, job), declined };
  });
  if (outcome.declined || !outcome.payment) {
    throw new AppError('PAYMENT_DECLINED', outcome.declined ?? 'Your card was declined.');
  }
  return { payment: outcome.payment, hoursBalance: await hoursBalance(em, client.id) };
}

// Where a purchase stands, for /checkout while it waits for Stripe's webhook to book the payment.
export async function paymentStatus(
  em: EntityManager,
  client: User,
  paymentIntentId: string,
): Promise<{ status: PaymentStatus; hoursBalance: number }> {
  const payment = await em.findOne(
    Payment,
    { reference: paymentIntentId, client: client.id },
    { fields: ['status'] },
  );
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
  return { status: payment.status, hoursBalance: await hoursBalance(em, client.id) };
}

// The admin's refund of a job's card payment through the gateway. The job stays as it is; the payment is
// marked refunded and the ledger books the money going back (docs/decisions/0005).
export async function refundJobPayment(
  em: EntityManager,
  gateway: PaymentGateway,
  paymentId: number,
  admin: User | null = null,
): Promise<AdminPaymentDto> {
  return em.transactional(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    await tx.populate(payment, ['job', 'client']);
    await refundLocked(tx, gateway, payment, payment.job ?? null, admin);
    await tx.flush();
    return { ...toPaymentDto(payment, payment.job), clientName: payment.client.name };
  });
}
