import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// Every credit and use of prepaid hours is one immutable row; a client's balance is their sum.
export const HoursLedgerEntrySchema = defineEntity({
  name: 'HoursLedgerEntry',
  tableName: 'hours_ledger',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).index(),
    hours: p.decimal('number').precision(10).scale(2),
    reason: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class HoursLedgerEntry extends HoursLedgerEntrySchema.class {}
HoursLedgerEntrySchema.setClass(HoursLedgerEntry);
