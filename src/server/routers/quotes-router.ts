import { jobDetailDtoSchema, jobDtoSchema, jobIdSchema, quoteDtoSchema } from '../../shared/schemas/jobs.ts';
import { acceptQuoteSchema, submitQuoteSchema } from '../../shared/schemas/quotes.ts';
import { acceptQuote } from '../services/jobs/accept.ts';
import { changeQuote } from '../services/jobs/change-quote.ts';
import { submitQuote } from '../services/jobs/quote.ts';
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
    .mutation(({ ctx, input: { id, ...terms } }) =>
      submitQuote({ em: ctx.em, actor: ctx.user, jobId: id, terms }),
    ),

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
    .mutation(({ ctx, input: { jobId, copywriterId } }) =>
      acceptQuote({ em: ctx.em, actor: ctx.user, jobId, copywriterId }),
    ),

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
    .mutation(({ ctx, input }) =>
      changeQuote({ em: ctx.em, actor: ctx.user, gateway: ctx.services.gateway, jobId: input.id }),
    ),
});
