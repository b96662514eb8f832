// Deadlines and delivery dates (docs/product.md "Deadlines and delivery dates"): a client may ask for the work
// by a deadline when submitting, and a quote may promise a delivery date. The server validates both with these
// rules, sorts the admin's list by them, and every screen marks overdue work with them.
import type { JobStatus } from './job-status.ts';

export const HOUR_MS = 60 * 60 * 1000;
// A copywriter needs time to quote and the client to pay before work can start.
export const DEADLINE_MIN_LEAD_MS = 24 * HOUR_MS;

export const DEADLINE_MESSAGES = {
  format: 'Give the deadline as an ISO 8601 date and time, such as 2026-11-24T17:00:00Z',
  tooSoon: 'The deadline must be at least 24 hours from now',
  deliveryFormat: 'Give the delivery date as an ISO 8601 date and time, such as 2026-11-24T17:00:00Z',
  deliveryPast: 'The delivery date cannot be in the past',
  deliveryAfterDeadline: "The delivery date cannot be after the client's deadline",
} as const;

// The work is paid for and not delivered: waiting for a copywriter, being written, or sent back for a
// revision (which returns the job to in_progress). Nothing before payment is overdue (nobody has taken the
// work on), nor anything delivered or withdrawn.
export const OVERDUE_STATUSES: readonly JobStatus[] = ['pending', 'in_progress'];

type When = Date | string | null | undefined;

function time(when: When): number | undefined {
  if (when === null || when === undefined || when === '') return undefined;
  const value = new Date(when).getTime();
  return Number.isNaN(value) ? undefined : value;
}

export function isDeadlineFarEnough(deadline: When, now: Date = new Date()): boolean {
  const at = time(deadline);
  return at !== undefined && at >= now.getTime() + DEADLINE_MIN_LEAD_MS;
}

export function isDeliveryDateAhead(deliveryDate: When, now: Date = new Date()): boolean {
  const at = time(deliveryDate);
  return at !== undefined && at >= now.getTime();
}

// A quote promises the work by the client's deadline or not at all: a later date would be a different job
// than the one the client asked for. Answers why a delivery date is refused, or undefined when it stands.
export function deliveryDateProblem(
  deliveryDate: When,
  deadline: When,
  now: Date = new Date(),
): string | undefined {
  if (time(deliveryDate) === undefined) return undefined;
  if (!isDeliveryDateAhead(deliveryDate, now)) return DEADLINE_MESSAGES.deliveryPast;
  const limit = time(deadline);
  if (limit !== undefined && time(deliveryDate)! > limit) return DEADLINE_MESSAGES.deliveryAfterDeadline;
  return undefined;
}

export interface DueState {
  status: JobStatus;
  // The client's deadline, and the delivery date of the accepted quote (null before one is accepted).
  deadline: When;
  deliveryDate: When;
}

// When the work is due: what the accepted quote promised, else what the client asked for.
export function dueAt(job: Pick<DueState, 'deadline' | 'deliveryDate'>): Date | null {
  const at = time(job.deliveryDate) ?? time(job.deadline);
  return at === undefined ? null : new Date(at);
}

export function isOverdue(job: DueState, now: Date = new Date()): boolean {
  const due = dueAt(job);
  return due !== null && due.getTime() < now.getTime() && OVERDUE_STATUSES.includes(job.status);
}
