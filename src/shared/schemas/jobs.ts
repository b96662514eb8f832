// The submission form, the client's actions on a job, and the job as every screen receives it.
import { z } from 'zod';
import './zod-setup.ts';
import { ROLES, SERVICE_TYPES, TEXT_MAXIMUMS, TEXT_MINIMUMS, WRITING_STYLES } from '../constants.ts';
import { DEADLINE_MESSAGES, isDeadlineFarEnough } from '../domain/deadlines.ts';
import { JOB_EVENT_KINDS } from '../domain/job-events.ts';
import { JOB_STATUSES } from '../domain/job-status.ts';
import { idSchema, isoDateSchema, isoDateTimeInput, singleLineText, text } from './common.ts';
import { disputeDtoSchema } from './disputes.ts';
import { pageQuerySchema, pageRequestSchema } from './paging.ts';

export const jobSubmissionSchema = z.object({
  contentTopic: singleLineText()
    .trim()
    .min(TEXT_MINIMUMS.topic, 'Please provide a topic for your content')
    .max(TEXT_MAXIMUMS.topic, 'The topic can be at most 200 characters'),
  aiContent: text()
    .trim()
    .min(TEXT_MINIMUMS.aiContent, 'Content must be at least 30 characters')
    .max(TEXT_MAXIMUMS.aiContent, 'Content can be at most 100,000 characters'),
  serviceType: z.enum(SERVICE_TYPES, 'Choose Human Check or Complete Rewrite').default('human-check'),
  writingStyle: z.enum(WRITING_STYLES, `Choose one of: ${WRITING_STYLES.join(', ')}`).default('Professional'),
  extraNotes: text().trim().max(TEXT_MAXIMUMS.extraNotes, 'Notes can be at most 5,000 characters').optional(),
  // When the client needs the work by, if they say (docs/product.md "Deadlines and delivery dates").
  deadline: isoDateTimeInput(DEADLINE_MESSAGES.format)
    .refine((deadline) => isDeadlineFarEnough(deadline), DEADLINE_MESSAGES.tooSoon)
    .nullish(),
  // The writer asked for a quote from their profile (docs/product.md "Writer profiles and invitations").
  invitedCopywriterId: idSchema('copywriter').nullish(),
  // Sent by older REST clients; the server counts the words itself and ignores these (docs/product.md
  // "Submitting a job").
  wordCount: z.number().optional(),
  status: z.literal('quote').optional(),
});
export type JobSubmission = z.input<typeof jobSubmissionSchema>;

export const jobIdSchema = z.object({ id: idSchema('job') });

// GET /api/jobs?sort=: newest first (the default), or by due date with overdue work first (docs/product.md
// "Deadlines and delivery dates"), which the admin's list offers.
export const JOB_SORTS = ['newest', 'due'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
const jobSort = z.enum(JOB_SORTS, 'sort must be newest or due').optional();
export const jobListQuerySchema = pageQuerySchema.extend({ sort: jobSort });
export const jobListRequestSchema = pageRequestSchema.extend({ sort: jobSort });

export const ratingSchema = z.object({
  id: idSchema('job'),
  rating: z
    .number()
    .int('Choose a whole number of stars')
    .min(1, 'Rate from 1 to 5')
    .max(5, 'Rate from 1 to 5'),
  // A written review beside the stars, shown on the copywriter's profile; blank is none.
  review: text()
    .trim()
    .max(TEXT_MAXIMUMS.review, 'A review can be at most 2,000 characters')
    .nullish()
    .transform((review) => (review ? review : null)),
});
export type RatingInput = z.input<typeof ratingSchema>;

// The client's request for changes to a delivery (docs/product.md "The job page, review and revisions"): the
// form's one field, and the procedure's input with the job's id.
export const revisionFormSchema = z.object({
  reason: text()
    .trim()
    .min(TEXT_MINIMUMS.revisionReason, 'Tell the copywriter what to change, in at least 10 characters')
    .max(TEXT_MAXIMUMS.revisionReason, 'The request can be at most 2,000 characters'),
});
export type RevisionForm = z.input<typeof revisionFormSchema>;
export const revisionRequestSchema = revisionFormSchema.extend({ id: idSchema('job') });
export type RevisionRequestInput = z.input<typeof revisionRequestSchema>;

export const feedbackSchema = z.object({
  content: text()
    .trim()
    .min(1, 'Please enter your feedback')
    .max(TEXT_MAXIMUMS.feedback, 'Feedback can be at most 5,000 characters'),
});

export const quoteDtoSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  // Null for a house quote made by an admin.
  copywriterId: z.number().int().nullable(),
  copywriterName: z.string().nullable(),
  estimatedHours: z.number().nullable(),
  fixedPrice: z.number().nullable(),
  quoteMessage: z.string().nullable(),
  // Pounds: the fixed price, or the hours at £75 (docs/product.md "Money"); null when neither is set.
  price: z.number().nullable(),
  createdAt: isoDateSchema,
  // The writer's record, for the client choosing between quotes: the average of their rated jobs to one
  // decimal (null before the first rating, and for the house quote) and their completed jobs.
  copywriterRating: z.number().nullable(),
  copywriterCompletedJobs: z.number().int(),
  // The date the writer promises the work by; null when the quote names none.
  deliveryDate: isoDateSchema.nullable(),
});
export type QuoteDto = z.infer<typeof quoteDtoSchema>;

export const jobDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  writingStyle: z.string(),
  content: z.string(),
  extraNotes: z.string().nullable(),
  wordCount: z.number().int(),
  result: z.string().nullable(),
  estimatedHours: z.number().nullable(),
  fixedPrice: z.number().nullable(),
  quoteMessage: z.string().nullable(),
  copywriterId: z.number().int().nullable(),
  copywriterName: z.string().nullable(),
  // Only an admin sees who the client is.
  clientName: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: isoDateSchema,
  // Also the assignment date: the copywriter's Active tab shows it as "Assigned on".
  updatedAt: isoDateSchema,
  completedAt: isoDateSchema.nullable(),
  // The quotes the viewer may see: all of them for the client and admins, their own for a copywriter.
  quotes: z.array(quoteDtoSchema),
  // The job's own conversation, once someone has written in it.
  conversationId: z.number().int().nullable(),
  // The written review that came with the rating.
  review: z.string().nullable(),
  // The review of the latest delivery: open until reviewWindowEndsAt (7 days after it) unless approved first;
  // null while nothing is delivered or a revision is under way.
  reviewWindowEndsAt: isoDateSchema.nullable(),
  approvedAt: isoDateSchema.nullable(),
  // Revisions the client has asked for, of at most 2.
  revisionsRequested: z.number().int(),
  // docs/product.md "Deadlines and delivery dates": the client's deadline, the accepted quote's delivery date,
  // when the work is due (the delivery date, else the deadline) and whether it is overdue now.
  deadline: isoDateSchema.nullable(),
  deliveryDate: isoDateSchema.nullable(),
  dueAt: isoDateSchema.nullable(),
  overdue: z.boolean(),
  // The writer the client asked for a quote from their profile (docs/product.md "Writer profiles and
  // invitations"); another copywriter sees null.
  invitedCopywriterId: z.number().int().nullable(),
});
export type JobDto = z.infer<typeof jobDtoSchema>;

const beforeAfterSchema = z.object({ before: z.number(), after: z.number() });
export const roundReportSchema = z.object({
  wordsBefore: z.number().int(),
  wordsAfter: z.number().int(),
  changedPercent: z.number(),
  readability: beforeAfterSchema,
  gradeLevel: beforeAfterSchema,
  sentenceLength: beforeAfterSchema,
  aiPhrasesRemoved: z.array(z.string()),
});

// One delivered text. Round 1 is the first delivery, each revision adds one; revisionReason is what the client
// asked to change in this one (null unless it was sent back). The newest is the job's result.
export const jobVersionSchema = z.object({
  round: z.number().int(),
  result: z.string(),
  deliveredAt: isoDateSchema,
  revisionReason: z.string().nullable(),
  revisionRequestedAt: isoDateSchema.nullable(),
  // What the round changed against the round before it or the draft (docs/decisions/0045); null for rounds
  // delivered before reports existed.
  report: roundReportSchema.nullable(),
});
export type JobVersion = z.infer<typeof jobVersionSchema>;

export const timelineEntrySchema = z.object({
  at: isoDateSchema,
  kind: z.enum(JOB_EVENT_KINDS),
  // Null for what the system did by itself (a review window that closed after 7 days, a payment Stripe
  // reported) or for a visitor who had no account yet.
  actor: z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) }).nullable(),
  // The copywriter whose quote, payment or work the step is about, when there is one.
  copywriter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  // A line for the reader: a price, a reason, a rating; null when the kind says it all.
  detail: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

// GET /api/jobs/{id}: everything the job page shows, in one answer.
export const jobDetailDtoSchema = jobDtoSchema.extend({
  versions: z.array(jobVersionSchema),
  timeline: z.array(timelineEntrySchema),
  // The client's dispute of the delivery, if there is one (docs/decisions/0041).
  dispute: disputeDtoSchema.nullable(),
});
export type JobDetailDto = z.infer<typeof jobDetailDtoSchema>;

export const pendingJobSchema = z.object({ hasPendingJob: z.boolean() });
