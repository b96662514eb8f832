// A client's dispute of a delivery, step by step (docs/decisions/0041): the client opens it while the review
// window is open; the copywriter accepts, offers another percentage or contests within 3 days; the client takes
// an offer or escalates it; silence past the 3 days escalates by itself (the queue's task); an admin settles
// what escalated. Every step holds the job's row lock, so that of racing steps exactly one applies. Anyone but
// the party whose step it is gets 404; a step out of turn gets 409.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isReviewOpen } from '../../../shared/domain/review-window.ts';
import {
  DISPUTE_ANSWER_DAYS,
  type OpenDispute,
  type RespondDispute,
} from '../../../shared/schemas/disputes.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { Job } from '../../db/entities/job.ts';
import { JobDispute } from '../../db/entities/job-dispute.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { recordAudit } from '../audit-log.ts';
import { tellDisputeEscalated, tellDisputeOffer, tellDisputeOpened } from '../dispute-notices.ts';
import { assertOwnJob } from '../jobs/access.ts';
import { jobPage } from '../jobs/get-job.ts';
import { lockJob, recordJobEvent } from '../jobs/transitions.ts';
import { clip } from '../payments/purchase.ts';
import type { PayoutRules } from '../payouts/earnings.ts';
import { settleLocked } from './settle-dispute.ts';

// Told at commit of every dispute whose deadline is new, so that the queue schedules its escalation at once
// (src/server/queue/dispute-tasks.ts).
export const DISPUTES_CHANNEL = 'disputes';

const DAY_MS = 86_400_000;
const answerBy = (now: Date) => new Date(now.getTime() + DISPUTE_ANSWER_DAYS * DAY_MS);

export interface DisputeStep {
  em: EntityManager;
  actor: User;
  jobId: number;
  gateway: PaymentGateway;
  rules: PayoutRules;
  now?: Date;
}

const wrongStep = (message: string) => new AppError('INVALID_TRANSITION', message);

async function lockedDispute(
  tx: EntityManager,
  jobId: number,
): Promise<{ job: Job; dispute: JobDispute | null }> {
  const job = await lockJob(tx, jobId);
  return { job, dispute: await tx.findOne(JobDispute, { job: job.id }) };
}

async function scheduleEscalation(tx: EntityManager, dispute: JobDispute): Promise<void> {
  dispute.escalationTaskQueuedAt = null;
  await tx.execute('select pg_notify(?, ?)', [DISPUTES_CHANNEL, String(dispute.job.id)]);
}

async function escalateLocked(
  tx: EntityManager,
  job: Job,
  dispute: JobDispute,
  actor: User | null,
  now: Date,
) {
  dispute.status = 'escalated';
  dispute.escalatedAt = now;
  recordJobEvent(tx, job, 'dispute_escalated', {
    actor,
    detail: actor ? null : `No answer within ${DISPUTE_ANSWER_DAYS} days`,
    at: now,
  });
  await tellDisputeEscalated(tx, job);
}

export async function openDispute(
  step: DisputeStep & { input: Omit<OpenDispute, 'id'> },
): Promise<JobDetailDto> {
  const { em, actor: client, jobId, input, now = new Date() } = step;
  await em.transactional(async (tx) => {
    const { job, dispute } = await lockedDispute(tx, jobId);
    assertOwnJob(client, job);
    if (dispute) throw wrongStep('This job already has a dispute');
    if (job.status !== 'completed' || job.approvedAt) {
      throw wrongStep('Only a delivery waiting for your approval can be disputed');
    }
    if (!isReviewOpen(job, now)) {
      throw wrongStep('The 7-day review window for this delivery has closed');
    }
    if (!job.copywriter) throw wrongStep('This delivery has no copywriter to answer a dispute');
    const opened = tx.create(JobDispute, {
      job,
      reason: input.reason,
      refundPercent: input.refundPercent,
      respondBy: answerBy(now),
      createdAt: now,
    });
    recordJobEvent(tx, job, 'dispute_opened', {
      actor: client,
      detail: clip(`${input.refundPercent}% asked back: ${input.reason}`),
      at: now,
    });
    await tx.flush();
    await scheduleEscalation(tx, opened);
    await tellDisputeOpened(tx, job, opened);
  });
  return jobPage(em, client, jobId);
}

export async function respondToDispute(
  step: DisputeStep & { input: Omit<RespondDispute, 'id'> },
): Promise<JobDetailDto> {
  const { em, actor: writer, jobId, input, gateway, rules, now = new Date() } = step;
  await em.transactional(async (tx) => {
    const { job, dispute } = await lockedDispute(tx, jobId);
    if (!dispute || job.copywriter?.id !== writer.id) throw new AppError('NOT_FOUND', 'Dispute not found');
    if (dispute.status !== 'open') throw wrongStep('This dispute has already been answered');
    dispute.writerMessage = input.message;
    if (input.action === 'accept') {
      await settleLocked(tx, gateway, rules, job, dispute, {
        percent: dispute.refundPercent,
        by: 'agreement',
        note: input.message,
        actor: writer,
      });
    } else if (input.action === 'offer') {
      const offer = input.refundPercent ?? 0;
      if (offer === dispute.refundPercent) {
        throw new AppError('VALIDATION_ERROR', 'That is what the client asked for: accept it instead');
      }
      dispute.status = 'offered';
      dispute.offerPercent = offer;
      dispute.respondBy = answerBy(now);
      recordJobEvent(tx, job, 'dispute_offered', {
        actor: writer,
        detail: clip(`${offer}% offered: ${input.message}`),
        at: now,
      });
      await tx.flush();
      await scheduleEscalation(tx, dispute);
      await tellDisputeOffer(tx, job, dispute);
    } else {
      await escalateLocked(tx, job, dispute, writer, now);
    }
    await tx.flush();
  });
  return jobPage(em, writer, jobId);
}

/** The client takes the copywriter's offer, or turns it down and asks an admin to decide. */
export async function answerOffer(step: DisputeStep & { take: boolean }): Promise<JobDetailDto> {
  const { em, actor: client, jobId, take, gateway, rules, now = new Date() } = step;
  await em.transactional(async (tx) => {
    const { job, dispute } = await lockedDispute(tx, jobId);
    assertOwnJob(client, job);
    if (!dispute) throw new AppError('NOT_FOUND', 'Dispute not found');
    if (dispute.status !== 'offered') {
      throw wrongStep(
        dispute.status === 'open' ? 'Your copywriter has not answered yet' : 'This offer is no longer open',
      );
    }
    if (take) {
      await settleLocked(tx, gateway, rules, job, dispute, {
        percent: dispute.offerPercent ?? 0,
        by: 'agreement',
        note: dispute.writerMessage ?? null,
        actor: client,
      });
    } else {
      await escalateLocked(tx, job, dispute, client, now);
    }
    await tx.flush();
  });
  return jobPage(em, client, jobId);
}

/** The queue's task at a dispute's deadline: escalates it if its party still has not answered. */
export async function escalateIfDue(
  em: EntityManager,
  jobId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const { job, dispute } = await lockedDispute(tx, jobId);
    if (!dispute || (dispute.status !== 'open' && dispute.status !== 'offered') || dispute.respondBy > now) {
      return false;
    }
    await escalateLocked(tx, job, dispute, null, now);
    await tx.flush();
    return true;
  });
}

// Every dispute past its deadline and not escalated (a backstop for the queue's tasks).
export async function escalateDueDisputes(em: EntityManager, now: Date = new Date()): Promise<number> {
  const due = await em.find(
    JobDispute,
    { status: { $in: ['open', 'offered'] }, respondBy: { $lte: now } },
    { fields: ['job'], limit: 500, orderBy: { respondBy: 'asc' } },
  );
  let escalated = 0;
  for (const dispute of due) if (await escalateIfDue(em.fork(), dispute.job.id, now)) escalated += 1;
  return escalated;
}

/** The admin settles an escalated dispute at the percentage they decide. */
export async function resolveDispute(
  step: DisputeStep & { percent: number; note: string },
): Promise<JobDetailDto> {
  const { em, actor: admin, jobId, gateway, rules, percent, note } = step;
  await em.transactional(async (tx) => {
    const { job, dispute } = await lockedDispute(tx, jobId);
    if (!dispute) throw new AppError('NOT_FOUND', 'Dispute not found');
    if (dispute.status !== 'escalated') {
      throw wrongStep(
        dispute.status === 'resolved'
          ? 'This dispute has already been settled'
          : 'This dispute has not escalated',
      );
    }
    await settleLocked(tx, gateway, rules, job, dispute, { percent, by: 'admin', note, actor: admin });
    recordAudit(tx, {
      action: 'dispute.resolved',
      actor: admin,
      subject: job.client ?? null,
      target: { type: 'job', id: job.id },
      detail: clip(`Settled at ${percent}%: ${note}`),
    });
    await tx.flush();
  });
  return jobPage(em, admin, jobId);
}
