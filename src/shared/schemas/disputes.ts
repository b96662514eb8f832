// Disputes and partial refunds (docs/decisions/0041): the forms of the client, the copywriter and the admin,
// and what GET /api/jobs/{id} says of a dispute.
import { z } from 'zod';
import './zod-setup.ts';
import { idSchema, isoDateSchema, text } from './common.ts';

export const DISPUTE_LIMITS = { reasonMin: 20, reasonMax: 2000, messageMax: 2000, noteMax: 2000 } as const;
export const DISPUTE_ANSWER_DAYS = 3;

const percent = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(100, message);

export const openDisputeSchema = z.object({
  id: idSchema('job'),
  reason: text()
    .trim()
    .min(
      DISPUTE_LIMITS.reasonMin,
      `Please explain the problem in at least ${DISPUTE_LIMITS.reasonMin} characters`,
    )
    .max(
      DISPUTE_LIMITS.reasonMax,
      `Please keep it under ${DISPUTE_LIMITS.reasonMax.toLocaleString('en-GB')} characters`,
    ),
  refundPercent: percent(1, 'The refund must be a whole percentage from 1 to 100'),
});
export type OpenDispute = z.input<typeof openDisputeSchema>;

export const DISPUTE_ACTIONS = ['accept', 'offer', 'contest'] as const;
export const respondDisputeSchema = z
  .object({
    id: idSchema('job'),
    action: z.enum(DISPUTE_ACTIONS, { error: 'Choose accept, offer or contest' }),
    refundPercent: percent(0, 'The offer must be a whole percentage from 0 to 100').optional(),
    message: text()
      .trim()
      .min(1, 'Please add a message for the client')
      .max(
        DISPUTE_LIMITS.messageMax,
        `Please keep it under ${DISPUTE_LIMITS.messageMax.toLocaleString('en-GB')} characters`,
      ),
  })
  .refine((input) => input.action !== 'offer' || input.refundPercent !== undefined, {
    path: ['refundPercent'],
    message: 'Say what percentage you offer to refund',
  });
export type RespondDispute = z.input<typeof respondDisputeSchema>;

export const disputeStepSchema = z.object({ id: idSchema('job') });

export const resolveDisputeSchema = z.object({
  jobId: idSchema('job'),
  refundPercent: percent(0, 'The refund must be a whole percentage from 0 to 100'),
  note: text()
    .trim()
    .min(1, 'Please explain the decision')
    .max(
      DISPUTE_LIMITS.noteMax,
      `Please keep it under ${DISPUTE_LIMITS.noteMax.toLocaleString('en-GB')} characters`,
    ),
});
export type ResolveDispute = z.input<typeof resolveDisputeSchema>;

export const disputeDtoSchema = z.object({
  status: z.enum(['open', 'offered', 'escalated', 'resolved']),
  reason: z.string(),
  refundPercent: z.number().int(),
  offerPercent: z.number().int().nullable(),
  writerMessage: z.string().nullable(),
  respondBy: isoDateSchema,
  resolution: z
    .object({
      refundPercent: z.number().int(),
      note: z.string(),
      by: z.enum(['agreement', 'admin']),
      at: isoDateSchema,
    })
    .nullable(),
});
export type DisputeDto = z.infer<typeof disputeDtoSchema>;

// An escalated dispute on the admin's desk; the job itself (versions, timeline) is GET /api/jobs/{id}.
export const adminDisputeSchema = disputeDtoSchema.extend({
  jobId: z.number().int(),
  jobTitle: z.string(),
  clientName: z.string().nullable(),
  copywriterName: z.string().nullable(),
  // What the client paid: pence by card, or hours from the balance.
  paidPence: z.number().int(),
  paidHours: z.number().nullable(),
  escalatedAt: isoDateSchema,
});
export type AdminDisputeDto = z.infer<typeof adminDisputeSchema>;
