// Who hears of a copywriter's money moving, and what they are told (docs/decisions/0039). Each function runs
// inside the transaction of the step, after its change is made.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../db/entities/job.ts';
import type { Payout } from '../db/entities/payout.ts';
import { User } from '../db/entities/user.ts';
import { notify } from './notify.ts';

export async function tellEarningAvailable(
  em: EntityManager,
  writer: User,
  jobId: number,
  netPence: number,
): Promise<void> {
  const job = await em.findOneOrFail(Job, { id: jobId }, { fields: ['title'] });
  await notify(em, {
    to: writer,
    eventKey: `earning-available:${jobId}`,
    message: { kind: 'earning_available', jobId, jobTitle: job.title, netPence },
  });
}

export async function tellPayoutSent(em: EntityManager, payout: Payout): Promise<void> {
  const writer = await em.findOneOrFail(User, { id: payout.writer.id });
  await notify(em, {
    to: writer,
    eventKey: `payout-sent:${payout.id}`,
    message: { kind: 'payout_sent', payoutId: payout.id, amountPence: payout.amountPence },
  });
}

export async function tellPayoutFailed(em: EntityManager, payout: Payout): Promise<void> {
  const writer = await em.findOneOrFail(User, { id: payout.writer.id });
  await notify(em, {
    to: writer,
    eventKey: `payout-failed:${payout.id}`,
    message: {
      kind: 'payout_failed',
      payoutId: payout.id,
      amountPence: payout.amountPence,
      reason: payout.failureMessage ?? 'The payment provider refused the transfer',
    },
  });
}
