import { z } from 'zod';
import { successSchema } from '../../shared/schemas/common.ts';
import {
  feedbackSchema,
  jobDtoSchema,
  jobIdSchema,
  jobSubmissionSchema,
  pendingJobSchema,
  ratingSchema,
} from '../../shared/schemas/jobs.ts';
import * as jobs from '../services/job-service.ts';
import { router } from '../trpc/init.ts';
import { authedProcedure, clientProcedure, optionalUserProcedure } from '../trpc/procedures.ts';

const tags = ['jobs'];

export const jobsRouter = router({
  submit: optionalUserProcedure
    .meta({
      openapi: { method: 'POST', path: '/jobs', tags, summary: 'Submit text for a quote', protect: false },
    })
    .input(jobSubmissionSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input }) => jobs.submitJob(ctx, ctx.user, input)),

  list: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/jobs', tags, summary: "The client's jobs; every job for an admin" },
    })
    .input(z.void())
    .output(z.array(jobDtoSchema))
    .query(({ ctx }) => jobs.listJobs(ctx.em, ctx.user)),

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
    .query(async ({ ctx }) => ({ hasPendingJob: await jobs.hasPendingJob(ctx.em, ctx.user) })),

  byId: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/jobs/{id}', tags, summary: 'One job' } })
    .input(jobIdSchema)
    .output(jobDtoSchema)
    .query(({ ctx, input }) => jobs.getJob(ctx.em, ctx.user, input.id)),

  rate: clientProcedure
    .meta({
      openapi: { method: 'POST', path: '/jobs/{id}/rating', tags, summary: 'Rate a completed job, once' },
    })
    .input(ratingSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input }) => jobs.rateJob(ctx.em, ctx.user, input.id, input.rating)),

  feedback: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/feedback', tags, summary: 'Send feedback about the service' },
    })
    .input(feedbackSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await jobs.submitFeedback(ctx.em, ctx.user, input.content);
      return { success: true as const };
    }),
});
