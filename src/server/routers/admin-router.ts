import { z } from 'zod';
import {
  adminStatsSchema,
  assignSchema,
  copywriterApplicationDtoSchema,
  copywriterUserIdSchema,
} from '../../shared/schemas/admin.ts';
import { jobDtoSchema, quoteDtoSchema } from '../../shared/schemas/jobs.ts';
import { submitQuoteSchema } from '../../shared/schemas/quotes.ts';
import * as admin from '../services/admin-service.ts';
import { submitQuote } from '../services/quote-service.ts';
import { router } from '../trpc/init.ts';
import { adminProcedure } from '../trpc/procedures.ts';

const tags = ['admin'];

export const adminRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags, summary: 'The business at a glance' } })
    .input(z.void())
    .output(adminStatsSchema)
    .query(({ ctx }) => admin.stats(ctx.em)),

  copywriters: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/copywriters',
        tags,
        summary: 'Applications and profiles, newest first',
      },
    })
    .input(z.void())
    .output(z.array(copywriterApplicationDtoSchema))
    .query(({ ctx }) => admin.listCopywriters(ctx.em)),

  approveCopywriter: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/copywriters/{userId}/approve',
        tags,
        summary: 'Approve an application',
      },
    })
    .input(copywriterUserIdSchema)
    .output(copywriterApplicationDtoSchema)
    .mutation(({ ctx, input }) => admin.decideApplication(ctx.em, input.userId, 'approved')),

  rejectCopywriter: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/copywriters/{userId}/reject',
        tags,
        summary: 'Reject an application',
      },
    })
    .input(copywriterUserIdSchema)
    .output(copywriterApplicationDtoSchema)
    .mutation(({ ctx, input }) => admin.decideApplication(ctx.em, input.userId, 'rejected')),

  createQuote: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/jobs/{id}/quote',
        tags,
        summary: 'Put a house quote on a job',
      },
    })
    .input(submitQuoteSchema)
    .output(quoteDtoSchema)
    .mutation(({ ctx, input: { id, ...terms } }) => submitQuote(ctx.em, id, null, terms)),

  assign: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/jobs/{id}/assign',
        tags,
        summary: 'Give a paid job to a copywriter',
      },
    })
    .input(assignSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input }) => admin.assignJob(ctx.em, ctx.user, input.id, input.copywriterId)),
});
