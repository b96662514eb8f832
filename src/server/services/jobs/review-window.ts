// A delivery's 7-day review window (docs/decisions/0010): the delivery under review and whether its window is
// still open. Time is a parameter, so that tests move the clock rather than wait.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isReviewOpen } from '../../../shared/domain/review-window.ts';
import type { Job } from '../../db/entities/job.ts';
import { JobDelivery } from '../../db/entities/job-delivery.ts';
import { AppError } from '../../errors.ts';

// Told at commit of every delivery, so that the queue schedules the window's closing at once (src/server/queue/review-window-tasks.ts).
export const REVIEW_WINDOW_CHANNEL = 'review_windows';

export async function latestDelivery(em: EntityManager, job: Job): Promise<JobDelivery | null> {
  return em.findOne(JobDelivery, { job: job.id }, { orderBy: { round: 'desc' } });
}

export function assertUnderReview(job: Job, now: Date): void {
  if (job.approvedAt) throw new AppError('INVALID_TRANSITION', 'This delivery has already been approved');
  if (!isReviewOpen(job, now)) {
    throw new AppError('INVALID_TRANSITION', 'The 7-day review window for this delivery has closed');
  }
}
