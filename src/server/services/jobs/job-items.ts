// The one builder of JobDto and QuoteDto (src/shared/schemas/jobs.ts), for the single job and every list: from
// the rows of job-rows.ts, where times come as the ISO strings isoSql wrote, each job's quotes as one JSON
// array the viewer may see (visibility.ts), and long texts as the openings a list carries (docs/product.md
// "Limits") unless the list shows them whole.
import { dueAt, isOverdue } from '../../../shared/domain/deadlines.ts';
import { isDelivered } from '../../../shared/domain/job-status.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { excerpt } from '../../../shared/domain/text.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { LIST_PREVIEW_CHARS } from '../../../shared/schemas/paging.ts';
import { type JobViewer, visibleInvitation } from './visibility.ts';

export interface QuoteJson {
  id: number;
  copywriterId: number | null;
  copywriterName: string | null;
  estimatedHours: number | null;
  fixedPrice: number | null;
  quoteMessage: string | null;
  createdAt: string;
  deliveryDate: string | null;
  rating: number | null;
  completed: number | null;
}

export interface JobRow {
  id: number;
  title: string;
  status: JobDto['status'];
  service_type: JobDto['serviceType'];
  writing_style: string;
  content: string;
  extra_notes: string | null;
  word_count: number;
  result: string | null;
  estimated_hours: string | number | null;
  fixed_price: string | number | null;
  quote_message: string | null;
  copywriter_id: number | null;
  copywriter_name: string | null;
  client_name: string | null;
  rating: number | null;
  // ISO 8601 strings, written by isoSql.
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  conversation_id: number | null;
  review: string | null;
  review_window_ends_at: string | null;
  approved_at: string | null;
  revisions_requested: number;
  quotes: QuoteJson[];
  deadline: string | null;
  delivery_date: string | null;
  invited_copywriter_id: number | null;
  // The position in the list's order: microseconds of its time, or with `rank` (the order by due date) the
  // microseconds that order it within its rank.
  position: string;
  rank?: number;
}

function numberOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

export function toQuoteItem(quote: QuoteJson, jobId: number): QuoteDto {
  const terms = { estimatedHours: quote.estimatedHours, fixedPrice: quote.fixedPrice };
  return {
    id: quote.id,
    jobId,
    copywriterId: quote.copywriterId,
    copywriterName: quote.copywriterId === null ? null : quote.copywriterName,
    ...terms,
    quoteMessage: quote.quoteMessage,
    price: priceGbp(terms),
    createdAt: quote.createdAt,
    copywriterRating: quote.rating,
    copywriterCompletedJobs: quote.completed ?? 0,
    deliveryDate: quote.deliveryDate,
  };
}

// Which long texts come whole: every one on the job's own page, the delivered text and the draft it is
// compared with on the client's card, none elsewhere in a list.
export type JobTexts = 'whole' | 'delivered' | 'previews';

function preview(text: string): string {
  return excerpt(text, LIST_PREVIEW_CHARS);
}

// docs/product.md "Deadlines and delivery dates": the dates as the job holds them, when the work is due, and
// whether it is overdue as of now.
function dueDates(job: {
  status: JobDto['status'];
  deadline: string | null;
  deliveryDate: string | null;
}): Pick<JobDto, 'deadline' | 'deliveryDate' | 'dueAt' | 'overdue'> {
  const iso = (when: string | null) => (when ? new Date(when).toISOString() : null);
  const dates = { status: job.status, deadline: iso(job.deadline), deliveryDate: iso(job.deliveryDate) };
  return {
    deadline: dates.deadline,
    deliveryDate: dates.deliveryDate,
    dueAt: dueAt(dates)?.toISOString() ?? null,
    overdue: isOverdue(dates),
  };
}

export function toJobItem(row: JobRow, texts: JobTexts, viewer: JobViewer): JobDto {
  const whole = texts === 'whole';
  const delivered = whole || texts === 'delivered';
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    serviceType: row.service_type,
    writingStyle: row.writing_style,
    content: whole || (delivered && isDelivered(row.status)) ? row.content : preview(row.content),
    extraNotes: row.extra_notes === null || whole ? row.extra_notes : preview(row.extra_notes),
    wordCount: row.word_count,
    result: row.result === null || delivered ? row.result : preview(row.result),
    estimatedHours: numberOrNull(row.estimated_hours),
    fixedPrice: numberOrNull(row.fixed_price),
    quoteMessage: row.quote_message,
    copywriterId: row.copywriter_id,
    copywriterName: row.copywriter_name,
    clientName: row.client_name,
    rating: row.rating,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    quotes: row.quotes.map((quote) => toQuoteItem(quote, row.id)),
    conversationId: row.conversation_id,
    review: row.review,
    reviewWindowEndsAt: row.review_window_ends_at,
    approvedAt: row.approved_at,
    revisionsRequested: row.revisions_requested,
    ...dueDates({ status: row.status, deadline: row.deadline, deliveryDate: row.delivery_date }),
    invitedCopywriterId: visibleInvitation(row.invited_copywriter_id, viewer),
  };
}
