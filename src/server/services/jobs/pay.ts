// The job's side of a payment (docs/product.md "Money"). The payment services own the money: a card charged
// at once or through Stripe's webhook (payments/job-payment.ts, settlement.ts), prepaid hours
// (payments/prepaid-hours.ts); each checks and applies the job's step here, under the job's lock.
import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentEvent } from '../../../shared/domain/job-status.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { Job } from '../../db/entities/job.ts';
import type { User } from '../../db/entities/user.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { cancelIntents, closeOpenCardPayments } from '../payments/settlement.ts';
import { assertOwnJob } from './access.ts';
import { jobPage } from './get-job.ts';
import { applyTransition, assertCanApply, type JobEventOptions, lockJob } from './transitions.ts';

// Refused with the table's reason: a quote not yet accepted, a job already paid, or withdrawn.
export function assertAwaitingPayment(job: Job): void {
  assertCanApply(job, paymentEvent(Boolean(job.copywriter)));
}

// Paid work starts at once when the accepted quote named a copywriter; a house quote waits for the admin.
export function markJobPaid(options: {
  em: EntityManager;
  actor: User | { id: number };
  job: Job;
  detail: string;
}): void {
  const { em, actor, job, detail } = options;
  applyTransition(em, job, paymentEvent(Boolean(job.copywriter)), { actor, detail });
}

// A client's step that ends the job's wait for its payment (back to the quotes, a withdrawal): applied to the
// locked job, with the card payment still open for it closed in the same transaction, so that a card that goes
// through anyway is refunded (settlement.ts); its intent is cancelled at the gateway after commit.
export async function closingOpenPayment(
  options: JobEventOptions & { gateway: PaymentGateway },
  why: string,
  apply: (tx: EntityManager, job: Job) => void | Promise<void>,
): Promise<JobDetailDto> {
  const { em, actor: client, gateway, jobId } = options;
  const intents = await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    await apply(tx, job);
    const open = await closeOpenCardPayments(tx, job, why);
    await tx.flush();
    return open;
  });
  await cancelIntents(gateway, intents);
  return jobPage(em, client, jobId);
}
