import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

// One withdrawal of a copywriter's available money to their payout account (docs/decisions/0039). The money
// leaves their balance in the ledger when the row is made ('pending'), and comes back there if the transfer
// fails; this row is the withdrawal's state, the ledger is the books.
export const PayoutSchema = defineEntity({
  name: 'Payout',
  tableName: 'payouts',
  indexes: [{ properties: ['writer', 'createdAt'] }, { properties: ['status', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    writer: () => p.manyToOne(User),
    amountPence: p.integer(),
    currency: p.string().length(3).default('gbp'),
    gateway: p.string().length(20),
    // The gateway's account the money goes to, as it was when the payout was asked for.
    accountId: p.string().length(255),
    status: p.enum([...PAYOUT_STATUSES]).default('pending'),
    // The gateway's transfer, once it answered.
    transferReference: p.string().length(255).nullable().unique(),
    failureMessage: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    paidAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
  },
});

export class Payout extends PayoutSchema.class {}
PayoutSchema.setClass(Payout);
