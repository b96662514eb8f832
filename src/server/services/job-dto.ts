// Jobs and quotes as the screens receive them: DTOs, never entities, with only what the viewer may see.
import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dueAt, isOverdue } from '../../shared/domain/deadlines.ts';
import { priceGbp } from '../../shared/domain/pricing.ts';
import type { JobDto, QuoteDto } from '../../shared/schemas/jobs.ts';
import type { Job } from '../db/entities/job.ts';
import type { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { type CopywriterRecord, copywriterRecords } from './writer-records.ts';

export type WriterRecords = ReadonlyMap<number, CopywriterRecord>;

// What a list needs in the same round trips whatever its length: the quotes with their copywriters,
// the job's copywriter and client (no query per row).
export const JOB_POPULATE = ['quotes', 'quotes.copywriter', 'copywriter', 'client'] as const;

// The name of a related user when it was loaded with the list (never a lazy load per row).
function nameOf(user: User | null | undefined): string | null {
  return user && wrap(user).isInitialized() ? user.name : null;
}

export function toQuoteDto(quote: Quote, records: WriterRecords): QuoteDto {
  const terms = { estimatedHours: quote.estimatedHours ?? null, fixedPrice: quote.fixedPrice ?? null };
  const record = quote.copywriter ? records.get(quote.copywriter.id) : undefined;
  return {
    id: quote.id,
    jobId: quote.job.id,
    copywriterId: quote.copywriter?.id ?? null,
    copywriterName: nameOf(quote.copywriter),
    ...terms,
    quoteMessage: quote.message ?? null,
    price: priceGbp(terms),
    createdAt: quote.createdAt.toISOString(),
    copywriterRating: record?.rating ?? null,
    copywriterCompletedJobs: record?.completedJobs ?? 0,
    deliveryDate: quote.deliveryDate?.toISOString() ?? null,
  };
}

// The client and admins see every quote of a job; a copywriter sees only their own.
export function visibleQuotes(job: Job, viewer: User | undefined): Quote[] {
  if (!job.quotes.isInitialized()) return [];
  const quotes = job.quotes.getItems();
  if (viewer?.role === 'copywriter') return quotes.filter((quote) => quote.copywriter?.id === viewer.id);
  return quotes;
}

// The copywriters whose records the viewer's DTOs of these jobs show.
export function quotingWriterIds(jobs: Job[], viewer: User | undefined): number[] {
  const ids = new Set<number>();
  for (const job of jobs) {
    for (const quote of visibleQuotes(job, viewer)) if (quote.copywriter) ids.add(quote.copywriter.id);
  }
  return [...ids];
}

// What the client asked for and the terms it was done on, as the job's DTO and the account export both show it.
export function jobBasics(job: Job) {
  return {
    id: job.id,
    title: job.title,
    status: job.status,
    serviceType: job.serviceType,
    writingStyle: job.writingStyle,
    content: job.content,
    extraNotes: job.extraNotes ?? null,
    wordCount: job.wordCount,
    result: job.result ?? null,
    estimatedHours: job.estimatedHours ?? null,
    fixedPrice: job.fixedPrice ?? null,
  };
}

export function toJobDto(job: Job, viewer: User | undefined, records: WriterRecords): JobDto {
  return {
    ...jobBasics(job),
    quoteMessage: job.quoteMessage ?? null,
    copywriterId: job.copywriter?.id ?? null,
    copywriterName: nameOf(job.copywriter),
    clientName: viewer?.role === 'admin' ? nameOf(job.client) : null,
    rating: job.rating ?? null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    quotes: visibleQuotes(job, viewer)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((quote) => toQuoteDto(quote, records)),
    conversationId: job.conversationId ?? null,
    review: job.review ?? null,
    reviewWindowEndsAt: job.reviewWindowEndsAt?.toISOString() ?? null,
    approvedAt: job.approvedAt?.toISOString() ?? null,
    revisionsRequested: job.revisionsRequested,
    invitedCopywriterId: visibleInvitation(job.invitedCopywriter?.id ?? null, viewer),
    ...dueDates(job),
  };
}

// docs/product.md "Deadlines and delivery dates": the dates as the job holds them, when the work is due, and
// whether it is overdue as of now. The job lists' read model answers the same through this function.
export function dueDates(job: {
  status: Job['status'];
  deadline?: Date | string | null | undefined;
  deliveryDate?: Date | string | null | undefined;
}): Pick<JobDto, 'deadline' | 'deliveryDate' | 'dueAt' | 'overdue'> {
  const iso = (when: Date | string | null | undefined) => (when ? new Date(when).toISOString() : null);
  const dates = { status: job.status, deadline: iso(job.deadline), deliveryDate: iso(job.deliveryDate) };
  return {
    deadline: dates.deadline,
    deliveryDate: dates.deliveryDate,
    dueAt: dueAt(dates)?.toISOString() ?? null,
    overdue: isOverdue(dates),
  };
}

// Many jobs as DTOs: the quoting writers' records in one statement, whatever the number of jobs and quotes.
export async function toJobDtos(em: EntityManager, jobs: Job[], viewer: User | undefined): Promise<JobDto[]> {
  const records = await copywriterRecords(em, quotingWriterIds(jobs, viewer));
  return jobs.map((job) => toJobDto(job, viewer, records));
}

export async function toOneJobDto(em: EntityManager, job: Job, viewer: User | undefined): Promise<JobDto> {
  const [dto] = await toJobDtos(em, [job], viewer);
  return dto!;
}

// Which writer the client asked for a quote: the client and admins see it, and the writer invited; another
// copywriter is not told whom the client preferred.
export function visibleInvitation(invitedId: number | null, viewer: Pick<User, 'id' | 'role'> | undefined) {
  if (invitedId === null || !viewer) return null;
  return viewer.role !== 'copywriter' || viewer.id === invitedId ? invitedId : null;
}
