// Copywriters' earnings and payouts (docs/decisions/0039). Amounts are whole pence, as payments are.
import { z } from 'zod';
import './zod-setup.ts';
import { MIN_PAYOUT_PENCE } from '../domain/platform-fee.ts';
import { isoDateSchema, text } from './common.ts';

export const EARNING_STATUSES = ['pending', 'available', 'paid', 'reversed'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

export const earningItemSchema = z.object({
  jobId: z.number().int(),
  title: z.string(),
  // The job's price, the platform's fee and the writer's share, after any refund.
  gross: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  status: z.enum(EARNING_STATUSES),
  availableAt: isoDateSchema,
});
export type EarningItem = z.infer<typeof earningItemSchema>;

const earningTotals = {
  currency: z.literal('GBP'),
  feePercent: z.number(),
  // Earned and not yet cleared.
  pending: z.number().int(),
  // Cleared and not withdrawn; negative when a refund came after its money was paid out, and later
  // earnings make it up.
  available: z.number().int(),
  // Withdrawn (sent, or on its way).
  paidOut: z.number().int(),
};

export const earningsSchema = z.object({ ...earningTotals, items: z.array(earningItemSchema) });
export type Earnings = z.infer<typeof earningsSchema>;

// The same for the web's Earnings tab, whose 'Load more' reads the next cursor from the body.
export const earningsPageSchema = earningsSchema.extend({ nextCursor: z.string().nullable() });
export type EarningsPage = z.infer<typeof earningsPageSchema>;

export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled'] as const;
export const payoutAccountSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  payoutsEnabled: z.boolean(),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

export const onboardingLinkSchema = z.object({ url: z.string() });

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const payoutDtoSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: isoDateSchema,
  paidAt: isoDateSchema.nullable(),
  // Why a failed payout failed, in the gateway's words; null otherwise.
  failureMessage: z.string().nullable(),
});
export type PayoutDto = z.infer<typeof payoutDtoSchema>;

export const adminPayoutDtoSchema = payoutDtoSchema.extend({
  writerId: z.number().int(),
  writerName: z.string(),
});
export type AdminPayoutDto = z.infer<typeof adminPayoutDtoSchema>;

// The Withdraw form: pence, everything available when left out.
export const payoutRequestSchema = z
  .object({
    amount: z
      .number({ error: 'The amount must be a number of pence' })
      .int('The amount is in whole pence')
      .positive('The amount must be positive')
      .min(MIN_PAYOUT_PENCE, `The smallest withdrawal is £${(MIN_PAYOUT_PENCE / 100).toFixed(2)}`)
      .max(100_000_000, 'The amount is too large')
      .optional(),
  })
  .optional();
export type PayoutRequest = z.input<typeof payoutRequestSchema>;

// The test gateway's onboarding page enables the account it names.
export const testOnboardingSchema = z.object({
  // text() refuses a NUL, which PostgreSQL's text cannot hold (nul-characters.test.ts).
  account: text().trim().min(1, 'The account is missing').max(255, 'Not a payout account'),
});

// The rules a writer works under, for the quote form's "You receive" and the Earnings tab.
export const payoutTermsSchema = z.object({
  feePercent: z.number(),
  clearanceDays: z.number().int(),
  minPayoutPence: z.number().int(),
});
export type PayoutTerms = z.infer<typeof payoutTermsSchema>;
