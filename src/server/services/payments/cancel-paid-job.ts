// 'Cancel and refund': the admin's way out of a paid job nobody will deliver (its copywriter was rejected or
// suspended, or none was ever assigned). The job is withdrawn and what it was paid goes back, to the card
// through the gateway or as hours to the client's balance, all in one transaction with the job locked: a
// refund that fails changes nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatHoursLong, formatPence } from '../../../shared/domain/format.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import type { Job } from '../../db/entities/job.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { recordAudit } from '../audit-log.ts';
import { readJobDto } from '../jobs/get-job.ts';
import { applyTransition, assertCanApply, lockJob, recordJobEvent } from '../jobs/transitions.ts';
import { tellJobWithdrawn, tellRefund } from '../marketplace-notices.ts';
import { clip, describePayment } from './purchase.ts';
import { refundLocked } from './refunds.ts';

export async function cancelPaidJob(options: {
  em: EntityManager;
  gateway: PaymentGateway;
  actor: User;
  jobId: number;
  reason: string;
}): Promise<JobDto> {
  const { em, gateway, actor: admin, jobId, reason } = options;
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertCanApply(job, 'cancel_paid');
    // A card payment the admin already refunded is not refunded again; the job is only withdrawn.
    const payments = await tx.find(Payment, { job: job.id, purpose: 'job', status: 'succeeded' });
    const refunded: string[] = [];
    for (const payment of payments) {
      if (payment.method === 'hours') refunded.push(await refundHoursLocked(tx, payment, job, admin));
      else {
        await refundLocked(tx, gateway, payment, job, admin);
        refunded.push(`${formatPence(payment.amountPence)} to the card`);
      }
    }
    applyTransition(tx, job, 'cancel_paid', { actor: admin, detail: reason });
    await tellJobWithdrawn(tx, job);
    recordAudit(tx, {
      action: 'job.refunded',
      actor: admin,
      subject: job.client ?? null,
      target: { type: 'job', id: job.id },
      detail: `Cancelled and refunded${refunded.length ? ` (${refunded.join(', ')})` : ''}: ${reason}`,
    });
    await tx.flush();
    return readJobDto(tx, admin, job.id);
  });
}

// Hours paid for a job go back to the client's balance, booked in the ledger like any other move of hours.
async function refundHoursLocked(
  tx: EntityManager,
  payment: Payment,
  job: Job,
  admin: User,
): Promise<string> {
  const hours = Number(payment.hours ?? 0);
  payment.status = 'refunded';
  payment.refundedAt = new Date();
  payment.refundedHours = hours;
  tx.create(LedgerEntry, {
    user: payment.client,
    kind: 'hours_credit',
    amountPence: 0,
    hours,
    payment,
    job,
    description: clip(`Returned: ${describePayment(payment, job)}`),
  });
  const returned = `${formatHoursLong(hours)} returned to the balance`;
  recordJobEvent(tx, job, 'payment_refunded', { actor: admin, detail: returned });
  await tellRefund(tx, payment, job);
  return returned;
}
