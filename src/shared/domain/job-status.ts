// The job's life as one table: status × event → status (docs/decisions/0003). The server applies it inside a
// transaction with the job's row locked, and records each applied event on the job's timeline in the same
// transaction (src/server/services/job-transitions.ts); the web client reads it to decide which actions to
// offer. Nothing else decides what status a job moves to.

// withdrawn: a job taken off the marketplace before it was paid, by its client or because its client deleted
// their account (docs/product.md "The job page, review and revisions"); nothing moves it on.
export const JOB_STATUSES = [
  'quote',
  'offer_made',
  'unpaid',
  'pending',
  'in_progress',
  'completed',
  'withdrawn',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_EVENTS = [
  'submit_quote',
  'accept_quote',
  // The client goes back to the quotes before paying; the admin's rejection of the chosen copywriter too.
  'change_quote',
  // A quote taken off an open job (its copywriter was rejected or left): the job keeps its other quotes, or,
  // with none left, waits for a quote again. The service picks the event by what remains.
  'withdraw_quote',
  'withdraw_last_quote',
  'pay_assigned',
  'pay_unassigned',
  'assign',
  'submit_work',
  'request_revision',
  'approve',
  'withdraw',
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

export const JOB_TRANSITIONS: Readonly<Record<JobStatus, Partial<Record<JobEvent, JobStatus>>>> = {
  // Several copywriters may quote while the job is quote or offer_made (docs/product.md "Quotes").
  quote: { submit_quote: 'offer_made', withdraw: 'withdrawn' },
  offer_made: {
    submit_quote: 'offer_made',
    accept_quote: 'unpaid',
    withdraw_quote: 'offer_made',
    withdraw_last_quote: 'quote',
    withdraw: 'withdrawn',
  },
  // Paid work starts at once when the accepted quote named a copywriter; a house quote waits for the admin.
  // Until payment the client may go back to the quotes, which were all kept, or withdraw the job. A paid job
  // is never withdrawn: its copywriter and the books rely on it.
  unpaid: {
    pay_assigned: 'in_progress',
    pay_unassigned: 'pending',
    change_quote: 'offer_made',
    withdraw: 'withdrawn',
  },
  pending: { assign: 'in_progress' },
  in_progress: { submit_work: 'completed' },
  // The review window (docs/product.md "The job page, review and revisions"): the client sends the work back
  // to the same copywriter, or approves it; the window's own limits (7 days, 2 revisions, not yet approved)
  // are checked by the service under the same lock.
  completed: { request_revision: 'in_progress', approve: 'completed' },
  withdrawn: {},
};

export function nextStatus(status: JobStatus, event: JobEvent): JobStatus | undefined {
  return JOB_TRANSITIONS[status][event];
}

export function canApply(status: JobStatus, event: JobEvent): boolean {
  return nextStatus(status, event) !== undefined;
}

// Why an event does not apply, in words a client or copywriter can act on.
const REFUSALS: Record<JobEvent, string> = {
  submit_quote: 'This job is no longer open for quotes',
  accept_quote: 'This job has no quote waiting to be accepted',
  change_quote: 'Only an accepted quote that is not yet paid can be changed',
  withdraw_quote: 'This job is not open for quotes',
  withdraw_last_quote: 'This job is not open for quotes',
  pay_assigned: 'This job is not waiting for payment',
  pay_unassigned: 'This job is not waiting for payment',
  assign: 'Only a paid job waiting for a copywriter can be assigned',
  submit_work: 'Work can only be submitted for a job in progress',
  request_revision: 'Only delivered work can be sent back for a revision',
  approve: 'Only delivered work can be approved',
  withdraw: 'A paid job cannot be withdrawn',
};

export function refusalReason(event: JobEvent, status?: JobStatus): string {
  if (status === 'withdrawn') return 'This job has been withdrawn';
  return REFUSALS[event];
}

export function paymentEvent(hasCopywriter: boolean): JobEvent {
  return hasCopywriter ? 'pay_assigned' : 'pay_unassigned';
}

export const CLIENT_STATUS_LABELS: Record<JobStatus, string> = {
  quote: 'Quote Requested',
  offer_made: 'Quote Received',
  unpaid: 'Unpaid',
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

export const ADMIN_STATUS_LABELS: Record<JobStatus, string> = {
  ...CLIENT_STATUS_LABELS,
  quote: 'Waiting Quote',
  offer_made: 'Quote Sent',
};

// The client may message the copywriter while quotes are in and while work is under way.
// A delivery under review keeps the conversation open too (isMessagingOpen, docs/product.md "The job page,
// review and revisions").
export const MESSAGING_STATUSES: readonly JobStatus[] = ['offer_made', 'in_progress'];
export const OPEN_FOR_QUOTES: readonly JobStatus[] = ['quote', 'offer_made'];
