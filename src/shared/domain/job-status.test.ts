import { describe, expect, it } from 'vitest';
import { JOB_EVENT_KINDS, TRANSITION_KINDS } from './job-events.ts';
import {
  allowedEvents,
  isClosed,
  isDelivered,
  isOpenForQuotes,
  JOB_EVENTS,
  JOB_STATUSES,
  type JobEventName,
  type JobStatus,
  nextStatus,
  paymentEvent,
  refusalReason,
} from './job-status.ts';
import { isMessagingOpen, isReviewOpen, REVIEW_WINDOW_MS } from './review-window.ts';

// Every (status, event) pair, written out: a change to the job's life must change this table too.
const EXPECTED: Record<JobStatus, Record<JobEventName, JobStatus | undefined>> = {
  quote: {
    submit_quote: 'offer_made',
    submit_house_quote: 'offer_made',
    accept_quote: undefined,
    change_quote: undefined,
    withdraw_quote: undefined,
    withdraw_last_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    reassign: undefined,
    cancel_paid: undefined,
    submit_work: undefined,
    request_revision: undefined,
    approve: undefined,
    rate: undefined,
    withdraw: 'withdrawn',
  },
  offer_made: {
    submit_quote: 'offer_made',
    submit_house_quote: undefined,
    accept_quote: 'unpaid',
    change_quote: undefined,
    withdraw_quote: 'offer_made',
    withdraw_last_quote: 'quote',
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    reassign: undefined,
    cancel_paid: undefined,
    submit_work: undefined,
    request_revision: undefined,
    approve: undefined,
    rate: undefined,
    withdraw: 'withdrawn',
  },
  unpaid: {
    submit_quote: undefined,
    submit_house_quote: undefined,
    accept_quote: undefined,
    change_quote: 'offer_made',
    withdraw_quote: undefined,
    withdraw_last_quote: undefined,
    pay_assigned: 'in_progress',
    pay_unassigned: 'pending',
    assign: undefined,
    reassign: undefined,
    cancel_paid: undefined,
    submit_work: undefined,
    request_revision: undefined,
    approve: undefined,
    rate: undefined,
    withdraw: 'withdrawn',
  },
  pending: {
    submit_quote: undefined,
    submit_house_quote: undefined,
    accept_quote: undefined,
    change_quote: undefined,
    withdraw_quote: undefined,
    withdraw_last_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: 'in_progress',
    reassign: undefined,
    cancel_paid: 'withdrawn',
    submit_work: undefined,
    request_revision: undefined,
    approve: undefined,
    rate: undefined,
    withdraw: undefined,
  },
  in_progress: {
    submit_quote: undefined,
    submit_house_quote: undefined,
    accept_quote: undefined,
    change_quote: undefined,
    withdraw_quote: undefined,
    withdraw_last_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    reassign: 'in_progress',
    cancel_paid: 'withdrawn',
    submit_work: 'completed',
    request_revision: undefined,
    approve: undefined,
    rate: undefined,
    withdraw: undefined,
  },
  completed: {
    submit_quote: undefined,
    submit_house_quote: undefined,
    accept_quote: undefined,
    change_quote: undefined,
    withdraw_quote: undefined,
    withdraw_last_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    reassign: undefined,
    cancel_paid: undefined,
    submit_work: undefined,
    request_revision: 'in_progress',
    approve: 'completed',
    rate: 'completed',
    withdraw: undefined,
  },
  withdrawn: {
    submit_quote: undefined,
    submit_house_quote: undefined,
    accept_quote: undefined,
    change_quote: undefined,
    withdraw_quote: undefined,
    withdraw_last_quote: undefined,
    pay_assigned: undefined,
    pay_unassigned: undefined,
    assign: undefined,
    reassign: undefined,
    cancel_paid: undefined,
    submit_work: undefined,
    request_revision: undefined,
    approve: undefined,
    rate: undefined,
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

  it('says why an event is refused, and that a withdrawn job is withdrawn whatever was asked', () => {
    // The house quote and the rating keep the words they were refused with before the table decided them.
    const ownWords: JobEventName[] = ['submit_house_quote', 'rate'];
    for (const event of JOB_EVENTS) {
      expect(refusalReason(event).length).toBeGreaterThan(10);
      expect(refusalReason(event, 'withdrawn')).toBe(
        ownWords.includes(event) ? refusalReason(event) : 'This job has been withdrawn',
      );
    }
  });

  it('refuses a payment by where the job stands: before a quote is accepted, or once it is paid', () => {
    for (const event of [paymentEvent(true), paymentEvent(false)]) {
      expect(refusalReason(event, 'offer_made')).toBe('Accept a quote before paying');
      expect(refusalReason(event, 'quote')).toBe('Accept a quote before paying');
      expect(refusalReason(event, 'in_progress')).toBe('This job has already been paid');
    }
  });

  it('answers what each viewer may do now, from the table alone', () => {
    expect(allowedEvents('quote', 'admin')).toEqual(['submit_house_quote']);
    expect(allowedEvents('offer_made', 'admin')).toEqual(['withdraw_quote', 'withdraw_last_quote']);
    expect(allowedEvents('offer_made', 'client')).toEqual(['accept_quote', 'withdraw']);
    expect(allowedEvents('pending', 'admin')).toEqual(['assign', 'cancel_paid']);
    expect(allowedEvents('in_progress', 'admin')).toEqual(['reassign', 'cancel_paid']);
    expect(allowedEvents('completed', 'client')).toEqual(['request_revision', 'approve', 'rate']);
    expect(allowedEvents('in_progress', 'copywriter')).toEqual(['submit_work']);
    for (const role of ['client', 'copywriter', 'admin'] as const) {
      expect(allowedEvents('withdrawn', role)).toEqual([]);
    }
    expect(JOB_STATUSES.filter(isOpenForQuotes)).toEqual(['quote', 'offer_made']);
    expect(JOB_STATUSES.filter(isDelivered)).toEqual(['completed']);
    expect(JOB_STATUSES.filter(isClosed)).toEqual(['withdrawn']);
  });

  it('names a timeline kind for every event', () => {
    for (const event of JOB_EVENTS) expect(JOB_EVENT_KINDS).toContain(TRANSITION_KINDS[event]);
  });
});

describe('the review window', () => {
  const deliveredAt = new Date('2026-11-20T10:00:00Z');
  const endsAt = new Date(deliveredAt.getTime() + REVIEW_WINDOW_MS);
  const delivered = { status: 'completed' as const, approvedAt: null, reviewWindowEndsAt: endsAt };

  it('is open for 7 days after a delivery, and not a moment longer', () => {
    expect(isReviewOpen(delivered, new Date(endsAt.getTime() - 1))).toBe(true);
    expect(isReviewOpen(delivered, endsAt)).toBe(false);
  });

  it('closes on approval, and is never open for work that is not delivered', () => {
    expect(isReviewOpen({ ...delivered, approvedAt: deliveredAt }, deliveredAt)).toBe(false);
    expect(isReviewOpen({ ...delivered, status: 'in_progress' }, deliveredAt)).toBe(false);
    expect(isReviewOpen({ ...delivered, reviewWindowEndsAt: null }, deliveredAt)).toBe(false);
  });

  it("keeps the job's conversation open while quotes are in, work is under way or a delivery is reviewed", () => {
    const at = new Date(endsAt.getTime() - 1000);
    const open = JOB_STATUSES.filter((status) =>
      isMessagingOpen(
        { status, approvedAt: null, reviewWindowEndsAt: status === 'completed' ? endsAt : null },
        at,
      ),
    );
    expect(open).toEqual(['offer_made', 'in_progress', 'completed']);
    expect(isMessagingOpen({ ...delivered, approvedAt: at }, at)).toBe(false);
    expect(isMessagingOpen(delivered, endsAt)).toBe(false);
  });
});
