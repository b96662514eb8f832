// Jobs and quotes as the screens receive them: DTOs, never entities, with only what the viewer may see.
import { wrap } from '@mikro-orm/core';
import { priceGbp } from '../../shared/domain/pricing.ts';
import type { JobDto, QuoteDto } from '../../shared/schemas/jobs.ts';
import type { Job } from '../db/entities/job.ts';
import type { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';

// The name of a related user when it was loaded with the list (never a lazy load per row).
function nameOf(user: User | null | undefined): string | null {
  return user && wrap(user).isInitialized() ? user.name : null;
}

export function toQuoteDto(quote: Quote): QuoteDto {
  const terms = { estimatedHours: quote.estimatedHours ?? null, fixedPrice: quote.fixedPrice ?? null };
  return {
    id: quote.id,
    jobId: quote.job.id,
    copywriterId: quote.copywriter?.id ?? null,
    copywriterName: nameOf(quote.copywriter),
    ...terms,
    quoteMessage: quote.message ?? null,
    price: priceGbp(terms),
    createdAt: quote.createdAt.toISOString(),
  };
}

// The client and admins see every quote of a job; a copywriter sees only their own.
function visibleQuotes(job: Job, viewer: User | undefined): Quote[] {
  if (!job.quotes.isInitialized()) return [];
  const quotes = job.quotes.getItems();
  if (viewer?.role === 'copywriter') return quotes.filter((quote) => quote.copywriter?.id === viewer.id);
  return quotes;
}

export function toJobDto(job: Job, viewer: User | undefined): JobDto {
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
      .map(toQuoteDto),
    conversationId: job.conversationId ?? null,
  };
}
