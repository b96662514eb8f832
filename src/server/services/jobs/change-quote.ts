// Until payment the client may go back to the quotes, every one of them as it was (accepting one keeps the
// others): the job forgets the accepted terms, and a card payment still open for them is cancelled. The admin's
// rejection of the chosen copywriter sends the client back the same way (admin-service.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { Job } from '../../db/entities/job.ts';
import type { User } from '../../db/entities/user.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { cancelIntents, closeOpenCardPayments } from '../payments/settlement.ts';
import { assertOwnJob } from './access.ts';
import { jobPage } from './get-job.ts';
import { applyTransition, lockJob, type Step } from './transitions.ts';

// On a job locked by the caller: answers the gateway intents to cancel after commit.
export async function backToQuotes(tx: EntityManager, job: Job, step: Step, why: string): Promise<string[]> {
  applyTransition(tx, job, 'change_quote', step);
  job.copywriter = null;
  job.estimatedHours = null;
  job.fixedPrice = null;
  job.quoteMessage = null;
  job.deliveryDate = null;
  return closeOpenCardPayments(tx, job, why);
}

export async function changeQuote(options: {
  em: EntityManager;
  actor: User;
  gateway: PaymentGateway;
  jobId: number;
}): Promise<JobDetailDto> {
  const { em, actor: client, gateway, jobId } = options;
  const intents = await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    const step = { actor: client, copywriter: job.copywriter ?? null };
    const open = await backToQuotes(tx, job, step, 'Cancelled: the client chose another quote');
    await tx.flush();
    return open;
  });
  await cancelIntents(gateway, intents);
  return jobPage(em, client, jobId);
}
