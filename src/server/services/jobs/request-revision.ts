// The client sends a delivery back to the same copywriter, with no new payment: within its 7-day window, at
// most twice per job (docs/product.md "The job page, review and revisions"). Under the job's lock, so that of
// a revision request and an approval racing each other exactly one applies, and of many requests one is made.
import { MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { assertNoUnsettledDispute } from '../disputes/dispute-dto.ts';
import { tellRevisionRequested } from '../marketplace-notices.ts';
import { assertOwnJob, isApprovedCopywriter } from './access.ts';
import { jobPage } from './get-job.ts';
import { assertUnderReview, latestDelivery } from './review-window.ts';
import { applyTransition, assertCanApply, type JobEventOptions, lockJob } from './transitions.ts';

export async function requestRevision(
  options: JobEventOptions & {
    reason: string;
    now?: Date | undefined;
  },
): Promise<JobDetailDto> {
  const { em, actor: client, jobId, reason, now = new Date() } = options;
  await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    assertCanApply(job, 'request_revision');
    assertUnderReview(job, now);
    await assertNoUnsettledDispute(tx, job.id);
    if (job.revisionsRequested >= MAX_REVISIONS) {
      throw new AppError('INVALID_TRANSITION', `This job has had its ${MAX_REVISIONS} revisions`);
    }
    // Only the same copywriter revises, and only one who may still deliver (not rejected, not gone).
    if (
      !job.copywriter ||
      !(await isApprovedCopywriter(tx, await tx.findOneOrFail(User, job.copywriter.id)))
    ) {
      throw new AppError(
        'INVALID_TRANSITION',
        'The copywriter of this job can no longer make changes. Please approve the delivery or contact us.',
      );
    }
    const delivery = await latestDelivery(tx, job);
    if (!delivery) throw new AppError('INVALID_TRANSITION', 'There is no delivery to revise');
    delivery.revisionReason = reason;
    delivery.revisionRequestedAt = now;
    job.revisionsRequested += 1;
    job.reviewWindowEndsAt = null;
    applyTransition(tx, job, 'request_revision', { actor: client, detail: reason, at: now });
    await tx.flush();
    await tellRevisionRequested(tx, job, reason, job.revisionsRequested);
  });
  return jobPage(em, client, jobId);
}
