// The client approves a delivery, closing its review window early (docs/product.md "The job page, review and
// revisions"); when the window ends, the queue's task approves it by itself (docs/decisions/0010).
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { Job } from '../../db/entities/job.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { assertNoUnsettledDispute, hasUnsettledDispute } from '../disputes/dispute-dto.ts';
import { tellDeliveryApproved } from '../marketplace-notices.ts';
import { bookEarning, type PayoutRules } from '../payouts/earnings.ts';
import { assertOwnJob } from './access.ts';
import { jobPage } from './get-job.ts';
import { latestDelivery } from './review-window.ts';
import { applyTransition, assertCanApply, type JobEventOptions, lockJob } from './transitions.ts';

// On a job locked by the caller; a null actor is the window closing by itself.
export async function approveLocked(
  em: EntityManager,
  job: Job,
  actor: User | null,
  now: Date,
  rules: PayoutRules,
  // A settled dispute approves the job after refunding this share of its price (docs/decisions/0041).
  settlement?: { refundPercent: number; detail: string },
): Promise<void> {
  job.approvedAt = now;
  applyTransition(em, job, 'approve', {
    actor,
    detail: settlement?.detail ?? (actor ? null : 'The 7-day review window closed'),
    at: now,
  });
  // The writer's share is earned at approval, in its transaction (docs/decisions/0039).
  await bookEarning(em, job, rules, now, settlement?.refundPercent ?? 0);
  await em.flush();
  const delivery = await latestDelivery(em, job);
  await tellDeliveryApproved(em, job, delivery?.round ?? 1);
}

export async function approveDelivery(
  options: JobEventOptions & {
    rules: PayoutRules;
    now?: Date | undefined;
  },
): Promise<JobDetailDto> {
  const { em, actor: client, jobId, rules, now = new Date() } = options;
  await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    assertCanApply(job, 'approve');
    if (job.approvedAt) throw new AppError('INVALID_TRANSITION', 'This delivery has already been approved');
    await assertNoUnsettledDispute(tx, job.id);
    await approveLocked(tx, job, client, now, rules);
  });
  return jobPage(em, client, jobId);
}

// The queue's task at the end of a window: approves the delivery if it is still waiting. Run twice, early, or
// after a revision reopened the job, it changes nothing; answers whether it approved.
export async function closeReviewWindow(
  em: EntityManager,
  jobId: number,
  rules: PayoutRules,
  now: Date = new Date(),
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const job = await tx.findOne(Job, { id: jobId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const endsAt = job?.reviewWindowEndsAt;
    if (job?.status !== 'completed' || job.approvedAt || !endsAt || endsAt > now) return false;
    // A dispute stops the window: only its settlement approves the job.
    if (await hasUnsettledDispute(tx, job.id)) return false;
    await approveLocked(tx, job, null, now, rules);
    return true;
  });
}

// Every window that has ended without its task having run (a backstop for the queue; see src/server/queue/review-window-tasks.ts).
export async function closeEndedReviewWindows(
  em: EntityManager,
  rules: PayoutRules,
  now: Date = new Date(),
): Promise<number> {
  const due = await em.execute<{ id: number }[]>(
    `select id from jobs where status = 'completed' and approved_at is null and review_window_ends_at <= ?
        and not exists (select 1 from job_disputes d where d.job_id = jobs.id)
      order by review_window_ends_at limit 500`,
    [now],
  );
  let closed = 0;
  for (const { id } of due) if (await closeReviewWindow(em.fork(), id, rules, now)) closed += 1;
  return closed;
}
