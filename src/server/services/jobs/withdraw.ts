// A job not yet paid leaves the marketplace for good (docs/decisions/0003 "Later: withdrawn"): by its client,
// or because its client deleted their account (account-deletion.ts applies the same event).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { User } from '../../db/entities/user.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { cancelIntents, closeOpenCardPayments } from '../payments/settlement.ts';
import { assertOwnJob } from './access.ts';
import { jobPage } from './get-job.ts';
import { applyTransition, lockJob } from './transitions.ts';

export async function withdrawJob(options: {
  em: EntityManager;
  actor: User;
  gateway: PaymentGateway;
  jobId: number;
}): Promise<JobDetailDto> {
  const { em, actor: client, gateway, jobId } = options;
  const intents = await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    applyTransition(tx, job, 'withdraw', { actor: client });
    const open = await closeOpenCardPayments(tx, job, 'Cancelled: the job was withdrawn');
    await tx.flush();
    return open;
  });
  await cancelIntents(gateway, intents);
  return jobPage(em, client, jobId);
}
