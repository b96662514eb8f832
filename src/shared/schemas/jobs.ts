// The submission form, the client's actions on a job, and the job as every screen receives it.
import { z } from 'zod';
import './zod-setup.ts';
import { SERVICE_TYPES, TEXT_MAXIMUMS, TEXT_MINIMUMS, WRITING_STYLES } from '../constants.ts';
import { JOB_STATUSES } from '../domain/job-status.ts';
import { idSchema, isoDateSchema, text } from './common.ts';

export const jobSubmissionSchema = z.object({
  contentTopic: text()
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
  // Sent by the SPEC's client; the server counts the words itself and ignores these.
  wordCount: z.number().optional(),
  status: z.literal('quote').optional(),
});
export type JobSubmission = z.input<typeof jobSubmissionSchema>;

export const jobIdSchema = z.object({ id: idSchema('job') });

export const ratingSchema = z.object({
  id: idSchema('job'),
  rating: z
    .number()
    .int('Choose a whole number of stars')
    .min(1, 'Rate from 1 to 5')
    .max(5, 'Rate from 1 to 5'),
});

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
  // Pounds: the fixed price, or the hours at £75 (DECISIONS.md); null when neither is set.
  price: z.number().nullable(),
  createdAt: isoDateSchema,
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
  // Also the assignment date (SPEC.md section 3).
  updatedAt: isoDateSchema,
  completedAt: isoDateSchema.nullable(),
  // The quotes the viewer may see: all of them for the client and admins, their own for a copywriter.
  quotes: z.array(quoteDtoSchema),
  // The job's own conversation, once someone has written in it.
  conversationId: z.number().int().nullable(),
});
export type JobDto = z.infer<typeof jobDtoSchema>;

export const pendingJobSchema = z.object({ hasPendingJob: z.boolean() });
