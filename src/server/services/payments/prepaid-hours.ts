// A job quoted by the hour, paid from the client's prepaid hours instead of a card (docs/product.md
// "Payments"): the balance is debited once, under the job's lock and the client's, so that two jobs cannot
// spend the same hours.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatHoursLong } from '../../../shared/domain/format.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import { Payment } from '../../db/entities/payment.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { assertOwnJob } from '../jobs/access.ts';
import { assertAwaitingPayment, markJobPaid } from '../jobs/pay.ts';
import { lockJob } from '../jobs/transitions.ts';
import { tellPaymentBooked } from '../marketplace-notices.ts';
import { jobDtoAfterPayment } from './job-payment.ts';
import { hoursBalance } from './ledger.ts';
import { describePayment } from './purchase.ts';

const sameHours = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

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
        `This job needs ${formatHoursLong(hours)} and you have ${formatHoursLong(available)} of prepaid time`,
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
    markJobPaid({ em: tx, actor: client, job, detail: `${formatHoursLong(hours)} of prepaid time` });
    await tx.flush();
    await tellPaymentBooked(tx, payment, job);
    return available - hours;
  });
  return { job: await jobDtoAfterPayment(em, jobId, client), hoursBalance: balance };
}
