import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_ANONYMOUS_JOBS } from '../../shared/constants.ts';
import { wordCount } from '../../shared/domain/text.ts';
import type { JobDto } from '../../shared/schemas/jobs.ts';
import { Feedback } from '../db/entities/feedback.ts';
import { Job } from '../db/entities/job.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import type { Context, Session } from '../trpc/context.ts';
import { assertCanSeeJob, assertOwnJob } from './job-access.ts';
import { toJobDto } from './job-dto.ts';
import { lockJob } from './job-transitions.ts';
import { tellRated } from './marketplace-notices.ts';
import { enforceThrottle, refuseTooMany, secondsUntilFree, THROTTLES } from './throttle.ts';

// What a list needs in the same round trips whatever its length: the quotes with their copywriters,
// the job's copywriter and client (no query per row).
export const JOB_POPULATE = ['quotes', 'quotes.copywriter', 'copywriter', 'client'] as const;

export interface Submission {
  contentTopic: string;
  aiContent: string;
  serviceType: Job['serviceType'];
  writingStyle: string;
  extraNotes?: string | undefined;
}

// A visitor's job waits in their session; a signed-in client's is theirs at once.
export async function submitJob(
  ctx: Pick<Context, 'em' | 'session' | 'ip' | 'setHeader'>,
  viewer: User | null,
  input: Submission,
): Promise<JobDto> {
  const { em, session } = ctx;
  if (viewer && viewer.role !== 'client') throw new AppError('FORBIDDEN', 'Only clients can submit content');
  const recent = viewer ? [] : await throttleAnonymousSubmission(ctx);
  const job = em.create(Job, {
    client: viewer,
    title: input.contentTopic,
    content: input.aiContent,
    serviceType: input.serviceType,
    writingStyle: input.writingStyle,
    extraNotes: input.extraNotes || null,
    // The server counts; a client's own count is never trusted (DECISIONS.md).
    wordCount: wordCount(input.aiContent),
    status: 'quote',
  });
  await em.flush();
  if (!viewer) {
    session.anonymousJobIds = [...(session.anonymousJobIds ?? []), job.id].slice(-MAX_ANONYMOUS_JOBS);
    session.anonymousSubmittedAt = [...recent, Date.now()];
    await session.save();
  }
  return toJobDto(job, viewer ?? undefined);
}

const ANONYMOUS_LIMIT_MESSAGE =
  'You have submitted a lot of content without an account. Please sign up or log in to submit more.';

// A visitor submits at most 10 jobs an hour in one session, and 30 from one address (docs/product.md "Limits");
// answers the session's submissions still inside the hour.
async function throttleAnonymousSubmission(
  ctx: Pick<Context, 'em' | 'session' | 'setHeader' | 'ip'>,
): Promise<number[]> {
  const rule = THROTTLES.anonymousJobsBySession;
  const recent = (ctx.session.anonymousSubmittedAt ?? []).filter((at) => at > Date.now() - rule.windowMs);
  if (recent.length >= rule.limit) {
    refuseTooMany(
      ctx,
      secondsUntilFree(new Date(Math.min(...recent)), rule.windowMs),
      ANONYMOUS_LIMIT_MESSAGE,
    );
  }
  await enforceThrottle(ctx, THROTTLES.anonymousJobsByAddress, ctx.ip, ANONYMOUS_LIMIT_MESSAGE);
  return recent;
}

// At signup or login: the visitor's submissions from this session become the client's.
export async function attachAnonymousJobs(em: EntityManager, session: Session, user: User): Promise<void> {
  const ids = session.anonymousJobIds ?? [];
  delete session.anonymousJobIds;
  if (ids.length === 0 || user.role !== 'client') return;
  await em.nativeUpdate(Job, { id: { $in: ids }, client: null }, { client: user.id });
}

export async function listJobs(em: EntityManager, viewer: User): Promise<JobDto[]> {
  if (viewer.role === 'copywriter') {
    throw new AppError('FORBIDDEN', 'Copywriters find their jobs on the copywriter dashboard');
  }
  const where = viewer.role === 'admin' ? {} : { client: viewer.id };
  const jobs = await em.find(Job, where, {
    populate: JOB_POPULATE,
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  return jobs.map((job) => toJobDto(job, viewer));
}

export async function getJob(em: EntityManager, viewer: User, id: number): Promise<JobDto> {
  const job = await em.findOne(Job, { id }, { populate: JOB_POPULATE });
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  await assertCanSeeJob(em, viewer, job);
  return toJobDto(job, viewer);
}

// DECISIONS.md: true when the client has a job whose quote was accepted and is not yet paid.
export async function hasPendingJob(em: EntityManager, viewer: User): Promise<boolean> {
  return (await em.count(Job, { client: viewer.id, status: 'unpaid' })) > 0;
}

export async function rateJob(em: EntityManager, viewer: User, id: number, rating: number): Promise<JobDto> {
  return em.transactional(async (tx) => {
    // Locked, so that two concurrent ratings cannot both land.
    const job = await lockJob(tx, id);
    assertOwnJob(viewer, job);
    if (job.status !== 'completed')
      throw new AppError('INVALID_TRANSITION', 'Only a completed job can be rated');
    if (job.rating !== null && job.rating !== undefined) {
      throw new AppError('CONFLICT', 'This job has already been rated');
    }
    job.rating = rating;
    await tellRated(tx, job);
    await tx.populate(job, JOB_POPULATE);
    return toJobDto(job, viewer);
  });
}

export async function submitFeedback(em: EntityManager, viewer: User, content: string): Promise<void> {
  em.create(Feedback, { user: viewer, content });
  await em.flush();
}
