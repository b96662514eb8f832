import { defineEntity, p } from '@mikro-orm/core';
import { LEDGER_KINDS } from '../../../shared/domain/ledger-kinds.ts';
import { Job } from './job.ts';
import { Payment } from './payment.ts';
import { Payout } from './payout.ts';
import { User } from './user.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

// The books: every payment taken, refund made, and credit or use of prepaid hours is one row, written once and
// never changed (the database refuses updates and deletes). A client's hours balance is the sum of their
// hours; revenue is the sum of money in and out. Signed: a refund is negative money, a use of hours negative hours.
// A copywriter's rows keep two balances: pendingPence (earned, not yet cleared) and amountPence (available to
// withdraw); feePence is the platform's commission on an earning (negative when reversed). Their totals are
// sums of these columns (services/payouts/earnings.ts), never stored anywhere else.
export const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  indexes: [{ properties: ['kind', 'createdAt'] }],
  uniques: [
    // A payment is booked, credited, refunded or used at most once, however often its outcome is reported.
    { properties: ['payment', 'kind'] },
    // A job earns once and clears once, however often approval or clearance runs.
    {
      name: 'ledger_entries_job_earning_unique',
      expression: `create unique index "ledger_entries_job_earning_unique" on "ledger_entries" ("job_id", "kind") where "kind" in ('earning', 'earning_cleared')`,
    },
    // A payout leaves the balance once and comes back at most once.
    {
      name: 'ledger_entries_payout_unique',
      expression: `create unique index "ledger_entries_payout_unique" on "ledger_entries" ("payout_id", "kind") where "payout_id" is not null`,
    },
  ],
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
    pendingPence: p.integer().default(0),
    feePence: p.integer().default(0),
    // An earning's clearance: when it becomes available to withdraw.
    availableAt: p.datetime().nullable(),
    payout: () => p.manyToOne(Payout).nullable(),
    description: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LedgerEntry extends LedgerEntrySchema.class {}
LedgerEntrySchema.setClass(LedgerEntry);
