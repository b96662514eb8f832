// The job page's pure rules (docs/product.md "The job page, review and revisions"): which actions each viewer
// is offered, read from the transition table and the review window rather than from status literals, and
// how the delivered versions pair up for a comparison.
import { canApply, isClosed, isOpenForQuotes } from '../../../shared/domain/job-status.ts';
import { isReviewOpen, MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import type {
  JobDetailDto,
  JobDto,
  JobVersion,
  QuoteDto,
  TimelineEntry,
} from '../../../shared/schemas/jobs.ts';

export interface ClientActions {
  /** Accept one of the quotes (and pay for it). */
  accept: boolean;
  /** Pay the accepted quote: 'Complete Payment', or 'Try another card' after a decline. */
  pay: boolean;
  /** Undo the acceptance and go back to every quote. */
  changeQuote: boolean;
  withdraw: boolean;
  requestRevision: boolean;
  approve: boolean;
  rate: boolean;
  /** Dispute the delivery: during the review window, once (docs/decisions/0041-disputes.md). */
  dispute: boolean;
}

/** A dispute not yet settled holds the review: no approval, no request for changes (the server answers 409). */
export function disputeUnsettled(job: JobDto | JobDetailDto): boolean {
  const dispute = 'dispute' in job ? job.dispute : null;
  return dispute !== null && dispute !== undefined && dispute.status !== 'resolved';
}

export function revisionsLeft(job: Pick<JobDto, 'revisionsRequested'>): number {
  return Math.max(0, MAX_REVISIONS - job.revisionsRequested);
}

/** "1 of 2 revisions left". */
export function revisionsLeftLabel(job: Pick<JobDto, 'revisionsRequested'>): string {
  const left = revisionsLeft(job);
  return `${left} of ${MAX_REVISIONS} revisions left`;
}

/** What the client may still do with a delivery under review, and until when. */
export function reviewSummary(job: Pick<JobDto, 'revisionsRequested'>, endsOn: string): string {
  return revisionsLeft(job) > 0
    ? `You can ask for changes (${revisionsLeftLabel(job)}) or approve the text until ${endsOn}.`
    : `You have used both revisions. You can approve the text until ${endsOn}; after that it counts as approved.`;
}

export function clientActions(job: JobDto | JobDetailDto, now: Date = new Date()): ClientActions {
  const held = disputeUnsettled(job);
  const reviewOpen = isReviewOpen(job, now) && !held;
  const hasDispute = 'dispute' in job && job.dispute !== null && job.dispute !== undefined;
  return {
    accept: canApply(job.status, 'accept_quote') && job.quotes.length > 0,
    pay: canApply(job.status, 'pay_assigned'),
    changeQuote: canApply(job.status, 'change_quote'),
    withdraw: canApply(job.status, 'withdraw'),
    requestRevision: canApply(job.status, 'request_revision') && reviewOpen && revisionsLeft(job) > 0,
    approve: canApply(job.status, 'approve') && reviewOpen,
    // The server's rule (jobs/rate.ts): a delivered job, once, whether or not its review window is still open.
    rate: canApply(job.status, 'rate') && job.rating === null,
    dispute: canApply(job.status, 'approve') && reviewOpen && !hasDispute && 'dispute' in job,
  };
}

export interface CopywriterActions {
  quote: boolean;
  deliver: boolean;
}

export function copywriterActions(job: JobDto, viewerId: number): CopywriterActions {
  return {
    quote: canApply(job.status, 'submit_quote') && ownQuote(job, viewerId) === undefined,
    deliver: canApply(job.status, 'submit_work') && job.copywriterId === viewerId,
  };
}

export function ownQuote(job: Pick<JobDto, 'quotes'>, viewerId: number): QuoteDto | undefined {
  return job.quotes.find((quote) => quote.copywriterId === viewerId);
}

/** The quote whose terms the job took: same copywriter (or none, for the house quote) and same terms. */
export function isAcceptedQuote(job: JobDto, quote: QuoteDto): boolean {
  if (isOpenForQuotes(job.status) || isClosed(job.status)) return false;
  return (
    quote.copywriterId === job.copywriterId &&
    quote.fixedPrice === job.fixedPrice &&
    quote.estimatedHours === job.estimatedHours
  );
}

/** True when the job's latest payment attempt was declined: the page then offers 'Try another card'. */
export function lastPaymentFailed(timeline: readonly TimelineEntry[]): boolean {
  const payments = timeline.filter(
    (entry) =>
      entry.kind === 'payment_failed' ||
      entry.kind === 'payment_succeeded' ||
      entry.kind === 'quote_accepted',
  );
  return payments.at(-1)?.kind === 'payment_failed';
}

/** When the job was withdrawn, from its timeline. */
export function withdrawnAt(timeline: readonly TimelineEntry[]): string | undefined {
  return timeline.findLast((entry) => entry.kind === 'withdrawn')?.at;
}

/** True when the end of the review window approved the delivery, rather than the client (its actor is null). */
export function approvedByWindow(timeline: readonly TimelineEntry[]): boolean {
  const approval = timeline.findLast((entry) => entry.kind === 'approved');
  return approval !== undefined && approval.actor === null;
}

/** The revision under way: the newest version the client sent back, while the job is with its copywriter. */
export function openRevision(job: JobDto, versions: readonly JobVersion[]): JobVersion | undefined {
  if (!canApply(job.status, 'submit_work')) return undefined;
  const latest = versions.at(-1);
  return latest?.revisionReason ? latest : undefined;
}

export interface Comparison {
  before: string;
  /** What the earlier text is: the client's draft for round 1, the previous round after that. */
  beforeLabel: string;
}

/** What a version is compared with: the round before it, or for the first round the client's draft. */
export function comparisonBase(
  versions: readonly JobVersion[],
  round: number,
  draft: string,
): Comparison | undefined {
  const index = versions.findIndex((version) => version.round === round);
  if (index < 0) return undefined;
  const previous = versions[index - 1];
  if (!previous) return { before: draft, beforeLabel: 'the draft' };
  return { before: previous.result, beforeLabel: `round ${previous.round}` };
}
