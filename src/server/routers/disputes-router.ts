// Disputes and partial refunds (docs/decisions/0041): the client's, the copywriter's and the admin's steps.
import {
  adminDisputeSchema,
  disputeStepSchema,
  openDisputeSchema,
  resolveDisputeSchema,
  respondDisputeSchema,
} from '../../shared/schemas/disputes.ts';
import { jobDetailDtoSchema } from '../../shared/schemas/jobs.ts';
import { pageQuerySchema, pageRequestSchema } from '../../shared/schemas/paging.ts';
import type { User } from '../db/entities/user.ts';
import { listOutput, pageOutput } from '../http/list-output.ts';
import { listEscalatedDisputes } from '../services/disputes/admin-disputes.ts';
import {
  answerOffer,
  type DisputeStep,
  openDispute,
  resolveDispute,
  respondToDispute,
} from '../services/disputes/disputes.ts';
import type { Context } from '../trpc/context.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { adminProcedure, clientProcedure, copywriterProcedure } from '../trpc/procedures.ts';

const tags = ['disputes'];

export const disputesRouter = router({
  open: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/dispute',
        tags,
        summary:
          'Dispute a delivery during its review window: reason (20 to 2,000 characters) and refundPercent (1 to 100)',
      },
    })
    .input(openDisputeSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input: { id, ...input } }) => openDispute({ ...step(ctx, id), input })),

  respond: copywriterProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/dispute/respond',
        tags,
        summary: "The copywriter's answer: accept, offer (with refundPercent) or contest, with a message",
      },
    })
    .input(respondDisputeSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input: { id, ...input } }) => respondToDispute({ ...step(ctx, id), input })),

  acceptOffer: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/dispute/accept-offer',
        tags,
        summary: "Take the copywriter's offer",
      },
    })
    .input(disputeStepSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) => answerOffer({ ...step(ctx, input.id), take: true })),

  escalate: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/jobs/{id}/dispute/escalate',
        tags,
        summary: "Turn down the copywriter's offer and ask an admin to decide",
      },
    })
    .input(disputeStepSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) => answerOffer({ ...step(ctx, input.id), take: false })),

  escalated: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes',
        tags,
        summary: 'Escalated disputes, the longest-waiting first (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(adminDisputeSchema))
    .query(async ({ ctx, input }) => linked(ctx, await listEscalatedDisputes(ctx.em, input))),

  escalatedPage: adminProcedure
    .input(pageRequestSchema.optional())
    .output(pageOutput(adminDisputeSchema))
    .query(({ ctx, input }) => listEscalatedDisputes(ctx.em, input)),

  resolve: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/disputes/{jobId}/resolve',
        tags,
        summary: 'Settle an escalated dispute: refundPercent (0 to 100) and a note to both parties',
      },
    })
    .input(resolveDisputeSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) =>
      resolveDispute({ ...step(ctx, input.jobId), percent: input.refundPercent, note: input.note }),
    ),
});

// What every step needs: the request's EntityManager, who acts, the gateway that refunds and the payout rules
// that book the writer's earning.
function step(ctx: Context & { user: User }, jobId: number): DisputeStep {
  return { em: ctx.em, actor: ctx.user, jobId, gateway: ctx.services.gateway, rules: ctx.settings.payouts };
}
