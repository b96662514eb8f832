import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_KIND_NAMES } from '../../../shared/domain/notification-kinds.ts';
import { User } from './user.ts';

export const EMAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

// The outbox: one row per (event, recipient address), written in the transaction of the change that causes
// it, then handed to the queue and sent (or, with no SMTP configured, kept for the admin's Emails tab).
// The message is stored as data and rendered when it is sent; subject and bodies are what was rendered.
export const OutboxEmailSchema = defineEntity({
  name: 'OutboxEmail',
  tableName: 'emails',
  uniques: [{ properties: ['eventKey', 'toAddress'] }],
  indexes: [
    { properties: ['toAddress', 'createdAt'] },
    { properties: ['createdAt'] },
    // What the relay looks for, kept small: only the rows not yet handed to the queue.
    {
      name: 'emails_unqueued_index',
      expression: 'create index "emails_unqueued_index" on "emails" ("created_at") where "queued_at" is null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    toAddress: p.string().length(254),
    recipientName: p.string().length(100),
    spelling: p.string().length(2),
    kind: p.enum([...NOTIFICATION_KIND_NAMES]),
    eventKey: p.string().length(200),
    message: p.json<Record<string, unknown>>(),
    subject: p.string().length(300).nullable(),
    text: p.text().nullable(),
    html: p.text().nullable(),
    headers: p.json<Record<string, string>>().nullable(),
    status: p.enum([...EMAIL_STATUSES]).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.string().length(500).nullable(),
    // When the row was handed to the queue; null rows are picked up by the relay.
    queuedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});

export class OutboxEmail extends OutboxEmailSchema.class {}
OutboxEmailSchema.setClass(OutboxEmail);
