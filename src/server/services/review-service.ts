// The review of a delivery (docs/product.md "The job page, review and revisions", docs/decisions/0010): each
// delivery opens a 7-day window in which the job's client may send the work back to the same copywriter (at
// most twice per job, no new payment) or approve it; when the window ends, the queue approves it by itself.
// Every step takes the job's row lock, so that of a revision request and an approval racing each other exactly
// one applies, and however many requests for a revision arrive together, one revision is made.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isReviewOpen, MAX_REVISIONS, reviewWindowEnd } from '../../shared/domain/review-window.ts';
import type { JobDetailDto } from '../../shared/schemas/jobs.ts';
import { Job } from '../db/entities/job.ts';
import { JobDelivery } from '../db/entities/job-delivery.ts';
import { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { assertOwnJob, isApprovedCopywriter } from './job-access.ts';
import { jobPage } from './job-page.ts';
import { applyTransition, assertCanApply, lockJob } from './job-transitions.ts';
import { tellDeliveryApproved, tellRevisionRequested, tellWorkDelivered } from './marketplace-notices.ts';

// Told at commit of every delivery, so that the queue schedules the window's closing at once
// (queue/review-window-tasks.ts).
export const REVIEW_WINDOW_CHANNEL = 'review_windows';

async function latestDelivery(em: EntityManager, job: Job): Promise<JobDelivery | null> {
  return em.findOne(JobDelivery, { job: job.id }, { orderBy: { round: 'desc' } });
}

// The copywriter's work, delivered for the first time or after a revision: kept as the next round, and the
// job's result and completedAt (what older clients read) are the latest delivery's. Called under the job's lock.
export async function recordDelivery(
  em: EntityManager,
  job: Job,
  copywriter: User,
  result: string,
  now: Date,
): Promise<void> {
  const previous = await latestDelivery(em, job);
  const round = (previous?.round ?? 0) + 1;
  applyTransition(em, job, 'submit_work', {
    actor: copywriter,
    detail: round > 1 ? `Revised version (round ${round})` : null,
    at: now,
  });
  em.create(JobDelivery, { job, round, result, deliveredAt: now });
  job.result = result;
  job.completedAt = now;
  job.reviewWindowEndsAt = reviewWindowEnd(now);
  job.approvedAt = null;
  job.reviewTaskQueuedAt = null;
  await em.flush();
  await em.execute('select pg_notify(?, ?)', [REVIEW_WINDOW_CHANNEL, String(job.id)]);
  await tellWorkDelivered(em, job, round - 1);
}

function assertUnderReview(job: Job, now: Date): void {
  if (job.approvedAt) throw new AppError('INVALID_TRANSITION', 'This delivery has already been approved');
  if (!isReviewOpen(job, now)) {
    throw new AppError('INVALID_TRANSITION', 'The 7-day review window for this delivery has closed');
  }
}

// POST /api/jobs/{id}/request-revision: back to the same copywriter, with no new payment.
export async function requestRevision(
  em: EntityManager,
  client: User,
  jobId: number,
  reason: string,
  now: Date = new Date(),
): Promise<JobDetailDto> {
  await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    assertCanApply(job, 'request_revision');
    assertUnderReview(job, now);
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

async function approveLocked(em: EntityManager, job: Job, actor: User | null, now: Date): Promise<void> {
  job.approvedAt = now;
  applyTransition(em, job, 'approve', {
    actor,
    detail: actor ? null : 'The 7-day review window closed',
    at: now,
  });
  await em.flush();
  const delivery = await latestDelivery(em, job);
  await tellDeliveryApproved(em, job, delivery?.round ?? 1);
}

// POST /api/jobs/{id}/approve: the client closes the window early.
export async function approveDelivery(
  em: EntityManager,
  client: User,
  jobId: number,
  now: Date = new Date(),
): Promise<JobDetailDto> {
  await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    assertCanApply(job, 'approve');
    if (job.approvedAt) throw new AppError('INVALID_TRANSITION', 'This delivery has already been approved');
    await approveLocked(tx, job, client, now);
  });
  return jobPage(em, client, jobId);
}

// The queue's task at the end of a window: approves the delivery if it is still waiting. Run twice, early, or
// after a revision reopened the job, it changes nothing; answers whether it approved.
export async function closeReviewWindow(
  em: EntityManager,
  jobId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const job = await tx.findOne(Job, { id: jobId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const endsAt = job?.reviewWindowEndsAt;
    if (job?.status !== 'completed' || job.approvedAt || !endsAt || endsAt > now) return false;
    await approveLocked(tx, job, null, now);
    return true;
  });
}

// Every window that has ended without its task having run (a backstop for the queue; see
// queue/review-window-tasks.ts).
export async function closeEndedReviewWindows(em: EntityManager, now: Date = new Date()): Promise<number> {
  const due = await em.execute<{ id: number }[]>(
    `select id from jobs where status = 'completed' and approved_at is null and review_window_ends_at <= ?
      order by review_window_ends_at limit 500`,
    [now],
  );
  let closed = 0;
  for (const { id } of due) if (await closeReviewWindow(em.fork(), id, now)) closed += 1;
  return closed;
}
