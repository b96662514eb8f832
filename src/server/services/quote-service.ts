import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MIN_FIXED_PRICE_GBP } from '../../shared/constants.ts';
import { deliveryDateProblem } from '../../shared/domain/deadlines.ts';
import { OPEN_FOR_QUOTES } from '../../shared/domain/job-status.ts';
import { priceGbp } from '../../shared/domain/pricing.ts';
import type { JobDto, QuoteDto } from '../../shared/schemas/jobs.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import { Job } from '../db/entities/job.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { assertOwnJob } from './job-access.ts';
import { JOB_POPULATE, toOneJobDto, toQuoteDto } from './job-dto.ts';
import { describeTerms } from './job-timeline.ts';
import { applyTransition, lockJob } from './job-transitions.ts';
import { tellQuoteReceived } from './marketplace-notices.ts';
import { copywriterRecords } from './writer-records.ts';

export interface Terms {
  estimatedHours: number | null;
  fixedPrice: number | null;
  quoteMessage: string | null;
  // ISO 8601; optional, so that a caller from before delivery dates needs no change.
  deliveryDate?: string | null | undefined;
}

// A copywriter's quote, or with no copywriter the admin's house quote (the admin is then its actor on the
// timeline). The job's row lock makes the "at most once" check and the transition one step, however many
// requests arrive together.
export async function submitQuote(
  em: EntityManager,
  jobId: number,
  copywriter: User | null,
  terms: Terms,
  admin: User | null = null,
): Promise<QuoteDto> {
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    applyTransition(tx, job, copywriter ? 'submit_quote' : 'submit_house_quote', {
      actor: copywriter ?? admin,
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
    await tx.flush();
    await tellQuoteReceived(tx, job, quote);
    return toQuoteDto(quote, await copywriterRecords(tx, copywriter ? [copywriter.id] : []));
  });
}

// The client takes one quote: the job takes its terms and copywriter and waits for payment. The other quotes
// stay, so that the client can go back to them until payment (job-service.ts changeQuote).
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
    // Only an approved copywriter can deliver what is paid for (docs/product.md "The job page, review and
    // revisions"); an admin's rejection withdraws the quotes too, and this holds against a race with it.
    if (quote.copywriter) {
      const profile = await tx.findOne(
        CopywriterProfile,
        { user: quote.copywriter.id },
        { fields: ['status'] },
      );
      if (profile?.status !== 'approved') {
        throw new AppError(
          'CONFLICT',
          'This copywriter is no longer available to take on work. Please choose another quote.',
        );
      }
    }
    job.estimatedHours = terms.estimatedHours;
    job.fixedPrice = terms.fixedPrice;
    job.quoteMessage = quote.message ?? null;
    job.deliveryDate = quote.deliveryDate ?? null;
    job.copywriter = quote.copywriter ?? null;
    applyTransition(tx, job, 'accept_quote', {
      actor: client,
      detail: `${quote.copywriter ? 'Quote' : 'House quote'}: ${describeTerms(terms)}`,
    });
    await tx.flush();
    await tx.populate(job, JOB_POPULATE);
    return toOneJobDto(tx, job, client);
  });
}

/**
 * Takes a copywriter's quotes off every job still open for quotes (their copywriter was rejected, or left): a
 * job left with no quote waits for one again. Call inside the transaction, after locking the jobs
 * (lockJobsOfQuoter), so that no client accepts one of those quotes meanwhile. The timeline names nobody in
 * its words (a name there would outlive a deleted account); its reader knows the quote by its terms.
 */
export async function withdrawQuotesOf(
  tx: EntityManager,
  jobs: Job[],
  copywriter: User,
  actor: User,
  why: string,
): Promise<void> {
  const open = jobs.filter((job) => OPEN_FOR_QUOTES.includes(job.status));
  if (open.length === 0) return;
  const quotes = await tx.find(Quote, { copywriter: copywriter.id, job: { $in: open.map((job) => job.id) } });
  for (const job of open) {
    const quote = quotes.find((each) => each.job.id === job.id);
    if (!quote) continue;
    const terms = { estimatedHours: quote.estimatedHours ?? null, fixedPrice: quote.fixedPrice ?? null };
    tx.remove(quote);
    await tx.flush();
    const remaining = await tx.count(Quote, { job: job.id });
    applyTransition(tx, job, remaining > 0 ? 'withdraw_quote' : 'withdraw_last_quote', {
      actor,
      copywriter,
      detail: `${describeTerms(terms) ?? 'A quote'}: ${why}`,
    });
  }
}

// The jobs a copywriter's quote may still be accepted on, and those that took their quote but are not paid:
// locked in one statement, in the order of their ids (jobs before anything else, as every path locks them).
export async function lockJobsOfQuoter(tx: EntityManager, copywriterId: number): Promise<Job[]> {
  return tx.find(
    Job,
    {
      $or: [
        { status: { $in: [...OPEN_FOR_QUOTES] }, quotes: { $some: { copywriter: copywriterId } } },
        { status: 'unpaid', copywriter: copywriterId },
      ],
    },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
}
