// Which part of a job's screen each status shows (docs/product.md "The job's life"): the one place where the
// web client's job screens name statuses. The client's dashboard card and job page pick their part by
// CLIENT_FACES, the copywriter's job page by COPYWRITER_FACES; a Record over JobStatus makes the type checker
// ask for every status the transition table gains. What a part then offers (accept, pay, withdraw, approve...)
// comes from the transition table and the review window through clientActions and copywriterActions
// (job-page-logic.ts), never from the status itself.
import {
  JOB_STATUSES,
  JOB_TRANSITIONS,
  type JobStatus,
  paymentEvent,
} from '../../../shared/domain/job-status.ts';

/** What the client is shown of a job: one face a status. */
export type ClientFace =
  | 'awaiting-quotes'
  | 'choosing-quote'
  | 'awaiting-payment'
  | 'awaiting-copywriter'
  | 'in-work'
  | 'delivered'
  | 'closed';

export const CLIENT_FACES: Record<JobStatus, ClientFace> = {
  quote: 'awaiting-quotes',
  offer_made: 'choosing-quote',
  unpaid: 'awaiting-payment',
  pending: 'awaiting-copywriter',
  in_progress: 'in-work',
  completed: 'delivered',
  withdrawn: 'closed',
};

/** What a copywriter is shown of a job; 'none' where the page has no next step for them. */
export type CopywriterFace = 'open-for-quotes' | 'quote-accepted' | 'in-work' | 'delivered' | 'none';

export const COPYWRITER_FACES: Record<JobStatus, CopywriterFace> = {
  quote: 'open-for-quotes',
  offer_made: 'open-for-quotes',
  unpaid: 'quote-accepted',
  // A paid house job waits for the admin, and a withdrawn one was never paid: no copywriter works on either.
  pending: 'none',
  in_progress: 'in-work',
  completed: 'delivered',
  withdrawn: 'none',
};

/**
 * The statuses a payment leads to, and every status the work reaches from them: the job has been paid. A job
 * the admin cancelled was refunded, and is withdrawn like one never paid.
 */
function paidStatuses(): ReadonlySet<JobStatus> {
  const events = [paymentEvent(true), paymentEvent(false)];
  const paid = new Set<JobStatus>();
  for (const status of JOB_STATUSES) {
    for (const event of events) {
      const next = JOB_TRANSITIONS[status][event];
      if (next) paid.add(next);
    }
  }
  for (const status of paid) {
    for (const [event, next] of Object.entries(JOB_TRANSITIONS[status])) {
      if (event !== 'cancel_paid') paid.add(next);
    }
  }
  return paid;
}

const PAID = paidStatuses();

/** Paid: the card then keeps showing what was agreed and with whom. */
export function isPaid(status: JobStatus): boolean {
  return PAID.has(status);
}
