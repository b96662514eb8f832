// A copywriter's earnings and payouts, and the admin's list of every payout (docs/decisions/0039).
import { z } from 'zod';
import { MIN_PAYOUT_PENCE } from '../../shared/domain/platform-fee.ts';
import { pageQuerySchema, pageRequestSchema } from '../../shared/schemas/paging.ts';
import {
  adminPayoutDtoSchema,
  earningsPageSchema,
  earningsSchema,
  onboardingLinkSchema,
  payoutAccountSchema,
  payoutDtoSchema,
  payoutRequestSchema,
  payoutTermsSchema,
  testOnboardingSchema,
} from '../../shared/schemas/payouts.ts';
import { listOutput, pageOutput } from '../http/list-output.ts';
import { listAllPayouts } from '../services/payouts/admin-payouts.ts';
import { earningsCsv } from '../services/payouts/earnings-csv.ts';
import { allEarnings, earningsStatement } from '../services/payouts/earnings-statement.ts';
import { enableTestAccount, getPayoutAccount, onboardingLink } from '../services/payouts/payout-accounts.ts';
import { listPayouts, requestPayout } from '../services/payouts/withdrawals.ts';
import { router } from '../trpc/init.ts';
import { linked, linkNextPage } from '../trpc/paging.ts';
import { adminProcedure, approvedCopywriterProcedure } from '../trpc/procedures.ts';

const tags = ['payouts'];

export const payoutsRouter = router({
  // The fee and clearance this server runs with, for the quote form's "You receive £X after the 20% fee".
  terms: approvedCopywriterProcedure
    .input(z.void())
    .output(payoutTermsSchema)
    .query(({ ctx }) => ({
      feePercent: ctx.settings.payouts.feePercent,
      clearanceDays: ctx.settings.payouts.clearanceDays,
      minPayoutPence: MIN_PAYOUT_PENCE,
    })),

  earnings: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/earnings',
        tags,
        summary:
          'My earnings: pending, available and paid out in pence, and a row per job, newest first ' +
          '(rows paged: Link rel="next"; the totals cover all of them)',
      },
    })
    .input(pageQuerySchema.optional())
    .output(earningsSchema)
    .query(async ({ ctx, input }) => {
      const { nextCursor, ...earnings } = await earningsStatement(
        ctx.em,
        ctx.user.id,
        ctx.settings.payouts.feePercent,
        input,
      );
      linkNextPage(ctx, nextCursor);
      return earnings;
    }),

  // The same for the web's Earnings tab, whose 'Load more' reads the next cursor from the body.
  earningsPage: approvedCopywriterProcedure
    .input(pageRequestSchema.optional())
    .output(earningsPageSchema)
    .query(({ ctx, input }) =>
      earningsStatement(ctx.em, ctx.user.id, ctx.settings.payouts.feePercent, input),
    ),

  earningsCsv: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/earnings.csv',
        tags,
        summary: 'My earnings statement as a CSV file: every row of /copywriter/earnings, in pounds',
      },
    })
    .input(z.void())
    .output(z.string())
    .query(async ({ ctx }) =>
      earningsCsv(await allEarnings(ctx.em, ctx.user.id, ctx.settings.payouts.feePercent)),
    ),

  account: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/payout-account',
        tags,
        summary: 'Where my payout account stands: none, pending (details still due) or enabled',
      },
    })
    .input(z.void())
    .output(payoutAccountSchema)
    .query(({ ctx }) => getPayoutAccount(ctx.em, ctx.user)),

  onboardingLink: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/copywriter/payout-account/onboarding-link',
        tags,
        summary: 'A one-time link to the payment provider’s page where I give my payout details',
      },
    })
    .input(z.void())
    .output(onboardingLinkSchema)
    .mutation(({ ctx }) => onboardingLink(ctx.em, ctx.services.gateway, ctx.user, ctx.settings.publicUrl)),

  // The test gateway's onboarding page (docs/decisions/0039); 404 with Stripe, whose own page does this.
  enableTestAccount: approvedCopywriterProcedure
    .input(testOnboardingSchema)
    .output(payoutAccountSchema)
    .mutation(({ ctx, input }) => enableTestAccount(ctx.em, ctx.services.gateway, ctx.user, input.account)),

  withdraw: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/copywriter/payouts',
        tags,
        summary:
          'Withdraw available money to my payout account: amount in pence (at least 2000), everything ' +
          'available when left out. 409 when more than is available or no payout account is enabled',
      },
    })
    .input(payoutRequestSchema)
    .output(payoutDtoSchema)
    .mutation(({ ctx, input }) => requestPayout(ctx.em, ctx.services.gateway, ctx.user, input?.amount)),

  payouts: approvedCopywriterProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/copywriter/payouts',
        tags,
        summary: 'My payouts, newest first (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(payoutDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await listPayouts(ctx.em, ctx.user, input))),

  payoutsPage: approvedCopywriterProcedure
    .input(pageRequestSchema.optional())
    .output(pageOutput(payoutDtoSchema))
    .query(({ ctx, input }) => listPayouts(ctx.em, ctx.user, input)),

  adminPayouts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payouts',
        tags,
        summary: 'Every payout, newest first, with its writer (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(adminPayoutDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await listAllPayouts(ctx.em, input))),

  adminPayoutsPage: adminProcedure
    .input(pageRequestSchema.optional())
    .output(pageOutput(adminPayoutDtoSchema))
    .query(({ ctx, input }) => listAllPayouts(ctx.em, input)),
});
