import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// Who did what (docs/decisions/0038): every admin action and every security event of an account is one row,
// written in the transaction of the action it records and never changed — the database refuses updates and
// deletes, as it does for the books.
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  indexes: [
    { properties: ['createdAt', 'id'] },
    { properties: ['actor', 'createdAt'] },
    { properties: ['subject', 'createdAt'] },
  ],
  triggers: [
    {
      name: 'audit_entries_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'audit entries are never changed or removed';",
    },
  ],
  properties: {
    id: p.integer().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // Who acted: an admin, the account's owner, or nobody signed in (a refused login).
    actor: () => p.manyToOne(User).nullable(),
    action: p.string().length(60),
    // The account the entry is about, for that account's trail on the admin's user page.
    subject: () => p.manyToOne(User).nullable(),
    // What was acted on, as a kind and an id ('job', 12): a job, a payment, a post, an account.
    targetType: p.string().length(20).nullable(),
    targetId: p.integer().nullable(),
    detail: p.string().length(500).default(''),
    ip: p.string().length(64).nullable(),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
