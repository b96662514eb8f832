import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';

// Every text delivered for a job, kept when the client asks for a revision (docs/product.md "The job page,
// review and revisions"). The job's own result is always the newest round's.
export const JobDeliverySchema = defineEntity({
  name: 'JobDelivery',
  tableName: 'job_deliveries',
  uniques: [{ properties: ['job', 'round'] }],
  properties: {
    id: p.integer().primary(),
    job: () => p.manyToOne(Job),
    round: p.smallint(),
    result: p.text(),
    deliveredAt: p.datetime(),
    // What the client asked to change in this delivery, when they sent it back.
    revisionReason: p.text().nullable(),
    revisionRequestedAt: p.datetime().nullable(),
  },
});

export class JobDelivery extends JobDeliverySchema.class {}
JobDeliverySchema.setClass(JobDelivery);
