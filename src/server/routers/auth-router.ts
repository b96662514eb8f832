import { z } from 'zod';
import {
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../shared/schemas/account.ts';
import {
  changePasswordSchema,
  currentUserSchema,
  loginSchema,
  signupSchema,
} from '../../shared/schemas/auth.ts';
import { successSchema } from '../../shared/schemas/common.ts';
import { loginAnswerSchema, twoFactorLoginSchema } from '../../shared/schemas/two-factor.ts';
import * as account from '../services/account-service.ts';
import * as auth from '../services/auth-service.ts';
import { changePassword } from '../services/password-change.ts';
import { router } from '../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['auth'];

export const authRouter = router({
  user: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user', tags, summary: 'The signed-in user' } })
    .input(z.void())
    .output(currentUserSchema)
    .query(({ ctx }) => auth.toCurrentUser(ctx, ctx.user)),

  // The web client's "who is signed in?": nobody is an answer here, not a 401, so a visitor's page load
  // logs no error. Integrations ask GET /api/auth/user, which answers 401 (docs/product.md "The REST
  // contract").
  session: publicProcedure
    .input(z.void())
    .output(currentUserSchema.nullable())
    .query(async ({ ctx }) => {
      const user = await auth.findSessionUser(ctx);
      return user ? auth.toCurrentUser(ctx, user) : null;
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags,
        summary:
          'Sign in; with two-factor sign-in on, answers { twoFactorRequired: true } and POST /api/auth/login/2fa completes it',
        protect: false,
      },
    })
    .input(loginSchema)
    .output(loginAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await auth.login(ctx, input);
      return 'user' in outcome ? auth.toCurrentUser(ctx, outcome.user) : outcome;
    }),

  loginTwoFactor: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/2fa',
        tags,
        summary:
          "The login's second step, in the same session: a code from the authenticator app or a recovery code (each recovery code works once)",
        protect: false,
      },
    })
    .input(twoFactorLoginSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) =>
      auth.toCurrentUser(ctx, await auth.completeTwoFactorLogin(ctx, input.code)),
    ),

  signup: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/signup', tags, summary: 'Create an account', protect: false },
    })
    .input(signupSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) =>
      auth.toCurrentUser(
        ctx,
        await auth.signup({ ...ctx, adminSignupCode: ctx.settings.adminSignupCode }, input),
      ),
    ),

  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags,
        summary: 'Sign out this device (other sessions go on; see /account/sessions)',
        protect: false,
      },
    })
    .input(z.void())
    .output(successSchema)
    .mutation(async ({ ctx }) => {
      await auth.logout(ctx);
      return { success: true as const };
    }),

  changePassword: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/change-password', tags, summary: 'Change the password' },
    })
    .input(changePasswordSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, input);
      return { success: true as const };
    }),

  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/forgot-password',
        tags,
        summary: 'Email a password reset link (the same answer, in the same time, for any email)',
        protect: false,
      },
    })
    .input(forgotPasswordSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => account.requestPasswordReset(ctx, input.email)),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        tags,
        summary:
          "Set a new password with a reset link's token; ends every other session and signs in (with two-factor sign-in on, answers { twoFactorRequired: true } as login does)",
        protect: false,
      },
    })
    .input(resetPasswordSchema)
    .output(loginAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await account.resetPassword(ctx, input);
      return 'user' in outcome ? auth.toCurrentUser(ctx, outcome.user) : outcome;
    }),

  verifyEmail: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/verify-email',
        tags,
        summary: "Confirm an email address, or undo a change of address, with a link's token",
        protect: false,
      },
    })
    .input(verifyEmailSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => account.confirmEmail(ctx.em, input.token)),

  resendVerification: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/resend-verification',
        tags,
        summary: 'Send a new confirmation link to your email address',
      },
    })
    .input(z.void())
    .output(messageSchema)
    .mutation(({ ctx }) => account.resendVerification(ctx)),
});
