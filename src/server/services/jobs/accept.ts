// The client takes one quote: the job takes its terms and copywriter and waits for payment. The other quotes
// stay, so that the client can go back to them until payment (change-quote.ts); their writers are told that
// another quote was chosen (docs/decisions/0042-a-lost-quote-answers-why.md).
import { MIN_FIXED_PRICE_GBP } from '../../../shared/constants.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { CopywriterProfile } from '../../db/entities/copywriter-profile.ts';
import { Quote } from '../../db/entities/quote.ts';
import { AppError } from '../../errors.ts';
import { tellQuotesNotChosen } from '../marketplace-notices.ts';
import { assertOwnJob } from './access.ts';
import { readJobDto } from './get-job.ts';
import { describeTerms } from './timeline.ts';
import { applyTransition, type JobEventOptions, lockJob } from './transitions.ts';

// copywriterId 0 names the house quote.
export async function acceptQuote(
  options: JobEventOptions & {
    copywriterId: number;
  },
): Promise<JobDto> {
  const { em, actor: client, jobId, copywriterId } = options;
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
    job.houseQuote = !quote.copywriter;
    job.quoteMessage = quote.message ?? null;
    job.deliveryDate = quote.deliveryDate ?? null;
    job.copywriter = quote.copywriter ?? null;
    applyTransition(tx, job, 'accept_quote', {
      actor: client,
      detail: `${quote.copywriter ? 'Quote' : 'House quote'}: ${describeTerms(terms)}`,
    });
    await tx.flush();
    await tellQuotesNotChosen(tx, job, quote.copywriter?.id ?? null);
    return readJobDto(tx, client, job.id);
  });
}
