import {
  markReadAnswerSchema,
  markReadSchema,
  notificationListSchema,
} from '../../shared/schemas/notifications.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import * as notifications from '../services/notification-service.ts';
import { router } from '../trpc/init.ts';
import { linkNextPage } from '../trpc/paging.ts';
import { authedProcedure } from '../trpc/procedures.ts';

const tags = ['notifications'];

export const notificationsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications',
        tags,
        summary: 'Your in-app notifications, newest first, with the unread count (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(notificationListSchema)
    .query(async ({ ctx, input }) => {
      const { nextCursor, ...list } = await notifications.listNotifications(ctx.em, ctx.user, input ?? {});
      linkNextPage(ctx, nextCursor);
      return list;
    }),

  read: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/notifications/read',
        tags,
        summary: 'Mark notifications read: the ids given, or all of them',
      },
    })
    .input(markReadSchema)
    .output(markReadAnswerSchema)
    .mutation(async ({ ctx, input }) => ({
      unread: await notifications.markRead(ctx.em, ctx.user, input?.ids),
    })),
});
