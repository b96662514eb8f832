// Giving a job's card payment back (docs/decisions/0005): the admin's refund, and the server's own when a card
// goes through for a job that no longer waits for it (settlement.ts). The job stays as it is; the payment is
// marked refunded and the ledger books the money going back, in the month of the refund.
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../../shared/domain/format.ts';
import type { AdminPaymentDto } from '../../../shared/schemas/payments.ts';
import type { Job } from '../../db/entities/job.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import type { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { recordAudit } from '../audit-log.ts';
import { recordJobEvent } from '../jobs/transitions.ts';
import { tellRefund } from '../marketplace-notices.ts';
import { reverseEarning } from '../payouts/earnings.ts';
import { clip, describePayment, lockPayment, paymentIdempotencyKey } from './purchase.ts';
import { toPaymentDto } from './receipts.ts';

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
  if (payment.refundedPence > 0) {
    throw new AppError('CONFLICT', 'Part of this payment was refunded when its dispute was settled');
  }
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
  payment.refundedPence = payment.amountPence;
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
    // The writer's earning on the job goes with the money (docs/decisions/0039).
    await reverseEarning(tx, job);
    recordJobEvent(tx, job, 'payment_refunded', {
      actor,
      detail: `${formatPence(payment.amountPence)} refunded`,
    });
  }
  await tellRefund(tx, payment, job);
}

// The admin's refund of a job's card payment through the gateway.
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
    recordAudit(tx, {
      action: 'payment.refunded',
      actor: admin,
      subject: payment.client,
      target: { type: 'payment', id: payment.id },
      detail: clip(`${formatPence(payment.amountPence)} refunded: ${describePayment(payment, payment.job)}`),
    });
    await tx.flush();
    return { ...toPaymentDto(payment, payment.job), clientName: payment.client.name };
  });
}
