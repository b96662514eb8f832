// The one place a job's status changes: the shared transition table applied to a row locked for the
// length of the caller's transaction, so that two concurrent requests cannot apply one transition twice.
// Each applied event is written to the job's timeline in that same transaction, so that no transition can
// happen without its record, nor a record without its transition (docs/decisions/0003, 0010).
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobEventKind, TRANSITION_KINDS } from '../../../shared/domain/job-events.ts';
import { type JobEventName, nextStatus, refusalReason } from '../../../shared/domain/job-status.ts';
import { Job } from '../../db/entities/job.ts';
import { JobEvent } from '../../db/entities/job-event.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';

// Locks the job's row until the surrounding transaction ends; call inside em.transactional().
export async function lockJob(em: EntityManager, id: number): Promise<Job> {
  const job = await em.findOne(Job, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  return job;
}

// What every event of the job's life is given: the EntityManager of the request, who sets the event off, and
// the job. Each event's function takes these with its own fields in one options object.
export interface JobEventOptions {
  em: EntityManager;
  actor: User;
  jobId: number;
}

export interface Step {
  // Who did it: null for the system (a review window closing by itself) or a visitor without an account.
  actor: User | { id: number } | null;
  // A line for the timeline's reader (a price, a reason).
  detail?: string | null;
  // The copywriter the step is about (their quote, their payment, their work); other copywriters who may see
  // the job do not see it. By default the job's copywriter once the step is applied.
  copywriter?: { id: number } | null;
  at?: Date;
}

// Refuses, with the table's reason, an event that does not apply to the job as it stands.
export function assertCanApply(job: Job, event: JobEventName): void {
  if (!nextStatus(job.status, event)) {
    throw new AppError('INVALID_TRANSITION', refusalReason(event, job.status));
  }
}

export function applyTransition(em: EntityManager, job: Job, event: JobEventName, step: Step): void {
  const next = nextStatus(job.status, event);
  if (!next) throw new AppError('INVALID_TRANSITION', refusalReason(event, job.status));
  job.status = next;
  recordJobEvent(em, job, TRANSITION_KINDS[event], step);
}

function copywriterOf(job: Job | { id: number }): { id: number } | null {
  return job instanceof Job ? (job.copywriter ?? null) : null;
}

// A step of the job's life that changes no status (a submission, a failed or refunded payment, a rating).
// Written when the caller's transaction flushes.
export function recordJobEvent(em: EntityManager, job: Job | { id: number }, kind: JobEventKind, step: Step) {
  em.create(JobEvent, {
    job: job instanceof Job ? job : job.id,
    kind,
    actor: step.actor?.id ?? null,
    copywriter: (step.copywriter === undefined ? copywriterOf(job) : step.copywriter)?.id ?? null,
    detail: step.detail ?? null,
    createdAt: step.at ?? new Date(),
  });
}
