// The one place a job's status changes: the shared transition table applied to a row locked for the
// length of the caller's transaction, so that two concurrent requests cannot apply one transition twice.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobEvent, nextStatus, refusalReason } from '../../shared/domain/job-status.ts';
import { Job } from '../db/entities/job.ts';
import { AppError } from '../errors.ts';

// Locks the job's row until the surrounding transaction ends; call inside em.transactional().
export async function lockJob(em: EntityManager, id: number): Promise<Job> {
  const job = await em.findOne(Job, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  return job;
}

export function applyTransition(job: Job, event: JobEvent): void {
  const next = nextStatus(job.status, event);
  if (!next) throw new AppError('INVALID_TRANSITION', refusalReason(event));
  job.status = next;
}
