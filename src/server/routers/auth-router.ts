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
import * as account from '../services/account-service.ts';
import * as auth from '../services/auth-service.ts';
import { router } from '../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['auth'];

export const authRouter = router({
  user: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user', tags, summary: 'The signed-in user' } })
    .input(z.void())
    .output(currentUserSchema)
    .query(({ ctx }) => auth.toCurrentUser(ctx.em, ctx.user)),

  // The web client's "who is signed in?": nobody is an answer here, not a 401, so a visitor's page load
  // logs no error. Integrations ask GET /api/auth/user, which answers 401 (docs/product.md "The REST
  // contract").
  session: publicProcedure
    .input(z.void())
    .output(currentUserSchema.nullable())
    .query(async ({ ctx }) => {
      const user = await auth.findSessionUser(ctx);
      return user ? auth.toCurrentUser(ctx.em, user) : null;
    }),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags, summary: 'Sign in', protect: false } })
    .input(loginSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => auth.toCurrentUser(ctx.em, await auth.login(ctx, input))),

  signup: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/signup', tags, summary: 'Create an account', protect: false },
    })
    .input(signupSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) =>
      auth.toCurrentUser(
        ctx.em,
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
      await auth.changePassword(ctx, input);
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
        summary: "Set a new password with a reset link's token; ends every other session and signs in",
        protect: false,
      },
    })
    .input(resetPasswordSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => auth.toCurrentUser(ctx.em, await account.resetPassword(ctx, input))),

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
