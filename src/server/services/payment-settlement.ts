// Booking a payment's outcome: the one place a purchase becomes money in the ledger, hours on a balance, a
// job under way, or a refund. Callers hold the locks (the job's row first, then the payment's), so that
// however often and however concurrently an outcome is reported, it is booked once.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findHourPackage } from '../../shared/domain/hour-packages.ts';
import { paymentEvent } from '../../shared/domain/job-status.ts';
import { priceGbp, toPence } from '../../shared/domain/pricing.ts';
import type { Job } from '../db/entities/job.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Payment } from '../db/entities/payment.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { formatPence } from './job-timeline.ts';
import { applyTransition, recordJobEvent } from './job-transitions.ts';
import { tellPaymentBooked, tellRefund } from './marketplace-notices.ts';

const MAX_DESCRIPTION = 200;

function clip(text: string): string {
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** What a purchase bought, in the words of a receipt. The job, when there is one, must be loaded. */
export function describePayment(payment: Payment, job: Job | null | undefined): string {
  if (payment.purpose === 'hours') {
    const name = findHourPackage(payment.packageId ?? '')?.name ?? 'Hour';
    return clip(`${name} package: ${formatHours(payment.hours ?? 0)}`);
  }
  const title = job?.title ? `“${job.title}”` : 'a job';
  if (payment.method === 'hours')
    return clip(`${formatHours(payment.hours ?? 0)} of prepaid time for ${title}`);
  return clip(`Payment for ${title}`);
}

// One key per purchase, the same on every request about it. The creation time keeps keys apart when a
// database is restored or reset under the same Stripe account, where row ids start again.
export function paymentIdempotencyKey(payment: Payment, action: 'payment' | 'refund' = 'payment'): string {
  return `humanise-${action}-${payment.id}-${payment.createdAt.getTime()}`;
}

/** The payment's row, locked until the surrounding transaction ends; call inside em.transactional(). */
export async function lockPayment(tx: EntityManager, id: number): Promise<Payment | null> {
  return tx.findOne(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The purchase behind a gateway intent, without loading it: its job is locked before it (lock order). */
export async function findPurchase(
  em: EntityManager,
  reference: string,
): Promise<{ id: number; clientId: number; jobId: number | null } | undefined> {
  const [row] = await em.execute<{ id: number; client_id: number; job_id: number | null }[]>(
    'select id, client_id, job_id from payments where reference = ?',
    [reference],
    'all',
  );
  return row ? { id: row.id, clientId: row.client_id, jobId: row.job_id } : undefined;
}

export type BookingOutcome = 'booked' | 'already-booked' | 'refunded-duplicate';

/**
 * A card payment the gateway reports as taken: the money goes into the ledger, the package's hours onto the
 * balance or the job under way. A job that was paid meanwhile by other means gets this money back at once,
 * so that nobody is charged for nothing. Reported again, it changes nothing.
 */
export async function bookCardSuccess(
  tx: EntityManager,
  gateway: PaymentGateway,
  payment: Payment,
  job: Job | null,
  cardLast4: string | null,
): Promise<BookingOutcome> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return 'already-booked';
  // A purchase we closed (the client changed quote, withdrew the job or paid otherwise) whose card went
  // through anyway: the money goes back, whatever the job's state now.
  const closed = payment.status === 'failed';
  payment.status = 'succeeded';
  payment.cardLast4 = cardLast4;
  payment.failureMessage = null;
  payment.settledAt = new Date();
  const description = describePayment(payment, job);
  tx.create(LedgerEntry, {
    user: payment.client,
    kind: 'card_payment',
    amountPence: payment.amountPence,
    hours: 0,
    payment,
    job,
    description,
  });
  if (payment.purpose === 'hours') {
    tx.create(LedgerEntry, {
      user: payment.client,
      kind: 'hours_credit',
      amountPence: 0,
      hours: payment.hours ?? 0,
      payment,
      job: null,
      description,
    });
  }
  if (job && (job.status !== 'unpaid' || closed || payment.amountPence !== agreedPence(job))) {
    await refundLocked(tx, gateway, payment, job, null);
    return 'refunded-duplicate';
  }
  if (job) {
    applyTransition(tx, job, paymentEvent(Boolean(job.copywriter)), {
      actor: payment.client,
      detail: `${formatPence(payment.amountPence)} by card`,
    });
  }
  await tellPaymentBooked(tx, payment, job);
  return 'booked';
}

/**
 * Gives a job's card payment back through the gateway and books the refund. The job stays as it is
 * (docs/decisions/0005); revenue drops in the month of the refund. The gateway call carries an idempotency
 * key of the payment, so a retry after a failure never refunds twice.
 */
export async function refundLocked(
  tx: EntityManager,
  gateway: PaymentGateway,
  payment: Payment,
  job: Job | null,
  // The admin who refunded, or null when the server gave back a payment it could not book.
  actor: User | null,
): Promise<void> {
  if (payment.purpose !== 'job') throw new AppError('CONFLICT', 'Only a job payment can be refunded');
  if (payment.method !== 'card' || !payment.reference) {
    throw new AppError(
      'CONFLICT',
      'This job was paid with prepaid hours: there is no card payment to refund',
    );
  }
  if (payment.status === 'refunded') throw new AppError('CONFLICT', 'This payment has already been refunded');
  if (payment.status !== 'succeeded') {
    throw new AppError('INVALID_TRANSITION', 'Only a payment that went through can be refunded');
  }
  let refund: { id: string };
  try {
    refund = await gateway.refund({
      paymentIntentId: payment.reference,
      amountPence: payment.amountPence,
      idempotencyKey: paymentIdempotencyKey(payment, 'refund'),
    });
  } catch {
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The refund could not be made. Please try again.');
  }
  payment.status = 'refunded';
  payment.refundedAt = new Date();
  payment.refundReference = refund.id;
  tx.create(LedgerEntry, {
    user: payment.client,
    kind: 'refund',
    amountPence: -payment.amountPence,
    hours: 0,
    payment,
    job,
    description: clip(`Refund: ${describePayment(payment, job)}`),
  });
  if (job) {
    recordJobEvent(tx, job, 'payment_refunded', {
      actor,
      detail: `${formatPence(payment.amountPence)} refunded`,
    });
  }
  await tellRefund(tx, payment, job);
}

// The agreed price of a job waiting for payment, in pence (0 when no price is agreed, which matches no card).
function agreedPence(job: Job): number {
  const price = priceGbp({ estimatedHours: job.estimatedHours ?? null, fixedPrice: job.fixedPrice ?? null });
  return price === null ? 0 : toPence(price);
}

/**
 * Closes the job's card purchase still open, when the job stops waiting for it (another quote chosen, the job
 * withdrawn): its row is failed, so that the next payment opens a purchase for the new terms, and a card that
 * goes through for it anyway is refunded (bookCardSuccess). Answers the gateway intents to cancel after commit.
 */
export async function closeOpenCardPayments(tx: EntityManager, job: Job, why: string): Promise<string[]> {
  const open = await tx.find(Payment, { job: job.id, status: 'pending' });
  for (const payment of open) {
    payment.status = 'failed';
    payment.failureMessage = why;
    payment.settledAt = new Date();
  }
  return open.flatMap((payment) => (payment.reference ? [payment.reference] : []));
}

// Best effort, after the commit: an intent the gateway cannot cancel any more is refunded when it lands.
export async function cancelIntents(gateway: PaymentGateway, references: string[]): Promise<void> {
  if (gateway.name !== 'stripe') return;
  await Promise.all(
    references.map((reference) => gateway.cancelPaymentIntent(reference).catch(() => undefined)),
  );
}
