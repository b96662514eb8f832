// What the job page says of a dispute (docs/decisions/0041): the client's ask, the writer's answer, by when
// the party whose turn it is must answer, and the settlement.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DisputeDto } from '../../../shared/schemas/disputes.ts';
import { JobDispute } from '../../db/entities/job-dispute.ts';
import { AppError } from '../../errors.ts';

export function toDisputeDto(dispute: JobDispute): DisputeDto {
  return {
    status: dispute.status,
    reason: dispute.reason,
    refundPercent: dispute.refundPercent,
    offerPercent: dispute.offerPercent ?? null,
    writerMessage: dispute.writerMessage ?? null,
    respondBy: dispute.respondBy.toISOString(),
    resolution:
      dispute.status === 'resolved' && dispute.resolvedAt
        ? {
            refundPercent: dispute.resolvedPercent ?? 0,
            note: dispute.resolutionNote ?? '',
            by: dispute.resolvedBy === 'admin' ? 'admin' : 'agreement',
            at: dispute.resolvedAt.toISOString(),
          }
        : null,
  };
}

export async function disputeOf(em: EntityManager, jobId: number): Promise<DisputeDto | null> {
  const dispute = await em.findOne(JobDispute, { job: jobId });
  return dispute ? toDisputeDto(dispute) : null;
}

/** Approval and revisions wait while a dispute holds the job: its settlement decides. */
export async function assertNoUnsettledDispute(em: EntityManager, jobId: number): Promise<void> {
  if (await hasUnsettledDispute(em, jobId)) {
    throw new AppError(
      'INVALID_TRANSITION',
      'This delivery is in dispute: the dispute’s settlement decides it',
    );
  }
}

/** Whether a dispute holds the job: open, offered or escalated, not yet settled. */
export async function hasUnsettledDispute(em: EntityManager, jobId: number): Promise<boolean> {
  return (await em.count(JobDispute, { job: jobId, status: { $ne: 'resolved' } })) > 0;
}
