// Who hears of each step of a dispute (docs/decisions/0041): the party whose turn it is, both parties and the
// admins once it escalates, both parties when it is settled. Each runs inside the transaction of the step.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from '../db/entities/job.ts';
import type { JobDispute } from '../db/entities/job-dispute.ts';
import { User } from '../db/entities/user.ts';
import { notify, notifyAdmins } from './notify.ts';
import { recordJobWebhook } from './webhook-events.ts';

async function party(em: EntityManager, ref: { id: number } | null | undefined): Promise<User | null> {
  return ref ? em.findOne(User, { id: ref.id }) : null;
}

const jobRef = (job: Job) => ({ jobId: job.id, jobTitle: job.title });

export async function tellDisputeOpened(em: EntityManager, job: Job, dispute: JobDispute): Promise<void> {
  await recordJobWebhook(em, job, 'job.disputed', {
    eventKey: `dispute:${dispute.id}`,
    data: { disputeId: dispute.id },
  });
  const writer = await party(em, job.copywriter);
  if (!writer) return;
  await notify(em, {
    to: writer,
    eventKey: `dispute-opened:${job.id}`,
    message: {
      kind: 'dispute_opened',
      ...jobRef(job),
      refundPercent: dispute.refundPercent,
      reason: dispute.reason,
      respondBy: dispute.respondBy.toISOString(),
    },
  });
}

export async function tellDisputeOffer(em: EntityManager, job: Job, dispute: JobDispute): Promise<void> {
  const client = await party(em, job.client);
  if (!client) return;
  await notify(em, {
    to: client,
    eventKey: `dispute-offer:${job.id}`,
    message: {
      kind: 'dispute_offer',
      ...jobRef(job),
      offerPercent: dispute.offerPercent ?? 0,
      message: dispute.writerMessage ?? '',
      respondBy: dispute.respondBy.toISOString(),
    },
  });
}

export async function tellDisputeEscalated(em: EntityManager, job: Job): Promise<void> {
  for (const [ref, audience] of [
    [job.client, 'client'],
    [job.copywriter, 'copywriter'],
  ] as const) {
    const to = await party(em, ref);
    if (to) {
      await notify(em, {
        to,
        eventKey: `dispute-escalated:${job.id}`,
        message: { kind: 'dispute_escalated', ...jobRef(job), audience },
      });
    }
  }
  await notifyAdmins(
    em,
    { kind: 'dispute_escalated', ...jobRef(job), audience: 'admin' },
    `dispute-escalated:${job.id}`,
  );
}

export async function tellDisputeResolved(em: EntityManager, job: Job, dispute: JobDispute): Promise<void> {
  for (const ref of [job.client, job.copywriter]) {
    const to = await party(em, ref);
    if (!to) continue;
    await notify(em, {
      to,
      eventKey: `dispute-resolved:${job.id}`,
      message: {
        kind: 'dispute_resolved',
        ...jobRef(job),
        refundPercent: dispute.resolvedPercent ?? 0,
        note: dispute.resolutionNote ?? null,
        by: dispute.resolvedBy === 'admin' ? 'admin' : 'agreement',
      },
    });
  }
}
