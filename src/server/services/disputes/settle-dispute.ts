// Settling a dispute (docs/decisions/0041), whoever settles it: the agreed or decided percentage of what the
// job was paid goes back (to the card through the gateway, or as hours to the balance, in tenths rounded
// down), the writer earns on the rest, and the job is approved; every step reaches the timeline, the ledger,
// both parties and the bell. On the job locked by the caller, so that of two settlements (an offer taken while
// an admin decides) exactly one applies.
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatHoursLong, formatPence } from '../../../shared/domain/format.ts';
import { percentOf } from '../../../shared/domain/platform-fee.ts';
import type { Job } from '../../db/entities/job.ts';
import type { JobDispute } from '../../db/entities/job-dispute.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { tellDisputeResolved } from '../dispute-notices.ts';
import { approveLocked } from '../jobs/approve.ts';
import { recordJobEvent } from '../jobs/transitions.ts';
import { tellRefund } from '../marketplace-notices.ts';
import { clip, describePayment, paymentIdempotencyKey } from '../payments/purchase.ts';
import type { PayoutRules } from '../payouts/earnings.ts';

export interface Settlement {
  percent: number;
  by: 'agreement' | 'admin';
  note: string | null;
  actor: User | null;
}

// Hours go back in whole tenths, rounded down: the balance never holds less than a tenth.
function hoursBack(hours: number, percent: number): number {
  return Math.floor((Math.round(hours * 10) * percent) / 100) / 10;
}

/** Gives back the share of the job's payment; answers the timeline's words for it. */
async function refundShare(
  tx: EntityManager,
  gateway: PaymentGateway,
  job: Job,
  percent: number,
  actor: User | null,
): Promise<string> {
  const payment = await tx.findOne(Payment, { job: job.id, purpose: 'job', status: 'succeeded' });
  if (!payment || percent === 0) return 'no refund';
  const now = new Date();
  let words: string;
  if (payment.method === 'card' && payment.reference) {
    const amount = percentOf(payment.amountPence, percent);
    try {
      const refund = await gateway.refund({
        paymentIntentId: payment.reference,
        amountPence: amount,
        idempotencyKey: paymentIdempotencyKey(payment, 'refund'),
      });
      payment.refundReference = refund.id;
    } catch {
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The refund could not be made. Please try again.');
    }
    payment.refundedPence = amount;
    tx.create(LedgerEntry, {
      user: payment.client,
      kind: 'refund',
      amountPence: -amount,
      payment,
      job,
      description: clip(`Refund (${percent}%): ${describePayment(payment, job)}`),
    });
    words = `${formatPence(amount)} refunded (${percent}%)`;
    await tellRefund(tx, payment, job, { amountPence: amount });
  } else {
    const hours = hoursBack(Number(payment.hours ?? 0), percent);
    payment.refundedHours = hours;
    if (hours > 0) {
      tx.create(LedgerEntry, {
        user: payment.client,
        kind: 'hours_credit',
        hours,
        payment,
        job,
        description: clip(`Returned (${percent}%): ${describePayment(payment, job)}`),
      });
      await tellRefund(tx, payment, job, { hours });
    }
    words = `${formatHoursLong(hours)} returned to the balance (${percent}%)`;
  }
  payment.refundedAt = now;
  if (percent === 100) payment.status = 'refunded';
  recordJobEvent(tx, job, 'payment_refunded', { actor, detail: words });
  return words;
}

export async function settleLocked(
  tx: EntityManager,
  gateway: PaymentGateway,
  rules: PayoutRules,
  job: Job,
  dispute: JobDispute,
  settlement: Settlement,
): Promise<void> {
  const now = new Date();
  const refunded = await refundShare(tx, gateway, job, settlement.percent, settlement.actor);
  dispute.status = 'resolved';
  dispute.resolvedPercent = settlement.percent;
  dispute.resolutionNote = settlement.note;
  dispute.resolvedBy = settlement.by;
  dispute.resolvedAt = now;
  const detail = `Settled ${settlement.by === 'admin' ? 'by an admin' : 'by agreement'} at ${settlement.percent}%: ${refunded}`;
  recordJobEvent(tx, job, 'dispute_resolved', { actor: settlement.actor, detail: clip(detail), at: now });
  await approveLocked(tx, job, settlement.actor, now, rules, { refundPercent: settlement.percent, detail });
  await tellDisputeResolved(tx, job, dispute);
}
