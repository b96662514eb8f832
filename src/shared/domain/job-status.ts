// The job's life as one table: status × event → status (STYLE.md item 5). The server applies it inside a
// transaction with the job's row locked; the web client reads it to decide which actions to offer.
// Nothing else decides what status a job moves to.

// withdrawn: a job taken off the marketplace before it was paid, because its client deleted their account
// (account-data.ts); nothing moves it on.
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
  'pay_assigned',
  'pay_unassigned',
  'assign',
  'submit_work',
  'withdraw',
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

export const JOB_TRANSITIONS: Readonly<Record<JobStatus, Partial<Record<JobEvent, JobStatus>>>> = {
  // DECISIONS.md "Jobs and quotes": several copywriters may quote while the job is quote or offer_made.
  quote: { submit_quote: 'offer_made', withdraw: 'withdrawn' },
  offer_made: { submit_quote: 'offer_made', accept_quote: 'unpaid', withdraw: 'withdrawn' },
  // Paid work starts at once when the accepted quote named a copywriter; a house quote waits for the admin.
  // A paid job is never withdrawn: its copywriter and the books rely on it.
  unpaid: { pay_assigned: 'in_progress', pay_unassigned: 'pending', withdraw: 'withdrawn' },
  pending: { assign: 'in_progress' },
  in_progress: { submit_work: 'completed' },
  completed: {},
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
  pay_assigned: 'This job is not waiting for payment',
  pay_unassigned: 'This job is not waiting for payment',
  assign: 'Only a paid job waiting for a copywriter can be assigned',
  submit_work: 'Work can only be submitted for a job in progress',
  withdraw: 'A paid job cannot be withdrawn',
};

export function refusalReason(event: JobEvent): string {
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

// SPEC.md section 4: the client may message the copywriter while quotes are in and while work is under way.
export const MESSAGING_STATUSES: readonly JobStatus[] = ['offer_made', 'in_progress'];
export const OPEN_FOR_QUOTES: readonly JobStatus[] = ['quote', 'offer_made'];
