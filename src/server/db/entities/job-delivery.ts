import { defineEntity, p } from '@mikro-orm/core';
import type { RoundReport } from '../../../shared/domain/round-report.ts';
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
    // What this round changed against the one before it or the draft, computed at delivery; null for rounds
    // delivered before the report existed (docs/decisions/0045).
    report: p.json<RoundReport>().nullable(),
  },
});

export class JobDelivery extends JobDeliverySchema.class {}
JobDeliverySchema.setClass(JobDelivery);
