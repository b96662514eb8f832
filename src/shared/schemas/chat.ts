// The chat's forms (a message, a new conversation), what the chat procedures take, and what they answer.
import { z } from 'zod';
import './zod-setup.ts';
import { ROLES, TEXT_MAXIMUMS } from '../constants.ts';
import { idSchema, isoDateSchema, singleLineText, text } from './common.ts';

export const CHAT_LIMITS = {
  title: 200,
  // Messages per page of a conversation: the detail answers the newest page, older pages on request.
  messagesPerPage: 100,
  // The conversation list answers the most recently active ones; an older one stays reachable by its address.
  conversationsListed: 200,
  // A stream that reconnects replays at most this many missed messages, else tells the screen to read again.
  catchUpMessages: 200,
  // Live streams one user may hold open on one instance (a tab each): a bound on what a user can pin in memory.
  streamsPerUser: 5,
} as const;

export const messageContentSchema = z.object({
  content: text()
    .trim()
    .min(1, 'A message cannot be empty')
    .max(TEXT_MAXIMUMS.message, 'A message can be at most 10,000 characters'),
});

// A job's threads are one per writer: the client names the copywriter a message is for, or it goes to the
// chosen one, or to the only one who quoted (docs/product.md "Chat").
export const jobMessageSchema = messageContentSchema.extend({
  id: idSchema('job'),
  copywriterId: idSchema('copywriter').optional(),
});

// A conversation is created with a required title (docs/product.md "Chat").
export const newConversationSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1, 'Title is required')
    .max(CHAT_LIMITS.title, 'A title can be at most 200 characters'),
});
export type NewConversation = z.infer<typeof newConversationSchema>;

export const conversationIdSchema = z.object({ id: idSchema('conversation') });

export const conversationMessageSchema = messageContentSchema.extend({
  id: idSchema('conversation'),
});

// Older messages than the oldest one on screen, a page at a time.
export const earlierMessagesSchema = z.object({
  id: idSchema('conversation'),
  before: idSchema('message'),
});

// tRPC fills lastEventId in when the stream reconnects; the web client also sends the newest message id it
// already holds on the first connect, so that nothing posted between its last read and the stream is lost.
export const chatEventsInputSchema = z
  .object({
    lastEventId: text()
      .max(10, 'Not a message id')
      .regex(/^\d+$/, 'Not a message id')
      // PostgreSQL's integer, as idSchema: a larger id would make the database, not validation, refuse it.
      .refine((id) => Number(id) <= 2_147_483_647, 'Not a message id')
      .optional(),
  })
  .optional();

const senderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
});

export const messageDtoSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  createdAt: isoDateSchema,
  sender: senderSchema,
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

export const conversationSummaryDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  // The job this conversation belongs to, when it is a job's own conversation.
  jobId: z.number().int().nullable(),
  lastMessage: z
    .object({
      id: z.number().int(),
      content: z.string(),
      sender: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
  lastMessageAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  // Messages from others after the caller's last-read mark.
  unreadCount: z.number().int(),
});
export type ConversationSummaryDto = z.infer<typeof conversationSummaryDtoSchema>;

export const participantDtoSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(ROLES),
    profileImageUrl: z.string().nullable(),
  }),
});
export type ParticipantDto = z.infer<typeof participantDtoSchema>;

export const conversationDetailDtoSchema = z.object({
  conversation: conversationSummaryDtoSchema.omit({ unreadCount: true }),
  participants: z.array(participantDtoSchema),
  // The newest messages, oldest first; hasEarlierMessages says whether older ones can be asked for.
  messages: z.array(messageDtoSchema),
  hasEarlierMessages: z.boolean(),
  // Whether the caller may write here now (a job's conversation follows the job's messaging rules).
  canPost: z.boolean(),
});
export type ConversationDetailDto = z.infer<typeof conversationDetailDtoSchema>;

export const earlierMessagesDtoSchema = z.object({
  messages: z.array(messageDtoSchema),
  hasEarlierMessages: z.boolean(),
});
export type EarlierMessagesDto = z.infer<typeof earlierMessagesDtoSchema>;

export const createdConversationDtoSchema = z.object({ id: z.number().int() });

// What the live stream carries: a new message, word that too much was missed to replay it message by
// message (the screen reads its conversations again), or word that the user's notifications changed (the
// bell reads them again). One stream per tab carries all three.
//
// The stream's first event, sent once it listens, says what the bell holds then (its newest notification and
// the unread count): a page that has just read the same bell need not read it again (docs/decisions/0019).
export const bellStateSchema = z.object({ newestId: z.number().int(), unread: z.number().int() });
export type BellState = z.infer<typeof bellStateSchema>;

export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageDtoSchema }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('notifications'), bell: bellStateSchema.optional() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
