// A job paid by card (docs/product.md "Money", docs/decisions/0005). The amount is always the server's own
// price of the agreed terms; the request's amount is only checked against it. With the test gateway the card
// is charged at once; with Stripe the job's one open intent is answered for /checkout to confirm, and the
// webhook (webhook.ts) books it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../../shared/domain/format.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { Job } from '../../db/entities/job.ts';
import { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { CreatedPaymentIntent, PaymentGateway, StripeGateway } from '../../payments/gateway.ts';
import { assertOwnJob } from '../jobs/access.ts';
import { readJobDto } from '../jobs/get-job.ts';
import { assertAwaitingPayment } from '../jobs/pay.ts';
import { lockJob, recordJobEvent } from '../jobs/transitions.ts';
import { agreedPence, createPendingCardPayment, describePayment, openIntent } from './purchase.ts';
import { bookCardSuccess } from './settlement.ts';

export interface JobPaymentResult {
  job: JobDto;
  payment: { id: number; amountPence: number; cardLast4: string | null };
  confirmation: { clientSecret: string; paymentIntentId: string } | null;
}

function agreedPricePence(job: Job): number {
  const pence = agreedPence(job);
  if (pence === null) throw new AppError('VALIDATION_ERROR', 'No price has been set for this job');
  return pence;
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

/** The job as its client sees it once a payment is made, read afresh outside the payment's transaction. */
export function jobDtoAfterPayment(em: EntityManager, jobId: number, viewer: User): Promise<JobDto> {
  return readJobDto(em.fork(), viewer, jobId);
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
    const payment = createPendingCardPayment(tx, gateway, client, { job, amountPence });
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
  return {
    job: await jobDtoAfterPayment(em, input.jobId, client),
    payment: outcome.payment,
    confirmation: null,
  };
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
      payment = createPendingCardPayment(tx, gateway, client, { job, amountPence });
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
    job: await jobDtoAfterPayment(em, input.jobId, client),
    payment: { id: payment.id, amountPence: payment.amountPence, cardLast4: null },
    confirmation: { clientSecret: intent.clientSecret, paymentIntentId: intent.id },
  };
}

// The test-only 'Skip Payment' of the client's dashboard (docs/product.md "Money"): pays through the test gateway with its always-succeeding card.
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
