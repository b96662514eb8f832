import { defineEntity, p } from '@mikro-orm/core';
import { Job } from './job.ts';

export const DISPUTE_STATUSES = ['open', 'offered', 'escalated', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

// A client's dispute of a delivery, at most one per job (docs/decisions/0041): what the client asked back, the
// writer's answer, and how it was settled. While it is not resolved the review window does not close the job;
// settling refunds the agreed share and approves it. Changed only under the job's row lock.
export const JobDisputeSchema = defineEntity({
  name: 'JobDispute',
  tableName: 'job_disputes',
  indexes: [{ properties: ['status', 'respondBy'] }],
  properties: {
    id: p.integer().primary(),
    job: () => p.oneToOne(Job).owner().unique(),
    status: p.enum([...DISPUTE_STATUSES]).default('open'),
    reason: p.text(),
    // The share of the price the client asks back, in whole per cent.
    refundPercent: p.smallint(),
    // The writer's counter-offer, and their words with their answer.
    offerPercent: p.smallint().nullable(),
    writerMessage: p.text().nullable(),
    // When the party whose turn it is must answer by, or the dispute escalates by itself.
    respondBy: p.datetime(),
    // When the queue was handed the task that escalates at respondBy; null until then, and again after an offer.
    escalationTaskQueuedAt: p.datetime().nullable(),
    escalatedAt: p.datetime().nullable(),
    resolvedPercent: p.smallint().nullable(),
    resolutionNote: p.text().nullable(),
    // 'agreement' or 'admin'.
    resolvedBy: p.string().length(20).nullable(),
    resolvedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class JobDispute extends JobDisputeSchema.class {}
JobDisputeSchema.setClass(JobDispute);
