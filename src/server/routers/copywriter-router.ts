import { z } from 'zod';
import {
  applicationSchema,
  copywriterListingSchema,
  profileDtoSchema,
  profileSchema,
  workSubmissionSchema,
} from '../../shared/schemas/copywriter.ts';
import { jobDtoSchema } from '../../shared/schemas/jobs.ts';
import * as copywriters from '../services/copywriter-service.ts';
import { router } from '../trpc/init.ts';
import {
  approvedCopywriterProcedure,
  authedProcedure,
  copywriterProcedure,
  publicProcedure,
} from '../trpc/procedures.ts';

const tags = ['copywriters'];
const jobList = z.array(jobDtoSchema);

export const copywriterRouter = router({
  // Not `apply`, which tRPC reserves for routers (the contract in the helpers' briefs said copywriter.apply).
  submitApplication: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/copywriter/apply', tags, summary: 'Apply to be a copywriter' },
    })
    .input(applicationSchema)
    .output(profileDtoSchema)
    .mutation(({ ctx, input }) => copywriters.apply(ctx.em, ctx.user, input)),

  profile: copywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/profile',
        tags,
        summary: 'My copywriter profile (null before I have one)',
      },
    })
    .input(z.void())
    .output(profileDtoSchema.nullable())
    .query(({ ctx }) => copywriters.getProfile(ctx.em, ctx.user)),

  // Only once approved: an applicant's profile is the application an admin is judging, and a rejected one
  // applies again through /copywriter/apply, whose rules (the minimums) this form does not repeat.
  updateProfile: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/copywriter/profile',
        tags,
        summary: 'Save my copywriter profile (approved copywriters only; an applicant gets 403)',
      },
    })
    .input(profileSchema)
    .output(profileDtoSchema)
    .mutation(({ ctx, input }) => copywriters.updateProfile(ctx.em, ctx.user, input)),

  availableJobs: approvedCopywriterProcedure
    .meta({
      openapi: { method: 'GET', path: '/copywriter/available-jobs', tags, summary: 'Jobs open for my quote' },
    })
    .input(z.void())
    .output(jobList)
    .query(({ ctx }) => copywriters.availableJobs(ctx.em, ctx.user)),

  activeJobs: approvedCopywriterProcedure
    .meta({
      openapi: { method: 'GET', path: '/copywriter/active-jobs', tags, summary: 'Jobs I am working on' },
    })
    .input(z.void())
    .output(jobList)
    .query(({ ctx }) => copywriters.activeJobs(ctx.em, ctx.user)),

  completedJobs: approvedCopywriterProcedure
    .meta({
      openapi: { method: 'GET', path: '/copywriter/completed-jobs', tags, summary: 'Jobs I have delivered' },
    })
    .input(z.void())
    .output(jobList)
    .query(({ ctx }) => copywriters.completedJobs(ctx.em, ctx.user)),

  submitWork: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/copywriter/submit-work/{id}',
        tags,
        summary: 'Deliver the finished text',
      },
    })
    .input(workSubmissionSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input }) => copywriters.submitWork(ctx.em, ctx.user, input.id, input.result)),

  directory: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriters',
        tags,
        summary: 'The public copywriter directory',
        protect: false,
      },
    })
    .input(z.void())
    .output(z.array(copywriterListingSchema))
    .query(({ ctx }) => copywriters.directory(ctx.em)),
});
