// Where a copywriter's quote stands (docs/product.md "Quotes"), read from its job: the writer's 'My Quotes' tab
// and their link to a job they lost both say it the same way.
import { isOpenForQuotes, type JobStatus } from './job-status.ts';

export const QUOTE_OUTCOMES = ['waiting', 'chosen', 'not_chosen', 'withdrawn'] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

/**
 * waiting: the job still takes quotes, the client has chosen nobody. chosen: the job is this writer's (accepted,
 * paid or done). not_chosen: the client took another writer's quote or the house's. withdrawn: the job left the
 * marketplace before this writer had it. Until payment the client may go back to the quotes, and a not-chosen
 * quote is then waiting again: the outcome is always the job's present state.
 */
export function quoteOutcome(
  job: { status: JobStatus; copywriterId: number | null },
  writerId: number,
): QuoteOutcome {
  if (job.copywriterId === writerId && job.status !== 'withdrawn') return 'chosen';
  if (job.status === 'withdrawn') return 'withdrawn';
  if (isOpenForQuotes(job.status)) return 'waiting';
  return 'not_chosen';
}

export const QUOTE_OUTCOME_LABELS: Record<QuoteOutcome, string> = {
  waiting: 'Waiting',
  chosen: 'Chosen',
  not_chosen: 'Not chosen',
  withdrawn: 'Withdrawn',
};
