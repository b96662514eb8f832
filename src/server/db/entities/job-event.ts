import { defineEntity, p } from '@mikro-orm/core';
import { JOB_EVENT_KINDS } from '../../../shared/domain/job-events.ts';
import { Job } from './job.ts';
import { User } from './user.ts';

// One step of a job's timeline, written in the transaction of the step itself (job-transitions.ts), so that
// the timeline holds exactly what happened (docs/decisions/0010).
export const JobEventSchema = defineEntity({
  name: 'JobEvent',
  tableName: 'job_events',
  indexes: [
    { properties: ['job', 'createdAt'] },
    // The instant estimate reads the quotes accepted in the last 90 days, and nothing else of the timeline
    // (services/estimate.ts, docs/decisions/0044-instant-estimate.md).
    {
      name: 'job_events_quote_accepted_index',
      expression: `create index "job_events_quote_accepted_index" on "job_events" ("created_at", "job_id") where "kind" = 'quote_accepted'`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    job: () => p.manyToOne(Job),
    kind: p.enum([...JOB_EVENT_KINDS]),
    // Null for what the system did by itself, and for a visitor's submission.
    actor: () => p.manyToOne(User).nullable(),
    // The copywriter whose quote, payment or work the step is about: copywriters see only their own steps,
    // and of the rest only the job's submission and withdrawal (job-timeline.ts).
    copywriter: () => p.manyToOne(User).nullable(),
    detail: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class JobEvent extends JobEventSchema.class {}
JobEventSchema.setClass(JobEvent);
