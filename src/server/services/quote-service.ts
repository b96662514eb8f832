import type { EntityManager } from '@mikro-orm/postgresql';
import { MIN_FIXED_PRICE_GBP } from '../../shared/constants.ts';
import { priceGbp } from '../../shared/domain/pricing.ts';
import type { JobDto, QuoteDto } from '../../shared/schemas/jobs.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { assertOwnJob } from './job-access.ts';
import { toJobDto, toQuoteDto } from './job-dto.ts';
import { JOB_POPULATE } from './job-service.ts';
import { applyTransition, lockJob } from './job-transitions.ts';
import { tellQuoteReceived } from './marketplace-notices.ts';

export interface Terms {
  estimatedHours: number | null;
  fixedPrice: number | null;
  quoteMessage: string | null;
}

// A copywriter's quote, or with no copywriter the admin's house quote. The job's row lock makes the
// "at most once" check and the transition one step, however many requests arrive together.
export async function submitQuote(
  em: EntityManager,
  jobId: number,
  copywriter: User | null,
  terms: Terms,
): Promise<QuoteDto> {
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (copywriter === null && job.status !== 'quote') {
      throw new AppError('INVALID_TRANSITION', 'A house quote can only be made on a job waiting for a quote');
    }
    applyTransition(job, 'submit_quote');
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
    });
    await tx.flush();
    await tellQuoteReceived(tx, job, quote);
    return toQuoteDto(quote);
  });
}

// The client takes one quote: the job takes its terms and copywriter and waits for payment.
// copywriterId 0 names the house quote.
export async function acceptQuote(
  em: EntityManager,
  client: User,
  jobId: number,
  copywriterId: number,
): Promise<JobDto> {
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    const quote = await tx.findOne(
      Quote,
      { job: job.id, copywriter: copywriterId === 0 ? null : copywriterId },
      { populate: ['copywriter'] },
    );
    if (!quote) throw new AppError('NOT_FOUND', 'That copywriter has not quoted on this job');
    const terms = { estimatedHours: quote.estimatedHours ?? null, fixedPrice: quote.fixedPrice ?? null };
    const price = priceGbp(terms);
    if (price === null) throw new AppError('VALIDATION_ERROR', 'No price has been set for this job');
    // A quote stored before hours and prices had their minimums could price a job at nothing.
    if (price < MIN_FIXED_PRICE_GBP) {
      throw new AppError('VALIDATION_ERROR', 'This quote is priced under £1 and cannot be accepted');
    }
    applyTransition(job, 'accept_quote');
    job.estimatedHours = terms.estimatedHours;
    job.fixedPrice = terms.fixedPrice;
    job.quoteMessage = quote.message ?? null;
    job.copywriter = quote.copywriter ?? null;
    await tx.flush();
    await tx.populate(job, JOB_POPULATE);
    return toJobDto(job, client);
  });
}
