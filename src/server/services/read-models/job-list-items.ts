// The rows of the job lists' statements (job-lists.ts) built into the DTOs of src/shared/schemas/jobs.ts:
// times come as the ISO strings isoSql wrote, each job's quotes as one JSON array, and long texts as the
// openings the list carries (docs/product.md "Limits") unless the list shows them whole.
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { excerpt } from '../../../shared/domain/text.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { LIST_PREVIEW_CHARS } from '../../../shared/schemas/paging.ts';
import type { User } from '../../db/entities/user.ts';
import { dueDates, visibleInvitation } from '../job-dto.ts';

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

function toQuoteItem(quote: QuoteJson, jobId: number): QuoteDto {
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

function preview(text: string): string {
  return excerpt(text, LIST_PREVIEW_CHARS);
}

export function toJobItem(row: JobRow, wholeTexts: boolean, viewer: User): JobDto {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    serviceType: row.service_type,
    writingStyle: row.writing_style,
    content: wholeTexts && row.status === 'completed' ? row.content : preview(row.content),
    extraNotes: row.extra_notes === null ? null : preview(row.extra_notes),
    wordCount: row.word_count,
    result: row.result === null ? null : wholeTexts ? row.result : preview(row.result),
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
