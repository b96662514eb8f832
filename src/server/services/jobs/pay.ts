// The job's side of a payment (docs/product.md "Money"). The payment services own the money: a card charged
// at once or through Stripe's webhook (payments/job-payment.ts, settlement.ts), prepaid hours
// (payments/prepaid-hours.ts); each checks and applies the job's step here, under the job's lock.
import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentEvent } from '../../../shared/domain/job-status.ts';
import type { Job } from '../../db/entities/job.ts';
import type { User } from '../../db/entities/user.ts';
import { applyTransition, assertCanApply } from './transitions.ts';

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
