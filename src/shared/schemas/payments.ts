import { z } from 'zod';
import './zod-setup.ts';
import { idSchema } from './common.ts';
import { jobDtoSchema } from './jobs.ts';

// Card details reach the server only with the built-in test gateway (DECISIONS.md "Payments"), which
// accepts Stripe's test numbers; with Stripe the card goes from the browser to Stripe alone.
export const testCardSchema = z.object({
  number: z
    .string()
    .max(30, 'Please enter a valid card number')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use the form MM/YY')
    .optional(),
  cvc: z
    .string()
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

export const jobPaymentResultSchema = z.object({
  success: z.literal(true),
  job: jobDtoSchema,
  payment: z.object({
    id: z.number().int(),
    amountPence: z.number().int(),
    cardLast4: z.string().nullable(),
  }),
});

export const skipPaymentSchema = z.object({
  jobId: idSchema('job').optional(),
});
