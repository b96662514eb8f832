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
  // A job's conversations are private per writer: one thread with each (docs/product.md "Chat"), and at most
  // one without a writer, for a job nobody has quoted yet.
  uniques: [
    { properties: ['job', 'writer'] },
    {
      name: 'conversations_job_without_writer_unique',
      expression: `create unique index "conversations_job_without_writer_unique" on "conversations" ("job_id") where "writer_id" is null`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    job: () => p.manyToOne(Job).nullable(),
    // The copywriter a job's thread is with; null for a conversation outside a job, and for a job's thread
    // begun before anyone quoted, which its copywriter reads once one is assigned.
    writer: () => p.manyToOne(User).nullable().index(),
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
