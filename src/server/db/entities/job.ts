import { defineEntity, p } from '@mikro-orm/core';
import { SERVICE_TYPES } from '../../../shared/constants.ts';
import { JOB_STATUSES } from '../../../shared/domain/job-status.ts';
import { Quote } from './quote.ts';
import { User } from './user.ts';

export const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  indexes: [
    { properties: ['client', 'createdAt'] },
    { properties: ['status'] },
    { properties: ['copywriter', 'status'] },
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
    quoteMessage: p.text().nullable(),
    copywriter: () => p.manyToOne(User).nullable(),
    rating: p.smallint().nullable(),
    quotes: () => p.oneToMany(Quote).mappedBy('job'),
    // The job's own conversation, read in the same statement as the job (no query per job in a list).
    conversationId: p
      .integer()
      .formula((_, table) => `(select c.id from conversations c where c.job_id = ${table.alias}.id)`)
      .nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    completedAt: p.datetime().nullable(),
  },
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
