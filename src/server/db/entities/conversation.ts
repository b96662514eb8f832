import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';
import { User } from './user.ts';

export const ConversationSchema = defineEntity({
  name: 'Conversation',
  tableName: 'conversations',
  // The conversations list's order, most recently active first (chat-reads.ts), walked a page at a time
  // rather than sorted whole (bench/scale.ts).
  indexes: [
    {
      name: 'conversations_activity_index',
      expression: `create index "conversations_activity_index" on "conversations" ((coalesce("last_message_at", "created_at")), "id")`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    // A job has at most one conversation of its own.
    job: () => p.oneToOne(Job).owner().nullable().unique(),
    createdBy: () => p.manyToOne(User),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastMessageAt: p.datetime().nullable(),
  },
});

export class Conversation extends ConversationSchema.class {}
ConversationSchema.setClass(Conversation);

export const ConversationParticipantSchema = defineEntity({
  name: 'ConversationParticipant',
  tableName: 'conversation_participants',
  uniques: [{ properties: ['conversation', 'user'] }],
  properties: {
    id: p.integer().primary(),
    conversation: () => p.manyToOne(Conversation),
    user: () => p.manyToOne(User).index(),
    // False for an admin or an approved copywriter who has read a conversation without writing in it: their
    // row only keeps a read mark, and does not make the conversation theirs (docs/product.md "Chat").
    joined: p.boolean().default(true),
    // Unread counts are the messages after this mark: the time of the newest message the user was shown.
    lastReadAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ConversationParticipant extends ConversationParticipantSchema.class {}
ConversationParticipantSchema.setClass(ConversationParticipant);

export const MessageSchema = defineEntity({
  name: 'Message',
  tableName: 'messages',
  indexes: [
    { properties: ['conversation', 'createdAt'] },
    // A conversation's newest messages and its last one, read by id (chat-reads.ts), without walking all of a
    // long conversation's messages (bench/scale.ts).
    { properties: ['conversation', 'id'] },
  ],
  properties: {
    id: p.integer().primary(),
    conversation: () => p.manyToOne(Conversation),
    sender: () => p.manyToOne(User),
    content: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Message extends MessageSchema.class {}
MessageSchema.setClass(Message);
