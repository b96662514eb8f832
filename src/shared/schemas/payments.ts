import { z } from 'zod';
import './zod-setup.ts';
import { TEXT_MAXIMUMS } from '../constants.ts';
import { HOUR_PACKAGE_IDS } from '../domain/hour-packages.ts';
import { idSchema, isoDateSchema, text } from './common.ts';
import { jobDtoSchema } from './jobs.ts';

// Card details reach the server only with the built-in test gateway (docs/product.md "Money"), which
// accepts Stripe's test numbers; with Stripe the card goes from the browser to Stripe alone.
export const testCardSchema = z.object({
  number: text()
    .max(30, 'Please enter a valid card number')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number')),
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use the form MM/YY')
    .optional(),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digits on the back')
    .optional(),
});
export type TestCard = z.input<typeof testCardSchema>;

export const jobPaymentSchema = z.object({
  jobId: idSchema('job'),
  // Pence: the client's view of the price, checked against the server's own computation.
  amount: z.number().int('The amount is in whole pence').positive('The amount must be positive'),
  card: testCardSchema.optional(),
});
export type JobPayment = z.input<typeof jobPaymentSchema>;

// A payment intent's id as the gateway names it (pi_ and letters, digits and underscores), echoed back by the
// browser. GET /api/payments/status/{paymentIntentId} hands the id over as the URL spells it, %-escapes and all,
// so the alphabet is what refuses an escaped NUL or anything else there.
const PAYMENT_INTENT_ID_PATTERN = /^[A-Za-z0-9_]+$/;
const paymentIntentIdSchema = text()
  .trim()
  .min(1, 'The payment is missing')
  .max(TEXT_MAXIMUMS.shortText, 'Not a payment id')
  .refine((value) => value === '' || PAYMENT_INTENT_ID_PATTERN.test(value), 'Not a payment id');

// With Stripe the card is confirmed in the browser: the answer carries the intent's secret for /checkout.
export const paymentConfirmationSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});

export const jobPaymentResultSchema = z.object({
  success: z.literal(true),
  job: jobDtoSchema,
  payment: z.object({
    id: z.number().int(),
    amountPence: z.number().int(),
    cardLast4: z.string().nullable(),
  }),
  // Null when the payment is already settled (the test gateway); with Stripe, what /checkout confirms.
  confirmation: paymentConfirmationSchema.nullable(),
});

export const skipPaymentSchema = z.object({
  jobId: idSchema('job').optional(),
});

export const payJobWithHoursSchema = z.object({ jobId: idSchema('job') });

export const payJobWithHoursResultSchema = z.object({
  success: z.literal(true),
  job: jobDtoSchema,
  hoursBalance: z.number(),
});

export const gatewayInfoSchema = z.object({
  name: z.enum(['test', 'stripe']),
  // For Stripe.js in the browser; null with the test gateway.
  publishableKey: z.string().nullable(),
});

export const hourPackageSchema = z.object({
  id: z.enum(HOUR_PACKAGE_IDS),
  name: z.string(),
  hours: z.number(),
  // Pence, as every amount travels (docs/product.md "Money").
  amount: z.number().int(),
});

export const createPaymentIntentSchema = z.object({
  packageId: z.enum(HOUR_PACKAGE_IDS, `Choose one of the packages: ${HOUR_PACKAGE_IDS.join(', ')}`),
});

// What create-payment-intent answers (docs/product.md "Money", hour packages), kept in session storage for
// /checkout under PAYMENT_INFO_STORAGE_KEY.
export const packagePaymentInfoSchema = z.object({
  clientSecret: z.string().min(1).max(500),
  paymentIntentId: z.string().min(1).max(255),
  package: z.object({
    name: z.string().min(1).max(100),
    hours: z.number().positive(),
    amount: z.number().int().positive(),
  }),
});
export type PackagePaymentInfo = z.infer<typeof packagePaymentInfoSchema>;

// With Stripe a job's card payment is confirmed on /checkout too; the same storage key carries it.
export const jobPaymentInfoSchema = z.object({
  clientSecret: z.string().min(1).max(500),
  paymentIntentId: z.string().min(1).max(255),
  job: z.object({
    id: z.number().int().positive(),
    title: z.string().max(TEXT_MAXIMUMS.topic),
    amount: z.number().int().positive(),
  }),
});
export type JobPaymentInfo = z.infer<typeof jobPaymentInfoSchema>;

export const paymentInfoSchema = z.union([packagePaymentInfoSchema, jobPaymentInfoSchema]);
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const PAYMENT_INFO_STORAGE_KEY = 'paymentInfo';

// The payment confirmation: the intent; the test gateway's page adds the test card.
export const simulatePaymentSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  card: testCardSchema.optional(),
});

export const paymentIntentRefSchema = z.object({ paymentIntentId: paymentIntentIdSchema });

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// One purchase as the client's history, the receipt and the admin see it.
export const paymentDtoSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['hours', 'job']),
  method: z.enum(['card', 'hours']),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  // Pence charged to the card; 0 for a job paid from prepaid hours.
  amountPence: z.number().int(),
  currency: z.string(),
  // Hours bought, or hours used to pay a job.
  hours: z.number().nullable(),
  cardLast4: z.string().nullable(),
  jobId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  createdAt: isoDateSchema,
  settledAt: isoDateSchema.nullable(),
  refundedAt: isoDateSchema.nullable(),
  // Given back so far: pence to the card, or hours to the balance (a settled dispute may give back a part).
  refundedPence: z.number().int(),
  refundedHours: z.number().nullable(),
});
export type PaymentDto = z.infer<typeof paymentDtoSchema>;

export const adminPaymentDtoSchema = paymentDtoSchema.extend({ clientName: z.string() });
export type AdminPaymentDto = z.infer<typeof adminPaymentDtoSchema>;

export const paymentIdSchema = z.object({ id: idSchema('payment') });

export const settledPaymentResultSchema = z.object({
  success: z.literal(true),
  payment: paymentDtoSchema,
  hoursBalance: z.number(),
});

export const paymentStatusSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  hoursBalance: z.number(),
});
