import { z } from 'zod';
import './zod-setup.ts';
import { idSchema, singleLineText, text } from './common.ts';
import { profileDtoSchema } from './copywriter.ts';

export const adminStatsSchema = z.object({
  totalJobs: z.number().int(),
  pendingJobs: z.number().int(),
  inProgressJobs: z.number().int(),
  revenue: z.object({
    // Pounds taken by card this calendar month (jobs and hour packages, less refunds), from the payments
    // ledger, and the change against the previous month in per cent. With nothing taken last month the change
    // reads 100 (or 0), as it always has for REST clients; `previous` (last month's pounds, added later) lets a
    // reader say "no payments last month" instead.
    current: z.number(),
    percentChange: z.number(),
    previous: z.number(),
  }),
  // Pounds of the platform's fee on writers' jobs booked this calendar month and the last
  // (docs/decisions/0039).
  commission: z.object({ current: z.number(), previous: z.number() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const assignSchema = z.object({
  id: idSchema('job'),
  copywriterId: idSchema('copywriter'),
});

// Why the admin cancels a paid job: the client reads it on the job's timeline.
export const cancelPaidJobSchema = z.object({
  id: idSchema('job'),
  reason: singleLineText()
    .trim()
    .min(1, 'Please say why the job is cancelled')
    .max(500, 'The reason must be at most 500 characters'),
});
export type CancelPaidJobInput = z.infer<typeof cancelPaidJobSchema>;

export const copywriterUserIdSchema = z.object({ userId: idSchema('user') });

// The reason reaches the applicant in the rejection email.
export const rejectCopywriterSchema = copywriterUserIdSchema.extend({
  reason: text().max(2000, 'The reason must be at most 2,000 characters').optional(),
});

export const copywriterApplicationDtoSchema = profileDtoSchema.extend({ email: z.string() });
export type CopywriterApplicationDto = z.infer<typeof copywriterApplicationDtoSchema>;
