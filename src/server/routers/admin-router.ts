import { z } from 'zod';
import {
  adminStatsSchema,
  assignSchema,
  cancelPaidJobSchema,
  copywriterApplicationDtoSchema,
  copywriterUserIdSchema,
  rejectCopywriterSchema,
} from '../../shared/schemas/admin.ts';
import { auditEntryDtoSchema, auditQuerySchema } from '../../shared/schemas/audit.ts';
import { jobDtoSchema, quoteDtoSchema } from '../../shared/schemas/jobs.ts';
import { adminEmailSchema, adminEmailsQuerySchema } from '../../shared/schemas/notifications.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import { submitQuoteSchema } from '../../shared/schemas/quotes.ts';
import { listOutput } from '../http/list-output.ts';
import * as admin from '../services/admin-service.ts';
import { listAudit } from '../services/audit-log.ts';
import { assignJob, reassignJob } from '../services/jobs/assign.ts';
import { submitHouseQuote } from '../services/jobs/house-quote.ts';
import { listEmails } from '../services/notification-service.ts';
import { cancelPaidJob } from '../services/payments/cancel-paid-job.ts';
import { router } from '../trpc/init.ts';
import { linked, linkNextPage } from '../trpc/paging.ts';
import { adminProcedure } from '../trpc/procedures.ts';

const tags = ['admin'];

export const adminRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags, summary: 'The business at a glance' } })
    .input(z.void())
    .output(adminStatsSchema)
    .query(({ ctx }) => admin.stats(ctx.em)),

  audit: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags,
        summary:
          'The audit log, newest first: ?actor= who acted, ?target= the account concerned (user ids; paged: Link rel="next")',
      },
    })
    .input(auditQuerySchema.optional())
    .output(listOutput(auditEntryDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await listAudit(ctx.em, input))),

  copywriters: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/copywriters',
        tags,
        summary: 'Applications and profiles, newest first (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(copywriterApplicationDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await admin.listCopywriters(ctx.em, input))),

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
    .mutation(({ ctx, input }) =>
      admin.decideApplication(ctx.em, input.userId, 'approved', null, ctx.user, ctx.services.gateway),
    ),

  rejectCopywriter: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/copywriters/{userId}/reject',
        tags,
        summary:
          'Reject an application, or an approved copywriter: their open quotes are withdrawn ({ reason? } reaches them by email)',
      },
    })
    .input(rejectCopywriterSchema)
    .output(copywriterApplicationDtoSchema)
    .mutation(({ ctx, input }) =>
      admin.decideApplication(
        ctx.em,
        input.userId,
        'rejected',
        input.reason?.trim() || null,
        ctx.user,
        ctx.services.gateway,
      ),
    ),

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
    .mutation(({ ctx, input: { id, ...terms } }) =>
      submitHouseQuote({ em: ctx.em, actor: ctx.user, jobId: id, terms }),
    ),

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
    .mutation(({ ctx, input: { id, copywriterId } }) =>
      assignJob({ em: ctx.em, actor: ctx.user, jobId: id, copywriterId }),
    ),

  reassign: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/jobs/{id}/reassign',
        tags,
        summary: 'Give a job in progress to another copywriter (its own can no longer deliver it)',
      },
    })
    .input(assignSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input: { id, copywriterId } }) =>
      reassignJob({ em: ctx.em, actor: ctx.user, jobId: id, copywriterId }),
    ),

  cancelPaidJob: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/jobs/{id}/cancel',
        tags,
        summary: 'Cancel a paid job not yet delivered, giving its payment back (card or prepaid hours)',
      },
    })
    .input(cancelPaidJobSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input: { id, reason } }) =>
      cancelPaidJob({ em: ctx.em, gateway: ctx.services.gateway, actor: ctx.user, jobId: id, reason }),
    ),

  emails: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/emails',
        tags,
        summary: 'Emails the product wrote, newest first (?to=ADDRESS; paged: Link rel="next")',
      },
    })
    .input(adminEmailsQuerySchema.optional())
    .output(listOutput(adminEmailSchema))
    .query(async ({ ctx, input }) => {
      const page = await listEmails(ctx.em, input ?? {});
      linkNextPage(ctx, page.nextCursor);
      return page.items;
    }),
});
