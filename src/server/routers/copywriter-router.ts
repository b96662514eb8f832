import { z } from 'zod';
import {
  applicationSchema,
  copywriterListingSchema,
  directoryQuerySchema,
  directoryRequestSchema,
  profileDtoSchema,
  profileSchema,
  workSubmissionSchema,
  writerProfilePageSchema,
  writerProfileQuerySchema,
  writerProfileRequestSchema,
  writerProfileSchema,
} from '../../shared/schemas/copywriter.ts';
import { jobDtoSchema } from '../../shared/schemas/jobs.ts';
import { myQuoteSchema } from '../../shared/schemas/my-quotes.ts';
import { pageQuerySchema, pageRequestSchema } from '../../shared/schemas/paging.ts';
import { listOutput, pageOutput } from '../http/list-output.ts';
import * as copywriters from '../services/copywriter-service.ts';
import { deliverWork } from '../services/jobs/deliver.ts';
import { findActiveJobs, findAvailableJobs, findCompletedJobs } from '../services/jobs/find-jobs.ts';
import { findMyQuotes } from '../services/jobs/my-quotes.ts';
import { writerProfile } from '../services/writer-profile.ts';
import { router } from '../trpc/init.ts';
import { linked, linkNextPage } from '../trpc/paging.ts';
import {
  approvedCopywriterProcedure,
  authedProcedure,
  copywriterProcedure,
  publicProcedure,
} from '../trpc/procedures.ts';

const tags = ['copywriters'];
const jobList = listOutput(jobDtoSchema);
const jobPage = pageOutput(jobDtoSchema);

const PREVIEWS =
  'Long texts (content, result, extraNotes) are previews of at most 300 characters ending in "..." when cut; ' +
  'GET /api/jobs/{id} has the whole of them.';

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
      openapi: {
        method: 'GET',
        path: '/copywriter/available-jobs',
        tags,
        summary: 'Jobs open for my quote, newest first (paged: Link rel="next")',
        description: PREVIEWS,
      },
    })
    .input(pageQuerySchema.optional())
    .output(jobList)
    .query(async ({ ctx, input }) => linked(ctx, await findAvailableJobs(ctx.em, ctx.user, input))),

  activeJobs: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/active-jobs',
        tags,
        summary: 'Jobs I am working on, latest assigned first (paged: Link rel="next")',
        description: PREVIEWS,
      },
    })
    .input(pageQuerySchema.optional())
    .output(jobList)
    .query(async ({ ctx, input }) => linked(ctx, await findActiveJobs(ctx.em, ctx.user, input))),

  completedJobs: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/completed-jobs',
        tags,
        summary: 'Jobs I have delivered, latest first (paged: Link rel="next")',
        description: PREVIEWS,
      },
    })
    .input(pageQuerySchema.optional())
    .output(jobList)
    .query(async ({ ctx, input }) => linked(ctx, await findCompletedJobs(ctx.em, ctx.user, input))),

  // The three lists for the dashboard's "Load more", which reads the next cursor from the body.
  availableJobsPage: approvedCopywriterProcedure
    .input(pageRequestSchema.optional())
    .output(jobPage)
    .query(({ ctx, input }) => findAvailableJobs(ctx.em, ctx.user, input)),

  activeJobsPage: approvedCopywriterProcedure
    .input(pageRequestSchema.optional())
    .output(jobPage)
    .query(({ ctx, input }) => findActiveJobs(ctx.em, ctx.user, input)),

  completedJobsPage: approvedCopywriterProcedure
    .input(pageRequestSchema.optional())
    .output(jobPage)
    .query(({ ctx, input }) => findCompletedJobs(ctx.em, ctx.user, input)),

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
    .mutation(({ ctx, input }) =>
      deliverWork({ em: ctx.em, actor: ctx.user, jobId: input.id, result: input.result }),
    ),

  directory: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriters',
        tags,
        summary:
          'The public copywriter directory, longest-standing first; ?q= finds a part of a name or specialty, ' +
          '?specialty= one whole specialty (paged: Link rel="next")',
        protect: false,
      },
    })
    .input(directoryQuerySchema.optional())
    .output(listOutput(copywriterListingSchema))
    .query(async ({ ctx, input }) => linked(ctx, await copywriters.directory(ctx.em, input))),

  // The same for the web's directory, whose 'Load more' reads the next cursor from the body.
  directoryPage: publicProcedure
    .input(directoryRequestSchema.optional())
    .output(pageOutput(copywriterListingSchema))
    .query(({ ctx, input }) => copywriters.directory(ctx.em, input)),

  featured: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/featured-copywriters',
        tags,
        summary:
          'The three top-rated approved copywriters the home page shows, or none while fewer than three have a rating',
        protect: false,
      },
    })
    // An object rather than an array: three writers at most are not a list to page (docs/product.md "Limits").
    .input(z.void())
    .output(z.object({ writers: z.array(copywriterListingSchema) }))
    .query(async ({ ctx }) => ({ writers: await copywriters.featuredCopywriters(ctx.em) })),

  // A writer's public page; ?limit and ?cursor page its reviews, and the Link header names the next page.
  publicProfile: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriters/{id}',
        tags,
        summary:
          'An approved copywriter\'s public profile with their reviews, newest first (paged: Link rel="next")',
        protect: false,
      },
    })
    .input(writerProfileQuerySchema)
    .output(writerProfileSchema)
    .query(async ({ ctx, input: { id, ...query } }) => {
      const { profile, nextCursor } = await writerProfile(ctx.em, id, query);
      linkNextPage(ctx, nextCursor);
      return profile;
    }),

  // The same for the web's profile page, whose 'More reviews' reads the next cursor from the body.
  publicProfilePage: publicProcedure
    .input(writerProfileRequestSchema)
    .output(writerProfilePageSchema)
    .query(async ({ ctx, input: { id, ...query } }) => {
      const { profile, nextCursor } = await writerProfile(ctx.em, id, query);
      return { ...profile, nextCursor };
    }),

  // The 'My Quotes' tab: every quote of mine with where it stands (waiting, chosen, not chosen, withdrawn).
  myQuotes: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/quotes',
        tags,
        summary:
          'My quotes, newest first, each with its state: waiting, chosen, not_chosen or withdrawn (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(myQuoteSchema))
    .query(async ({ ctx, input }) => linked(ctx, await findMyQuotes(ctx.em, ctx.user, input))),

  // The same for the tab's 'Load more', which reads the next cursor from the body.
  myQuotesPage: approvedCopywriterProcedure
    .input(pageRequestSchema.optional())
    .output(pageOutput(myQuoteSchema))
    .query(({ ctx, input }) => findMyQuotes(ctx.em, ctx.user, input)),
});
