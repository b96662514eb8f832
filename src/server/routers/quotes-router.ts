import { jobDetailDtoSchema, jobDtoSchema, jobIdSchema, quoteDtoSchema } from '../../shared/schemas/jobs.ts';
import { acceptQuoteSchema, submitQuoteSchema } from '../../shared/schemas/quotes.ts';
import { quoteOnJob } from '../services/copywriter-service.ts';
import { changeQuote } from '../services/job-service.ts';
import * as quotes from '../services/quote-service.ts';
import { router } from '../trpc/init.ts';
import { approvedCopywriterProcedure, clientProcedure } from '../trpc/procedures.ts';

const tags = ['quotes'];

export const quotesRouter = router({
  submit: approvedCopywriterProcedure
    .meta({
      openapi: { method: 'POST', path: '/copywriter/submit-quote/{id}', tags, summary: 'Quote on a job' },
    })
    .input(submitQuoteSchema)
    .output(quoteDtoSchema)
    .mutation(({ ctx, input: { id, ...terms } }) => quoteOnJob(ctx.em, ctx.user, id, terms)),

  accept: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/client/accept-quote/{jobId}/{copywriterId}',
        tags,
        summary: "Accept a copywriter's quote (copywriterId 0: the house quote)",
      },
    })
    .input(acceptQuoteSchema)
    .output(jobDtoSchema)
    .mutation(({ ctx, input }) => quotes.acceptQuote(ctx.em, ctx.user, input.jobId, input.copywriterId)),

  // Back to the quotes before paying: every quote is still there (docs/product.md "The job page, review and
  // revisions").
  change: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/client/jobs/{id}/change-quote',
        tags,
        summary: 'Undo the acceptance of a quote that is not yet paid',
      },
    })
    .input(jobIdSchema)
    .output(jobDetailDtoSchema)
    .mutation(({ ctx, input }) => changeQuote(ctx.em, ctx.services.gateway, ctx.user, input.id)),
});
