// Booking a purchase's outcome: the one place a purchase becomes money in the ledger, hours on a balance or a
// job under way (docs/decisions/0005). Callers hold the locks (the job's row first, then the payment's), so
// that however often and however concurrently an outcome is reported, it is booked once. The outcome comes
// from Stripe's webhook (webhook.ts) or, with the test gateway, from the card form's confirmation below.
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../../shared/domain/format.ts';
import type { PaymentDto, PaymentStatus } from '../../../shared/schemas/payments.ts';
import type { Job } from '../../db/entities/job.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { markJobPaid } from '../jobs/pay.ts';
import { lockJob } from '../jobs/transitions.ts';
import { tellPaymentBooked } from '../marketplace-notices.ts';
import { hoursBalance } from './ledger.ts';
import { agreedPence, describePayment, findPurchase, lockPayment } from './purchase.ts';
import { toPaymentDto } from './receipts.ts';
import { refundLocked } from './refunds.ts';

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
  if (job && (job.status !== 'unpaid' || closed || payment.amountPence !== (agreedPence(job) ?? 0))) {
    await refundLocked(tx, gateway, payment, job, null);
    return 'refunded-duplicate';
  }
  if (job) {
    markJobPaid({
      em: tx,
      actor: payment.client,
      job,
      detail: `${formatPence(payment.amountPence)} by card`,
    });
  }
  await tellPaymentBooked(tx, payment, job);
  return 'booked';
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
