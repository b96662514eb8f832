import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentEvent } from '../../shared/domain/job-status.ts';
import { priceGbp, toPence } from '../../shared/domain/pricing.ts';
import type { JobDto } from '../../shared/schemas/jobs.ts';
import { Job } from '../db/entities/job.ts';
import { Payment } from '../db/entities/payment.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { assertOwnJob } from './job-access.ts';
import { toJobDto } from './job-dto.ts';
import { JOB_POPULATE } from './job-service.ts';
import { applyTransition, lockJob } from './job-transitions.ts';

export interface JobPaymentResult {
  job: JobDto;
  payment: { id: number; amountPence: number; cardLast4: string | null };
}

// The amount is the server's own price of the agreed terms; the payload's is only checked against it.
function agreedPricePence(job: Job): number {
  const price = priceGbp({ estimatedHours: job.estimatedHours ?? null, fixedPrice: job.fixedPrice ?? null });
  if (price === null) throw new AppError('VALIDATION_ERROR', 'No price has been set for this job');
  return toPence(price);
}

// Charges a job once: the job's row stays locked from the status check to the transition, so that
// concurrent requests wait and then find the job already paid. A decline is recorded and leaves the job
// as it was.
export async function payJob(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  input: { jobId: number; amount: number; card?: { number: string } | undefined },
): Promise<JobPaymentResult> {
  const outcome = await em.transactional(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    assertOwnJob(client, job);
    if (job.status !== 'unpaid') {
      throw new AppError(
        'INVALID_TRANSITION',
        job.status === 'offer_made' || job.status === 'quote'
          ? 'Accept a quote before paying'
          : 'This job has already been paid',
      );
    }
    const amountPence = agreedPricePence(job);
    if (input.amount !== amountPence) {
      throw new AppError(
        'AMOUNT_MISMATCH',
        `The amount does not match the agreed price of £${(amountPence / 100).toFixed(2)}`,
      );
    }
    const charge = await gateway.charge({
      amountPence,
      currency: 'gbp',
      purpose: `job:${job.id}`,
      customerId: client.id,
      card: input.card,
    });
    const payment = tx.create(Payment, {
      client,
      job,
      amountPence,
      gateway: gateway.name,
      reference: charge.reference,
      status: charge.status === 'succeeded' ? 'succeeded' : 'failed',
      cardLast4: charge.cardLast4,
      failureMessage: charge.status === 'declined' ? charge.message : null,
    });
    if (charge.status === 'succeeded') applyTransition(job, paymentEvent(Boolean(job.copywriter)));
    await tx.flush();
    return { job, payment, declined: charge.status === 'declined' ? charge.message : undefined };
  });

  // Thrown after the commit, so that the declined attempt stays on record.
  if (outcome.declined) throw new AppError('PAYMENT_DECLINED', outcome.declined);
  await em.populate(outcome.job, JOB_POPULATE);
  return {
    job: toJobDto(outcome.job, client),
    payment: {
      id: outcome.payment.id,
      amountPence: outcome.payment.amountPence,
      cardLast4: outcome.payment.cardLast4 ?? null,
    },
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
