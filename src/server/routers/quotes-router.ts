import { jobDtoSchema, quoteDtoSchema } from '../../shared/schemas/jobs.ts';
import { acceptQuoteSchema, submitQuoteSchema } from '../../shared/schemas/quotes.ts';
import { quoteOnJob } from '../services/copywriter-service.ts';
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
});
