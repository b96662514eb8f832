// The review of a delivery (docs/product.md "The job page, review and revisions"): for 7 days after each
// delivery the client may send the work back, at most twice per job, or approve it; after 7 days it counts as
// approved. The server enforces these under the job's lock; the web client reads them to offer the buttons.
import { type JobStatus, MESSAGING_STATUSES } from './job-status.ts';

export const REVIEW_WINDOW_DAYS = 7;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const MAX_REVISIONS = 2;

type When = Date | string | null | undefined;

export interface ReviewState {
  status: JobStatus;
  approvedAt: When;
  reviewWindowEndsAt: When;
}

const time = (when: When) => (when ? new Date(when).getTime() : undefined);

export function reviewWindowEnd(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + REVIEW_WINDOW_MS);
}

// A delivery the client may still send back or approve: delivered, not approved, and inside its 7 days.
export function isReviewOpen(job: ReviewState, now: Date = new Date()): boolean {
  const endsAt = time(job.reviewWindowEndsAt);
  return job.status === 'completed' && !job.approvedAt && endsAt !== undefined && now.getTime() < endsAt;
}

// The job's conversation is open to its client and its copywriter alike while quotes are in, while work is
// under way (also a revision), and while a delivery is under review; after approval it is closed for both.
export function isMessagingOpen(job: ReviewState, now: Date = new Date()): boolean {
  return MESSAGING_STATUSES.includes(job.status) || isReviewOpen(job, now);
}
