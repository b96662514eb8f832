import { defineEntity, p } from '@mikro-orm/core';
import { SERVICE_TYPES } from '../../../shared/constants.ts';
import { OVERDUE_STATUSES } from '../../../shared/domain/deadlines.ts';
import {
  isClosed,
  isDelivered,
  JOB_STATUSES,
  type JobStatus,
  OPEN_FOR_QUOTES,
} from '../../../shared/domain/job-status.ts';
import { Quote } from './quote.ts';
import { User } from './user.ts';

/** Statuses as a list of SQL literals: they are the code's own words, never input. */
export function statusListSql(statuses: readonly JobStatus[]): string {
  return `(${statuses.map((status) => `'${status}'`).join(', ')})`;
}

// The statuses whose work is no longer due: delivered (under review or approved) or withdrawn.
export const NOT_DUE_STATUSES: readonly JobStatus[] = JOB_STATUSES.filter(
  (status) => isDelivered(status) || isClosed(status),
);

// Neither owed work nor finished: waiting for a quote, its acceptance or its payment.
export const DUE_WAITING_STATUSES: readonly JobStatus[] = JOB_STATUSES.filter(
  (status) => !OVERDUE_STATUSES.includes(status) && !NOT_DUE_STATUSES.includes(status),
);

const DUE_SQL = `(coalesce("delivery_date", "deadline"))`;

export const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  indexes: [
    { properties: ['client', 'createdAt'] },
    // The admin's list, newest first, a page at a time without sorting every job (bench/scale.ts).
    { properties: ['createdAt', 'id'] },
    { properties: ['status'] },
    { properties: ['copywriter', 'status'] },
    // The deliveries under review whose closing the queue has not been given yet
    // (queue/review-window-tasks.ts).
    {
      name: 'jobs_review_unscheduled_index',
      expression: `create index "jobs_review_unscheduled_index" on "jobs" ("review_window_ends_at") where "status" = 'completed' and "approved_at" is null and "review_task_queued_at" is null`,
    },
    // The ranked lists' branches, each read in the order of one of these (services/jobs/job-orders.ts): the
    // jobs open for quotes newest first, a writer's invitations, and the work by due date, owed or waiting,
    // the admin's and a client's.
    {
      name: 'jobs_open_created_at_index',
      expression: `create index "jobs_open_created_at_index" on "jobs" ("created_at", "id") where "status" in ${statusListSql(OPEN_FOR_QUOTES)}`,
    },
    {
      name: 'jobs_invited_copywriter_id_index',
      expression: `create index "jobs_invited_copywriter_id_index" on "jobs" ("invited_copywriter_id", "created_at") where "invited_copywriter_id" is not null`,
    },
    {
      name: 'jobs_due_owed_index',
      expression: `create index "jobs_due_owed_index" on "jobs" (${DUE_SQL}, "id") where "status" in ${statusListSql(OVERDUE_STATUSES)}`,
    },
    {
      name: 'jobs_due_waiting_index',
      expression: `create index "jobs_due_waiting_index" on "jobs" (${DUE_SQL}, "id") where "status" in ${statusListSql(DUE_WAITING_STATUSES)}`,
    },
    {
      name: 'jobs_client_due_owed_index',
      expression: `create index "jobs_client_due_owed_index" on "jobs" ("client_id", ${DUE_SQL}, "id") where "status" in ${statusListSql(OVERDUE_STATUSES)}`,
    },
    {
      name: 'jobs_client_due_waiting_index',
      expression: `create index "jobs_client_due_waiting_index" on "jobs" ("client_id", ${DUE_SQL}, "id") where "status" in ${statusListSql(DUE_WAITING_STATUSES)}`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    // Null while a visitor's submission waits, in their session, for them to sign up or log in.
    client: () => p.manyToOne(User).nullable(),
    title: p.string().length(200),
    content: p.text(),
    serviceType: p.enum([...SERVICE_TYPES]),
    writingStyle: p.string().length(50),
    extraNotes: p.text().nullable(),
    wordCount: p.integer(),
    // Assigned only through the transition table (src/shared/domain/job-status.ts), never directly.
    status: p.enum([...JOB_STATUSES]).default('quote'),
    result: p.text().nullable(),
    // The agreed terms, copied from the accepted quote.
    estimatedHours: p.decimal('number').precision(10).scale(2).nullable(),
    fixedPrice: p.decimal('number').precision(10).scale(2).nullable(),
    // The terms are the house's (the admin's quote): the whole price is the platform's, and whoever is
    // assigned earns nothing from it (docs/decisions/0039).
    houseQuote: p.boolean().default(false),
    quoteMessage: p.text().nullable(),
    // The accepted quote's delivery date, with its terms; and the client's own deadline, set at submission
    // (docs/product.md "Deadlines and delivery dates").
    deliveryDate: p.datetime().nullable(),
    deadline: p.datetime().nullable(),
    copywriter: () => p.manyToOne(User).nullable(),
    // The writer the client asked for a quote from their profile (docs/product.md "Writer profiles and
    // invitations"); others may still quote.
    invitedCopywriter: () => p.manyToOne(User).nullable(),
    rating: p.smallint().nullable(),
    // The written review given with the rating, and when the rating was given.
    review: p.text().nullable(),
    ratedAt: p.datetime().nullable(),
    quotes: () => p.oneToMany(Quote).mappedBy('job'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // The latest delivery's time (set by the work submission); every delivery is kept in job_deliveries.
    completedAt: p.datetime().nullable(),
    // The review of the latest delivery (docs/product.md "The job page, review and revisions"): open until
    // reviewWindowEndsAt unless approvedAt is set first; the queue closes it at that time by itself.
    reviewWindowEndsAt: p.datetime().nullable(),
    approvedAt: p.datetime().nullable(),
    // How many times the client sent a delivery back (at most MAX_REVISIONS), counted under the job's lock.
    revisionsRequested: p.smallint().default(0),
    // When the queue was handed the task that closes the window (docs/decisions/0010); null until then.
    reviewTaskQueuedAt: p.datetime().nullable(),
    // When the queue was handed the task that clears the writer's earning (docs/decisions/0039); null until then.
    earningTaskQueuedAt: p.datetime().nullable(),
  },
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
