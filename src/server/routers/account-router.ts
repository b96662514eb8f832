import { z } from 'zod';
import {
  accountSchema,
  changeEmailSchema,
  messageSchema,
  notificationPreferencesSchema,
  unsubscribeAnswerSchema,
  unsubscribeSchema,
  updateProfileSchema,
  updateSpellingSchema,
} from '../../shared/schemas/account.ts';
import { accountExportSchema, deleteAccountSchema } from '../../shared/schemas/account-data.ts';
import {
  apiKeyIdSchema,
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '../../shared/schemas/api-keys.ts';
import { successSchema } from '../../shared/schemas/common.ts';
import { sessionIdSchema, sessionListSchema, signedOutOthersSchema } from '../../shared/schemas/sessions.ts';
import { AppError } from '../errors.ts';
import { deleteAccount } from '../services/account-deletion.ts';
import * as account from '../services/account-service.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys.ts';
import { endSession, listSessions, signOutOthers } from '../services/user-sessions.ts';
import { router } from '../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['account'];

export const accountRouter = router({
  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/account', tags, summary: 'Your account settings' } })
    .input(z.void())
    .output(accountSchema)
    .query(({ ctx }) => account.getAccount(ctx.em, ctx.user)),

  updateProfile: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/account/profile', tags, summary: 'Change your name' } })
    .input(updateProfileSchema)
    .output(accountSchema)
    .mutation(({ ctx, input }) => account.updateName(ctx.em, ctx.user, input.name)),

  updateSpelling: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/account/spelling',
        tags,
        summary: 'British (uk) or American (us) spelling, on every device and in emails',
      },
    })
    .input(updateSpellingSchema)
    .output(accountSchema)
    .mutation(({ ctx, input }) => account.updateSpelling(ctx.em, ctx.user, input.spelling)),

  changeEmail: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/email',
        tags,
        summary: 'Change your email: it takes effect when the link sent to the new address is opened',
      },
    })
    .input(changeEmailSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => account.requestEmailChange(ctx, input)),

  notificationPreferences: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/notification-preferences',
        tags,
        summary: 'Which non-essential emails you get',
      },
    })
    .input(z.void())
    .output(notificationPreferencesSchema)
    .query(({ ctx }) => account.getPreferences(ctx.user)),

  setNotificationPreferences: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/account/notification-preferences',
        tags,
        summary: 'Switch non-essential emails on or off (in-app notifications are always kept)',
      },
    })
    .input(notificationPreferencesSchema)
    .output(notificationPreferencesSchema)
    .mutation(({ ctx, input }) => account.setPreferences(ctx.em, ctx.user, input)),

  export: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/export',
        tags,
        summary: 'Everything your account holds, as a JSON file (other people by name only)',
      },
    })
    .input(z.void())
    .output(accountExportSchema)
    .query(() => {
      // GET /api/account/export has a route of its own that streams the document as it reads it
      // (http/account-export-route.ts); this procedure describes it in the REST contract. Through /trpc it
      // would be built whole in memory, which a signed-in caller could ask for again and again (issue 28,
      // finding 4), so the tRPC door points to the download.
      throw new AppError('NOT_FOUND', 'Download your data from GET /api/account/export');
    }),

  delete: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account',
        tags,
        summary:
          "Delete your account with your password: personal data is erased, paid jobs and payments are kept under the name 'Deleted user', and every session ends",
      },
    })
    .input(deleteAccountSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input.password)),

  sessions: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/sessions',
        tags,
        summary:
          'Your signed-in sessions (device, last seen), the most recent first; this one is marked current',
      },
    })
    .input(z.void())
    .output(sessionListSchema)
    .query(async ({ ctx }) => ({ sessions: await listSessions(ctx.em, ctx.user.id, ctx.session.sessionId) })),

  endSession: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account/sessions/{id}',
        tags,
        summary:
          'Sign one of your sessions out; its next request is signed out, its live streams end at once',
      },
    })
    .input(sessionIdSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await endSession(ctx.em, ctx.user.id, input.id);
      return { success: true as const };
    }),

  signOutOthers: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/sessions/sign-out-others',
        tags,
        summary: 'Sign out everywhere else: every session of yours but this one ends',
      },
    })
    .input(z.void())
    .output(signedOutOthersSchema)
    .mutation(({ ctx }) => signOutOthers(ctx.em, ctx.user.id, ctx.session.sessionId)),

  apiKeys: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/api-keys',
        tags,
        summary:
          'Your live API keys, the newest first: name, prefix, scopes, created and last used (never the key)',
      },
    })
    .input(z.void())
    .output(apiKeyListSchema)
    .query(({ ctx }) => listApiKeys(ctx.em, ctx.user.id)),

  createApiKey: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/api-keys',
        tags,
        summary: 'Make an API key; the key is answered this once and kept only hashed',
      },
    })
    .input(createApiKeySchema)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.em, ctx.user, input)),

  revokeApiKey: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account/api-keys/{id}',
        tags,
        summary: 'Revoke an API key: every request with it is refused from now on',
      },
    })
    .input(apiKeyIdSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await revokeApiKey(ctx.em, ctx.user, input.id);
      return { success: true as const };
    }),

  // The unsubscribe page's button; mail clients use POST /api/unsubscribe (RFC 8058) with the same token.
  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/unsubscribe',
        tags,
        summary: "Stop one kind of email with the signed token of an email's unsubscribe link",
        protect: false,
      },
    })
    .input(unsubscribeSchema)
    .output(unsubscribeAnswerSchema)
    .mutation(({ ctx, input }) => account.unsubscribe(ctx.em, ctx.settings.linkSecret, input.token)),
});
