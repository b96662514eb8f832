import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';
import { User } from './user.ts';

export const QuoteSchema = defineEntity({
  name: 'Quote',
  tableName: 'quotes',
  // Each copywriter quotes a job at most once (docs/product.md "Quotes"); the house quote has no copywriter.
  uniques: [
    { properties: ['job', 'copywriter'] },
    {
      name: 'quotes_house_quote_unique',
      expression: `create unique index "quotes_house_quote_unique" on "quotes" ("job_id") where "copywriter_id" is null`,
    },
  ],
  // A copywriter's own quotes: the available jobs leave out those they quoted, and the chat lets them read the
  // conversations of the open jobs they quoted (bench/scale.ts: without it, both read every quote).
  indexes: [{ properties: ['copywriter', 'job'] }],
  properties: {
    id: p.integer().primary(),
    job: () => p.manyToOne(Job).inversedBy('quotes'),
    copywriter: () => p.manyToOne(User).nullable(),
    estimatedHours: p.decimal('number').precision(10).scale(2).nullable(),
    fixedPrice: p.decimal('number').precision(10).scale(2).nullable(),
    message: p.text().nullable(),
    // When the writer promises the work by, if they do (docs/product.md "Deadlines and delivery dates").
    deliveryDate: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Quote extends QuoteSchema.class {}
QuoteSchema.setClass(Quote);
