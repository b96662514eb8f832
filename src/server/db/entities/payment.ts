import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';
import { User } from './user.ts';

export const PAYMENT_STATUSES = ['succeeded', 'failed'] as const;

// Every attempt to take money, kept for good: a decline is a row too.
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  indexes: [{ properties: ['client', 'createdAt'] }, { properties: ['status', 'createdAt'] }],
  // The database itself refuses a second successful payment for one job.
  uniques: [
    {
      name: 'payments_job_succeeded_unique',
      expression: `create unique index "payments_job_succeeded_unique" on "payments" ("job_id") where "status" = 'succeeded'`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    client: () => p.manyToOne(User),
    job: () => p.manyToOne(Job).nullable(),
    amountPence: p.integer(),
    currency: p.string().length(3).default('gbp'),
    gateway: p.string().length(20),
    reference: p.string().length(255),
    status: p.enum([...PAYMENT_STATUSES]),
    cardLast4: p.string().length(4).nullable(),
    failureMessage: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
