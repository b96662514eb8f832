import { z } from 'zod';
import { successSchema } from '../../shared/schemas/common.ts';
import {
  jobPaymentResultSchema,
  jobPaymentSchema,
  skipPaymentSchema,
} from '../../shared/schemas/payments.ts';
import * as payments from '../services/payment-service.ts';
import { router } from '../trpc/init.ts';
import { clientProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['payments'];

export const paymentsRouter = router({
  // Tells the web client whether to collect a test card and offer 'Skip Payment'.
  gateway: publicProcedure
    .input(z.void())
    .output(z.object({ name: z.enum(['test', 'stripe']) }))
    .query(({ ctx }) => ({ name: ctx.services.gateway.name })),

  processJobPayment: clientProcedure
    .meta({
      openapi: { method: 'POST', path: '/payments/process-job-payment', tags, summary: 'Pay for a job' },
    })
    .input(jobPaymentSchema)
    .output(jobPaymentResultSchema)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await payments.payJob(ctx.em, ctx.services.gateway, ctx.user, input)),
    })),

  skipForTesting: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payments/skip-for-testing',
        tags,
        summary: 'Test gateway only: pay unpaid jobs with the test card',
      },
    })
    .input(skipPaymentSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await payments.skipPayment(ctx.em, ctx.services.gateway, ctx.user, input.jobId);
      return { success: true as const };
    }),
});
