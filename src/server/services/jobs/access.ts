// Who may see a job (docs/product.md "Roles"): its client, an admin, the copywriter it is assigned
// to, and approved copywriters while it is open for quotes. Anyone else is told it does not exist.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isOpenForQuotes } from '../../../shared/domain/job-status.ts';
import { quoteOutcome } from '../../../shared/domain/quote-outcome.ts';
import { Job } from '../../db/entities/job.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';

export async function isApprovedCopywriter(em: EntityManager, user: User): Promise<boolean> {
  if (user.role !== 'copywriter') return false;
  // A plain statement: asked on every request of a copywriter's pages, where the ORM's query builder cost
  // several times the lookup itself (bench/available-jobs.ts, profiled).
  const [profile] = await em.execute<{ status: string }[]>(
    'select status from copywriter_profiles where user_id = ? limit 1',
    [user.id],
  );
  return profile?.status === 'approved';
}

export async function canSeeJob(em: EntityManager, viewer: User, job: Job): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  if (job.client?.id === viewer.id) return true;
  if (job.copywriter?.id === viewer.id) return true;
  return isOpenForQuotes(job.status) && (await isApprovedCopywriter(em, viewer));
}

export async function assertCanSeeJob(em: EntityManager, viewer: User, job: Job): Promise<void> {
  if (await canSeeJob(em, viewer, job)) return;
  // A writer who quoted on it knows the job exists: they learn why it is closed to them, never a not-found
  // (docs/decisions/0042-a-lost-quote-answers-why.md).
  if (viewer.role === 'copywriter' && (await em.count(Quote, { job: job.id, copywriter: viewer.id })) > 0) {
    const outcome = quoteOutcome({ status: job.status, copywriterId: job.copywriter?.id ?? null }, viewer.id);
    if (outcome === 'not_chosen') throw new AppError('QUOTE_NOT_CHOSEN', 'The client chose another writer');
    if (outcome === 'withdrawn') throw new AppError('JOB_WITHDRAWN', 'The client withdrew this job');
  }
  throw new AppError('NOT_FOUND', 'Job not found');
}

export function assertOwnJob(viewer: User, job: Job): void {
  if (job.client?.id !== viewer.id) throw new AppError('NOT_FOUND', 'Job not found');
}

// Quoting: a copywriter who may not see the job and has not quoted on it is told it does not exist, as any other
// call tells them; one who may see it (or has quoted on it) then learns why a quote is refused, if it is.
export async function assertCanQuoteOn(em: EntityManager, copywriter: User, jobId: number): Promise<void> {
  const job = await em.findOne(Job, { id: jobId });
  if (job && (await canSeeJob(em, copywriter, job))) return;
  if (job && (await em.count(Quote, { job: job.id, copywriter: copywriter.id })) > 0) return;
  throw new AppError('NOT_FOUND', 'Job not found');
}
