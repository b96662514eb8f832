import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';
import { Payment } from './payment.ts';
import { User } from './user.ts';

export const LEDGER_KINDS = ['card_payment', 'refund', 'hours_credit', 'hours_debit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// The books: every payment taken, refund made, and credit or use of prepaid hours is one row, written once and
// never changed (the database refuses updates and deletes). A client's hours balance is the sum of their
// hours; revenue is the sum of money in and out. Signed: a refund is negative money, a use of hours negative hours.
export const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  indexes: [{ properties: ['kind', 'createdAt'] }],
  // A payment is booked, credited, refunded or used at most once, however often its outcome is reported.
  uniques: [{ properties: ['payment', 'kind'] }],
  triggers: [
    {
      name: 'ledger_entries_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'ledger entries are never changed or removed';",
    },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).index(),
    kind: p.enum([...LEDGER_KINDS]),
    amountPence: p.integer().default(0),
    hours: p.decimal('number').precision(10).scale(2).default(0),
    payment: () => p.manyToOne(Payment).nullable(),
    job: () => p.manyToOne(Job).nullable(),
    description: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LedgerEntry extends LedgerEntrySchema.class {}
LedgerEntrySchema.setClass(LedgerEntry);
