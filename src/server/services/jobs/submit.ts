// The job's first step: a submission, by a visitor (the job waits in their session until they sign up or log
// in) or by a signed-in client (docs/product.md "Submitting a job").
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_ANONYMOUS_JOBS } from '../../../shared/constants.ts';
import { wordCount } from '../../../shared/domain/text.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { Job } from '../../db/entities/job.ts';
import { JobEvent } from '../../db/entities/job-event.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { Session } from '../../http/session.ts';
import { tellInvited } from '../marketplace-notices.ts';
import type { RequestScope } from '../request-scope.ts';
import { enforceThrottle, refuseTooMany, secondsUntilFree, THROTTLES } from '../throttle.ts';
import { invitableWriter } from '../writer-profile.ts';
import { readJobDto } from './get-job.ts';
import { recordJobEvent } from './transitions.ts';

export interface Submission {
  contentTopic: string;
  aiContent: string;
  serviceType: Job['serviceType'];
  writingStyle: string;
  extraNotes?: string | undefined;
  deadline?: string | null | undefined;
  invitedCopywriterId?: number | null | undefined;
}

type SubmitOptions = Pick<RequestScope, 'em' | 'session' | 'ip'> & {
  // Null for a visitor without an account.
  actor: User | null;
  submission: Submission;
};

// A visitor's job waits in their session; a signed-in client's is theirs at once.
export async function submitJob(options: SubmitOptions): Promise<JobDto> {
  const { em, session, actor, submission: input } = options;
  if (actor && actor.role !== 'client') throw new AppError('FORBIDDEN', 'Only clients can submit content');
  const invited = input.invitedCopywriterId ? await invitableWriter(em, input.invitedCopywriterId) : null;
  if (actor) {
    await enforceThrottle(
      em,
      THROTTLES.jobsByAccount,
      String(actor.id),
      'You have submitted a lot of content in the last hour. Please try again later.',
    );
  }
  const recent = actor ? [] : await throttleAnonymousSubmission(options);
  const job = await em.transactional(async (tx) => {
    const created = tx.create(Job, {
      client: actor,
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
    recordJobEvent(tx, created, 'submitted', { actor, copywriter: null });
    await tx.flush();
    // A job is open for quotes from its submission on, a visitor's too, so the invited writer hears now.
    if (invited) await tellInvited(tx, created, invited);
    return created;
  });
  if (!actor) {
    session.anonymousJobIds = [...(session.anonymousJobIds ?? []), job.id].slice(-MAX_ANONYMOUS_JOBS);
    session.anonymousSubmittedAt = [...recent, Date.now()];
    await session.save();
  }
  return readJobDto(em, actor, job.id);
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
