// The copywriter's work, delivered for the first time or after a revision (docs/product.md "The job page,
// review and revisions", docs/decisions/0010): kept as the next round, and each delivery opens a 7-day review
// window that the queue closes by itself (review-window.ts).

import { reviewWindowEnd } from '../../../shared/domain/review-window.ts';
import { nextRoundBaseline } from '../../../shared/domain/round-baseline.ts';
import { roundReport } from '../../../shared/domain/round-report.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { JobDelivery } from '../../db/entities/job-delivery.ts';
import { AppError } from '../../errors.ts';
import { tellWorkDelivered } from '../marketplace-notices.ts';
import { readJobDto } from './get-job.ts';
import { latestDelivery, REVIEW_WINDOW_CHANNEL } from './review-window.ts';
import { applyTransition, type JobEventOptions, lockJob } from './transitions.ts';

export async function deliverWork(
  options: JobEventOptions & {
    result: string;
    now?: Date | undefined;
  },
): Promise<JobDto> {
  const { em, actor: copywriter, jobId, result, now = new Date() } = options;
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.copywriter?.id !== copywriter.id) throw new AppError('NOT_FOUND', 'Job not found');
    const previous = await latestDelivery(tx, job);
    const round = (previous?.round ?? 0) + 1;
    applyTransition(tx, job, 'submit_work', {
      actor: copywriter,
      detail: round > 1 ? `Revised version (round ${round})` : null,
      at: now,
    });
    // The report compares with the round before, or with the client's draft for the first (docs/decisions/0045).
    const report = roundReport(nextRoundBaseline(job.content, previous).text, result);
    tx.create(JobDelivery, { job, round, result, deliveredAt: now, report });
    // What older clients read: the latest delivery's text and time.
    job.result = result;
    job.completedAt = now;
    job.reviewWindowEndsAt = reviewWindowEnd(now);
    job.approvedAt = null;
    job.reviewTaskQueuedAt = null;
    await tx.flush();
    await tx.execute('select pg_notify(?, ?)', [REVIEW_WINDOW_CHANNEL, String(job.id)]);
    await tellWorkDelivered(tx, job, round - 1);
    return readJobDto(tx, copywriter, job.id);
  });
}
