import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_ANONYMOUS_JOBS } from '../../shared/constants.ts';
import { wordCount } from '../../shared/domain/text.ts';
import type { JobDetailDto, JobDto } from '../../shared/schemas/jobs.ts';
import { Feedback } from '../db/entities/feedback.ts';
import { Job } from '../db/entities/job.ts';
import { JobEvent } from '../db/entities/job-event.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import type { Session } from '../http/session.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { assertOwnJob } from './job-access.ts';
import { JOB_POPULATE, toOneJobDto } from './job-dto.ts';
import { jobPage } from './job-page.ts';
import { applyTransition, assertCanApply, lockJob, recordJobEvent } from './job-transitions.ts';
import { tellInvited, tellRated } from './marketplace-notices.ts';
import { cancelIntents, closeOpenCardPayments } from './payments/settlement.ts';
import { type JobListQuery, jobListPage } from './read-models/job-lists.ts';
import type { Page } from './read-models/page.ts';
import type { RequestScope } from './request-scope.ts';
import { enforceThrottle, refuseTooMany, secondsUntilFree, THROTTLES } from './throttle.ts';
import { invitableWriter } from './writer-profile.ts';

export interface Submission {
  contentTopic: string;
  aiContent: string;
  serviceType: Job['serviceType'];
  writingStyle: string;
  extraNotes?: string | undefined;
  deadline?: string | null | undefined;
  invitedCopywriterId?: number | null | undefined;
}

// A visitor's job waits in their session; a signed-in client's is theirs at once.
export async function submitJob(
  ctx: Pick<RequestScope, 'em' | 'session' | 'ip'>,
  viewer: User | null,
  input: Submission,
): Promise<JobDto> {
  const { em, session } = ctx;
  if (viewer && viewer.role !== 'client') throw new AppError('FORBIDDEN', 'Only clients can submit content');
  const invited = input.invitedCopywriterId ? await invitableWriter(em, input.invitedCopywriterId) : null;
  const recent = viewer ? [] : await throttleAnonymousSubmission(ctx);
  const job = await em.transactional(async (tx) => {
    const created = tx.create(Job, {
      client: viewer,
      title: input.contentTopic,
      content: input.aiContent,
      serviceType: input.serviceType,
      writingStyle: input.writingStyle,
      extraNotes: input.extraNotes || null,
      deadline: input.deadline ? new Date(input.deadline) : null,
      // The server counts; a client's own count is never trusted (docs/product.md "Submitting a job").
      wordCount: wordCount(input.aiContent),
      status: 'quote',
      invitedCopywriter: invited,
    });
    recordJobEvent(tx, created, 'submitted', { actor: viewer, copywriter: null });
    await tx.flush();
    // A job is open for quotes from its submission on, a visitor's too, so the invited writer hears now.
    if (invited) await tellInvited(tx, created, invited);
    return created;
  });
  if (!viewer) {
    session.anonymousJobIds = [...(session.anonymousJobIds ?? []), job.id].slice(-MAX_ANONYMOUS_JOBS);
    session.anonymousSubmittedAt = [...recent, Date.now()];
    await session.save();
  }
  return toOneJobDto(em, job, viewer ?? undefined);
}

const ANONYMOUS_LIMIT_MESSAGE =
  'You have submitted a lot of content without an account. Please sign up or log in to submit more.';

// A visitor submits at most 10 jobs an hour in one session, and 30 from one address (docs/product.md "Limits");
// answers the session's submissions still inside the hour.
async function throttleAnonymousSubmission(
  ctx: Pick<RequestScope, 'em' | 'session' | 'ip'>,
): Promise<number[]> {
  const rule = THROTTLES.anonymousJobsBySession;
  const recent = (ctx.session.anonymousSubmittedAt ?? []).filter((at) => at > Date.now() - rule.windowMs);
  if (recent.length >= rule.limit) {
    refuseTooMany(secondsUntilFree(new Date(Math.min(...recent)), rule.windowMs), ANONYMOUS_LIMIT_MESSAGE);
  }
  await enforceThrottle(ctx.em, THROTTLES.anonymousJobsByAddress, ctx.ip, ANONYMOUS_LIMIT_MESSAGE);
  return recent;
}

// At signup or login: the visitor's submissions from this session become the client's, and so does their
// submission on each job's timeline.
export async function attachAnonymousJobs(em: EntityManager, session: Session, user: User): Promise<void> {
  const ids = session.anonymousJobIds ?? [];
  delete session.anonymousJobIds;
  if (ids.length === 0 || user.role !== 'client') return;
  const attached = await em.execute<{ id: number }[]>(
    `update jobs set client_id = ? where id in (${ids.map(() => '?').join(', ')}) and client_id is null
      returning id`,
    [user.id, ...ids],
  );
  if (attached.length === 0) return;
  await em.nativeUpdate(
    JobEvent,
    { job: { $in: attached.map((row) => row.id) }, kind: 'submitted', actor: null },
    { actor: user.id },
  );
}

// GET /api/jobs: the client's jobs, or every job for an admin, newest first or by due date, a page at a time.
export async function listJobs(
  em: EntityManager,
  viewer: User,
  query: JobListQuery = {},
): Promise<Page<JobDto>> {
  if (viewer.role === 'copywriter') {
    throw new AppError('FORBIDDEN', 'Copywriters find their jobs on the copywriter dashboard');
  }
  return jobListPage(em, viewer.role === 'admin' ? 'admin' : 'client', viewer, query);
}

// True when the client has a job whose quote was accepted and is not yet paid (docs/product.md "Submitting
// a job").
export async function hasPendingJob(em: EntityManager, viewer: User): Promise<boolean> {
  return (await em.count(Job, { client: viewer.id, status: 'unpaid' })) > 0;
}

export async function rateJob(
  em: EntityManager,
  viewer: User,
  id: number,
  rating: number,
  review: string | null = null,
): Promise<JobDto> {
  return em.transactional(async (tx) => {
    // Locked, so that two concurrent ratings cannot both land.
    const job = await lockJob(tx, id);
    assertOwnJob(viewer, job);
    assertCanApply(job, 'rate');
    if (job.rating !== null && job.rating !== undefined) {
      throw new AppError('CONFLICT', 'This job has already been rated');
    }
    job.rating = rating;
    job.review = review;
    job.ratedAt = new Date();
    applyTransition(tx, job, 'rate', { actor: viewer, detail: `${rating}/5`, at: job.ratedAt });
    await tx.flush();
    await tellRated(tx, job);
    await tx.populate(job, JOB_POPULATE);
    return toOneJobDto(tx, job, viewer);
  });
}

// Until payment the client may go back to the quotes, every one of them as it was (accepting one keeps the
// others): the job forgets the accepted terms, and a card payment still open for them is cancelled.
export async function changeQuote(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  jobId: number,
): Promise<JobDetailDto> {
  const intents = await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    const previous = job.copywriter ?? null;
    applyTransition(tx, job, 'change_quote', { actor: client, copywriter: previous });
    forgetAcceptedTerms(job);
    const open = await closeOpenCardPayments(tx, job, 'Cancelled: the client chose another quote');
    await tx.flush();
    return open;
  });
  await cancelIntents(gateway, intents);
  return jobPage(em, client, jobId);
}

export function forgetAcceptedTerms(job: Job): void {
  job.copywriter = null;
  job.estimatedHours = null;
  job.fixedPrice = null;
  job.quoteMessage = null;
  job.deliveryDate = null;
}

// POST /api/client/jobs/{id}/withdraw: a job not yet paid leaves the marketplace for good.
export async function withdrawJob(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  jobId: number,
): Promise<JobDetailDto> {
  const intents = await em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    applyTransition(tx, job, 'withdraw', { actor: client });
    const open = await closeOpenCardPayments(tx, job, 'Cancelled: the job was withdrawn');
    await tx.flush();
    return open;
  });
  await cancelIntents(gateway, intents);
  return jobPage(em, client, jobId);
}

export async function submitFeedback(em: EntityManager, viewer: User, content: string): Promise<void> {
  em.create(Feedback, { user: viewer, content });
  await em.flush();
}
