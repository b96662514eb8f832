// The job's life as one table: status × event → status (docs/decisions/0003). The server applies it inside a
// transaction with the job's row locked, and records each applied event on the job's timeline in the same
// transaction (src/server/services/jobs/transitions.ts); the web client reads it to decide which actions to
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

// The names of the events; a row of a job's timeline is a JobEvent entity (src/server/db/entities/job-event.ts),
// which records the kind an applied event names (job-events.ts).
export const JOB_EVENTS = [
  'submit_quote',
  // The admin's quote in the house's name: only on a job no copywriter has quoted yet (docs/product.md "Admin").
  'submit_house_quote',
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
  // The admin's way out of a paid job whose copywriter can no longer deliver it (rejected, suspended): another
  // copywriter takes it over, or the job is cancelled and its payment given back, card or hours.
  'reassign',
  'cancel_paid',
  'submit_work',
  'request_revision',
  'approve',
  // The client's stars for a delivery, once (the service checks "once" under the lock); no change of status.
  'rate',
  'withdraw',
] as const;
export type JobEventName = (typeof JOB_EVENTS)[number];

export const JOB_TRANSITIONS: Readonly<Record<JobStatus, Partial<Record<JobEventName, JobStatus>>>> = {
  // Several copywriters may quote while the job is quote or offer_made (docs/product.md "Quotes").
  quote: { submit_quote: 'offer_made', submit_house_quote: 'offer_made', withdraw: 'withdrawn' },
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
  pending: { assign: 'in_progress', cancel_paid: 'withdrawn' },
  in_progress: { submit_work: 'completed', reassign: 'in_progress', cancel_paid: 'withdrawn' },
  // The review window (docs/product.md "The job page, review and revisions"): the client sends the work back
  // to the same copywriter, or approves it; the window's own limits (7 days, 2 revisions, not yet approved)
  // are checked by the service under the same lock.
  completed: { request_revision: 'in_progress', approve: 'completed', rate: 'completed' },
  withdrawn: {},
};

export function nextStatus(status: JobStatus, event: JobEventName): JobStatus | undefined {
  return JOB_TRANSITIONS[status][event];
}

export function canApply(status: JobStatus, event: JobEventName): boolean {
  return nextStatus(status, event) !== undefined;
}

export type JobRole = 'client' | 'copywriter' | 'admin';

// Who sets each event off. The admin's rejection of a copywriter (and a copywriter leaving) takes their quotes
// off and sends a client back to the other quotes; the queue approves a delivery whose window ended.
const EVENT_ROLES: Record<JobEventName, readonly JobRole[]> = {
  submit_quote: ['copywriter'],
  submit_house_quote: ['admin'],
  accept_quote: ['client'],
  change_quote: ['client', 'admin'],
  withdraw_quote: ['admin', 'copywriter'],
  withdraw_last_quote: ['admin', 'copywriter'],
  pay_assigned: ['client'],
  pay_unassigned: ['client'],
  assign: ['admin'],
  reassign: ['admin'],
  cancel_paid: ['admin'],
  submit_work: ['copywriter'],
  request_revision: ['client'],
  approve: ['client'],
  rate: ['client'],
  withdraw: ['client'],
};

/** What a viewer in this role may set off on a job as it stands: the table's answer to "what may I do now?". */
export function allowedEvents(status: JobStatus, role: JobRole): JobEventName[] {
  return JOB_EVENTS.filter((event) => canApply(status, event) && EVENT_ROLES[event].includes(role));
}

export function isOpenForQuotes(status: JobStatus): boolean {
  return canApply(status, 'submit_quote');
}

/** Delivered: its work can be approved (or was) and rated. */
export function isDelivered(status: JobStatus): boolean {
  return canApply(status, 'approve');
}

/** Nothing moves the job on: it was withdrawn before it was paid. */
export function isClosed(status: JobStatus): boolean {
  return Object.keys(JOB_TRANSITIONS[status]).length === 0;
}

// Why an event does not apply, in words a client or copywriter can act on.
const REFUSALS: Record<JobEventName, string> = {
  submit_quote: 'This job is no longer open for quotes',
  submit_house_quote: 'A house quote can only be made on a job waiting for a quote',
  accept_quote: 'This job has no quote waiting to be accepted',
  change_quote: 'Only an accepted quote that is not yet paid can be changed',
  withdraw_quote: 'This job is not open for quotes',
  withdraw_last_quote: 'This job is not open for quotes',
  pay_assigned: 'This job is not waiting for payment',
  pay_unassigned: 'This job is not waiting for payment',
  assign: 'Only a paid job waiting for a copywriter can be assigned',
  reassign: 'Only a job in progress can be given to another copywriter',
  cancel_paid: 'Only a paid job not yet delivered can be cancelled and refunded',
  submit_work: 'Work can only be submitted for a job in progress',
  request_revision: 'Only delivered work can be sent back for a revision',
  approve: 'Only delivered work can be approved',
  rate: 'Only a completed job can be rated',
  withdraw: 'A paid job cannot be withdrawn',
};

const NOT_YET_ACCEPTED = 'Accept a quote before paying';
const ALREADY_PAID = 'This job has already been paid';
const PAYMENT_REFUSALS: Partial<Record<JobStatus, string>> = {
  quote: NOT_YET_ACCEPTED,
  offer_made: NOT_YET_ACCEPTED,
  pending: ALREADY_PAID,
  in_progress: ALREADY_PAID,
  completed: ALREADY_PAID,
};

// Where the reason depends on where the job stands. The house quote and the rating keep, on a withdrawn job,
// the words they were refused with before the table decided them.
const REFUSALS_BY_STATUS: Partial<Record<JobEventName, Partial<Record<JobStatus, string>>>> = {
  pay_assigned: PAYMENT_REFUSALS,
  pay_unassigned: PAYMENT_REFUSALS,
  submit_house_quote: { withdrawn: REFUSALS.submit_house_quote },
  rate: { withdrawn: REFUSALS.rate },
};

export function refusalReason(event: JobEventName, status?: JobStatus): string {
  const specific = status && REFUSALS_BY_STATUS[event]?.[status];
  if (specific) return specific;
  if (status === 'withdrawn') return 'This job has been withdrawn';
  return REFUSALS[event];
}

export function paymentEvent(hasCopywriter: boolean): JobEventName {
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
export const OPEN_FOR_QUOTES: readonly JobStatus[] = JOB_STATUSES.filter(isOpenForQuotes);
