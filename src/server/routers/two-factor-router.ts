// Two-factor sign-in on /account (docs/decisions/0037): set up, confirm with a first code, turn off.
import { z } from 'zod';
import { successSchema } from '../../shared/schemas/common.ts';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
} from '../../shared/schemas/two-factor.ts';
import * as twoFactor from '../services/two-factor.ts';
import { router } from '../trpc/init.ts';
import { authedProcedure } from '../trpc/procedures.ts';

const tags = ['account'];

export const twoFactorRouter = router({
  setup: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/2fa/setup',
        tags,
        summary:
          'Start turning two-factor sign-in on: a new secret and its otpauth:// URL (for a QR code); nothing changes until POST /api/account/2fa/enable',
      },
    })
    .input(z.void())
    .output(twoFactorSetupSchema)
    .mutation(({ ctx }) => twoFactor.beginTwoFactorSetup(ctx.em, ctx.user)),

  enable: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/2fa/enable',
        tags,
        summary:
          'Turn two-factor sign-in on with a code from the new secret; answers the 10 single-use recovery codes, shown this once',
      },
    })
    .input(enableTwoFactorSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => twoFactor.enableTwoFactor(ctx.em, ctx.user, input.code)),

  disable: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/2fa/disable',
        tags,
        summary: 'Turn two-factor sign-in off with your password and a code (or a recovery code)',
      },
    })
    .input(disableTwoFactorSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await twoFactor.disableTwoFactor(ctx.em, ctx.user, input);
      return { success: true as const };
    }),
});
