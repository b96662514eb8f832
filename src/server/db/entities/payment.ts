import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';
import { User } from './user.ts';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const PAYMENT_PURPOSES = ['hours', 'job'] as const;
export const PAYMENT_METHODS = ['card', 'hours'] as const;

// One purchase: an hour package or a job, paid by card (through the gateway's payment intent) or, for a job
// quoted by the hour, from prepaid hours. Its status follows the intent (pending until the gateway settles it;
// a test-gateway decline is a failed row of its own). The money itself is in the immutable ledger
// (ledger-entry.ts): this row is the purchase, the ledger is the books.
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  indexes: [{ properties: ['client', 'createdAt'] }, { properties: ['status', 'createdAt'] }],
  uniques: [
    // The database itself refuses a second successful payment for one job, and a second open intent for it.
    {
      name: 'payments_job_succeeded_unique',
      expression: `create unique index "payments_job_succeeded_unique" on "payments" ("job_id") where "status" = 'succeeded'`,
    },
    {
      name: 'payments_job_pending_unique',
      expression: `create unique index "payments_job_pending_unique" on "payments" ("job_id") where "status" = 'pending'`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    client: () => p.manyToOne(User),
    purpose: p.enum([...PAYMENT_PURPOSES]).default('job'),
    method: p.enum([...PAYMENT_METHODS]).default('card'),
    job: () => p.manyToOne(Job).nullable(),
    packageId: p.string().length(20).nullable(),
    // Hours bought with a package, or used to pay a job.
    hours: p.decimal('number').precision(10).scale(2).nullable(),
    amountPence: p.integer(),
    currency: p.string().length(3).default('gbp'),
    // 'test', 'stripe', or 'balance' for prepaid hours.
    gateway: p.string().length(20),
    // The gateway's payment intent; null for a moment between the row and the intent, and for prepaid hours.
    reference: p.string().length(255).nullable().unique(),
    status: p.enum([...PAYMENT_STATUSES]),
    cardLast4: p.string().length(4).nullable(),
    failureMessage: p.string().length(500).nullable(),
    refundReference: p.string().length(255).nullable(),
    // What was given back: pence to the card, or hours to the balance; a settled dispute may give back a part
    // while the payment stays 'succeeded' (docs/decisions/0041).
    refundedPence: p.integer().default(0),
    refundedHours: p.decimal('number').precision(10).scale(2).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    settledAt: p.datetime().nullable(),
    refundedAt: p.datetime().nullable(),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
