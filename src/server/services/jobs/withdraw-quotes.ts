// A copywriter's quotes taken off the jobs still open for quotes, when the admin rejects them or they leave: a
// job left with no quote waits for one again.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isOpenForQuotes, OPEN_FOR_QUOTES } from '../../../shared/domain/job-status.ts';
import { Job } from '../../db/entities/job.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { User } from '../../db/entities/user.ts';
import { describeTerms } from './timeline.ts';
import { applyTransition } from './transitions.ts';

/**
 * Call inside the transaction, after locking the jobs (lockJobsOfQuoter), so that no client accepts one of
 * those quotes meanwhile. The timeline names nobody in its words (a name there would outlive a deleted
 * account); its reader knows the quote by its terms.
 */
export async function withdrawQuotesOf(options: {
  em: EntityManager;
  actor: User;
  jobs: Job[];
  copywriter: User;
  why: string;
}): Promise<void> {
  const { em: tx, actor, jobs, copywriter, why } = options;
  const open = jobs.filter((job) => isOpenForQuotes(job.status));
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
