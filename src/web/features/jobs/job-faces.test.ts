import { describe, expect, it } from 'vitest';
import {
  canApply,
  JOB_STATUSES,
  type JobEventName,
  type JobStatus,
} from '../../../shared/domain/job-status.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { CLIENT_FACES, COPYWRITER_FACES, isPaid } from './job-faces.ts';
import { type ClientActions, clientActions, copywriterActions } from './job-page-logic.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const EARLIER = '2026-11-20T12:00:00.000Z';
const LATER = '2026-11-29T12:00:00.000Z';

const QUOTE = { id: 1, copywriterId: 3, estimatedHours: null, fixedPrice: 150, price: 150 } as QuoteDto;

// A job as each status usually finds it: quotes while they are in, a copywriter once paid, a delivery under
// review once completed.
function typicalJob(status: JobStatus): JobDto {
  const paid = isPaid(status);
  return {
    id: 7,
    status,
    quotes: status === 'quote' ? [] : [QUOTE],
    copywriterId: paid ? 3 : null,
    rating: null,
    revisionsRequested: 0,
    approvedAt: null,
    reviewWindowEndsAt: status === 'completed' ? LATER : null,
    completedAt: status === 'completed' ? EARLIER : null,
  } as JobDto;
}

/** Each of these faces shows exactly the statuses where its event applies. */
function expectFacesWhere<Face extends string>(
  faces: Record<JobStatus, Face>,
  events: Partial<Record<Face, JobEventName>>,
) {
  for (const [face, event] of Object.entries(events) as [Face, JobEventName][]) {
    const shown = JOB_STATUSES.filter((status) => faces[status] === face);
    expect(shown, face).toEqual(JOB_STATUSES.filter((status) => canApply(status, event)));
  }
}

const offered = (actions: ClientActions) =>
  Object.entries(actions)
    .filter(([, on]) => on)
    .map(([name]) => name);

describe('the client’s faces', () => {
  it('gives each status its own face', () => {
    expect(new Set(Object.values(CLIENT_FACES)).size).toBe(JOB_STATUSES.length);
  });

  it('shows each face with what the transition table and the review window allow there', () => {
    const table = Object.fromEntries(
      JOB_STATUSES.map((status) => [
        status,
        { face: CLIENT_FACES[status], offers: offered(clientActions(typicalJob(status), NOW)) },
      ]),
    );
    expect(table).toEqual({
      quote: { face: 'awaiting-quotes', offers: ['withdraw'] },
      offer_made: { face: 'choosing-quote', offers: ['accept', 'withdraw'] },
      unpaid: { face: 'awaiting-payment', offers: ['pay', 'changeQuote', 'withdraw'] },
      pending: { face: 'awaiting-copywriter', offers: [] },
      in_progress: { face: 'in-work', offers: [] },
      completed: { face: 'delivered', offers: ['requestRevision', 'approve', 'rate'] },
      withdrawn: { face: 'closed', offers: [] },
    });
  });

  it('agrees with the table on where quotes are accepted, payment is due and a delivery is reviewed', () => {
    expectFacesWhere(CLIENT_FACES, {
      'choosing-quote': 'accept_quote',
      'awaiting-payment': 'pay_assigned',
      delivered: 'approve',
    });
  });
});

describe('the copywriter’s faces', () => {
  it('agrees with the table on quoting, working and delivered work', () => {
    expectFacesWhere(COPYWRITER_FACES, {
      'open-for-quotes': 'submit_quote',
      'in-work': 'submit_work',
      delivered: 'approve',
    });
    expect(COPYWRITER_FACES.unpaid).toBe('quote-accepted');
  });

  it('offers the quote form on the open face and the delivery form on the working one', () => {
    for (const status of JOB_STATUSES) {
      const actions = copywriterActions({ ...typicalJob(status), quotes: [] }, 3);
      expect(actions.quote, status).toBe(COPYWRITER_FACES[status] === 'open-for-quotes');
      expect(actions.deliver, status).toBe(COPYWRITER_FACES[status] === 'in-work');
    }
  });
});

describe('isPaid', () => {
  it('holds from payment on, read from the transition table', () => {
    expect(JOB_STATUSES.filter(isPaid)).toEqual(['pending', 'in_progress', 'completed']);
  });
});
