// What a job's timeline records (GET /api/jobs/{id}/timeline, docs/product.md "The job page, review and
// revisions"). Every applied transition of job-status.ts records the kind this table names, in the
// transaction that applies it; the other kinds are steps outside the table (a submission, a failed or refunded
// payment).
import type { JobEventName } from './job-status.ts';

export const JOB_EVENT_KINDS = [
  'submitted',
  'quoted',
  'quote_withdrawn',
  'quote_accepted',
  'quote_changed',
  'payment_succeeded',
  'payment_failed',
  'payment_refunded',
  'assigned',
  'delivered',
  'revision_requested',
  'approved',
  'rated',
  'withdrawn',
  // A dispute's steps (docs/decisions/0041), outside the transition table: the job stays completed until it is
  // settled, and settling approves it.
  'dispute_opened',
  'dispute_offered',
  'dispute_escalated',
  'dispute_resolved',
] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

export const TRANSITION_KINDS: Record<JobEventName, JobEventKind> = {
  submit_quote: 'quoted',
  submit_house_quote: 'quoted',
  accept_quote: 'quote_accepted',
  change_quote: 'quote_changed',
  withdraw_quote: 'quote_withdrawn',
  withdraw_last_quote: 'quote_withdrawn',
  pay_assigned: 'payment_succeeded',
  pay_unassigned: 'payment_succeeded',
  assign: 'assigned',
  reassign: 'assigned',
  cancel_paid: 'withdrawn',
  submit_work: 'delivered',
  request_revision: 'revision_requested',
  approve: 'approved',
  rate: 'rated',
  withdraw: 'withdrawn',
};

// How the job page names each kind.
export const JOB_EVENT_LABELS: Record<JobEventKind, string> = {
  submitted: 'Submitted',
  quoted: 'Quote received',
  quote_withdrawn: 'Quote withdrawn',
  quote_accepted: 'Quote accepted',
  quote_changed: 'Back to the quotes',
  payment_succeeded: 'Payment succeeded',
  payment_failed: 'Payment failed',
  payment_refunded: 'Payment refunded',
  assigned: 'Assigned',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  approved: 'Approved',
  rated: 'Rated',
  withdrawn: 'Withdrawn',
  dispute_opened: 'Dispute opened',
  dispute_offered: 'Refund offered',
  dispute_escalated: 'Dispute escalated',
  dispute_resolved: 'Dispute settled',
};
