// A copywriter's quote on an open job (docs/product.md "Quotes"), and the placing of any quote, the house's
// too (house-quote.ts). The job's row lock makes the "at most once" check and the transition one step, however
// many requests arrive together.

import { deliveryDateProblem } from '../../../shared/domain/deadlines.ts';
import type { QuoteDto } from '../../../shared/schemas/jobs.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit-log.ts';
import { tellQuoteReceived } from '../marketplace-notices.ts';
import { type CopywriterRecord, copywriterRecords } from '../writer-records.ts';
import { assertCanQuoteOn } from './access.ts';
import { type QuoteJson, toQuoteItem } from './job-items.ts';
import { describeTerms } from './timeline.ts';
import { applyTransition, type JobEventOptions, lockJob } from './transitions.ts';

export interface Terms {
  estimatedHours: number | null;
  fixedPrice: number | null;
  quoteMessage: string | null;
  // ISO 8601; optional, so that a caller from before delivery dates needs no change.
  deliveryDate?: string | null | undefined;
}

// With no copywriter, the house quote, whose actor on the timeline is the admin who made it.
export async function placeQuote(
  options: JobEventOptions & {
    copywriter: User | null;
    terms: Terms;
  },
): Promise<QuoteDto> {
  const { em, actor, jobId, copywriter, terms } = options;
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    applyTransition(tx, job, copywriter ? 'submit_quote' : 'submit_house_quote', {
      actor,
      copywriter,
      detail: describeTerms(terms),
    });
    const deliveryProblem = deliveryDateProblem(terms.deliveryDate, job.deadline);
    if (deliveryProblem) throw new AppError('VALIDATION_ERROR', deliveryProblem);
    const existing = await tx.count(Quote, { job: job.id, copywriter: copywriter?.id ?? null });
    if (existing > 0) {
      throw new AppError(
        'CONFLICT',
        copywriter ? 'You have already quoted on this job' : 'This job already has a house quote',
      );
    }
    const quote = tx.create(Quote, {
      job,
      copywriter,
      estimatedHours: terms.estimatedHours,
      fixedPrice: terms.fixedPrice,
      message: terms.quoteMessage,
      deliveryDate: terms.deliveryDate ? new Date(terms.deliveryDate) : null,
    });
    if (!copywriter) {
      recordAudit(tx, {
        action: 'job.house_quote',
        actor,
        subject: job.client ?? null,
        target: { type: 'job', id: job.id },
        detail: describeTerms(terms) ?? '',
      });
    }
    await tx.flush();
    await tellQuoteReceived(tx, job, quote);
    const record = copywriter ? (await copywriterRecords(tx, [copywriter.id])).get(copywriter.id) : undefined;
    return toQuoteItem(quoteJsonOf(quote, copywriter, record), job.id);
  });
}

// The quote as the read model's rows carry it, so that one builder makes every QuoteDto (job-items.ts).
function quoteJsonOf(quote: Quote, copywriter: User | null, record: CopywriterRecord | undefined): QuoteJson {
  return {
    id: quote.id,
    copywriterId: copywriter?.id ?? null,
    copywriterName: copywriter?.name ?? null,
    estimatedHours: quote.estimatedHours ?? null,
    fixedPrice: quote.fixedPrice ?? null,
    quoteMessage: quote.message ?? null,
    createdAt: quote.createdAt.toISOString(),
    deliveryDate: quote.deliveryDate?.toISOString() ?? null,
    rating: record?.rating ?? null,
    completed: record?.completedJobs ?? 0,
  };
}

// A copywriter's quote, on a job they may see: any other is not found.
export async function submitQuote(
  options: JobEventOptions & {
    terms: Terms;
  },
): Promise<QuoteDto> {
  await assertCanQuoteOn(options.em, options.actor, options.jobId);
  return placeQuote({ ...options, copywriter: options.actor });
}
