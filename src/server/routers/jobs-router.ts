import { z } from 'zod';
import { successSchema } from '../../shared/schemas/common.ts';
import {
  feedbackSchema,
  jobDetailDtoSchema,
  jobDtoSchema,
  jobIdSchema,
  jobListQuerySchema,
  jobListRequestSchema,
  jobSubmissionSchema,
  pendingJobSchema,
  ratingSchema,
  revisionRequestSchema,
  timelineEntrySchema,
} from '../../shared/schemas/jobs.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import { listOutput, pageOutput } from '../http/list-output.ts';
import { submitFeedback } from '../services/feedback-service.ts';
import { approveDelivery } from '../services/jobs/approve.ts';
import { findJobs, hasPendingJob } from '../services/jobs/find-jobs.ts';
import { getJob, getTimeline } from '../services/jobs/get-job.ts';
import { rateJob } from '../services/jobs/rate.ts';
import { requestRevision } from '../services/jobs/request-revision.ts';
import { submitJob } from '../services/jobs/submit.ts';
import { withdrawJob } from '../services/jobs/withdraw.ts';
import { arrayPage } from '../services/read-models/page.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { authedProcedure, clientProcedure, optionalUserProcedure } from '../trpc/procedures.ts';

const tags = ['jobs'];

export const jobsRouter = router({
  submit: optionalUserProcedure
    .meta({
      openapi: { method: 'POST', path: '/jobs', tags, summary: 'Submit text for a quote', protect: false },
    })
    .input(jobSubmissionSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input }) =>
      submitJob({ em: ctx.em, session: ctx.session, ip: ctx.ip, actor: ctx.user, submission: input }),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/jobs',
        tags,
        summary: 'The client\'s jobs; every job for an admin (newest first; paged: Link rel="next")',
        description:
          'Long texts are previews of at most 300 characters ending in "..." when cut (a client\'s completed ' +
          'job keeps its draft and delivered text whole); GET /api/jobs/{id} has the whole of them. ' +
          '?sort=due orders by due date: overdue work first, then work still ahead of its due date (soonest ' +
          'first), then the rest, newest first.',
      },
    })
    .input(jobListQuerySchema.optional())
    .output(listOutput(jobDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await findJobs(ctx.em, ctx.user, input))),

  // The same list for the web's "Load more", which reads the next cursor from the body.
  listPage: authedProcedure
    .input(jobListRequestSchema.optional())
    .output(pageOutput(jobDtoSchema))
    .query(({ ctx, input }) => findJobs(ctx.em, ctx.user, input)),

  // Declared before byId: the REST adapter matches paths in order, and /jobs/pending is not a job id.
  pending: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/jobs/pending',
        tags,
        summary: 'Whether a quote is accepted but unpaid',
      },
    })
    .input(z.void())
    .output(pendingJobSchema)
    .query(async ({ ctx }) => ({ hasPendingJob: await hasPendingJob(ctx.em, ctx.user) })),

  // The job page's one query: the job with its quotes and their writers' records, versions and timeline.
  byId: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/jobs/{id}',
        tags,
        summary: 'One job, with its delivered versions and its timeline',
      },
    })
    .input(jobIdSchema)
    .output(jobDetailDtoSchema)
    .query(({ ctx, input }) => getJob(ctx.em, ctx.user, input.id)),

  timeline: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/jobs/{id}/timeline',
        tags,
        summary: 'The job\'s steps, oldest first (paged: Link rel="next")',
      },
    })
    .input(jobIdSchema.extend(pageQuerySchema.shape))
    .output(listOutput(timelineEntrySchema))
    .query(async ({ ctx, input: { id, ...query } }) =>
      linked(ctx, arrayPage(await getTimeline(ctx.em, ctx.user, id), query)),
    ),

  rate: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/rating',
        tags,
        summary: 'Rate a completed job, once, with an optional written review',
      },
    })
    .input(ratingSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input: { id, rating, review } }) =>
      rateJob({ em: ctx.em, actor: ctx.user, jobId: id, rating, review }),
    ),

  requestRevision: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/request-revision',
        tags,
        summary: 'Send a delivery back to its copywriter (within 7 days, at most twice per job)',
      },
    })
    .input(revisionRequestSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) =>
      requestRevision({ em: ctx.em, actor: ctx.user, jobId: input.id, reason: input.reason }),
    ),

  approve: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/approve',
        tags,
        summary: 'Approve a delivery, closing its review window',
      },
    })
    .input(jobIdSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) =>
      approveDelivery({ em: ctx.em, actor: ctx.user, jobId: input.id, rules: ctx.settings.payouts }),
    ),

  withdraw: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/client/jobs/{id}/withdraw',
        tags,
        summary: 'Withdraw a job that is not yet paid',
      },
    })
    .input(jobIdSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) =>
      withdrawJob({ em: ctx.em, actor: ctx.user, gateway: ctx.services.gateway, jobId: input.id }),
    ),

  feedback: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/feedback', tags, summary: 'Send feedback about the service' },
    })
    .input(feedbackSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await submitFeedback(ctx.em, ctx.user, input.content);
      return { success: true as const };
    }),
});
