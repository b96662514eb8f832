import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './job-status.ts';
import { quoteOutcome } from './quote-outcome.ts';

const ME = 7;
const OTHER = 8;

describe('quoteOutcome', () => {
  it('is waiting while the job takes quotes', () => {
    expect(quoteOutcome({ status: 'quote', copywriterId: null }, ME)).toBe('waiting');
    expect(quoteOutcome({ status: 'offer_made', copywriterId: null }, ME)).toBe('waiting');
  });

  it('is chosen once the job is the writer’s, from acceptance to delivery', () => {
    for (const status of ['unpaid', 'pending', 'in_progress', 'completed'] as const) {
      expect(quoteOutcome({ status, copywriterId: ME }, ME), status).toBe('chosen');
    }
  });

  it('is not chosen when another writer or the house has the job', () => {
    for (const status of ['unpaid', 'pending', 'in_progress', 'completed'] as const) {
      expect(quoteOutcome({ status, copywriterId: OTHER }, ME), status).toBe('not_chosen');
      expect(quoteOutcome({ status, copywriterId: null }, ME), status).toBe('not_chosen');
    }
  });

  it('is withdrawn when the job left the marketplace, whoever had it', () => {
    for (const copywriterId of [null, ME, OTHER]) {
      expect(quoteOutcome({ status: 'withdrawn', copywriterId }, ME)).toBe('withdrawn');
    }
  });

  it('answers for every status', () => {
    for (const status of JOB_STATUSES)
      expect(quoteOutcome({ status, copywriterId: null }, ME)).toBeTypeOf('string');
  });
});
