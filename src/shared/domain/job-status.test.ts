import { describe, expect, it } from 'vitest';
import {
  JOB_EVENTS,
  JOB_STATUSES,
  type JobEvent,
  type JobStatus,
  nextStatus,
  paymentEvent,
} from './job-status.ts';

// Every (status, event) pair, written out: a change to the job's life must change this table too.
const EXPECTED: Record<JobStatus, Record<JobEvent, JobStatus | undefined>> = {
  quote: {
    submit_quote: 'offer_made',
    accept_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    submit_work: undefined,
    withdraw: 'withdrawn',
  },
  offer_made: {
    submit_quote: 'offer_made',
    accept_quote: 'unpaid',
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    submit_work: undefined,
    withdraw: 'withdrawn',
  },
  unpaid: {
    submit_quote: undefined,
    accept_quote: undefined,
    pay_assigned: 'in_progress',
    pay_unassigned: 'pending',
    assign: undefined,
    submit_work: undefined,
    withdraw: 'withdrawn',
  },
  pending: {
    submit_quote: undefined,
    accept_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: 'in_progress',
    submit_work: undefined,
    withdraw: undefined,
  },
  in_progress: {
    submit_quote: undefined,
    accept_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    submit_work: 'completed',
    withdraw: undefined,
  },
  completed: {
    submit_quote: undefined,
    accept_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    submit_work: undefined,
    withdraw: undefined,
  },
  withdrawn: {
    submit_quote: undefined,
    accept_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    submit_work: undefined,
    withdraw: undefined,
  },
};

describe('the job transition table', () => {
  for (const status of JOB_STATUSES) {
    for (const event of JOB_EVENTS) {
      it(`${status} × ${event} → ${EXPECTED[status][event] ?? 'refused'}`, () => {
        expect(nextStatus(status, event)).toBe(EXPECTED[status][event]);
      });
    }
  }

  it('starts paid work at once only when a copywriter is named', () => {
    expect(paymentEvent(true)).toBe('pay_assigned');
    expect(paymentEvent(false)).toBe('pay_unassigned');
  });
});
