import { tracked } from '@trpc/server';
import {
  chatEventSchema,
  chatEventsInputSchema,
  conversationDetailDtoSchema,
  conversationIdSchema,
  conversationMessageSchema,
  conversationSummaryDtoSchema,
  createdConversationDtoSchema,
  earlierMessagesDtoSchema,
  earlierMessagesSchema,
  jobMessageSchema,
  messageDtoSchema,
  newConversationSchema,
} from '../../shared/schemas/chat.ts';
import { successSchema } from '../../shared/schemas/common.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import { AppError, toTRPCError } from '../errors.ts';
import { listOutput } from '../http/list-output.ts';
import { findSessionUser } from '../services/auth-service.ts';
import {
  conversationsPage,
  getConversation,
  getEarlierMessages,
  markConversationRead,
} from '../services/chat-reads.ts';
import { streamChatEvents } from '../services/chat-stream.ts';
import { createConversation, postJobMessage, postMessage } from '../services/chat-writes.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { authedProcedure } from '../trpc/procedures.ts';

const tags = ['chat'];

export const chatRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations',
        tags,
        summary:
          'The conversations the caller may read, most recently active first, with unread counts (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(conversationSummaryDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await conversationsPage(ctx.em, ctx.user, input ?? {}))),

  create: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/conversations', tags, summary: 'Start a conversation' } })
    .input(newConversationSchema)
    .output(createdConversationDtoSchema)
    .mutation(({ ctx, input }) => createConversation(ctx.em, ctx.user, input.title)),

  byId: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations/{id}',
        tags,
        summary: 'One conversation with its newest messages; marks it read for the caller',
      },
    })
    .input(conversationIdSchema)
    .output(conversationDetailDtoSchema)
    .query(({ ctx, input }) => getConversation(ctx.em, ctx.user, input.id)),

  earlierMessages: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations/{id}/messages',
        tags,
        summary: 'Messages older than `before`, a page at a time',
      },
    })
    .input(earlierMessagesSchema)
    .output(earlierMessagesDtoSchema)
    .query(({ ctx, input }) => getEarlierMessages(ctx.em, ctx.user, input.id, input.before)),

  sendMessage: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/conversations/{id}/messages',
        tags,
        summary: 'Write in a conversation',
      },
    })
    .input(conversationMessageSchema)
    .output(messageDtoSchema)
    .mutation(({ ctx, input }) => postMessage(ctx.em, ctx.user, input.id, input.content)),

  markRead: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/conversations/{id}/read',
        tags,
        summary: 'Mark a conversation read up to its newest message',
      },
    })
    .input(conversationIdSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await markConversationRead(ctx.em, ctx.user, input.id);
      return { success: true as const };
    }),

  sendJobMessage: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/conversations/job/{id}/message',
        tags,
        summary: "Write in a job's conversation",
      },
    })
    .input(jobMessageSchema)
    .output(messageDtoSchema)
    .mutation(({ ctx, input }) =>
      postJobMessage(ctx.em, ctx.user, input.id, input.content, input.copywriterId),
    ),

  // New messages as they are written, over server-sent events (tRPC only: the REST adapter has no streams).
  // tRPC cannot validate a subscription's output with .output(); each event is parsed by its DTO schema.
  events: authedProcedure.input(chatEventsInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const events = streamChatEvents({
      em: ctx.em,
      user: ctx.user,
      bus: ctx.services.liveBus,
      lastEventId: input?.lastEventId,
      signal: signal ?? new AbortController().signal,
      recheckUser: () => findSessionUser({ em: ctx.em.fork(), session: ctx.session }),
    });
    // A stream's own refusals (too many streams, signed out meanwhile) come after the procedure has answered,
    // past the middleware that maps AppError, so they are mapped here.
    try {
      for await (const { id, event } of events) yield tracked(id, chatEventSchema.parse(event));
    } catch (error) {
      throw error instanceof AppError ? toTRPCError(error) : error;
    }
  }),
});
