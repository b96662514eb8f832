import { z } from 'zod';
import { HOUR_PACKAGES } from '../../shared/domain/hour-packages.ts';
import { successSchema } from '../../shared/schemas/common.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import {
  adminPaymentDtoSchema,
  createPaymentIntentSchema,
  gatewayInfoSchema,
  hourPackageSchema,
  jobPaymentResultSchema,
  jobPaymentSchema,
  packagePaymentInfoSchema,
  payJobWithHoursResultSchema,
  payJobWithHoursSchema,
  paymentDtoSchema,
  paymentIdSchema,
  paymentIntentRefSchema,
  paymentStatusSchema,
  settledPaymentResultSchema,
  simulatePaymentSchema,
  skipPaymentSchema,
} from '../../shared/schemas/payments.ts';
import { listOutput } from '../http/list-output.ts';
import { payJob, skipPayment } from '../services/payments/job-payment.ts';
import { startHoursPurchase } from '../services/payments/package-purchase.ts';
import { payJobWithHours } from '../services/payments/prepaid-hours.ts';
import { getPayment, listJobPayments, listPayments } from '../services/payments/receipts.ts';
import { refundJobPayment } from '../services/payments/refunds.ts';
import { confirmTestPayment, paymentStatus } from '../services/payments/settlement.ts';
import { arrayPage } from '../services/read-models/page.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { adminProcedure, clientProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['payments'];

export const paymentsRouter = router({
  // Tells the web client which card form to show (the test gateway's, or Stripe Elements with this key).
  gateway: publicProcedure
    .input(z.void())
    .output(gatewayInfoSchema)
    .query(({ ctx }) => ({
      name: ctx.services.gateway.name,
      publishableKey: ctx.services.gateway.publishableKey,
    })),

  packages: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/payments/packages',
        tags,
        summary: 'The hour packages on sale (paged: Link rel="next")',
        protect: false,
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(hourPackageSchema))
    .query(({ ctx, input }) =>
      linked(
        ctx,
        arrayPage(
          HOUR_PACKAGES.map((hourPackage) => ({ ...hourPackage })),
          input ?? {},
        ),
      ),
    ),

  createPaymentIntent: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payments/create-payment-intent',
        tags,
        summary: 'Start buying an hour package: the intent /checkout confirms',
      },
    })
    .input(createPaymentIntentSchema)
    .output(packagePaymentInfoSchema)
    .mutation(({ ctx, input }) =>
      startHoursPurchase(ctx.em, ctx.services.gateway, ctx.user, input.packageId),
    ),

  simulatePaymentSuccess: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/simulate-payment-success',
        tags,
        summary: 'Test gateway only: confirm a payment intent with a test card (404 with Stripe)',
      },
    })
    .input(simulatePaymentSchema)
    .output(settledPaymentResultSchema)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await confirmTestPayment(ctx.em, ctx.services.gateway, ctx.user, input)),
    })),

  status: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/payments/status/{paymentIntentId}',
        tags,
        summary: "Where one of the caller's payments stands, and their hours balance",
      },
    })
    .input(paymentIntentRefSchema)
    .output(paymentStatusSchema)
    .query(({ ctx, input }) => paymentStatus(ctx.em, ctx.user, input.paymentIntentId)),

  processJobPayment: clientProcedure
    .meta({
      openapi: { method: 'POST', path: '/payments/process-job-payment', tags, summary: 'Pay for a job' },
    })
    .input(jobPaymentSchema)
    .output(jobPaymentResultSchema)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await payJob(ctx.em, ctx.services.gateway, ctx.user, input)),
    })),

  payJobWithHours: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payments/pay-job-with-hours',
        tags,
        summary: 'Pay a job quoted by the hour from prepaid hours',
      },
    })
    .input(payJobWithHoursSchema)
    .output(payJobWithHoursResultSchema)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await payJobWithHours(ctx.em, ctx.services.gateway, ctx.user, input.jobId)),
    })),

  skipForTesting: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payments/skip-for-testing',
        tags,
        summary: 'Test gateway only: pay unpaid jobs with the test card (404 with Stripe)',
      },
    })
    .input(skipPaymentSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await skipPayment(ctx.em, ctx.services.gateway, ctx.user, input.jobId);
      return { success: true as const };
    }),

  history: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/payments/history',
        tags,
        summary: 'The caller\'s payments, newest first (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(paymentDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await listPayments(ctx.em, ctx.user, input))),

  receipt: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/payments/receipts/{id}',
        tags,
        summary: 'One of the caller’s payments',
      },
    })
    .input(paymentIdSchema)
    .output(paymentDtoSchema)
    .query(({ ctx, input }) => getPayment(ctx.em, ctx.user, input.id)),

  jobPayments: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payments',
        tags: ['admin', ...tags],
        summary: 'Payments made for jobs, newest first (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(adminPaymentDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await listJobPayments(ctx.em, input))),

  refund: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payments/{id}/refund',
        tags: ['admin', ...tags],
        summary: "Refund a job's card payment through the gateway (the job stays as it is)",
      },
    })
    .input(paymentIdSchema)
    .output(adminPaymentDtoSchema)
    .mutation(({ ctx, input }) => refundJobPayment(ctx.em, ctx.services.gateway, input.id, ctx.user)),
});
