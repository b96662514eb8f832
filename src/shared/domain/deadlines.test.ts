import { describe, expect, it } from 'vitest';
import {
  DEADLINE_MESSAGES,
  DEADLINE_MIN_LEAD_MS,
  deliveryDateProblem,
  dueAt,
  isDeadlineFarEnough,
  isOverdue,
} from './deadlines.ts';
import { JOB_STATUSES, type JobStatus } from './job-status.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('the deadline at submission', () => {
  it('is at least 24 hours ahead', () => {
    expect(isDeadlineFarEnough(at(DEADLINE_MIN_LEAD_MS), now)).toBe(true);
    expect(isDeadlineFarEnough(at(30 * 24 * HOUR), now)).toBe(true);
    expect(isDeadlineFarEnough(at(DEADLINE_MIN_LEAD_MS - 1), now)).toBe(false);
    expect(isDeadlineFarEnough(at(-HOUR), now)).toBe(false);
    expect(isDeadlineFarEnough('not a date', now)).toBe(false);
  });
});

describe("a quote's delivery date", () => {
  it('is refused in the past, and after the deadline', () => {
    expect(deliveryDateProblem(at(-1), null, now)).toBe(DEADLINE_MESSAGES.deliveryPast);
    expect(deliveryDateProblem(at(HOUR), null, now)).toBeUndefined();
    expect(deliveryDateProblem(at(48 * HOUR), at(48 * HOUR), now)).toBeUndefined();
    expect(deliveryDateProblem(at(48 * HOUR + 1), at(48 * HOUR), now)).toBe(
      DEADLINE_MESSAGES.deliveryAfterDeadline,
    );
  });

  it('may be left out', () => {
    expect(deliveryDateProblem(null, at(48 * HOUR), now)).toBeUndefined();
  });
});

describe('when work is due and overdue', () => {
  it("is the accepted quote's delivery date, else the client's deadline", () => {
    expect(dueAt({ deadline: at(48 * HOUR), deliveryDate: at(30 * HOUR) })?.toISOString()).toBe(
      at(30 * HOUR),
    );
    expect(dueAt({ deadline: at(48 * HOUR), deliveryDate: null })?.toISOString()).toBe(at(48 * HOUR));
    expect(dueAt({ deadline: null, deliveryDate: null })).toBeNull();
  });

  // Paid and not delivered: waiting for a copywriter, in progress, or sent back for a revision (in_progress).
  const overdueWhenLate: Record<JobStatus, boolean> = {
    quote: false,
    offer_made: false,
    unpaid: false,
    pending: true,
    in_progress: true,
    completed: false,
    withdrawn: false,
  };

  it.each(JOB_STATUSES)('a job %s past its due date is overdue only while the work is owed', (status) => {
    expect(isOverdue({ status, deadline: at(-HOUR), deliveryDate: null }, now)).toBe(overdueWhenLate[status]);
    expect(isOverdue({ status, deadline: at(HOUR), deliveryDate: null }, now)).toBe(false);
    expect(isOverdue({ status, deadline: null, deliveryDate: null }, now)).toBe(false);
  });

  it('follows the delivery date over the deadline', () => {
    expect(isOverdue({ status: 'in_progress', deadline: at(HOUR), deliveryDate: at(-HOUR) }, now)).toBe(true);
    expect(isOverdue({ status: 'in_progress', deadline: at(-HOUR), deliveryDate: at(HOUR) }, now)).toBe(
      false,
    );
  });
});
